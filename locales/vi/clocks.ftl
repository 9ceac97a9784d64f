## Đồng hồ lượt: tùy chọn của chủ bàn, phím Shift+T (thời gian còn lại) và Shift+M (thêm thời gian), cảnh báo, thua vì hết giờ

clock-option = Đồng hồ lượt
clock-setting-off = Tắt
clock-setting-fast = Nhanh: { $delay } giây mỗi nước, { $reserve } phút dự trữ mỗi ván
clock-setting-standard = Tiêu chuẩn: { $delay } giây mỗi nước, { $reserve } phút dự trữ mỗi ván
clock-setting-relaxed = Thong thả: { $delay } giây mỗi nước, { $reserve } phút dự trữ mỗi ván
clock-setting-generous = Rộng rãi: { $delay } phút mỗi nước, { $reserve } phút dự trữ mỗi ván

clock-action-time-left = Thời gian còn lại trên đồng hồ
clock-action-more-time = Xin thêm thời gian
bg-action-time-out = Thua vì hết giờ

clock-warning = Đồng hồ của bạn còn { $seconds } giây. { $more ->
    [0] Bạn không thể xin thêm thời gian nữa.
   *[other] Nhấn Shift+M để xin thêm thời gian.
}
clock-time-left = { $actor ->
    [you] Đồng hồ của bạn
   *[other] Đồng hồ của { $name }
}: { $minutes ->
    [0] {""}
   *[other] { $minutes } phút{" "}
}{ $seconds } giây{ $state ->
    [running] , đang chạy
    [paused] , tạm dừng khi vắng mặt
    [untimed] , không tính giờ: bot đang chơi
   *[waiting] {""}
}; { $more ->
    [0] không còn lượt xin thêm thời gian.
   *[other] còn { $more } lượt xin thêm thời gian.
}
clock-more-time-given = Thêm thời gian: đồng hồ của bạn còn { $minutes ->
    [0] {""}
   *[other] { $minutes } phút{" "}
}{ $seconds } giây. { $more ->
    [0] Đó là lượt xin cuối cùng của bạn.
   *[other] Còn { $more } lượt xin.
}
clock-more-time-taken = { $name } xin thêm thời gian trên đồng hồ.
clock-no-more-time = Bạn không còn lượt xin thêm thời gian.
clock-more-time-players-only = Chỉ người chơi mới có thể xin thêm thời gian, trong khi trận đang diễn ra.
clock-none = Bàn này không có đồng hồ lượt.
clock-match-timed = Trận này có đồng hồ lượt: Shift+T cho biết thời gian còn lại, Shift+M xin thêm thời gian.
clock-absent-clock-runs = { $name } chưa quay lại. Đồng hồ của họ chạy khi đến lượt họ.
clock-timed-out = { $actor ->
    [you] Bạn đã hết giờ và thua trận.
   *[other] { $name } đã hết giờ và thua trận.
}
clock-untimed = { $turn ->
    [yes] Đến lượt { $name }, không tính giờ: bot chơi không giới hạn thời gian.
   *[no] { $name }: không tính giờ, bot chơi không giới hạn thời gian.
}
