# Kho lưu trữ: các trận đã chơi, nghe lại, tải xuống, bàn riêng tư và phím mã định danh (I).

## Phím mã định danh tại bàn và khi nghe lại
bg-action-status-ids = Mã thế cờ và mã trận của GNU Backgammon
bg-status-ids = Mã thế cờ { $position_id }, mã trận { $match_id }.

## Bàn riêng tư (chủ bàn chọn trong phòng chờ)
archive-private-option = Trận riêng tư: { $value }
archive-table-private = Trận này giờ là riêng tư: chỉ người chơi của trận mới thấy nó trong các trận đã chơi.
archive-table-public = Trận này giờ là công khai: mọi người đều thấy nó trong các trận đã chơi.

## Các trận đã chơi
archive-past-matches = Các trận đã chơi
archive-my-matches = Trận của tôi
archive-public-matches = Trận công khai của người chơi khác
archive-no-matches = Ở đây chưa có trận nào.
archive-page = Trang { $page }.
archive-next-page = Trang sau
archive-previous-page = Trang trước
archive-match-length = trận { $length } điểm
archive-my-entry = { $result ->
    [won] Thắng
    [lost] Thua
    [level] Hòa
   *[abandoned] Bỏ dở
} trước { $opponent }, { $length }, { $score } - { $opponent_score }, { $date }
archive-entry = { $first } đấu với { $second }, { $length }, { $score } - { $second_score }, { $date }, { $result ->
    [first] { $first } thắng
    [second] { $second } thắng
    [level] hòa, không ai thắng
   *[abandoned] bỏ dở
}
archive-replay = Nghe lại trận đấu
archive-download-mat = Tải xuống cho GNU Backgammon (.mat)
archive-download-sgf = Tải xuống dạng SGF
archive-downloading = Đang tải xuống { $file }.
archive-unknown-match = Không có trận nào như vậy.
archive-private-match = Trận đó là riêng tư: chỉ người chơi của trận mới mở được.
archive-broken-match = Không thể phát lại bản ghi của trận đó.
archive-export-failed = Không thể xuất trận đó.

## Nghe lại
archive-replay-opened = Nghe lại trận { $first } đấu với { $second }, { $games } ván, { $steps } bước. N và B: hành động sau và trước; Shift+N và Shift+B: ván sau và ván trước; Escape: trình đơn nghe lại.
archive-replay-where = Ván { $game } trên { $games }, bước { $step } trên { $steps }.
archive-replay-silent = Bước { $step }: không có gì được nói với chỗ ngồi này.
archive-replay-at-end = Đó là bước cuối cùng.
archive-replay-at-start = Đó là bước đầu tiên.
archive-replay-no-game = Không có ván { $game }: trận này có { $games } ván.
archive-replay-game-prompt = Đến ván (từ 1 đến { $games })
archive-replay-read-only = Đây là bản nghe lại: không thể chơi ở đây.
archive-replay-next = Hành động sau (N)
archive-replay-previous = Hành động trước (B)
archive-replay-next-game = Ván sau (Shift+N)
archive-replay-previous-game = Ván trước (Shift+B)
archive-replay-first = Hành động đầu tiên (F)
archive-replay-last = Hành động cuối cùng (L)
archive-replay-go-to-game = Đến một ván (G)
archive-replay-repeat = Nghe lại bước này (R)
archive-replay-hear-as = Nghe như { $name } đã nghe
archive-replay-watch-from = Nghe như khán giả phía { $name }
archive-replay-hearing-as = Giờ bạn nghe như { $name } đã nghe.
archive-replay-watching-from = Giờ bạn nghe như khán giả phía { $name }.
archive-replay-back = Trở về bàn cờ
archive-replay-leave = Rời bản nghe lại
