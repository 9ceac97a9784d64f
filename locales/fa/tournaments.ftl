# مسابقه‌ها: ثبت‌نام، جفت‌ها و نتیجه‌های هر دور، جدول مسابقه، جدول رده‌بندی و رتبه‌ها.

tournament-format = { $format ->
    [swiss] سیستم سوئیسی
    [round-robin] دوره‌ای
   *[knockout] حذفی
}

## ثبت‌نام و شروع
tournament-joined = { $name } به مسابقه پیوست: { $count } جا از { $places } جا پر شده است.
tournament-left-before-start = { $name } مسابقه را ترک کرد: { $count } جا از { $places } جا پر شده است.
tournament-you-left = شما مسابقه را ترک کردید.
tournament-join-refused = { $reason ->
    [full] مسابقه پر است.
    [started] مسابقه از قبل شروع شده است.
   *[already] شما از قبل در این مسابقه هستید.
}
tournament-start-refused = { $reason ->
    [organiser] فقط برگزارکننده می‌تواند مسابقه را شروع کند.
    [too-few] برای شروع مسابقه دست‌کم دو بازیکن لازم است.
   *[started] مسابقه از قبل شروع شده است.
}
tournament-started = { $name } شروع می‌شود: { $format }، بازیکنان: { $players }، دورها: { $rounds }.
tournament-not-started = مسابقه هنوز شروع نشده است: { $count } جا از { $places } جا پر شده است.

## هر دور
tournament-round-paired = جفت‌های دور { $round } از { $rounds } مشخص شد؛ تعداد بازی‌ها: { $matches }.
tournament-your-match = دور { $round } از { $rounds }: شما با { $opponent } یک مسابقهٔ { $length } امتیازی بازی می‌کنید. میز شما باز است: ظرف { $minutes } دقیقه بیایید، وگرنه مسابقه را با غیبت می‌بازید.
tournament-your-bye = دور { $round } از { $rounds }: شما در این دور استراحت دارید و یک برد برایتان حساب می‌شود.
tournament-result = دور { $round }، مسابقهٔ { $match }: { $how ->
    [resigned] { $winner } با نتیجهٔ { $winner_points } به { $loser_points } { $loser } را برد؛ { $loser } تسلیم شد.
    [forfeit] { $winner } با انصراف حریف برد، { $winner_points } به { $loser_points }: { $loser } مسابقه را ترک کرد.
    [no-show] { $winner } با غیبت حریف برد: { $loser } به‌موقع سر میز نیامد.
    [seeded] { $winner } به‌عنوان نفر با رده‌بندی بالاتر صعود می‌کند؛ { $loser } حذف شد. هیچ‌یک بازی نکردند.
   *[played] { $winner } با نتیجهٔ { $winner_points } به { $loser_points } { $loser } را برد.
}
tournament-both-lost = دور { $round }، مسابقهٔ { $match }: نه { $first } و نه { $second } به‌موقع سر میز نیامدند؛ هر دو مسابقه را می‌بازند.
tournament-you-are-out = شما از مسابقه حذف شدید، با باخت در دور { $round } از { $rounds }.
tournament-you-did-not-come = شما در دور { $round } به‌موقع سر میزتان نیامدید و آن مسابقه را با غیبت باختید.
tournament-withdrawn = { $name } مسابقه را ترک کرد.
tournament-round-goes-on = دور { $round } ادامه دارد؛ مسابقه‌های هنوز در جریان: { $playing }. { $last ->
    [yes] رتبه‌ها وقتی این‌ها تمام شوند معلوم می‌شود.
   *[no] جفت‌های دور بعد وقتی این‌ها تمام شوند مشخص می‌شود.
}
tournament-won = مسابقهٔ { $name } تمام شد: { $winner } قهرمان شد!
tournament-your-place = { $shared ->
    [yes] شما به‌طور مشترک در رتبهٔ { $place } از { $players } قرار گرفتید.
   *[no] شما در رتبهٔ { $place } از { $players } قرار گرفتید.
}

