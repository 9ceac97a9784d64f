# تحليل مباراة بواسطة GNU Backgammon: الأمر analyse وملخص كل لاعب.

analysis-cli-bad-plies = يقبل ‎--ply القيم 0 أو 1 أو 2.
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
analysis-summary = { $name }: معدل الأخطاء { $rate } ({ $rating })؛ نقلات مشكوك فيها: { $doubtful }، أخطاء: { $errors }، أخطاء فادحة: { $blunders }؛ أخطاء المكعب: { $cube }؛ الحظ { $luck } لكل نقلة.
