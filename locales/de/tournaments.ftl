# Turniere: Anmeldung, die Paarungen und Ergebnisse jeder Runde, der Turnierbaum, die Tabelle und die Platzierungen.

tournament-format = { $format ->
    [swiss] Schweizer System
    [round-robin] Jeder gegen jeden
   *[knockout] K.-o.-System
}

## Anmelden und starten
tournament-joined = { $name } tritt dem Turnier bei: { $count } von { $places } Plätzen belegt.
tournament-left-before-start = { $name } verlässt das Turnier: { $count } von { $places } Plätzen belegt.
tournament-you-left = Du hast das Turnier verlassen.
tournament-join-refused = { $reason ->
    [full] Das Turnier ist voll.
    [started] Das Turnier hat schon begonnen.
   *[already] Du bist schon in diesem Turnier.
}
tournament-start-refused = { $reason ->
    [organiser] Nur der Veranstalter kann das Turnier starten.
    [too-few] Ein Turnier braucht mindestens zwei Spieler, um zu beginnen.
   *[started] Das Turnier hat schon begonnen.
}
tournament-started = { $name } beginnt: { $format }, Spieler: { $players }, Runden: { $rounds }.
tournament-not-started = Das Turnier hat noch nicht begonnen: { $count } von { $places } Plätzen belegt.

## Jede Runde
tournament-round-paired = Runde { $round } von { $rounds } ist ausgelost; Matches: { $matches }.
tournament-your-match = Runde { $round } von { $rounds }: Du spielst gegen { $opponent }, einen Match auf { $length } { $length ->
    [one] Punkt
   *[other] Punkte
}. Dein Tisch ist offen: Komm innerhalb von { $minutes } { $minutes ->
    [one] Minute
   *[other] Minuten
}, sonst verlierst du den Match kampflos.
tournament-your-bye = Runde { $round } von { $rounds }: Du hast ein Freilos, es zählt als Sieg.
tournament-result = Runde { $round }, Match { $match }: { $how ->
    [resigned] { $winner } schlägt { $loser } { $winner_points } zu { $loser_points }; { $loser } hat aufgegeben.
    [forfeit] { $winner } gewinnt kampflos, { $winner_points } zu { $loser_points }: { $loser } hat das Turnier verlassen.
    [no-show] { $winner } gewinnt kampflos: { $loser } ist nicht rechtzeitig an den Tisch gekommen.
    [seeded] { $winner } kommt als höher Gesetzter weiter; { $loser } ist ausgeschieden. Keiner von beiden hat gespielt.
   *[played] { $winner } schlägt { $loser } { $winner_points } zu { $loser_points }.
}
tournament-both-lost = Runde { $round }, Match { $match }: Weder { $first } noch { $second } ist rechtzeitig an den Tisch gekommen; beide verlieren den Match.
tournament-you-are-out = Du bist aus dem Turnier ausgeschieden, besiegt in Runde { $round } von { $rounds }.
tournament-you-did-not-come = Du bist in Runde { $round } nicht rechtzeitig an deinen Tisch gekommen und verlierst diesen Match kampflos.
tournament-withdrawn = { $name } hat das Turnier verlassen.
tournament-round-goes-on = Runde { $round } läuft weiter; Matches noch im Gang: { $playing }. { $last ->
    [yes] Die Platzierungen stehen fest, wenn sie enden.
   *[no] Die nächste Runde wird ausgelost, wenn sie enden.
}
tournament-won = Das Turnier { $name } ist vorbei: { $winner } gewinnt!
tournament-your-place = { $shared ->
    [yes] Du belegst gemeinsam mit anderen Platz { $place } von { $players }.
   *[no] Du belegst Platz { $place } von { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] Sekunde
       *[other] Sekunden
    }
   *[minutes] { $count } { $count ->
        [one] Minute
       *[other] Minuten
    }
}
tournament-waiting-for = { $opponent } ist noch nicht an deinem Tisch: Es bleiben { $left }, sonst gewinnst du den Match kampflos.
tournament-opponent-waiting = { $opponent } sitzt an deinem Tisch der Runde { $round } und wartet auf dich: Komm innerhalb von { $left }, sonst verlierst du den Match kampflos.

## Der Turnierbaum, eine Zeile je Match
tournament-line-waiting = Runde { $round } von { $rounds }, Match { $match }: { $first } gegen { $second }, wartet auf die Spieler, noch { $left }, um zu kommen
tournament-line-playing = Runde { $round } von { $rounds }, Match { $match }: { $first } { $first_points }, { $second } { $second_points }, läuft
tournament-line-won = Runde { $round } von { $rounds }, Match { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] { $winner } gewann durch Aufgabe
    [forfeit] { $winner } gewann kampflos
    [no-show] { $winner } gewann kampflos
   *[played] { $winner } gewann
}
tournament-line-both-lost = Runde { $round } von { $rounds }, Match { $match }: { $first } gegen { $second }, beide verloren kampflos
tournament-line-bye = Runde { $round } von { $rounds }, Match { $match }: { $name }, Freilos
tournament-line-later = Runde { $round } von { $rounds }, Match { $match }: der Sieger von Match { $first_match } gegen den Sieger von Match { $second_match } aus Runde { $previous }
tournament-line-unpaired = Runde { $round } von { $rounds }: wird ausgelost, wenn Runde { $previous } endet

## Die Tabelle
tournament-standing = { $left ->
    [yes] { $place }. { $name }, hat das Turnier verlassen: Siege { $wins }, Niederlagen { $losses }, Punkte { $won } zu { $lost }, Siege der Gegner { $buchholz }
   *[no] { $place }. { $name }: Siege { $wins }, Niederlagen { $losses }, Punkte { $won } zu { $lost }, Siege der Gegner { $buchholz }
}
tournament-standing-knockout = { $name }, gesetzt als { $seed }: { $state ->
    [winner] der Sieger
    [out] ausgeschieden in Runde { $round }
    [left] ausgestiegen in Runde { $round }
   *[in] noch dabei
}

## Mein nächster Match, und wer noch dabei ist
tournament-next-not-in = Du spielst in diesem Turnier nicht mit.
tournament-next-open = Dein Match: Runde { $round } von { $rounds }, gegen { $opponent }, auf { $length } { $length ->
    [one] Punkt
   *[other] Punkte
}; dein Tisch ist offen: Komm innerhalb von { $left }, sonst verlierst du den Match kampflos.
tournament-next-playing = Dein Match: Runde { $round } von { $rounds }, gegen { $opponent }, auf { $length } { $length ->
    [one] Punkt
   *[other] Punkte
}; du { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Du hast ein Freilos in Runde { $round } von { $rounds }.
tournament-next-waiting = Dein Match in Runde { $round } ist vorbei; Matches noch im Gang: { $playing }. { $last ->
    [yes] Die Platzierungen stehen fest, wenn sie enden.
   *[no] Dein nächster Match wird ausgelost, wenn sie enden.
}
tournament-next-out = Du bist aus dem Turnier ausgeschieden.
tournament-next-over = Das Turnier ist vorbei: { $winner } hat gewonnen.
tournament-still-in = Spieler noch dabei: { $count }.
tournament-player-line = { $name }, gesetzt als { $seed }, Siege { $wins }
