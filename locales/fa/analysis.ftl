# تحلیل یک مسابقه با GNU Backgammon: فرمان analyse و خلاصهٔ هر بازیکن.

analysis-cli-bad-plies = ‎--ply فقط 0، 1 یا 2 می‌پذیرد.
analysis-cli-no-database = در { $path } هیچ پروندهٔ پایگاه داده‌ای نیست.
analysis-cli-unknown-match = در { $path } مسابقهٔ { $id } وجود ندارد.
analysis-cli-failed = مسابقهٔ { $id } را نمی‌توان تحلیل کرد: گزارش آن بازپخش نمی‌شود ({ $reason }).
analysis-rating = { $rating ->
    [awful] افتضاح
    [beginner] مبتدی
    [casual] بازیکن تفننی
    [intermediate] متوسط
    [advanced] پیشرفته
    [expert] کارشناس
    [world-class] در سطح جهانی
   *[supernatural] فراطبیعی
}
analysis-summary = { $name }: نرخ خطا { $rate } ({ $rating })؛ { $doubtful } حرکت مشکوک، { $errors } خطا، { $blunders } خطای فاحش؛ { $cube } خطای مکعب دوبرابرکننده؛ شانس { $luck } در هر حرکت.