tournament-time-left = { $unit ->
    [seconds] { $count } ثانیه
   *[minutes] { $count } دقیقه
}
tournament-waiting-for = { $opponent } هنوز سر میز شما نیامده: { $left } برای آمدن دارد، وگرنه شما مسابقه را با غیبت حریف می‌برید.
tournament-opponent-waiting = { $opponent } سر میز دور { $round } شما نشسته و منتظر شماست: ظرف { $left } بیایید وگرنه مسابقه را با غیبت می‌بازید.

## جدول مسابقه، هر مسابقه یک خط
tournament-line-waiting = دور { $round } از { $rounds }، مسابقهٔ { $match }: { $first } در برابر { $second }، در انتظار بازیکنان، { $left } برای آمدن مانده
tournament-line-playing = دور { $round } از { $rounds }، مسابقهٔ { $match }: { $first } { $first_points }، { $second } { $second_points }، در جریان
tournament-line-won = دور { $round } از { $rounds }، مسابقهٔ { $match }: { $first } { $first_points }، { $second } { $second_points }، { $how ->
    [resigned] { $winner } با تسلیم حریف برد
    [forfeit] { $winner } با انصراف حریف برد
    [no-show] { $winner } با غیبت حریف برد
   *[played] { $winner } برد
}
tournament-line-both-lost = دور { $round } از { $rounds }، مسابقهٔ { $match }: { $first } در برابر { $second }، هر دو با غیبت باختند
tournament-line-bye = دور { $round } از { $rounds }، مسابقهٔ { $match }: { $name }، استراحت
tournament-line-later = دور { $round } از { $rounds }، مسابقهٔ { $match }: برندهٔ مسابقهٔ { $first_match } در برابر برندهٔ مسابقهٔ { $second_match } از دور { $previous }
tournament-line-unpaired = دور { $round } از { $rounds }: وقتی دور { $previous } تمام شود جفت‌ها مشخص می‌شود

## جدول رده‌بندی
tournament-standing = { $left ->
    [yes] { $place }. { $name }، مسابقه را ترک کرد: برد { $wins }، باخت { $losses }، امتیاز { $won } به { $lost }، بردهای حریفان { $buchholz }
   *[no] { $place }. { $name }: برد { $wins }، باخت { $losses }، امتیاز { $won } به { $lost }، بردهای حریفان { $buchholz }
}
tournament-standing-knockout = { $name }، رده‌بندی { $seed }: { $state ->
    [winner] قهرمان
    [out] حذف‌شده در دور { $round }
    [left] خارج‌شده در دور { $round }
   *[in] هنوز در مسابقه
}

## مسابقهٔ بعدی من، و چه کسانی هنوز در مسابقه‌اند
tournament-next-not-in = شما در این مسابقه بازی نمی‌کنید.
tournament-next-open = مسابقهٔ شما: دور { $round } از { $rounds }، در برابر { $opponent }، { $length } امتیازی؛ میز شما باز است: ظرف { $left } بیایید وگرنه مسابقه را با غیبت می‌بازید.
tournament-next-playing = مسابقهٔ شما: دور { $round } از { $rounds }، در برابر { $opponent }، { $length } امتیازی؛ شما { $mine }، { $opponent } { $theirs }.
tournament-next-bye = شما در دور { $round } از { $rounds } استراحت دارید.
tournament-next-waiting = مسابقهٔ دور { $round } شما تمام شد؛ مسابقه‌های هنوز در جریان: { $playing }. { $last ->
    [yes] رتبه‌ها وقتی این‌ها تمام شوند معلوم می‌شود.
   *[no] مسابقهٔ بعدی شما وقتی این‌ها تمام شوند مشخص می‌شود.
}
tournament-next-out = شما از مسابقه حذف شده‌اید.
tournament-next-over = مسابقه تمام شد: { $winner } قهرمان شد.
tournament-still-in = بازیکنان هنوز در مسابقه: { $count }.
tournament-player-line = { $name }، رده‌بندی { $seed }، برد { $wins }
