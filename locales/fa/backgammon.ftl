# میز تخته‌نرد: هر آنچه بازیکن یا تماشاگر می‌شنود.
# آرگومان‌های مشترک: $actor و $opponent مقدار "you" یا "other" دارند (نسبت شنونده با صندلیِ بازی‌کننده و با
# صندلی دیگر)؛ $name و $opponent_name نام صندلی‌ها هستند؛ $detail مقدار "brief" یا "verbose" دارد.

bg-game-name = تخته‌نرد

## گزینه‌ها

bg-option-match-length = طول مسابقه
bg-option-bot-level = سطح دشواری ربات
bg-option-verbose = گزارش مفصل
bg-option-hints = راهنمایی
bg-option-cube-hints = راهنمایی مکعب
bg-option-confirm-turn = تأیید هر نوبت (کلید Enter نوبت را تمام می‌کند، پس هنوز می‌توانید آخرین حرکت را برگردانید)
bg-level-random = تصادفی
bg-level-simple = ساده
bg-level-gnubg-0ply = GNUBG ۰-ply
bg-level-gnubg-1ply = GNUBG ۱-ply
bg-level-gnubg-2ply = GNUBG ۲-ply
bg-level-chaos = آشوب
bg-option-refused-match-length = طول مسابقه باید عددی صحیح از { $minimum } تا { $maximum } باشد.
bg-option-refused-bot-level = چنین سطح دشواری‌ای برای ربات وجود ندارد.
bg-option-refused-boolean = گزینهٔ «{ $option ->
    [verbose] گزارش مفصل
    [hints] راهنمایی
    [cube_hints] راهنمایی مکعب
   *[confirm_turn] تأیید هر نوبت
}» فقط می‌تواند روشن یا خاموش باشد.
bg-option-refused-unknown = این میز گزینه‌ای به نام { $option } ندارد.

## کارها (منوها و راهنمای کلیدها)

bg-action-roll = ریختن تاس
bg-action-point = انتخاب یا حرکت دادن مهره
bg-action-move-checker = بردن یک مهره از خانه‌ای به خانهٔ دیگر
bg-action-deselect = لغو انتخاب مهره
bg-action-next-target = مقصد بعدی
bg-action-previous-target = مقصد قبلی
bg-action-row-start = ابتدای ردیف
bg-action-row-end = انتهای ردیف
bg-action-column-top = بالای ستون
bg-action-column-bottom = پایین ستون
bg-action-double = پیشنهاد دوبل
bg-action-take = قبول دوبل
bg-action-drop = رد دوبل
bg-action-undo = برگرداندن آخرین حرکت
bg-action-end-turn = پایان نوبت
bg-action-resign-single = تسلیم در این دست با باخت تک
bg-action-resign-gammon = تسلیم در این دست با مارس
bg-action-resign-backgammon = تسلیم در این دست با سیاه‌مارس
bg-action-accept-resignation = قبول تسلیم
bg-action-decline-resignation = رد تسلیم
bg-action-hint = راهنمایی حرکت
bg-action-cube-hint = راهنمایی مکعب
bg-action-status-board = مهره‌های روی بار و جمع‌شده
bg-action-status-cube = مکعب دوبل
bg-action-status-pips = شمارش پیپ
bg-action-status-score = امتیاز مسابقه
bg-action-status-dice = تاس‌های باقی‌مانده
bg-action-status-turn = نوبت کیست
bg-action-next-game = دست بعد

## صفحهٔ بازی

bg-cell = { $point }{ $count ->
    [0] ، خالی
   *[other] ، { $count } { $owner ->
        [you] مهرهٔ { $colour ->
            [white] سفید
           *[red] قرمز
        } شما
       *[other] مهرهٔ { $name }، { $colour ->
            [white] سفید
           *[red] قرمز
        }
    }
}{ $selected ->
    [yes] ، انتخاب‌شده
   *[no] {""}
}

## آنچه رخ می‌دهد

