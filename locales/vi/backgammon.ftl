# Bàn backgammon: mọi điều người chơi hoặc người xem nghe được.
# Tham số chung: $actor / $opponent là "you" hoặc "other" (quan hệ của người nghe với bên đang đi và
# với bên kia); $name / $opponent_name là tên ở các ghế; $detail là "brief" hoặc "verbose".

bg-game-name = Backgammon

## Tùy chọn

bg-option-match-length = Độ dài trận
bg-option-bot-level = Độ khó của bot
bg-option-verbose = Bình luận chi tiết
bg-option-hints = Gợi ý
bg-option-cube-hints = Gợi ý nhân đôi
bg-option-confirm-turn = Xác nhận mỗi lượt (nhấn Enter mới kết thúc lượt, nên bạn vẫn có thể hoàn tác nước đi cuối)
bg-level-random = Ngẫu nhiên
bg-level-simple = Đơn giản
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Hỗn loạn
bg-option-refused-match-length = Độ dài trận phải là một số nguyên từ { $minimum } đến { $maximum }.
bg-option-refused-bot-level = Không có mức độ khó đó cho bot.
bg-option-refused-boolean = Tùy chọn “{ $option ->
    [verbose] Bình luận chi tiết
    [hints] Gợi ý
    [cube_hints] Gợi ý nhân đôi
   *[confirm_turn] Xác nhận mỗi lượt
}” chỉ có thể bật hoặc tắt.
bg-option-refused-unknown = Bàn này không có tùy chọn nào tên là { $option }.

## Thao tác (trình đơn và trợ giúp phím)

bg-action-roll = Gieo xúc xắc
bg-action-point = Chọn hoặc di chuyển quân
bg-action-move-checker = Di chuyển một quân từ điểm này sang điểm khác
bg-action-deselect = Bỏ chọn quân
bg-action-next-target = Đích tiếp theo
bg-action-previous-target = Đích trước đó
bg-action-row-start = Đầu dãy
bg-action-row-end = Cuối dãy
bg-action-column-top = Đỉnh cột
bg-action-column-bottom = Đáy cột
bg-action-double = Đề nghị nhân đôi
bg-action-take = Nhận nhân đôi
bg-action-drop = Từ chối nhân đôi
bg-action-undo = Hoàn tác nước đi cuối
bg-action-end-turn = Kết thúc lượt
bg-action-resign-single = Xin thua ván này ở mức thường
bg-action-resign-gammon = Xin thua ván này ở mức gammon
bg-action-resign-backgammon = Xin thua ván này ở mức backgammon
bg-action-accept-resignation = Chấp nhận lời xin thua
bg-action-decline-resignation = Từ chối lời xin thua
bg-action-hint = Gợi ý nước đi
bg-action-cube-hint = Gợi ý nhân đôi
bg-action-status-board = Số quân trên thanh chắn và đã rút
bg-action-status-cube = Khối nhân đôi
bg-action-status-pips = Số bước
bg-action-status-score = Tỉ số trận
bg-action-status-dice = Xúc xắc còn lại
bg-action-status-turn = Đến lượt ai
bg-action-next-game = Ván tiếp theo

## Bàn cờ

bg-cell = { $point }{ $count ->
    [0] , trống
   *[other] , { $count } quân { $owner ->
        [you] của bạn
       *[other] { $colour ->
            [white] trắng
           *[red] đỏ
        } của { $name }
    }
}{ $selected ->
    [yes] , đang chọn
   *[no] {""}
}

## Diễn biến

