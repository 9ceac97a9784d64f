## ساعت نوبت: گزینهٔ میزبان، کلیدهای Shift+T (زمان باقی‌مانده) و Shift+M (زمان بیشتر)، هشدارها، باخت به‌خاطر تمام شدن زمان

clock-option = ساعت نوبت
clock-setting-off = خاموش
clock-setting-fast = سریع: { $delay } ثانیه برای هر حرکت، { $reserve } دقیقه ذخیره برای هر دست
clock-setting-standard = معمولی: { $delay } ثانیه برای هر حرکت، { $reserve } دقیقه ذخیره برای هر دست
clock-setting-relaxed = آسوده: { $delay } ثانیه برای هر حرکت، { $reserve } دقیقه ذخیره برای هر دست
clock-setting-generous = سخاوتمندانه: { $delay } دقیقه برای هر حرکت، { $reserve } دقیقه ذخیره برای هر دست

clock-action-time-left = زمان باقی‌مانده روی ساعت‌ها
clock-action-more-time = درخواست زمان بیشتر
bg-action-time-out = باخت به‌خاطر تمام شدن زمان

clock-warning = { $seconds } ثانیه روی ساعت شما مانده است. { $more ->
    [0] دیگر نمی‌توانید زمان بیشتری بخواهید.
   *[other] برای زمان بیشتر Shift+M را بزنید.
}
clock-time-left = { $actor ->
    [you] ساعت شما
   *[other] ساعت { $name }
}: { $minutes ->
    [0] {""}
   *[other] { $minutes } دقیقه و{" "}
}{ $seconds } ثانیه{ $state ->
    [running] ، در حال کار
    [paused] ، متوقف در زمان غیبت
    [untimed] ، بدون زمان‌سنج: ربات بازی می‌کند
   *[waiting] {""}
}؛ { $more ->
    [0] درخواستی برای زمان بیشتر نمانده است.
   *[other] { $more } درخواست زمان بیشتر مانده است.
}
clock-more-time-given = زمان بیشتر: ساعت شما اکنون { $minutes ->
    [0] {""}
   *[other] { $minutes } دقیقه و{" "}
}{ $seconds } ثانیه دارد. { $more ->
    [0] این آخرین درخواست شما بود.
   *[other] { $more } درخواست دیگر مانده است.
}
clock-more-time-taken = { $name } برای ساعت زمان بیشتری می‌خواهد.
clock-no-more-time = دیگر درخواستی برای زمان بیشتر ندارید.
clock-more-time-players-only = فقط بازیکن می‌تواند در طول مسابقه زمان بیشتری بخواهد.
clock-none = این میز ساعت نوبت ندارد.
clock-match-timed = این مسابقه با ساعت نوبت بازی می‌شود: Shift+T زمان باقی‌مانده را می‌گوید و Shift+M زمان بیشتر می‌خواهد.
clock-absent-clock-runs = { $name } برنگشت. وقتی نوبتش باشد ساعتش کار می‌کند.
clock-timed-out = { $actor ->
    [you] زمان شما تمام شد و مسابقه را باختید.
   *[other] زمان { $name } تمام شد و مسابقه را باخت.
}
clock-untimed = { $turn ->
    [yes] نوبت { $name } است، بدون ساعت: ربات‌ها بدون محدودیت زمانی بازی می‌کنند.
   *[no] { $name }: بدون ساعت، ربات‌ها بدون محدودیت زمانی بازی می‌کنند.
}
