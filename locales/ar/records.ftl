# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = يقبل ‎--levels مستوى روبوت واحدًا، أو مستويين تفصل بينهما فاصلة (المقعد ١ ثم المقعد ٢)، من بين: { $levels }.
records-selfplay-bad-length = يجب أن يكون طول المباراة من ١ إلى { $maximum } نقطة، وعدد المباريات ٠ أو أكثر.
records-selfplay-bad-games = يجب أن يكون عدد ألعاب جلسة اللعب على المال (‎--money --games G) من ١ إلى { $maximum }؛ والخيار ‎--games لجلسات اللعب على المال فقط.
records-selfplay-done = { $count ->
    [one] لُعبت مباراة واحدة في { $path }.
   *[other] عدد المباريات التي لُعبت في { $path }: { $count }.
}
records-export-no-database = لا يوجد ملف قاعدة بيانات في { $path }.
records-export-unknown-match = لا توجد مباراة { $id } في { $path }.
records-export-not-started = لم تبدأ المباراة { $id } قط: لا يوجد ما يُصدَّر.
records-export-failed = لا يمكن تصدير المباراة { $id }: تتعذر إعادة تشغيل سجلها ({ $reason }).
