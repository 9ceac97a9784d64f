# 玩家与等级分：排行榜、玩家资料，以及比赛结束时自己的等级分变化。

ratings-players-and-ratings = 玩家与等级分
ratings-my-profile = 我的资料
ratings-leaderboard = 排行榜
ratings-bot-leaderboard = 人机练习排行榜
ratings-nobody-rated = 这里还没有人有等级分。
ratings-board-entry = 第 { $rank } 名：{ $name }，等级分 { $rating }，经验 { $experience }，已下比赛：{ $played }，胜：{ $won }

## 玩家资料
ratings-profile-name = 玩家 { $name }
ratings-not-rated = 还没有与其他玩家的计分比赛。
ratings-profile-rating = 等级分 { $rating }，排行榜第 { $rank } 名
ratings-profile-experience = 经验 { $experience }
ratings-profile-played = 已下计分比赛：{ $played }，胜：{ $won }
ratings-no-bot-practice = 还没有与机器人的比赛。
ratings-profile-bot-practice = 人机练习等级分 { $rating }，与机器人的比赛：{ $played }，胜：{ $won }
ratings-no-analysis = 还没有分析过的比赛。
ratings-profile-error-rate = 平均错误率 { $rate }
ratings-recent-matches = 最近的计分比赛
ratings-recent-entry = { $result ->
    [won] 胜
   *[lost] 负
} { $opponent }，{ $pool ->
    [bots] 练习等级分
   *[human] 等级分
}从 { $before } 到 { $after }

## 比赛结束时告诉每位玩家
ratings-your-change = { $pool ->
    [bots] 你的人机练习等级分
   *[human] 你的等级分
}{ $direction ->
    [up] 上升 { $change }，现为 { $rating }
    [down] 下降 { $change }，现为 { $rating }
   *[same] 保持 { $rating }
}；经验 { $experience }。
