## Un lancer joué en partie seulement

bg-dice-unplayable = { $actor ->
    [you] Vous ne pouvez pas jouer
   *[other] { $name } ne peut pas jouer
} { $count ->
    [1] le { $die } : { $reason ->
        [higher] un seul dé peut être joué, et les règles imposent le plus fort.
        [bar] un pion sur la barre ne peut pas entrer avec.
       *[blocked] aucun coup légal ne l'utilise.
    }
   *[other] { $count } déplacements de plus de { $die } : { $reason ->
        [higher] un seul dé peut être joué, et les règles imposent le plus fort.
        [bar] un pion sur la barre ne peut pas entrer avec un { $die }.
       *[blocked] il ne reste aucun coup légal pour un { $die }.
    }
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


## Abandonner tout le match

bg-action-resign-match = Abandonner tout le match
bg-action-confirm-resign-match = Oui, abandonner tout le match
bg-action-cancel-resign-match = Non, continuer à jouer
bg-resign-match-confirm = Abandonner tout le match ? { $opponent_name } le gagnerait ; le score est de { $score } à { $opponent_score }, match en { $length }. Appuyez sur Y pour abandonner le match, ou sur N pour continuer à jouer.
bg-resign-match-cancelled = Vous continuez à jouer.
bg-match-resigned = { $actor ->
    [you] Vous abandonnez le match.
   *[other] { $name } abandonne le match.
}
bg-refuse-resign-match-not-asked = Choisissez d'abord d'abandonner tout le match ; une confirmation vous sera demandée.
