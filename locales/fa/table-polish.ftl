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


## راهنمایی‌ها

bg-hint-header-simple = { $count ->
    [0] هیچ حرکت مجازی نیست.
    [one] یک حرکت مجاز:
   *[other] { $count } حرکت مجاز، بهترین اول به داوری ربات Simple (موتور پاسخ نداد):
}
bg-cube-advice = توصیهٔ مکعب دوبرابر: { $situation ->
    [take] { $advice ->
        [take] دوبرابر را بپذیرید.
       *[drop] دوبرابر را رد کنید.
    }
   *[double] { $advice ->
        [double-take] اکنون دوبرابر کنید؛ حریف باید بپذیرد.
        [double-drop] اکنون دوبرابر کنید؛ حریف باید رد کند و این دست مال شماست.
        [no-double] هنوز دوبرابر نکنید؛ تاس بریزید.
       *[cannot] { $reason ->
            [opponent-owns] نمی‌توانید دوبرابر کنید، مکعب در دست حریف است؛ تاس بریزید.
            [maximum] مکعب در بالاترین مقدار خود است؛ تاس بریزید.
            [crawford] در بازی کرافورد دوبرابر نمی‌شود؛ تاس بریزید.
           *[dead] در این امتیاز دوبرابر کردن سودی برایتان ندارد (مکعب مرده است)؛ تاس بریزید.
        }
    }
}


## کناره‌گیری از کل مسابقه

bg-action-resign-match = کناره‌گیری از کل مسابقه
bg-action-confirm-resign-match = بله، از کل مسابقه کناره‌گیری کن
bg-action-cancel-resign-match = نه، بازی را ادامه بده
bg-resign-match-confirm = از کل مسابقه کناره‌گیری می‌کنید؟ { $opponent_name } برنده می‌شود؛ امتیاز { $score } به { $opponent_score } است، مسابقهٔ { $length } امتیازی. برای کناره‌گیری از مسابقه Y و برای ادامهٔ بازی N را بزنید.
bg-resign-match-cancelled = بازی را ادامه می‌دهید.
bg-match-resigned = { $actor ->
    [you] از مسابقه کناره‌گیری کردید.
   *[other] { $name } از مسابقه کناره‌گیری کرد.
}
bg-refuse-resign-match-not-asked = ابتدا کناره‌گیری از کل مسابقه را انتخاب کنید؛ از شما تأیید خواسته می‌شود.
