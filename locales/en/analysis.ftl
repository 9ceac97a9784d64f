# The analysis of a match by GNU Backgammon: the analyse command and each player's summary.

analysis-cli-bad-plies = --ply takes 0, 1 or 2.
analysis-cli-no-database = There is no database file at { $path }.
analysis-cli-unknown-match = There is no match { $id } in { $path }.
analysis-cli-failed = Match { $id } cannot be analysed: its log cannot be replayed ({ $reason }).
analysis-rating = { $rating ->
    [awful] awful
    [beginner] beginner
    [casual] casual player
    [intermediate] intermediate
    [advanced] advanced
    [expert] expert
    [world-class] world class
   *[supernatural] supernatural
}
analysis-summary = { $name }: error rate { $rate } ({ $rating }); { $doubtful ->
    [one] { $doubtful } doubtful move
   *[other] { $doubtful } doubtful moves
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}; { $cube ->
    [one] { $cube } cube error
   *[other] { $cube } cube errors
}; { $luck ->
    [none] luck not measured (no rolls)
   *[other] luck { $luck } per move
}.
analysis-ready = GNU Backgammon's review of your match: error rate { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $doubtful ->
    [one] { $doubtful } doubtful move
   *[other] { $doubtful } doubtful moves
}; { $cube ->
    [one] { $cube } cube error
   *[other] { $cube } cube errors
}; { $luck ->
    [none] luck not measured (no rolls)
   *[other] luck { $luck } per move
}. { $count ->
    [0] No error of yours is worth reviewing.
    [one] Your biggest error is in Past matches.
   *[other] Your { $count } biggest errors are in Past matches.
}
analysis-review-opened = Your biggest errors. Error rate { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $doubtful ->
    [one] { $doubtful } doubtful move
   *[other] { $doubtful } doubtful moves
}; { $cube ->
    [one] { $cube } cube error
   *[other] { $cube } cube errors
}. Enter on an error opens the replay at that decision and describes its position.
analysis-menu-errors = { $count ->
    [0] Your errors: none found
    [one] Your biggest error
   *[other] Your { $count } biggest errors
}
analysis-menu-analyse = Analyse this match
analysis-request-started = The analysis has started; you will hear when it is ready.
analysis-request-pending = This match is being analysed; you will hear when it is ready.
analysis-request-busy = You already have analyses waiting; ask again when they are ready.
analysis-request-done = This match is already analysed.
analysis-request-unavailable = Analysis is not available on this server.
analysis-menu-cancel = Cancel the analysis of this match
analysis-cancelled = The analysis of this match is cancelled; you may ask for it again.
analysis-not-pending = This match is not being analysed.
analysis-no-errors = GNU Backgammon found no error of yours in this match.
analysis-cube-action = { $action ->
    [double] double
    [no-double] no double
    [take] take
   *[pass] pass
}
analysis-error-entry = { $index } of { $count }: game { $game }, { $kind ->
    [move] dice { $dice }
    [cube] cube decision
   *[take] answer to a double
}: you played { $played }; best { $best }; equity lost { $loss }.
analysis-error-position = Your checkers: { $mine }; on the bar { $bar }, borne off { $off }. Opponent's checkers, in your numbering: { $theirs }; on the bar { $opponent_bar }, borne off { $opponent_off }. Pips: you { $pips }, opponent { $opponent_pips }. Score { $score } to { $opponent_score }, cube { $cube }.
analysis-failed = The analysis of this match could not be made; you may ask for it again.
