# Töne, Anmeldung, nach dem Match (Revanche). Meldungen mit web- sind Wörter der Webseite (mit web.ftl ausgeliefert): nur einfache Variablen.

## Logging in
login-password-required = Gib ein Passwort ein. Ein neuer Name wird mit dem Passwort registriert, das du angibst.
login-password-too-long = Dieses Passwort ist zu lang: Ein Passwort hat höchstens 256 Zeichen.

## After the match
room-match-over-choices = Das Match ist vorbei. Revanche und Tisch verlassen folgen auf die Felder des Bretts.
room-rematch = Revanche
room-rematch-accept = Revanche: { $name } möchte eine
room-rematch-asked-by-you = Revanche: angefragt, warte auf den anderen Spieler
room-rematch-asked = { $name } möchte eine Revanche. Wähle Revanche, um mit denselben Plätzen und Optionen noch einmal zu spielen.
room-rematch-waiting = Du hast um eine Revanche gebeten. Warte auf { $name }.
room-rematch-starting = Revanche: Ein neues Match beginnt mit denselben Plätzen und Optionen.
room-rematch-player-gone = { $name } hat den Tisch verlassen, also gibt es keine Revanche.
room-rematch-not-now = Eine Revanche kann erst nach dem Ende des Matches verlangt werden.
room-rematch-players-only = Nur die Spieler können eine Revanche verlangen.

## The web page: sounds and the remembered login
web-sound-mute = Töne stumm
web-sound-volume = Lautstärke der Töne
web-password-required = Gib ein Passwort ein.
web-session-resuming = Anmeldung als { $user }…
web-session-ended = Deine gespeicherte Anmeldung ist abgelaufen. Bitte melde dich erneut an.
