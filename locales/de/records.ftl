# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels erwartet eine Bot-Stufe oder zwei, durch ein Komma getrennt (Platz 1, dann Platz 2), aus: { $levels }.
records-selfplay-bad-length = Die Matchlänge muss 1 bis { $maximum } Punkte betragen und die Zahl der Matches 0 oder mehr.
records-selfplay-bad-games = Die Zahl der Spiele einer Geldsitzung (--money --games G) muss 1 bis { $maximum } betragen; --games gilt nur für Geldsitzungen.
records-selfplay-done = { $count ->
    [one] Ein Match in { $path } gespielt.
   *[other] { $count } Matches in { $path } gespielt.
}
records-export-no-database = Unter { $path } gibt es keine Datenbankdatei.
records-export-unknown-match = In { $path } gibt es kein Match { $id }.
records-export-not-started = Match { $id } wurde nie begonnen: Es gibt nichts zu exportieren.
records-export-failed = Match { $id } kann nicht exportiert werden: Sein Protokoll lässt sich nicht nachspielen ({ $reason }).
