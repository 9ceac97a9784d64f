## رمية لُعب جزء منها فقط

bg-dice-unplayable = { $actor ->
    [you] لا يمكنك لعب
   *[other] { $name }: تعذّر لعب
} { $count ->
    [1] الرقم { $die }: { $reason ->
        [higher] لا يمكن لعب إلا زهر واحد، والقواعد تفرض الأعلى.
        [bar] قطعة على الحاجز لا تستطيع الدخول به.
       *[blocked] لا توجد حركة مشروعة تستخدمه.
    }
   *[other] النقلات الباقية بالرقم { $die } (عددها { $count }): { $reason ->
        [higher] لا يمكن لعب إلا زهر واحد، والقواعد تفرض الأعلى.
        [bar] قطعة على الحاجز لا تستطيع الدخول بالرقم { $die }.
       *[blocked] لم تبق حركة مشروعة بالرقم { $die }.
    }
}

## العودة والمشاهدة

room-player-back = { $name }: عودة إلى الطاولة.
room-watching-from = تشاهد الآن من المقعد { $number }، من جهة { $name }.

## خيارات المضيف في غرفة الانتظار

room-option-choose = { $label }، القيمة الحالية { $value }: اختر قيمة.
room-option-now = { $label }: { $value }.


## التلميحات

bg-hint-header-simple = { $count ->
    [0] لا توجد حركات مشروعة.
    [one] حركة مشروعة واحدة:
   *[other] عدد الحركات المشروعة { $count }، الأفضل أولًا بحسب تقدير بوت Simple (لم يُجب المحرك):
}
bg-cube-advice = نصيحة مكعب المضاعفة: { $situation ->
    [take] { $advice ->
        [take] اقبل المضاعفة.
       *[drop] ارفض المضاعفة.
    }
   *[double] { $advice ->
        [double-take] ضاعف الآن؛ على خصمك أن يقبل.
        [double-drop] ضاعف الآن؛ على خصمك أن يرفض، والجولة لك.
        [no-double] لا تضاعف بعد؛ ارمِ النرد.
       *[cannot] { $reason ->
            [opponent-owns] لا يمكنك المضاعفة، المكعب بيد خصمك؛ ارمِ النرد.
            [maximum] المكعب في أعلى قيمة له؛ ارمِ النرد.
            [crawford] لا مضاعفة في جولة كروفورد؛ ارمِ النرد.
           *[dead] المضاعفة لا تفيدك بشيء عند هذه النتيجة (المكعب ميت)؛ ارمِ النرد.
        }
    }
}


## الانسحاب من المباراة كلها

bg-action-resign-match = الانسحاب من المباراة كلها
bg-action-confirm-resign-match = نعم، الانسحاب من المباراة كلها
bg-action-cancel-resign-match = لا، متابعة اللعب
bg-resign-match-confirm = هل تنسحب من المباراة كلها؟ سيفوز بها { $opponent_name }؛ النتيجة { $score } مقابل { $opponent_score }، مباراة من { $length }. اضغط Y للانسحاب من المباراة، أو N لمتابعة اللعب.
bg-resign-match-cancelled = تتابع اللعب.
bg-match-resigned = { $actor ->
    [you] انسحبتَ من المباراة.
   *[other] { $name }: انسحاب من المباراة.
}
bg-refuse-resign-match-not-asked = اختر أولًا الانسحاب من المباراة كلها؛ سيُطلب منك التأكيد.
