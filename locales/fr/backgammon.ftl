# Table de backgammon : tout ce qu'entend un joueur ou un spectateur.
# Arguments communs : $actor / $opponent valent "you" ou "other" (la relation de l'auditeur avec la place qui
# agit et avec l'autre place) ; $name / $opponent_name sont les noms des places ; $detail vaut "brief" ou "verbose".

bg-game-name = Backgammon

## Options

bg-option-match-length = Longueur du match
bg-option-bot-level = Niveau du bot
bg-option-verbose = Commentaires détaillés
bg-option-hints = Conseils de jeu
bg-option-cube-hints = Conseils de videau
bg-option-confirm-turn = Confirmer chaque tour (Entrée termine votre tour, ce qui vous laisse encore le temps d'annuler le dernier déplacement)
bg-level-random = Aléatoire
bg-level-simple = Basique
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Chaos
bg-option-refused-match-length = La longueur du match doit être un nombre entier de { $minimum } à { $maximum }.
bg-option-refused-bot-level = Ce niveau de bot n'existe pas.
bg-option-refused-boolean = L'option « { $option ->
    [verbose] Commentaires détaillés
    [hints] Conseils de jeu
    [cube_hints] Conseils de videau
   *[confirm_turn] Confirmer chaque tour
} » doit être activée ou désactivée.
bg-option-refused-unknown = Cette table n'a aucune option nommée { $option }.

## Actions (menus et aide des touches)

bg-action-roll = Lancer les dés
bg-action-point = Sélectionner ou déplacer une dame
bg-action-move-checker = Déplacer une dame d'une flèche à une autre
bg-action-deselect = Désélectionner la dame
bg-action-next-target = Destination suivante
bg-action-previous-target = Destination précédente
bg-action-row-start = Début de la rangée
bg-action-row-end = Fin de la rangée
bg-action-column-top = Haut de la colonne
bg-action-column-bottom = Bas de la colonne
bg-action-double = Proposer un double
bg-action-take = Accepter le double
bg-action-drop = Refuser le double
bg-action-undo = Annuler le dernier déplacement
bg-action-end-turn = Terminer votre tour
bg-action-resign-single = Abandonner cette partie en simple
bg-action-resign-gammon = Abandonner cette partie en gammon
bg-action-resign-backgammon = Abandonner cette partie en backgammon
bg-action-accept-resignation = Accepter l'abandon
bg-action-decline-resignation = Refuser l'abandon
bg-action-hint = Conseil de jeu
bg-action-cube-hint = Conseil de videau
bg-action-status-board = Dames sur la barre et dames sorties
bg-action-status-cube = Videau
bg-action-status-pips = Compte de pips
bg-action-status-score = Score du match
bg-action-status-dice = Dés restants
bg-action-status-turn = À qui le tour
bg-action-next-game = Partie suivante

## Le plateau

bg-cell = { $point }{ $count ->
    [0] , vide
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] dame, à vous
           *[other] dames, à vous
        }
       *[other] { $count ->
            [one] dame
           *[other] dames
        } de { $name }, { $colour ->
            [white] { $count ->
                [one] blanche
               *[other] blanches
            }
           *[red] { $count ->
                [one] rouge
               *[other] rouges
            }
        }
    }
}{ $selected ->
    [yes] , sélectionnée
   *[no] {""}
}

## Ce qui se passe

