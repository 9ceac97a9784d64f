## A roll only partly played

bg-dice-unplayable = { $actor ->
    [you] You cannot play
   *[other] { $name } cannot play
} { $count ->
    [1] the { $die }: { $reason ->
        [higher] only one die can be played, and the rules ask for the higher one.
        [bar] a checker on the bar cannot enter with it.
       *[blocked] no legal move uses it.
    }
   *[other] { $count } more moves of { $die }: { $reason ->
        [higher] only one die can be played, and the rules ask for the higher one.
        [bar] a checker on the bar cannot enter with a { $die }.
       *[blocked] no legal move is left for a { $die }.
    }
}


## Coming back, watching

room-player-back = { $name } is back.
room-watching-from = You now watch from seat { $number }, { $name }'s side.

## The host's options in the waiting room

room-option-choose = { $label }, now { $value }: choose a value.
room-option-now = { $label }: { $value }.


## Hints

bg-hint-header-simple = { $count ->
    [0] No legal plays.
    [one] One legal play:
   *[other] { $count } legal plays, best first as the Simple bot judges them (the engine did not answer):
}
bg-cube-advice = Cube advice: { $situation ->
    [take] { $advice ->
        [take] take the double.
       *[drop] drop the double.
    }
   *[double] { $advice ->
        [double-take] double now; your opponent should take.
        [double-drop] double now; your opponent should drop, and the game is yours.
        [no-double] do not double yet; roll.
       *[cannot] { $reason ->
            [opponent-owns] you cannot double, your opponent owns the cube; roll.
            [maximum] the cube is at its highest value; roll.
            [crawford] no doubling in the Crawford game; roll.
           *[dead] doubling gains you nothing at this score (the cube is dead); roll.
        }
    }
}


## Resigning the whole match

bg-action-resign-match = Resign the whole match
bg-action-confirm-resign-match = Yes, resign the whole match
bg-action-cancel-resign-match = No, keep playing
bg-resign-match-confirm = Resign the whole match? { $opponent_name } would win it; the score is { $score } to { $opponent_score }, match to { $length }. Press Y to resign the match, or N to keep playing.
bg-resign-match-cancelled = You keep playing.
bg-match-resigned = { $actor ->
    [you] You resign the match.
   *[other] { $name } resigns the match.
}
bg-refuse-resign-match-not-asked = First choose to resign the whole match; you will be asked to confirm.
