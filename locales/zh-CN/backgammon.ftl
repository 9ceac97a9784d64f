# 双陆棋桌：玩家和观众听到的一切。
# 通用参数：$actor / $opponent 为 "you" 或 "other"（听者与行动方、与另一方的关系）；
# $name / $opponent_name 为座位名；$detail 为 "brief" 或 "verbose"。

bg-game-name = 双陆棋

## 选项

bg-option-match-length = 比赛长度
bg-option-bot-level = 机器人难度
bg-option-verbose = 详细解说
bg-option-hints = 提示
bg-option-cube-hints = 加倍提示
bg-option-confirm-turn = 确认每个回合（按 Enter 才结束回合，在此之前仍可撤销最后一步）
bg-level-random = 随机
bg-level-simple = 简单
bg-level-gnubg-0ply = GNUBG 0 层
bg-level-gnubg-1ply = GNUBG 1 层
bg-level-gnubg-2ply = GNUBG 2 层
bg-level-chaos = 混乱
bg-option-refused-match-length = 比赛长度必须是 { $minimum } 到 { $maximum } 之间的整数。
bg-option-refused-bot-level = 没有这个机器人难度。
bg-option-refused-boolean = “{ $option ->
    [verbose] 详细解说
    [hints] 提示
    [cube_hints] 加倍提示
   *[confirm_turn] 确认每个回合
}”只能设为开或关。
bg-option-refused-unknown = 本桌没有名为 { $option } 的选项。

## 操作（菜单与按键帮助）

bg-action-roll = 掷骰子
bg-action-point = 选择或移动棋子
bg-action-move-checker = 把棋子从一个点走到另一个点
bg-action-deselect = 取消选择棋子
bg-action-next-target = 下一个目标
bg-action-previous-target = 上一个目标
bg-action-row-start = 行首
bg-action-row-end = 行尾
bg-action-column-top = 列顶
bg-action-column-bottom = 列底
bg-action-double = 提出加倍
bg-action-take = 接受加倍
bg-action-drop = 拒绝加倍
bg-action-undo = 撤销上一步
bg-action-end-turn = 结束回合
bg-action-resign-single = 认输本局，按单胜计
bg-action-resign-gammon = 认输本局，按全胜计
bg-action-resign-backgammon = 认输本局，按大全胜计
bg-action-accept-resignation = 接受认输
bg-action-decline-resignation = 拒绝认输
bg-action-hint = 走法提示
bg-action-cube-hint = 加倍提示
bg-action-status-board = 中栏与已移出的棋子数
bg-action-status-cube = 加倍骰
bg-action-status-pips = 步数
bg-action-status-score = 比赛比分
bg-action-status-dice = 剩余骰子
bg-action-status-turn = 轮到谁
bg-action-next-game = 下一局

## 棋盘

bg-cell = { $point }{ $count ->
    [0] ，空
   *[other] ，{ $owner ->
        [you] 你的 { $count } 个棋子
       *[other] { $name } 的 { $count } 个{ $colour ->
            [white] 白
           *[red] 红
        }棋子
    }
}{ $selected ->
    [yes] ，已选中
   *[no] {""}
}

## 对局进程

