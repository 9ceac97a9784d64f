# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels 接受一个机器人等级，或用逗号分隔的两个等级（先座位 1，再座位 2），可选：{ $levels }。
records-selfplay-bad-length = 比赛长度必须为 1 到 { $maximum } 分，比赛场数必须为 0 或更多。
records-selfplay-bad-games = 现金局的局数（--money --games G）必须为 1 到 { $maximum }；--games 只用于现金局。
records-selfplay-done = 已在 { $path } 中进行了 { $count } 场比赛。
records-export-no-database = { $path } 处没有数据库文件。
records-export-unknown-match = { $path } 中没有比赛 { $id }。
records-export-not-started = 比赛 { $id } 从未开始：没有可导出的内容。
records-export-failed = 无法导出比赛 { $id }：无法重放其记录（{ $reason }）。