bg-colours = { $actor ->
    [you] شما با مهره‌های { $colour ->
        [white] سفید
       *[red] قرمز
    } بازی می‌کنید؛ { $opponent_name } با مهره‌های { $opponent_colour ->
        [white] سفید
       *[red] قرمز
    } بازی می‌کند.
   *[other] { $name } با مهره‌های { $colour ->
        [white] سفید
       *[red] قرمز
    } بازی می‌کند؛ { $opponent ->
        [you] شما با مهره‌های { $opponent_colour ->
            [white] سفید
           *[red] قرمز
        } بازی می‌کنید.
       *[other] { $opponent_name } با مهره‌های { $opponent_colour ->
            [white] سفید
           *[red] قرمز
        } بازی می‌کند.
    }
}
bg-game-started = دست { $number } شروع شد.
bg-crawford-game = این دست کرافورد است: دوبل ممنوع است.
bg-post-crawford = دست کرافورد تمام شد: مکعب دوباره در بازی است.
bg-opening-roll = تاس شروع: { $actor ->
    [you] شما { $die }، { $opponent_name } { $opponent_die }.
   *[other] { $opponent ->
        [you] شما { $opponent_die }، { $name } { $die }.
       *[other] { $name } { $die }، { $opponent_name } { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}مساوی شد: دوباره تاس ریخته می‌شود.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] شما شروع می‌کنید و { $die1 } و { $die2 } را بازی می‌کنید.
   *[other] { $name } شروع می‌کند و { $die1 } و { $die2 } را بازی می‌کند.
}
bg-rolled = { $actor ->
    [you] شما { $die1 } و { $die2 } آوردید.
   *[other] { $name } { $die1 } و { $die2 } آورد.
}
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] با { $die1 } و { $die2 } نمی‌توانید از بار وارد شوید و نوبتتان می‌سوزد.
       *[other] { $name } با { $die1 } و { $die2 } نمی‌تواند از بار وارد شود و نوبتش می‌سوزد.
    }
   *[no] { $actor ->
        [you] با { $die1 } و { $die2 } هیچ حرکت مجازی ندارید و نوبتتان می‌سوزد.
       *[other] { $name } با { $die1 } و { $die2 } هیچ حرکت مجازی ندارد و نوبتش می‌سوزد.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] از بار به خانهٔ { $to } وارد شدید
       *[other] { $name } از بار به خانهٔ { $to } وارد شد
    }
    [bear-off] { $actor ->
        [you] از خانهٔ { $from } یک مهره جمع کردید
       *[other] { $name } از خانهٔ { $from } یک مهره جمع کرد
    }
   *[move] { $actor ->
        [you] یک مهره از خانهٔ { $from } به خانهٔ { $to } بردید
       *[other] { $name } یک مهره از خانهٔ { $from } به خانهٔ { $to } برد
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] ، و مهرهٔ شما زده شد
       *[other] ، و مهرهٔ { $opponent_name } زده شد
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] ، و خانهٔ { $from } خالی ماند
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] حرکت از خانهٔ { $from } به خانهٔ { $to } را پس گرفتید.
   *[other] { $name } حرکت از خانهٔ { $from } به خانهٔ { $to } را پس گرفت.
}
bg-play-finished = شمارش پیپ: { $actor ->
    [you] شما { $pips }، { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }، { $opponent ->
        [you] شما
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] نوبت شماست.
   *[other] نوبت { $name } است.
}
bg-double-offered = { $actor ->
    [you] پیشنهاد دوبل به { $value } دادید.
   *[other] { $name } پیشنهاد دوبل به { $value } داد.{ $opponent ->
        [you] {" "}برای قبول Y و برای رد N را بزنید.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] قبول کردید؛ اکنون مکعب با ارزش { $value } دست شماست.
   *[other] { $name } قبول کرد و اکنون مکعب با ارزش { $value } دست اوست.
}
bg-double-dropped = { $actor ->
    [you] دوبل را رد کردید.
   *[other] { $name } دوبل را رد کرد.
}
bg-resign-offered = { $actor ->
    [you] شما پیشنهاد تسلیم در این دست را دادید
   *[other] { $name } پیشنهاد تسلیم در این دست را داد
}، با { $kind ->
    [single] باخت تک
    [gammon] مارس
   *[backgammon] سیاه‌مارس
}، به ارزش { $points } امتیاز.{ $opponent ->
    [you] {" "}برای قبول Y و برای رد N را بزنید.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] تسلیم را پذیرفتید.
   *[other] { $name } تسلیم را پذیرفت.
}
bg-resign-declined = { $actor ->
    [you] تسلیم را رد کردید؛ بازی ادامه دارد.
   *[other] { $name } تسلیم را رد کرد؛ بازی ادامه دارد.
}
bg-game-won = { $actor ->
    [you] شما این دست را بردید
   *[other] { $name } این دست را برد
}{ $how ->
    [resigned] ، با تسلیم حریف
    [dropped] ، با رد دوبل
   *[played] {""}
}: { $kind ->
    [single] تک
    [gammon] مارس
   *[backgammon] سیاه‌مارس
}، { $points } امتیاز.
bg-score-now = امتیازها در مسابقهٔ { $length } امتیازی: { $actor ->
    [you] شما { $score }، { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] شما { $opponent_score }، { $name } { $score }.
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $how ->
    [resigned] { $actor ->
        [you] شما با تسلیم حریف مسابقه را بردید
       *[other] { $name } با تسلیم حریف مسابقه را برد
    }؛ امتیاز { $score } به { $opponent_score } بود.
    [time] { $actor ->
        [you] شما با تمام شدن وقت حریف مسابقه را بردید
       *[other] { $name } با تمام شدن وقت حریف مسابقه را برد
    }؛ امتیاز { $score } به { $opponent_score } بود.
   *[played] { $actor ->
        [you] شما مسابقه را بردید
       *[other] { $name } مسابقه را برد
    }، { $score } به { $opponent_score }.
}

