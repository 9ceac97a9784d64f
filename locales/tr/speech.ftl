room-hint-late = { $cause ->
    [roll] İpucu hazır olmadan zarlar atıldı, bu yüzden verilmiyor: atıştan önceki pozisyon içindi.
   *[other] İpucu hazır olmadan pozisyon değişti, bu yüzden verilmiyor: önceki pozisyon içindi.
}
speech-repeated = { $line }, { $count ->
    [2] iki kez
    [3] üç kez
   *[other] { $count } kez
}.
speech-line = { $line }.
