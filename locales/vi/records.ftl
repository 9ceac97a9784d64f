# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels nhận một cấp độ bot, hoặc hai cấp độ cách nhau bằng dấu phẩy (ghế 1, rồi ghế 2), trong số: { $levels }.
records-selfplay-bad-length = Độ dài trận đấu phải từ 1 đến { $maximum } điểm, và số trận từ 0 trở lên.
records-selfplay-bad-games = Số ván của một phiên ăn tiền (--money --games G) phải từ 1 đến { $maximum }; --games chỉ dành cho phiên ăn tiền.
records-selfplay-done = Đã chơi { $count } trận vào { $path }.
records-export-no-database = Không có tệp cơ sở dữ liệu tại { $path }.
records-export-unknown-match = Không có trận { $id } trong { $path }.
records-export-not-started = Trận { $id } chưa từng bắt đầu: không có gì để xuất.
records-export-failed = Không thể xuất trận { $id }: không thể phát lại nhật ký của trận ({ $reason }).
