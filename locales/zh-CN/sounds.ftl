# 声音、登录、比赛结束后（再来一局）。以 web- 开头的消息是网页自身的文字（随 web.ftl 提供）：只用简单变量。

## Logging in
login-password-required = 请输入密码。新名字会用你给出的密码注册。
login-password-too-long = 密码太长：密码最多 256 个字符。

## After the match
room-match-over-choices = 比赛结束。“再来一局”和“离开棋桌”在棋盘各点之后。
room-rematch = 再来一局
room-rematch-accept = 再来一局：{ $name } 已提出
room-rematch-asked-by-you = 再来一局：已提出，等待另一位玩家
room-rematch-asked = { $name } 提出再来一局。选择“再来一局”，以相同的座位和选项再玩一场。
room-rematch-waiting = 你已提出再来一局。正在等待 { $name }。
room-rematch-starting = 再来一局：新的比赛以相同的座位和选项开始。
room-rematch-player-gone = { $name } 已离开棋桌，因此无法再来一局。
room-rematch-not-now = 比赛结束后才能提出再来一局。
room-rematch-players-only = 只有玩家可以提出再来一局。

## The web page: sounds and the remembered login
web-sound-mute = 静音
web-sound-volume = 音量
web-password-required = 请输入密码。
web-session-resuming = 正在以 { $user } 登录…
web-session-ended = 已保存的登录已过期。请重新登录。
