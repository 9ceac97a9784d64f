## Ein nur teilweise gespielter Wurf

bg-dice-unplayable = { $actor ->
    [you] Du kannst
   *[other] { $name } kann
} { $count ->
    [1] die { $die }
   *[other] die übrigen Würfel mit { $die } ({ $count })
} nicht spielen: { $reason ->
    [higher] Nur ein Würfel ist spielbar, und die Regeln verlangen den höheren.
    [bar] Ein Stein auf der Bar kann damit nicht einwürfeln.
   *[blocked] Kein gültiger Zug verwendet sie.
}

## Zurückkommen, zuschauen

room-player-back = { $name } ist zurück.
room-watching-from = Du schaust jetzt von Platz { $number } aus zu, von der Seite von { $name }.

## Die Optionen des Gastgebers im Warteraum

room-option-choose = { $label }, jetzt { $value }: wähle einen Wert.
room-option-now = { $label }: { $value }.
