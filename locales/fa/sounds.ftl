# صداها، ورود، پس از مسابقه (بازی دوباره). پیام‌هایی که با web- آغاز می‌شوند واژه‌های خود صفحه‌اند (همراه web.ftl فرستاده می‌شوند): فقط متغیرهای ساده.

## Logging in
login-password-required = یک گذرواژه بنویسید. نام تازه با گذرواژه‌ای که به آن می‌دهید ثبت می‌شود.
login-password-too-long = این گذرواژه خیلی بلند است: گذرواژه حداکثر ۲۵۶ نویسه دارد.

## After the match
room-match-over-choices = مسابقه تمام شد. «بازی دوباره» و «ترک میز» پس از خانه‌های صفحه می‌آیند.
room-rematch = بازی دوباره
room-rematch-accept = بازی دوباره: { $name } درخواست کرده است
room-rematch-asked-by-you = بازی دوباره: درخواست شد، در انتظار بازیکن دیگر
room-rematch-asked = { $name } بازی دوباره می‌خواهد. برای بازی دوباره با همان جاها و گزینه‌ها «بازی دوباره» را انتخاب کنید.
room-rematch-waiting = شما بازی دوباره خواستید. در انتظار { $name }.
room-rematch-starting = بازی دوباره: مسابقه‌ای تازه با همان جاها و گزینه‌ها آغاز می‌شود.
room-rematch-player-gone = { $name } میز را ترک کرده است، پس بازی دوباره ممکن نیست.
room-rematch-not-now = بازی دوباره را پس از پایان مسابقه می‌توان خواست.
room-rematch-players-only = فقط بازیکنان می‌توانند بازی دوباره بخواهند.

## The web page: sounds and the remembered login
web-sound-mute = بی‌صدا کردن صداها
web-sound-volume = بلندی صدا
web-password-required = یک گذرواژه بنویسید.
web-session-resuming = ورود با نام { $user }…
web-session-ended = ورود ذخیره‌شده‌ی شما منقضی شده است. لطفاً دوباره وارد شوید.
