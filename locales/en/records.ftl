# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels takes one bot level, or two separated by a comma (seat 1, then seat 2), from: { $levels }.
records-selfplay-bad-length = The match length must be 1 to { $maximum } points, and the number of matches 0 or more.
records-selfplay-bad-games = The number of games of a money session (--money --games G) must be 1 to { $maximum }; --games is for money sessions only.
records-selfplay-done = { $count ->
    [one] One match played into { $path }.
   *[other] { $count } matches played into { $path }.
}
records-export-no-database = There is no database file at { $path }.
records-export-unknown-match = There is no match { $id } in { $path }.
records-export-not-started = Match { $id } never started: there is nothing to export.
records-export-failed = Match { $id } cannot be exported: its log cannot be replayed ({ $reason }).
