# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Giải đấu
tournaments-create = Công bố một giải đấu
tournaments-none = Chưa có giải đấu nào.
tournament-entry = { $name }: { $format }, đã có { $taken } trên { $places } chỗ, { $state ->
    [when-full] bắt đầu khi đủ chỗ
    [organiser] bắt đầu khi người tổ chức cho bắt đầu
    [at] bắt đầu sau { $minutes } phút
    [running] đang đấu vòng { $round } trên { $rounds }
   *[finished] đã kết thúc, { $winner } vô địch
}{ $public ->
    [no] , chỉ theo lời mời
   *[yes] {""}
}
tournament-gone = Giải đấu đó không còn nữa.
tournament-cancelled = Giải { $name } bị hủy: đến giờ bắt đầu chỉ có ít hơn hai người chơi đăng ký.
tournament-announced = { $organiser } công bố giải { $name }: { $format }, { $places } chỗ. Muốn tham gia: Giải đấu, trong trình đơn chính.
tournament-default-name = Giải đấu của { $name }
tournament-name-prompt = Tên giải đấu
tournament-field-name = Tên: { $value }
tournament-field-format = Thể thức: { $value }
tournament-field-places = Số chỗ: { $value }
tournament-field-length = Độ dài trận: { $value } điểm
tournament-field-final = Chung kết: { $value ->
    [0] dài như các vòng khác
   *[other] { $value } điểm
}
tournament-field-start = Bắt đầu: { $start ->
    [when-full] khi mọi chỗ đã có người
    [organiser] khi người tổ chức cho bắt đầu
   *[minutes] sau { $minutes } phút
}
tournament-field-clock = Đồng hồ lượt: { $value }
tournament-field-bot-level = Cấp độ của bot lấp chỗ trống: { $value }
tournament-field-access = { $public ->
    [no] Theo lời mời
   *[yes] Công khai
}
tournament-field-no-show = Thời gian để đến bàn: { $minutes } phút
tournament-announce = Công bố
tournament-join = Tham gia
tournament-leave = Rời giải đấu
tournament-fill-bots = Lấp chỗ trống bằng bot
tournament-start-now = Bắt đầu ngay
tournament-invite = Mời một người chơi
tournament-invite-sent = Đã mời { $name }.
tournament-invited = { $organiser } mời bạn tham gia giải { $name }: hãy tìm trong mục Giải đấu của trình đơn chính.
tournament-not-invited = Giải đấu này chỉ dành cho người được mời.
tournament-my-next-match = Trận tiếp theo của tôi
tournament-bracket = Sơ đồ thi đấu
tournament-standings = Bảng xếp hạng
tournament-who-is-still-in = Ai còn trong giải
tournament-watch = Xem một trận
tournament-no-running = Hiện không có trận nào của giải này đang diễn ra.
tournament-watch-line = Vòng { $round }, trận { $match }: { $first } gặp { $second }
tournament-go-to-table = Nhấn Alt+G, hoặc chọn Đến bàn giải đấu của tôi trong trình đơn chính, để vào chỗ.
tournament-go-item = Đến bàn giải đấu của tôi
tournament-no-call = Không có bàn giải đấu nào đang chờ bạn.
tournament-profile-entry = Giải { $name }: hạng { $place } trên { $players }
tournament-profile-none = Chưa có giải đấu nào kết thúc.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Theo dõi giải đấu này
tournament-unfollow = Ngừng theo dõi giải đấu này
tournament-following = Bạn đang theo dõi giải đấu { $name }: bạn sẽ nghe các cặp đấu và kết quả của nó.
tournament-not-following = Bạn không còn theo dõi giải đấu { $name }.
tournament-more-lines = Và còn { $count } nữa: danh sách đầy đủ ở trong menu của giải đấu.
room-rematch-tournament = Trận đấu của giải không có tái đấu: giải đấu sẽ xếp cặp trận tiếp theo của bạn.
