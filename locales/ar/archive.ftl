# الأرشيف: المباريات السابقة، والإعادة بالاستماع، والتنزيلات، والطاولات الخاصة، ومفتاح المعرّفات (I).

## مفتاح المعرّفات على الطاولة وفي الإعادة
bg-action-status-ids = معرّفا الوضع والمباراة في GNU Backgammon
bg-status-ids = معرّف الوضع { $position_id }، معرّف المباراة { $match_id }.

## طاولة خاصة (اختيار المضيف في غرفة الانتظار)
archive-private-option = مباراة خاصة: { $value }
archive-table-private = أصبحت هذه المباراة خاصة: لن يجدها بين المباريات السابقة إلا لاعبوها.
archive-table-public = أصبحت هذه المباراة عامة: سيجدها الجميع بين المباريات السابقة.

## المباريات السابقة
archive-past-matches = المباريات السابقة
archive-my-matches = مبارياتي
archive-public-matches = المباريات العامة للاعبين الآخرين
archive-no-matches = لا توجد مباريات هنا بعد.
archive-page = الصفحة { $page }.
archive-next-page = الصفحة التالية
archive-previous-page = الصفحة السابقة
archive-match-length = مباراة من { $length } نقاط
archive-my-entry = { $result ->
    [won] فوز
    [lost] خسارة
    [level] بلا فائز
   *[abandoned] متروكة
} أمام { $opponent }، { $length }، { $score } مقابل { $opponent_score }، { $date }
archive-entry = { $first } ضد { $second }، { $length }، { $score } مقابل { $second_score }، { $date }، { $result ->
    [first] فاز { $first }
    [second] فاز { $second }
    [level] بلا فائز
   *[abandoned] متروكة
}
archive-replay = إعادة بالاستماع
archive-download-mat = تنزيل لبرنامج GNU Backgammon ‏(.mat)
archive-download-sgf = تنزيل بصيغة SGF
archive-downloading = جارٍ تنزيل { $file }.
archive-unknown-match = لا توجد مباراة كهذه.
archive-private-match = هذه المباراة خاصة: لا يفتحها إلا لاعبوها.
archive-broken-match = لا يمكن إعادة تسجيل هذه المباراة.
archive-export-failed = تعذّر تصدير هذه المباراة.

## الإعادة بالاستماع
archive-replay-opened = إعادة مباراة { $first } ضد { $second }، عدد الأشواط: { $games }، عدد الخطوات: { $steps }. N و B: الحركة التالية والسابقة؛ Shift+N و Shift+B: الشوط التالي والسابق؛ Escape: قائمة الإعادة.
archive-replay-where = الشوط { $game } من { $games }، الخطوة { $step } من { $steps }.
archive-replay-silent = الخطوة { $step }: لم يُقل شيء لهذا المقعد.
archive-replay-at-end = كانت تلك الخطوة الأخيرة.
archive-replay-at-start = كانت تلك الخطوة الأولى.
archive-replay-no-game = لا يوجد شوط { $game }: عدد أشواط هذه المباراة { $games }.
archive-replay-game-prompt = الانتقال إلى شوط (من ١ إلى { $games })
archive-replay-read-only = هذه إعادة: لا يمكن اللعب هنا.
archive-replay-next = الحركة التالية (N)
archive-replay-previous = الحركة السابقة (B)
archive-replay-next-game = الشوط التالي (Shift+N)
archive-replay-previous-game = الشوط السابق (Shift+B)
archive-replay-first = الحركة الأولى (F)
archive-replay-last = الحركة الأخيرة (L)
archive-replay-go-to-game = الانتقال إلى شوط (G)
archive-replay-repeat = تكرار هذه الخطوة (R)
archive-replay-hear-as = الاستماع كما سمعها { $name }
archive-replay-watch-from = الاستماع كمتفرج من جهة { $name }
archive-replay-hearing-as = تستمع الآن كما سمعها { $name }.
archive-replay-watching-from = تستمع الآن كمتفرج من جهة { $name }.
archive-replay-back = العودة إلى اللوحة
archive-replay-leave = مغادرة الإعادة
