# L'analyse d'un match par GNU Backgammon : la commande analyse et le résumé de chaque joueur.

analysis-cli-bad-plies = --ply accepte 0, 1 ou 2.
analysis-cli-no-database = Il n'y a pas de fichier de base de données à { $path }.
analysis-cli-unknown-match = Il n'y a pas de match { $id } dans { $path }.
analysis-cli-failed = Le match { $id } ne peut pas être analysé : son journal ne peut pas être rejoué ({ $reason }).
analysis-rating = { $rating ->
    [awful] catastrophique
    [beginner] débutant
    [casual] joueur occasionnel
    [intermediate] intermédiaire
    [advanced] avancé
    [expert] expert
    [world-class] classe mondiale
   *[supernatural] surnaturel
}
analysis-summary = { $name } : taux d'erreur { $rate } ({ $rating }) ; { $doubtful ->
    [one] { $doubtful } coup douteux
   *[other] { $doubtful } coups douteux
}, { $errors ->
    [one] { $errors } erreur
   *[other] { $errors } erreurs
}, { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
} ; { $cube ->
    [one] { $cube } erreur de videau
   *[other] { $cube } erreurs de videau
} ; { $luck ->
    [none] chance non mesurée (aucun lancer)
   *[other] chance { $luck } par coup
}.
analysis-ready = L'analyse de votre match par GNU Backgammon : taux d'erreur { $rate } ({ $rating }) ; { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}, { $errors ->
    [one] { $errors } erreur
   *[other] { $errors } erreurs
}, { $doubtful ->
    [one] { $doubtful } coup douteux
   *[other] { $doubtful } coups douteux
} ; { $cube ->
    [one] { $cube } erreur de videau
   *[other] { $cube } erreurs de videau
} ; { $luck ->
    [none] chance non mesurée (aucun lancer)
   *[other] chance { $luck } par coup
}. { $count ->
    [0] Aucune erreur de votre part à revoir.
    [1] Votre plus grosse erreur est dans Matchs passés.
   *[other] Vos { $count } plus grosses erreurs sont dans Matchs passés.
}
analysis-review-opened = Vos plus grosses erreurs. Taux d'erreur { $rate } ({ $rating }) ; { $blunders ->
    [one] { $blunders } gaffe
   *[other] { $blunders } gaffes
}, { $errors ->
    [one] { $errors } erreur
   *[other] { $errors } erreurs
}, { $doubtful ->
    [one] { $doubtful } coup douteux
   *[other] { $doubtful } coups douteux
} ; { $cube ->
    [one] { $cube } erreur de videau
   *[other] { $cube } erreurs de videau
}. Entrée sur une erreur ouvre la relecture à cette décision et décrit sa position.
analysis-menu-errors = { $count ->
    [0] Vos erreurs : aucune trouvée
    [1] Votre plus grosse erreur
   *[other] Vos { $count } plus grosses erreurs
}
analysis-menu-analyse = Analyser ce match
analysis-request-started = L'analyse a commencé ; vous serez prévenu quand elle sera prête.
analysis-request-pending = Ce match est en cours d'analyse ; vous serez prévenu quand elle sera prête.
analysis-request-busy = Vous avez déjà des analyses en attente ; redemandez quand elles seront prêtes.
analysis-request-done = Ce match est déjà analysé.
analysis-request-unavailable = L'analyse n'est pas disponible sur ce serveur.
analysis-menu-cancel = Annuler l'analyse de ce match
analysis-cancelled = L'analyse de ce match est annulée ; vous pouvez la redemander.
analysis-not-pending = Ce match n'est pas en cours d'analyse.
analysis-no-errors = GNU Backgammon n'a trouvé aucune erreur de votre part dans ce match.
analysis-cube-action = { $action ->
    [double] doubler
    [no-double] ne pas doubler
    [take] accepter
   *[pass] refuser
}
analysis-error-entry = { $index } sur { $count } : partie { $game }, { $kind ->
    [move] dés { $dice }
    [cube] décision de videau
   *[take] réponse à un double
} : vous avez joué { $played } ; le meilleur { $best } ; équité perdue { $loss }.
analysis-error-position = Vos pions : { $mine } ; sur la barre { $bar }, sortis { $off }. Pions de l'adversaire, dans votre numérotation : { $theirs } ; sur la barre { $opponent_bar }, sortis { $opponent_off }. Points : vous { $pips }, adversaire { $opponent_pips }. Score { $score } à { $opponent_score }, videau { $cube }.
analysis-failed = L'analyse de ce match n'a pas pu être faite ; vous pouvez la demander à nouveau.
