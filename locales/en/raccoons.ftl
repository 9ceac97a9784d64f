# Raccoons (the doubler facing a beaver takes it and redoubles at once, the cube staying with the beaverer) and the quadruple loss (a backgammon with a checker still on the bar counts four times the cube).

## Options

raccoon-option-raccoons = Raccoons in money play, most a game (0 is off; they need beavers)
raccoon-option-quadruple = Quadruple loss: a backgammon with a checker still on the bar counts four times the cube
raccoon-option-refused-raccoons = Raccoons must be a whole number from { $minimum } to { $maximum }.
raccoon-option-refused-quadruple = The quadruple loss must be on or off.

## Actions

bg-action-raccoon = Raccoon: take the beaver and redouble at once, the cube staying with your opponent

## What happens

raccoon-raccooned = { $actor ->
    [you] You raccoon: you take the beaver and redouble to { $value } at once; the cube stays with { $opponent_name }.
   *[other] { $name } raccoons: takes the beaver and redoubles to { $value } at once; the cube stays where it is.{ $opponent ->
        [you] {" "}Press Y to take or N to drop.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] You take the raccoon and keep the cube, now at { $value }.
   *[other] { $name } takes the raccoon and keeps the cube, now at { $value }.
}
raccoon-quadruple-loss = A checker is still on the bar: under the quadruple loss the backgammon counts four times the cube of { $cube }.

## Advice

raccoon-cube-advice-raccoon = Cube advice: raccoon (press R): the beaver is a mistake, so take it and redouble at once; the cube stays with your opponent.

## Refusals

raccoon-refuse-off = Raccoons are not allowed at this table.
raccoon-refuse-no-beaver = There is no beaver for you to raccoon.
raccoon-refuse-limit = { $limit ->
    [one] Only one raccoon is allowed a game.
   *[other] Only { $limit } raccoons are allowed a game.
}
raccoon-refuse-maximum = A raccoon would take the cube beyond 64.
