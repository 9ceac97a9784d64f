playpalace-game-name = Gamão (regras completas)
