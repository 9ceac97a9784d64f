# Las palabras propias del cliente web: encabezados de la página, formulario de acceso, estados de conexión.
# El servidor envía todos los mensajes de este archivo a la página en JSON (GET /i18n/<lang>.json).
# Las variables llegan como marcas que rellena la página ({ $user } llega como "{user}"): aquí solo se usan
# variables sencillas, nunca selectores sobre ellas.

web-app-title = Backgammon de PlayPalace

## Acceso
web-login-heading = Iniciar sesión
web-username = Usuario
web-password = Contraseña
web-language = Idioma
web-log-in = Entrar
web-create-account = Crear cuenta
web-username-required = Escribe un nombre de usuario.

## Estados de la conexión
web-connecting = Conectando…
web-connected = Conectado como { $user }.
web-not-connected = Sin conexión.
web-connection-lost = Se perdió la conexión. Reconectando…
web-reconnecting-in = Reconectando (próximo intento en { $seconds } s)…
web-reconnected = Reconectado.
web-reconnect-failed = No se pudo reconectar. Vuelve a iniciar sesión.
web-cannot-connect = No se puede contactar con el servidor.
web-login-refused = El servidor cerró la conexión.
web-logged-out = Sesión cerrada.

## La partida
web-game-heading = Partida
web-board-label = Tablero
web-menu-label = Menú
web-waiting = Esperando al servidor…
web-ok = Aceptar
web-cancel = Cancelar
web-board-summary = Resumen del tablero
web-bar = Barra
web-borne-off = Fuera
web-dice = Dados por jugar
web-cube = Cubo
# Los colores del resumen del tablero: el color de las fichas que nombra el servidor, y el número de un color.
web-colour-red = rojas
web-colour-white = blancas
web-colour-count = { $colour } { $count }

## Historial y chat
web-history-heading = Historial
web-chat-heading = Chat
web-chat-log = Mensajes del chat
web-chat-message = Mensaje
web-send = Enviar
web-chat-from = { $sender }: { $message }

## Ajustes
web-settings = Ajustes
web-who-is-online = Quién está conectado
web-theme-dark = Tema oscuro
web-log-out = Cerrar sesión

## The board's actions (buttons under the board)
web-board-actions = Acciones bajo el tablero