bg-colours = { $actor ->
    [you] Bạn chơi quân { $colour ->
        [white] trắng
       *[red] đỏ
    }; { $opponent_name } chơi quân { $opponent_colour ->
        [white] trắng
       *[red] đỏ
    }.
   *[other] { $name } chơi quân { $colour ->
        [white] trắng
       *[red] đỏ
    }; { $opponent ->
        [you] bạn chơi
       *[other] { $opponent_name } chơi
    } quân { $opponent_colour ->
        [white] trắng
       *[red] đỏ
    }.
}
bg-game-started = Ván { $number } bắt đầu.
bg-crawford-game = Đây là ván Crawford: không được nhân đôi.
bg-post-crawford = Ván Crawford đã qua: khối nhân đôi được dùng trở lại.
bg-opening-roll = Gieo mở màn: { $actor ->
    [you] bạn gieo được { $die }, { $opponent_name } gieo được { $opponent_die }.
   *[other] { $opponent ->
        [you] bạn gieo được { $opponent_die }, { $name } gieo được { $die }.
       *[other] { $name } gieo được { $die }, { $opponent_name } gieo được { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Bằng nhau: gieo lại.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Bạn đi trước, dùng { $die1 } và { $die2 }.
   *[other] { $name } đi trước, dùng { $die1 } và { $die2 }.
}
bg-rolled = { $actor ->
    [you] Bạn gieo được
   *[other] { $name } gieo được
} { $die1 } và { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] Bạn không thể vào bàn từ thanh chắn với { $die1 } và { $die2 }, và mất lượt.
       *[other] { $name } không thể vào bàn từ thanh chắn với { $die1 } và { $die2 }, và mất lượt.
    }
   *[no] { $actor ->
        [you] Bạn không có nước đi hợp lệ nào với { $die1 } và { $die2 }, và mất lượt.
       *[other] { $name } không có nước đi hợp lệ nào với { $die1 } và { $die2 }, và mất lượt.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Bạn vào bàn từ thanh chắn ở điểm { $to }
       *[other] { $name } vào bàn từ thanh chắn ở điểm { $to }
    }
    [bear-off] { $actor ->
        [you] Bạn rút quân từ điểm { $from }
       *[other] { $name } rút quân từ điểm { $from }
    }
   *[move] { $actor ->
        [you] Bạn đi từ { $from } đến { $to }
       *[other] { $name } đi từ { $from } đến { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , đánh quân của bạn
       *[other] , đánh quân của { $opponent_name }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , để trống điểm { $from }
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Bạn hoàn tác nước đi từ { $from } đến { $to }.
   *[other] { $name } hoàn tác nước đi từ { $from } đến { $to }.
}
bg-play-finished = Số bước: { $actor ->
    [you] bạn { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] bạn
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Đến lượt bạn.
   *[other] Đến lượt { $name }.
}
bg-double-offered = { $actor ->
    [you] Bạn đề nghị nhân đôi lên { $value }.
   *[other] { $name } đề nghị nhân đôi lên { $value }.{ $opponent ->
        [you] {" "}Nhấn Y để nhận hoặc N để từ chối.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Bạn nhận; giờ bạn giữ khối nhân đôi ở mức { $value }.
   *[other] { $name } nhận và giờ giữ khối nhân đôi ở mức { $value }.
}
bg-double-dropped = { $actor ->
    [you] Bạn từ chối nhân đôi.
   *[other] { $name } từ chối nhân đôi.
}
bg-resign-offered = { $actor ->
    [you] Bạn đề nghị
   *[other] { $name } đề nghị
} xin thua ván này ở mức { $kind ->
    [single] thường
    [gammon] gammon
   *[backgammon] backgammon
}, trị giá { $points } điểm.{ $opponent ->
    [you] {" "}Nhấn Y để chấp nhận hoặc N để từ chối.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Bạn chấp nhận lời xin thua.
   *[other] { $name } chấp nhận lời xin thua.
}
bg-resign-declined = { $actor ->
    [you] Bạn từ chối lời xin thua; ván đấu tiếp tục.
   *[other] { $name } từ chối lời xin thua; ván đấu tiếp tục.
}
bg-game-won = { $actor ->
    [you] Bạn thắng
   *[other] { $name } thắng
} ván này{ $how ->
    [resigned] {" "}do đối thủ xin thua
    [dropped] {" "}do đối thủ từ chối nhân đôi
   *[played] {""}
}, tính là { $kind ->
    [single] thắng thường
    [gammon] thắng gammon
   *[backgammon] thắng backgammon
}, được { $points } điểm.
bg-score-now = Tỉ số, trận { $length } điểm: { $actor ->
    [you] bạn { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] bạn { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Bạn thắng trận
   *[other] { $name } thắng trận
}{ $how ->
    [resigned] {" "}do đối thủ xin thua, khi tỷ số là { $score } so với { $opponent_score }.
    [time] {" "}do đối thủ hết giờ, khi tỷ số là { $score } so với { $opponent_score }.
   *[played] , { $score } so với { $opponent_score }.
}

## Trả lời người hỏi

bg-selected = Đã chọn điểm { $point } ({ $count } quân).
bg-deselected = Đã bỏ chọn quân.
bg-play-complete = Bạn đã đi xong. Nhấn Enter để kết thúc lượt, hoặc U để hoàn tác.
bg-hint-header = { $count ->
    [0] Không có nước đi hợp lệ nào.
    [1] Có một nước đi hợp lệ:
   *[other] Có { $count } nước đi hợp lệ. Gợi ý:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] thanh chắn
    [off] ra ngoài
   *[other] { $point }
}
bg-cube-hint-rules = Lời khuyên nhân đôi cần có máy phân tích; tạm thời, so sánh số bước: bạn { $pips } bước, đối thủ { $opponent_pips } bước.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Lúc này bạn có thể nhân đôi.
       *[no] {" "}Lúc này bạn chưa được nhân đôi.
    }
   *[take] {" "}Bạn phải nhận hoặc từ chối.
}

## Phím trạng thái

bg-status-board = Thanh chắn: { $actor ->
    [you] bạn
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] bạn
   *[other] { $opponent_name }
} { $opponent_bar }. Đã rút: { $actor ->
    [you] bạn
   *[other] { $name }
} { $off }, { $opponent ->
    [you] bạn
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] Trận chỉ một ván không dùng khối nhân đôi.
    [crawford] Ván Crawford: không dùng khối nhân đôi.
    [centred] Khối nhân đôi đang ở giữa, mức { $value }.
   *[owned] Khối nhân đôi ở mức { $value }, do { $owner ->
        [you] bạn
       *[other] { $owner_name }
    } giữ.
}
bg-status-pips = Số bước: { $actor ->
    [you] bạn
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] bạn
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Trận { $length } điểm: { $actor ->
    [you] bạn
   *[other] { $name }
} { $score }, { $opponent ->
    [you] bạn
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}Đây là ván Crawford.
   *[no] {""}
}
bg-status-dice = Xúc xắc còn lại: { $count ->
    [1] { $die1 }.
    [2] { $die1 } và { $die2 }.
    [3] { $die1 }, { $die2 } và { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } và { $die4 }.
}
bg-status-dice-none = Lúc này không có xúc xắc nào để đi.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Đến lượt bạn gieo xúc xắc.
        [moving] Đến lượt bạn đi quân.
        [double_offered] Bạn phải nhận hoặc từ chối nhân đôi.
        [resignation_offered] Bạn phải chấp nhận hoặc từ chối lời xin thua.
       *[other] Đến lượt bạn.
    }
   *[other] { $phase ->
        [awaiting_roll] Đến lượt { $name } gieo xúc xắc.
        [moving] Đến lượt { $name } đi quân.
        [double_offered] { $name } phải nhận hoặc từ chối nhân đôi.
        [resignation_offered] { $name } phải chấp nhận hoặc từ chối lời xin thua.
       *[other] Đến lượt { $name }.
    }
}
bg-status-turn-not-started = Ván đấu chưa bắt đầu.
bg-status-turn-over = Trận đấu đã kết thúc; { $actor ->
    [you] bạn đã thắng.
   *[other] { $name } đã thắng.
}

