# Süren bir maçtan ayrılmak (önce sorulur, Y ya da N) ve bir maç ya da seans bırakıldığında hükmen kaybedilen oyun.
bg-game-forfeited = { $actor ->
    [you] Süren oyunu hükmen kaybediyorsun
   *[other] { $name } süren oyunu hükmen kaybediyor
}: { $kind ->
    [single] tek oyun
    [gammon] mars
   *[backgammon] backgammon
}, { $points } puan.
bg-leave-confirm-bot = { $money ->
    [yes] Ayrılırsan seansın geri kalanında yerinde bir bot oynar ve kazandığı ya da kaybettiği, geri dönmezsen senin sayılır. Ayrılmak istiyor musun? Y ya da N
   *[no] Ayrılırsan maçtan vazgeçersin: maç bitmeden dönmezsen kaybetmiş sayılırsın, o zamana kadar yerinde bir bot oynar. Ayrılmak istiyor musun? Y ya da N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Ayrılırsan seans biter ve bu oyun aleyhine şöyle sayılır:
   *[no] Ayrılırsan maçtan vazgeçersin: maçı kaybedersin ve bu oyun şöyle sayılır:
} { $kind ->
    [single] tek oyun
    [gammon] mars
   *[backgammon] backgammon
}, { $points } puan. Ayrılmak istiyor musun? Y ya da N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Ayrılırsan seans şu anki toplamla biter. Ayrılmak istiyor musun? Y ya da N
   *[no] Ayrılırsan maçtan vazgeçersin: maçı kaybedersin. Ayrılmak istiyor musun? Y ya da N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } masadan ayrıldı; seansın geri kalanında yerinde bir bot oynuyor.
   *[no] { $name } masadan ayrıldı ve maç bitmeden dönmezse maçtan vazgeçmiş sayılır; o zamana kadar yerinde bir bot oynuyor.
}
room-leave-cancelled = Masada kalıyorsun.
room-rematch-asked-watching = { $name } rövanş istiyor.
