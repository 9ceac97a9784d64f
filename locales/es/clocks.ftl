## Relojes de turno: la opción del anfitrión, las teclas Mayús+T (tiempo restante) y Mayús+M (más tiempo), avisos, perder por tiempo

clock-option = Reloj de turno
clock-setting-off = Desactivado
clock-setting-fast = Rápido: { $delay } segundos por movimiento, { $reserve } minuto de reserva por partida
clock-setting-standard = Estándar: { $delay } segundos por movimiento, { $reserve } minutos de reserva por partida
clock-setting-relaxed = Tranquilo: { $delay } segundos por movimiento, { $reserve } minutos de reserva por partida
clock-setting-generous = Generoso: { $delay } minuto por movimiento, { $reserve } minutos de reserva por partida

clock-action-time-left = Tiempo restante en los relojes
clock-action-more-time = Pedir más tiempo
bg-action-time-out = Perder por tiempo

clock-warning = { $seconds ->
    [one] Te queda { $seconds } segundo en el reloj.
   *[other] Te quedan { $seconds } segundos en el reloj.
} { $more ->
    [0] Ya no puedes pedir más tiempo.
   *[other] Pulsa Mayús+M para pedir más tiempo.
}
clock-time-left = { $actor ->
    [you] Tu reloj
   *[other] Reloj de { $name }
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
    [running] , en marcha
    [paused] , detenido durante la ausencia
    [untimed] , sin reloj: juega un bot
   *[waiting] {""}
}; { $more ->
    [0] no quedan peticiones de más tiempo.
    [one] queda { $more } petición de más tiempo.
   *[other] quedan { $more } peticiones de más tiempo.
}
clock-more-time-given = Más tiempo: tu reloj tiene { $minutes ->
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
    [0] Era tu última petición.
    [one] Te queda { $more } petición.
   *[other] Te quedan { $more } peticiones.
}
clock-more-time-taken = { $name } pide más tiempo en el reloj.
clock-no-more-time = No te quedan peticiones de más tiempo.
clock-more-time-players-only = Solo un jugador puede pedir más tiempo, mientras se juega el partido.
clock-none = Esta mesa no tiene reloj de turno.
clock-match-timed = Este partido se juega con reloj de turno: Mayús+T dice el tiempo restante, Mayús+M pide más tiempo.
clock-absent-clock-runs = { $name } no ha vuelto. Su reloj corre cuando le toca.
clock-timed-out = { $actor ->
    [you] Se te acabó el tiempo y pierdes el partido.
   *[other] A { $name } se le acabó el tiempo y pierde el partido.
}
clock-untimed = { $turn ->
    [yes] Es el turno de { $name }, sin reloj: los bots juegan sin límite de tiempo.
   *[no] { $name }: sin reloj, los bots juegan sin límite de tiempo.
}
