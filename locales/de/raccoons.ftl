# Raccoons (wer einen Beaver erhält, nimmt ihn an und doppelt sofort zurück; der Würfel bleibt beim Beaver-Spieler) und der vierfache Verlust (ein Backgammon mit einem Stein noch auf der Bar zählt den vierfachen Würfel).

## Options

raccoon-option-raccoons = Raccoons im Geldspiel, höchstens je Partie (0 ist aus; sie setzen Beavers voraus)
raccoon-option-quadruple = Vierfacher Verlust: ein Backgammon mit einem Stein noch auf der Bar zählt den vierfachen Würfel
raccoon-option-refused-raccoons = Raccoons müssen eine ganze Zahl von { $minimum } bis { $maximum } sein.
raccoon-option-refused-quadruple = Der vierfache Verlust muss an oder aus sein.

## Actions

bg-action-raccoon = Raccoon: den Beaver annehmen und sofort zurückdoppeln, der Würfel bleibt beim Gegner

## What happens

raccoon-raccooned = { $actor ->
    [you] Du machst einen Raccoon: du nimmst den Beaver an und doppelst sofort auf { $value } zurück; der Würfel bleibt bei { $opponent_name }.
   *[other] { $name } macht einen Raccoon: nimmt den Beaver an und doppelt sofort auf { $value } zurück; der Würfel bleibt, wo er ist.{ $opponent ->
        [you] {" "}Drücke Y zum Annehmen oder N zum Ablehnen.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Du nimmst den Raccoon an und behältst den Würfel, der jetzt auf { $value } steht.
   *[other] { $name } nimmt den Raccoon an und behält den Würfel, der jetzt auf { $value } steht.
}
raccoon-quadruple-loss = Ein Stein ist noch auf der Bar: beim vierfachen Verlust zählt das Backgammon den vierfachen Würfel von { $cube }.

## Advice

raccoon-cube-advice-raccoon = Würfel-Tipp: Raccoon (drücke R): der Beaver ist ein Fehler, also nimm ihn an und doppele sofort zurück; der Würfel bleibt bei deinem Gegner.

## Refusals

raccoon-refuse-off = An diesem Tisch sind Raccoons nicht erlaubt.
raccoon-refuse-no-beaver = Es gibt keinen Beaver, auf den du einen Raccoon machen kannst.
raccoon-refuse-limit = { $limit ->
    [one] Nur ein Raccoon ist je Partie erlaubt.
   *[other] Nur { $limit } Raccoons sind je Partie erlaubt.
}
raccoon-refuse-maximum = Ein Raccoon brächte den Würfel über 64.
