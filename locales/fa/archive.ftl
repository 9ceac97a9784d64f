# بایگانی: مسابقه‌های گذشته، بازپخش شنیداری، بارگیری‌ها، میزهای خصوصی و کلید شناسه‌ها (I).

## کلید شناسه‌ها سر میز و در بازپخش
bg-action-status-ids = شناسه‌های وضعیت و مسابقهٔ GNU Backgammon
bg-status-ids = شناسهٔ وضعیت { $position_id }، شناسهٔ مسابقه { $match_id }.

## میز خصوصی (انتخاب میزبان در اتاق انتظار)
archive-private-option = مسابقهٔ خصوصی: { $value }
archive-table-private = این مسابقه اکنون خصوصی است: فقط بازیکنانش آن را میان مسابقه‌های گذشته پیدا می‌کنند.
archive-table-public = این مسابقه اکنون عمومی است: همه آن را میان مسابقه‌های گذشته پیدا می‌کنند.

## مسابقه‌های گذشته
archive-past-matches = مسابقه‌های گذشته
archive-my-matches = مسابقه‌های من
archive-public-matches = مسابقه‌های عمومی بازیکنان دیگر
archive-no-matches = هنوز مسابقه‌ای اینجا نیست.
archive-page = صفحهٔ { $page }.
archive-next-page = صفحهٔ بعد
archive-previous-page = صفحهٔ قبل
archive-match-length = مسابقهٔ { $length } امتیازی
archive-my-entry = { $result ->
    [won] برد
    [lost] باخت
    [level] بدون برنده
   *[abandoned] نیمه‌کاره
} در برابر { $opponent }، { $length }، { $score } به { $opponent_score }، { $date }
archive-entry = { $first } در برابر { $second }، { $length }، { $score } به { $second_score }، { $date }، { $result ->
    [first] { $first } برد
    [second] { $second } برد
    [level] بدون برنده
   *[abandoned] نیمه‌کاره
}
archive-replay = بازپخش شنیداری
archive-download-mat = بارگیری برای GNU Backgammon ‏(.mat)
archive-download-sgf = بارگیری با قالب SGF
archive-downloading = در حال بارگیری { $file }.
archive-unknown-match = چنین مسابقه‌ای وجود ندارد.
archive-private-match = این مسابقه خصوصی است: فقط بازیکنانش می‌توانند آن را باز کنند.
archive-broken-match = ثبت این مسابقه قابل بازپخش نیست.
archive-export-failed = صدور این مسابقه ممکن نشد.

## بازپخش شنیداری
archive-replay-opened = بازپخش { $first } در برابر { $second }، { $games } دست، { $steps } گام. N و B: حرکت بعد و قبل؛ Shift+N و Shift+B: دست بعد و قبل؛ Escape: منوی بازپخش.
archive-replay-where = دست { $game } از { $games }، گام { $step } از { $steps }.
archive-replay-silent = گام { $step }: چیزی به این صندلی گفته نشد.
archive-replay-at-end = آن آخرین گام بود.
archive-replay-at-start = آن نخستین گام بود.
archive-replay-no-game = دست { $game } وجود ندارد: این مسابقه { $games } دست دارد.
archive-replay-game-prompt = رفتن به دست (۱ تا { $games })
archive-replay-read-only = این بازپخش است: اینجا نمی‌توان بازی کرد.
archive-replay-next = حرکت بعد (N)
archive-replay-previous = حرکت قبل (B)
archive-replay-next-game = دست بعد (Shift+N)
archive-replay-previous-game = دست قبل (Shift+B)
archive-replay-first = نخستین حرکت (F)
archive-replay-last = آخرین حرکت (L)
archive-replay-go-to-game = رفتن به یک دست (G)
archive-replay-repeat = تکرار این گام (R)
archive-replay-hear-as = شنیدن همان‌گونه که { $name } شنید
archive-replay-watch-from = شنیدن به‌عنوان تماشاگر از سمت { $name }
archive-replay-hearing-as = اکنون همان‌گونه می‌شنوید که { $name } شنید.
archive-replay-watching-from = اکنون به‌عنوان تماشاگر از سمت { $name } می‌شنوید.
archive-replay-back = بازگشت به صفحهٔ بازی
archive-replay-leave = خروج از بازپخش
