playpalace-game-name = Backgammon (vollständige Regeln)
