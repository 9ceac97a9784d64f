# اللاعبون والتصنيفات: لوائح الترتيب، وملف اللاعب، وتغيّر تصنيف اللاعب نفسه عند نهاية المباراة.

ratings-players-and-ratings = اللاعبون والتصنيفات
ratings-my-profile = ملفي
ratings-leaderboard = لائحة الترتيب
ratings-bot-leaderboard = لائحة ترتيب التدرّب ضد الروبوتات
ratings-nobody-rated = لا أحد له تصنيف هنا بعد.
ratings-board-entry = { $rank }. { $name }، التصنيف { $rating }، الخبرة { $experience }، المباريات الملعوبة: { $played }، الفوز: { $won }

## ملف اللاعب
ratings-profile-name = اللاعب { $name }
ratings-not-rated = لا توجد بعد مباراة مصنّفة ضد لاعب آخر.
ratings-profile-rating = التصنيف { $rating }، المركز { $rank } في لائحة الترتيب
ratings-profile-experience = الخبرة { $experience }
ratings-profile-played = المباريات المصنّفة الملعوبة: { $played }، الفوز: { $won }
ratings-no-bot-practice = لا توجد بعد مباراة ضد روبوت.
ratings-profile-bot-practice = تصنيف التدرّب ضد الروبوتات { $rating }، المباريات ضد الروبوتات: { $played }، الفوز: { $won }
ratings-no-analysis = لا توجد بعد مباراة محلَّلة.
ratings-profile-error-rate = متوسط معدل الأخطاء { $rate }
ratings-recent-matches = آخر المباريات المصنّفة
ratings-recent-entry = { $result ->
    [won] فوز
   *[lost] خسارة
} ضد { $opponent }، { $pool ->
    [bots] تصنيف التدرّب
   *[human] التصنيف
} من { $before } إلى { $after }

## يُقال لكل لاعب عند نهاية المباراة
ratings-your-change = { $pool ->
    [bots] تصنيفك في التدرّب ضد الروبوتات
   *[human] تصنيفك
} { $direction ->
    [up] يرتفع بمقدار { $change } إلى { $rating }
    [down] ينخفض بمقدار { $change } إلى { $rating }
   *[same] يبقى { $rating }
}؛ الخبرة { $experience }.
