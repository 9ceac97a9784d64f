# Quitter un match en cours (question d'abord, Y ou N), et une partie perdue par forfait quand un match ou une session est abandonné.
bg-game-forfeited = { $actor ->
    [you] Vous perdez par forfait
   *[other] { $name } perd par forfait
} la partie en cours : { $kind ->
    [single] simple
    [gammon] gammon
   *[backgammon] backgammon
}, soit { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
bg-leave-confirm-bot = { $money ->
    [yes] Si vous partez, un bot prend votre place pour le reste de la session, et ce qu'il gagne ou perd compte pour vous, sauf si vous revenez. Partir ? Y ou N
   *[no] Si vous partez, vous abandonnez le match : vous le perdez sauf si vous revenez avant sa fin, et un bot joue à votre place en attendant. Partir ? Y ou N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Si vous partez, la session s'arrête, et cette partie compte contre vous comme
   *[no] Si vous partez, vous abandonnez le match : vous le perdez, et cette partie compte comme
} { $kind ->
    [single] simple
    [gammon] gammon
   *[backgammon] backgammon
}, soit { $points ->
    [one] { $points } point
   *[other] { $points } points
}. Partir ? Y ou N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Si vous partez, la session s'arrête au total actuel. Partir ? Y ou N
   *[no] Si vous partez, vous abandonnez le match : vous le perdez. Partir ? Y ou N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } a quitté la table ; un bot joue à sa place pour le reste de la session.
   *[no] { $name } a quitté la table et abandonne le match, sauf retour avant sa fin ; un bot joue à sa place en attendant.
}
room-leave-cancelled = Vous restez à la table.
room-rematch-asked-watching = { $name } demande une revanche.
