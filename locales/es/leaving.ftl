# Abandonar una partida en curso (se pregunta antes, Y o N), y un juego perdido por abandono al rendir una partida o sesión.
bg-game-forfeited = { $actor ->
    [you] Pierdes por abandono
   *[other] { $name } pierde por abandono
} el juego en curso: { $kind ->
    [single] una sencilla
    [gammon] un gammon
   *[backgammon] un backgammon
}, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
bg-leave-confirm-bot = { $money ->
    [yes] Si te vas, un bot ocupa tu asiento el resto de la sesión, y lo que gane o pierda cuenta como tuyo salvo que vuelvas. ¿Irte? Y o N
   *[no] Si te vas, renuncias a la partida: la pierdes salvo que vuelvas antes de que termine, y mientras tanto un bot juega en tu asiento. ¿Irte? Y o N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Si te vas, la sesión termina, y este juego cuenta en tu contra como
   *[no] Si te vas, renuncias a la partida: la pierdes, y este juego cuenta como
} { $kind ->
    [single] una sencilla
    [gammon] un gammon
   *[backgammon] un backgammon
}, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}. ¿Irte? Y o N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Si te vas, la sesión termina con el total actual. ¿Irte? Y o N
   *[no] Si te vas, renuncias a la partida: la pierdes. ¿Irte? Y o N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } dejó la mesa; un bot juega en su asiento el resto de la sesión.
   *[no] { $name } dejó la mesa y renuncia a la partida salvo que vuelva antes de que termine; mientras tanto un bot juega en su asiento.
}
room-leave-cancelled = Te quedas en la mesa.
room-rematch-asked-watching = { $name } pide la revancha.
