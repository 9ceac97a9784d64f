# La sala: accesso, menu, tavoli, rifiuti. Tutto ciò che dice il server stesso.

language-name = Italiano

## Accesso
login-welcome = Ti diamo il benvenuto, { $name }.
login-bad-password = Nome utente o password errati.
login-unknown-user = Non esiste un account con questo nome. Registrati prima.
login-bad-name = Un nome utente ha da 1 a 32 caratteri tra lettere, cifre, punti, trattini e trattini bassi.
register-name-taken = Questo nome utente è già in uso.
register-done = Account { $name } creato. Ora puoi accedere.
login-taken-over = Hai effettuato l'accesso da un'altra parte, quindi questa connessione è stata chiusa.
login-too-many-attempts = { $seconds ->
    [one] Troppi accessi non riusciti. Riprova tra un secondo.
   *[other] Troppi accessi non riusciti. Riprova tra { $seconds } secondi.
}
login-busy = Il server è occupato; riprova tra un momento.
register-too-many = Troppi nuovi account dal tuo indirizzo. Riprova più tardi.

## Menu principale e menu del gioco
lobby-who-is-online = Chi è online
lobby-online = { $count ->
    [one] Una persona online: { $names }.
   *[other] { $count } persone online: { $names }.
}
lobby-create-table = Crea un tavolo
lobby-list-tables = Tavoli aperti
lobby-back = Indietro
lobby-no-tables = Non ci sono ancora tavoli. Creane uno.
lobby-table-created = Tavolo { $number } creato. Lo gestisci tu.
lobby-table-entry = Tavolo { $number }, { $format }, gestito da { $host }, posti occupati: { $players } su { $seats }, { $state }
lobby-table-waiting = in attesa di iniziare
lobby-table-playing = in corso
lobby-table-finished = concluso
lobby-join-player = Partecipa al gioco
lobby-join-spectator = Guarda

## Un tavolo
room-seat-empty = Posto { $number }: libero
room-bot-name = Bot { $number }
room-seat-bot = Posto { $number }: { $name }, un bot
room-seat-player = Posto { $number }: { $name }
room-seat-away = Posto { $number }: { $name }, assente
room-seat-bot-playing = Posto { $number }: { $name }, un bot gioca al suo posto
room-option = { $label }: { $value }
option-on = sì
option-off = no
number = { $value }
room-add-bot = Aggiungi un bot
room-remove-bot = Rimuovi un bot
room-start = Inizia la partita
room-leave = Lascia il tavolo
room-back-to-board = Torna al tavoliere
room-watch-from = Guarda dal posto { $number }, { $name }
room-joined = { $name } ha raggiunto il tavolo.
room-spectator-joined = { $name } sta guardando.
room-watching = Stai guardando il tavolo { $number }, il tavolo di { $host }. Esc sul tavoliere apre il menu delle azioni.
room-left = { $name } ha lasciato il tavolo.
room-player-away = { $name } ha perso la connessione. Il posto resta riservato per un po'.
room-bot-takes-over = { $name } non ha fatto ritorno. Un bot gioca al suo posto fino al suo rientro.
room-seat-reclaimed = { $name } è di nuovo qui e riprende a giocare.
room-reconnected = Sei di nuovo al tuo tavolo. Ecco che cosa è successo di recente:
room-seats-not-filled = Prima di iniziare, ogni posto deve avere un giocatore o un bot.
room-not-started = La partita non è ancora iniziata.
room-table-error = Qualcosa è andato storto a questo tavolo. Non è stato cambiato nulla.

## Rifiuti
refusal-frame-too-large = Quel messaggio era troppo grande ed è stato ignorato.
refusal-not-json = Quel messaggio non era JSON valido ed è stato ignorato.
refusal-not-msgpack = Quel messaggio non era msgpack valido ed è stato ignorato.
refusal-not-an-object = Quel messaggio non era un pacchetto ed è stato ignorato.
refusal-unknown-type = Quel tipo di pacchetto è sconosciuto ed è stato ignorato.
refusal-missing-field = A quel pacchetto manca un campo ed è stato ignorato.
refusal-extra-field = Quel pacchetto ha un campo che non dovrebbe avere ed è stato ignorato.
refusal-wrong-field-type = Quel pacchetto ha un campo di tipo sbagliato ed è stato ignorato.
refusal-invalid-field-value = Quel pacchetto ha un valore fuori intervallo ed è stato ignorato.
refusal-bad-text = Quel pacchetto contiene caratteri che non si possono mostrare (un carattere di controllo o uno danneggiato) ed è stato ignorato.
refusal-unsupported-type = Questo server non gestisce quella richiesta.
refusal-unsupported = Questo server non gestisce quella richiesta.
refusal-flood = Stai inviando troppo in fretta. Alcune tue richieste sono state ignorate.
refusal-flood-closed = Troppe richieste. La connessione è stata chiusa.
refusal-server-full = Il server è pieno. Riprova tra qualche minuto.
refusal-address-full = Troppe connessioni dal tuo indirizzo. Chiudine una e riprova.
refusal-login-first = Prima accedi.
refusal-already-logged-in = Hai già effettuato l'accesso.
refusal-unknown-menu = Quel menu non è più aperto.
refusal-not-offered = Adesso non è disponibile per te.
refusal-unknown-input = Non si aspettava nessun testo.
refusal-chat-too-long = Un messaggio di chat può avere al massimo { $limit } caratteri.
refusal-host-only = Solo chi gestisce il tavolo può cambiarlo, prima dell'inizio.
refusal-bad-number = Inserisci un numero da { $minimum } a { $maximum }.
refusal-table-full = Quel tavolo non ha posti liberi.
refusal-table-gone = Quel tavolo è chiuso.
refusal-internal = Qualcosa è andato storto. Non è stato cambiato nulla.
server-stopping = Il server si sta fermando. Ogni tavolo resta com'è, posti compresi; verrai ricollegato quando il server tornerà disponibile.
table-not-saved = Il server non è riuscito a salvare ciò che è appena successo al tuo tavolo, quindi non è avvenuto. Il tavolo riprende da dove era stato salvato l'ultima volta.
table-moved = Questo tavolo è passato a un altro server. Sei di nuovo nel menu principale.
table-moving = Il tavolo si sta spostando su un altro server. Premi di nuovo.
table-busy = Il server è occupato per un momento, quindi non è successo nulla. Premi di nuovo.
room-bot-waiting-worker = { $name } sta aspettando un processo dei bot libero. La partita riprende appena uno risponde.
