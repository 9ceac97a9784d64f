# Phân tích một trận đấu bằng GNU Backgammon: lệnh analyse và bản tóm tắt của mỗi người chơi.

analysis-cli-bad-plies = --ply nhận 0, 1 hoặc 2.
analysis-cli-no-database = Không có tệp cơ sở dữ liệu tại { $path }.
analysis-cli-unknown-match = Không có trận { $id } trong { $path }.
analysis-cli-failed = Không thể phân tích trận { $id }: không thể phát lại nhật ký của trận ({ $reason }).
analysis-rating = { $rating ->
    [awful] tồi tệ
    [beginner] người mới
    [casual] người chơi nghiệp dư
    [intermediate] trung bình
    [advanced] khá
    [expert] chuyên gia
    [world-class] đẳng cấp thế giới
   *[supernatural] siêu phàm
}
analysis-summary = { $name }: tỷ lệ lỗi { $rate } ({ $rating }); { $doubtful } nước đáng ngờ, { $errors } lỗi, { $blunders } lỗi nghiêm trọng; { $cube } lỗi khối nhân đôi; { $luck ->
    [none] không đo được may mắn (chưa gieo xúc xắc)
   *[other] may mắn { $luck } mỗi nước
}.

analysis-ready = Bản đánh giá trận của bạn bởi GNU Backgammon: tỷ lệ lỗi { $rate } ({ $rating }); { $blunders } lỗi nghiêm trọng, { $errors } lỗi, { $doubtful } nước đáng ngờ; { $cube } lỗi khối nhân đôi; { $luck ->
    [none] không đo được may mắn (chưa gieo xúc xắc)
   *[other] may mắn { $luck } mỗi nước
}. { $count ->
    [0] Không có lỗi nào của bạn cần xem lại.
    [1] Lỗi lớn nhất của bạn có trong Các trận đã chơi.
   *[other] { $count } lỗi lớn nhất của bạn có trong Các trận đã chơi.
}
analysis-review-opened = Các lỗi lớn nhất của bạn. Tỷ lệ lỗi { $rate } ({ $rating }); { $blunders } lỗi nghiêm trọng, { $errors } lỗi, { $doubtful } nước đáng ngờ; { $cube } lỗi khối nhân đôi. Nhấn Enter trên một lỗi để mở phần xem lại tại quyết định đó và nghe mô tả thế cờ.
analysis-menu-errors = { $count ->
    [0] Lỗi của bạn: không tìm thấy lỗi nào
    [1] Lỗi lớn nhất của bạn
   *[other] { $count } lỗi lớn nhất của bạn
}
analysis-menu-analyse = Phân tích trận này
analysis-request-started = Đã bắt đầu phân tích; bạn sẽ nghe thông báo khi xong.
analysis-request-pending = Trận này đang được phân tích; bạn sẽ nghe thông báo khi xong.
analysis-request-busy = Bạn đã có các bản phân tích đang chờ; hãy yêu cầu lại khi chúng xong.
analysis-request-done = Trận này đã được phân tích.
analysis-request-unavailable = Máy chủ này không hỗ trợ phân tích.
analysis-menu-cancel = Hủy phân tích trận này
analysis-cancelled = Đã hủy phân tích trận này; bạn có thể yêu cầu lại.
analysis-not-pending = Trận này hiện không được phân tích.
analysis-no-errors = GNU Backgammon không tìm thấy lỗi nào của bạn trong trận này.
analysis-cube-action = { $action ->
    [double] nhân đôi
    [no-double] không nhân đôi
    [take] nhận
   *[pass] bỏ
}
analysis-error-entry = { $index } trên { $count }: ván { $game }, { $kind ->
    [move] xúc xắc { $dice }
    [cube] quyết định nhân đôi
   *[take] trả lời lời nhân đôi
}: bạn đã đi { $played }; tốt nhất { $best }; mất { $loss } giá trị.
analysis-error-position = Quân của bạn: { $mine }; trên thanh { $bar }, đã đưa ra { $off }. Quân của đối thủ, theo cách đánh số của bạn: { $theirs }; trên thanh { $opponent_bar }, đã đưa ra { $opponent_off }. Số điểm đường: bạn { $pips }, đối thủ { $opponent_pips }. Tỷ số { $score } - { $opponent_score }, khối nhân đôi { $cube }.
analysis-failed = Không thể phân tích trận này; bạn có thể yêu cầu phân tích lại.
