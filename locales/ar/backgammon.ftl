# طاولة الزهر: كل ما يسمعه اللاعب أو المتفرج.
# المعاملات المشتركة: $actor و$opponent قيمتهما "you" أو "other" (علاقة المستمع بالمقعد الذي يلعب وبالمقعد الآخر)؛
# $name و$opponent_name اسما المقعدين؛ $detail قيمته "brief" أو "verbose".
# لا يُفترض جنس اللاعب: أفعال الغائب تُتجنَّب (صيغة "الاسم: المصدر")، وأفعال المخاطَب بصيغة الماضي التي تُكتب واحدة للمذكر والمؤنث.

bg-game-name = طاولة الزهر

## الخيارات

bg-option-match-length = طول المباراة
bg-option-bot-level = مستوى صعوبة البوت
bg-option-verbose = تعليق مفصّل
bg-option-hints = التلميحات
bg-option-cube-hints = تلميحات المكعب
bg-option-confirm-turn = تأكيد كل دور (مفتاح Enter ينهي الدور، فيبقى التراجع عن آخر حركة ممكنًا)
bg-level-random = عشوائي
bg-level-simple = بسيط
bg-level-gnubg-0ply = GNUBG ٠-ply
bg-level-gnubg-1ply = GNUBG ١-ply
bg-level-gnubg-2ply = GNUBG ٢-ply
bg-level-chaos = فوضى
bg-option-refused-match-length = يجب أن يكون طول المباراة عددًا صحيحًا من { $minimum } إلى { $maximum }.
bg-option-refused-bot-level = مستوى الصعوبة هذا غير موجود.
bg-option-refused-boolean = يجب أن يكون خيار «{ $option ->
    [verbose] تعليق مفصّل
    [hints] التلميحات
    [cube_hints] تلميحات المكعب
   *[confirm_turn] تأكيد كل دور
}» مفعّلًا أو معطّلًا.
bg-option-refused-unknown = لا يوجد على هذه الطاولة خيار باسم { $option }.

## الإجراءات (القوائم ومساعدة المفاتيح)

bg-action-roll = رمي النرد
bg-action-point = تحديد حجر أو نقله
bg-action-move-checker = نقل حجر من خانة إلى أخرى
bg-action-deselect = إلغاء تحديد الحجر
bg-action-next-target = الوجهة التالية
bg-action-previous-target = الوجهة السابقة
bg-action-row-start = بداية الصف
bg-action-row-end = نهاية الصف
bg-action-column-top = أعلى العمود
bg-action-column-bottom = أسفل العمود
bg-action-double = عرض المضاعفة
bg-action-take = قبول المضاعفة
bg-action-drop = رفض المضاعفة
bg-action-undo = التراجع عن آخر حركة
bg-action-end-turn = إنهاء الدور
bg-action-resign-single = الاستسلام في هذه الجولة بخسارة عادية
bg-action-resign-gammon = الاستسلام في هذه الجولة بمارس
bg-action-resign-backgammon = الاستسلام في هذه الجولة بباكغامون
bg-action-accept-resignation = قبول الاستسلام
bg-action-decline-resignation = رفض الاستسلام
bg-action-hint = تلميح للنقلة
bg-action-cube-hint = تلميح المكعب
bg-action-status-board = الأحجار على الحاجز والأحجار المُخرَجة
bg-action-status-cube = مكعب المضاعفة
bg-action-status-pips = عدد الخطوات
bg-action-status-score = نتيجة المباراة
bg-action-status-dice = النرد المتبقي
bg-action-status-turn = دور من؟
bg-action-next-game = الجولة التالية

## اللوحة

bg-cell = { $point }{ $count ->
    [0] ، فارغة
   *[other] ، { $count } من { $owner ->
        [you] أحجارك { $colour ->
            [white] البيضاء
           *[red] الحمراء
        }
       *[other] أحجار { $name } { $colour ->
            [white] البيضاء
           *[red] الحمراء
        }
    }
}{ $selected ->
    [yes] ، محددة
   *[no] {""}
}

