# Die Lobby: Anmeldung, Menüs, Tische, Ablehnungen. Alles, was der Server selbst sagt.

language-name = Deutsch

## Anmeldung
login-welcome = Willkommen, { $name }.
login-bad-password = Falscher Benutzername oder falsches Passwort.
login-unknown-user = Es gibt kein Konto mit diesem Namen. Registriere dich zuerst.
login-bad-name = Ein Benutzername hat 1 bis 32 Zeichen: Buchstaben, Ziffern, Punkte, Bindestriche oder Unterstriche.
register-name-taken = Dieser Benutzername ist schon vergeben.
register-done = Konto { $name } angelegt. Du kannst dich jetzt anmelden.
login-taken-over = Du hast dich woanders angemeldet, darum wurde diese Verbindung getrennt.
login-too-many-attempts = { $seconds ->
    [one] Zu viele fehlgeschlagene Anmeldungen. Versuch es in einer Sekunde noch einmal.
   *[other] Zu viele fehlgeschlagene Anmeldungen. Versuch es in { $seconds } Sekunden noch einmal.
}
login-busy = Der Server ist ausgelastet; versuch es gleich noch einmal.
register-too-many = Zu viele neue Konten von deiner Adresse. Versuch es später noch einmal.

## Hauptmenü und Spielmenü
lobby-who-is-online = Wer ist online
lobby-online = { $count ->
    [one] Eine Person online: { $names }.
   *[other] { $count } Personen online: { $names }.
}
lobby-create-table = Tisch eröffnen
lobby-list-tables = Offene Tische
lobby-back = Zurück
lobby-no-tables = Noch gibt es keine Tische. Eröffne einen.
lobby-table-created = Tisch { $number } eröffnet. Du hast die Tischleitung.
lobby-table-entry = Tisch { $number }, { $format }, Leitung { $host }, { $players } von { $seats } Plätzen besetzt, { $state }
lobby-table-waiting = wartet auf den Start
lobby-table-playing = läuft
lobby-table-finished = beendet
lobby-join-player = Mitspielen
lobby-join-spectator = Zuschauen

## Ein Tisch
room-seat-empty = Platz { $number }: frei
room-bot-name = Bot { $number }
room-seat-bot = Platz { $number }: { $name }, ein Bot
room-seat-player = Platz { $number }: { $name }
room-seat-away = Platz { $number }: { $name }, abwesend
room-seat-bot-playing = Platz { $number }: { $name }, vertreten durch einen Bot
room-option = { $label }: { $value }
option-on = an
option-off = aus
number = { $value }
room-add-bot = Bot hinzufügen
room-remove-bot = Bot entfernen
room-start = Spiel starten
room-leave = Tisch verlassen
room-back-to-board = Zurück zum Brett
room-watch-from = Von Platz { $number } aus zuschauen, { $name }
room-joined = { $name } ist dem Tisch beigetreten.
room-spectator-joined = { $name } schaut zu.
room-watching = Du schaust an Tisch { $number } zu, dem Tisch von { $host }. Esc auf dem Brett öffnet das Aktionsmenü.
room-left = { $name } hat den Tisch verlassen.
room-player-away = { $name } hat die Verbindung verloren. Der Platz wird eine Weile freigehalten.
room-bot-takes-over = { $name } ist nicht zurückgekommen. Bis zur Rückkehr spielt ein Bot auf diesem Platz.
room-seat-reclaimed = { $name } ist zurück und spielt wieder.
room-reconnected = Du bist wieder an deinem Tisch. Das ist zuletzt passiert:
room-seats-not-filled = Vor dem Start muss jeder Platz besetzt sein, von einer Person oder einem Bot.
room-not-started = Das Spiel hat noch nicht begonnen.
room-table-error = An diesem Tisch ist etwas schiefgelaufen. Es wurde nichts geändert.

## Ablehnungen
refusal-frame-too-large = Diese Nachricht war zu groß und wurde ignoriert.
refusal-not-json = Diese Nachricht war kein gültiges JSON und wurde ignoriert.
refusal-not-msgpack = Diese Nachricht war kein gültiges msgpack und wurde ignoriert.
refusal-not-an-object = Diese Nachricht war kein Paket und wurde ignoriert.
refusal-unknown-type = Diese Art von Paket ist unbekannt und wurde ignoriert.
refusal-missing-field = Diesem Paket fehlt ein Feld; es wurde ignoriert.
refusal-extra-field = Dieses Paket hat ein Feld, das es nicht haben sollte, und wurde ignoriert.
refusal-wrong-field-type = Dieses Paket hat ein Feld vom falschen Typ und wurde ignoriert.
refusal-invalid-field-value = Dieses Paket hat einen Wert außerhalb des erlaubten Bereichs und wurde ignoriert.
refusal-bad-text = Dieses Paket enthält Zeichen, die sich nicht darstellen lassen (ein Steuerzeichen oder ein defektes Zeichen), und wurde ignoriert.
refusal-unsupported-type = Dieser Server bearbeitet diese Anfrage nicht.
refusal-unsupported = Dieser Server bearbeitet diese Anfrage nicht.
refusal-flood = Du sendest zu schnell. Einige deiner Anfragen wurden ignoriert.
refusal-flood-closed = Zu viele Anfragen. Die Verbindung wurde getrennt.
refusal-server-full = Der Server ist voll. Bitte versuche es in ein paar Minuten erneut.
refusal-address-full = Zu viele Verbindungen von deiner Adresse. Schließe eine und versuche es erneut.
refusal-login-first = Melde dich zuerst an.
refusal-already-logged-in = Du bist schon angemeldet.
refusal-unknown-menu = Dieses Menü ist nicht mehr offen.
refusal-not-offered = Das steht dir gerade nicht zur Verfügung.
refusal-unknown-input = Hier wurde kein Text erwartet.
refusal-chat-too-long = Eine Chatnachricht darf höchstens { $limit } Zeichen haben.
refusal-host-only = Nur die Tischleitung kann das ändern, und nur vor dem Start.
refusal-bad-number = Gib eine Zahl von { $minimum } bis { $maximum } ein.
refusal-table-full = An diesem Tisch ist kein Platz mehr frei.
refusal-table-gone = Dieser Tisch ist geschlossen.
refusal-internal = Etwas ist schiefgelaufen. Es wurde nichts geändert.
server-stopping = Der Server wird angehalten. Jeder Tisch bleibt so erhalten, wie er ist, samt den Plätzen; sobald der Server wieder läuft, wirst du neu verbunden.
table-not-saved = Der Server konnte nicht speichern, was gerade an deinem Tisch geschah, daher ist es nicht geschehen. Der Tisch geht vom zuletzt gespeicherten Stand weiter.
table-moved = Dieser Tisch ist auf einen anderen Server umgezogen. Du bist wieder im Hauptmenü.
table-moving = Der Tisch zieht gerade auf einen anderen Server um. Drücke noch einmal.
table-busy = Der Server ist gerade beschäftigt, es ist nichts geschehen. Drücke noch einmal.
room-bot-waiting-worker = { $name } wartet auf einen freien Bot-Prozess. Das Spiel geht weiter, sobald einer antwortet.
