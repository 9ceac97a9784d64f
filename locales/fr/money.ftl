# Jeu d'argent : une session de parties, chacune comptée fois le videau, avec la règle Jacoby, les beavers et les doubles automatiques.

## Options

money-option-money = Jeu d'argent au lieu d'un match (des parties jusqu'à ce qu'un joueur arrête)
money-option-jacoby = Règle Jacoby en jeu d'argent (les gammons ne comptent qu'une fois le videau tourné)
money-option-beavers = Beavers en jeu d'argent (le joueur doublé peut redoubler aussitôt et garder le videau)
money-option-auto-doubles = Doubles automatiques en jeu d'argent, au plus par partie (0 : désactivé)
money-option-refused-auto-doubles = Les doubles automatiques doivent être un nombre entier de { $minimum } à { $maximum }.
money-option-refused-boolean = { $option ->
    [money] Le jeu d'argent
    [jacoby] La règle Jacoby
   *[beavers] Les beavers
} doit être activé ou désactivé.

## Actions

bg-action-beaver = Beaver : accepter et redoubler aussitôt, en gardant le videau
bg-action-play-on = Jouer une autre partie
bg-action-stop-session = Arrêter la session

## What happens

money-automatic-double = Les dés d'ouverture sont égaux : double automatique. Le videau est maintenant à { $value }, toujours au centre.
money-beavered = { $actor ->
    [you] Vous faites un beaver : vous acceptez, redoublez aussitôt à { $value } et gardez le videau.
   *[other] { $name } fait un beaver : accepte, redouble aussitôt à { $value } et garde le videau.{ $opponent ->
        [you] {" "}Appuyez sur Y pour accepter ou N pour refuser.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Vous acceptez le beaver ; le videau est à { $value } et reste à { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } accepte le beaver ; le videau est à { $value } et reste à vous.
       *[other] { $name } accepte le beaver ; le videau est à { $value } et reste à { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] Le videau n'a jamais été tourné : selon la règle Jacoby, le gammon compte comme une partie simple.
   *[backgammon] Le videau n'a jamais été tourné : selon la règle Jacoby, le backgammon compte comme une partie simple.
}
money-total-now = Session d'argent : { $actor ->
    [you] vous { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] vous { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] À égalité.
    [actor] { $actor ->
        [you] Vous menez de { $margin }.
       *[other] { $name } mène de { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Vous menez de { $margin }.
       *[other] { $opponent_name } mène de { $margin }.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Une autre partie ? Appuyez sur Y ou Entrée pour continuer, N pour arrêter la session.
       *[other] Les joueurs choisissent maintenant de jouer une autre partie ou non.
    }
   *[you] Une autre partie ? Appuyez sur Y ou Entrée pour continuer, N pour arrêter la session.
}
money-playing-on = { $actor ->
    [you] Vous voulez une autre partie.
   *[other] { $name } veut une autre partie.
}
money-session-ended = { $actor ->
    [you] Vous arrêtez la session.
   *[other] { $name } arrête la session.
} Total final : { $actor ->
    [you] vous { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] vous { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] À égalité.
    [actor] { $actor ->
        [you] Vous gagnez { $margin ->
            [one] { $margin } point
           *[other] { $margin } points
            }.
       *[other] { $name } gagne { $margin ->
           [one] { $margin } point
          *[other] { $margin } points
           }.
    }
   *[opponent] { $opponent ->
        [you] Vous gagnez { $margin ->
            [one] { $margin } point
           *[other] { $margin } points
            }.
       *[other] { $opponent_name } gagne { $margin ->
           [one] { $margin } point
          *[other] { $margin } points
           }.
    }
}

## Status and advice

money-status-total = Session d'argent, { $games ->
    [one] une partie jouée
   *[other] { $games } parties jouées
} : { $actor ->
    [you] vous { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] vous { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] À égalité.
    [actor] { $actor ->
        [you] Vous menez de { $margin }.
       *[other] { $name } mène de { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Vous menez de { $margin }.
       *[other] { $opponent_name } mène de { $margin }.
    }
}
money-status-session-over = La session d'argent est terminée.
money-status-between-games = { $count ->
    [one] Entre deux parties : on attend que { $name } continue ou arrête.
   *[other] Entre deux parties : on attend que les deux joueurs continuent ou arrêtent.
}
money-cube-equities = Équités d'argent pour un videau à 1 : pas de double { $no_double }, double accepté { $double_take }, double refusé { $double_pass }.
money-cube-advice-beaver = Conseil de videau : beaver (touche B) : vous êtes favori, acceptez et redoublez aussitôt en gardant le videau.
money-cube-advice-take-beaver = Conseil de videau : acceptez le beaver ; refuser coûte maintenant la mise doublée.
money-cube-advice-drop-beaver = Conseil de videau : refusez le beaver ; continuer à quatre fois la mise coûte plus que la mise doublée.

## Refusals

money-refuse-beaver-off = Les beavers ne sont pas autorisés à cette table.
money-refuse-beaver-no-double = Il n'y a pas de double sur lequel faire un beaver.
money-refuse-beaver-maximum = Un beaver porterait le videau au-delà de 64.
money-refuse-already-playing-on = Vous avez déjà demandé une autre partie ; on attend votre adversaire.
money-refuse-between-games = La partie est finie : appuyez sur Y ou Entrée pour en jouer une autre, N pour arrêter la session.
money-refuse-not-between-games = Cela se fait entre les parties d'une session d'argent.

## Past matches and the profile

money-archive-session = session d'argent
money-profile-none = Aucune session d'argent pour l'instant.
money-profile = Sessions d'argent jouées : { $sessions } : { $won } gagnées, { $lost } perdues, { $level } sans vainqueur ; points gagnés moins points perdus : { $net }

## A money session's own words for the match's actions

money-action-resign-match = Terminer la session maintenant
money-action-confirm-resign-match = Oui, terminer la session
money-action-status-score = Score de la session
money-resign-match-confirm = Terminer la session maintenant ? { $opponent_name } gagne la partie en cours, comme partie simple multipliée par le videau. La session en est à : vous { $score }, { $opponent_name } { $opponent_score }. Appuyez sur Y pour terminer la session, ou sur N pour continuer à jouer.
money-timed-out = { $actor ->
    [you] Votre temps est écoulé : la session est terminée.
   *[other] Le temps de { $name } est écoulé : la session est terminée.
}
