# Spieler und Wertungen: die Ranglisten, das Profil eines Spielers und die eigene Wertungsänderung am Ende eines Matches.

ratings-players-and-ratings = Spieler und Wertungen
ratings-my-profile = Mein Profil
ratings-leaderboard = Rangliste
ratings-bot-leaderboard = Rangliste des Übens gegen Bots
ratings-nobody-rated = Hier hat noch niemand eine Wertung.
ratings-board-entry = { $rank }. { $name }, Wertung { $rating }, Erfahrung { $experience }, gespielte Matches: { $played }, gewonnen: { $won }

## Das Profil eines Spielers
ratings-profile-name = Spieler { $name }
ratings-not-rated = Noch kein gewertetes Match gegen einen anderen Spieler.
ratings-profile-rating = Wertung { $rating }, Platz { $rank } der Rangliste
ratings-profile-experience = Erfahrung { $experience }
ratings-profile-played = Gewertete Matches gespielt: { $played }, gewonnen: { $won }
ratings-no-bot-practice = Noch kein Match gegen einen Bot.
ratings-profile-bot-practice = Übungswertung gegen Bots { $rating }, Matches gegen Bots: { $played }, gewonnen: { $won }
ratings-no-analysis = Noch kein analysiertes Match.
ratings-profile-error-rate = Durchschnittliche Fehlerrate { $rate }
ratings-recent-matches = Letzte gewertete Matches
ratings-recent-entry = { $result ->
    [won] Gewonnen
   *[lost] Verloren
} gegen { $opponent }, { $pool ->
    [bots] Übungswertung
   *[human] Wertung
} { $before } auf { $after }

## Jedem Spieler am Ende eines Matches gesagt
ratings-your-change = { $pool ->
    [bots] Deine Übungswertung gegen Bots
   *[human] Deine Wertung
} { $direction ->
    [up] steigt um { $change } auf { $rating }
    [down] sinkt um { $change } auf { $rating }
   *[same] bleibt bei { $rating }
}; Erfahrung { $experience }.
