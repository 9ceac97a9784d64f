# Die eigenen Worte des Web-Clients: Überschriften der Seite, Anmeldeformular, Verbindungszustände.
# Der Server schickt alle Nachrichten dieser Datei als JSON an die Seite (GET /i18n/<lang>.json).
# Variablen bleiben Platzhalter, die die Seite ausfüllt ({ $user } kommt als "{user}" an); diese Nachrichten
# verwenden daher nur einfache Variablen, nie Selektoren darauf.

web-app-title = PlayPalace-Backgammon

## Anmeldung
web-login-heading = Anmelden
web-username = Benutzername
web-password = Passwort
web-language = Sprache
web-log-in = Anmelden
web-create-account = Konto anlegen
web-username-required = Gib einen Benutzernamen ein.

## Verbindungszustände
web-connecting = Verbindung wird aufgebaut…
web-connected = Angemeldet als { $user }.
web-not-connected = Nicht verbunden.
web-connection-lost = Verbindung verloren. Neue Verbindung wird aufgebaut…
web-reconnecting-in = Neue Verbindung (nächster Versuch in { $seconds } s)…
web-reconnected = Wieder verbunden.
web-reconnect-failed = Die Verbindung konnte nicht wiederhergestellt werden. Bitte melde dich erneut an.
web-cannot-connect = Der Server ist nicht erreichbar.
web-login-refused = Der Server hat die Verbindung getrennt.
web-logged-out = Abgemeldet.

## Der Spielbereich
web-game-heading = Spiel
web-board-label = Brett
web-menu-label = Menü
web-waiting = Warte auf den Server…
web-ok = OK
web-cancel = Abbrechen
web-board-summary = Brettübersicht
web-bar = Bar
web-borne-off = Herausgewürfelt
web-dice = Würfel übrig
web-cube = Dopplerwürfel
# Die Farben der Brettübersicht: die Farbe der Steine, die der Server nennt, und die Zahl der Steine einer Farbe.
web-colour-red = Rot
web-colour-white = Weiß
web-colour-count = { $colour }: { $count }

## Verlauf und Chat
web-history-heading = Verlauf
web-chat-heading = Chat
web-chat-log = Chatnachrichten
web-chat-message = Nachricht
web-send = Senden
web-chat-from = { $sender }: { $message }

## Einstellungen
web-settings = Einstellungen
web-who-is-online = Wer ist online
web-theme-dark = Dunkles Design
web-log-out = Abmelden

## The board's actions (buttons under the board)
web-board-actions = Aktionen unter dem Brett
