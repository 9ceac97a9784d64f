# Звуки, вход, после матча (реванш). Сообщения web- — слова страницы (отдаются вместе с web.ftl): только простые переменные.

## Logging in
login-password-required = Введите пароль. Новое имя регистрируется с тем паролем, который вы укажете.
login-password-too-long = Этот пароль слишком длинный: в пароле не больше 256 символов.

## After the match
room-match-over-choices = Матч окончен. «Реванш» и «Покинуть стол» идут после пунктов доски.
room-rematch = Реванш
room-rematch-accept = Реванш: { $name } предлагает его
room-rematch-asked-by-you = Реванш: предложен, ждём другого игрока
room-rematch-asked = { $name } предлагает реванш. Выберите «Реванш», чтобы сыграть снова с теми же местами и настройками.
room-rematch-waiting = Вы предложили реванш. Ждём: { $name }.
room-rematch-starting = Реванш: начинается новый матч с теми же местами и настройками.
room-rematch-player-gone = { $name } покидает стол, поэтому реванша не будет.
room-rematch-not-now = Реванш можно предложить после окончания матча.
room-rematch-players-only = Реванш могут предложить только игроки.

## The web page: sounds and the remembered login
web-sound-mute = Выключить звуки
web-sound-volume = Громкость звуков
web-password-required = Введите пароль.
web-session-resuming = Вход как { $user }…
web-session-ended = Сохранённый вход истёк. Войдите снова.
