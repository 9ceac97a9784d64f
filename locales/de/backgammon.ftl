# Backgammon-Tisch: alles, was Spieler und Zuschauer hören.
# Gemeinsame Argumente: $actor / $opponent sind "you" oder "other" (wie die hörende Person zum handelnden und
# zum anderen Platz steht); $name / $opponent_name sind Platznamen; $detail ist "brief" oder "verbose".

bg-game-name = Backgammon

## Optionen

bg-option-match-length = Matchlänge
bg-option-bot-level = Spielstärke des Bots
bg-option-verbose = Ausführliche Kommentare
bg-option-hints = Zugtipps
bg-option-cube-hints = Tipps zum Dopplerwürfel
bg-option-confirm-turn = Jeden Zug bestätigen (die Eingabetaste beendet deinen Zug, du kannst also die letzte Bewegung noch zurücknehmen)
bg-level-random = Zufällig
bg-level-simple = Einfach
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Chaos
bg-option-refused-match-length = Die Matchlänge muss eine ganze Zahl von { $minimum } bis { $maximum } sein.
bg-option-refused-bot-level = Diese Spielstärke gibt es nicht.
bg-option-refused-boolean = „{ $option ->
    [verbose] Ausführliche Kommentare
    [hints] Zugtipps
    [cube_hints] Tipps zum Dopplerwürfel
   *[confirm_turn] Jeden Zug bestätigen
}“ kann nur an oder aus sein.
bg-option-refused-unknown = An diesem Tisch gibt es keine Option namens { $option }.

## Aktionen (Menüs und Tastenhilfe)

bg-action-roll = Würfeln
bg-action-point = Stein auswählen oder ziehen
bg-action-move-checker = Einen Stein von einem Punkt auf einen anderen ziehen
bg-action-deselect = Auswahl des Steins aufheben
bg-action-next-target = Nächstes Ziel
bg-action-previous-target = Vorheriges Ziel
bg-action-row-start = Anfang der Reihe
bg-action-row-end = Ende der Reihe
bg-action-column-top = Oben in der Spalte
bg-action-column-bottom = Unten in der Spalte
bg-action-double = Doppeln
bg-action-take = Doppel annehmen
bg-action-drop = Doppel ablehnen
bg-action-undo = Letzte Bewegung zurücknehmen
bg-action-end-turn = Zug beenden
bg-action-resign-single = Aufgeben: einfaches Spiel
bg-action-resign-gammon = Aufgeben: Gammon
bg-action-resign-backgammon = Aufgeben: Backgammon
bg-action-accept-resignation = Aufgabe annehmen
bg-action-decline-resignation = Aufgabe ablehnen
bg-action-hint = Zugtipp
bg-action-cube-hint = Tipp zum Dopplerwürfel
bg-action-status-board = Steine auf der Bar und herausgewürfelte Steine
bg-action-status-cube = Dopplerwürfel
bg-action-status-pips = Pipzahlen
bg-action-status-score = Matchstand
bg-action-status-dice = Übrige Würfel
bg-action-status-turn = Wer ist am Zug
bg-action-next-game = Nächstes Spiel

## Das Brett

bg-cell = { $point }{ $count ->
    [0] , leer
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] eigener Stein
           *[other] eigene Steine
        }
       *[other] { $count ->
            [one] Stein
           *[other] Steine
        } von { $name }, { $colour ->
            [white] weiß
           *[red] rot
        }
    }
}{ $selected ->
    [yes] , ausgewählt
   *[no] {""}
}

## Was passiert

