playpalace-game-name = Backgammon (pełne zasady)