## ما يجري

bg-colours = { $actor ->
    [you] لونك { $colour ->
        [white] الأبيض
       *[red] الأحمر
    }، ولون { $opponent_name } { $opponent_colour ->
        [white] الأبيض
       *[red] الأحمر
    }.
   *[other] لون { $name } { $colour ->
        [white] الأبيض
       *[red] الأحمر
    }، { $opponent ->
        [you] ولونك
       *[other] ولون { $opponent_name }
    } { $opponent_colour ->
        [white] الأبيض
       *[red] الأحمر
    }.
}
bg-game-started = تبدأ الجولة { $number }.
bg-crawford-game = هذه جولة كروفورد: لا مضاعفة فيها.
bg-post-crawford = انتهت جولة كروفورد: عاد المكعب إلى اللعب.
bg-opening-roll = الرمية الافتتاحية: { $actor ->
    [you] أنت { $die }، { $opponent_name } { $opponent_die }.
   *[other] { $opponent ->
        [you] أنت { $opponent_die }، { $name } { $die }.
       *[other] { $name } { $die }، { $opponent_name } { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}تعادل: تُعاد الرمية.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] البداية لك برمية { $die1 } و{ $die2 }.
   *[other] البداية من نصيب { $name } برمية { $die1 } و{ $die2 }.
}
bg-rolled = { $actor ->
    [you] رميت { $die1 } و{ $die2 }.
   *[other] رمية { $name }: { $die1 } و{ $die2 }.
}
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] تعذّر عليك الدخول من الحاجز بـ{ $die1 } و{ $die2 }، فيذهب الدور إلى خصمك.
       *[other] تعذّر على { $name } الدخول من الحاجز بـ{ $die1 } و{ $die2 }، فينتقل الدور.
    }
   *[no] { $actor ->
        [you] لا حركة مسموحة لك بـ{ $die1 } و{ $die2 }، فيذهب الدور إلى خصمك.
       *[other] لا حركة مسموحة لدى { $name } بـ{ $die1 } و{ $die2 }، فينتقل الدور.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] أدخلت حجرًا من الحاجز إلى الخانة { $to }
       *[other] { $name }: إدخال حجر من الحاجز إلى الخانة { $to }
    }
    [bear-off] { $actor ->
        [you] أخرجت حجرًا من الخانة { $from }
       *[other] { $name }: إخراج حجر من الخانة { $from }
    }
   *[move] { $actor ->
        [you] نقلت حجرًا من الخانة { $from } إلى الخانة { $to }
       *[other] { $name }: نقل حجر من الخانة { $from } إلى الخانة { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] ، وضُرب حجرك
       *[other] ، وضُرب حجر { $opponent_name }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] ، وأصبحت الخانة { $from } فارغة
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] تراجعت عن النقل من الخانة { $from } إلى الخانة { $to }.
   *[other] { $name }: تراجع عن النقل من الخانة { $from } إلى الخانة { $to }.
}
bg-play-finished = عدد الخطوات: { $actor ->
    [you] أنت { $pips }، { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }، { $opponent ->
        [you] أنت
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] دورك.
   *[other] دور { $name }.
}
bg-double-offered = { $actor ->
    [you] عرضت المضاعفة إلى { $value }.
   *[other] { $name }: عرض المضاعفة إلى { $value }.{ $opponent ->
        [you] {" "}يمكنك القبول بالضغط على Y أو الرفض بالضغط على N.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] قبلت المضاعفة؛ المكعب الآن لديك بقيمة { $value }.
   *[other] قُبلت المضاعفة؛ المكعب الآن لدى { $name } بقيمة { $value }.
}
bg-double-dropped = { $actor ->
    [you] رفضت المضاعفة.
   *[other] { $name }: رفض المضاعفة.
}
bg-resign-offered = { $actor ->
    [you] عرضت الاستسلام في هذه الجولة
   *[other] { $name }: عرض الاستسلام في هذه الجولة
} { $kind ->
    [single] بخسارة عادية
    [gammon] بمارس
   *[backgammon] بباكغامون
}، بقيمة { $points ->
    [zero] { $points } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
}.{ $opponent ->
    [you] {" "}يمكنك القبول بالضغط على Y أو الرفض بالضغط على N.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] قبلت الاستسلام.
   *[other] { $name }: قبول الاستسلام.
}
bg-resign-declined = { $actor ->
    [you] رفضت الاستسلام؛ يستمر اللعب.
   *[other] { $name }: رفض الاستسلام؛ يستمر اللعب.
}
bg-game-won = { $actor ->
    [you] فزت بالجولة
   *[other] الجولة من نصيب { $name }
}{ $how ->
    [resigned] {" "}باستسلام الخصم
    [dropped] {" "}برفض المضاعفة
   *[played] {""}
}: { $kind ->
    [single] فوز عادي
    [gammon] مارس
   *[backgammon] باكغامون
}، { $points ->
    [zero] { $points } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
}.
bg-score-now = النتيجة في المباراة حتى { $length }: { $actor ->
    [you] أنت { $score }، { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] أنت { $opponent_score }، { $name } { $score }.
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] فزت بالمباراة
   *[other] المباراة من نصيب { $name }
}{ $how ->
    [resigned] {" "}باستسلام الخصم، والنتيجة { $score } مقابل { $opponent_score }.
    [time] {" "}بانتهاء وقت الخصم، والنتيجة { $score } مقابل { $opponent_score }.
   *[played] ، { $score } مقابل { $opponent_score }.
}

