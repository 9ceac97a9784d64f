## Relógios de turno: a opção do anfitrião, as teclas Shift+T (tempo restante) e Shift+M (mais tempo), avisos, derrota por tempo

clock-option = Relógio de turno
clock-setting-off = Desligado
clock-setting-fast = Rápido: { $delay } segundos por jogada, { $reserve } minuto de reserva por jogo
clock-setting-standard = Padrão: { $delay } segundos por jogada, { $reserve } minutos de reserva por jogo
clock-setting-relaxed = Tranquilo: { $delay } segundos por jogada, { $reserve } minutos de reserva por jogo
clock-setting-generous = Generoso: { $delay } minuto por jogada, { $reserve } minutos de reserva por jogo

clock-action-time-left = Tempo restante nos relógios
clock-action-more-time = Pedir mais tempo
bg-action-time-out = Perder por tempo

clock-warning = { $seconds ->
    [one] Resta { $seconds } segundo no seu relógio.
   *[other] Restam { $seconds } segundos no seu relógio.
} { $more ->
    [0] Você não pode mais pedir tempo.
   *[other] Pressione Shift+M para mais tempo.
}
clock-time-left = { $actor ->
    [you] Seu relógio
   *[other] Relógio de { $name }
}: { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
    [one] { $minutes } minuto { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
   *[other] { $minutes } minutos { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
}{ $state ->
    [running] , correndo
    [paused] , parado durante a ausência
    [untimed] , sem relógio: um bot joga
   *[waiting] {""}
}; { $more ->
    [0] nenhum pedido de tempo restante.
    [one] resta { $more } pedido de tempo.
   *[other] restam { $more } pedidos de tempo.
}
clock-more-time-given = Mais tempo: seu relógio tem { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
    [one] { $minutes } minuto { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
   *[other] { $minutes } minutos { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
}. { $more ->
    [0] Foi o seu último pedido.
    [one] Resta { $more } pedido.
   *[other] Restam { $more } pedidos.
}
clock-more-time-taken = { $name } pede mais tempo no relógio.
clock-no-more-time = Você não tem mais pedidos de tempo.
clock-more-time-players-only = Só um jogador pode pedir mais tempo, enquanto a partida é jogada.
clock-none = Esta mesa não tem relógio de turno.
clock-match-timed = Esta partida é jogada com relógio de turno: Shift+T diz o tempo restante, Shift+M pede mais tempo.
clock-absent-clock-runs = { $name } não voltou. O relógio corre quando for a vez dessa pessoa.
clock-timed-out = { $actor ->
    [you] Seu tempo acabou e você perde a partida.
   *[other] O tempo de { $name } acabou e essa pessoa perde a partida.
}
clock-untimed = { $turn ->
    [yes] É a vez de { $name }, sem relógio: bots jogam sem limite de tempo.
   *[no] { $name }: sem relógio, bots jogam sem limite de tempo.
}
