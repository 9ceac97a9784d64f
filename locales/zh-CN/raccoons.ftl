# 浣熊加倍（面对海狸的一方接受海狸并立即再加倍，加倍骰仍归使用海狸的一方）和四倍输分（输方仍有棋子在中间栏时的全胜按加倍骰的四倍计）。

## Options

raccoon-option-raccoons = 现金局的浣熊加倍，每局最多次数（0 为关闭；需开启海狸加倍）
raccoon-option-quadruple = 四倍输分：输方仍有棋子在中间栏时，全胜按加倍骰的四倍计分
raccoon-option-refused-raccoons = 浣熊加倍次数必须是 { $minimum } 到 { $maximum } 之间的整数。
raccoon-option-refused-quadruple = 四倍输分只能开启或关闭。

## Actions

bg-action-raccoon = 浣熊：接受海狸并立即再加倍，加倍骰仍归对手

## What happens

raccoon-raccooned = { $actor ->
    [you] 你使用浣熊：接受海狸并立即再加倍到 { $value }；加倍骰仍归 { $opponent_name }。
   *[other] { $name } 使用浣熊：接受海狸并立即再加倍到 { $value }；加倍骰位置不变。{ $opponent ->
        [you] {" "}按 Y 接受，按 N 拒绝。
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] 你接受了浣熊，加倍骰仍归你，现在为 { $value }。
   *[other] { $name } 接受了浣熊，加倍骰仍归其所有，现在为 { $value }。
}
raccoon-quadruple-loss = 仍有棋子在中间栏：按四倍输分规则，这局全胜按加倍骰 { $cube } 的四倍计分。

## Advice

raccoon-cube-advice-raccoon = 加倍建议：浣熊（按 R）：对方的海狸是失误，接受并立即再加倍；加倍骰仍归对手。

## Refusals

raccoon-refuse-off = 本桌不允许浣熊加倍。
raccoon-refuse-no-beaver = 没有可以用浣熊回应的海狸。
raccoon-refuse-limit = 每局最多只能使用 { $limit } 次浣熊加倍。
raccoon-refuse-maximum = 浣熊会使加倍骰超过 64。
