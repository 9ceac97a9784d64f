# The web client's own words: the page's headings, the login form, connection states.
# The server sends every message of this file to the page as JSON (GET /i18n/<lang>.json).
# Variables are left as markers the page fills in ({ $user } arrives as "{user}"), so these messages use
# plain variables only, never selectors on them.

web-app-title = PlayPalace Backgammon

## Logging in
web-login-heading = Log in
web-username = Username
web-password = Password
web-language = Language
web-log-in = Log in
web-create-account = Create account
web-username-required = Enter a username.

## Connection states
web-connecting = Connecting…
web-connected = Connected as { $user }.
web-not-connected = Not connected.
web-connection-lost = Connection lost. Reconnecting…
web-reconnecting-in = Reconnecting (next attempt in { $seconds } s)…
web-reconnected = Reconnected.
web-reconnect-failed = Could not reconnect. Please log in again.
web-cannot-connect = Cannot reach the server.
web-login-refused = The server closed the connection.
web-logged-out = Logged out.

## The game area
web-game-heading = Game
web-board-label = Board
web-menu-label = Menu
web-waiting = Waiting for the server…
web-ok = OK
web-cancel = Cancel
web-board-summary = Board summary
web-bar = Bar
web-borne-off = Borne off
web-dice = Dice left
web-cube = Cube
# The board summary's colours: the colours of the checkers the server names, and one colour's count.
web-colour-red = red
web-colour-white = white
web-colour-count = { $colour } { $count }

## History and chat
web-history-heading = History
web-chat-heading = Chat
web-chat-log = Chat messages
web-chat-message = Message
web-send = Send
web-chat-from = { $sender }: { $message }

## Settings
web-settings = Settings
web-who-is-online = Who is online
web-theme-dark = Dark theme
web-log-out = Log out

## The board's actions (buttons under the board)
web-board-actions = Actions under the board
