# 大厅：登录、菜单、棋桌、拒绝。服务器自己说的一切。

language-name = 简体中文

## 登录
login-welcome = 欢迎，{ $name }。
login-bad-password = 用户名或密码错误。
login-unknown-user = 没有这个名字的账户。请先注册。
login-bad-name = 用户名由 1 到 32 个字母、数字、点、短横线或下划线组成。
register-name-taken = 这个用户名已被占用。
register-done = 账户 { $name } 已创建。现在可以登录了。
login-taken-over = 你在别处登录了，因此这个连接已关闭。
login-too-many-attempts = 登录失败次数过多。请在 { $seconds } 秒后重试。
login-busy = 服务器繁忙，请稍后再试。
register-too-many = 从你的地址创建的新账户过多。请稍后再试。

## 主菜单与游戏菜单
lobby-who-is-online = 谁在线
lobby-online = { $count } 人在线：{ $names }。
lobby-create-table = 创建棋桌
lobby-list-tables = 开放的棋桌
lobby-back = 返回
lobby-no-tables = 还没有棋桌。创建一张吧。
lobby-table-created = { $number } 号桌已创建。你是桌主。
lobby-table-entry = { $number } 号桌（{ $format }），桌主 { $host }，{ $seats } 个座位已坐 { $players } 个，{ $state }
lobby-table-waiting = 等待开始
lobby-table-playing = 对局中
lobby-table-finished = 已结束
lobby-join-player = 作为玩家加入
lobby-join-spectator = 观战

## 棋桌
room-seat-empty = { $number } 号座位：空
room-bot-name = 机器人 { $number }
room-seat-bot = { $number } 号座位：{ $name }，机器人
room-seat-player = { $number } 号座位：{ $name }
room-seat-away = { $number } 号座位：{ $name }，暂时离开
room-seat-bot-playing = { $number } 号座位：{ $name }，由机器人代打
room-option = { $label }：{ $value }
option-on = 开
option-off = 关
number = { $value }
room-add-bot = 添加机器人
room-remove-bot = 移除机器人
room-start = 开始对局
room-leave = 离开棋桌
room-back-to-board = 返回棋盘
room-watch-from = 从 { $number } 号座位（{ $name }）观战
room-joined = { $name } 加入了棋桌。
room-spectator-joined = { $name } 正在观战。
room-watching = 你正在观战 { $number } 号桌，即 { $host } 的棋桌。在棋盘上按 Escape 可打开操作菜单。
room-left = { $name } 离开了棋桌。
room-player-away = { $name } 断开了连接。座位会为其保留一段时间。
room-bot-takes-over = { $name } 还没有回来。在其回来之前，由机器人代打。
room-seat-reclaimed = { $name } 回来了，继续对局。
room-reconnected = 你回到了自己的棋桌。最近发生的事：
room-seats-not-filled = 开始之前，每个座位都需要一名玩家或一个机器人。
room-not-started = 对局尚未开始。
room-table-error = 本桌出了问题。没有做任何更改。

## 拒绝
refusal-frame-too-large = 该消息过大，已被忽略。
refusal-not-json = 该消息不是有效的 JSON，已被忽略。
refusal-not-msgpack = 该消息不是有效的 msgpack，已被忽略。
refusal-not-an-object = 该消息不是数据包，已被忽略。
refusal-unknown-type = 未知的数据包类型，已被忽略。
refusal-missing-field = 该数据包缺少字段，已被忽略。
refusal-extra-field = 该数据包含有不应有的字段，已被忽略。
refusal-wrong-field-type = 该数据包的某个字段类型错误，已被忽略。
refusal-invalid-field-value = 该数据包的某个值超出范围，已被忽略。
refusal-bad-text = 该数据包含有无法显示的字符（控制字符或损坏的字符），已被忽略。
refusal-unsupported-type = 此服务器不处理该请求。
refusal-unsupported = 此服务器不处理该请求。
refusal-flood = 你发送得太快了。你的部分请求已被忽略。
refusal-flood-closed = 请求过多。连接已关闭。
refusal-server-full = 服务器已满。请几分钟后再试。
refusal-address-full = 来自你的地址的连接过多。请关闭一个后再试。
refusal-login-first = 请先登录。
refusal-already-logged-in = 你已经登录了。
refusal-unknown-menu = 该菜单已经关闭。
refusal-not-offered = 你现在不能使用这一项。
refusal-unknown-input = 当前没有等待输入文字的地方。
refusal-chat-too-long = 聊天消息最多 { $limit } 个字符。
refusal-host-only = 只有桌主可以在开始前更改这一项。
refusal-bad-number = 请输入 { $minimum } 到 { $maximum } 之间的数字。
refusal-table-full = 该棋桌已没有空座位。
refusal-table-gone = 该棋桌已关闭。
refusal-internal = 出了点问题。没有做任何更改。
server-stopping = 服务器正在停止。每张桌子都按原样保留，座位也一样；服务器恢复后你会自动重新连接。
table-not-saved = 服务器未能保存你桌上刚发生的事，所以它没有发生。这张桌子从上次保存的地方继续。
table-moved = 这张桌子已转到另一台服务器。你已回到主菜单。
table-moving = 这张桌子正在转到另一台服务器。请再按一次。
table-busy = 服务器暂时繁忙，所以什么都没有发生。请再按一次。
room-bot-waiting-worker = { $name } 正在等待空闲的机器人进程。一旦有进程应答，对局就会继续。
