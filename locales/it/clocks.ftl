## Orologi di turno: l'opzione dell'host, i tasti Maiusc+T (tempo rimasto) e Maiusc+M (più tempo), avvisi, sconfitta per tempo

clock-option = Orologio di turno
clock-setting-off = Disattivato
clock-setting-fast = Veloce: { $delay } secondi a mossa, { $reserve } minuto di riserva a partita
clock-setting-standard = Standard: { $delay } secondi a mossa, { $reserve } minuti di riserva a partita
clock-setting-relaxed = Tranquillo: { $delay } secondi a mossa, { $reserve } minuti di riserva a partita
clock-setting-generous = Generoso: { $delay } minuto a mossa, { $reserve } minuti di riserva a partita

clock-action-time-left = Tempo rimasto sugli orologi
clock-action-more-time = Chiedi più tempo
bg-action-time-out = Perdere per tempo

clock-warning = { $seconds ->
    [one] Ti resta { $seconds } secondo sull'orologio.
   *[other] Ti restano { $seconds } secondi sull'orologio.
} { $more ->
    [0] Non puoi più chiedere altro tempo.
   *[other] Premi Maiusc+M per avere più tempo.
}
clock-time-left = { $actor ->
    [you] Il tuo orologio
   *[other] Orologio di { $name }
}: { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
    [one] { $minutes } minuto { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
   *[other] { $minutes } minuti { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
}{ $state ->
    [running] , in corsa
    [paused] , fermo durante l'assenza
    [untimed] , senza orologio: gioca un bot
   *[waiting] {""}
}; { $more ->
    [0] nessuna richiesta di tempo rimasta.
    [one] resta { $more } richiesta di tempo.
   *[other] restano { $more } richieste di tempo.
}
clock-more-time-given = Più tempo: il tuo orologio ha { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
    [one] { $minutes } minuto { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
   *[other] { $minutes } minuti { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
}. { $more ->
    [0] Era la tua ultima richiesta.
    [one] Ti resta { $more } richiesta.
   *[other] Ti restano { $more } richieste.
}
clock-more-time-taken = { $name } chiede più tempo sull'orologio.
clock-no-more-time = Non ti restano richieste di tempo.
clock-more-time-players-only = Solo un giocatore può chiedere più tempo, durante il match.
clock-none = Questo tavolo non ha un orologio di turno.
clock-match-timed = Questo match si gioca con l'orologio di turno: Maiusc+T dice il tempo rimasto, Maiusc+M chiede più tempo.
clock-absent-clock-runs = { $name } non è tornato. Il suo orologio corre quando tocca a lui.
clock-timed-out = { $actor ->
    [you] Hai finito il tempo e perdi il match.
   *[other] { $name } ha finito il tempo e perde il match.
}
clock-untimed = { $turn ->
    [yes] Tocca a { $name }, senza orologio: i bot giocano senza limiti di tempo.
   *[no] { $name }: senza orologio, i bot giocano senza limiti di tempo.
}