## ردود لمن سأل وحده

bg-selected = الخانة { $point } محددة ({ $count ->
    [zero] { $count } حجر
    [one] حجر واحد
    [two] حجران
    [few] { $count } أحجار
    [many] { $count } حجرًا
   *[other] { $count } حجر
}).
bg-deselected = أُلغي تحديد الحجر.
bg-play-complete = اكتملت نقلتك. مفتاح Enter ينهي الدور، ومفتاح U يتراجع عن الحركة.
bg-hint-header = { $count ->
    [0] لا توجد نقلات مسموحة.
    [zero] لا توجد نقلات مسموحة.
    [one] نقلة مسموحة واحدة:
    [two] نقلتان مسموحتان. الاقتراحات:
    [few] { $count } نقلات مسموحة. الاقتراحات:
    [many] { $count } نقلة مسموحة. الاقتراحات:
   *[other] { $count } نقلة مسموحة. الاقتراحات:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] الحاجز
    [off] خارج
   *[other] { $point }
}
bg-cube-hint-rules = نصيحة المكعب تحتاج إلى المحرك؛ وإلى حينه، هذا وضع السباق: عدد خطواتك { $pips }، وعدد خطوات خصمك { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}يمكنك المضاعفة الآن.
       *[no] {" "}لا يمكنك المضاعفة الآن.
    }
   *[take] {" "}عليك القبول أو الرفض.
}

## مفاتيح الحالة

