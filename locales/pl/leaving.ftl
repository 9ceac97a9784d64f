# Opuszczenie trwającego meczu (najpierw pytanie, Y lub N) i gra oddana walkowerem, gdy mecz lub sesja zostaje poddana.
bg-game-forfeited = { $actor ->
    [you] Oddajesz walkowerem
   *[other] { $name } oddaje walkowerem
} trwającą grę: { $kind ->
    [single] zwykła wygrana
    [gammon] gammon
   *[backgammon] backgammon
}, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
bg-leave-confirm-bot = { $money ->
    [yes] Jeśli wyjdziesz, bot zajmie twoje miejsce do końca sesji, a to, co wygra lub przegra, liczy się jako twoje, chyba że wrócisz. Wyjść? Y lub N
   *[no] Jeśli wyjdziesz, poddajesz mecz: przegrywasz go, chyba że wrócisz przed jego końcem, a do tego czasu bot gra na twoim miejscu. Wyjść? Y lub N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Jeśli wyjdziesz, sesja się kończy, a ta gra liczy się przeciwko tobie jako
   *[no] Jeśli wyjdziesz, poddajesz mecz: przegrywasz go, a ta gra liczy się jako
} { $kind ->
    [single] zwykła wygrana
    [gammon] gammon
   *[backgammon] backgammon
}, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}. Wyjść? Y lub N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Jeśli wyjdziesz, sesja kończy się z obecnym wynikiem. Wyjść? Y lub N
   *[no] Jeśli wyjdziesz, poddajesz mecz: przegrywasz go. Wyjść? Y lub N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } opuszcza stół; bot gra na tym miejscu do końca sesji.
   *[no] { $name } opuszcza stół i poddaje mecz, chyba że wróci przed jego końcem; do tego czasu bot gra na tym miejscu.
}
room-leave-cancelled = Zostajesz przy stole.
room-rematch-asked-watching = { $name } prosi o rewanż.
