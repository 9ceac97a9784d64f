# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = ‎--levels یک سطح ربات، یا دو سطح جداشده با ویرگول (اول صندلی ۱، سپس صندلی ۲) می‌پذیرد، از میان: { $levels }.
records-selfplay-bad-length = طول مسابقه باید از ۱ تا { $maximum } امتیاز و تعداد مسابقه‌ها ۰ یا بیشتر باشد.
records-selfplay-bad-games = تعداد بازی‌های یک نشست پولی (--money --games G) باید از ۱ تا { $maximum } باشد؛ --games فقط برای نشست‌های پولی است.
records-selfplay-done = { $count ->
    [one] یک مسابقه در { $path } بازی شد.
   *[other] { $count } مسابقه در { $path } بازی شد.
}
records-export-no-database = هیچ پروندهٔ پایگاه داده‌ای در { $path } نیست.
records-export-unknown-match = مسابقهٔ { $id } در { $path } وجود ندارد.
records-export-not-started = مسابقهٔ { $id } هرگز شروع نشد: چیزی برای خروجی گرفتن نیست.
records-export-failed = از مسابقهٔ { $id } نمی‌توان خروجی گرفت: گزارش آن را نمی‌توان دوباره اجرا کرد ({ $reason }).
