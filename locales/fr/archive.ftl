# L'archive : parties passées, rejeu à l'oreille, téléchargements, tables privées et la touche des identifiants (I).

## La touche des identifiants à la table et dans un rejeu
bg-action-status-ids = Identifiants de position et de match de GNU Backgammon
bg-status-ids = Identifiant de position { $position_id }, identifiant de match { $match_id }.

## Une table privée (choix de l'hôte dans la salle d'attente)
archive-private-option = Partie privée : { $value }
archive-table-private = Cette partie est désormais privée : seuls ses joueurs la trouveront parmi les parties passées.
archive-table-public = Cette partie est désormais publique : tout le monde la trouvera parmi les parties passées.

## Parties passées
archive-past-matches = Parties passées
archive-my-matches = Mes parties
archive-public-matches = Parties publiques des autres joueurs
archive-no-matches = Il n'y a encore aucune partie ici.
archive-page = Vous êtes à la page { $page }.
archive-next-page = Page suivante
archive-previous-page = Page précédente
archive-match-length = { $length ->
    [one] match en 1 point
   *[other] match en { $length } points
}
archive-my-entry = { $result ->
    [won] Gagné
    [lost] Perdu
    [level] Sans vainqueur
   *[abandoned] Abandonné
} contre { $opponent }, { $length }, { $score } à { $opponent_score }, { $date }
archive-entry = { $first } contre { $second }, { $length }, { $score } à { $second_score }, { $date }, { $result ->
    [first] victoire de { $first }
    [second] victoire de { $second }
    [level] sans vainqueur
   *[abandoned] abandonné
}
archive-replay = Rejouer à l'oreille
archive-download-mat = Télécharger pour GNU Backgammon (.mat)
archive-download-sgf = Télécharger en SGF
archive-downloading = Téléchargement de { $file }.
archive-unknown-match = Cette partie n'existe pas.
archive-private-match = Cette partie est privée : seuls ses joueurs peuvent l'ouvrir.
archive-broken-match = L'enregistrement de cette partie ne peut pas être rejoué.
archive-export-failed = Cette partie n'a pas pu être exportée.

## Rejeu à l'oreille
archive-replay-opened = Rejeu de { $first } contre { $second }, { $games ->
    [one] une manche
   *[other] { $games } manches
}, { $steps } étapes. N et B : action suivante et précédente ; Maj+N et Maj+B : manche suivante et précédente ; Échap : le menu du rejeu.
archive-replay-where = Manche { $game } sur { $games }, étape { $step } sur { $steps }.
archive-replay-silent = Étape { $step } : rien n'a été dit à cette place.
archive-replay-at-end = C'était la dernière étape.
archive-replay-at-start = C'était la première étape.
archive-replay-no-game = Il n'y a pas de manche { $game } : ce match compte { $games ->
    [one] une manche
   *[other] { $games } manches
}.
archive-replay-game-prompt = Aller à la manche (1 à { $games })
archive-replay-read-only = Ceci est un rejeu : on ne peut rien jouer ici.
archive-replay-next = Action suivante (N)
archive-replay-previous = Action précédente (B)
archive-replay-next-game = Manche suivante (Maj+N)
archive-replay-previous-game = Manche précédente (Maj+B)
archive-replay-first = Première action (F)
archive-replay-last = Dernière action (L)
archive-replay-go-to-game = Aller à une manche (G)
archive-replay-repeat = Répéter cette étape (R)
archive-replay-hear-as = Entendre comme { $name } l'a entendu
archive-replay-watch-from = Entendre en spectateur du côté de { $name }
archive-replay-hearing-as = Vous l'entendez maintenant comme { $name } l'a entendu.
archive-replay-watching-from = Vous l'entendez maintenant en spectateur du côté de { $name }.
archive-replay-back = Retour au plateau
archive-replay-leave = Quitter le rejeu
