room-hint-late = { $cause ->
    [roll] رُمي النرد قبل أن يجهز التلميح، فلن يُقدَّم: كان يخص الوضع قبل الرمية.
   *[other] تغيّر الوضع قبل أن يجهز التلميح، فلن يُقدَّم: كان يخص الوضع السابق.
}
speech-repeated = { $line }، { $count ->
    [2] مرتين
    [few] { $count } مرات
   *[other] { $count } مرة
}.
speech-line = { $line }.
