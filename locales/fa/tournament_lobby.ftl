# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = مسابقات
tournaments-create = اعلام یک مسابقه
tournaments-none = هنوز مسابقه‌ای نیست.
tournament-entry = { $name }: { $format }، { $taken } از { $places } جا پر شده, { $state ->
    [when-full] وقتی همه جاها پر شود شروع می‌شود
    [organiser] وقتی برگزارکننده شروعش کند آغاز می‌شود
    [at] { $minutes } دقیقه دیگر شروع می‌شود
    [running] دور { $round } از { $rounds } در جریان است
   *[finished] تمام شده، برنده: { $winner }
}{ $public ->
    [no] , فقط با دعوت
   *[yes] {""}
}
tournament-gone = این مسابقه دیگر وجود ندارد.
tournament-cancelled = مسابقه { $name } لغو شد: تا زمان شروع کمتر از دو بازیکن ثبت‌نام کرده بودند.
tournament-announced = { $organiser } مسابقه { $name } را اعلام می‌کند: { $format }، { $places } جا. برای شرکت: مسابقات در منوی اصلی.
tournament-default-name = مسابقه { $name }
tournament-name-prompt = نام مسابقه
tournament-field-name = نام: { $value }
tournament-field-format = شیوه: { $value }
tournament-field-places = تعداد جاها: { $value }
tournament-field-length = طول هر بازی: { $value } امتیاز
tournament-field-final = فینال: { $value ->
    [0] به اندازه دورهای دیگر
   *[other] { $value } امتیاز
}
tournament-field-start = شروع: { $start ->
    [when-full] وقتی همه جاها پر شود
    [organiser] وقتی برگزارکننده شروعش کند
   *[minutes] { $minutes } دقیقه دیگر
}
tournament-field-clock = ساعت نوبت: { $value }
tournament-field-bot-level = سطح ربات‌هایی که جاهای خالی را پر می‌کنند: { $value }
tournament-field-access = { $public ->
    [no] با دعوت
   *[yes] عمومی
}
tournament-field-no-show = مهلت آمدن سر میز: { $minutes } دقیقه
tournament-announce = اعلامش کن
tournament-join = شرکت کن
tournament-leave = ترک مسابقه
tournament-fill-bots = پر کردن جاهای خالی با ربات
tournament-start-now = همین حالا شروع کن
tournament-invite = دعوت از یک بازیکن
tournament-invite-sent = { $name } دعوت شد.
tournament-invited = { $organiser } شما را به مسابقه { $name } دعوت می‌کند: آن را در بخش مسابقات منوی اصلی پیدا می‌کنید.
tournament-not-invited = این مسابقه فقط با دعوت است.
tournament-my-next-match = بازی بعدی من
tournament-bracket = جدول حذفی
tournament-standings = جدول رده‌بندی
tournament-who-is-still-in = چه کسانی هنوز در مسابقه‌اند
tournament-watch = تماشای یک بازی
tournament-no-running = اکنون هیچ بازی‌ای از این مسابقه در جریان نیست.
tournament-watch-line = دور { $round }، بازی { $match }: { $first } در برابر { $second }
tournament-go-to-table = برای نشستن سر میز، Alt+G را بزنید یا در منوی اصلی «رفتن به میز مسابقه‌ام» را انتخاب کنید.
tournament-go-item = رفتن به میز مسابقه‌ام
tournament-no-call = هیچ میز مسابقه‌ای منتظر شما نیست.
tournament-profile-entry = مسابقه { $name }: رتبه { $place } از { $players }
tournament-profile-none = هنوز مسابقه تمام‌شده‌ای نیست.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = دنبال کردن این مسابقات
tournament-unfollow = دنبال نکردن این مسابقات
tournament-following = شما مسابقات { $name } را دنبال می‌کنید: جفت‌ها و نتایج آن را خواهید شنید.
tournament-not-following = دیگر مسابقات { $name } را دنبال نمی‌کنید.
tournament-more-lines = و { $count } مورد دیگر: فهرست کامل در منوی مسابقات است.
room-rematch-tournament = بازی‌های یک مسابقه بازی برگشت ندارند: مسابقه بازی بعدی شما را تعیین می‌کند.
