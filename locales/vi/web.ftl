# Chữ riêng của ứng dụng web: tiêu đề trang, biểu mẫu đăng nhập, trạng thái kết nối.
# Máy chủ gửi mọi thông điệp của tệp này cho trang dưới dạng JSON (GET /i18n/<lang>.json).
# Biến được giữ nguyên dưới dạng dấu mà trang sẽ điền vào ({ $user } đến dưới dạng "{user}"), nên các
# thông điệp này chỉ dùng biến đơn giản, không bao giờ dùng bộ chọn trên biến.

web-app-title = Backgammon PlayPalace

## Đăng nhập
web-login-heading = Đăng nhập
web-username = Tên đăng nhập
web-password = Mật khẩu
web-language = Ngôn ngữ
web-log-in = Đăng nhập
web-create-account = Tạo tài khoản
web-username-required = Hãy nhập tên đăng nhập.

## Trạng thái kết nối
web-connecting = Đang kết nối…
web-connected = Đã kết nối với tên { $user }.
web-not-connected = Chưa kết nối.
web-connection-lost = Mất kết nối. Đang kết nối lại…
web-reconnecting-in = Đang kết nối lại (lần thử tiếp theo sau { $seconds } giây)…
web-reconnected = Đã kết nối lại.
web-reconnect-failed = Không thể kết nối lại. Vui lòng đăng nhập lại.
web-cannot-connect = Không thể kết nối tới máy chủ.
web-login-refused = Máy chủ đã đóng kết nối.
web-logged-out = Đã đăng xuất.

## Khu vực ván đấu
web-game-heading = Ván đấu
web-board-label = Bàn cờ
web-menu-label = Trình đơn
web-waiting = Đang chờ máy chủ…
web-ok = Đồng ý
web-cancel = Hủy
web-board-summary = Tóm tắt bàn cờ
web-bar = Thanh chắn
web-borne-off = Đã rút
web-dice = Xúc xắc còn lại
web-cube = Khối nhân đôi
# Màu trong phần tóm tắt bàn cờ: màu quân mà máy chủ nêu, và số quân của một màu.
web-colour-red = đỏ
web-colour-white = trắng
web-colour-count = { $colour }: { $count }

## Lịch sử và trò chuyện
web-history-heading = Lịch sử
web-chat-heading = Trò chuyện
web-chat-log = Tin nhắn trò chuyện
web-chat-message = Tin nhắn
web-send = Gửi
web-chat-from = { $sender }: { $message }

## Cài đặt
web-settings = Cài đặt
web-who-is-online = Ai đang trực tuyến
web-theme-dark = Giao diện tối
web-log-out = Đăng xuất

## The board's actions (buttons under the board)
web-board-actions = Thao tác dưới bàn cờ
