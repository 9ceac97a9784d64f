playpalace-game-name = Tavla (tam kurallar)
