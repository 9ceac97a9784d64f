# Rời một trận đang chơi (hỏi trước, Y hoặc N), và ván bị xử thua khi bỏ cả trận hay cả phiên.
bg-game-forfeited = { $actor ->
    [you] Bạn bị xử thua
   *[other] { $name } bị xử thua
} ván đang chơi, tính là { $kind ->
    [single] thắng thường
    [gammon] thắng gammon
   *[backgammon] thắng backgammon
}, mất { $points } điểm.
bg-leave-confirm-bot = { $money ->
    [yes] Nếu rời đi, một bot sẽ ngồi thay bạn đến hết phiên, và thắng thua của nó được tính cho bạn trừ khi bạn quay lại. Rời bàn? Y hoặc N
   *[no] Nếu rời đi, bạn bỏ trận: bạn bị tính thua trừ khi quay lại trước khi trận kết thúc, trong lúc đó một bot chơi thay bạn. Rời bàn? Y hoặc N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Nếu rời đi, phiên kết thúc, và ván này bị tính thua cho bạn là
   *[no] Nếu rời đi, bạn bỏ trận: bạn thua trận, và ván này được tính là
} { $kind ->
    [single] thắng thường
    [gammon] thắng gammon
   *[backgammon] thắng backgammon
}, { $points } điểm. Rời bàn? Y hoặc N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Nếu rời đi, phiên kết thúc với tổng điểm hiện tại. Rời bàn? Y hoặc N
   *[no] Nếu rời đi, bạn bỏ trận: bạn thua trận. Rời bàn? Y hoặc N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } đã rời bàn; một bot ngồi thay đến hết phiên.
   *[no] { $name } đã rời bàn và bỏ trận nếu không quay lại trước khi trận kết thúc; trong lúc đó một bot ngồi thay.
}
room-leave-cancelled = Bạn ở lại bàn.
room-rematch-asked-watching = { $name } muốn đấu lại.
