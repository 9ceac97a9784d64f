# Âm thanh, đăng nhập, sau trận đấu (tái đấu). Các thông điệp web- là chữ của trang (gửi cùng web.ftl): chỉ biến đơn giản.

## Logging in
login-password-required = Hãy nhập mật khẩu. Tên mới được đăng ký với mật khẩu bạn đặt cho nó.
login-password-too-long = Mật khẩu đó quá dài: mật khẩu có tối đa 256 ký tự.

## After the match
room-match-over-choices = Trận đấu đã kết thúc. Tái đấu và Rời bàn nằm sau các điểm trên bàn cờ.
room-rematch = Tái đấu
room-rematch-accept = Tái đấu: { $name } đã đề nghị
room-rematch-asked-by-you = Tái đấu: đã đề nghị, đang chờ người chơi kia
room-rematch-asked = { $name } đề nghị tái đấu. Chọn Tái đấu để chơi lại với cùng chỗ ngồi và tùy chọn.
room-rematch-waiting = Bạn đã đề nghị tái đấu. Đang chờ { $name }.
room-rematch-starting = Tái đấu: một trận mới bắt đầu với cùng chỗ ngồi và tùy chọn.
room-rematch-player-gone = { $name } đã rời bàn nên không thể tái đấu.
room-rematch-not-now = Chỉ có thể đề nghị tái đấu khi trận đấu đã kết thúc.
room-rematch-players-only = Chỉ người chơi mới có thể đề nghị tái đấu.

## The web page: sounds and the remembered login
web-sound-mute = Tắt âm thanh
web-sound-volume = Âm lượng
web-password-required = Hãy nhập mật khẩu.
web-session-resuming = Đang đăng nhập với tên { $user }…
web-session-ended = Phiên đăng nhập đã lưu của bạn đã hết hạn. Vui lòng đăng nhập lại.
