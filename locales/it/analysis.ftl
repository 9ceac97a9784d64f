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
analysis-summary = { $name }: tasso di errore { $rate } ({ $rating }); { $doubtful ->
    [one] { $doubtful } mossa dubbia
   *[other] { $doubtful } mosse dubbie
}, { $errors ->
    [one] { $errors } errore
   *[other] { $errors } errori
}, { $blunders ->
    [one] { $blunders } errore grave
   *[other] { $blunders } errori gravi
}; { $cube ->
    [one] { $cube } errore di cubo
   *[other] { $cube } errori di cubo
}; { $luck ->
    [none] fortuna non misurata (nessun lancio)
   *[other] fortuna { $luck } per mossa
}.
analysis-ready = La revisione del tuo incontro da parte di GNU Backgammon: tasso di errore { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } errore grave
   *[other] { $blunders } errori gravi
}, { $errors ->
    [one] { $errors } errore
   *[other] { $errors } errori
}, { $doubtful ->
    [one] { $doubtful } mossa dubbia
   *[other] { $doubtful } mosse dubbie
}; { $cube ->
    [one] { $cube } errore di cubo
   *[other] { $cube } errori di cubo
}; { $luck ->
    [none] fortuna non misurata (nessun lancio)
   *[other] fortuna { $luck } per mossa
}. { $count ->
    [0] Non hai errori da rivedere.
    [one] Il tuo errore più grave è in Incontri passati.
   *[other] I tuoi { $count } errori più gravi sono in Incontri passati.
}
analysis-review-opened = I tuoi errori più gravi. Tasso di errore { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } errore grave
   *[other] { $blunders } errori gravi
}, { $errors ->
    [one] { $errors } errore
   *[other] { $errors } errori
}, { $doubtful ->
    [one] { $doubtful } mossa dubbia
   *[other] { $doubtful } mosse dubbie
}; { $cube ->
    [one] { $cube } errore di cubo
   *[other] { $cube } errori di cubo
}. Invio su un errore apre la riproduzione a quella decisione e ne descrive la posizione.
analysis-menu-errors = { $count ->
    [0] I tuoi errori: nessuno trovato
    [one] Il tuo errore più grave
   *[other] I tuoi { $count } errori più gravi
}
analysis-menu-analyse = Analizza questo incontro
analysis-request-started = L'analisi è iniziata; sentirai quando sarà pronta.
analysis-request-pending = Questo incontro è in analisi; sentirai quando sarà pronta.
analysis-request-busy = Hai già delle analisi in attesa; richiedi di nuovo quando saranno pronte.
analysis-request-done = Questo incontro è già stato analizzato.
analysis-request-unavailable = L'analisi non è disponibile su questo server.
analysis-menu-cancel = Annulla l'analisi di questo incontro
analysis-cancelled = L'analisi di questo incontro è annullata; puoi richiederla di nuovo.
analysis-not-pending = Questo incontro non è in analisi.
analysis-no-errors = GNU Backgammon non ha trovato alcun tuo errore in questo incontro.
analysis-cube-action = { $action ->
    [double] raddoppiare
    [no-double] non raddoppiare
    [take] accettare
   *[pass] rifiutare
}
analysis-error-entry = { $index } di { $count }: partita { $game }, { $kind ->
    [move] dadi { $dice }
    [cube] decisione di cubo
   *[take] risposta a un raddoppio
}: hai giocato { $played }; la migliore { $best }; equity persa { $loss }.
analysis-error-position = Le tue pedine: { $mine }; sulla barra { $bar }, portate fuori { $off }. Pedine dell'avversario, nella tua numerazione: { $theirs }; sulla barra { $opponent_bar }, portate fuori { $opponent_off }. Punti: tu { $pips }, avversario { $opponent_pips }. Punteggio { $score } a { $opponent_score }, cubo { $cube }.
analysis-failed = Non è stato possibile analizzare questo incontro; puoi chiedere di nuovo l'analisi.
