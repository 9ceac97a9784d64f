## Zugzeituhren: die Option des Gastgebers, die Tasten Umschalt+T (Restzeit) und Umschalt+M (mehr Zeit), Warnungen, Verlust durch Zeitüberschreitung

clock-option = Zugzeituhr
clock-setting-off = Aus
clock-setting-fast = Schnell: { $delay } Sekunden pro Zug, { $reserve } Minute Reserve pro Spiel
clock-setting-standard = Standard: { $delay } Sekunden pro Zug, { $reserve } Minuten Reserve pro Spiel
clock-setting-relaxed = Entspannt: { $delay } Sekunden pro Zug, { $reserve } Minuten Reserve pro Spiel
clock-setting-generous = Großzügig: { $delay } Minute pro Zug, { $reserve } Minuten Reserve pro Spiel

clock-action-time-left = Restzeit auf den Uhren
clock-action-more-time = Um mehr Zeit bitten
bg-action-time-out = Durch Zeitüberschreitung verlieren

clock-warning = { $seconds ->
    [one] Noch { $seconds } Sekunde auf deiner Uhr.
   *[other] Noch { $seconds } Sekunden auf deiner Uhr.
} { $more ->
    [0] Du kannst nicht um mehr Zeit bitten.
   *[other] Drücke Umschalt+M für mehr Zeit.
}
clock-time-left = { $actor ->
    [you] Deine Uhr
   *[other] Uhr von { $name }
}: { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
    [one] { $minutes } Minute { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
   *[other] { $minutes } Minuten { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
}{ $state ->
    [running] , läuft
    [paused] , angehalten während der Abwesenheit
    [untimed] , ohne Zeitmessung: ein Bot spielt
   *[waiting] {""}
}; { $more ->
    [0] keine Bitte um mehr Zeit übrig.
    [one] noch { $more } Bitte um mehr Zeit.
   *[other] noch { $more } Bitten um mehr Zeit.
}
clock-more-time-given = Mehr Zeit: Deine Uhr hat { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
    [one] { $minutes } Minute { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
   *[other] { $minutes } Minuten { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    }
}. { $more ->
    [0] Das war deine letzte Bitte.
    [one] Noch { $more } Bitte übrig.
   *[other] Noch { $more } Bitten übrig.
}
clock-more-time-taken = { $name } bittet um mehr Zeit auf der Uhr.
clock-no-more-time = Du hast keine Bitten um mehr Zeit übrig.
clock-more-time-players-only = Nur wer mitspielt, kann während des Matches um mehr Zeit bitten.
clock-none = An diesem Tisch gibt es keine Zugzeituhr.
clock-match-timed = Dieses Match wird mit Zugzeituhr gespielt: Umschalt+T sagt die Restzeit, Umschalt+M bittet um mehr Zeit.
clock-absent-clock-runs = { $name } ist nicht zurückgekommen. Die Uhr läuft, wenn { $name } am Zug ist.
clock-timed-out = { $actor ->
    [you] Deine Zeit ist abgelaufen, du verlierst das Match.
   *[other] Die Zeit von { $name } ist abgelaufen, { $name } verliert das Match.
}
clock-untimed = { $turn ->
    [yes] { $name } ist am Zug, ohne Uhr: Bots spielen ohne Zeitlimit.
   *[no] { $name }: ohne Uhr, Bots spielen ohne Zeitlimit.
}
