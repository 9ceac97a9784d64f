# Leaving a match under way (asked first, Y or N), and a game forfeited when a match or session is given up.
bg-game-forfeited = { $actor ->
    [you] You forfeit
   *[other] { $name } forfeits
} the game in play: { $kind ->
    [single] a single
    [gammon] a gammon
   *[backgammon] a backgammon
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
bg-leave-confirm-bot = { $money ->
    [yes] Leaving hands your seat to a bot for the rest of the session, and what it wins or loses counts as yours unless you come back. Leave? Y or N
   *[no] Leaving gives up the match: you lose it unless you come back before it ends, and a bot plays your seat meanwhile. Leave? Y or N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Leaving ends the session, and this game counts against you as
   *[no] Leaving gives up the match: you lose it, and this game counts as
} { $kind ->
    [single] a single
    [gammon] a gammon
   *[backgammon] a backgammon
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Leave? Y or N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Leaving ends the session at its total now. Leave? Y or N
   *[no] Leaving gives up the match: you lose it. Leave? Y or N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } left the table; a bot plays their seat for the rest of the session.
   *[no] { $name } left the table and gives up the match unless they come back before it ends; a bot plays their seat meanwhile.
}
room-leave-cancelled = You stay at the table.
room-rematch-asked-watching = { $name } asks for a rematch.