bg-colours = { $actor ->
    [you] Du spielst { $colour ->
        [white] Weiß
       *[red] Rot
    }; { $opponent_name } spielt { $opponent_colour ->
        [white] Weiß
       *[red] Rot
    }.
   *[other] { $name } spielt { $colour ->
        [white] Weiß
       *[red] Rot
    }; { $opponent ->
        [you] du spielst
       *[other] { $opponent_name } spielt
    } { $opponent_colour ->
        [white] Weiß
       *[red] Rot
    }.
}
bg-game-started = Spiel { $number } beginnt.
bg-crawford-game = Dies ist das Crawford-Spiel: Es wird nicht gedoppelt.
bg-post-crawford = Das Crawford-Spiel ist vorbei: Der Dopplerwürfel ist wieder im Spiel.
bg-opening-roll = Eröffnungswurf: { $actor ->
    [you] Du würfelst { $die }, { $opponent_name } würfelt { $opponent_die }.
   *[other] { $opponent ->
        [you] Du würfelst { $opponent_die }, { $name } würfelt { $die }.
       *[other] { $name } würfelt { $die }, { $opponent_name } würfelt { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Gleichstand: Es wird neu gewürfelt.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Du beginnst und spielst { $die1 } und { $die2 }.
   *[other] { $name } beginnt und spielt { $die1 } und { $die2 }.
}
bg-rolled = { $actor ->
    [you] Du würfelst
   *[other] { $name } würfelt
} { $die1 } und { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] Du kannst mit { $die1 } und { $die2 } nicht von der Bar einwürfeln und musst aussetzen.
       *[other] { $name } kann mit { $die1 } und { $die2 } nicht von der Bar einwürfeln und muss aussetzen.
    }
   *[no] { $actor ->
        [you] Du hast mit { $die1 } und { $die2 } keinen gültigen Zug und musst aussetzen.
       *[other] { $name } hat mit { $die1 } und { $die2 } keinen gültigen Zug und muss aussetzen.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Du würfelst von der Bar auf Punkt { $to } ein
       *[other] { $name } würfelt von der Bar auf Punkt { $to } ein
    }
    [bear-off] { $actor ->
        [you] Du würfelst einen Stein von Punkt { $from } heraus
       *[other] { $name } würfelt einen Stein von Punkt { $from } heraus
    }
   *[move] { $actor ->
        [you] Du ziehst von { $from } nach { $to }
       *[other] { $name } zieht von { $from } nach { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] {" "}und schlägt einen deiner Steine
       *[other] { $actor ->
            [you] {" "}und schlägst einen Stein von { $opponent_name }
           *[other] {" "}und schlägt einen Stein von { $opponent_name }
        }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] ; Punkt { $from } ist jetzt leer
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Du nimmst den Zug von { $from } nach { $to } zurück.
   *[other] { $name } nimmt den Zug von { $from } nach { $to } zurück.
}
bg-play-finished = Pipzahlen: { $actor ->
    [you] du { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] du
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Du bist am Zug.
   *[other] { $name } ist am Zug.
}
bg-double-offered = { $actor ->
    [you] Du doppelst auf { $value }.
   *[other] { $name } doppelt auf { $value }.{ $opponent ->
        [you] {" "}Drücke Y zum Annehmen oder N zum Ablehnen.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Du nimmst an; der Dopplerwürfel gehört jetzt dir, auf { $value }.
   *[other] { $name } nimmt an und besitzt jetzt den Dopplerwürfel, auf { $value }.
}
bg-double-dropped = { $actor ->
    [you] Du lehnst das Doppel ab.
   *[other] { $name } lehnt das Doppel ab.
}
bg-resign-offered = { $actor ->
    [you] Du bietest
   *[other] { $name } bietet
} die Aufgabe dieses Spiels an: { $kind ->
    [single] einfaches Spiel
    [gammon] Gammon
   *[backgammon] Backgammon
}, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.{ $opponent ->
    [you] {" "}Drücke Y zum Annehmen oder N zum Ablehnen.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Du nimmst die Aufgabe an.
   *[other] { $name } nimmt die Aufgabe an.
}
bg-resign-declined = { $actor ->
    [you] Du lehnst die Aufgabe ab; es wird weitergespielt.
   *[other] { $name } lehnt die Aufgabe ab; es wird weitergespielt.
}
bg-game-won = { $actor ->
    [you] Du gewinnst
   *[other] { $name } gewinnt
} das Spiel{ $how ->
    [resigned] {" "}durch Aufgabe
    [dropped] {" "}durch das abgelehnte Doppel
   *[played] {""}
}: { $kind ->
    [single] einfaches Spiel
    [gammon] Gammon
   *[backgammon] Backgammon
}, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
bg-score-now = Spielstand, Match auf { $length }: { $actor ->
    [you] du { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] du { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Du gewinnst das Match
   *[other] { $name } gewinnt das Match
}{ $how ->
    [resigned] {" "}durch Aufgabe, beim Stand von { $score } zu { $opponent_score }.
    [time] {" "}nach Zeit, beim Stand von { $score } zu { $opponent_score }.
   *[played] , { $score } zu { $opponent_score }.
}

## Antworten an die fragende Person

bg-selected = Punkt { $point } ausgewählt ({ $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}).
bg-deselected = Auswahl aufgehoben.
bg-play-complete = Dein Zug ist vollständig. Drücke die Eingabetaste, um ihn zu beenden, oder U, um zurückzunehmen.
bg-hint-header = { $count ->
    [0] Keine gültigen Züge.
    [one] Ein gültiger Zug:
   *[other] { $count } gültige Züge. Vorschläge:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] Bar
    [off] raus
   *[other] { $point }
}
bg-cube-hint-rules = Tipps zum Dopplerwürfel brauchen die Engine; bis dahin das Rennen: du { $pips } Pips, dein Gegenüber { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Du darfst jetzt doppeln.
       *[no] {" "}Du darfst jetzt nicht doppeln.
    }
   *[take] {" "}Du musst annehmen oder ablehnen.
}

