# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Turniere
tournaments-create = Ein Turnier ausschreiben
tournaments-none = Noch keine Turniere.
tournament-entry = { $name }: { $format }, { $taken } von { $places } Plätzen belegt, { $state ->
    [when-full] beginnt, sobald alle Plätze belegt sind
    [organiser] beginnt, wenn der Veranstalter es startet
    [at] beginnt in { $minutes } Min.
    [running] Runde { $round } von { $rounds } läuft
   *[finished] beendet, gewonnen von { $winner }
}{ $public ->
    [no] , nur auf Einladung
   *[yes] {""}
}
tournament-gone = Dieses Turnier gibt es nicht mehr.
tournament-cancelled = Das Turnier { $name } fällt aus: Zum Beginn hatten sich weniger als zwei Spieler angemeldet.
tournament-announced = { $organiser } schreibt das Turnier { $name } aus: { $format }, { $places } Plätze. Zum Mitspielen: Turniere im Hauptmenü.
tournament-default-name = Turnier von { $name }
tournament-name-prompt = Name des Turniers
tournament-field-name = Turniername: { $value }
tournament-field-format = Modus: { $value }
tournament-field-places = Plätze: { $value }
tournament-field-length = Matchlänge: { $value } Punkte
tournament-field-final = Finale: { $value ->
    [0] so lang wie die anderen Runden
   *[other] { $value } Punkte
}
tournament-field-start = Beginn: { $start ->
    [when-full] sobald alle Plätze belegt sind
    [organiser] wenn der Veranstalter es startet
   *[minutes] in { $minutes } Minuten
}
tournament-field-clock = Zugzeit: { $value }
tournament-field-bot-level = Bots auf freien Plätzen spielen: { $value }
tournament-field-access = { $public ->
    [no] Auf Einladung
   *[yes] Öffentlich
}
tournament-field-no-show = Zeit, um an den Tisch zu kommen: { $minutes } Minuten
tournament-announce = Ausschreiben
tournament-join = Teilnehmen
tournament-leave = Das Turnier verlassen
tournament-fill-bots = Freie Plätze mit Bots füllen
tournament-start-now = Jetzt starten
tournament-invite = Einen Spieler einladen
tournament-invite-sent = { $name } ist eingeladen.
tournament-invited = { $organiser } lädt dich zum Turnier { $name } ein: Du findest es unter Turniere im Hauptmenü.
tournament-not-invited = An diesem Turnier nimmt man nur auf Einladung teil.
tournament-my-next-match = Mein nächstes Match
tournament-bracket = Turnierbaum
tournament-standings = Tabelle
tournament-who-is-still-in = Wer ist noch dabei
tournament-watch = Einem Match zuschauen
tournament-no-running = Gerade wird kein Match dieses Turniers gespielt.
tournament-watch-line = Runde { $round }, Match { $match }: { $first } gegen { $second }
tournament-go-to-table = Drücke Alt+G oder wähle im Hauptmenü „Zu meinem Turniertisch“, um dich zu setzen.
tournament-go-item = Zu meinem Turniertisch
tournament-no-call = Kein Turniertisch wartet auf dich.
tournament-profile-entry = Turnier { $name }: Platz { $place } von { $players }
tournament-profile-none = Noch keine beendeten Turniere.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Diesem Turnier folgen
tournament-unfollow = Diesem Turnier nicht mehr folgen
tournament-following = Du folgst dem Turnier { $name }: Du hörst seine Paarungen und Ergebnisse.
tournament-not-following = Du folgst dem Turnier { $name } nicht mehr.
tournament-more-lines = Und { $count } weitere: Die ganze Liste steht im Menü des Turniers.
room-rematch-tournament = Ein Turnierspiel hat keine Revanche: Das Turnier lost dein nächstes Match aus.