bg-colours = { $actor ->
    [you] 你执{ $colour ->
        [white] 白
       *[red] 红
    }棋；{ $opponent_name } 执{ $opponent_colour ->
        [white] 白
       *[red] 红
    }棋。
   *[other] { $name } 执{ $colour ->
        [white] 白
       *[red] 红
    }棋；{ $opponent ->
        [you] 你执
       *[other] { $opponent_name } 执
    }{ $opponent_colour ->
        [white] 白
       *[red] 红
    }棋。
}
bg-game-started = 第 { $number } 局开始。
bg-crawford-game = 本局是克劳福德局：不能加倍。
bg-post-crawford = 克劳福德局已结束：加倍骰重新启用。
bg-opening-roll = 开局掷骰：{ $actor ->
    [you] 你掷出 { $die }，{ $opponent_name } 掷出 { $opponent_die }。
   *[other] { $opponent ->
        [you] 你掷出 { $opponent_die }，{ $name } 掷出 { $die }。
       *[other] { $name } 掷出 { $die }，{ $opponent_name } 掷出 { $opponent_die }。
    }
}{ $tie ->
    [yes] 点数相同，重新掷骰。
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] 你先走，用 { $die1 } 和 { $die2 } 行棋。
   *[other] { $name } 先走，用 { $die1 } 和 { $die2 } 行棋。
}
bg-rolled = { $actor ->
    [you] 你掷出 { $die1 } 和 { $die2 }。
   *[other] { $name } 掷出 { $die1 } 和 { $die2 }。
}
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] 你用 { $die1 } 和 { $die2 } 无法从中栏进入，本回合轮空。
       *[other] { $name } 用 { $die1 } 和 { $die2 } 无法从中栏进入，本回合轮空。
    }
   *[no] { $actor ->
        [you] 你用 { $die1 } 和 { $die2 } 没有合法走法，本回合轮空。
       *[other] { $name } 用 { $die1 } 和 { $die2 } 没有合法走法，本回合轮空。
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] 你从中栏进入 { $to } 点
       *[other] { $name } 从中栏进入 { $to } 点
    }
    [bear-off] { $actor ->
        [you] 你从 { $from } 点移出一个棋子
       *[other] { $name } 从 { $from } 点移出一个棋子
    }
   *[move] { $actor ->
        [you] 你从 { $from } 点走到 { $to } 点
       *[other] { $name } 从 { $from } 点走到 { $to } 点
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] ，打中你的棋子
       *[other] ，打中 { $opponent_name } 的棋子
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] ，{ $from } 点已空
       *[no] {""}
    }
   *[brief] {""}
}。
bg-undone = { $actor ->
    [you] 你撤回了从 { $from } 到 { $to } 的一步。
   *[other] { $name } 撤回了从 { $from } 到 { $to } 的一步。
}
bg-play-finished = 步数：{ $actor ->
    [you] 你 { $pips }，{ $opponent_name } { $opponent_pips }。
   *[other] { $name } { $pips }，{ $opponent ->
        [you] 你
       *[other] { $opponent_name }
    } { $opponent_pips }。
}
bg-turn-started = { $actor ->
    [you] 轮到你了。
   *[other] 轮到 { $name } 了。
}
bg-double-offered = { $actor ->
    [you] 你提出加倍到 { $value }。
   *[other] { $name } 提出加倍到 { $value }。{ $opponent ->
        [you] 按 Y 接受，按 N 拒绝。
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] 你接受了加倍，加倍骰现在归你，数值为 { $value }。
   *[other] { $name } 接受了加倍，加倍骰现在归其所有，数值为 { $value }。
}
bg-double-dropped = { $actor ->
    [you] 你拒绝了加倍。
   *[other] { $name } 拒绝了加倍。
}
bg-resign-offered = { $actor ->
    [you] 你提出认输本局
   *[other] { $name } 提出认输本局
}，按{ $kind ->
    [single] 单胜
    [gammon] 全胜
   *[backgammon] 大全胜
}计，共 { $points } 分。{ $opponent ->
    [you] 按 Y 接受，按 N 拒绝。
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] 你接受了认输。
   *[other] { $name } 接受了认输。
}
bg-resign-declined = { $actor ->
    [you] 你拒绝了认输，对局继续。
   *[other] { $name } 拒绝了认输，对局继续。
}
bg-game-won = { $actor ->
    [you] 你
   *[other] { $name }{" "}
}{ $how ->
    [resigned] 因对方认输而
    [dropped] 因对方拒绝加倍而
   *[played] {""}
}赢得本局，按{ $kind ->
    [single] 单胜
    [gammon] 全胜
   *[backgammon] 大全胜
}计，得 { $points } 分。
bg-score-now = 比分（{ $length } 分赛）：{ $actor ->
    [you] 你 { $score }，{ $opponent_name } { $opponent_score }。
   *[other] { $opponent ->
        [you] 你 { $opponent_score }，{ $name } { $score }。
       *[other] { $name } { $score }，{ $opponent_name } { $opponent_score }。
    }
}
bg-match-won = { $actor ->
    [you] 你赢得了比赛
   *[other] { $name } 赢得了比赛
}{ $how ->
    [resigned] ：对手认输，当时比分 { $score } 比 { $opponent_score }。
    [time] ：对手超时，当时比分 { $score } 比 { $opponent_score }。
   *[played] ，比分 { $score } 比 { $opponent_score }。
}

