# سرسرا: ورود، منوها، میزها، پاسخ‌های رد. هر آنچه خود سرور می‌گوید.

language-name = فارسی

## ورود
login-welcome = خوش آمدید، { $name }.
login-bad-password = نام کاربری یا گذرواژه نادرست است.
login-unknown-user = حسابی با این نام وجود ندارد. اول ثبت‌نام کنید.
login-bad-name = نام کاربری از ۱ تا ۳۲ حرف، رقم، نقطه، خط تیره یا زیرخط تشکیل می‌شود.
register-name-taken = این نام کاربری قبلاً گرفته شده است.
register-done = حساب { $name } ساخته شد. اکنون می‌توانید وارد شوید.
login-taken-over = از جای دیگری وارد شدید، برای همین این اتصال بسته شد.
login-too-many-attempts = تلاش‌های ناموفق برای ورود زیاد بوده است. { $seconds } ثانیهٔ دیگر دوباره امتحان کنید.
login-busy = سرور مشغول است؛ کمی بعد دوباره امتحان کنید.
register-too-many = از نشانی شما حساب‌های جدید زیادی ساخته شده است. بعداً دوباره امتحان کنید.

## منوی اصلی و منوی بازی
lobby-who-is-online = چه کسانی آنلاین‌اند
lobby-online = { $count } نفر آنلاین: { $names }.
lobby-create-table = ساختن میز
lobby-list-tables = میزهای باز
lobby-back = بازگشت
lobby-no-tables = هنوز میزی نیست. یکی بسازید.
lobby-table-created = میز { $number } ساخته شد. میزبان شما هستید.
lobby-table-entry = میز { $number }، { $format }، میزبان { $host }، { $players } از { $seats } صندلی پر، { $state }
lobby-table-waiting = در انتظار شروع
lobby-table-playing = در حال بازی
lobby-table-finished = تمام‌شده
lobby-join-player = پیوستن به‌عنوان بازیکن
lobby-join-spectator = تماشا

## یک میز
room-seat-empty = صندلی { $number }: خالی
room-bot-name = ربات { $number }
room-seat-bot = صندلی { $number }: { $name }، ربات
room-seat-player = صندلی { $number }: { $name }
room-seat-away = صندلی { $number }: { $name }، قطع‌شده
room-seat-bot-playing = صندلی { $number }: { $name }، یک ربات به جایش بازی می‌کند
room-option = { $label }: { $value }
option-on = روشن
option-off = خاموش
number = { $value }
room-add-bot = افزودن ربات
room-remove-bot = برداشتن ربات
room-start = شروع بازی
room-leave = ترک میز
room-back-to-board = بازگشت به صفحهٔ بازی
room-watch-from = تماشا از صندلی { $number }، { $name }
room-joined = { $name } به میز پیوست.
room-spectator-joined = { $name } تماشا می‌کند.
room-watching = شما میز { $number }، میز { $host }، را تماشا می‌کنید. کلید Escape روی صفحهٔ بازی منوی کارها را باز می‌کند.
room-left = { $name } میز را ترک کرد.
room-player-away = اتصال { $name } قطع شد. صندلی‌اش مدتی برایش نگه داشته می‌شود.
room-bot-takes-over = { $name } برنگشته است. تا وقتی برگردد، یک ربات به جایش بازی می‌کند.
room-seat-reclaimed = { $name } برگشت و دوباره بازی می‌کند.
room-reconnected = به میزتان برگشتید. آنچه اخیراً گذشت:
room-seats-not-filled = پیش از شروع، هر صندلی باید یک بازیکن یا ربات داشته باشد.
room-not-started = بازی هنوز شروع نشده است.
room-table-error = در این میز مشکلی پیش آمد. چیزی تغییر نکرد.

## پاسخ‌های رد
refusal-frame-too-large = آن پیام بیش از حد بزرگ بود و نادیده گرفته شد.
refusal-not-json = آن پیام JSON معتبر نبود و نادیده گرفته شد.
refusal-not-msgpack = آن پیام msgpack معتبر نبود و نادیده گرفته شد.
refusal-not-an-object = آن پیام یک بسته نبود و نادیده گرفته شد.
refusal-unknown-type = این نوع بسته ناشناخته است و بسته نادیده گرفته شد.
refusal-missing-field = آن بسته یک فیلد کم داشت و نادیده گرفته شد.
refusal-extra-field = آن بسته فیلدی داشت که نباید می‌داشت و نادیده گرفته شد.
refusal-wrong-field-type = آن بسته فیلدی با نوع نادرست داشت و نادیده گرفته شد.
refusal-invalid-field-value = آن بسته مقداری خارج از محدوده داشت و نادیده گرفته شد.
refusal-bad-text = آن بسته نویسه‌هایی داشت که نمی‌شود نمایش داد (نویسهٔ کنترلی یا نویسهٔ خراب) و نادیده گرفته شد.
refusal-unsupported-type = این سرور آن درخواست را پشتیبانی نمی‌کند.
refusal-unsupported = این سرور آن درخواست را پشتیبانی نمی‌کند.
refusal-flood = خیلی سریع ارسال می‌کنید. برخی از درخواست‌هایتان نادیده گرفته شد.
refusal-flood-closed = درخواست‌ها بیش از حد زیاد بود. اتصال بسته شد.
refusal-server-full = سرور پر است. لطفاً چند دقیقه دیگر دوباره امتحان کنید.
refusal-address-full = اتصال‌های بیش از حد از نشانی شما. یکی را ببندید و دوباره امتحان کنید.
refusal-login-first = اول وارد شوید.
refusal-already-logged-in = شما از قبل وارد شده‌اید.
refusal-unknown-menu = آن منو دیگر باز نیست.
refusal-not-offered = این گزینه اکنون برای شما در دسترس نیست.
refusal-unknown-input = چیزی منتظر آن متن نبود.
refusal-chat-too-long = پیام گفت‌وگو حداکثر می‌تواند { $limit } نویسه داشته باشد.
refusal-host-only = فقط میزبان می‌تواند این را تغییر دهد، آن هم پیش از شروع.
refusal-bad-number = عددی از { $minimum } تا { $maximum } وارد کنید.
refusal-table-full = آن میز صندلی خالی ندارد.
refusal-table-gone = آن میز بسته شده است.
refusal-internal = مشکلی پیش آمد. چیزی تغییر نکرد.
server-stopping = سرور در حال توقف است. هر میز همان‌طور که هست نگه داشته می‌شود، همراه با صندلی‌ها؛ وقتی سرور برگردد دوباره وصل می‌شوید.
table-not-saved = سرور نتوانست آنچه همین حالا سر میز شما رخ داد را ذخیره کند، پس رخ نداد. میز از آخرین جایی که ذخیره شده بود ادامه می‌یابد.
table-moved = این میز به سرور دیگری منتقل شد. به منوی اصلی برگشتید.
table-moving = میز در حال انتقال به سرور دیگری است. دوباره فشار دهید.
table-busy = سرور لحظه‌ای مشغول است، پس کاری انجام نشد. دوباره فشار دهید.
room-bot-waiting-worker = { $name } منتظر یک فرایند آزاد ربات است. به محض پاسخ یکی از آن‌ها، بازی ادامه می‌یابد.
