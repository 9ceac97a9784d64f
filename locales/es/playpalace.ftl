playpalace-game-name = Backgammon (reglas completas)
