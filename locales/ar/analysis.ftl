# تحليل مباراة بواسطة GNU Backgammon: الأمر analyse وملخص كل لاعب.

analysis-cli-bad-plies = يقبل ‎--ply القيم ٠ أو ١ أو ٢.
analysis-cli-no-database = لا يوجد ملف قاعدة بيانات في { $path }.
analysis-cli-unknown-match = لا توجد مباراة { $id } في { $path }.
analysis-cli-failed = لا يمكن تحليل المباراة { $id }: لا يمكن إعادة تشغيل سجلها ({ $reason }).
analysis-rating = { $rating ->
    [awful] سيئ جدًا
    [beginner] مبتدئ
    [casual] لاعب هاوٍ
    [intermediate] متوسط
    [advanced] متقدم
    [expert] خبير
    [world-class] مستوى عالمي
   *[supernatural] خارق
}
analysis-summary = { $name }: معدل الأخطاء { $rate } ({ $rating })؛ نقلات مشكوك فيها: { $doubtful }، أخطاء: { $errors }، أخطاء فادحة: { $blunders }؛ أخطاء المكعب: { $cube }؛ { $luck ->
    [none] الحظ غير مقيس (لا رميات)
   *[other] الحظ { $luck } لكل نقلة
}.

analysis-ready = مراجعة GNU Backgammon لمباراتك: معدل الأخطاء { $rate } ({ $rating })؛ أخطاء فادحة: { $blunders }، أخطاء: { $errors }، نقلات مشكوك فيها: { $doubtful }؛ أخطاء المكعب: { $cube }؛ { $luck ->
    [none] الحظ غير مقيس (لا رميات)
   *[other] الحظ { $luck } لكل نقلة
}. { $count ->
    [0] لا أخطاء لك تستحق المراجعة.
    [one] أكبر خطأ لك موجود في المباريات السابقة.
    [two] أكبر خطأين لك موجودان في المباريات السابقة.
    [few] أكبر { $count } أخطاء لك موجودة في المباريات السابقة.
   *[other] أكبر { $count } خطأ لك موجودة في المباريات السابقة.
}
analysis-review-opened = أكبر أخطائك. معدل الأخطاء { $rate } ({ $rating })؛ أخطاء فادحة: { $blunders }، أخطاء: { $errors }، نقلات مشكوك فيها: { $doubtful }؛ أخطاء المكعب: { $cube }. يفتح مفتاح الإدخال على خطأ الإعادة عند ذلك القرار ويصف وضعه.
analysis-menu-errors = { $count ->
    [0] أخطاؤك: لم يُعثر على أي خطأ
    [one] أكبر خطأ لك
    [two] أكبر خطأين لك
    [few] أكبر { $count } أخطاء لك
   *[other] أكبر { $count } خطأ لك
}
analysis-menu-analyse = حلّل هذه المباراة
analysis-request-started = بدأ التحليل؛ ستسمع عندما يجهز.
analysis-request-pending = هذه المباراة قيد التحليل؛ ستسمع عندما يجهز.
analysis-request-busy = لديك تحليلات بالانتظار؛ اطلب مجددًا عندما تجهز.
analysis-request-done = هذه المباراة محللة بالفعل.
analysis-request-unavailable = التحليل غير متاح على هذا الخادم.
analysis-menu-cancel = ألغِ تحليل هذه المباراة
analysis-cancelled = أُلغي تحليل هذه المباراة؛ يمكنك طلبه مرة أخرى.
analysis-not-pending = لا يجري تحليل هذه المباراة الآن.
analysis-no-errors = لم يجد GNU Backgammon أي خطأ لك في هذه المباراة.
analysis-cube-action = { $action ->
    [double] مضاعفة
    [no-double] عدم المضاعفة
    [take] قبول
   *[pass] رفض
}
analysis-error-entry = { $index } من { $count }: الشوط { $game }، { $kind ->
    [move] النردان { $dice }
    [cube] قرار المكعب
   *[take] الرد على مضاعفة
}: لعبت { $played }؛ الأفضل { $best }؛ القيمة المفقودة { $loss }.
analysis-error-position = قطعك: { $mine }؛ على الحاجز { $bar }، المُخرجة { $off }. قطع الخصم بترقيمك: { $theirs }؛ على الحاجز { $opponent_bar }، المُخرجة { $opponent_off }. النقاط: أنت { $pips }، الخصم { $opponent_pips }. النتيجة { $score } مقابل { $opponent_score }، المكعب { $cube }.
analysis-failed = تعذّر تحليل هذه المباراة؛ يمكنك طلب التحليل مرة أخرى.
