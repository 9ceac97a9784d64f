# Sair de uma partida em andamento (pergunta antes, Y ou N), e um jogo perdido por abandono quando se desiste de uma partida ou sessão.
bg-game-forfeited = { $actor ->
    [you] Você perde por abandono
   *[other] { $name } perde por abandono
} o jogo em andamento: { $kind ->
    [single] uma vitória simples
    [gammon] um gammon
   *[backgammon] um backgammon
}, { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}.
bg-leave-confirm-bot = { $money ->
    [yes] Se você sair, um bot ocupa seu lugar pelo resto da sessão, e o que ele ganhar ou perder conta como seu, a menos que você volte. Sair? Y ou N
   *[no] Se você sair, desiste da partida: você a perde a menos que volte antes do fim, e enquanto isso um bot joga no seu lugar. Sair? Y ou N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Se você sair, a sessão termina, e este jogo conta contra você como
   *[no] Se você sair, desiste da partida: você a perde, e este jogo conta como
} { $kind ->
    [single] uma vitória simples
    [gammon] um gammon
   *[backgammon] um backgammon
}, { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}. Sair? Y ou N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Se você sair, a sessão termina com o total atual. Sair? Y ou N
   *[no] Se você sair, desiste da partida: você a perde. Sair? Y ou N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } saiu da mesa; um bot joga no lugar dele pelo resto da sessão.
   *[no] { $name } saiu da mesa e desiste da partida, a menos que volte antes do fim; enquanto isso um bot joga no lugar dele.
}
room-leave-cancelled = Você continua na mesa.
room-rematch-asked-watching = { $name } pede uma revanche.
