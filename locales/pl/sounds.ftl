# Dźwięki, logowanie, po meczu (rewanż). Komunikaty web- to słowa strony (wysyłane z web.ftl): tylko proste zmienne.

## Logging in
login-password-required = Wpisz hasło. Nowa nazwa jest rejestrowana z hasłem, które podasz.
login-password-too-long = To hasło jest za długie: hasło ma najwyżej 256 znaków.

## After the match
room-match-over-choices = Mecz się skończył. Rewanż i Opuść stół są za polami planszy.
room-rematch = Rewanż
room-rematch-accept = Rewanż: { $name } o niego prosi
room-rematch-asked-by-you = Rewanż: poproszono, czekam na drugiego gracza
room-rematch-asked = { $name } prosi o rewanż. Wybierz Rewanż, aby zagrać ponownie z tymi samymi miejscami i opcjami.
room-rematch-waiting = Poproszono o rewanż. Czekam na: { $name }.
room-rematch-starting = Rewanż: zaczyna się nowy mecz z tymi samymi miejscami i opcjami.
room-rematch-player-gone = { $name } opuszcza stół, więc rewanżu nie będzie.
room-rematch-not-now = O rewanż można poprosić po zakończeniu meczu.
room-rematch-players-only = Tylko gracze mogą poprosić o rewanż.

## The web page: sounds and the remembered login
web-sound-mute = Wycisz dźwięki
web-sound-volume = Głośność dźwięków
web-password-required = Wpisz hasło.
web-session-resuming = Logowanie jako { $user }…
web-session-ended = Zapamiętane logowanie wygasło. Zaloguj się ponownie.
