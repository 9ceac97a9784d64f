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
analysis-summary = { $name }: tỷ lệ lỗi { $rate } ({ $rating }); { $doubtful } nước đáng ngờ, { $errors } lỗi, { $blunders } lỗi nghiêm trọng; { $cube } lỗi khối nhân đôi; may mắn { $luck } mỗi nước.
