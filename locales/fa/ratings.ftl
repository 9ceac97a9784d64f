# بازیکنان و رتبه‌بندی: جدول‌های رده‌بندی، نمایهٔ بازیکن و تغییر رتبهٔ خود بازیکن در پایان مسابقه.

ratings-players-and-ratings = بازیکنان و امتیازها
ratings-my-profile = نمایهٔ من
ratings-leaderboard = جدول رده‌بندی
ratings-bot-leaderboard = جدول رده‌بندی تمرین با ربات‌ها
ratings-nobody-rated = هنوز هیچ‌کس اینجا امتیاز ندارد.
ratings-board-entry = { $rank }. { $name }، امتیاز { $rating }، تجربه { $experience }، مسابقه‌های انجام‌شده: { $played }، بُرده: { $won }

## نمایهٔ بازیکن
ratings-profile-name = بازیکن { $name }
ratings-not-rated = هنوز هیچ مسابقهٔ امتیازی با بازیکن دیگری نیست.
ratings-profile-rating = امتیاز { $rating }، جایگاه { $rank } در جدول رده‌بندی
ratings-profile-experience = تجربه { $experience }
ratings-profile-played = مسابقه‌های امتیازی انجام‌شده: { $played }، بُرده: { $won }
ratings-no-bot-practice = هنوز هیچ مسابقه‌ای با ربات نیست.
ratings-profile-bot-practice = امتیاز تمرین با ربات‌ها { $rating }، مسابقه با ربات‌ها: { $played }، بُرده: { $won }
ratings-no-analysis = هنوز هیچ مسابقهٔ تحلیل‌شده‌ای نیست.
ratings-profile-error-rate = میانگین نرخ خطا { $rate }
ratings-recent-matches = مسابقه‌های امتیازی اخیر
ratings-recent-entry = { $result ->
    [won] برد
   *[lost] باخت
} برابر { $opponent }، { $pool ->
    [bots] امتیاز تمرین
   *[human] امتیاز
} از { $before } به { $after }

## در پایان مسابقه به هر بازیکن گفته می‌شود
ratings-your-change = { $pool ->
    [bots] امتیاز تمرین شما با ربات‌ها
   *[human] امتیاز شما
} { $direction ->
    [up] { $change } بالا رفت و به { $rating } رسید
    [down] { $change } پایین آمد و به { $rating } رسید
   *[same] در { $rating } ماند
}؛ تجربه { $experience }.
