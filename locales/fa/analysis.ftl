# تحلیل یک مسابقه با GNU Backgammon: فرمان analyse و خلاصهٔ هر بازیکن.

analysis-cli-bad-plies = ‎--ply فقط ۰، ۱ یا ۲ می‌پذیرد.
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
analysis-summary = { $name }: نرخ خطا { $rate } ({ $rating })؛ { $doubtful } حرکت مشکوک، { $errors } خطا، { $blunders } خطای فاحش؛ { $cube } خطای مکعب دوبرابرکننده؛ { $luck ->
    [none] شانس اندازه‌گیری نشد (بدون تاس)
   *[other] شانس { $luck } در هر حرکت
}.

analysis-ready = بررسی مسابقهٔ شما توسط GNU Backgammon: نرخ خطا { $rate } ({ $rating })؛ { $blunders } خطای فاحش، { $errors } خطا، { $doubtful } حرکت مشکوک؛ { $cube } خطای مکعب دوبرابرکننده؛ { $luck ->
    [none] شانس اندازه‌گیری نشد (بدون تاس)
   *[other] شانس { $luck } در هر حرکت
}. { $count ->
    [0] خطایی برای بررسی ندارید.
    [1] بزرگ‌ترین خطای شما در «مسابقه‌های گذشته» است.
   *[other] { $count } خطای بزرگ شما در «مسابقه‌های گذشته» است.
}
analysis-review-opened = بزرگ‌ترین خطاهای شما. نرخ خطا { $rate } ({ $rating })؛ { $blunders } خطای فاحش، { $errors } خطا، { $doubtful } حرکت مشکوک؛ { $cube } خطای مکعب دوبرابرکننده. اینتر روی یک خطا بازپخش را در همان تصمیم باز می‌کند و وضعیت آن را شرح می‌دهد.
analysis-menu-errors = { $count ->
    [0] خطاهای شما: خطایی پیدا نشد
    [1] بزرگ‌ترین خطای شما
   *[other] { $count } خطای بزرگ شما
}
analysis-menu-analyse = این مسابقه را تحلیل کن
analysis-request-started = تحلیل آغاز شد؛ وقتی آماده شود خواهید شنید.
analysis-request-pending = این مسابقه در حال تحلیل است؛ وقتی آماده شود خواهید شنید.
analysis-request-busy = شما هم‌اکنون تحلیل‌هایی در انتظار دارید؛ پس از آماده شدنشان دوباره درخواست کنید.
analysis-request-done = این مسابقه پیش‌تر تحلیل شده است.
analysis-request-unavailable = تحلیل در این سرور در دسترس نیست.
analysis-menu-cancel = لغو تحلیل این مسابقه
analysis-cancelled = تحلیل این مسابقه لغو شد؛ می‌توانید دوباره آن را درخواست کنید.
analysis-not-pending = این مسابقه اکنون در حال تحلیل نیست.
analysis-no-errors = GNU Backgammon در این مسابقه هیچ خطایی از شما نیافت.
analysis-cube-action = { $action ->
    [double] دوبرابر کردن
    [no-double] دوبرابر نکردن
    [take] پذیرفتن
   *[pass] نپذیرفتن
}
analysis-error-entry = { $index } از { $count }: بازی { $game }، { $kind ->
    [move] تاس‌ها { $dice }
    [cube] تصمیم مکعب
   *[take] پاسخ به دوبرابر
}: شما { $played } بازی کردید؛ بهترین { $best }؛ ارزش از دست رفته { $loss }.
analysis-error-position = مهره‌های شما: { $mine }؛ روی بار { $bar }، خارج‌شده { $off }. مهره‌های حریف با شماره‌گذاری شما: { $theirs }؛ روی بار { $opponent_bar }، خارج‌شده { $opponent_off }. پیپ: شما { $pips }، حریف { $opponent_pips }. امتیاز { $score } به { $opponent_score }، مکعب { $cube }.
analysis-failed = تحلیل این مسابقه انجام نشد؛ می‌توانید دوباره درخواستش کنید.
