# L'analisi di un incontro da parte di GNU Backgammon: il comando analyse e il riepilogo di ogni giocatore.

analysis-cli-bad-plies = --ply accetta 0, 1 o 2.
analysis-cli-no-database = Non c'è alcun file di database in { $path }.
analysis-cli-unknown-match = Non c'è alcun incontro { $id } in { $path }.
analysis-cli-failed = L'incontro { $id } non può essere analizzato: il suo registro non può essere rigiocato ({ $reason }).
analysis-rating = { $rating ->
    [awful] pessimo
    [beginner] principiante
    [casual] giocatore occasionale
    [intermediate] intermedio
    [advanced] avanzato
    [expert] esperto
    [world-class] di livello mondiale
   *[supernatural] soprannaturale
}
analysis-summary = { $name }: tasso di errore { $rate } ({ $rating }); { $doubtful } dubbie, { $errors } errori, { $blunders } errori gravi; { $cube } errori di cubo; fortuna { $luck } per mossa.
