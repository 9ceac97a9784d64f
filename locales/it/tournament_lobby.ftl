# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Tornei
tournaments-create = Annuncia un torneo
tournaments-none = Ancora nessun torneo.
tournament-entry = { $name }: { $format }, { $taken } posti occupati su { $places }, { $state ->
    [when-full] inizia quando i posti sono pieni
    [organiser] inizia quando l'organizzatore lo avvia
    [at] inizia tra { $minutes } min
    [running] turno { $round } di { $rounds } in corso
   *[finished] concluso, vinto da { $winner }
}{ $public ->
    [no] , su invito
   *[yes] {""}
}
tournament-gone = Quel torneo non c'è più.
tournament-cancelled = Il torneo { $name } è annullato: all'ora d'inizio si erano iscritti meno di due giocatori.
tournament-announced = { $organiser } annuncia il torneo { $name }: { $format }, { $places } posti. Per iscriversi: Tornei, nel menu principale.
tournament-default-name = Torneo di { $name }
tournament-name-prompt = Nome del torneo
tournament-field-name = Nome: { $value }
tournament-field-format = Formula: { $value }
tournament-field-places = Posti: { $value }
tournament-field-length = Lunghezza delle partite: { $value } punti
tournament-field-final = Finale: { $value ->
    [0] lunga come gli altri turni
   *[other] { $value } punti
}
tournament-field-start = Inizio: { $start ->
    [when-full] quando tutti i posti sono occupati
    [organiser] quando l'organizzatore lo avvia
   *[minutes] tra { $minutes } minuti
}
tournament-field-clock = Orologio di turno: { $value }
tournament-field-bot-level = I bot dei posti liberi giocano a livello: { $value }
tournament-field-access = { $public ->
    [no] Su invito
   *[yes] Pubblico
}
tournament-field-no-show = Tempo per arrivare al tavolo: { $minutes } minuti
tournament-announce = Annuncialo
tournament-join = Iscriviti
tournament-leave = Lascia il torneo
tournament-fill-bots = Riempi i posti liberi con dei bot
tournament-start-now = Avvia ora
tournament-invite = Invita un giocatore
tournament-invite-sent = { $name } è invitato.
tournament-invited = { $organiser } ti invita al torneo { $name }: lo trovi in Tornei, nel menu principale.
tournament-not-invited = Questo torneo è solo su invito.
tournament-my-next-match = La mia prossima partita
tournament-bracket = Tabellone
tournament-standings = Classifica
tournament-who-is-still-in = Chi è ancora in gara
tournament-watch = Guarda una partita
tournament-no-running = In questo momento non si gioca nessuna partita di questo torneo.
tournament-watch-line = Turno { $round }, partita { $match }: { $first } contro { $second }
tournament-go-to-table = Premi Alt+G, o scegli Vai al mio tavolo del torneo nel menu principale, per sederti.
tournament-go-item = Vai al mio tavolo del torneo
tournament-no-call = Nessun tavolo del torneo ti aspetta.
tournament-profile-entry = Torneo { $name }: posto { $place } su { $players }
tournament-profile-none = Ancora nessun torneo concluso.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Segui questo torneo
tournament-unfollow = Smetti di seguire questo torneo
tournament-following = Segui il torneo { $name }: sentirai i suoi abbinamenti e risultati.
tournament-not-following = Non segui più il torneo { $name }.
tournament-more-lines = E altri { $count }: l'elenco completo è nel menu del torneo.
room-rematch-tournament = Un incontro di torneo non ha rivincita: il torneo abbina il tuo prossimo incontro.
