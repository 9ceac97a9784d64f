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
analysis-summary = { $name } : taux d'erreur { $rate } ({ $rating }) ; { $doubtful } douteux, { $errors } erreurs, { $blunders } gaffes ; { $cube } erreurs de videau ; chance { $luck } par coup.
