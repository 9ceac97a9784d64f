playpalace-game-name = تخته‌نرد (قوانین کامل)
