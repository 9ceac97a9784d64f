# 离开进行中的比赛（先询问，Y 或 N），以及放弃整场比赛或整个会话时被判负的一局。
bg-game-forfeited = { $actor ->
    [you] 你被判输掉
   *[other] { $name }被判输掉
}正在进行的这一局，按{ $kind ->
    [single] 单胜
    [gammon] 全胜
   *[backgammon] 大全胜
}计，{ $points } 分。
bg-leave-confirm-bot = { $money ->
    [yes] 离开后，本会话余下的对局由机器人代你坐这个位置，除非你回来，它的输赢都算你的。确定离开？Y 或 N
   *[no] 离开即放弃比赛：除非你在比赛结束前回来，否则算你输，在此期间由机器人代你下。确定离开？Y 或 N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] 离开后会话结束，这一局按对你不利的
   *[no] 离开即放弃比赛：你输掉比赛，这一局按
} { $kind ->
    [single] 单胜
    [gammon] 全胜
   *[backgammon] 大全胜
}计，{ $points } 分。确定离开？Y 或 N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] 离开后会话按当前总分结束。确定离开？Y 或 N
   *[no] 离开即放弃比赛：你输掉比赛。确定离开？Y 或 N
}
bg-left-bot-plays = { $money ->
    [yes] { $name }离开了牌桌；本会话余下的对局由机器人代坐这个位置。
   *[no] { $name }离开了牌桌，除非在比赛结束前回来，否则算放弃比赛；在此期间由机器人代下。
}
room-leave-cancelled = 你留在牌桌上。
room-rematch-asked-watching = { $name }请求再赛一场。
