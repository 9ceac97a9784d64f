room-hint-late = { $cause ->
    [roll] Se tiraron los dados antes de que la pista estuviera lista, así que no se da: era para la posición anterior a la tirada.
   *[other] La posición cambió antes de que la pista estuviera lista, así que no se da: era para la posición anterior.
}
speech-repeated = { $line }, { $count ->
    [2] dos veces
    [3] tres veces
   *[other] { $count } veces
}.
speech-line = { $line }.