bg-status-board = على الحاجز: { $actor ->
    [you] أنت
   *[other] { $name }
} { $bar }، { $opponent ->
    [you] أنت
   *[other] { $opponent_name }
} { $opponent_bar }. المُخرَجة: { $actor ->
    [you] أنت
   *[other] { $name }
} { $off }، { $opponent ->
    [you] أنت
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] لا يُستخدم مكعب المضاعفة في مباراة من جولة واحدة.
    [crawford] جولة كروفورد: لا يُستخدم المكعب.
    [centred] المكعب في الوسط بقيمة { $value }.
   *[owned] المكعب بقيمة { $value }، وهو { $owner ->
        [you] لديك
       *[other] لدى { $owner_name }
    }.
}
bg-status-pips = عدد الخطوات: { $actor ->
    [you] أنت
   *[other] { $name }
} { $pips }، { $opponent ->
    [you] أنت
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = المباراة حتى { $length }: { $actor ->
    [you] أنت
   *[other] { $name }
} { $score }، { $opponent ->
    [you] أنت
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}هذه جولة كروفورد.
   *[no] {""}
}
bg-status-dice = النرد المتبقي: { $count ->
    [1] { $die1 }.
    [2] { $die1 } و{ $die2 }.
    [3] { $die1 } و{ $die2 } و{ $die3 }.
   *[4] { $die1 } و{ $die2 } و{ $die3 } و{ $die4 }.
}
bg-status-dice-none = لا يوجد نرد للعب الآن.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] دورك في رمي النرد.
        [moving] دورك في نقل الأحجار.
        [double_offered] عليك قبول المضاعفة أو رفضها.
        [resignation_offered] عليك قبول الاستسلام أو رفضه.
       *[other] دورك.
    }
   *[other] { $phase ->
        [awaiting_roll] دور { $name } في رمي النرد.
        [moving] دور { $name } في نقل الأحجار.
        [double_offered] على { $name } قبول المضاعفة أو رفضها.
        [resignation_offered] على { $name } قبول الاستسلام أو رفضه.
       *[other] دور { $name }.
    }
}
bg-status-turn-not-started = لم تبدأ الجولة بعد.
bg-status-turn-over = انتهت المباراة؛ { $actor ->
    [you] فزت بها.
   *[other] الفوز من نصيب { $name }.
}

## الرفض: لماذا لا يمكن فعل شيء الآن

