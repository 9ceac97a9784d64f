# Le parole proprie del client web: intestazioni della pagina, modulo di accesso, stati della connessione.
# Il server invia alla pagina tutti i messaggi di questo file in JSON (GET /i18n/<lang>.json).
# Le variabili restano segnaposto che la pagina riempie ({ $user } arriva come "{user}"): questi messaggi
# usano solo variabili semplici, mai selettori su di esse.

web-app-title = Backgammon PlayPalace

## Accesso
web-login-heading = Accesso
web-username = Nome utente
web-password = Password
web-language = Lingua
web-log-in = Accedi
web-create-account = Crea un account
web-username-required = Inserisci un nome utente.

## Stati della connessione
web-connecting = Connessione in corso…
web-connected = Accesso effettuato come { $user }.
web-not-connected = Nessuna connessione.
web-connection-lost = Connessione persa. Riconnessione in corso…
web-reconnecting-in = Riconnessione (prossimo tentativo tra { $seconds } s)…
web-reconnected = Connessione ristabilita.
web-reconnect-failed = Impossibile riconnettersi. Accedi di nuovo.
web-cannot-connect = Impossibile raggiungere il server.
web-login-refused = Il server ha chiuso la connessione.
web-logged-out = Disconnessione effettuata.

## L'area di gioco
web-game-heading = Partita
web-board-label = Tavoliere
web-menu-label = Menu
web-waiting = In attesa del server…
web-ok = OK
web-cancel = Annulla
web-board-summary = Riepilogo del tavoliere
web-bar = Barra
web-borne-off = Portate fuori
web-dice = Dadi rimasti
web-cube = Cubo
# I colori del riepilogo della plancia: il colore delle pedine che nomina il server, e il numero di pedine di un colore.
web-colour-red = rosse
web-colour-white = bianche
web-colour-count = { $colour }: { $count }

## Cronologia e chat
web-history-heading = Cronologia
web-chat-heading = Chat
web-chat-log = Messaggi della chat
web-chat-message = Messaggio
web-send = Invia
web-chat-from = { $sender }: { $message }

## Impostazioni
web-settings = Impostazioni
web-who-is-online = Chi è online
web-theme-dark = Tema scuro
web-log-out = Esci

## The board's actions (buttons under the board)
web-board-actions = Azioni sotto il tavoliere
