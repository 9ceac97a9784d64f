# Sounds, logging in, after the match (rematch). Messages starting web- are the web page's own words (served with web.ftl): plain variables only.

## Logging in
login-password-required = Type a password. A new name is registered with the password you give it.
login-password-too-long = That password is too long: a password has at most 256 characters.

## After the match
room-match-over-choices = The match is over. Rematch and Leave the table follow the board's points.
room-rematch = Rematch
room-rematch-accept = Rematch: { $name } asked for one
room-rematch-asked-by-you = Rematch: asked, waiting for the other player
room-rematch-asked = { $name } asks for a rematch. Choose Rematch to play again with the same seats and options.
room-rematch-waiting = You asked for a rematch. Waiting for { $name }.
room-rematch-starting = Rematch: a new match starts with the same seats and options.
room-rematch-player-gone = { $name } has left the table, so there can be no rematch.
room-rematch-not-now = A rematch can be asked for once the match is over.
room-rematch-players-only = Only the players can ask for a rematch.

## The web page: sounds and the remembered login
web-sound-mute = Mute sounds
web-sound-volume = Sound volume
web-password-required = Enter a password.
web-session-resuming = Logging in as { $user }…
web-session-ended = Your saved login has ended. Please log in again.
