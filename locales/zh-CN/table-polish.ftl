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
