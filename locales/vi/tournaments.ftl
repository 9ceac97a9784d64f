# Giải đấu: đăng ký, cặp đấu và kết quả mỗi vòng, nhánh đấu, bảng xếp hạng và thứ hạng.

tournament-format = { $format ->
    [swiss] hệ Thụy Sĩ
    [round-robin] vòng tròn
   *[knockout] loại trực tiếp
}

## Đăng ký và bắt đầu
tournament-joined = { $name } tham gia giải: đã có { $count } trên { $places } chỗ.
tournament-left-before-start = { $name } rời giải: đã có { $count } trên { $places } chỗ.
tournament-you-left = Bạn đã rời giải đấu.
tournament-join-refused = { $reason ->
    [full] Giải đấu đã đủ người.
    [started] Giải đấu đã bắt đầu.
   *[already] Bạn đã ở trong giải đấu này.
}
tournament-start-refused = { $reason ->
    [organiser] Chỉ người tổ chức mới bắt đầu được giải đấu.
    [too-few] Giải đấu cần ít nhất hai người chơi để bắt đầu.
   *[started] Giải đấu đã bắt đầu.
}
tournament-started = { $name } bắt đầu: { $format }, người chơi: { $players }, số vòng: { $rounds }.
tournament-not-started = Giải đấu chưa bắt đầu: đã có { $count } trên { $places } chỗ.

## Mỗi vòng
tournament-round-paired = Vòng { $round } trên { $rounds } đã xếp cặp; số trận: { $matches }.
tournament-your-match = Vòng { $round } trên { $rounds }: bạn đấu với { $opponent }, trận đến { $length } điểm. Bàn của bạn đã mở: hãy đến trong vòng { $minutes } phút, nếu không bạn bị xử thua.
tournament-your-bye = Vòng { $round } trên { $rounds }: bạn được miễn đấu, tính là một trận thắng.
tournament-result = Vòng { $round }, trận { $match }: { $how ->
    [resigned] { $winner } thắng { $loser } { $winner_points } - { $loser_points }; { $loser } đã đầu hàng.
    [forfeit] { $winner } được xử thắng, { $winner_points } - { $loser_points }: { $loser } đã rời giải.
    [no-show] { $winner } được xử thắng: { $loser } không đến bàn kịp giờ.
    [seeded] { $winner } đi tiếp nhờ là hạt giống cao hơn; { $loser } bị loại. Cả hai đều không thi đấu.
   *[played] { $winner } thắng { $loser } { $winner_points } - { $loser_points }.
}
tournament-both-lost = Vòng { $round }, trận { $match }: cả { $first } và { $second } đều không đến bàn kịp giờ; cả hai cùng thua trận.
tournament-you-are-out = Bạn đã bị loại khỏi giải, thua ở vòng { $round } trên { $rounds }.
tournament-you-did-not-come = Bạn không đến bàn kịp giờ ở vòng { $round }, nên bị xử thua trận đó.
tournament-withdrawn = { $name } đã rời giải đấu.
tournament-round-goes-on = Vòng { $round } vẫn tiếp tục; số trận còn đang đấu: { $playing }. { $last ->
    [yes] Thứ hạng sẽ có khi các trận đó kết thúc.
   *[no] Vòng sau sẽ được xếp cặp khi các trận đó kết thúc.
}
tournament-won = Giải { $name } đã kết thúc: { $winner } vô địch!
tournament-your-place = { $shared ->
    [yes] Bạn đồng hạng { $place } trên { $players }.
   *[no] Bạn xếp hạng { $place } trên { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } giây
   *[minutes] { $count } phút
}
tournament-waiting-for = { $opponent } chưa đến bàn của bạn: đối thủ còn { $left } để đến, nếu không bạn được xử thắng.
tournament-opponent-waiting = { $opponent } đã ngồi ở bàn vòng { $round } của hai bạn và đang chờ bạn: hãy đến trong vòng { $left }, nếu không bạn bị xử thua.

## Nhánh đấu, mỗi trận một dòng
tournament-line-waiting = Vòng { $round } trên { $rounds }, trận { $match }: { $first } gặp { $second }, đang chờ người chơi, còn { $left } để đến
tournament-line-playing = Vòng { $round } trên { $rounds }, trận { $match }: { $first } { $first_points }, { $second } { $second_points }, đang đấu
tournament-line-won = Vòng { $round } trên { $rounds }, trận { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] { $winner } thắng do đối thủ đầu hàng
    [forfeit] { $winner } được xử thắng
    [no-show] { $winner } được xử thắng
   *[played] { $winner } thắng
}
tournament-line-both-lost = Vòng { $round } trên { $rounds }, trận { $match }: { $first } gặp { $second }, cả hai bị xử thua
tournament-line-bye = Vòng { $round } trên { $rounds }, trận { $match }: { $name }, miễn đấu
tournament-line-later = Vòng { $round } trên { $rounds }, trận { $match }: người thắng trận { $first_match } gặp người thắng trận { $second_match } của vòng { $previous }
tournament-line-unpaired = Vòng { $round } trên { $rounds }: xếp cặp khi vòng { $previous } kết thúc

## Bảng xếp hạng
tournament-standing = { $left ->
    [yes] { $place }. { $name }, đã rời giải: thắng { $wins }, thua { $losses }, điểm { $won } - { $lost }, số trận thắng của các đối thủ { $buchholz }
   *[no] { $place }. { $name }: thắng { $wins }, thua { $losses }, điểm { $won } - { $lost }, số trận thắng của các đối thủ { $buchholz }
}
tournament-standing-knockout = { $name }, hạt giống { $seed }: { $state ->
    [winner] nhà vô địch
    [out] bị loại ở vòng { $round }
    [left] rời giải ở vòng { $round }
   *[in] vẫn còn trong giải
}

## Trận tiếp theo của tôi, và ai vẫn còn trong giải
tournament-next-not-in = Bạn không thi đấu trong giải này.
tournament-next-open = Trận của bạn: vòng { $round } trên { $rounds }, gặp { $opponent }, đến { $length } điểm; bàn của bạn đã mở: hãy đến trong vòng { $left }, nếu không bạn bị xử thua.
tournament-next-playing = Trận của bạn: vòng { $round } trên { $rounds }, gặp { $opponent }, đến { $length } điểm; bạn { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Bạn được miễn đấu ở vòng { $round } trên { $rounds }.
tournament-next-waiting = Trận vòng { $round } của bạn đã xong; số trận còn đang đấu: { $playing }. { $last ->
    [yes] Thứ hạng sẽ có khi các trận đó kết thúc.
   *[no] Trận tiếp theo của bạn sẽ được xếp khi các trận đó kết thúc.
}
tournament-next-out = Bạn đã bị loại khỏi giải.
tournament-next-over = Giải đấu đã kết thúc: { $winner } vô địch.
tournament-still-in = Số người chơi còn trong giải: { $count }.
tournament-player-line = { $name }, hạt giống { $seed }, thắng { $wins }
