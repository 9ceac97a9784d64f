room-hint-late = { $cause ->
    [roll] Die Würfel wurden geworfen, bevor der Tipp fertig war; er entfällt, denn er galt der Stellung vor dem Wurf.
   *[other] Die Stellung hat sich geändert, bevor der Tipp fertig war; er entfällt, denn er galt der Stellung davor.
}
speech-repeated = { $line }, { $count ->
    [2] zweimal
    [3] dreimal
   *[other] { $count }-mal
}.
speech-line = { $line }.
