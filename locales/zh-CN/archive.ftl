# 档案：历史比赛、听觉回放、下载、私人牌桌，以及牌桌上的 ID 键 (I)。

## 牌桌上和回放中的 ID 键
bg-action-status-ids = GNU Backgammon 局面 ID 和比赛 ID
bg-status-ids = 局面 ID { $position_id }，比赛 ID { $match_id }。

## 私人牌桌（桌主在等候室中设置）
archive-private-option = 私人比赛：{ $value }
archive-table-private = 这场比赛现在是私人的：只有它的选手能在历史比赛中找到它。
archive-table-public = 这场比赛现在是公开的：所有人都能在历史比赛中找到它。

## 历史比赛
archive-past-matches = 历史比赛
archive-my-matches = 我的比赛
archive-public-matches = 其他玩家的公开比赛
archive-no-matches = 这里还没有比赛。
archive-page = 第 { $page } 页。
archive-next-page = 下一页
archive-previous-page = 上一页
archive-match-length = { $length } 分赛
archive-my-entry = 对 { $opponent }，{ $length }，{ $score } 比 { $opponent_score }，{ $date }，{ $result ->
    [won] 胜
    [lost] 负
    [level] 不分胜负
   *[abandoned] 中途放弃
}
archive-entry = { $first } 对 { $second }，{ $length }，{ $score } 比 { $second_score }，{ $date }，{ $result ->
    [first] { $first } 获胜
    [second] { $second } 获胜
    [level] 不分胜负
   *[abandoned] 中途放弃
}
archive-replay = 听觉回放
archive-download-mat = 下载为 GNU Backgammon 文件 (.mat)
archive-download-sgf = 下载为 SGF 文件
archive-downloading = 正在下载 { $file }。
archive-unknown-match = 没有这场比赛。
archive-private-match = 这场比赛是私人的：只有它的选手可以打开。
archive-broken-match = 这场比赛的记录无法回放。
archive-export-failed = 无法导出这场比赛。

## 听觉回放
archive-replay-opened = 回放 { $first } 对 { $second }，共 { $games } 局，{ $steps } 步。N 和 B：下一步和上一步；Shift+N 和 Shift+B：下一局和上一局；Escape：回放菜单。
archive-replay-where = 第 { $game } 局，共 { $games } 局；第 { $step } 步，共 { $steps } 步。
archive-replay-silent = 第 { $step } 步：没有对这个座位说任何话。
archive-replay-at-end = 这是最后一步。
archive-replay-at-start = 这是第一步。
archive-replay-no-game = 没有第 { $game } 局：这场比赛共有 { $games } 局。
archive-replay-game-prompt = 转到第几局（1 到 { $games }）
archive-replay-read-only = 这是回放：这里不能走棋。
archive-replay-next = 下一步 (N)
archive-replay-previous = 上一步 (B)
archive-replay-next-game = 下一局 (Shift+N)
archive-replay-previous-game = 上一局 (Shift+B)
archive-replay-first = 第一步 (F)
archive-replay-last = 最后一步 (L)
archive-replay-go-to-game = 转到某一局 (G)
archive-replay-repeat = 重复这一步 (R)
archive-replay-hear-as = 以 { $name } 听到的方式收听
archive-replay-watch-from = 以 { $name } 一方的观众身份收听
archive-replay-hearing-as = 现在以 { $name } 听到的方式收听。
archive-replay-watching-from = 现在以 { $name } 一方的观众身份收听。
archive-replay-back = 返回棋盘
archive-replay-leave = 退出回放
