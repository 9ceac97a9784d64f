# واژه‌های خود کلاینت وب: سرفصل‌های صفحه، فرم ورود، وضعیت‌های اتصال.
# سرور همهٔ پیام‌های این پرونده را به‌صورت JSON به صفحه می‌فرستد (GET /i18n/<lang>.json).
# متغیرها نشانه‌هایی می‌مانند که صفحه پرشان می‌کند ({ $user } به شکل "{user}" می‌رسد)، پس این پیام‌ها فقط
# متغیرهای ساده دارند و هرگز بر اساس مقدار متغیر انتخاب نمی‌کنند.

web-app-title = تخته‌نرد PlayPalace

## ورود
web-login-heading = ورود
web-username = نام کاربری
web-password = گذرواژه
web-language = زبان
web-log-in = ورود
web-create-account = ساختن حساب
web-username-required = یک نام کاربری وارد کنید.

## وضعیت‌های اتصال
web-connecting = در حال اتصال…
web-connected = با نام { $user } متصل شدید.
web-not-connected = متصل نیست.
web-connection-lost = اتصال قطع شد. در حال اتصال دوباره…
web-reconnecting-in = در حال اتصال دوباره (تلاش بعدی تا { $seconds } ثانیهٔ دیگر)…
web-reconnected = دوباره متصل شد.
web-reconnect-failed = اتصال دوباره ممکن نشد. لطفاً دوباره وارد شوید.
web-cannot-connect = دسترسی به سرور ممکن نیست.
web-login-refused = سرور اتصال را بست.
web-logged-out = از حساب خارج شدید.

## بخش بازی
web-game-heading = بازی
web-board-label = صفحهٔ بازی
web-menu-label = منو
web-waiting = در انتظار سرور…
web-ok = تأیید
web-cancel = لغو
web-board-summary = خلاصهٔ صفحه
web-bar = بار
web-borne-off = جمع‌شده
web-dice = تاس‌های باقی‌مانده
web-cube = مکعب
# رنگ‌های خلاصهٔ صفحه: رنگ مهره‌هایی که سرور نام می‌برد، و شمار مهره‌های یک رنگ.
web-colour-red = قرمز
web-colour-white = سفید
web-colour-count = { $colour }: { $count }

## تاریخچه و گفت‌وگو
web-history-heading = تاریخچه
web-chat-heading = گفت‌وگو
web-chat-log = پیام‌های گفت‌وگو
web-chat-message = پیام
web-send = ارسال
web-chat-from = { $sender }: { $message }

## تنظیمات
web-settings = تنظیمات
web-who-is-online = چه کسانی آنلاین‌اند
web-theme-dark = پوستهٔ تیره
web-log-out = خروج

## The board's actions (buttons under the board)
web-board-actions = کارهای زیر صفحهٔ بازی
