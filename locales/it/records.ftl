# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels accetta un livello di bot, o due separati da una virgola (posto 1, poi posto 2), tra: { $levels }.
records-selfplay-bad-length = La lunghezza della partita deve essere da 1 a { $maximum } punti e il numero di partite 0 o più.
records-selfplay-bad-games = Il numero di partite di una sessione a soldi (--money --games G) deve essere da 1 a { $maximum }; --games vale solo per le sessioni a soldi.
records-selfplay-done = { $count ->
    [one] Una partita giocata in { $path }.
   *[other] { $count } partite giocate in { $path }.
}
records-export-no-database = Non esiste alcun file di database in { $path }.
records-export-unknown-match = Non esiste la partita { $id } in { $path }.
records-export-not-started = La partita { $id } non è mai iniziata: non c’è nulla da esportare.
records-export-failed = Impossibile esportare la partita { $id }: il suo registro non può essere rigiocato ({ $reason }).