bg-refuse-already-started = بدأت الجولة بالفعل.
bg-refuse-not-started = لم تبدأ الجولة بعد.
bg-refuse-match-over = انتهت المباراة.
bg-refuse-spectator = لا يمكن للمتفرجين اللعب؛ اللعب للجالسين إلى الطاولة فقط.
bg-refuse-bad-viewer = لا يوجد مقعد كهذا على هذه الطاولة.
bg-refuse-seat-names = تحتاج لعبة طاولة الزهر إلى لاعبَين اثنين بالضبط.
bg-refuse-unknown-action = هذه الطاولة لا تعرف كيف تفعل ذلك.
bg-refuse-not-offered = هذا غير متاح هنا.
bg-refuse-not-now = لا يمكن فعل ذلك الآن.
bg-refuse-bad-cell = يجب اختيار خانة على اللوحة أولًا.
bg-refuse-bad-move = هذه ليست حركة حجر: يلزم تحديد خانة أو الحاجز نقطةً للانطلاق، وخانة أو الإخراج وجهةً.
bg-refuse-bad-snapshot = تعذّرت قراءة الطاولة المحفوظة.
bg-refuse-not-your-turn = ليس دورك: { $phase ->
    [double_offered] بانتظار ردّ { $name } على المضاعفة.
    [resignation_offered] بانتظار ردّ { $name } على عرض الاستسلام.
    [awaiting_roll] بانتظار رمية { $name }.
   *[other] بانتظار نقلة { $name }.
}
bg-refuse-roll-first = يجب رمي النرد أولًا: بالضغط على Enter.
bg-refuse-move-first = رميت النرد بالفعل؛ حان وقت نقل أحجارك.
bg-refuse-end-turn-first = اكتملت نقلتك: مفتاح Enter ينهي الدور، ومفتاح U يتراجع عن الحركة.
bg-refuse-answer-double = يجب الرد على المضاعفة أولًا: Y للقبول أو N للرفض.
bg-refuse-answer-resignation = يجب الرد على عرض الاستسلام أولًا: Y للقبول أو N للرفض.
bg-refuse-play-complete = استخدمت كل ما أمكن لعبه من النرد في هذا الدور.
bg-refuse-play-incomplete = لم تكتمل نقلتك: { $dice ->
    [zero] بقي { $dice } رقم
    [one] بقي رقم واحد
    [two] بقي رقمان
    [few] بقيت { $dice } أرقام
    [many] بقي { $dice } رقمًا
   *[other] بقي { $dice } رقم
} من النرد للعب.
bg-refuse-bar-first = لديك حجر على الحاجز: يجب إدخاله أولًا باختيار خانة في بيت خصمك.
bg-refuse-no-checker = لا حجر لك في الخانة { $point }.
bg-refuse-not-your-checker = الأحجار في الخانة { $point } لخصمك.
bg-refuse-empty-point = الخانة { $point } فارغة.
bg-refuse-no-moves-from = لا حركة مسموحة لحجر الخانة { $point } بهذا النرد.
bg-refuse-bear-off-not-home = لا يمكنك إخراج الأحجار قبل أن تصبح كل أحجارك في بيتك، أي في الخانات من ١ إلى ٦.
bg-refuse-bear-off-dice-too-small = أرقام نردك أصغر من أن تكفي لإخراج حجر من الخانة { $point }.
bg-refuse-bear-off-higher-first = لا يمكنك الإخراج من الخانة { $point } برقم أكبر ما دامت لديك أحجار في خانات أعلى.
bg-refuse-backwards = تتحرك الأحجار نحو بيتك، إلى خانات أصغر رقمًا.
bg-refuse-blocked = الخانة { $point } مغلقة: لخصمك فيها حجران أو أكثر.
bg-refuse-no-die = لا يوجد في نردك رقم ينقل حجرًا مسافة { $distance }.
bg-refuse-no-path = لا يوجد مسار مسموح يوصل إلى هناك بنردك.
bg-refuse-whole-roll = هذه الحركة تمنعك من لعب الرمية كاملة: عليك استخدام الرقمين إن أمكن، أو الرقم الأكبر إن لم يمكن لعب إلا واحد منهما.
bg-refuse-nothing-selected = لا يوجد حجر محدد.
bg-refuse-nothing-to-undo = لا توجد حركة للتراجع عنها في هذا الدور.
bg-refuse-no-targets = لا توجد وجهة متاحة الآن.
bg-refuse-double-single-game = لا يُستخدم مكعب المضاعفة في مباراة من جولة واحدة.
bg-refuse-double-crawford = لا مضاعفة في جولة كروفورد.
bg-refuse-double-after-roll = لا يمكنك المضاعفة إلا قبل رمي النرد.
bg-refuse-double-opponent-owns = المكعب لدى خصمك؛ والمضاعفة لصاحب المكعب وحده.
bg-refuse-double-maximum = المكعب بالفعل عند أعلى قيمة له، ٦٤.
bg-refuse-no-double-offered = لم تُعرض أي مضاعفة.
bg-refuse-no-resignation-offered = لم يُعرض أي استسلام.
bg-refuse-resign-higher = رُفض عرضك في هذا الدور؛ لا يمكنك الآن إلا عرض استسلام أعلى.
bg-refuse-hints-off = التلميحات معطّلة على هذه الطاولة.
bg-refuse-hint-not-your-turn = التلميحات متاحة في دورك فقط.
bg-refuse-hint-roll-first = يجب رمي النرد أولًا؛ فالتلميح يقترح طريقة لعب نردك.
bg-refuse-cube-hints-off = تلميحات المكعب معطّلة على هذه الطاولة.
bg-refuse-cube-hint-no-cube = مكعب المضاعفة غير مستخدم في هذه الجولة.
bg-refuse-cube-hint-not-now = تلميحات المكعب متاحة قبل رمي النرد وعند عرض مضاعفة عليك.
bg-refuse-next-game-automatic = تبدأ الجولة التالية تلقائيًا عند انتهاء الجولة.
bg-still-holding = ما زلت تمسك القطعة التي التقطتها من { $point }.
