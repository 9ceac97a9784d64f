# الردهة: تسجيل الدخول، القوائم، الطاولات، الرفض. كل ما يقوله الخادم نفسه.

language-name = العربية

## تسجيل الدخول
login-welcome = مرحبًا، { $name }.
login-bad-password = اسم المستخدم أو كلمة المرور غير صحيحة.
login-unknown-user = لا يوجد حساب بهذا الاسم. يجب التسجيل أولًا.
login-bad-name = يتكون اسم المستخدم من ١ إلى ٣٢ من الحروف أو الأرقام أو النقاط أو الشرطات أو الشرطات السفلية.
register-name-taken = اسم المستخدم هذا مأخوذ.
register-done = أُنشئ الحساب { $name }. يمكنك تسجيل الدخول الآن.
login-taken-over = سجّلت الدخول من مكان آخر، لذا أُغلق هذا الاتصال.
login-too-many-attempts = محاولات دخول فاشلة كثيرة. يمكنك المحاولة مجددًا بعد { $seconds ->
    [zero] { $seconds } ثانية
    [one] ثانية
    [two] ثانيتين
    [few] { $seconds } ثوانٍ
    [many] { $seconds } ثانية
   *[other] { $seconds } ثانية
}.
login-busy = الخادم مشغول؛ يمكنك المحاولة مجددًا بعد قليل.
register-too-many = أُنشئت حسابات جديدة كثيرة من عنوانك. يمكنك المحاولة لاحقًا.

## القائمة الرئيسية وقائمة اللعبة
lobby-who-is-online = المتصلون الآن
lobby-online = { $count ->
    [zero] لا أحد متصل الآن.
    [one] شخص واحد متصل: { $names }.
    [two] شخصان متصلان: { $names }.
    [few] { $count } أشخاص متصلون: { $names }.
    [many] { $count } شخصًا متصلًا: { $names }.
   *[other] { $count } شخص متصل: { $names }.
}
lobby-create-table = إنشاء طاولة
lobby-list-tables = الطاولات المفتوحة
lobby-back = رجوع
lobby-no-tables = لا توجد طاولات بعد. يمكنك إنشاء واحدة.
lobby-table-created = أُنشئت الطاولة { $number } باستضافتك.
lobby-table-entry = الطاولة { $number }، { $format }، الاستضافة: { $host }، المقاعد المشغولة { $players } من { $seats }، { $state }
lobby-table-waiting = بانتظار البدء
lobby-table-playing = اللعب جارٍ
lobby-table-finished = انتهت
lobby-join-player = الانضمام إلى اللعب
lobby-join-spectator = المشاهدة

## طاولة
room-seat-empty = المقعد { $number }: فارغ
room-bot-name = بوت { $number }
room-seat-bot = المقعد { $number }: { $name }، بوت
room-seat-player = المقعد { $number }: { $name }
room-seat-away = المقعد { $number }: { $name }، انقطع الاتصال
room-seat-bot-playing = المقعد { $number }: بوت يلعب مكان { $name }
room-option = { $label }: { $value }
option-on = مفعّل
option-off = معطّل
number = { $value }
room-add-bot = إضافة بوت
room-remove-bot = إزالة بوت
room-start = بدء اللعبة
room-leave = مغادرة الطاولة
room-back-to-board = العودة إلى اللوحة
room-watch-from = المشاهدة من المقعد { $number }، { $name }
room-joined = { $name } على الطاولة الآن.
room-spectator-joined = { $name } بين المتفرجين الآن.
room-watching = أنت في وضع المشاهدة على الطاولة { $number }، طاولة { $host }. مفتاح Escape على اللوحة يفتح قائمة الإجراءات.
room-left = { $name }: مغادرة الطاولة.
room-player-away = انقطع اتصال { $name }. سيبقى المقعد محجوزًا بعض الوقت.
room-bot-takes-over = انتهت مهلة انتظار { $name }. سيلعب بوت في هذا المقعد إلى حين العودة.
room-seat-reclaimed = عودة { $name } إلى اللعب.
room-reconnected = عدت إلى طاولتك. هذا ما جرى مؤخرًا:
room-seats-not-filled = يحتاج كل مقعد إلى لاعب أو بوت قبل البدء.
room-not-started = لم تبدأ اللعبة بعد.
room-table-error = حدث خطأ على هذه الطاولة. لم يتغير شيء.

