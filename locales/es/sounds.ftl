# Sonidos, inicio de sesión, después de la partida (revancha). Los mensajes web- son palabras de la página (servidas con web.ftl): solo variables simples.

## Logging in
login-password-required = Escribe una contraseña. Un nombre nuevo se registra con la contraseña que le des.
login-password-too-long = Esa contraseña es demasiado larga: una contraseña tiene como máximo 256 caracteres.

## After the match
room-match-over-choices = La partida ha terminado. Revancha y Dejar la mesa siguen a los puntos del tablero.
room-rematch = Revancha
room-rematch-accept = Revancha: { $name } la ha pedido
room-rematch-asked-by-you = Revancha: pedida, esperando al otro jugador
room-rematch-asked = { $name } pide la revancha. Elige Revancha para jugar otra vez con los mismos asientos y opciones.
room-rematch-waiting = Has pedido la revancha. Esperando a { $name }.
room-rematch-starting = Revancha: empieza una nueva partida con los mismos asientos y opciones.
room-rematch-player-gone = { $name } ha dejado la mesa, así que no puede haber revancha.
room-rematch-not-now = La revancha se puede pedir cuando la partida haya terminado.
room-rematch-players-only = Solo los jugadores pueden pedir la revancha.

## The web page: sounds and the remembered login
web-sound-mute = Silenciar sonidos
web-sound-volume = Volumen de los sonidos
web-password-required = Escribe una contraseña.
web-session-resuming = Entrando como { $user }…
web-session-ended = Tu sesión guardada ha caducado. Vuelve a iniciar sesión.
