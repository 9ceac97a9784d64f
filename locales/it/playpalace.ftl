playpalace-game-name = Backgammon (regole complete)
