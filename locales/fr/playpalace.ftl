playpalace-game-name = Backgammon (règles complètes)
