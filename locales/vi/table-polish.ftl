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
