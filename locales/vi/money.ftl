# Chơi ăn tiền: một phiên gồm nhiều ván, mỗi ván tính theo giá trị khối nhân đôi, với luật Jacoby, beaver và nhân đôi tự động.

## Options

money-option-money = Chơi ăn tiền thay cho một trận (chơi các ván đến khi một người dừng)
money-option-jacoby = Luật Jacoby khi chơi ăn tiền (gammon chỉ được tính sau khi khối đã được xoay)
money-option-beavers = Beaver khi chơi ăn tiền (người bị nhân đôi có thể nhân đôi lại ngay và giữ khối)
money-option-auto-doubles = Nhân đôi tự động khi chơi ăn tiền, tối đa mỗi ván (0 là tắt)
money-option-refused-auto-doubles = Số lần nhân đôi tự động phải là số nguyên từ { $minimum } đến { $maximum }.
money-option-refused-boolean = { $option ->
    [money] Chơi ăn tiền
    [jacoby] Luật Jacoby
   *[beavers] Beaver
} phải được bật hoặc tắt.

## Actions

bg-action-beaver = Beaver: nhận và nhân đôi lại ngay, giữ khối
bg-action-play-on = Chơi thêm một ván
bg-action-stop-session = Kết thúc phiên

## What happens

money-automatic-double = Hai xúc xắc mở đầu bằng nhau: nhân đôi tự động. Khối giờ là { $value }, vẫn ở giữa.
money-beavered = { $actor ->
    [you] Bạn beaver: bạn nhận, nhân đôi lại ngay lên { $value } và giữ khối.
   *[other] { $name } beaver: nhận, nhân đôi lại ngay lên { $value } và giữ khối.{ $opponent ->
        [you] {" "}Nhấn Y để nhận hoặc N để bỏ.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Bạn nhận beaver; khối là { $value } và vẫn thuộc về { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } nhận beaver; khối là { $value } và vẫn thuộc về bạn.
       *[other] { $name } nhận beaver; khối là { $value } và vẫn thuộc về { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] Khối chưa từng được xoay, nên theo luật Jacoby ván gammon chỉ tính như ván thường.
   *[backgammon] Khối chưa từng được xoay, nên theo luật Jacoby ván backgammon chỉ tính như ván thường.
}
money-total-now = Phiên ăn tiền: { $actor ->
    [you] bạn { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] bạn { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Hòa.
    [actor] { $actor ->
        [you] Bạn dẫn trước { $margin } điểm.
       *[other] { $name } dẫn trước { $margin } điểm.
    }
   *[opponent] { $opponent ->
        [you] Bạn dẫn trước { $margin } điểm.
       *[other] { $opponent_name } dẫn trước { $margin } điểm.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Chơi thêm ván nữa? Nhấn Y hoặc Enter để chơi tiếp, N để kết thúc phiên.
       *[other] Hai người chơi đang chọn có chơi thêm ván nữa hay không.
    }
   *[you] Chơi thêm ván nữa? Nhấn Y hoặc Enter để chơi tiếp, N để kết thúc phiên.
}
money-playing-on = { $actor ->
    [you] Bạn muốn chơi thêm một ván.
   *[other] { $name } muốn chơi thêm một ván.
}
money-session-ended = { $actor ->
    [you] Bạn kết thúc phiên.
   *[other] { $name } kết thúc phiên.
} Tổng kết: { $actor ->
    [you] bạn { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] bạn { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Hòa.
    [actor] { $actor ->
        [you] Bạn thắng { $margin } điểm.
       *[other] { $name } thắng { $margin } điểm.
    }
   *[opponent] { $opponent ->
        [you] Bạn thắng { $margin } điểm.
       *[other] { $opponent_name } thắng { $margin } điểm.
    }
}

## Status and advice

money-status-total = Phiên ăn tiền, đã chơi { $games } ván: { $actor ->
    [you] bạn { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] bạn { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Hòa.
    [actor] { $actor ->
        [you] Bạn dẫn trước { $margin } điểm.
       *[other] { $name } dẫn trước { $margin } điểm.
    }
   *[opponent] { $opponent ->
        [you] Bạn dẫn trước { $margin } điểm.
       *[other] { $opponent_name } dẫn trước { $margin } điểm.
    }
}
money-status-session-over = Phiên ăn tiền đã kết thúc.
money-status-between-games = { $count ->
    [one] Giữa các ván: đang chờ { $name } chơi tiếp hoặc dừng.
   *[other] Giữa các ván: đang chờ cả hai người chơi tiếp hoặc dừng.
}
money-cube-equities = Equity ăn tiền với khối bằng 1: không nhân đôi { $no_double }, nhân đôi và nhận { $double_take }, nhân đôi và bỏ { $double_pass }.
money-cube-advice-beaver = Lời khuyên về khối: beaver (nhấn B): bạn đang có lợi, hãy nhận và nhân đôi lại ngay, giữ khối.
money-cube-advice-take-beaver = Lời khuyên về khối: hãy nhận beaver; bỏ lúc này mất mức cược đã nhân đôi.
money-cube-advice-drop-beaver = Lời khuyên về khối: hãy bỏ beaver; chơi tiếp với mức cược gấp bốn sẽ mất nhiều hơn mức cược đã nhân đôi.

## Refusals

money-refuse-beaver-off = Bàn này không cho phép beaver.
money-refuse-beaver-no-double = Không có lần nhân đôi nào để bạn beaver.
money-refuse-beaver-maximum = Beaver sẽ đưa khối vượt quá 64.
money-refuse-already-playing-on = Bạn đã xin chơi thêm một ván; đang chờ đối thủ.
money-refuse-between-games = Ván đã kết thúc: nhấn Y hoặc Enter để chơi ván khác, N để kết thúc phiên.
money-refuse-not-between-games = Việc này chỉ làm giữa các ván của một phiên ăn tiền.

## Past matches and the profile

money-archive-session = phiên ăn tiền
money-profile-none = Chưa có phiên ăn tiền nào.
money-profile = Số phiên ăn tiền đã chơi: { $sessions }: thắng { $won }, thua { $lost }, hòa { $level }; điểm thắng trừ điểm thua: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Kết thúc phiên ngay
money-action-confirm-resign-match = Có, kết thúc phiên
money-action-status-score = Tỷ số của phiên
money-resign-match-confirm = Kết thúc phiên ngay bây giờ? { $opponent_name } thắng ván đang chơi, tính là ván thường nhân với khối nhân đôi. Phiên đang là: bạn { $score }, { $opponent_name } { $opponent_score }. Nhấn Y để kết thúc phiên, hoặc N để chơi tiếp.
money-timed-out = { $actor ->
    [you] Bạn đã hết giờ: phiên đã kết thúc.
   *[other] { $name } đã hết giờ: phiên đã kết thúc.
}
