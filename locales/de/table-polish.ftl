## Ein nur teilweise gespielter Wurf

bg-dice-unplayable = { $actor ->
    [you] Du kannst
   *[other] { $name } kann
} { $count ->
    [1] die { $die } nicht spielen: { $reason ->
        [higher] Nur ein Würfel ist spielbar, und die Regeln verlangen den höheren.
        [bar] Ein Stein auf der Bar kann damit nicht einwürfeln.
       *[blocked] Kein gültiger Zug verwendet sie.
    }
   *[other] { $count } weitere Züge mit { $die } nicht spielen: { $reason ->
        [higher] Nur ein Würfel ist spielbar, und die Regeln verlangen den höheren.
        [bar] Ein Stein auf der Bar kann mit einer { $die } nicht einwürfeln.
       *[blocked] Für eine { $die } bleibt kein gültiger Zug.
    }
}

## Zurückkommen, zuschauen

room-player-back = { $name } ist zurück.
room-watching-from = Du schaust jetzt von Platz { $number } aus zu, von der Seite von { $name }.

## Die Optionen des Gastgebers im Warteraum

room-option-choose = { $label }, jetzt { $value }: wähle einen Wert.
room-option-now = { $label }: { $value }.


## Tipps

bg-hint-header-simple = { $count ->
    [0] Keine gültigen Züge.
    [one] Ein gültiger Zug:
   *[other] { $count } gültige Züge, der beste zuerst nach dem Urteil des Simple-Bots (die Engine hat nicht geantwortet):
}
bg-cube-advice = Dopplerrat: { $situation ->
    [take] { $advice ->
        [take] nimm das Doppel an.
       *[drop] gib das Doppel ab.
    }
   *[double] { $advice ->
        [double-take] jetzt doppeln; dein Gegner sollte annehmen.
        [double-drop] jetzt doppeln; dein Gegner sollte abgeben, und das Spiel gehört dir.
        [no-double] noch nicht doppeln; würfle.
       *[cannot] { $reason ->
            [opponent-owns] du kannst nicht doppeln, dein Gegner besitzt den Würfel; würfle.
            [maximum] der Dopplerwürfel hat seinen höchsten Wert; würfle.
            [crawford] im Crawford-Spiel wird nicht gedoppelt; würfle.
           *[dead] Doppeln bringt dir bei diesem Stand nichts (der Würfel ist tot); würfle.
        }
    }
}


## Das ganze Match aufgeben

bg-action-resign-match = Das ganze Match aufgeben
bg-action-confirm-resign-match = Ja, das ganze Match aufgeben
bg-action-cancel-resign-match = Nein, weiterspielen
bg-resign-match-confirm = Das ganze Match aufgeben? { $opponent_name } würde es gewinnen; es steht { $score } zu { $opponent_score }, Match auf { $length }. Drücke Y, um das Match aufzugeben, oder N, um weiterzuspielen.
bg-resign-match-cancelled = Du spielst weiter.
bg-match-resigned = { $actor ->
    [you] Du gibst das Match auf.
   *[other] { $name } gibt das Match auf.
}
bg-refuse-resign-match-not-asked = Wähle zuerst, das ganze Match aufzugeben; du wirst dann um Bestätigung gebeten.
