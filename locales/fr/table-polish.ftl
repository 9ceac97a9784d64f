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
