room-hint-late = { $cause ->
    [roll] Kostki zostały rzucone, zanim podpowiedź była gotowa, więc jej nie ma: dotyczyła pozycji sprzed rzutu.
   *[other] Pozycja zmieniła się, zanim podpowiedź była gotowa, więc jej nie ma: dotyczyła wcześniejszej pozycji.
}
speech-repeated = { $line }, { $count ->
    [2] dwa razy
    [3] trzy razy
   *[other] { $count } razy
}.
speech-line = { $line }.
