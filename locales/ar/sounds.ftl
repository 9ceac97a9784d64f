# الأصوات، تسجيل الدخول، بعد المباراة (مباراة أخرى). الرسائل التي تبدأ بـ web- كلمات الصفحة نفسها (تُرسل مع web.ftl): متغيرات بسيطة فقط.

## Logging in
login-password-required = اكتب كلمة مرور. يُسجَّل الاسم الجديد بكلمة المرور التي تعطيها له.
login-password-too-long = كلمة المرور هذه طويلة جدًا: لا تتجاوز كلمة المرور ٢٥٦ حرفًا.

## After the match
room-match-over-choices = انتهت المباراة. «مباراة أخرى» و«مغادرة الطاولة» تأتيان بعد نقاط اللوح.
room-rematch = مباراة أخرى
room-rematch-accept = مباراة أخرى: طلبها { $name }
room-rematch-asked-by-you = مباراة أخرى: طُلبت، في انتظار اللاعب الآخر
room-rematch-asked = يطلب { $name } مباراة أخرى. اختر «مباراة أخرى» للعب من جديد بالمقاعد والخيارات نفسها.
room-rematch-waiting = طلبتَ مباراة أخرى. في انتظار { $name }.
room-rematch-starting = مباراة أخرى: تبدأ مباراة جديدة بالمقاعد والخيارات نفسها.
room-rematch-player-gone = غادر { $name } الطاولة، فلا يمكن لعب مباراة أخرى.
room-rematch-not-now = يمكن طلب مباراة أخرى بعد انتهاء المباراة.
room-rematch-players-only = اللاعبون وحدهم يمكنهم طلب مباراة أخرى.

## The web page: sounds and the remembered login
web-sound-mute = كتم الأصوات
web-sound-volume = مستوى الصوت
web-password-required = اكتب كلمة مرور.
web-session-resuming = جارٍ تسجيل الدخول باسم { $user }…
web-session-ended = انتهى تسجيل دخولك المحفوظ. سجّل الدخول مرة أخرى من فضلك.
