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
analysis-summary = { $name }: error rate { $rate } ({ $rating }); { $doubtful } doubtful, { $errors } errors, { $blunders } blunders; { $cube } cube errors; luck { $luck } per move.
