room-hint-late = { $cause ->
    [roll] I dadi sono stati tirati prima che il suggerimento fosse pronto, quindi non viene dato: riguardava la posizione prima del tiro.
   *[other] La posizione è cambiata prima che il suggerimento fosse pronto, quindi non viene dato: riguardava la posizione precedente.
}
speech-repeated = { $line }, { $count ->
    [2] due volte
    [3] tre volte
   *[other] { $count } volte
}.
speech-line = { $line }.