## الرفض
refusal-frame-too-large = كانت تلك الرسالة كبيرة جدًا فتم تجاهلها.
refusal-not-json = لم تكن تلك الرسالة بتنسيق JSON صالح فتم تجاهلها.
refusal-not-msgpack = لم تكن تلك الرسالة بتنسيق msgpack صالح فتم تجاهلها.
refusal-not-an-object = لم تكن تلك الرسالة حزمة فتم تجاهلها.
refusal-unknown-type = نوع الحزمة هذا غير معروف فتم تجاهلها.
refusal-missing-field = ينقص تلك الحزمةَ حقلٌ فتم تجاهلها.
refusal-extra-field = في تلك الحزمة حقل لا ينبغي أن يكون فيها فتم تجاهلها.
refusal-wrong-field-type = في تلك الحزمة حقل من نوع خاطئ فتم تجاهلها.
refusal-invalid-field-value = في تلك الحزمة قيمة خارج النطاق فتم تجاهلها.
refusal-bad-text = في تلك الحزمة محارف لا يمكن عرضها (محرف تحكم أو محرف تالف) فتم تجاهلها.
refusal-unsupported-type = لا يدعم هذا الخادم ذلك الطلب.
refusal-unsupported = لا يدعم هذا الخادم ذلك الطلب.
refusal-flood = الإرسال سريع جدًا. تم تجاهل بعض طلباتك.
refusal-flood-closed = طلبات كثيرة جدًا. أُغلق الاتصال.
refusal-server-full = الخادم ممتلئ. يُرجى المحاولة مرة أخرى بعد بضع دقائق.
refusal-address-full = اتصالات كثيرة جدًا من عنوانك. أغلق أحدها وحاول مرة أخرى.
refusal-login-first = يجب تسجيل الدخول أولًا.
refusal-already-logged-in = سجّلت الدخول بالفعل.
refusal-unknown-menu = لم تعد تلك القائمة مفتوحة.
refusal-not-offered = هذا غير متاح لك الآن.
refusal-unknown-input = لم يكن هناك ما ينتظر ذلك النص.
refusal-chat-too-long = يمكن أن تحتوي رسالة الدردشة على { $limit ->
    [zero] { $limit } حرف
    [one] حرف واحد
    [two] حرفين
    [few] { $limit } أحرف
    [many] { $limit } حرفًا
   *[other] { $limit } حرف
} على الأكثر.
refusal-host-only = لا يملك تغيير ذلك إلا مضيف الطاولة، وقبل البدء.
refusal-bad-number = يجب إدخال عدد من { $minimum } إلى { $maximum }.
refusal-table-full = لا يوجد مقعد شاغر على تلك الطاولة.
refusal-table-gone = تلك الطاولة مغلقة.
refusal-internal = حدث خطأ ما. لم يتغير شيء.
server-stopping = الخادم يتوقف الآن. كل طاولة محفوظة كما هي، ومعها المقاعد؛ وسيُعاد اتصالك حين يعود الخادم.
table-not-saved = تعذّر على الخادم حفظ ما حدث للتو على طاولتك، لذلك لم يحدث. تستمر الطاولة من آخر موضع حُفظ.
table-moved = انتقلت هذه الطاولة إلى خادم آخر. عدت إلى القائمة الرئيسية.
table-moving = الطاولة تنتقل إلى خادم آخر. اضغط مرة أخرى.
table-busy = الخادم مشغول للحظة، فلم يحدث شيء. اضغط مرة أخرى.
room-bot-waiting-worker = { $name } ينتظر عملية روبوت متاحة. ستستمر المباراة بمجرد أن تستجيب إحداها.
