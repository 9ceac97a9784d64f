# Suoni, accesso, dopo la partita (rivincita). I messaggi web- sono parole della pagina (servite con web.ftl): solo variabili semplici.

## Logging in
login-password-required = Scrivi una password. Un nome nuovo viene registrato con la password che gli dai.
login-password-too-long = Questa password è troppo lunga: una password ha al massimo 256 caratteri.

## After the match
room-match-over-choices = La partita è finita. Rivincita e Lascia il tavolo seguono le punte del tavoliere.
room-rematch = Rivincita
room-rematch-accept = Rivincita: { $name } l'ha chiesta
room-rematch-asked-by-you = Rivincita: chiesta, in attesa dell'altro giocatore
room-rematch-asked = { $name } chiede la rivincita. Scegli Rivincita per giocare ancora con gli stessi posti e le stesse opzioni.
room-rematch-waiting = Hai chiesto la rivincita. In attesa di { $name }.
room-rematch-starting = Rivincita: inizia una nuova partita con gli stessi posti e le stesse opzioni.
room-rematch-player-gone = { $name } ha lasciato il tavolo, quindi non ci può essere la rivincita.
room-rematch-not-now = La rivincita si può chiedere quando la partita è finita.
room-rematch-players-only = Solo i giocatori possono chiedere la rivincita.

## The web page: sounds and the remembered login
web-sound-mute = Disattiva i suoni
web-sound-volume = Volume dei suoni
web-password-required = Scrivi una password.
web-session-resuming = Accesso come { $user }…
web-session-ended = Il tuo accesso salvato è scaduto. Accedi di nuovo.
