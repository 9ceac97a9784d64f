# Joueurs et classements : les classements, le profil d'un joueur et la variation de son propre classement à la fin d'un match.

ratings-players-and-ratings = Joueurs et classements
ratings-my-profile = Mon profil
ratings-leaderboard = Classement
ratings-bot-leaderboard = Classement d'entraînement contre les robots
ratings-nobody-rated = Personne n'est encore classé ici.
ratings-board-entry = { $rank }. { $name }, classement { $rating }, expérience { $experience }, matchs joués : { $played }, gagnés : { $won }

## Le profil d'un joueur
ratings-profile-name = Joueur { $name }
ratings-not-rated = Aucun match classé contre un autre joueur pour l'instant.
ratings-profile-rating = Classement { $rating }, { $rank }e place
ratings-profile-experience = Expérience { $experience }
ratings-profile-played = Matchs classés joués : { $played }, gagnés : { $won }
ratings-no-bot-practice = Aucun match contre un robot pour l'instant.
ratings-profile-bot-practice = Classement d'entraînement contre les robots { $rating }, matchs contre les robots : { $played }, gagnés : { $won }
ratings-no-analysis = Aucun match analysé pour l'instant.
ratings-profile-error-rate = Taux d'erreur moyen { $rate }
ratings-recent-matches = Derniers matchs classés
ratings-recent-entry = { $result ->
    [won] Gagné
   *[lost] Perdu
} contre { $opponent }, { $pool ->
    [bots] classement d'entraînement
   *[human] classement
} de { $before } à { $after }

## Dit à chaque joueur à la fin d'un match
ratings-your-change = { $pool ->
    [bots] Votre classement d'entraînement contre les robots
   *[human] Votre classement
} { $direction ->
    [up] monte de { $change } à { $rating }
    [down] baisse de { $change } à { $rating }
   *[same] reste à { $rating }
} ; expérience { $experience }.
