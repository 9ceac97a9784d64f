# البطولات: التسجيل، ومواجهات كل جولة ونتائجها، وجدول المواجهات، والترتيب، والمراكز.

tournament-format = { $format ->
    [swiss] النظام السويسري
    [round-robin] دوري من دور واحد
   *[knockout] خروج المغلوب
}

## التسجيل والبدء
tournament-joined = انضم { $name } إلى البطولة: المقاعد المشغولة { $count } من { $places }.
tournament-left-before-start = غادر { $name } البطولة: المقاعد المشغولة { $count } من { $places }.
tournament-you-left = لقد غادرت البطولة.
tournament-join-refused = { $reason ->
    [full] البطولة مكتملة.
    [started] بدأت البطولة بالفعل.
   *[already] أنت مسجّل في هذه البطولة بالفعل.
}
tournament-start-refused = { $reason ->
    [organiser] المنظِّم وحده يستطيع بدء البطولة.
    [too-few] تحتاج البطولة إلى لاعبَين على الأقل لتبدأ.
   *[started] بدأت البطولة بالفعل.
}
tournament-started = تبدأ { $name }: { $format }، عدد اللاعبين: { $players }، عدد الجولات: { $rounds }.
tournament-not-started = لم تبدأ البطولة بعد: المقاعد المشغولة { $count } من { $places }.

## كل جولة
tournament-round-paired = اكتملت مواجهات الجولة { $round } من { $rounds }؛ عدد المباريات: { $matches }.
tournament-your-match = الجولة { $round } من { $rounds }: تلعب ضد { $opponent }، وطول المباراة بالنقاط: { $length }. طاولتك مفتوحة: احضر خلال مهلة بالدقائق قدرها { $minutes } وإلا خسرت المباراة بالانسحاب.
tournament-your-bye = الجولة { $round } من { $rounds }: أنت معفى من اللعب في هذه الجولة، ويُحسب لك ذلك فوزًا.
tournament-result = الجولة { $round }، المباراة { $match }: { $how ->
    [resigned] { $winner } يهزم { $loser } { $winner_points } مقابل { $loser_points }؛ استسلم { $loser }.
    [forfeit] { $winner } يفوز بالانسحاب، { $winner_points } مقابل { $loser_points }: غادر { $loser } البطولة.
    [no-show] { $winner } يفوز بالانسحاب: لم يحضر { $loser } إلى الطاولة في الوقت.
    [seeded] يتأهل { $winner } بصفته المصنَّف الأعلى؛ وخرج { $loser }. لم يلعب أيٌّ منهما.
   *[played] { $winner } يهزم { $loser } { $winner_points } مقابل { $loser_points }.
}
tournament-both-lost = الجولة { $round }، المباراة { $match }: لم يحضر { $first } ولا { $second } إلى الطاولة في الوقت؛ يخسر كلاهما المباراة.
tournament-you-are-out = لقد خرجت من البطولة، بعد هزيمتك في الجولة { $round } من { $rounds }.
tournament-you-did-not-come = لم تحضر إلى طاولتك في الوقت في الجولة { $round }، فخسرت تلك المباراة بالانسحاب.
tournament-withdrawn = غادر { $name } البطولة.
tournament-round-goes-on = الجولة { $round } مستمرة؛ المباريات التي ما زالت جارية: { $playing }. { $last ->
    [yes] تُعرف المراكز عند انتهائها.
   *[no] تُحدَّد مواجهات الجولة التالية عند انتهائها.
}
tournament-won = انتهت بطولة { $name }: الفائز { $winner }!
tournament-your-place = { $shared ->
    [yes] أنهيت البطولة مشاركًا في المركز { $place } من أصل { $players }.
   *[no] أنهيت البطولة في المركز { $place } من أصل { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] ثانية
        [two] ثانيتان
        [few] ثوانٍ
       *[other] ثانية
    }
   *[minutes] { $count } { $count ->
        [one] دقيقة
        [two] دقيقتان
        [few] دقائق
       *[other] دقيقة
    }
}
tournament-waiting-for = لم يصل { $opponent } إلى طاولتك بعد: أمامه { $left } للحضور، وإلا فزت بالمباراة بالانسحاب.
tournament-opponent-waiting = { $opponent } على طاولتكما في الجولة { $round } وينتظرك: احضر خلال { $left } وإلا خسرت المباراة بالانسحاب.

## جدول المواجهات، سطر لكل مباراة
tournament-line-waiting = الجولة { $round } من { $rounds }، المباراة { $match }: { $first } ضد { $second }، في انتظار اللاعبين، والوقت المتبقي للحضور { $left }
tournament-line-playing = الجولة { $round } من { $rounds }، المباراة { $match }: { $first } { $first_points }، { $second } { $second_points }، جارية
tournament-line-won = الجولة { $round } من { $rounds }، المباراة { $match }: { $first } { $first_points }، { $second } { $second_points }، { $how ->
    [resigned] فاز { $winner } باستسلام خصمه
    [forfeit] فاز { $winner } بالانسحاب
    [no-show] فاز { $winner } بالانسحاب
   *[played] فاز { $winner }
}
tournament-line-both-lost = الجولة { $round } من { $rounds }، المباراة { $match }: { $first } ضد { $second }، خسر كلاهما بالانسحاب
tournament-line-bye = الجولة { $round } من { $rounds }، المباراة { $match }: { $name }، معفى من اللعب
tournament-line-later = الجولة { $round } من { $rounds }، المباراة { $match }: الفائز في المباراة { $first_match } ضد الفائز في المباراة { $second_match } من الجولة { $previous }
tournament-line-unpaired = الجولة { $round } من { $rounds }: تُحدَّد مواجهاتها عند انتهاء الجولة { $previous }

## الترتيب
tournament-standing = { $left ->
    [yes] { $place }. { $name }، غادر البطولة: الانتصارات { $wins }، الهزائم { $losses }، النقاط { $won } مقابل { $lost }، انتصارات الخصوم { $buchholz }
   *[no] { $place }. { $name }: الانتصارات { $wins }، الهزائم { $losses }، النقاط { $won } مقابل { $lost }، انتصارات الخصوم { $buchholz }
}
tournament-standing-knockout = { $name }، التصنيف { $seed }: { $state ->
    [winner] البطل
    [out] خرج في الجولة { $round }
    [left] انسحب في الجولة { $round }
   *[in] ما زال في المنافسة
}

## مباراتي التالية، ومن ما زال في المنافسة
tournament-next-not-in = أنت لا تلعب في هذه البطولة.
tournament-next-open = مباراتك: الجولة { $round } من { $rounds }، ضد { $opponent }، طول المباراة بالنقاط { $length }؛ طاولتك مفتوحة: احضر خلال { $left } وإلا خسرت المباراة بالانسحاب.
tournament-next-playing = مباراتك: الجولة { $round } من { $rounds }، ضد { $opponent }، طول المباراة بالنقاط { $length }؛ أنت { $mine }، و{ $opponent } { $theirs }.
tournament-next-bye = أنت معفى من اللعب في الجولة { $round } من { $rounds }.
tournament-next-waiting = انتهت مباراتك في الجولة { $round }؛ المباريات التي ما زالت جارية: { $playing }. { $last ->
    [yes] تُعرف المراكز عند انتهائها.
   *[no] تُحدَّد مباراتك التالية عند انتهائها.
}
tournament-next-out = لقد خرجت من البطولة.
tournament-next-over = انتهت البطولة: فاز { $winner }.
tournament-still-in = اللاعبون الباقون في المنافسة: { $count }.
tournament-player-line = { $name }، التصنيف { $seed }، الانتصارات { $wins }
