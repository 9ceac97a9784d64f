# Sảnh: đăng nhập, trình đơn, bàn chơi, từ chối. Mọi điều chính máy chủ nói ra.

language-name = Tiếng Việt

## Đăng nhập
login-welcome = Chào mừng { $name }.
login-bad-password = Sai tên đăng nhập hoặc mật khẩu.
login-unknown-user = Không có tài khoản nào mang tên đó. Hãy đăng ký trước.
login-bad-name = Tên đăng nhập gồm từ 1 đến 32 chữ cái, chữ số, dấu chấm, dấu gạch ngang hoặc dấu gạch dưới.
register-name-taken = Tên đăng nhập đó đã có người dùng.
register-done = Đã tạo tài khoản { $name }. Giờ bạn có thể đăng nhập.
login-taken-over = Bạn đã đăng nhập từ nơi khác, nên kết nối này đã bị đóng.
login-too-many-attempts = Đăng nhập thất bại quá nhiều lần. Hãy thử lại sau { $seconds } giây.
login-busy = Máy chủ đang bận; hãy thử lại sau giây lát.
register-too-many = Có quá nhiều tài khoản mới được tạo từ địa chỉ của bạn. Hãy thử lại sau.

## Trình đơn chính và trình đơn trò chơi
lobby-who-is-online = Ai đang trực tuyến
lobby-online = Có { $count } người đang trực tuyến: { $names }.
lobby-create-table = Tạo bàn
lobby-list-tables = Các bàn đang mở
lobby-back = Quay lại
lobby-no-tables = Chưa có bàn nào. Hãy tạo một bàn.
lobby-table-created = Đã tạo bàn { $number }. Bạn là chủ bàn.
lobby-table-entry = Bàn { $number }, { $format }, chủ bàn { $host }, { $players } trên { $seats } ghế đã có người, { $state }
lobby-table-waiting = đang chờ bắt đầu
lobby-table-playing = đang chơi
lobby-table-finished = đã kết thúc
lobby-join-player = Vào chơi
lobby-join-spectator = Xem

## Một bàn
room-seat-empty = Ghế { $number }: trống
room-bot-name = Bot { $number }
room-seat-bot = Ghế { $number }: { $name }, bot
room-seat-player = Ghế { $number }: { $name }
room-seat-away = Ghế { $number }: { $name }, vắng mặt
room-seat-bot-playing = Ghế { $number }: { $name }, bot đang chơi thay
room-option = { $label }: { $value }
option-on = bật
option-off = tắt
number = { $value }
room-add-bot = Thêm một bot
room-remove-bot = Bỏ một bot
room-start = Bắt đầu ván đấu
room-leave = Rời bàn
room-back-to-board = Quay lại bàn cờ
room-watch-from = Xem từ ghế { $number }, { $name }
room-joined = { $name } đã vào bàn.
room-spectator-joined = { $name } đang xem.
room-watching = Bạn đang xem bàn { $number }, bàn của { $host }. Nhấn Escape trên bàn cờ để mở trình đơn thao tác.
room-left = { $name } đã rời bàn.
room-player-away = { $name } bị mất kết nối. Ghế sẽ được giữ lại một lúc.
room-bot-takes-over = { $name } chưa quay lại. Một bot sẽ chơi thay cho đến khi người này trở lại.
room-seat-reclaimed = { $name } đã trở lại và tiếp tục chơi.
room-reconnected = Bạn đã trở lại bàn của mình. Những gì vừa diễn ra:
room-seats-not-filled = Mỗi ghế cần có một người chơi hoặc một bot trước khi bắt đầu.
room-not-started = Ván đấu chưa bắt đầu.
room-table-error = Đã xảy ra lỗi ở bàn này. Không có gì bị thay đổi.

## Từ chối
refusal-frame-too-large = Tin nhắn đó quá lớn và đã bị bỏ qua.
refusal-not-json = Tin nhắn đó không phải JSON hợp lệ và đã bị bỏ qua.
refusal-not-msgpack = Tin nhắn đó không phải msgpack hợp lệ và đã bị bỏ qua.
refusal-not-an-object = Tin nhắn đó không phải một gói tin và đã bị bỏ qua.
refusal-unknown-type = Loại gói tin đó không xác định và đã bị bỏ qua.
refusal-missing-field = Gói tin đó thiếu một trường và đã bị bỏ qua.
refusal-extra-field = Gói tin đó có một trường không được phép và đã bị bỏ qua.
refusal-wrong-field-type = Gói tin đó có một trường sai kiểu và đã bị bỏ qua.
refusal-invalid-field-value = Gói tin đó có một giá trị nằm ngoài phạm vi và đã bị bỏ qua.
refusal-bad-text = Gói tin đó chứa ký tự không hiển thị được (ký tự điều khiển hoặc ký tự hỏng) và đã bị bỏ qua.
refusal-unsupported-type = Máy chủ này không xử lý yêu cầu đó.
refusal-unsupported = Máy chủ này không xử lý yêu cầu đó.
refusal-flood = Bạn gửi quá nhanh. Một số yêu cầu của bạn đã bị bỏ qua.
refusal-flood-closed = Quá nhiều yêu cầu. Kết nối đã bị đóng.
refusal-server-full = Máy chủ đã đầy. Vui lòng thử lại sau vài phút.
refusal-address-full = Quá nhiều kết nối từ địa chỉ của bạn. Hãy đóng một kết nối rồi thử lại.
refusal-login-first = Hãy đăng nhập trước.
refusal-already-logged-in = Bạn đã đăng nhập rồi.
refusal-unknown-menu = Trình đơn đó không còn mở nữa.
refusal-not-offered = Lúc này bạn không dùng được mục đó.
refusal-unknown-input = Không có gì đang chờ văn bản đó.
refusal-chat-too-long = Tin nhắn trò chuyện chỉ được dài tối đa { $limit } ký tự.
refusal-host-only = Chỉ chủ bàn mới có thể thay đổi điều đó, và chỉ trước khi bắt đầu.
refusal-bad-number = Hãy nhập một số từ { $minimum } đến { $maximum }.
refusal-table-full = Bàn đó không còn ghế trống.
refusal-table-gone = Bàn đó đã đóng.
refusal-internal = Đã xảy ra lỗi. Không có gì bị thay đổi.
server-stopping = Máy chủ đang dừng. Mọi bàn được giữ nguyên như hiện tại, cả các chỗ ngồi; bạn sẽ được kết nối lại khi máy chủ hoạt động trở lại.
table-not-saved = Máy chủ không lưu được điều vừa xảy ra ở bàn của bạn, nên điều đó không xảy ra. Bàn tiếp tục từ chỗ được lưu gần nhất.
table-moved = Bàn này đã chuyển sang một máy chủ khác. Bạn đã trở lại trình đơn chính.
table-moving = Bàn đang chuyển sang một máy chủ khác. Hãy nhấn lại.
table-busy = Máy chủ đang bận trong giây lát nên chưa có gì xảy ra. Hãy nhấn lại.
room-bot-waiting-worker = { $name } đang chờ một tiến trình bot rảnh. Ván đấu sẽ tiếp tục ngay khi có một tiến trình trả lời.
