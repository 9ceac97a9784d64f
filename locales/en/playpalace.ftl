# The game's name in PlayPalace 11's own lobby, where its own backgammon is also listed.
playpalace-game-name = Backgammon (full rules)
