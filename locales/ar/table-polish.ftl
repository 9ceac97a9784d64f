## رمية لُعب جزء منها فقط

bg-dice-unplayable = { $actor ->
    [you] لا يمكنك لعب
   *[other] { $name }: تعذّر لعب
} { $count ->
    [1] الرقم { $die }
   *[other] بقية أرقام { $die } ({ $count })
}: { $reason ->
    [higher] لا يمكن لعب إلا زهر واحد، والقواعد تفرض الأعلى.
    [bar] قطعة على الحاجز لا تستطيع الدخول به.
   *[blocked] لا توجد حركة مشروعة تستخدمه.
}

## العودة والمشاهدة

room-player-back = { $name }: عودة إلى الطاولة.
room-watching-from = تشاهد الآن من المقعد { $number }، من جهة { $name }.

## خيارات المضيف في غرفة الانتظار

room-option-choose = { $label }، القيمة الحالية { $value }: اختر قيمة.
room-option-now = { $label }: { $value }.
