# The lobby: log in, menus, tables, refusals. Everything the server itself says.

language-name = English

## Logging in
login-welcome = Welcome, { $name }.
login-bad-password = Wrong username or password.
login-unknown-user = There is no account with that name. Register first.
login-bad-name = A username has 1 to 32 letters, digits, dots, dashes or underscores.
register-name-taken = That username is taken.
register-done = Account { $name } created. You can log in now.
login-taken-over = You logged in from somewhere else, so this connection was closed.
login-too-many-attempts = { $seconds ->
    [one] Too many failed logins. Try again in a second.
   *[other] Too many failed logins. Try again in { $seconds } seconds.
}
login-busy = The server is busy; try again in a moment.
register-too-many = Too many new accounts from your address. Try again later.

## Main menu and game menu
lobby-who-is-online = Who is online
lobby-online = { $count ->
    [one] One person online: { $names }.
   *[other] { $count } people online: { $names }.
}
lobby-create-table = Create a table
lobby-list-tables = Open tables
lobby-back = Back
lobby-no-tables = There are no tables yet. Create one.
lobby-table-created = Table { $number } created. You are the host.
lobby-table-entry = Table { $number }, { $format }, host { $host }, { $players } of { $seats } seats taken, { $state }
lobby-table-waiting = waiting to start
lobby-table-playing = playing
lobby-table-finished = finished
lobby-join-player = Join as a player
lobby-join-spectator = Watch

## A table
room-seat-empty = Seat { $number }: empty
# A bot's name, made in the language of the host who adds it and then said as it is to everyone.
room-bot-name = Bot { $number }
room-seat-bot = Seat { $number }: { $name }, a bot
room-seat-player = Seat { $number }: { $name }
room-seat-away = Seat { $number }: { $name }, away
room-seat-bot-playing = Seat { $number }: { $name }, a bot plays for them
room-option = { $label }: { $value }
option-on = on
option-off = off
number = { $value }
room-add-bot = Add a bot
room-remove-bot = Remove a bot
room-start = Start the game
room-leave = Leave the table
room-back-to-board = Back to the board
room-watch-from = Watch from seat { $number }, { $name }
room-joined = { $name } joined the table.
room-spectator-joined = { $name } is watching.
room-watching = You are watching table { $number }, { $host }'s table. Escape on the board opens the actions menu.
room-left = { $name } left the table.
room-player-away = { $name } lost the connection. The seat is kept for them for a while.
room-bot-takes-over = { $name } has not come back. A bot plays for them until they return.
room-seat-reclaimed = { $name } is back and plays again.
room-reconnected = You are back at your table. What happened recently:
room-seats-not-filled = Every seat needs a player or a bot before the start.
room-not-started = The game has not started yet.
room-table-error = Something went wrong at this table. Nothing was changed.

## Refusals
refusal-frame-too-large = That message was too large and was ignored.
refusal-not-json = That message was not valid JSON and was ignored.
refusal-not-msgpack = That message was not valid msgpack and was ignored.
refusal-not-an-object = That message was not a packet and was ignored.
refusal-unknown-type = That kind of packet is unknown and was ignored.
refusal-missing-field = That packet lacks a field and was ignored.
refusal-extra-field = That packet has a field it should not have and was ignored.
refusal-wrong-field-type = That packet has a field of the wrong type and was ignored.
refusal-invalid-field-value = That packet has a value out of range and was ignored.
refusal-bad-text = That packet holds characters that cannot be shown (a control character or a broken one) and was ignored.
refusal-unsupported-type = This server does not handle that request.
refusal-unsupported = This server does not handle that request.
refusal-flood = You are sending too fast. Some of your requests were ignored.
refusal-flood-closed = Too many requests. The connection was closed.
refusal-server-full = The server is full. Please try again in a few minutes.
refusal-address-full = Too many connections from your address. Close one and try again.
refusal-login-first = Log in first.
refusal-already-logged-in = You are already logged in.
refusal-unknown-menu = That menu is no longer open.
refusal-not-offered = That is not available to you now.
refusal-unknown-input = Nothing was waiting for that text.
refusal-chat-too-long = A chat message can have at most { $limit } characters.
refusal-host-only = Only the host can change that, before the start.
refusal-bad-number = Enter a number from { $minimum } to { $maximum }.
refusal-table-full = That table has no free seat.
refusal-table-gone = That table is closed.
refusal-internal = Something went wrong. Nothing was changed.
server-stopping = The server is stopping. Every table is kept as it stands, seats included; you will be reconnected when the server is back.
table-not-saved = The server could not save what just happened at your table, so it did not happen. The table goes on from where it was last saved.
table-moved = This table has moved to another server. You are back in the main menu.
table-moving = The table is moving to another server. Press again.
table-busy = The server is busy for a moment, so nothing happened. Press again.
room-bot-waiting-worker = { $name } is waiting for a free bot worker. The game goes on as soon as one answers.
