## Một lần gieo chỉ đi được một phần

bg-dice-unplayable = { $actor ->
    [you] Bạn không thể đi
   *[other] { $name } không thể đi
} { $count ->
    [1] con { $die }: { $reason ->
        [higher] chỉ đi được một viên xúc xắc, và luật yêu cầu viên lớn hơn.
        [bar] quân trên thanh giữa không thể vào bàn với nó.
       *[blocked] không nước đi hợp lệ nào dùng được nó.
    }
   *[other] thêm { $count } nước { $die }: { $reason ->
        [higher] chỉ đi được một viên xúc xắc, và luật yêu cầu viên lớn hơn.
        [bar] quân trên thanh giữa không thể vào bàn với con { $die }.
       *[blocked] không còn nước đi hợp lệ nào cho con { $die }.
    }
}

## Quay lại, xem

room-player-back = { $name } đã quay lại.
room-watching-from = Giờ bạn xem từ ghế { $number }, phía của { $name }.

## Tùy chọn của chủ bàn trong phòng chờ

room-option-choose = { $label }, hiện là { $value }: chọn một giá trị.
room-option-now = { $label }: { $value }.


## Gợi ý

bg-hint-header-simple = { $count ->
    [0] Không có nước đi hợp lệ.
    [one] Một nước đi hợp lệ:
   *[other] { $count } nước đi hợp lệ, nước tốt nhất trước theo đánh giá của bot Simple (bộ máy không trả lời):
}
bg-cube-advice = Lời khuyên về khối nhân đôi: { $situation ->
    [take] { $advice ->
        [take] hãy nhận nhân đôi.
       *[drop] hãy từ chối nhân đôi.
    }
   *[double] { $advice ->
        [double-take] nhân đôi ngay; đối thủ nên nhận.
        [double-drop] nhân đôi ngay; đối thủ nên từ chối, và ván này là của bạn.
        [no-double] chưa nên nhân đôi; hãy gieo xúc xắc.
       *[cannot] { $reason ->
            [opponent-owns] bạn không thể nhân đôi, khối đang thuộc về đối thủ; hãy gieo xúc xắc.
            [maximum] khối đã ở giá trị cao nhất; hãy gieo xúc xắc.
            [crawford] không nhân đôi trong ván Crawford; hãy gieo xúc xắc.
           *[dead] với tỉ số này nhân đôi không giúp gì cho bạn (khối đã chết); hãy gieo xúc xắc.
        }
    }
}


## Bỏ cả trận

bg-action-resign-match = Bỏ cả trận
bg-action-confirm-resign-match = Có, bỏ cả trận
bg-action-cancel-resign-match = Không, chơi tiếp
bg-resign-match-confirm = Bỏ cả trận? { $opponent_name } sẽ thắng trận; tỉ số là { $score } - { $opponent_score }, trận { $length } điểm. Nhấn Y để bỏ trận, hoặc N để chơi tiếp.
bg-resign-match-cancelled = Bạn chơi tiếp.
bg-match-resigned = { $actor ->
    [you] Bạn bỏ trận.
   *[other] { $name } bỏ trận.
}
bg-refuse-resign-match-not-asked = Trước hết hãy chọn bỏ cả trận; bạn sẽ được hỏi để xác nhận.