## Từ chối: vì sao lúc này không làm được

bg-refuse-already-started = Ván đấu đã bắt đầu rồi.
bg-refuse-not-started = Ván đấu chưa bắt đầu.
bg-refuse-match-over = Trận đấu đã kết thúc.
bg-refuse-spectator = Người xem không thể chơi; chỉ người đã ngồi vào ghế mới chơi được.
bg-refuse-bad-viewer = Bàn này không có ghế đó.
bg-refuse-seat-names = Một bàn backgammon cần đúng hai người chơi.
bg-refuse-unknown-action = Bàn này không biết làm việc đó.
bg-refuse-not-offered = Ở đây không có thao tác đó.
bg-refuse-not-now = Lúc này không thể làm việc đó.
bg-refuse-bad-cell = Hãy chọn một điểm trên bàn cờ trước.
bg-refuse-bad-move = Đó không phải là một nước đi quân: hãy cho biết nơi đi (một điểm hoặc thanh chắn) và nơi đến (một điểm hoặc ra khỏi bàn).
bg-refuse-bad-snapshot = Không đọc được bàn đã lưu.
bg-refuse-not-your-turn = Chưa đến lượt bạn: { $phase ->
    [double_offered] đang chờ { $name } nhận hoặc từ chối nhân đôi.
    [resignation_offered] đang chờ { $name } trả lời lời xin thua.
    [awaiting_roll] đang chờ { $name } gieo xúc xắc.
   *[other] đang chờ { $name } đi quân.
}
bg-refuse-roll-first = Hãy gieo xúc xắc trước: nhấn Enter.
bg-refuse-move-first = Bạn đã gieo rồi; hãy đi quân.
bg-refuse-end-turn-first = Bạn đã đi xong: nhấn Enter để kết thúc lượt, hoặc U để hoàn tác.
bg-refuse-answer-double = Trước hết hãy nhận nhân đôi bằng Y hoặc từ chối bằng N.
bg-refuse-answer-resignation = Trước hết hãy chấp nhận lời xin thua bằng Y hoặc từ chối bằng N.
bg-refuse-play-complete = Bạn đã dùng hết những xúc xắc có thể dùng trong lượt này.
bg-refuse-play-incomplete = Bạn chưa đi xong: còn { $dice } xúc xắc chưa đi.
bg-refuse-bar-first = Bạn có quân trên thanh chắn: hãy đưa quân đó vào bàn trước bằng cách chọn một điểm trong sân nhà của đối thủ.
bg-refuse-no-checker = Bạn không có quân nào ở điểm { $point }.
bg-refuse-not-your-checker = Các quân ở điểm { $point } là của đối thủ.
bg-refuse-empty-point = Điểm { $point } đang trống.
bg-refuse-no-moves-from = Quân ở điểm { $point } không có nước đi hợp lệ nào với các xúc xắc này.
bg-refuse-bear-off-not-home = Bạn chỉ được rút quân khi tất cả quân của bạn đã vào sân nhà, tức các điểm từ 1 đến 6.
bg-refuse-bear-off-dice-too-small = Xúc xắc của bạn quá nhỏ để rút quân từ điểm { $point }.
bg-refuse-bear-off-higher-first = Bạn không thể dùng xúc xắc lớn hơn để rút quân từ điểm { $point } khi vẫn còn quân ở các điểm cao hơn.
bg-refuse-backwards = Quân đi về phía sân nhà của bạn, tức về các điểm có số nhỏ hơn.
bg-refuse-blocked = Điểm { $point } bị chặn: đối thủ có từ hai quân trở lên ở đó.
bg-refuse-no-die = Không xúc xắc nào của bạn cho phép đi một quân { $distance } bước.
bg-refuse-no-path = Với xúc xắc của bạn, không có đường đi hợp lệ nào dẫn đến đó.
bg-refuse-whole-roll = Nước đi đó sẽ khiến bạn không dùng hết lần gieo: bạn phải dùng cả hai xúc xắc nếu có thể, hoặc dùng xúc xắc lớn hơn nếu chỉ đi được một.
bg-refuse-nothing-selected = Chưa chọn quân nào.
bg-refuse-nothing-to-undo = Lượt này không có nước đi nào để hoàn tác.
bg-refuse-no-targets = Lúc này không có chỗ nào để đi đến.
bg-refuse-double-single-game = Trận chỉ một ván không dùng khối nhân đôi.
bg-refuse-double-crawford = Không được nhân đôi trong ván Crawford.
bg-refuse-double-after-roll = Bạn chỉ có thể nhân đôi trước khi gieo xúc xắc.
bg-refuse-double-opponent-owns = Đối thủ đang giữ khối nhân đôi; chỉ đối thủ mới được nhân đôi.
bg-refuse-double-maximum = Khối nhân đôi đã ở mức cao nhất, 64.
bg-refuse-no-double-offered = Chưa có ai đề nghị nhân đôi.
bg-refuse-no-resignation-offered = Chưa có ai đề nghị xin thua.
bg-refuse-resign-higher = Đề nghị của bạn đã bị từ chối trong lượt này; giờ bạn chỉ có thể đề nghị xin thua ở mức cao hơn.
bg-refuse-hints-off = Bàn này đã tắt gợi ý.
bg-refuse-hint-not-your-turn = Gợi ý chỉ có trong lượt của bạn.
bg-refuse-hint-roll-first = Hãy gieo xúc xắc trước; gợi ý sẽ đề xuất cách đi theo xúc xắc của bạn.
bg-refuse-cube-hints-off = Bàn này đã tắt gợi ý nhân đôi.
bg-refuse-cube-hint-no-cube = Ván này không dùng khối nhân đôi.
bg-refuse-cube-hint-not-now = Gợi ý nhân đôi chỉ có trước khi bạn gieo xúc xắc và khi bạn được đề nghị nhân đôi.
bg-refuse-next-game-automatic = Ván tiếp theo tự bắt đầu khi một ván kết thúc.
bg-still-holding = Bạn vẫn đang cầm quân cờ đã nhấc từ điểm { $point }.
