playpalace-game-name = Бэкгаммон (полные правила)
