## تاسی که فقط بخشی از آن بازی شد

bg-dice-unplayable = { $actor ->
    [you] نمی‌توانید
   *[other] { $name } نمی‌تواند
} { $count ->
    [1] تاس { $die }
   *[other] بقیهٔ تاس‌های { $die } ({ $count })
} را بازی { $actor ->
    [you] کنید
   *[other] کند
}: { $reason ->
    [higher] فقط یک تاس قابل بازی است و قوانین تاس بزرگ‌تر را می‌خواهند.
    [bar] مهرهٔ روی بار با آن نمی‌تواند وارد شود.
   *[blocked] هیچ حرکت مجازی از آن استفاده نمی‌کند.
}

## بازگشت، تماشا

room-player-back = { $name } برگشت.
room-watching-from = اکنون از صندلی { $number }، از سمت { $name } تماشا می‌کنید.

## گزینه‌های میزبان در اتاق انتظار

room-option-choose = { $label }، اکنون { $value }: یک مقدار انتخاب کنید.
room-option-now = { $label }: { $value }.