bg-colours = { $actor ->
    [you] Vous jouez les { $colour ->
        [white] blanches
       *[red] rouges
    } ; { $opponent_name } joue les { $opponent_colour ->
        [white] blanches
       *[red] rouges
    }.
   *[other] { $name } joue les { $colour ->
        [white] blanches
       *[red] rouges
    } ; { $opponent ->
        [you] vous jouez
       *[other] { $opponent_name } joue
    } les { $opponent_colour ->
        [white] blanches
       *[red] rouges
    }.
}
bg-game-started = La partie { $number } commence.
bg-crawford-game = C'est la partie Crawford : pas de double.
bg-post-crawford = La partie Crawford est terminée : le videau est de nouveau en jeu.
bg-opening-roll = Lancer d'ouverture : { $actor ->
    [you] vous faites { $die }, { $opponent_name } fait { $opponent_die }.
   *[other] { $opponent ->
        [you] vous faites { $opponent_die }, { $name } fait { $die }.
       *[other] { $name } fait { $die }, { $opponent_name } fait { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Égalité : on relance.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Vous commencez et jouez { $die1 } et { $die2 }.
   *[other] { $name } commence et joue { $die1 } et { $die2 }.
}
bg-rolled = { $actor ->
    [you] Vous faites
   *[other] { $name } fait
} { $die1 } et { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] Vous ne pouvez pas rentrer depuis la barre avec { $die1 } et { $die2 }, et passez votre tour.
       *[other] { $name } ne peut pas rentrer depuis la barre avec { $die1 } et { $die2 }, et passe son tour.
    }
   *[no] { $actor ->
        [you] Vous n'avez aucun coup légal avec { $die1 } et { $die2 }, et passez votre tour.
       *[other] { $name } n'a aucun coup légal avec { $die1 } et { $die2 }, et passe son tour.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Vous rentrez depuis la barre sur la flèche { $to }
       *[other] { $name } rentre depuis la barre sur la flèche { $to }
    }
    [bear-off] { $actor ->
        [you] Vous sortez une dame de la flèche { $from }
       *[other] { $name } sort une dame de la flèche { $from }
    }
   *[move] { $actor ->
        [you] Vous jouez de { $from } à { $to }
       *[other] { $name } joue de { $from } à { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , en tapant une de vos dames
       *[other] , en tapant une dame de { $opponent_name }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , ce qui libère la flèche { $from }
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Vous annulez le déplacement de { $from } à { $to }.
   *[other] { $name } annule le déplacement de { $from } à { $to }.
}
bg-play-finished = Compte de pips : { $actor ->
    [you] vous { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] vous
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] À vous de jouer.
   *[other] À { $name } de jouer.
}
bg-double-offered = { $actor ->
    [you] Vous proposez de doubler à { $value }.
   *[other] { $name } propose de doubler à { $value }.{ $opponent ->
        [you] {" "}Appuyez sur Y pour accepter ou sur N pour refuser.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Vous acceptez ; le videau est à vous, à { $value }.
   *[other] { $name } accepte et possède maintenant le videau, à { $value }.
}
bg-double-dropped = { $actor ->
    [you] Vous refusez le double.
   *[other] { $name } refuse le double.
}
bg-resign-offered = { $actor ->
    [you] Vous proposez
   *[other] { $name } propose
} d'abandonner cette partie en { $kind ->
    [single] simple
    [gammon] gammon
   *[backgammon] backgammon
}, soit { $points ->
    [one] { $points } point
   *[other] { $points } points
}.{ $opponent ->
    [you] {" "}Appuyez sur Y pour accepter ou sur N pour refuser.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Vous acceptez l'abandon.
   *[other] { $name } accepte l'abandon.
}
bg-resign-declined = { $actor ->
    [you] Vous refusez l'abandon ; la partie continue.
   *[other] { $name } refuse l'abandon ; la partie continue.
}
bg-game-won = { $actor ->
    [you] Vous gagnez
   *[other] { $name } gagne
} la partie { $how ->
    [resigned] par abandon, en
    [dropped] sur refus du double, en
   *[played] en
} { $kind ->
    [single] simple
    [gammon] gammon
   *[backgammon] backgammon
}, soit { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
bg-score-now = Score, match en { $length } : { $actor ->
    [you] vous { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] vous { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Vous gagnez le match
   *[other] { $name } gagne le match
}{ $how ->
    [resigned] {" "}par abandon, le score étant de { $score } à { $opponent_score }.
    [time] {" "}au temps, le score étant de { $score } à { $opponent_score }.
   *[played] , { $score } à { $opponent_score }.
}

## Réponses à qui a demandé

bg-selected = Flèche { $point } sélectionnée ({ $count ->
    [one] { $count } dame
   *[other] { $count } dames
}).
bg-deselected = Dame désélectionnée.
bg-play-complete = Votre coup est terminé. Appuyez sur Entrée pour finir votre tour, ou sur U pour annuler.
bg-hint-header = { $count ->
    [0] Aucun coup légal.
    [one] Un seul coup légal :
   *[other] { $count } coups légaux. Suggestions :
}
bg-hint-play = { $rank } : { $play }
bg-notation-point = { $point ->
    [bar] barre
    [off] sortie
   *[other] { $point }
}
bg-cube-hint-rules = Le conseil de videau a besoin du moteur ; en attendant, la course : vous { $pips } pips, votre adversaire { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Vous pouvez doubler maintenant.
       *[no] {" "}Vous ne pouvez pas doubler maintenant.
    }
   *[take] {" "}Vous devez accepter ou refuser.
}

## Touches d'état

bg-status-board = Barre : { $actor ->
    [you] vous
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] vous
   *[other] { $opponent_name }
} { $opponent_bar }. Dames sorties : { $actor ->
    [you] vous
   *[other] { $name }
} { $off }, { $opponent ->
    [you] vous
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] Pas de videau dans une partie unique.
    [crawford] Partie Crawford : le videau n'est pas utilisé.
    [centred] Le videau est au centre, à { $value }.
   *[owned] Le videau est à { $value } et { $owner ->
        [you] vous appartient
       *[other] appartient à { $owner_name }
    }.
}
bg-status-pips = Compte de pips : { $actor ->
    [you] vous
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] vous
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Match en { $length } : { $actor ->
    [you] vous
   *[other] { $name }
} { $score }, { $opponent ->
    [you] vous
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}C'est la partie Crawford.
   *[no] {""}
}
bg-status-dice = Dés restants : { $count ->
    [1] { $die1 }.
    [2] { $die1 } et { $die2 }.
    [3] { $die1 }, { $die2 } et { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } et { $die4 }.
}
bg-status-dice-none = Aucun dé à jouer pour le moment.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] À vous de lancer les dés.
        [moving] À vous de jouer.
        [double_offered] Vous devez accepter ou refuser le double.
        [resignation_offered] Vous devez accepter ou refuser l'abandon.
       *[other] C'est votre tour.
    }
   *[other] { $phase ->
        [awaiting_roll] À { $name } de lancer les dés.
        [moving] À { $name } de jouer.
        [double_offered] { $name } doit accepter ou refuser le double.
        [resignation_offered] { $name } doit accepter ou refuser l'abandon.
       *[other] C'est le tour de { $name }.
    }
}
bg-status-turn-not-started = La partie n'a pas encore commencé.
bg-status-turn-over = Le match est terminé ; { $actor ->
    [you] vous avez gagné.
   *[other] { $name } a gagné.
}

