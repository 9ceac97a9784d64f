# Das Archiv: vergangene Partien, Wiedergabe nach Gehör, Downloads, private Tische und die ID-Taste (I).

## Die ID-Taste am Tisch und in einer Wiedergabe
bg-action-status-ids = Positions- und Match-ID von GNU Backgammon
bg-status-ids = Positions-ID { $position_id }, Match-ID { $match_id }.

## Ein privater Tisch (Wahl des Gastgebers im Warteraum)
archive-private-option = Private Partie: { $value }
archive-table-private = Diese Partie ist jetzt privat: Nur ihre Spieler finden sie unter den vergangenen Partien.
archive-table-public = Diese Partie ist jetzt öffentlich: Alle finden sie unter den vergangenen Partien.

## Vergangene Partien
archive-past-matches = Vergangene Partien
archive-my-matches = Meine Partien
archive-public-matches = Öffentliche Partien anderer Spieler
archive-no-matches = Hier gibt es noch keine Partien.
archive-page = Seite { $page }.
archive-next-page = Nächste Seite
archive-previous-page = Vorherige Seite
archive-match-length = { $length ->
    [one] Partie auf 1 Punkt
   *[other] Partie auf { $length } Punkte
}
archive-my-entry = { $result ->
    [won] Gewonnen
    [lost] Verloren
    [level] Ohne Sieger
   *[abandoned] Abgebrochen
} gegen { $opponent }, { $length }, { $score } zu { $opponent_score }, { $date }
archive-entry = { $first } gegen { $second }, { $length }, { $score } zu { $second_score }, { $date }, { $result ->
    [first] { $first } hat gewonnen
    [second] { $second } hat gewonnen
    [level] ohne Sieger
   *[abandoned] abgebrochen
}
archive-replay = Nach Gehör wiedergeben
archive-download-mat = Für GNU Backgammon herunterladen (.mat)
archive-download-sgf = Als SGF herunterladen
archive-downloading = { $file } wird heruntergeladen.
archive-unknown-match = Diese Partie gibt es nicht.
archive-private-match = Diese Partie ist privat: Nur ihre Spieler können sie öffnen.
archive-broken-match = Die Aufzeichnung dieser Partie lässt sich nicht wiedergeben.
archive-export-failed = Diese Partie konnte nicht exportiert werden.

## Wiedergabe nach Gehör
archive-replay-opened = Wiedergabe: { $first } gegen { $second }, { $games ->
    [one] ein Spiel
   *[other] { $games } Spiele
}, { $steps } Schritte. N und B: nächste und vorige Aktion; Umschalt+N und Umschalt+B: nächstes und voriges Spiel; Escape: das Wiedergabemenü.
archive-replay-where = Spiel { $game } von { $games }, Schritt { $step } von { $steps }.
archive-replay-silent = Schritt { $step }: Zu diesem Platz wurde nichts gesagt.
archive-replay-at-end = Das war der letzte Schritt.
archive-replay-at-start = Das war der erste Schritt.
archive-replay-no-game = Ein Spiel { $game } gibt es nicht: Diese Partie hat { $games ->
    [one] ein Spiel
   *[other] { $games } Spiele
}.
archive-replay-game-prompt = Gehe zu Spiel (1 bis { $games })
archive-replay-read-only = Dies ist eine Wiedergabe: Hier kann nicht gespielt werden.
archive-replay-next = Nächste Aktion (N)
archive-replay-previous = Vorige Aktion (B)
archive-replay-next-game = Nächstes Spiel (Umschalt+N)
archive-replay-previous-game = Voriges Spiel (Umschalt+B)
archive-replay-first = Erste Aktion (F)
archive-replay-last = Letzte Aktion (L)
archive-replay-go-to-game = Gehe zu Spiel (G)
archive-replay-repeat = Diesen Schritt wiederholen (R)
archive-replay-hear-as = So hören, wie { $name } es gehört hat
archive-replay-watch-from = Als Zuschauer auf der Seite von { $name } hören
archive-replay-hearing-as = Du hörst es jetzt so, wie { $name } es gehört hat.
archive-replay-watching-from = Du hörst es jetzt als Zuschauer auf der Seite von { $name }.
archive-replay-back = Zurück zum Brett
archive-replay-leave = Wiedergabe verlassen