## Statustasten

bg-status-board = Bar: { $actor ->
    [you] du
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] du
   *[other] { $opponent_name }
} { $opponent_bar }. Herausgewürfelt: { $actor ->
    [you] du
   *[other] { $name }
} { $off }, { $opponent ->
    [you] du
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] In einem Einzelspiel gibt es keinen Dopplerwürfel.
    [crawford] Crawford-Spiel: Der Dopplerwürfel wird nicht benutzt.
    [centred] Der Dopplerwürfel liegt in der Mitte, auf { $value }.
   *[owned] Der Dopplerwürfel steht auf { $value } und gehört { $owner ->
        [you] dir
       *[other] { $owner_name }
    }.
}
bg-status-pips = Pipzahlen: { $actor ->
    [you] du
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] du
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Match auf { $length }: { $actor ->
    [you] du
   *[other] { $name }
} { $score }, { $opponent ->
    [you] du
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}Dies ist das Crawford-Spiel.
   *[no] {""}
}
bg-status-dice = Übrige Würfel: { $count ->
    [1] { $die1 }.
    [2] { $die1 } und { $die2 }.
    [3] { $die1 }, { $die2 } und { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } und { $die4 }.
}
bg-status-dice-none = Gerade gibt es keine Würfel zu spielen.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Du musst würfeln.
        [moving] Du musst ziehen.
        [double_offered] Du musst das Doppel annehmen oder ablehnen.
        [resignation_offered] Du musst die Aufgabe annehmen oder ablehnen.
       *[other] Du bist am Zug.
    }
   *[other] { $phase ->
        [awaiting_roll] { $name } muss würfeln.
        [moving] { $name } muss ziehen.
        [double_offered] { $name } muss das Doppel annehmen oder ablehnen.
        [resignation_offered] { $name } muss die Aufgabe annehmen oder ablehnen.
       *[other] { $name } ist am Zug.
    }
}
bg-status-turn-not-started = Das Spiel hat noch nicht begonnen.
bg-status-turn-over = Das Match ist vorbei; { $actor ->
    [you] du hast gewonnen.
   *[other] { $name } hat gewonnen.
}

## Ablehnungen: warum etwas gerade nicht geht

