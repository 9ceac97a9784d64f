# اللعب على المال: جلسة من الجولات، تُحسب كل جولة بقيمة المكعب، مع قاعدة جاكوبي والبيفر والمضاعفات التلقائية.

## Options

money-option-money = اللعب على المال بدلاً من مباراة (جولات إلى أن يتوقف أحد اللاعبين)
money-option-jacoby = قاعدة جاكوبي في اللعب على المال (لا يُحتسب المارس إلا بعد تدوير المكعب)
money-option-beavers = البيفر في اللعب على المال (يجوز لمن عُرضت عليه المضاعفة أن يعيد المضاعفة فوراً ويحتفظ بالمكعب)
money-option-auto-doubles = المضاعفات التلقائية في اللعب على المال، بحد أقصى لكل جولة (٠ يعني إيقافها)
money-option-refused-auto-doubles = يجب أن يكون عدد المضاعفات التلقائية عدداً صحيحاً من { $minimum } إلى { $maximum }.
money-option-refused-boolean = { $option ->
    [money] اللعب على المال
    [jacoby] قاعدة جاكوبي
   *[beavers] البيفر
} يجب أن يكون مفعّلاً أو معطّلاً.

## Actions

bg-action-beaver = بيفر: اقبل وأعد المضاعفة فوراً مع الاحتفاظ بالمكعب
bg-action-play-on = العب جولة أخرى
bg-action-stop-session = أنهِ الجلسة

## What happens

money-automatic-double = نردا الافتتاح متساويان: مضاعفة تلقائية. قيمة المكعب الآن { $value }، وما زال في الوسط.
money-beavered = { $actor ->
    [you] تقوم بالبيفر: تقبل وتعيد المضاعفة فوراً إلى { $value } وتحتفظ بالمكعب.
   *[other] { $name } يقوم بالبيفر: يقبل ويعيد المضاعفة فوراً إلى { $value } ويحتفظ بالمكعب.{ $opponent ->
        [you] {" "}اضغط Y للقبول أو N للرفض.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] تقبل البيفر؛ قيمة المكعب { $value } ويبقى لدى { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } يقبل البيفر؛ قيمة المكعب { $value } ويبقى لديك.
       *[other] { $name } يقبل البيفر؛ قيمة المكعب { $value } ويبقى لدى { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] لم يُدوَّر المكعب قط، لذا يُحتسب المارس جولة عادية وفق قاعدة جاكوبي.
   *[backgammon] لم يُدوَّر المكعب قط، لذا يُحتسب الباكغامون جولة عادية وفق قاعدة جاكوبي.
}
money-total-now = جلسة على المال: { $actor ->
    [you] أنت { $score }، { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] أنت { $opponent_score }، { $name } { $score }
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] تعادل.
    [actor] { $actor ->
        [you] أنت متقدم بـ { $margin }.
       *[other] { $name } متقدم بـ { $margin }.
    }
   *[opponent] { $opponent ->
        [you] أنت متقدم بـ { $margin }.
       *[other] { $opponent_name } متقدم بـ { $margin }.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] جولة أخرى؟ اضغط Y أو Enter للمتابعة، أو N لإنهاء الجلسة.
       *[other] يختار اللاعبان الآن ما إذا كانا سيلعبان جولة أخرى.
    }
   *[you] جولة أخرى؟ اضغط Y أو Enter للمتابعة، أو N لإنهاء الجلسة.
}
money-playing-on = { $actor ->
    [you] تريد جولة أخرى.
   *[other] { $name } يريد جولة أخرى.
}
money-session-ended = { $actor ->
    [you] تنهي الجلسة.
   *[other] { $name } ينهي الجلسة.
} المجموع النهائي: { $actor ->
    [you] أنت { $score }، { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] أنت { $opponent_score }، { $name } { $score }
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] تعادل.
    [actor] { $actor ->
        [you] تربح { $margin ->
            [one] نقطة واحدة
            [two] نقطتين
            [few] { $margin } نقاط
           *[other] { $margin } نقطة
            }.
       *[other] { $name } يربح { $margin ->
           [one] نقطة واحدة
           [two] نقطتين
           [few] { $margin } نقاط
          *[other] { $margin } نقطة
           }.
    }
   *[opponent] { $opponent ->
        [you] تربح { $margin ->
            [one] نقطة واحدة
            [two] نقطتين
            [few] { $margin } نقاط
           *[other] { $margin } نقطة
            }.
       *[other] { $opponent_name } يربح { $margin ->
           [one] نقطة واحدة
           [two] نقطتين
           [few] { $margin } نقاط
          *[other] { $margin } نقطة
           }.
    }
}

