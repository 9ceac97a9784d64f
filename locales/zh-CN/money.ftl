# 现金局：一连串对局，每局按加倍骰数值计分，可选雅各比规则、海狸加倍和自动加倍。

## Options

money-option-money = 现金局，而不是比赛（一直下到有一方停止）
money-option-jacoby = 现金局的雅各比规则（加倍骰被转动过之后，全胜才计分）
money-option-beavers = 现金局的海狸加倍（被加倍的一方可立即再加倍并保留加倍骰）
money-option-auto-doubles = 现金局的自动加倍，每局最多次数（0 为关闭）
money-option-refused-auto-doubles = 自动加倍次数必须是 { $minimum } 到 { $maximum } 之间的整数。
money-option-refused-boolean = { $option ->
    [money] 现金局
    [jacoby] 雅各比规则
   *[beavers] 海狸加倍
} 只能开启或关闭。

## Actions

bg-action-beaver = 海狸：接受并立即再加倍，保留加倍骰
bg-action-play-on = 再下一局
bg-action-stop-session = 结束本次现金局

## What happens

money-automatic-double = 开局骰点数相同：自动加倍。加倍骰现在为 { $value }，仍在中间。
money-beavered = { $actor ->
    [you] 你使用海狸：接受并立即再加倍到 { $value }，加倍骰留在你手里。
   *[other] { $name } 使用海狸：接受并立即再加倍到 { $value }，加倍骰留在其手里。{ $opponent ->
        [you] {" "}按 Y 接受，按 N 拒绝。
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] 你接受了海狸；加倍骰为 { $value }，仍归 { $opponent_name }。
   *[other] { $opponent ->
        [you] { $name } 接受了海狸；加倍骰为 { $value }，仍归你。
       *[other] { $name } 接受了海狸；加倍骰为 { $value }，仍归 { $opponent_name }。
    }
}
money-jacoby-single = { $kind ->
    [gammon] 加倍骰从未被转动，按雅各比规则，这次全胜只按普通胜计分。
   *[backgammon] 加倍骰从未被转动，按雅各比规则，这次大全胜只按普通胜计分。
}
money-total-now = 现金局： { $actor ->
    [you] 你 { $score }，{ $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] 你 { $opponent_score }，{ $name } { $score }
       *[other] { $name } { $score }，{ $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] 持平。
    [actor] { $actor ->
        [you] 你领先 { $margin } 分。
       *[other] { $name } 领先 { $margin } 分。
    }
   *[opponent] { $opponent ->
        [you] 你领先 { $margin } 分。
       *[other] { $opponent_name } 领先 { $margin } 分。
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] 再来一局？按 Y 或回车继续，按 N 结束本次现金局。
       *[other] 双方正在选择是否再下一局。
    }
   *[you] 再来一局？按 Y 或回车继续，按 N 结束本次现金局。
}
money-playing-on = { $actor ->
    [you] 你想再下一局。
   *[other] { $name } 想再下一局。
}
money-session-ended = { $actor ->
    [you] 你结束了本次现金局。
   *[other] { $name } 结束了本次现金局。
} 最终总分： { $actor ->
    [you] 你 { $score }，{ $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] 你 { $opponent_score }，{ $name } { $score }
       *[other] { $name } { $score }，{ $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] 持平。
    [actor] { $actor ->
        [you] 你赢得 { $margin } 分。
       *[other] { $name } 赢得 { $margin } 分。
    }
   *[opponent] { $opponent ->
        [you] 你赢得 { $margin } 分。
       *[other] { $opponent_name } 赢得 { $margin } 分。
    }
}

## Status and advice

money-status-total = 现金局，已下 { $games } 局： { $actor ->
    [you] 你 { $score }，{ $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] 你 { $opponent_score }，{ $name } { $score }
       *[other] { $name } { $score }，{ $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] 持平。
    [actor] { $actor ->
        [you] 你领先 { $margin } 分。
       *[other] { $name } 领先 { $margin } 分。
    }
   *[opponent] { $opponent ->
        [you] 你领先 { $margin } 分。
       *[other] { $opponent_name } 领先 { $margin } 分。
    }
}
money-status-session-over = 本次现金局已结束。
money-status-between-games = { $count ->
    [one] 对局之间：等待 { $name } 选择继续或停止。
   *[other] 对局之间：等待双方选择继续或停止。
}
money-cube-equities = 加倍骰为 1 时的现金局期望值：不加倍 { $no_double }，加倍并接受 { $double_take }，加倍并拒绝 { $double_pass }。
money-cube-advice-beaver = 加倍建议：海狸（按 B）：你占优，接受并立即再加倍，保留加倍骰。
money-cube-advice-take-beaver = 加倍建议：接受海狸；现在拒绝要输掉加倍后的赌注。
money-cube-advice-drop-beaver = 加倍建议：拒绝海狸；以四倍赌注继续下去，损失会超过加倍后的赌注。

## Refusals

money-refuse-beaver-off = 本桌不允许海狸加倍。
money-refuse-beaver-no-double = 没有可以使用海狸的加倍。
money-refuse-beaver-maximum = 海狸会使加倍骰超过 64。
money-refuse-already-playing-on = 你已经要求再下一局，正在等待对手。
money-refuse-between-games = 本局已结束：按 Y 或回车再下一局，按 N 结束本次现金局。
money-refuse-not-between-games = 这只能在现金局的对局之间进行。

## Past matches and the profile

money-archive-session = 现金局
money-profile-none = 还没有现金局。
money-profile = 已玩现金局：{ $sessions } 次，胜 { $won }，负 { $lost }，不分胜负 { $level }；赢分减输分：{ $net }

## A money session's own words for the match's actions

money-action-resign-match = 立即结束本场
money-action-confirm-resign-match = 是，结束本场
money-action-status-score = 本场比分
money-resign-match-confirm = 立即结束本场吗？正在进行的一局判 { $opponent_name } 获胜，按单局乘以加倍方块计分。本场目前：你 { $score }，{ $opponent_name } { $opponent_score }。按 Y 结束本场，按 N 继续下棋。
money-timed-out = { $actor ->
    [you] 你的时间用完了：本场结束。
   *[other] { $name } 的时间用完了：本场结束。
}
