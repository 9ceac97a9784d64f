## Un lancer joué en partie seulement

bg-dice-unplayable = { $actor ->
    [you] Vous ne pouvez pas jouer
   *[other] { $name } ne peut pas jouer
} { $count ->
    [1] le { $die }
   *[other] les autres { $die } ({ $count })
} : { $reason ->
    [higher] un seul dé peut être joué, et les règles imposent le plus fort.
    [bar] un pion sur la barre ne peut pas entrer avec.
   *[blocked] aucun coup légal ne l'utilise.
}

## Revenir, regarder

room-player-back = { $name } est de retour.
room-watching-from = Vous regardez maintenant depuis la place { $number }, du côté de { $name }.

## Les options de l'hôte dans la salle d'attente

room-option-choose = { $label }, actuellement { $value } : choisissez une valeur.
room-option-now = { $label } : { $value }.


## Conseils

bg-hint-header-simple = { $count ->
    [0] Aucun coup légal.
    [one] Un seul coup légal :
   *[other] { $count } coups légaux, le meilleur d'abord selon le bot Simple (le moteur n'a pas répondu) :
}
bg-cube-advice = Conseil de videau : { $situation ->
    [take] { $advice ->
        [take] acceptez le double.
       *[drop] refusez le double.
    }
   *[double] { $advice ->
        [double-take] doublez maintenant ; votre adversaire devrait accepter.
        [double-drop] doublez maintenant ; votre adversaire devrait refuser, et la partie est à vous.
        [no-double] ne doublez pas encore ; lancez les dés.
       *[cannot] { $reason ->
            [opponent-owns] vous ne pouvez pas doubler, le videau est à votre adversaire ; lancez les dés.
            [maximum] le videau est à sa valeur maximale ; lancez les dés.
            [crawford] pas de double dans la partie Crawford ; lancez les dés.
           *[dead] doubler ne vous apporte rien à ce score (le videau est mort) ; lancez les dés.
        }
    }
}
