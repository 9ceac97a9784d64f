# GNU Backgammon 对一场比赛的分析：analyse 命令和每位玩家的总结。

analysis-cli-bad-plies = --ply 只能是 0、1 或 2。
analysis-cli-no-database = { $path } 处没有数据库文件。
analysis-cli-unknown-match = { $path } 中没有比赛 { $id }。
analysis-cli-failed = 无法分析比赛 { $id }：无法重放其记录（{ $reason }）。
analysis-rating = { $rating ->
    [awful] 糟糕
    [beginner] 初学者
    [casual] 业余玩家
    [intermediate] 中级
    [advanced] 高级
    [expert] 专家
    [world-class] 世界级
   *[supernatural] 超凡
}
analysis-summary = { $name }：错误率 { $rate }（{ $rating }）；可疑 { $doubtful } 步，错误 { $errors } 步，严重错误 { $blunders } 步；加倍方块错误 { $cube } 次；每步运气 { $luck }。
