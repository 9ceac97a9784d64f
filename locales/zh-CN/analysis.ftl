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
analysis-summary = { $name }：错误率 { $rate }（{ $rating }）；可疑 { $doubtful } 步，错误 { $errors } 步，严重错误 { $blunders } 步；加倍方块错误 { $cube } 次；{ $luck ->
    [none] 运气未测量（没有掷骰）
   *[other] 每步运气 { $luck }
}。

analysis-ready = GNU Backgammon 对你这场比赛的复盘：错误率 { $rate }（{ $rating }）；严重错误 { $blunders } 步，错误 { $errors } 步，可疑 { $doubtful } 步；加倍方块错误 { $cube } 次；{ $luck ->
    [none] 运气未测量（没有掷骰）
   *[other] 每步运气 { $luck }
}。{ $count ->
    [0] 没有需要复盘的错误。
    [1] 你最大的错误可在“往期比赛”中查看。
   *[other] 你最大的 { $count } 个错误可在“往期比赛”中查看。
}
analysis-review-opened = 你最大的错误。错误率 { $rate }（{ $rating }）；严重错误 { $blunders } 步，错误 { $errors } 步，可疑 { $doubtful } 步；加倍方块错误 { $cube } 次。在某个错误上按回车可在该决定处打开回放，并听到该局面的描述。
analysis-menu-errors = { $count ->
    [0] 你的错误：未发现
    [1] 你最大的错误
   *[other] 你最大的 { $count } 个错误
}
analysis-menu-analyse = 分析这场比赛
analysis-request-started = 分析已开始；完成后会通知你。
analysis-request-pending = 这场比赛正在分析中；完成后会通知你。
analysis-request-busy = 你已有等待中的分析；请在它们完成后再请求。
analysis-request-done = 这场比赛已经分析过了。
analysis-request-unavailable = 此服务器不提供分析。
analysis-menu-cancel = 取消这场比赛的分析
analysis-cancelled = 这场比赛的分析已取消；你可以再次请求。
analysis-not-pending = 这场比赛目前没有在分析。
analysis-no-errors = GNU Backgammon 在这场比赛中没有发现你的错误。
analysis-cube-action = { $action ->
    [double] 加倍
    [no-double] 不加倍
    [take] 接受
   *[pass] 放弃
}
analysis-error-entry = 第 { $index } 个，共 { $count } 个：第 { $game } 局，{ $kind ->
    [move] 骰子 { $dice }
    [cube] 加倍决定
   *[take] 对加倍的回应
}：你走了 { $played }；最佳 { $best }；损失权益 { $loss }。
analysis-error-position = 你的棋子：{ $mine }；在中栏 { $bar }，已移出 { $off }。对手的棋子（按你的编号）：{ $theirs }；在中栏 { $opponent_bar }，已移出 { $opponent_off }。点数：你 { $pips }，对手 { $opponent_pips }。比分 { $score } 比 { $opponent_score }，加倍方块 { $cube }。
analysis-failed = 这场比赛的分析未能完成；你可以重新请求分析。
