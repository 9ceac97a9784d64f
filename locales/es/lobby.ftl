# La sala: acceso, menús, mesas, rechazos. Todo lo que dice el propio servidor.

language-name = Español

## Acceso
login-welcome = Te damos la bienvenida, { $name }.
login-bad-password = Usuario o contraseña incorrectos.
login-unknown-user = No hay ninguna cuenta con ese nombre. Regístrate primero.
login-bad-name = Un nombre de usuario tiene de 1 a 32 letras, cifras, puntos, guiones o guiones bajos.
register-name-taken = Ese nombre de usuario ya existe.
register-done = Cuenta { $name } creada. Ya puedes entrar.
login-taken-over = Has entrado desde otro lugar, así que se ha cerrado esta conexión.
login-too-many-attempts = { $seconds ->
    [one] Demasiados intentos fallidos. Vuelve a intentarlo dentro de un segundo.
   *[other] Demasiados intentos fallidos. Vuelve a intentarlo dentro de { $seconds } segundos.
}
login-busy = El servidor está ocupado; vuelve a intentarlo en un momento.
register-too-many = Se han creado demasiadas cuentas desde tu dirección. Vuelve a intentarlo más tarde.

## Menú principal y menú del juego
lobby-who-is-online = Quién está conectado
lobby-online = { $count ->
    [one] Una persona conectada: { $names }.
   *[other] { $count } personas conectadas: { $names }.
}
lobby-create-table = Crear una mesa
lobby-list-tables = Mesas abiertas
lobby-back = Volver
lobby-no-tables = Todavía no hay mesas. Crea una.
lobby-table-created = Mesa { $number } creada. Eres el anfitrión.
lobby-table-entry = Mesa { $number }, { $format }, anfitrión { $host }, { $players } de { $seats } asientos ocupados, { $state }
lobby-table-waiting = esperando para empezar
lobby-table-playing = en juego
lobby-table-finished = terminada
lobby-join-player = Unirse como jugador
lobby-join-spectator = Mirar

## Una mesa
room-seat-empty = Asiento { $number }: libre
room-bot-name = Bot { $number }
room-seat-bot = Asiento { $number }: { $name }, un bot
room-seat-player = Asiento { $number }: { $name }
room-seat-away = Asiento { $number }: { $name }, ausente
room-seat-bot-playing = Asiento { $number }: { $name }, un bot juega por esa persona
room-option = { $label }: { $value }
option-on = activado
option-off = desactivado
number = { $value }
room-add-bot = Añadir un bot
room-remove-bot = Quitar un bot
room-start = Empezar la partida
room-leave = Dejar la mesa
room-back-to-board = Volver al tablero
room-watch-from = Mirar desde el asiento { $number }, { $name }
room-joined = { $name } se ha unido a la mesa.
room-spectator-joined = { $name } está mirando.
room-watching = Estás mirando la mesa { $number }, la mesa de { $host }. Escape en el tablero abre el menú de acciones.
room-left = { $name } ha dejado la mesa.
room-player-away = { $name } ha perdido la conexión. Se le guarda el asiento durante un rato.
room-bot-takes-over = { $name } no ha vuelto. Un bot juega por esa persona hasta que vuelva.
room-seat-reclaimed = { $name } ha vuelto y juega de nuevo.
room-reconnected = Has vuelto a tu mesa. Esto es lo que ha pasado hace poco:
room-seats-not-filled = Cada asiento necesita un jugador o un bot antes de empezar.
room-not-started = La partida todavía no ha empezado.
room-table-error = Algo ha fallado en esta mesa. No se ha cambiado nada.

## Rechazos
refusal-frame-too-large = Ese mensaje era demasiado grande y se ha ignorado.
refusal-not-json = Ese mensaje no era JSON válido y se ha ignorado.
refusal-not-msgpack = Ese mensaje no era msgpack válido y se ha ignorado.
refusal-not-an-object = Ese mensaje no era un paquete y se ha ignorado.
refusal-unknown-type = Ese tipo de paquete es desconocido y se ha ignorado.
refusal-missing-field = A ese paquete le falta un campo y se ha ignorado.
refusal-extra-field = Ese paquete tiene un campo que no debería tener y se ha ignorado.
refusal-wrong-field-type = Ese paquete tiene un campo de tipo incorrecto y se ha ignorado.
refusal-invalid-field-value = Ese paquete tiene un valor fuera de rango y se ha ignorado.
refusal-bad-text = Ese paquete contiene caracteres que no se pueden mostrar (un carácter de control o uno roto) y se ha ignorado.
refusal-unsupported-type = Este servidor no atiende esa petición.
refusal-unsupported = Este servidor no atiende esa petición.
refusal-flood = Envías demasiado deprisa. Se han ignorado algunas de tus peticiones.
refusal-flood-closed = Demasiadas peticiones. Se ha cerrado la conexión.
refusal-server-full = El servidor está lleno. Inténtalo de nuevo dentro de unos minutos.
refusal-address-full = Demasiadas conexiones desde tu dirección. Cierra una y vuelve a intentarlo.
refusal-login-first = Primero inicia sesión.
refusal-already-logged-in = Ya has iniciado sesión.
refusal-unknown-menu = Ese menú ya no está abierto.
refusal-not-offered = Eso no está disponible para ti ahora.
refusal-unknown-input = No se esperaba ningún texto.
refusal-chat-too-long = Un mensaje de chat puede tener como mucho { $limit } caracteres.
refusal-host-only = Solo el anfitrión puede cambiar eso, antes de empezar.
refusal-bad-number = Escribe un número del { $minimum } al { $maximum }.
refusal-table-full = Esa mesa no tiene asientos libres.
refusal-table-gone = Esa mesa está cerrada.
refusal-internal = Algo ha fallado. No se ha cambiado nada.
server-stopping = El servidor se está deteniendo. Cada mesa se guarda tal como está, con sus asientos; te volverás a conectar cuando el servidor vuelva.
table-not-saved = El servidor no pudo guardar lo que acaba de pasar en tu mesa, así que no ha ocurrido. La mesa sigue desde donde se guardó por última vez.
table-moved = Esta mesa se ha trasladado a otro servidor. Has vuelto al menú principal.
table-moving = La mesa se está trasladando a otro servidor. Pulsa otra vez.
table-busy = El servidor está ocupado un momento, así que no ha pasado nada. Pulsa otra vez.
room-bot-waiting-worker = { $name } está esperando a un proceso de bots libre. La partida sigue en cuanto uno responda.
