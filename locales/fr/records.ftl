# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels attend un niveau de bot, ou deux séparés par une virgule (place 1, puis place 2), parmi : { $levels }.
records-selfplay-bad-length = La longueur du match doit être de 1 à { $maximum } points, et le nombre de matchs de 0 ou plus.
records-selfplay-bad-games = Le nombre de parties d'une session d'argent (--money --games G) doit être de 1 à { $maximum } ; --games ne vaut que pour les sessions d'argent.
records-selfplay-done = { $count ->
    [one] Un match joué dans { $path }.
   *[other] { $count } matchs joués dans { $path }.
}
records-export-no-database = Il n’y a pas de fichier de base de données à { $path }.
records-export-unknown-match = Il n’y a pas de match { $id } dans { $path }.
records-export-not-started = Le match { $id } n’a jamais commencé : il n’y a rien à exporter.
records-export-failed = Le match { $id } ne peut pas être exporté : son journal ne peut pas être rejoué ({ $reason }).
