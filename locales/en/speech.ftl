# What a table says about timing: a hint the table moved on from. And the words PlayPalace's clients get to join the
# lines of one moment into one utterance: a move repeated at once (said with its count: they would drop a line
# identical to the one before), and the full stop after a line that ends without one.

room-hint-late = { $cause ->
    [roll] The dice were rolled before the hint was ready, so it is not given: it was for the position before the roll.
   *[other] The position changed before the hint was ready, so it is not given: it was for the position before.
}
speech-repeated = { $line }, { $count ->
    [2] twice
    [3] three times
   *[other] { $count } times
}.
speech-line = { $line }.
