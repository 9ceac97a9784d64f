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
analysis-summary = { $name }: Fehlerrate { $rate } ({ $rating }); { $doubtful } zweifelhaft, { $errors } Fehler, { $blunders } grobe Fehler; { $cube } Dopplerfehler; Glück { $luck } pro Zug.
