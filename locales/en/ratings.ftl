# Players and ratings: the leaderboards, a player's profile, and one's rating change at a match's end.

ratings-players-and-ratings = Players and ratings
ratings-my-profile = My profile
ratings-leaderboard = Leaderboard
ratings-bot-leaderboard = Bot-practice leaderboard
ratings-nobody-rated = Nobody is rated here yet.
ratings-board-entry = { $rank }. { $name }, rating { $rating }, experience { $experience }, matches played: { $played }, won: { $won }

## A player's profile
ratings-profile-name = Player { $name }
ratings-not-rated = No rated match against another player yet.
ratings-profile-rating = Rating { $rating }, place { $rank } on the leaderboard
ratings-profile-experience = Experience { $experience }
ratings-profile-played = Rated matches played: { $played }, won: { $won }
ratings-no-bot-practice = No match against a bot yet.
ratings-profile-bot-practice = Bot-practice rating { $rating }, matches against bots: { $played }, won: { $won }
ratings-no-analysis = No analysed match yet.
ratings-profile-error-rate = Average error rate { $rate }
ratings-recent-matches = Recent rated matches
ratings-recent-entry = { $result ->
    [won] Won
   *[lost] Lost
} against { $opponent }, { $pool ->
    [bots] bot-practice rating
   *[human] rating
} { $before } to { $after }

## Said to each player when a match ends
ratings-your-change = { $pool ->
    [bots] Your bot-practice rating
   *[human] Your rating
} { $direction ->
    [up] goes up by { $change } to { $rating }
    [down] goes down by { $change } to { $rating }
   *[same] stays at { $rating }
}; experience { $experience }.
