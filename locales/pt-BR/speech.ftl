room-hint-late = { $cause ->
    [roll] Os dados foram lançados antes de a dica ficar pronta, então ela não é dada: era para a posição antes do lance.
   *[other] A posição mudou antes de a dica ficar pronta, então ela não é dada: era para a posição anterior.
}
speech-repeated = { $line }, { $count ->
    [2] duas vezes
    [3] três vezes
   *[other] { $count } vezes
}.
speech-line = { $line }.
