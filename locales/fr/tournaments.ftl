# Tournois : inscription, appariements et résultats de chaque ronde, tableau, classement et places.

tournament-format = { $format ->
    [swiss] système suisse
    [round-robin] toutes rondes
   *[knockout] élimination directe
}

## S'inscrire et commencer
tournament-joined = { $name } rejoint le tournoi : { $count } places prises sur { $places }.
tournament-left-before-start = { $name } quitte le tournoi : { $count } places prises sur { $places }.
tournament-you-left = Vous avez quitté le tournoi.
tournament-join-refused = { $reason ->
    [full] Le tournoi est complet.
    [started] Le tournoi a déjà commencé.
   *[already] Vous êtes déjà inscrit à ce tournoi.
}
tournament-start-refused = { $reason ->
    [organiser] Seul l'organisateur peut lancer le tournoi.
    [too-few] Il faut au moins deux joueurs pour lancer un tournoi.
   *[started] Le tournoi a déjà commencé.
}
tournament-started = { $name } commence : { $format }, joueurs : { $players }, rondes : { $rounds }.
tournament-not-started = Le tournoi n'a pas commencé : { $count } places prises sur { $places }.

## Chaque ronde
tournament-round-paired = Ronde { $round } sur { $rounds } appariée ; matchs : { $matches }.
tournament-your-match = Ronde { $round } sur { $rounds } : vous jouez contre { $opponent }, un match en { $length } { $length ->
    [one] point
   *[other] points
}. Votre table est ouverte : venez dans les { $minutes } { $minutes ->
    [one] minute
   *[other] minutes
} ou vous perdez le match par forfait.
tournament-your-bye = Ronde { $round } sur { $rounds } : vous êtes exempt, ce qui compte comme une victoire.
tournament-result = Ronde { $round }, match { $match } : { $how ->
    [resigned] { $winner } bat { $loser } { $winner_points } à { $loser_points } ; { $loser } a abandonné.
    [forfeit] { $winner } gagne par forfait, { $winner_points } à { $loser_points } : { $loser } a quitté le tournoi.
    [no-show] { $winner } gagne par forfait : { $loser } n'est pas venu à la table à temps.
    [seeded] { $winner } passe comme tête de série la mieux placée ; { $loser } est éliminé. Aucun des deux n'a joué.
   *[played] { $winner } bat { $loser } { $winner_points } à { $loser_points }.
}
tournament-both-lost = Ronde { $round }, match { $match } : ni { $first } ni { $second } ne sont venus à la table à temps ; tous deux perdent le match.
tournament-you-are-out = Vous êtes éliminé du tournoi, battu à la ronde { $round } sur { $rounds }.
tournament-you-did-not-come = Vous n'êtes pas venu à votre table à temps à la ronde { $round }, et vous perdez ce match par forfait.
tournament-withdrawn = { $name } a quitté le tournoi.
tournament-round-goes-on = La ronde { $round } continue ; matchs encore en cours : { $playing }. { $last ->
    [yes] Les places seront connues quand ils seront finis.
   *[no] La ronde suivante sera appariée quand ils seront finis.
}
tournament-won = Le tournoi { $name } est terminé : { $winner } gagne !
tournament-your-place = { $shared ->
    [yes] Vous terminez ex aequo à la place { $place } sur { $players }.
   *[no] Vous terminez à la place { $place } sur { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] seconde
       *[other] secondes
    }
   *[minutes] { $count } { $count ->
        [one] minute
       *[other] minutes
    }
}
tournament-waiting-for = { $opponent } n'est pas encore à votre table : il lui reste { $left } pour venir, sinon vous gagnez le match par forfait.
tournament-opponent-waiting = { $opponent } est à votre table de la ronde { $round } et vous attend : venez dans les { $left } ou vous perdez le match par forfait.

## Le tableau, une ligne par match
tournament-line-waiting = Ronde { $round } sur { $rounds }, match { $match } : { $first } contre { $second }, en attente des joueurs, encore { $left } pour venir
tournament-line-playing = Ronde { $round } sur { $rounds }, match { $match } : { $first } { $first_points }, { $second } { $second_points }, en cours
tournament-line-won = Ronde { $round } sur { $rounds }, match { $match } : { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] { $winner } a gagné par abandon
    [forfeit] { $winner } a gagné par forfait
    [no-show] { $winner } a gagné par forfait
   *[played] { $winner } a gagné
}
tournament-line-both-lost = Ronde { $round } sur { $rounds }, match { $match } : { $first } contre { $second }, perdu par forfait pour tous les deux
tournament-line-bye = Ronde { $round } sur { $rounds }, match { $match } : { $name }, exempt
tournament-line-later = Ronde { $round } sur { $rounds }, match { $match } : le vainqueur du match { $first_match } contre le vainqueur du match { $second_match } de la ronde { $previous }
tournament-line-unpaired = Ronde { $round } sur { $rounds } : appariée quand la ronde { $previous } sera finie

## Le classement
tournament-standing = { $left ->
    [yes] { $place }. { $name }, a quitté le tournoi : victoires { $wins }, défaites { $losses }, points { $won } à { $lost }, victoires des adversaires { $buchholz }
   *[no] { $place }. { $name } : victoires { $wins }, défaites { $losses }, points { $won } à { $lost }, victoires des adversaires { $buchholz }
}
tournament-standing-knockout = { $name }, tête de série { $seed } : { $state ->
    [winner] le vainqueur
    [out] éliminé à la ronde { $round }
    [left] parti à la ronde { $round }
   *[in] toujours en lice
}

## Mon prochain match, et qui est encore en lice
tournament-next-not-in = Vous ne jouez pas dans ce tournoi.
tournament-next-open = Votre match : ronde { $round } sur { $rounds }, contre { $opponent }, en { $length } { $length ->
    [one] point
   *[other] points
} ; votre table est ouverte : venez dans les { $left } ou vous perdez le match par forfait.
tournament-next-playing = Votre match : ronde { $round } sur { $rounds }, contre { $opponent }, en { $length } { $length ->
    [one] point
   *[other] points
} ; vous { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Vous êtes exempt à la ronde { $round } sur { $rounds }.
tournament-next-waiting = Votre match de la ronde { $round } est fini ; matchs encore en cours : { $playing }. { $last ->
    [yes] Les places seront connues quand ils seront finis.
   *[no] Votre prochain match sera apparié quand ils seront finis.
}
tournament-next-out = Vous êtes éliminé du tournoi.
tournament-next-over = Le tournoi est terminé : { $winner } a gagné.
tournament-still-in = Joueurs encore en lice : { $count }.
tournament-player-line = { $name }, tête de série { $seed }, victoires { $wins }
