playpalace-game-name = Backgammon (luật đầy đủ)
