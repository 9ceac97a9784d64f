# 锦标赛：报名、每轮的对阵和结果、对阵表、积分榜和名次。

tournament-format = { $format ->
    [swiss] 瑞士制
    [round-robin] 循环赛
   *[knockout] 淘汰赛
}

## 报名与开始
tournament-joined = { $name } 加入锦标赛：已占 { $count } 个名额，共 { $places } 个。
tournament-left-before-start = { $name } 退出锦标赛：已占 { $count } 个名额，共 { $places } 个。
tournament-you-left = 你已退出锦标赛。
tournament-join-refused = { $reason ->
    [full] 锦标赛名额已满。
    [started] 锦标赛已经开始。
   *[already] 你已经在这个锦标赛中。
}
tournament-start-refused = { $reason ->
    [organiser] 只有组织者可以开始锦标赛。
    [too-few] 锦标赛至少需要两名选手才能开始。
   *[started] 锦标赛已经开始。
}
tournament-started = { $name } 开始：{ $format }，选手 { $players } 名，共 { $rounds } 轮。
tournament-not-started = 锦标赛尚未开始：已占 { $count } 个名额，共 { $places } 个。

## 每一轮
tournament-round-paired = 第 { $round } 轮（共 { $rounds } 轮）对阵已排定；比赛：{ $matches } 场。
tournament-your-match = 第 { $round } 轮（共 { $rounds } 轮）：你对阵 { $opponent }，{ $length } 分制比赛。你的牌桌已开：请在 { $minutes } 分钟内到场，否则判你弃权告负。
tournament-your-bye = 第 { $round } 轮（共 { $rounds } 轮）：你本轮轮空，记为胜一场。
tournament-result = 第 { $round } 轮第 { $match } 场：{ $how ->
    [resigned] { $winner } 以 { $winner_points } 比 { $loser_points } 战胜 { $loser }；{ $loser } 认输。
    [forfeit] { $winner } 因对手弃权获胜，{ $winner_points } 比 { $loser_points }：{ $loser } 已退出锦标赛。
    [no-show] { $winner } 因对手弃权获胜：{ $loser } 没有按时到场。
    [seeded] { $winner } 以较高种子身份晋级；{ $loser } 出局。双方都没有比赛。
   *[played] { $winner } 以 { $winner_points } 比 { $loser_points } 战胜 { $loser }。
}
tournament-both-lost = 第 { $round } 轮第 { $match } 场：{ $first } 和 { $second } 都没有按时到场；双方均判负。
tournament-you-are-out = 你已被淘汰，在第 { $round } 轮（共 { $rounds } 轮）落败。
tournament-you-did-not-come = 你在第 { $round } 轮没有按时到场，该场比赛判你弃权告负。
tournament-withdrawn = { $name } 已退出锦标赛。
tournament-round-goes-on = 第 { $round } 轮仍在进行；尚未结束的比赛：{ $playing } 场。{ $last ->
    [yes] 这些比赛结束后即可确定名次。
   *[no] 这些比赛结束后将排定下一轮对阵。
}
tournament-won = 锦标赛 { $name } 结束：{ $winner } 夺冠！
tournament-your-place = { $shared ->
    [yes] 你与他人并列第 { $place } 名（共 { $players } 名选手）。
   *[no] 你获得第 { $place } 名（共 { $players } 名选手）。
}

tournament-time-left = { $unit ->
    [seconds] { $count } 秒
   *[minutes] { $count } 分钟
}
tournament-waiting-for = { $opponent } 还没有到你的牌桌：对方还有 { $left } 可以到场，否则你按对方弃权获胜。
tournament-opponent-waiting = { $opponent } 已在你们第 { $round } 轮的牌桌等你：请在 { $left } 内到场，否则按弃权判负。

## 对阵表，每场比赛一行
tournament-line-waiting = 第 { $round } 轮（共 { $rounds } 轮）第 { $match } 场：{ $first } 对 { $second }，等待选手到场，还剩 { $left }
tournament-line-playing = 第 { $round } 轮（共 { $rounds } 轮）第 { $match } 场：{ $first } { $first_points }，{ $second } { $second_points }，进行中
tournament-line-won = 第 { $round } 轮（共 { $rounds } 轮）第 { $match } 场：{ $first } { $first_points }，{ $second } { $second_points }，{ $how ->
    [resigned] { $winner } 因对手认输获胜
    [forfeit] { $winner } 因对手弃权获胜
    [no-show] { $winner } 因对手弃权获胜
   *[played] { $winner } 获胜
}
tournament-line-both-lost = 第 { $round } 轮（共 { $rounds } 轮）第 { $match } 场：{ $first } 对 { $second }，双方均弃权判负
tournament-line-bye = 第 { $round } 轮（共 { $rounds } 轮）第 { $match } 场：{ $name } 轮空
tournament-line-later = 第 { $round } 轮（共 { $rounds } 轮）第 { $match } 场：第 { $previous } 轮第 { $first_match } 场的胜者对第 { $second_match } 场的胜者
tournament-line-unpaired = 第 { $round } 轮（共 { $rounds } 轮）：第 { $previous } 轮结束后排定对阵

## 积分榜
tournament-standing = { $left ->
    [yes] { $place }. { $name }，已退出锦标赛：胜 { $wins }，负 { $losses }，得分 { $won } 比 { $lost }，对手胜场 { $buchholz }
   *[no] { $place }. { $name }：胜 { $wins }，负 { $losses }，得分 { $won } 比 { $lost }，对手胜场 { $buchholz }
}
tournament-standing-knockout = { $name }，{ $seed } 号种子：{ $state ->
    [winner] 冠军
    [out] 在第 { $round } 轮出局
    [left] 在第 { $round } 轮退出
   *[in] 仍在比赛中
}

## 我的下一场比赛，以及谁仍在比赛中
tournament-next-not-in = 你没有参加这个锦标赛。
tournament-next-open = 你的比赛：第 { $round } 轮（共 { $rounds } 轮），对阵 { $opponent }，{ $length } 分制；你的牌桌已开：请在 { $left } 内到场，否则按弃权判负。
tournament-next-playing = 你的比赛：第 { $round } 轮（共 { $rounds } 轮），对阵 { $opponent }，{ $length } 分制；你 { $mine } 分，{ $opponent } { $theirs } 分。
tournament-next-bye = 你在第 { $round } 轮（共 { $rounds } 轮）轮空。
tournament-next-waiting = 你第 { $round } 轮的比赛已结束；尚未结束的比赛：{ $playing } 场。{ $last ->
    [yes] 这些比赛结束后即可确定名次。
   *[no] 这些比赛结束后将排定你的下一场比赛。
}
tournament-next-out = 你已被淘汰出锦标赛。
tournament-next-over = 锦标赛已结束：{ $winner } 夺冠。
tournament-still-in = 仍在比赛中的选手：{ $count } 名。
tournament-player-line = { $name }，{ $seed } 号种子，胜 { $wins } 场
