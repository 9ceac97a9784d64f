## A roll only partly played

bg-dice-unplayable = { $actor ->
    [you] You cannot play
   *[other] { $name } cannot play
} { $count ->
    [1] the { $die }
   *[other] the other { $die }s ({ $count })
}: { $reason ->
    [higher] only one die can be played, and the rules ask for the higher one.
    [bar] a checker on the bar cannot enter with it.
   *[blocked] no legal move uses it.
}


## Coming back, watching

room-player-back = { $name } is back.
room-watching-from = You now watch from seat { $number }, { $name }'s side.

## The host's options in the waiting room

room-option-choose = { $label }, now { $value }: choose a value.
room-option-now = { $label }: { $value }.
