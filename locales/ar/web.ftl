# كلمات عميل الويب نفسه: عناوين الصفحة، نموذج الدخول، حالات الاتصال.
# يرسل الخادم كل رسائل هذا الملف إلى الصفحة بتنسيق JSON (GET /i18n/<lang>.json).
# تبقى المتغيرات علامات تملؤها الصفحة ({ $user } تصل بالشكل "{user}")، لذا لا تستعمل هذه الرسائل إلا
# متغيرات بسيطة، ولا تختار أبدًا بحسب قيمة متغير.

web-app-title = طاولة الزهر من PlayPalace

## تسجيل الدخول
web-login-heading = تسجيل الدخول
web-username = اسم المستخدم
web-password = كلمة المرور
web-language = اللغة
web-log-in = دخول
web-create-account = إنشاء حساب
web-username-required = يجب إدخال اسم مستخدم.

## حالات الاتصال
web-connecting = جارٍ الاتصال…
web-connected = تم الاتصال باسم { $user }.
web-not-connected = لا يوجد اتصال.
web-connection-lost = انقطع الاتصال. جارٍ إعادة الاتصال…
web-reconnecting-in = جارٍ إعادة الاتصال (المحاولة التالية بعد { $seconds } ث)…
web-reconnected = أُعيد الاتصال.
web-reconnect-failed = تعذّرت إعادة الاتصال. يُرجى تسجيل الدخول مجددًا.
web-cannot-connect = تعذّر الوصول إلى الخادم.
web-login-refused = أغلق الخادم الاتصال.
web-logged-out = تم تسجيل الخروج.

## منطقة اللعب
web-game-heading = اللعبة
web-board-label = اللوحة
web-menu-label = القائمة
web-waiting = بانتظار الخادم…
web-ok = موافق
web-cancel = إلغاء
web-board-summary = ملخص اللوحة
web-bar = الحاجز
web-borne-off = المُخرَجة
web-dice = النرد المتبقي
web-cube = المكعب
# ألوان ملخص اللوحة: لون الأحجار الذي يسمّيه الخادم، وعدد أحجار لون واحد.
web-colour-red = الحمراء
web-colour-white = البيضاء
web-colour-count = { $colour }: { $count }

## السجل والدردشة
web-history-heading = السجل
web-chat-heading = الدردشة
web-chat-log = رسائل الدردشة
web-chat-message = الرسالة
web-send = إرسال
web-chat-from = { $sender }: { $message }

## الإعدادات
web-settings = الإعدادات
web-who-is-online = المتصلون الآن
web-theme-dark = السمة الداكنة
web-log-out = تسجيل الخروج

## The board's actions (buttons under the board)
web-board-actions = الإجراءات تحت اللوحة