## پاسخ‌ها فقط به پرسنده

bg-selected = خانهٔ { $point } انتخاب شد ({ $count } مهره).
bg-deselected = انتخاب مهره لغو شد.
bg-play-complete = حرکتتان کامل است. برای پایان نوبت Enter و برای برگرداندن U را بزنید.
bg-hint-header = { $count ->
    [0] هیچ حرکت مجازی وجود ندارد.
    [one] یک حرکت مجاز:
   *[other] { $count } حرکت مجاز. پیشنهادها:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] بار
    [off] بیرون
   *[other] { $point }
}
bg-cube-hint-rules = توصیهٔ مکعب به موتور نیاز دارد؛ فعلاً وضعیت رقابت در شمارش پیپ: شما { $pips }، حریفتان { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}اکنون می‌توانید دوبل کنید.
       *[no] {" "}اکنون نمی‌توانید دوبل کنید.
    }
   *[take] {" "}باید قبول یا رد کنید.
}

## کلیدهای وضعیت

bg-status-board = روی بار: { $actor ->
    [you] شما
   *[other] { $name }
} { $bar }، { $opponent ->
    [you] شما
   *[other] { $opponent_name }
} { $opponent_bar }. جمع‌شده: { $actor ->
    [you] شما
   *[other] { $name }
} { $off }، { $opponent ->
    [you] شما
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] در مسابقهٔ یک‌دستی مکعب دوبل به کار نمی‌رود.
    [crawford] دست کرافورد: از مکعب استفاده نمی‌شود.
    [centred] مکعب در وسط است، با ارزش { $value }.
   *[owned] مکعب با ارزش { $value } دست { $owner ->
        [you] شماست
       *[other] { $owner_name } است
    }.
}
bg-status-pips = شمارش پیپ: { $actor ->
    [you] شما
   *[other] { $name }
} { $pips }، { $opponent ->
    [you] شما
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = مسابقهٔ { $length } امتیازی: { $actor ->
    [you] شما
   *[other] { $name }
} { $score }، { $opponent ->
    [you] شما
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}این دست کرافورد است.
   *[no] {""}
}
bg-status-dice = تاس‌های باقی‌مانده: { $count ->
    [1] { $die1 }.
    [2] { $die1 } و { $die2 }.
    [3] { $die1 }، { $die2 } و { $die3 }.
   *[4] { $die1 }، { $die2 }، { $die3 } و { $die4 }.
}
bg-status-dice-none = اکنون تاسی برای بازی نمانده است.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] نوبت شماست که تاس بریزید.
        [moving] نوبت شماست که حرکت کنید.
        [double_offered] باید دوبل را قبول یا رد کنید.
        [resignation_offered] باید تسلیم را قبول یا رد کنید.
       *[other] نوبت شماست.
    }
   *[other] { $phase ->
        [awaiting_roll] نوبت { $name } است که تاس بریزد.
        [moving] نوبت { $name } است که حرکت کند.
        [double_offered] { $name } باید دوبل را قبول یا رد کند.
        [resignation_offered] { $name } باید تسلیم را قبول یا رد کند.
       *[other] نوبت { $name } است.
    }
}
bg-status-turn-not-started = دست هنوز شروع نشده است.
bg-status-turn-over = مسابقه تمام شده است؛ { $actor ->
    [you] شما بردید.
   *[other] { $name } برد.
}

