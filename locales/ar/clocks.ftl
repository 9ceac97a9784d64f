## ساعات الدور: خيار المضيف، والمفتاحان Shift+T (الوقت المتبقي) و Shift+M (وقت إضافي)، والتحذيرات، والخسارة بانتهاء الوقت

clock-option = ساعة الدور
clock-setting-off = متوقفة
clock-setting-fast = سريعة: { $delay ->
    [one] ثانية واحدة
    [two] ثانيتان
    [few] { $delay } ثوانٍ
   *[other] { $delay } ثانية
} لكل نقلة، { $reserve ->
    [one] ودقيقة احتياطية واحدة
    [two] ودقيقتان احتياطيتان
    [few] و{ $reserve } دقائق احتياطية
   *[other] و{ $reserve } دقيقة احتياطية
} لكل جولة
clock-setting-standard = عادية: { $delay ->
    [one] ثانية واحدة
    [two] ثانيتان
    [few] { $delay } ثوانٍ
   *[other] { $delay } ثانية
} لكل نقلة، { $reserve ->
    [one] ودقيقة احتياطية واحدة
    [two] ودقيقتان احتياطيتان
    [few] و{ $reserve } دقائق احتياطية
   *[other] و{ $reserve } دقيقة احتياطية
} لكل جولة
clock-setting-relaxed = مريحة: { $delay ->
    [one] ثانية واحدة
    [two] ثانيتان
    [few] { $delay } ثوانٍ
   *[other] { $delay } ثانية
} لكل نقلة، { $reserve ->
    [one] ودقيقة احتياطية واحدة
    [two] ودقيقتان احتياطيتان
    [few] و{ $reserve } دقائق احتياطية
   *[other] و{ $reserve } دقيقة احتياطية
} لكل جولة
clock-setting-generous = سخية: { $delay ->
    [one] دقيقة واحدة
    [two] دقيقتان
    [few] { $delay } دقائق
   *[other] { $delay } دقيقة
} لكل نقلة، { $reserve ->
    [one] ودقيقة احتياطية واحدة
    [two] ودقيقتان احتياطيتان
    [few] و{ $reserve } دقائق احتياطية
   *[other] و{ $reserve } دقيقة احتياطية
} لكل جولة

clock-action-time-left = الوقت المتبقي على الساعات
clock-action-more-time = طلب وقت إضافي
bg-action-time-out = الخسارة بانتهاء الوقت

clock-warning = { $seconds ->
    [one] بقيت ثانية واحدة على ساعتك.
    [two] بقيت ثانيتان على ساعتك.
    [few] بقيت { $seconds } ثوانٍ على ساعتك.
   *[other] بقيت { $seconds } ثانية على ساعتك.
} { $more ->
    [0] لم يعد بإمكانك طلب وقت إضافي.
   *[other] اضغط Shift+M لطلب وقت إضافي.
}
clock-time-left = { $actor ->
    [you] ساعتك
   *[other] ساعة { $name }
}: { $minutes ->
    [0] {""}
    [one] دقيقة واحدة و
    [two] دقيقتان و
    [few] { $minutes } دقائق و
   *[other] { $minutes } دقيقة و
}{ $seconds ->
    [one] ثانية واحدة
    [two] ثانيتان
    [few] { $seconds } ثوانٍ
   *[other] { $seconds } ثانية
}{ $state ->
    [running] ، تعمل
    [paused] ، متوقفة أثناء الغياب
    [untimed] ، بلا توقيت: يلعب روبوت
   *[waiting] {""}
}؛ { $more ->
    [0] لم تبق طلبات وقت إضافي.
   *[other] طلبات الوقت الإضافي المتبقية: { $more }.
}
clock-more-time-given = وقت إضافي: في ساعتك الآن { $minutes ->
    [0] {""}
    [one] دقيقة واحدة و
    [two] دقيقتان و
    [few] { $minutes } دقائق و
   *[other] { $minutes } دقيقة و
}{ $seconds ->
    [one] ثانية واحدة
    [two] ثانيتان
    [few] { $seconds } ثوانٍ
   *[other] { $seconds } ثانية
}. { $more ->
    [0] كان ذلك طلبك الأخير.
   *[other] الطلبات المتبقية: { $more }.
}
clock-more-time-taken = يطلب { $name } وقتًا إضافيًا على الساعة.
clock-no-more-time = لم تبق لديك طلبات وقت إضافي.
clock-more-time-players-only = لا يطلب الوقت الإضافي إلا لاعب، أثناء المباراة.
clock-none = لا توجد ساعة دور على هذه الطاولة.
clock-match-timed = تُلعب هذه المباراة بساعة الدور: يخبرك Shift+T بالوقت المتبقي، ويطلب Shift+M وقتًا إضافيًا.
clock-absent-clock-runs = لم يعد { $name }. تعمل ساعته عندما يحين دوره.
clock-timed-out = { $actor ->
    [you] انتهى وقتك وخسرت المباراة.
   *[other] انتهى وقت { $name } وخسر المباراة.
}
clock-untimed = { $turn ->
    [yes] الدور على { $name }، بلا توقيت: الروبوتات تلعب بلا ساعة.
   *[no] { $name }: بلا توقيت، الروبوتات تلعب بلا ساعة.
}