## Status and advice

money-status-total = جلسة على المال، عدد الجولات الملعوبة { $games }: { $actor ->
    [you] أنت { $score }، { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] أنت { $opponent_score }، { $name } { $score }
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] تعادل.
    [actor] { $actor ->
        [you] أنت متقدم بـ { $margin }.
       *[other] { $name } متقدم بـ { $margin }.
    }
   *[opponent] { $opponent ->
        [you] أنت متقدم بـ { $margin }.
       *[other] { $opponent_name } متقدم بـ { $margin }.
    }
}
money-status-session-over = انتهت الجلسة على المال.
money-status-between-games = { $count ->
    [one] بين الجولات: في انتظار أن يتابع { $name } أو يتوقف.
   *[other] بين الجولات: في انتظار أن يتابع اللاعبان أو يتوقفا.
}
money-cube-equities = قيم اللعب على المال لمكعب بقيمة ١: دون مضاعفة { $no_double }، مضاعفة مع القبول { $double_take }، مضاعفة مع الرفض { $double_pass }.
money-cube-advice-beaver = نصيحة المكعب: بيفر (اضغط B): أنت الأوفر حظاً، فاقبل وأعد المضاعفة فوراً واحتفظ بالمكعب.
money-cube-advice-take-beaver = نصيحة المكعب: اقبل البيفر؛ الرفض الآن يكلّفك الرهان المضاعف.
money-cube-advice-drop-beaver = نصيحة المكعب: ارفض البيفر؛ اللعب بأربعة أضعاف الرهان يكلّفك أكثر من الرهان المضاعف.

## Refusals

money-refuse-beaver-off = البيفر غير مسموح به على هذه الطاولة.
money-refuse-beaver-no-double = لا توجد مضاعفة يمكنك الرد عليها بالبيفر.
money-refuse-beaver-maximum = البيفر سيرفع المكعب فوق ٦٤.
money-refuse-already-playing-on = طلبت جولة أخرى بالفعل؛ في انتظار خصمك.
money-refuse-between-games = انتهت الجولة: اضغط Y أو Enter للعب جولة أخرى، أو N لإنهاء الجلسة.
money-refuse-not-between-games = هذا يكون بين جولات جلسة على المال.

## Past matches and the profile

money-archive-session = جلسة على المال
money-profile-none = لا توجد جلسة على المال بعد.
money-profile = جلسات اللعب على المال: { $sessions }: فوز في { $won }، خسارة في { $lost }، بلا فائز { $level }؛ النقاط المكسوبة ناقص المخسورة: { $net }

## A money session's own words for the match's actions

money-action-resign-match = أنهِ الجلسة الآن
money-action-confirm-resign-match = نعم، أنهِ الجلسة
money-action-status-score = نتيجة الجلسة
money-resign-match-confirm = أتنهي الجلسة الآن؟ يربح { $opponent_name } الجولة الجارية جولةً عادية مضروبة في قيمة المكعب. الجلسة الآن: أنت { $score }، { $opponent_name } { $opponent_score }. اضغط Y لإنهاء الجلسة، أو N لمواصلة اللعب.
money-timed-out = { $actor ->
    [you] انتهى وقتك: انتهت الجلسة.
   *[other] انتهى وقت { $name }: انتهت الجلسة.
}
