# 网页客户端自己的文字：页面标题、登录表单、连接状态。
# 服务器把本文件的每条消息以 JSON 发给页面（GET /i18n/<lang>.json）。
# 变量以标记形式留给页面填写（{ $user } 以 "{user}" 送达），因此这些消息只使用
# 普通变量，从不对变量使用选择器。

web-app-title = PlayPalace 双陆棋

## 登录
web-login-heading = 登录
web-username = 用户名
web-password = 密码
web-language = 语言
web-log-in = 登录
web-create-account = 创建账户
web-username-required = 请输入用户名。

## 连接状态
web-connecting = 正在连接…
web-connected = 已连接，用户名 { $user }。
web-not-connected = 未连接。
web-connection-lost = 连接已断开。正在重新连接…
web-reconnecting-in = 正在重新连接（{ $seconds } 秒后再次尝试）…
web-reconnected = 已重新连接。
web-reconnect-failed = 无法重新连接。请重新登录。
web-cannot-connect = 无法连接到服务器。
web-login-refused = 服务器关闭了连接。
web-logged-out = 已退出登录。

## 对局区域
web-game-heading = 对局
web-board-label = 棋盘
web-menu-label = 菜单
web-waiting = 正在等待服务器…
web-ok = 确定
web-cancel = 取消
web-board-summary = 棋盘概况
web-bar = 中栏
web-borne-off = 已移出
web-dice = 剩余骰子
web-cube = 加倍骰
# 棋盘摘要中的颜色：服务器所说的棋子颜色，以及一种颜色的棋子数。
web-colour-red = 红棋
web-colour-white = 白棋
web-colour-count = { $colour }：{ $count }

## 历史与聊天
web-history-heading = 历史记录
web-chat-heading = 聊天
web-chat-log = 聊天消息
web-chat-message = 消息
web-send = 发送
web-chat-from = { $sender }：{ $message }

## 设置
web-settings = 设置
web-who-is-online = 谁在线
web-theme-dark = 深色主题
web-log-out = 退出登录

## The board's actions (buttons under the board)
web-board-actions = 棋盘下方的操作
