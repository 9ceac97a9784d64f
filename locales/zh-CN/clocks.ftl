## 回合计时：主持人的选项，Shift+T（剩余时间）和 Shift+M（加时）键，警告，超时判负

clock-option = 回合计时
clock-setting-off = 关闭
clock-setting-fast = 快速：每步 { $delay } 秒，每局 { $reserve } 分钟备用时间
clock-setting-standard = 标准：每步 { $delay } 秒，每局 { $reserve } 分钟备用时间
clock-setting-relaxed = 宽松：每步 { $delay } 秒，每局 { $reserve } 分钟备用时间
clock-setting-generous = 充裕：每步 { $delay } 分钟，每局 { $reserve } 分钟备用时间

clock-action-time-left = 计时器剩余时间
clock-action-more-time = 申请加时
bg-action-time-out = 超时判负

clock-warning = 你的计时还剩 { $seconds } 秒。{ $more ->
    [0] 你已不能再申请加时。
   *[other] 按 Shift+M 申请加时。
}
clock-time-left = { $actor ->
    [you] 你的计时
   *[other] { $name } 的计时
}：{ $minutes ->
    [0] {""}
   *[other] { $minutes } 分
}{ $seconds } 秒{ $state ->
    [running] ，正在计时
    [paused] ，离开期间暂停
    [untimed] ，不计时：由机器人代打
   *[waiting] {""}
}；{ $more ->
    [0] 已没有加时次数。
   *[other] 还可申请加时 { $more } 次。
}
clock-more-time-given = 已加时：你的计时现在有 { $minutes ->
    [0] {""}
   *[other] { $minutes } 分
}{ $seconds } 秒。{ $more ->
    [0] 这是你最后一次加时。
   *[other] 还可申请 { $more } 次。
}
clock-more-time-taken = { $name } 申请了加时。
clock-no-more-time = 你已没有加时次数。
clock-more-time-players-only = 只有玩家可以在比赛进行中申请加时。
clock-none = 这张桌子没有回合计时。
clock-match-timed = 本场比赛使用回合计时：Shift+T 报告剩余时间，Shift+M 申请加时。
clock-absent-clock-runs = { $name } 没有回来。轮到其行动时，其计时照常进行。
clock-timed-out = { $actor ->
    [you] 你超时了，输掉了比赛。
   *[other] { $name } 超时，输掉了比赛。
}
clock-untimed = { $turn ->
    [yes] 轮到 { $name }，不计时：机器人下棋不限时间。
   *[no] { $name }：不计时，机器人下棋不限时间。
}
