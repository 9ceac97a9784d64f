playpalace-game-name = طاولة الزهر (القواعد الكاملة)
