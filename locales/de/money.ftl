# Geldspiel: eine Sitzung aus Partien, jede mal dem Würfelwert gezählt, mit Jacoby-Regel, Beavers und automatischen Dopplungen.

## Options

money-option-money = Geldspiel statt eines Matches (Partien, bis ein Spieler aufhört)
money-option-jacoby = Jacoby-Regel im Geldspiel (Gammons zählen erst, wenn der Dopplerwürfel gedreht wurde)
money-option-beavers = Beavers im Geldspiel (wer gedoppelt wird, darf sofort zurückdoppeln und den Würfel behalten)
money-option-auto-doubles = Automatische Dopplungen im Geldspiel, höchstens je Partie (0 ist aus)
money-option-refused-auto-doubles = Automatische Dopplungen müssen eine ganze Zahl von { $minimum } bis { $maximum } sein.
money-option-refused-boolean = { $option ->
    [money] Geldspiel
    [jacoby] Die Jacoby-Regel
   *[beavers] Beavers
} muss an oder aus sein.

## Actions

bg-action-beaver = Beaver: annehmen und sofort zurückdoppeln, Würfel behalten
bg-action-play-on = Noch eine Partie spielen
bg-action-stop-session = Die Sitzung beenden

## What happens

money-automatic-double = Die Eröffnungswürfel sind gleich: automatische Dopplung. Der Dopplerwürfel steht jetzt auf { $value }, weiter in der Mitte.
money-beavered = { $actor ->
    [you] Du machst einen Beaver: du nimmst an, doppelst sofort auf { $value } zurück und behältst den Würfel.
   *[other] { $name } macht einen Beaver: nimmt an, doppelt sofort auf { $value } zurück und behält den Würfel.{ $opponent ->
        [you] {" "}Drücke Y zum Annehmen oder N zum Ablehnen.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Du nimmst den Beaver an; der Würfel steht auf { $value } und bleibt bei { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } nimmt den Beaver an; der Würfel steht auf { $value } und bleibt bei dir.
       *[other] { $name } nimmt den Beaver an; der Würfel steht auf { $value } und bleibt bei { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] Der Dopplerwürfel wurde nie gedreht, also zählt das Gammon nach der Jacoby-Regel als einfache Partie.
   *[backgammon] Der Dopplerwürfel wurde nie gedreht, also zählt das Backgammon nach der Jacoby-Regel als einfache Partie.
}
money-total-now = Geldsitzung: { $actor ->
    [you] du { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] du { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Gleichstand.
    [actor] { $actor ->
        [you] Du liegst { $margin } vorn.
       *[other] { $name } liegt { $margin } vorn.
    }
   *[opponent] { $opponent ->
        [you] Du liegst { $margin } vorn.
       *[other] { $opponent_name } liegt { $margin } vorn.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Noch eine Partie? Drücke Y oder Eingabe zum Weiterspielen, N zum Beenden der Sitzung.
       *[other] Die Spieler entscheiden jetzt, ob sie noch eine Partie spielen.
    }
   *[you] Noch eine Partie? Drücke Y oder Eingabe zum Weiterspielen, N zum Beenden der Sitzung.
}
money-playing-on = { $actor ->
    [you] Du möchtest noch eine Partie.
   *[other] { $name } möchte noch eine Partie.
}
money-session-ended = { $actor ->
    [you] Du beendest die Sitzung.
   *[other] { $name } beendet die Sitzung.
} Endstand: { $actor ->
    [you] du { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] du { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Gleichstand.
    [actor] { $actor ->
        [you] Du gewinnst { $margin ->
            [one] { $margin } Punkt
           *[other] { $margin } Punkte
            }.
       *[other] { $name } gewinnt { $margin ->
           [one] { $margin } Punkt
          *[other] { $margin } Punkte
           }.
    }
   *[opponent] { $opponent ->
        [you] Du gewinnst { $margin ->
            [one] { $margin } Punkt
           *[other] { $margin } Punkte
            }.
       *[other] { $opponent_name } gewinnt { $margin ->
           [one] { $margin } Punkt
          *[other] { $margin } Punkte
           }.
    }
}

## Status and advice

money-status-total = Geldsitzung, { $games ->
    [one] eine Partie gespielt
   *[other] { $games } Partien gespielt
}: { $actor ->
    [you] du { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] du { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Gleichstand.
    [actor] { $actor ->
        [you] Du liegst { $margin } vorn.
       *[other] { $name } liegt { $margin } vorn.
    }
   *[opponent] { $opponent ->
        [you] Du liegst { $margin } vorn.
       *[other] { $opponent_name } liegt { $margin } vorn.
    }
}
money-status-session-over = Die Geldsitzung ist beendet.
money-status-between-games = { $count ->
    [one] Zwischen den Partien: Warten darauf, dass { $name } weiterspielt oder aufhört.
   *[other] Zwischen den Partien: Warten darauf, dass beide Spieler weiterspielen oder aufhören.
}
money-cube-equities = Geld-Equities bei Würfelwert 1: nicht doppeln { $no_double }, doppeln und annehmen { $double_take }, doppeln und ablehnen { $double_pass }.
money-cube-advice-beaver = Würfel-Tipp: Beaver (drücke B): du bist Favorit, also nimm an und doppele sofort zurück, den Würfel behältst du.
money-cube-advice-take-beaver = Würfel-Tipp: nimm den Beaver an; Ablehnen kostet jetzt den verdoppelten Einsatz.
money-cube-advice-drop-beaver = Würfel-Tipp: lehne den Beaver ab; mit vierfachem Einsatz weiterzuspielen kostet mehr als der verdoppelte Einsatz.

## Refusals

money-refuse-beaver-off = An diesem Tisch sind Beavers nicht erlaubt.
money-refuse-beaver-no-double = Es gibt keine Dopplung, auf die du einen Beaver machen kannst.
money-refuse-beaver-maximum = Ein Beaver brächte den Würfel über 64.
money-refuse-already-playing-on = Du hast schon um eine weitere Partie gebeten; warte auf deinen Gegner.
money-refuse-between-games = Die Partie ist vorbei: drücke Y oder Eingabe für eine weitere, N zum Beenden der Sitzung.
money-refuse-not-between-games = Das geht nur zwischen den Partien einer Geldsitzung.

## Past matches and the profile

money-archive-session = Geldsitzung
money-profile-none = Noch keine Geldsitzung.
money-profile = Gespielte Geldsitzungen: { $sessions }: { $won } gewonnen, { $lost } verloren, { $level } ohne Sieger; gewonnene minus verlorene Punkte: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Die Session jetzt beenden
money-action-confirm-resign-match = Ja, die Session beenden
money-action-status-score = Stand der Session
money-resign-match-confirm = Die Session jetzt beenden? { $opponent_name } gewinnt ein laufendes Spiel als einfaches Spiel mal Dopplerwürfel. Die Session steht: du { $score }, { $opponent_name } { $opponent_score }. Drücke Y, um die Session zu beenden, oder N, um weiterzuspielen.
money-timed-out = { $actor ->
    [you] Deine Zeit ist abgelaufen: Die Session ist vorbei.
   *[other] Die Zeit von { $name } ist abgelaufen: Die Session ist vorbei.
}
