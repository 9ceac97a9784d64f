# Raccoons (le joueur qui subit un beaver l'accepte et redouble aussitôt, le videau restant à l'auteur du beaver) et la perte quadruple (un backgammon avec un pion encore sur la barre compte quatre fois le videau).

## Options

raccoon-option-raccoons = Raccoons en jeu d'argent, au plus par partie (0 : désactivé ; ils exigent les beavers)
raccoon-option-quadruple = Perte quadruple : un backgammon avec un pion encore sur la barre compte quatre fois le videau
raccoon-option-refused-raccoons = Les raccoons doivent être un nombre entier de { $minimum } à { $maximum }.
raccoon-option-refused-quadruple = La perte quadruple doit être activée ou désactivée.

## Actions

bg-action-raccoon = Raccoon : accepter le beaver et redoubler aussitôt, le videau restant à votre adversaire

## What happens

raccoon-raccooned = { $actor ->
    [you] Vous faites un raccoon : vous acceptez le beaver et redoublez aussitôt à { $value } ; le videau reste à { $opponent_name }.
   *[other] { $name } fait un raccoon : accepte le beaver et redouble aussitôt à { $value } ; le videau reste où il est.{ $opponent ->
        [you] {" "}Appuyez sur Y pour accepter ou N pour refuser.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Vous acceptez le raccoon et gardez le videau, désormais à { $value }.
   *[other] { $name } accepte le raccoon et garde le videau, désormais à { $value }.
}
raccoon-quadruple-loss = Un pion est encore sur la barre : avec la perte quadruple, le backgammon compte quatre fois le videau de { $cube }.

## Advice

raccoon-cube-advice-raccoon = Conseil de videau : raccoon (touche R) : le beaver est une erreur, acceptez-le et redoublez aussitôt ; le videau reste à votre adversaire.

## Refusals

raccoon-refuse-off = Les raccoons ne sont pas autorisés à cette table.
raccoon-refuse-no-beaver = Il n'y a pas de beaver sur lequel faire un raccoon.
raccoon-refuse-limit = { $limit ->
    [one] Un seul raccoon est autorisé par partie.
   *[other] Seulement { $limit } raccoons sont autorisés par partie.
}
raccoon-refuse-maximum = Un raccoon porterait le videau au-delà de 64.
