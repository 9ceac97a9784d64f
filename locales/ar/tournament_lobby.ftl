# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = البطولات
tournaments-create = الإعلان عن بطولة
tournaments-none = لا توجد بطولات بعد.
tournament-entry = { $name }: { $format }، الأماكن المشغولة { $taken } من { $places }, { $state ->
    [when-full] تبدأ عند اكتمال الأماكن
    [organiser] تبدأ عندما يبدؤها المنظم
    [at] تبدأ بعد { $minutes } دقيقة
    [running] الجولة { $round } من { $rounds } جارية
   *[finished] انتهت، والفائز { $winner }
}{ $public ->
    [no] , بالدعوة فقط
   *[yes] {""}
}
tournament-gone = لم تعد هذه البطولة موجودة.
tournament-cancelled = أُلغيت البطولة { $name }: انضم أقل من لاعبَين حتى موعد بدئها.
tournament-announced = يعلن { $organiser } عن البطولة { $name }: { $format }، عدد الأماكن { $places }. للانضمام: البطولات في القائمة الرئيسية.
tournament-default-name = بطولة { $name }
tournament-name-prompt = اسم البطولة
tournament-field-name = الاسم: { $value }
tournament-field-format = النظام: { $value }
tournament-field-places = الأماكن: { $value }
tournament-field-length = طول المباراة بالنقاط: { $value }
tournament-field-final = النهائي: { $value ->
    [0] بطول الجولات الأخرى
   *[other] النقاط: { $value }
}
tournament-field-start = البدء: { $start ->
    [when-full] عند امتلاء كل الأماكن
    [organiser] عندما يبدؤها المنظم
   *[minutes] بعد { $minutes } دقيقة
}
tournament-field-clock = ساعة الدور: { $value }
tournament-field-bot-level = مستوى الروبوتات في الأماكن الشاغرة: { $value }
tournament-field-access = { $public ->
    [no] بالدعوة
   *[yes] عامة
}
tournament-field-no-show = مهلة الحضور إلى الطاولة بالدقائق: { $minutes }
tournament-announce = أعلن عنها
tournament-join = انضم
tournament-leave = غادر البطولة
tournament-fill-bots = املأ الأماكن الشاغرة بروبوتات
tournament-start-now = ابدأ الآن
tournament-invite = ادعُ لاعبًا
tournament-invite-sent = تمت دعوة { $name }.
tournament-invited = يدعوك { $organiser } إلى البطولة { $name }: تجدها في البطولات في القائمة الرئيسية.
tournament-not-invited = هذه البطولة بالدعوة فقط.
tournament-my-next-match = مباراتي التالية
tournament-bracket = جدول الأدوار
tournament-standings = الترتيب
tournament-who-is-still-in = من بقي في البطولة
tournament-watch = شاهد مباراة
tournament-no-running = لا تُلعب الآن أي مباراة من هذه البطولة.
tournament-watch-line = الجولة { $round }، المباراة { $match }: { $first } ضد { $second }
tournament-go-to-table = اضغط Alt+G، أو اختر اذهب إلى طاولتي في البطولة من القائمة الرئيسية، لتجلس إليها.
tournament-go-item = اذهب إلى طاولتي في البطولة
tournament-no-call = لا توجد طاولة بطولة تنتظرك.
tournament-profile-entry = البطولة { $name }: المركز { $place } من { $players }
tournament-profile-none = لا توجد بطولات منتهية بعد.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = تابع هذه البطولة
tournament-unfollow = أوقف متابعة هذه البطولة
tournament-following = أنت تتابع البطولة { $name }: ستسمع مواجهاتها ونتائجها.
tournament-not-following = لم تعد تتابع البطولة { $name }.
tournament-more-lines = و{ $count } أخرى: القائمة الكاملة في قائمة البطولة.
room-rematch-tournament = مباراة البطولة ليس لها إعادة: البطولة تحدد مباراتك التالية.
