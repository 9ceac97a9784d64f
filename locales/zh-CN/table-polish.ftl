## 只走了一部分的掷骰

bg-dice-unplayable = { $actor ->
    [you] 你无法使用
   *[other] { $name } 无法使用
} { $count ->
    [1] 骰子 { $die }
   *[other] 剩下的 { $count } 个 { $die }
}：{ $reason ->
    [higher] 只能走一个骰子，规则要求走较大的那个。
    [bar] 中间栏上的棋子无法用它进场。
   *[blocked] 没有合法的走法能用到它。
}

## 回来、观战

room-player-back = { $name } 回来了。
room-watching-from = 你现在从 { $number } 号座位观战，即 { $name } 的一侧。

## 等候室里主持人的选项

room-option-choose = { $label }，当前为 { $value }：请选择一个值。
room-option-now = { $label }：{ $value }。
