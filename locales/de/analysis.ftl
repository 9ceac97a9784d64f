# Die Analyse einer Partie durch GNU Backgammon: der Befehl analyse und die Zusammenfassung je Spieler.

analysis-cli-bad-plies = --ply nimmt 0, 1 oder 2.
analysis-cli-no-database = Unter { $path } gibt es keine Datenbankdatei.
analysis-cli-unknown-match = In { $path } gibt es kein Match { $id }.
analysis-cli-failed = Match { $id } kann nicht analysiert werden: sein Protokoll lässt sich nicht nachspielen ({ $reason }).
analysis-rating = { $rating ->
    [awful] furchtbar
    [beginner] Anfänger
    [casual] Gelegenheitsspieler
    [intermediate] Fortgeschrittener
    [advanced] Erfahrener
    [expert] Experte
    [world-class] Weltklasse
   *[supernatural] übernatürlich
}
analysis-summary = { $name }: Fehlerrate { $rate } ({ $rating }); { $doubtful ->
    [one] { $doubtful } zweifelhafter Zug
   *[other] { $doubtful } zweifelhafte Züge
}, { $errors ->
    [one] { $errors } Fehler
   *[other] { $errors } Fehler
}, { $blunders ->
    [one] { $blunders } grober Fehler
   *[other] { $blunders } grobe Fehler
}; { $cube ->
    [one] { $cube } Dopplerfehler
   *[other] { $cube } Dopplerfehler
}; { $luck ->
    [none] Glück nicht gemessen (kein Wurf)
   *[other] Glück { $luck } pro Zug
}.
analysis-ready = Die Auswertung deines Matches durch GNU Backgammon: Fehlerrate { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } grober Fehler
   *[other] { $blunders } grobe Fehler
}, { $errors ->
    [one] { $errors } Fehler
   *[other] { $errors } Fehler
}, { $doubtful ->
    [one] { $doubtful } zweifelhafter Zug
   *[other] { $doubtful } zweifelhafte Züge
}; { $cube ->
    [one] { $cube } Dopplerfehler
   *[other] { $cube } Dopplerfehler
}; { $luck ->
    [none] Glück nicht gemessen (kein Wurf)
   *[other] Glück { $luck } pro Zug
}. { $count ->
    [0] Es gibt keinen Fehler von dir zum Ansehen.
    [one] Deinen größten Fehler findest du unter Vergangene Matches.
   *[other] Deine { $count } größten Fehler findest du unter Vergangene Matches.
}
analysis-review-opened = Deine größten Fehler. Fehlerrate { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } grober Fehler
   *[other] { $blunders } grobe Fehler
}, { $errors ->
    [one] { $errors } Fehler
   *[other] { $errors } Fehler
}, { $doubtful ->
    [one] { $doubtful } zweifelhafter Zug
   *[other] { $doubtful } zweifelhafte Züge
}; { $cube ->
    [one] { $cube } Dopplerfehler
   *[other] { $cube } Dopplerfehler
}. Eingabe auf einem Fehler öffnet die Wiederholung bei dieser Entscheidung und beschreibt ihre Stellung.
analysis-menu-errors = { $count ->
    [0] Deine Fehler: keiner gefunden
    [one] Dein größter Fehler
   *[other] Deine { $count } größten Fehler
}
analysis-menu-analyse = Dieses Match analysieren
analysis-request-started = Die Analyse hat begonnen; du hörst, wenn sie fertig ist.
analysis-request-pending = Dieses Match wird gerade analysiert; du hörst, wenn die Analyse fertig ist.
analysis-request-busy = Du hast bereits Analysen in Arbeit; frag erneut, wenn sie fertig sind.
analysis-request-done = Dieses Match ist bereits analysiert.
analysis-request-unavailable = Analysen sind auf diesem Server nicht verfügbar.
analysis-menu-cancel = Analyse dieses Matches abbrechen
analysis-cancelled = Die Analyse dieses Matches ist abgebrochen; du kannst sie erneut anfordern.
analysis-not-pending = Dieses Match wird gerade nicht analysiert.
analysis-no-errors = GNU Backgammon hat in diesem Match keinen Fehler von dir gefunden.
analysis-cube-action = { $action ->
    [double] doppeln
    [no-double] nicht doppeln
    [take] annehmen
   *[pass] aufgeben
}
analysis-error-entry = { $index } von { $count }: Spiel { $game }, { $kind ->
    [move] Würfel { $dice }
    [cube] Dopplerentscheidung
   *[take] Antwort auf ein Doppel
}: du hast { $played } gespielt; am besten { $best }; Equity-Verlust { $loss }.
analysis-error-position = Deine Steine: { $mine }; auf der Bar { $bar }, abgetragen { $off }. Steine des Gegners, in deiner Zählung: { $theirs }; auf der Bar { $opponent_bar }, abgetragen { $opponent_off }. Augen: du { $pips }, Gegner { $opponent_pips }. Stand { $score } zu { $opponent_score }, Doppler { $cube }.
analysis-failed = Die Auswertung dieses Matches ist nicht gelungen; du kannst sie erneut anfordern.
