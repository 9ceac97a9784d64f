## Một lần gieo chỉ đi được một phần

bg-dice-unplayable = { $actor ->
    [you] Bạn không thể đi
   *[other] { $name } không thể đi
} { $count ->
    [1] con { $die }
   *[other] các con { $die } còn lại ({ $count })
}: { $reason ->
    [higher] chỉ đi được một viên xúc xắc, và luật yêu cầu viên lớn hơn.
    [bar] quân trên thanh giữa không thể vào bàn với nó.
   *[blocked] không nước đi hợp lệ nào dùng được nó.
}

## Quay lại, xem

room-player-back = { $name } đã quay lại.
room-watching-from = Giờ bạn xem từ ghế { $number }, phía của { $name }.

## Tùy chọn của chủ bàn trong phòng chờ

room-option-choose = { $label }, hiện là { $value }: chọn một giá trị.
room-option-now = { $label }: { $value }.
