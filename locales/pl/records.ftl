# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels przyjmuje jeden poziom bota albo dwa rozdzielone przecinkiem (miejsce 1, potem miejsce 2), spośród: { $levels }.
records-selfplay-bad-length = Długość meczu musi wynosić od 1 do { $maximum } punktów, a liczba meczów 0 lub więcej.
records-selfplay-bad-games = Liczba gier sesji na pieniądze (--money --games G) musi wynosić od 1 do { $maximum }; --games dotyczy tylko sesji na pieniądze.
records-selfplay-done = { $count ->
    [one] Rozegrano jeden mecz w { $path }.
    [few] Rozegrano { $count } mecze w { $path }.
   *[other] Rozegrano { $count } meczów w { $path }.
}
records-export-no-database = Pod ścieżką { $path } nie ma pliku bazy danych.
records-export-unknown-match = W { $path } nie ma meczu { $id }.
records-export-not-started = Mecz { $id } nigdy się nie rozpoczął: nie ma czego eksportować.
records-export-failed = Nie można wyeksportować meczu { $id }: jego dziennika nie da się odtworzyć ({ $reason }).
