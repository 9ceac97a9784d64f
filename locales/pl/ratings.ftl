# Gracze i rankingi: rankingi, profil gracza i zmiana własnego rankingu na koniec meczu.

ratings-players-and-ratings = Gracze i rankingi
ratings-my-profile = Mój profil
ratings-leaderboard = Ranking
ratings-bot-leaderboard = Ranking treningowy z botami
ratings-nobody-rated = Nikt tu jeszcze nie ma rankingu.
ratings-board-entry = { $rank }. { $name }, ranking { $rating }, doświadczenie { $experience }, rozegrane mecze: { $played }, wygrane: { $won }

## Profil gracza
ratings-profile-name = Gracz { $name }
ratings-not-rated = Jeszcze żadnego rankingowego meczu z innym graczem.
ratings-profile-rating = Ranking { $rating }, miejsce { $rank } w rankingu
ratings-profile-experience = Doświadczenie { $experience }
ratings-profile-played = Rozegrane mecze rankingowe: { $played }, wygrane: { $won }
ratings-no-bot-practice = Jeszcze żadnego meczu z botem.
ratings-profile-bot-practice = Ranking treningowy z botami { $rating }, mecze z botami: { $played }, wygrane: { $won }
ratings-no-analysis = Jeszcze żadnego przeanalizowanego meczu.
ratings-profile-error-rate = Średni wskaźnik błędów { $rate }
ratings-recent-matches = Ostatnie mecze rankingowe
ratings-recent-entry = { $result ->
    [won] Wygrana
   *[lost] Przegrana
} z { $opponent }, { $pool ->
    [bots] ranking treningowy
   *[human] ranking
} z { $before } na { $after }

## Mówione każdemu graczowi na koniec meczu
ratings-your-change = { $pool ->
    [bots] Twój ranking treningowy z botami
   *[human] Twój ranking
} { $direction ->
    [up] rośnie o { $change } do { $rating }
    [down] spada o { $change } do { $rating }
   *[same] pozostaje { $rating }
}; doświadczenie { $experience }.