## پاسخ‌های رد: چرا کاری الان ممکن نیست

bg-refuse-already-started = دست از قبل شروع شده است.
bg-refuse-not-started = دست هنوز شروع نشده است.
bg-refuse-match-over = مسابقه تمام شده است.
bg-refuse-spectator = تماشاگران نمی‌توانند بازی کنند؛ فقط بازیکنانِ پشت میز بازی می‌کنند.
bg-refuse-bad-viewer = چنین صندلی‌ای در این میز وجود ندارد.
bg-refuse-seat-names = میز تخته‌نرد دقیقاً به دو بازیکن نیاز دارد.
bg-refuse-unknown-action = این میز انجام این کار را بلد نیست.
bg-refuse-not-offered = این کار اینجا در دسترس نیست.
bg-refuse-not-now = این کار اکنون ممکن نیست.
bg-refuse-bad-cell = اول یک خانه روی صفحه انتخاب کنید.
bg-refuse-bad-move = این حرکتِ مهره نیست: یک خانه یا بار را به‌عنوان مبدأ و یک خانه یا بیرون از صفحه (جمع کردن) را به‌عنوان مقصد بدهید.
bg-refuse-bad-snapshot = میز ذخیره‌شده را نمی‌توان خواند.
bg-refuse-not-your-turn = نوبت شما نیست: { $phase ->
    [double_offered] منتظر پاسخ { $name } به دوبل.
    [resignation_offered] منتظر پاسخ { $name } به تسلیم.
    [awaiting_roll] منتظر تاس ریختن { $name }.
   *[other] منتظر حرکت { $name }.
}
bg-refuse-roll-first = اول تاس بریزید: Enter را بزنید.
bg-refuse-move-first = تاس را ریخته‌اید؛ مهره‌هایتان را حرکت دهید.
bg-refuse-end-turn-first = حرکتتان کامل است: برای پایان نوبت Enter و برای برگرداندن U را بزنید.
bg-refuse-answer-double = اول دوبل را با Y قبول یا با N رد کنید.
bg-refuse-answer-resignation = اول تسلیم را با Y قبول یا با N رد کنید.
bg-refuse-play-complete = در این نوبت همهٔ تاس‌هایی را که می‌شد بازی کرد، بازی کرده‌اید.
bg-refuse-play-incomplete = حرکتتان تمام نشده است: { $dice } تاس دیگر برای بازی مانده است.
bg-refuse-bar-first = یک مهره روی بار دارید: اول با انتخاب خانه‌ای در زمین حریف آن را وارد کنید.
bg-refuse-no-checker = در خانهٔ { $point } مهره‌ای ندارید.
bg-refuse-not-your-checker = مهره‌های خانهٔ { $point } مال حریف‌اند.
bg-refuse-empty-point = خانهٔ { $point } خالی است.
bg-refuse-no-moves-from = مهرهٔ خانهٔ { $point } با این تاس‌ها حرکت مجازی ندارد.
bg-refuse-bear-off-not-home = تا همهٔ مهره‌هایتان در زمین خودتان، یعنی خانه‌های ۱ تا ۶، نباشند نمی‌توانید مهره جمع کنید.
bg-refuse-bear-off-dice-too-small = تاس‌هایتان برای جمع کردن مهره از خانهٔ { $point } کوچک‌اند.
bg-refuse-bear-off-higher-first = تا وقتی در خانه‌های بالاتر مهره دارید، نمی‌توانید با تاس بزرگ‌تر از خانهٔ { $point } مهره جمع کنید.
bg-refuse-backwards = مهره‌ها به سمت زمین خودتان، به خانه‌هایی با شمارهٔ کمتر، حرکت می‌کنند.
bg-refuse-blocked = خانهٔ { $point } بسته است: حریف دو مهره یا بیشتر آنجا دارد.
bg-refuse-no-die = هیچ‌کدام از تاس‌هایتان مهره‌ای را { $distance } خانه جلو نمی‌برد.
bg-refuse-no-path = با تاس‌هایتان هیچ مسیر مجازی به آنجا نمی‌رسد.
bg-refuse-whole-roll = این حرکت نمی‌گذارد کل تاس را بازی کنید: اگر بتوانید باید هر دو تاس را بازی کنید، و اگر فقط یکی را می‌شود بازی کرد، تاس بزرگ‌تر را.
bg-refuse-nothing-selected = هیچ مهره‌ای انتخاب نشده است.
bg-refuse-nothing-to-undo = در این نوبت حرکتی برای برگرداندن نیست.
bg-refuse-no-targets = اکنون مقصدی برای رفتن نیست.
bg-refuse-double-single-game = در مسابقهٔ یک‌دستی مکعب دوبل به کار نمی‌رود.
bg-refuse-double-crawford = در دست کرافورد دوبل ممنوع است.
bg-refuse-double-after-roll = فقط پیش از ریختن تاس می‌توانید دوبل کنید.
bg-refuse-double-opponent-owns = مکعب دست حریف است؛ فقط او می‌تواند دوبل کند.
bg-refuse-double-maximum = مکعب همین حالا در بالاترین مقدار خود است: ۶۴.
bg-refuse-no-double-offered = پیشنهاد دوبلی داده نشده است.
bg-refuse-no-resignation-offered = پیشنهاد تسلیمی داده نشده است.
bg-refuse-resign-higher = پیشنهادتان در این نوبت رد شد؛ اکنون فقط می‌توانید تسلیمی بالاتر پیشنهاد دهید.
bg-refuse-hints-off = راهنمایی در این میز خاموش است.
bg-refuse-hint-not-your-turn = راهنمایی فقط در نوبت خودتان در دسترس است.
bg-refuse-hint-roll-first = اول تاس بریزید؛ راهنمایی می‌گوید تاس‌هایتان را چطور بازی کنید.
bg-refuse-cube-hints-off = راهنمایی مکعب در این میز خاموش است.
bg-refuse-cube-hint-no-cube = در این دست از مکعب دوبل استفاده نمی‌شود.
bg-refuse-cube-hint-not-now = راهنمایی مکعب پیش از ریختن تاس و وقتی به شما دوبل پیشنهاد شده در دسترس است.
bg-refuse-next-game-automatic = دست بعد، پس از پایان هر دست، خودبه‌خود شروع می‌شود.
bg-still-holding = مهره‌ای را که از { $point } برداشتید هنوز در دست دارید.