## 对提问者的回复

bg-selected = 已选中 { $point } 点（{ $count } 个棋子）。
bg-deselected = 已取消选择棋子。
bg-play-complete = 你已走完。按 Enter 结束回合，或按 U 撤销。
bg-hint-header = { $count ->
    [0] 没有合法走法。
    [1] 只有一种合法走法：
   *[other] 共有 { $count } 种合法走法。建议：
}
bg-hint-play = { $rank }：{ $play }
bg-notation-point = { $point ->
    [bar] 中栏
    [off] 移出
   *[other] { $point }
}
bg-cube-hint-rules = 加倍建议需要引擎；眼下先比较步数：你 { $pips } 步，对手 { $opponent_pips } 步。{ $situation ->
    [double] { $may_double ->
        [yes] 你现在可以加倍。
       *[no] 你现在不能加倍。
    }
   *[take] 你必须接受或拒绝。
}

## 状态键

bg-status-board = 中栏：{ $actor ->
    [you] 你
   *[other] { $name }
} { $bar }，{ $opponent ->
    [you] 你
   *[other] { $opponent_name }
} { $opponent_bar }。已移出：{ $actor ->
    [you] 你
   *[other] { $name }
} { $off }，{ $opponent ->
    [you] 你
   *[other] { $opponent_name }
} { $opponent_off }。
bg-status-cube = { $state ->
    [single-game] 只打一局的比赛不使用加倍骰。
    [crawford] 克劳福德局：不使用加倍骰。
    [centred] 加倍骰在中间，数值为 { $value }。
   *[owned] 加倍骰数值为 { $value }，归{ $owner ->
        [you] 你
       *[other] {" "}{ $owner_name }{" "}
    }所有。
}
bg-status-pips = 步数：{ $actor ->
    [you] 你
   *[other] { $name }
} { $pips }，{ $opponent ->
    [you] 你
   *[other] { $opponent_name }
} { $opponent_pips }。
bg-status-score = { $length } 分赛：{ $actor ->
    [you] 你
   *[other] { $name }
} { $score }，{ $opponent ->
    [you] 你
   *[other] { $opponent_name }
} { $opponent_score }。{ $crawford ->
    [yes] 本局是克劳福德局。
   *[no] {""}
}
bg-status-dice = 剩余骰子：{ $count ->
    [1] { $die1 }。
    [2] { $die1 } 和 { $die2 }。
    [3] { $die1 }、{ $die2 } 和 { $die3 }。
   *[4] { $die1 }、{ $die2 }、{ $die3 } 和 { $die4 }。
}
bg-status-dice-none = 现在没有要走的骰子。
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] 轮到你掷骰子。
        [moving] 轮到你走棋。
        [double_offered] 你必须接受或拒绝加倍。
        [resignation_offered] 你必须接受或拒绝认输。
       *[other] 轮到你了。
    }
   *[other] { $phase ->
        [awaiting_roll] 轮到 { $name } 掷骰子。
        [moving] 轮到 { $name } 走棋。
        [double_offered] { $name } 必须接受或拒绝加倍。
        [resignation_offered] { $name } 必须接受或拒绝认输。
       *[other] 轮到 { $name } 了。
    }
}
bg-status-turn-not-started = 本局尚未开始。
bg-status-turn-over = 比赛已结束；{ $actor ->
    [you] 你赢了。
   *[other] { $name } 赢了。
}

## 拒绝：为什么现在不能这样做

