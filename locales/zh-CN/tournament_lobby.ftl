# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = 锦标赛
tournaments-create = 发起锦标赛
tournaments-none = 还没有锦标赛。
tournament-entry = { $name }：{ $format }，已报名 { $taken }/{ $places }, { $state ->
    [when-full] 满员即开始
    [organiser] 由组织者开始
    [at] { $minutes } 分钟后开始
    [running] 第 { $round } 轮（共 { $rounds } 轮）进行中
   *[finished] 已结束，冠军：{ $winner }
}{ $public ->
    [no] , 仅限邀请
   *[yes] {""}
}
tournament-gone = 该锦标赛已不存在。
tournament-cancelled = 锦标赛 { $name } 取消：到开始时间报名人数不足两人。
tournament-announced = { $organiser } 发起锦标赛 { $name }：{ $format }，{ $places } 个名额。报名请进入主菜单的“锦标赛”。
tournament-default-name = { $name } 的锦标赛
tournament-name-prompt = 锦标赛名称
tournament-field-name = 名称：{ $value }
tournament-field-format = 赛制：{ $value }
tournament-field-places = 名额：{ $value }
tournament-field-length = 每场比赛：{ $value } 分
tournament-field-final = 决赛: { $value ->
    [0] 与其他轮相同
   *[other] { $value } 分
}
tournament-field-start = 开始: { $start ->
    [when-full] 满员时
    [organiser] 由组织者开始
   *[minutes] { $minutes } 分钟后
}
tournament-field-clock = 回合计时：{ $value }
tournament-field-bot-level = 补位机器人水平：{ $value }
tournament-field-access = { $public ->
    [no] 仅限邀请
   *[yes] 公开
}
tournament-field-no-show = 到桌时限：{ $minutes } 分钟
tournament-announce = 发布
tournament-join = 报名
tournament-leave = 退出锦标赛
tournament-fill-bots = 用机器人补满空位
tournament-start-now = 立即开始
tournament-invite = 邀请玩家
tournament-invite-sent = 已邀请 { $name }。
tournament-invited = { $organiser } 邀请你参加锦标赛 { $name }：可在主菜单的“锦标赛”中找到。
tournament-not-invited = 本锦标赛仅限受邀者参加。
tournament-my-next-match = 我的下一场比赛
tournament-bracket = 对阵表
tournament-standings = 积分榜
tournament-who-is-still-in = 谁还在比赛中
tournament-watch = 观看比赛
tournament-no-running = 本锦标赛目前没有正在进行的比赛。
tournament-watch-line = 第 { $round } 轮第 { $match } 场：{ $first } 对 { $second }
tournament-go-to-table = 按 Alt+G，或在主菜单中选择“前往我的锦标赛桌”，即可入座。
tournament-go-item = 前往我的锦标赛桌
tournament-no-call = 没有等你入座的锦标赛桌。
tournament-profile-entry = 锦标赛 { $name }：第 { $place } 名，共 { $players } 人
tournament-profile-none = 还没有已结束的锦标赛。

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = 关注此锦标赛
tournament-unfollow = 取消关注此锦标赛
tournament-following = 你已关注锦标赛 { $name }：你会听到它的配对和结果。
tournament-not-following = 你已不再关注锦标赛 { $name }。
tournament-more-lines = 还有 { $count } 条：完整列表在锦标赛菜单中。
room-rematch-tournament = 锦标赛的比赛没有再赛：锦标赛会为你安排下一场比赛。
