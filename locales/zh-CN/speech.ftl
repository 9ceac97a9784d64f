room-hint-late = { $cause ->
    [roll] 提示准备好之前骰子已经掷出，因此不再给出：它针对的是掷骰前的局面。
   *[other] 提示准备好之前局面已经改变，因此不再给出：它针对的是之前的局面。
}
speech-repeated = { $line }，{ $count ->
    [2] 两次
    [3] 三次
   *[other] { $count } 次
}。
speech-line = { $line }。