bg-refuse-already-started = 本局已经开始了。
bg-refuse-not-started = 本局尚未开始。
bg-refuse-match-over = 比赛已结束。
bg-refuse-spectator = 观众不能下棋，只有入座的玩家才能下。
bg-refuse-bad-viewer = 本桌没有这个座位。
bg-refuse-seat-names = 双陆棋桌必须正好有两名玩家。
bg-refuse-unknown-action = 本桌不支持这个操作。
bg-refuse-not-offered = 这里不能这样做。
bg-refuse-not-now = 现在不能这样做。
bg-refuse-bad-cell = 请先在棋盘上选择一个点。
bg-refuse-bad-move = 这不是有效的棋子走法：请给出起点（某个点或中栏）和终点（某个点或移出）。
bg-refuse-bad-snapshot = 无法读取保存的棋桌。
bg-refuse-not-your-turn = 还没轮到你：{ $phase ->
    [double_offered] 正在等待 { $name } 接受或拒绝加倍。
    [resignation_offered] 正在等待 { $name } 回应认输。
    [awaiting_roll] 正在等待 { $name } 掷骰子。
   *[other] 正在等待 { $name } 走棋。
}
bg-refuse-roll-first = 请先掷骰子：按 Enter。
bg-refuse-move-first = 你已经掷过骰子了，请走棋。
bg-refuse-end-turn-first = 你已走完：按 Enter 结束回合，或按 U 撤销。
bg-refuse-answer-double = 请先按 Y 接受加倍，或按 N 拒绝加倍。
bg-refuse-answer-resignation = 请先按 Y 接受认输，或按 N 拒绝认输。
bg-refuse-play-complete = 本回合能用的骰子你都已用完。
bg-refuse-play-incomplete = 你还没走完：还有 { $dice } 个骰子要走。
bg-refuse-bar-first = 你有棋子在中栏：请先在对手的内盘中选择一个点，让它进入。
bg-refuse-no-checker = 你在 { $point } 点没有棋子。
bg-refuse-not-your-checker = { $point } 点上的棋子是对手的。
bg-refuse-empty-point = { $point } 点是空的。
bg-refuse-no-moves-from = { $point } 点上的棋子用这些骰子没有合法走法。
bg-refuse-bear-off-not-home = 你的所有棋子都进入内盘（1 到 6 点）后，才能移出棋子。
bg-refuse-bear-off-dice-too-small = 你的骰子点数太小，无法从 { $point } 点移出棋子。
bg-refuse-bear-off-higher-first = 你在更高的点上还有棋子，不能用较大的骰子从 { $point } 点移出棋子。
bg-refuse-backwards = 棋子要朝你的内盘走，也就是走向编号更小的点。
bg-refuse-blocked = { $point } 点被封住了：对手在那里有两个或更多棋子。
bg-refuse-no-die = 你的骰子中没有一个能让棋子走 { $distance } 步。
bg-refuse-no-path = 用你的骰子，没有合法路线能走到那里。
bg-refuse-whole-roll = 这样走会让你无法用完这次掷出的点数：能用两个骰子就必须都用；如果只能用一个，必须用较大的那个。
bg-refuse-nothing-selected = 没有选中任何棋子。
bg-refuse-nothing-to-undo = 本回合没有可撤销的走法。
bg-refuse-no-targets = 现在没有可以走到的地方。
bg-refuse-double-single-game = 只打一局的比赛不使用加倍骰。
bg-refuse-double-crawford = 克劳福德局不能加倍。
bg-refuse-double-after-roll = 只能在掷骰子之前加倍。
bg-refuse-double-opponent-owns = 加倍骰归对手所有，只有对手可以加倍。
bg-refuse-double-maximum = 加倍骰已经是最大值 64。
bg-refuse-no-double-offered = 没有人提出加倍。
bg-refuse-no-resignation-offered = 没有人提出认输。
bg-refuse-resign-higher = 你本回合的认输提议已被拒绝；现在只能按更高的级别认输。
bg-refuse-hints-off = 本桌已关闭提示。
bg-refuse-hint-not-your-turn = 只有在你自己的回合才能使用提示。
bg-refuse-hint-roll-first = 请先掷骰子；提示会建议你怎样走这些点数。
bg-refuse-cube-hints-off = 本桌已关闭加倍提示。
bg-refuse-cube-hint-no-cube = 本局不使用加倍骰。
bg-refuse-cube-hint-not-now = 加倍提示只能在你掷骰子之前，或对手向你提出加倍时使用。
bg-refuse-next-game-automatic = 一局结束后，下一局会自动开始。
bg-still-holding = 你仍拿着从 { $point } 点拿起的棋子。
