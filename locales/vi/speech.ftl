room-hint-late = { $cause ->
    [roll] Xúc xắc đã được gieo trước khi gợi ý sẵn sàng, nên gợi ý không được đưa ra: nó dành cho thế cờ trước lần gieo.
   *[other] Thế cờ đã thay đổi trước khi gợi ý sẵn sàng, nên gợi ý không được đưa ra: nó dành cho thế cờ trước đó.
}
speech-repeated = { $line }, { $count ->
    [2] hai lần
    [3] ba lần
   *[other] { $count } lần
}.
speech-line = { $line }.