## Refus : pourquoi une action est impossible maintenant

bg-refuse-already-started = La partie a déjà commencé.
bg-refuse-not-started = La partie n'a pas encore commencé.
bg-refuse-match-over = Le match est terminé.
bg-refuse-spectator = Les spectateurs ne peuvent pas jouer ; seuls les joueurs assis à la table le peuvent.
bg-refuse-bad-viewer = Cette place n'existe pas à cette table.
bg-refuse-seat-names = Une table de backgammon demande exactement deux joueurs.
bg-refuse-unknown-action = Cette table ne sait pas faire cela.
bg-refuse-not-offered = Ce n'est pas disponible ici.
bg-refuse-not-now = C'est impossible pour le moment.
bg-refuse-bad-cell = Choisissez d'abord une flèche du plateau.
bg-refuse-bad-move = Ce n'est pas un déplacement de dame : indiquez une flèche ou la barre comme départ, et une flèche ou la sortie comme arrivée.
bg-refuse-bad-snapshot = Impossible de lire la table sauvegardée.
bg-refuse-not-your-turn = Ce n'est pas votre tour : { $phase ->
    [double_offered] on attend que { $name } accepte ou refuse le double.
    [resignation_offered] on attend la réponse de { $name } à l'abandon.
    [awaiting_roll] on attend que { $name } lance les dés.
   *[other] on attend que { $name } joue.
}
bg-refuse-roll-first = Lancez d'abord les dés : appuyez sur Entrée.
bg-refuse-move-first = Vous avez déjà lancé les dés ; déplacez vos dames.
bg-refuse-end-turn-first = Votre coup est terminé : appuyez sur Entrée pour finir votre tour, ou sur U pour annuler.
bg-refuse-answer-double = Acceptez d'abord le double avec Y ou refusez-le avec N.
bg-refuse-answer-resignation = Acceptez d'abord l'abandon avec Y ou refusez-le avec N.
bg-refuse-play-complete = Vous avez utilisé tous les dés possibles pour ce tour.
bg-refuse-play-incomplete = Votre coup n'est pas terminé : il reste { $dice ->
    [one] un dé
   *[other] { $dice } dés
} à jouer.
bg-refuse-bar-first = Vous avez une dame sur la barre : rentrez-la d'abord en choisissant une flèche du jan intérieur adverse.
bg-refuse-no-checker = Vous n'avez aucune dame sur la flèche { $point }.
bg-refuse-not-your-checker = Les dames de la flèche { $point } sont à votre adversaire.
bg-refuse-empty-point = La flèche { $point } est vide.
bg-refuse-no-moves-from = La dame de la flèche { $point } n'a aucun déplacement légal avec ces dés.
bg-refuse-bear-off-not-home = Vous ne pouvez pas sortir de dames tant qu'elles ne sont pas toutes dans votre jan intérieur, flèches 1 à 6.
bg-refuse-bear-off-dice-too-small = Vos dés sont trop faibles pour sortir une dame de la flèche { $point }.
bg-refuse-bear-off-higher-first = Vous ne pouvez pas sortir de la flèche { $point } avec un dé plus fort tant que vous avez des dames sur des flèches plus hautes.
bg-refuse-backwards = Les dames avancent vers votre jan intérieur, vers les flèches de numéro plus bas.
bg-refuse-blocked = La flèche { $point } est bloquée : votre adversaire y a au moins deux dames.
bg-refuse-no-die = Aucun de vos dés ne fait avancer une dame { $distance ->
    [one] d'une flèche
   *[other] de { $distance } flèches
}.
bg-refuse-no-path = Aucun chemin légal n'y mène avec vos dés.
bg-refuse-whole-roll = Ce déplacement vous empêcherait de jouer tout le lancer : vous devez utiliser les deux dés si possible, ou le plus fort si un seul peut être joué.
bg-refuse-nothing-selected = Aucune dame n'est sélectionnée.
bg-refuse-nothing-to-undo = Aucun déplacement à annuler pour ce tour.
bg-refuse-no-targets = Aucune destination possible pour le moment.
bg-refuse-double-single-game = Il n'y a pas de videau dans une partie unique.
bg-refuse-double-crawford = Pas de double pendant la partie Crawford.
bg-refuse-double-after-roll = Vous ne pouvez doubler qu'avant de lancer les dés.
bg-refuse-double-opponent-owns = Votre adversaire possède le videau : vous ne pouvez pas doubler.
bg-refuse-double-maximum = Le videau est déjà à sa valeur maximale, 64.
bg-refuse-no-double-offered = Aucun double n'a été proposé.
bg-refuse-no-resignation-offered = Aucun abandon n'a été proposé.
bg-refuse-resign-higher = Votre proposition a été refusée pendant ce tour ; vous ne pouvez plus proposer qu'un abandon plus élevé.
bg-refuse-hints-off = Les conseils de jeu sont désactivés à cette table.
bg-refuse-hint-not-your-turn = Les conseils de jeu sont disponibles pendant votre tour.
bg-refuse-hint-roll-first = Lancez d'abord les dés ; un conseil de jeu suggère comment les jouer.
bg-refuse-cube-hints-off = Les conseils de videau sont désactivés à cette table.
bg-refuse-cube-hint-no-cube = Le videau n'est pas en jeu dans cette partie.
bg-refuse-cube-hint-not-now = Les conseils de videau sont disponibles avant votre lancer et quand on vous propose un double.
bg-refuse-next-game-automatic = La partie suivante commence d'elle-même à la fin de chaque partie.
bg-still-holding = Vous tenez toujours le pion pris sur { $point }.
