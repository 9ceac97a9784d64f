## 只走了一部分的掷骰

bg-dice-unplayable = { $actor ->
    [you] 你无法使用
   *[other] { $name } 无法使用
} { $count ->
    [1] 骰子 { $die }：{ $reason ->
        [higher] 只能走一个骰子，规则要求走较大的那个。
        [bar] 中间栏上的棋子无法用它进场。
       *[blocked] 没有合法的走法能用到它。
    }
   *[other] 剩下的 { $count } 步 { $die } 点：{ $reason ->
        [higher] 只能走一个骰子，规则要求走较大的那个。
        [bar] 中间栏上的棋子无法用 { $die } 点进场。
       *[blocked] 已没有可走 { $die } 点的合法走法。
    }
}

## 回来、观战

room-player-back = { $name } 回来了。
room-watching-from = 你现在从 { $number } 号座位观战，即 { $name } 的一侧。

## 等候室里主持人的选项

room-option-choose = { $label }，当前为 { $value }：请选择一个值。
room-option-now = { $label }：{ $value }。


## 提示

bg-hint-header-simple = { $count ->
    [0] 没有合法的走法。
    [one] 一种合法走法：
   *[other] { $count } 种合法走法，按 Simple 机器人的判断从好到差排列（引擎没有回答）：
}
bg-cube-advice = 倍数骰建议：{ $situation ->
    [take] { $advice ->
        [take] 接受加倍。
       *[drop] 拒绝加倍。
    }
   *[double] { $advice ->
        [double-take] 现在加倍；对手应当接受。
        [double-drop] 现在加倍；对手应当拒绝，这一局就是你的。
        [no-double] 暂时不要加倍；掷骰吧。
       *[cannot] { $reason ->
            [opponent-owns] 你不能加倍，倍数骰在对手手里；掷骰吧。
            [maximum] 倍数骰已是最高值；掷骰吧。
            [crawford] 克劳福德局不能加倍；掷骰吧。
           *[dead] 在这个比分下加倍对你毫无好处（倍数骰已失效）；掷骰吧。
        }
    }
}


## 认输整场比赛

bg-action-resign-match = 认输整场比赛
bg-action-confirm-resign-match = 是，认输整场比赛
bg-action-cancel-resign-match = 否，继续比赛
bg-resign-match-confirm = 认输整场比赛吗？{ $opponent_name } 将赢得比赛；比分 { $score } 比 { $opponent_score }，{ $length } 分制。按 Y 认输整场比赛，按 N 继续比赛。
bg-resign-match-cancelled = 你继续比赛。
bg-match-resigned = { $actor ->
    [you] 你认输了整场比赛。
   *[other] { $name } 认输了整场比赛。
}
bg-refuse-resign-match-not-asked = 请先选择认输整场比赛；随后会请你确认。