bg-refuse-already-started = Das Spiel hat schon begonnen.
bg-refuse-not-started = Das Spiel hat noch nicht begonnen.
bg-refuse-match-over = Das Match ist vorbei.
bg-refuse-spectator = Wer zuschaut, kann nicht mitspielen; spielen können nur die beiden am Tisch.
bg-refuse-bad-viewer = Diesen Platz gibt es an diesem Tisch nicht.
bg-refuse-seat-names = An einem Backgammon-Tisch spielen genau zwei Personen.
bg-refuse-unknown-action = Das kann dieser Tisch nicht.
bg-refuse-not-offered = Das ist hier nicht verfügbar.
bg-refuse-not-now = Das geht gerade nicht.
bg-refuse-bad-cell = Wähle zuerst einen Punkt auf dem Brett.
bg-refuse-bad-move = Das ist kein Steinzug: Gib einen Punkt oder die Bar als Start an und einen Punkt oder „heraus“ als Ziel.
bg-refuse-bad-snapshot = Der gespeicherte Tisch konnte nicht gelesen werden.
bg-refuse-not-your-turn = Du bist nicht am Zug: { $phase ->
    [double_offered] { $name } muss noch das Doppel annehmen oder ablehnen.
    [resignation_offered] { $name } muss noch auf die Aufgabe antworten.
    [awaiting_roll] { $name } muss noch würfeln.
   *[other] { $name } muss noch ziehen.
}
bg-refuse-roll-first = Würfle zuerst: Drücke die Eingabetaste.
bg-refuse-move-first = Du hast schon gewürfelt; zieh deine Steine.
bg-refuse-end-turn-first = Dein Zug ist vollständig: Drücke die Eingabetaste, um ihn zu beenden, oder U, um zurückzunehmen.
bg-refuse-answer-double = Nimm zuerst das Doppel mit Y an oder lehne es mit N ab.
bg-refuse-answer-resignation = Nimm zuerst die Aufgabe mit Y an oder lehne sie mit N ab.
bg-refuse-play-complete = Du hast in diesem Zug alle spielbaren Würfel genutzt.
bg-refuse-play-incomplete = Dein Zug ist noch nicht fertig: { $dice ->
    [one] Ein Würfel ist
   *[other] { $dice } Würfel sind
} noch zu spielen.
bg-refuse-bar-first = Du hast einen Stein auf der Bar: Würfle ihn zuerst ein, indem du einen Punkt im gegnerischen Heimfeld wählst.
bg-refuse-no-checker = Du hast keinen Stein auf Punkt { $point }.
bg-refuse-not-your-checker = Die Steine auf Punkt { $point } gehören deinem Gegenüber.
bg-refuse-empty-point = Punkt { $point } ist leer.
bg-refuse-no-moves-from = Der Stein auf Punkt { $point } hat mit diesen Würfeln keinen gültigen Zug.
bg-refuse-bear-off-not-home = Du darfst erst herauswürfeln, wenn alle deine Steine in deinem Heimfeld sind, auf den Punkten 1 bis 6.
bg-refuse-bear-off-dice-too-small = Deine Würfel sind zu niedrig, um von Punkt { $point } herauszuwürfeln.
bg-refuse-bear-off-higher-first = Du darfst nicht mit einem höheren Würfel von Punkt { $point } herauswürfeln, solange du Steine auf höheren Punkten hast.
bg-refuse-backwards = Steine ziehen in Richtung deines Heimfelds, also zu niedrigeren Punktnummern.
bg-refuse-blocked = Punkt { $point } ist blockiert: Dein Gegenüber hat dort zwei oder mehr Steine.
bg-refuse-no-die = Keiner deiner Würfel zieht einen Stein um { $distance ->
    [one] { $distance } Punkt
   *[other] { $distance } Punkte
}.
bg-refuse-no-path = Mit deinen Würfeln führt kein gültiger Weg dorthin.
bg-refuse-whole-roll = Mit diesem Zug könntest du den Wurf nicht ganz spielen: Du musst beide Würfel nutzen, wenn es geht, oder den höheren, wenn nur einer spielbar ist.
bg-refuse-nothing-selected = Es ist kein Stein ausgewählt.
bg-refuse-nothing-to-undo = In diesem Zug gibt es nichts zurückzunehmen.
bg-refuse-no-targets = Gerade gibt es kein Ziel.
bg-refuse-double-single-game = In einem Einzelspiel gibt es keinen Dopplerwürfel.
bg-refuse-double-crawford = Im Crawford-Spiel wird nicht gedoppelt.
bg-refuse-double-after-roll = Du kannst nur vor dem Würfeln doppeln.
bg-refuse-double-opponent-owns = Der Dopplerwürfel gehört deinem Gegenüber; nur wer ihn besitzt, darf doppeln.
bg-refuse-double-maximum = Der Dopplerwürfel steht schon auf seinem Höchstwert, 64.
bg-refuse-no-double-offered = Es wurde kein Doppel angeboten.
bg-refuse-no-resignation-offered = Es wurde keine Aufgabe angeboten.
bg-refuse-resign-higher = Dein Angebot wurde in diesem Zug abgelehnt; jetzt kannst du nur noch eine höhere Aufgabe anbieten.
bg-refuse-hints-off = Zugtipps sind an diesem Tisch ausgeschaltet.
bg-refuse-hint-not-your-turn = Zugtipps gibt es, wenn du am Zug bist.
bg-refuse-hint-roll-first = Würfle zuerst; ein Zugtipp schlägt vor, wie du deine Würfel spielst.
bg-refuse-cube-hints-off = Tipps zum Dopplerwürfel sind an diesem Tisch ausgeschaltet.
bg-refuse-cube-hint-no-cube = Der Dopplerwürfel ist in diesem Spiel nicht im Einsatz.
bg-refuse-cube-hint-not-now = Tipps zum Dopplerwürfel gibt es vor dem Würfeln und wenn dir ein Doppel angeboten wird.
bg-refuse-next-game-automatic = Das nächste Spiel beginnt von selbst, wenn ein Spiel endet.
bg-still-holding = Du hältst noch den Stein, den du auf { $point } aufgenommen hast.
