playpalace-game-name = 双陆棋（完整规则）
