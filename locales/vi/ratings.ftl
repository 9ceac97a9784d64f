# Người chơi và điểm xếp hạng: bảng xếp hạng, hồ sơ người chơi và thay đổi điểm của mình khi ván đấu kết thúc.

ratings-players-and-ratings = Người chơi và điểm xếp hạng
ratings-my-profile = Hồ sơ của tôi
ratings-leaderboard = Bảng xếp hạng
ratings-bot-leaderboard = Bảng xếp hạng luyện tập với máy
ratings-nobody-rated = Chưa có ai được xếp hạng ở đây.
ratings-board-entry = { $rank }. { $name }, điểm { $rating }, kinh nghiệm { $experience }, số trận đã chơi: { $played }, thắng: { $won }

## Hồ sơ người chơi
ratings-profile-name = Người chơi { $name }
ratings-not-rated = Chưa có trận xếp hạng nào với người chơi khác.
ratings-profile-rating = Điểm { $rating }, hạng { $rank } trên bảng xếp hạng
ratings-profile-experience = Kinh nghiệm { $experience }
ratings-profile-played = Số trận xếp hạng đã chơi: { $played }, thắng: { $won }
ratings-no-bot-practice = Chưa có trận nào với máy.
ratings-profile-bot-practice = Điểm luyện tập với máy { $rating }, số trận với máy: { $played }, thắng: { $won }
ratings-no-analysis = Chưa có trận nào được phân tích.
ratings-profile-error-rate = Tỉ lệ lỗi trung bình { $rate }
ratings-recent-matches = Các trận xếp hạng gần đây
ratings-recent-entry = { $result ->
    [won] Thắng
   *[lost] Thua
} { $opponent }, { $pool ->
    [bots] điểm luyện tập
   *[human] điểm
} từ { $before } thành { $after }

## Nói với mỗi người chơi khi trận đấu kết thúc
ratings-your-change = { $pool ->
    [bots] Điểm luyện tập với máy của bạn
   *[human] Điểm của bạn
} { $direction ->
    [up] tăng { $change } lên { $rating }
    [down] giảm { $change } xuống { $rating }
   *[same] giữ nguyên ở { $rating }
}; kinh nghiệm { $experience }.
