## Pendules de tour : l'option de l'hôte, les touches Maj+T (temps restant) et Maj+M (plus de temps), avertissements, perte au temps

clock-option = Pendule de tour
clock-setting-off = Désactivée
clock-setting-fast = Rapide : { $delay } secondes par coup, { $reserve } minute de réserve par partie
clock-setting-standard = Standard : { $delay } secondes par coup, { $reserve } minutes de réserve par partie
clock-setting-relaxed = Détendue : { $delay } secondes par coup, { $reserve } minutes de réserve par partie
clock-setting-generous = Généreuse : { $delay } minute par coup, { $reserve } minutes de réserve par partie

clock-action-time-left = Temps restant aux pendules
clock-action-more-time = Demander plus de temps
bg-action-time-out = Perdre au temps

clock-warning = { $seconds ->
    [one] Plus que { $seconds } seconde à votre pendule.
   *[other] Plus que { $seconds } secondes à votre pendule.
} { $more ->
    [0] Vous ne pouvez plus demander de temps.
   *[other] Appuyez sur Maj+M pour plus de temps.
}
clock-time-left = { $actor ->
    [you] Votre pendule
   *[other] Pendule de { $name }
} : { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
    [one] { $minutes } minute { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
   *[other] { $minutes } minutes { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
}{ $state ->
    [running] , en marche
    [paused] , arrêtée pendant l'absence
    [untimed] , sans pendule : un bot joue
   *[waiting] {""}
} ; { $more ->
    [0] plus aucune demande de temps.
    [one] encore { $more } demande de temps.
   *[other] encore { $more } demandes de temps.
}
clock-more-time-given = Plus de temps : votre pendule a { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
    [one] { $minutes } minute { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
   *[other] { $minutes } minutes { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
}. { $more ->
    [0] C'était votre dernière demande.
    [one] Encore { $more } demande.
   *[other] Encore { $more } demandes.
}
clock-more-time-taken = { $name } demande plus de temps à la pendule.
clock-no-more-time = Vous n'avez plus de demandes de temps.
clock-more-time-players-only = Seul un joueur peut demander plus de temps, pendant le match.
clock-none = Cette table n'a pas de pendule de tour.
clock-match-timed = Ce match se joue à la pendule : Maj+T donne le temps restant, Maj+M demande plus de temps.
clock-absent-clock-runs = { $name } n'est pas revenu. Sa pendule tourne quand c'est son tour.
clock-timed-out = { $actor ->
    [you] Votre temps est écoulé : vous perdez le match.
   *[other] Le temps de { $name } est écoulé : { $name } perd le match.
}
clock-untimed = { $turn ->
    [yes] C'est au tour de { $name }, sans pendule : les bots jouent sans limite de temps.
   *[no] { $name } : sans pendule, les bots jouent sans limite de temps.
}
