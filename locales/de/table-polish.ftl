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
