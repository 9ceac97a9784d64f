# بازی پولی: یک نشست از چند دست، هر دست ضرب در ارزش مکعب، با قانون جاکوبی، بیور و دوبل خودکار.

## Options

money-option-money = بازی پولی به جای مسابقه (دست‌ها تا وقتی یکی از بازیکنان بس کند)
money-option-jacoby = قانون جاکوبی در بازی پولی (مارس فقط پس از چرخاندن مکعب حساب می‌شود)
money-option-beavers = بیور در بازی پولی (بازیکنی که دوبل شده می‌تواند فوراً دوباره دوبل کند و مکعب را نگه دارد)
money-option-auto-doubles = دوبل خودکار در بازی پولی، حداکثر در هر دست (۰ یعنی خاموش)
money-option-refused-auto-doubles = تعداد دوبل خودکار باید عددی صحیح از { $minimum } تا { $maximum } باشد.
money-option-refused-boolean = { $option ->
    [money] بازی پولی
    [jacoby] قانون جاکوبی
   *[beavers] بیور
} باید روشن یا خاموش باشد.

## Actions

bg-action-beaver = بیور: قبول و دوبل دوباره در همان لحظه، با نگه داشتن مکعب
bg-action-play-on = یک دست دیگر
bg-action-stop-session = پایان نشست

## What happens

money-automatic-double = تاس‌های شروع برابرند: دوبل خودکار. ارزش مکعب اکنون { $value } است و هنوز در وسط است.
money-beavered = { $actor ->
    [you] بیور می‌کنید: قبول می‌کنید، فوراً تا { $value } دوبل می‌کنید و مکعب را نگه می‌دارید.
   *[other] { $name } بیور می‌کند: قبول می‌کند، فوراً تا { $value } دوبل می‌کند و مکعب را نگه می‌دارد.{ $opponent ->
        [you] {" "}برای قبول Y و برای رد N را فشار دهید.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] بیور را قبول می‌کنید؛ ارزش مکعب { $value } است و دست { $opponent_name } می‌ماند.
   *[other] { $opponent ->
        [you] { $name } بیور را قبول می‌کند؛ ارزش مکعب { $value } است و دست شما می‌ماند.
       *[other] { $name } بیور را قبول می‌کند؛ ارزش مکعب { $value } است و دست { $opponent_name } می‌ماند.
    }
}
money-jacoby-single = { $kind ->
    [gammon] مکعب هرگز چرخانده نشد، پس طبق قانون جاکوبی مارس یک دست ساده حساب می‌شود.
   *[backgammon] مکعب هرگز چرخانده نشد، پس طبق قانون جاکوبی سیاه‌مارس یک دست ساده حساب می‌شود.
}
money-total-now = نشست پولی: { $actor ->
    [you] شما { $score }، { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] شما { $opponent_score }، { $name } { $score }
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] مساوی.
    [actor] { $actor ->
        [you] شما { $margin } امتیاز جلوترید.
       *[other] { $name } { $margin } امتیاز جلوتر است.
    }
   *[opponent] { $opponent ->
        [you] شما { $margin } امتیاز جلوترید.
       *[other] { $opponent_name } { $margin } امتیاز جلوتر است.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] یک دست دیگر؟ برای ادامه Y یا Enter و برای پایان نشست N را فشار دهید.
       *[other] بازیکنان اکنون انتخاب می‌کنند که دست دیگری بازی کنند یا نه.
    }
   *[you] یک دست دیگر؟ برای ادامه Y یا Enter و برای پایان نشست N را فشار دهید.
}
money-playing-on = { $actor ->
    [you] شما یک دست دیگر می‌خواهید.
   *[other] { $name } یک دست دیگر می‌خواهد.
}
money-session-ended = { $actor ->
    [you] نشست را تمام می‌کنید.
   *[other] { $name } نشست را تمام می‌کند.
} نتیجه نهایی: { $actor ->
    [you] شما { $score }، { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] شما { $opponent_score }، { $name } { $score }
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] مساوی.
    [actor] { $actor ->
        [you] شما { $margin } امتیاز می‌برید.
       *[other] { $name } { $margin } امتیاز می‌برد.
    }
   *[opponent] { $opponent ->
        [you] شما { $margin } امتیاز می‌برید.
       *[other] { $opponent_name } { $margin } امتیاز می‌برد.
    }
}

## Status and advice

money-status-total = نشست پولی، { $games } دست بازی شده: { $actor ->
    [you] شما { $score }، { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] شما { $opponent_score }، { $name } { $score }
       *[other] { $name } { $score }، { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] مساوی.
    [actor] { $actor ->
        [you] شما { $margin } امتیاز جلوترید.
       *[other] { $name } { $margin } امتیاز جلوتر است.
    }
   *[opponent] { $opponent ->
        [you] شما { $margin } امتیاز جلوترید.
       *[other] { $opponent_name } { $margin } امتیاز جلوتر است.
    }
}
money-status-session-over = نشست پولی به پایان رسیده است.
money-status-between-games = { $count ->
    [one] بین دو دست: در انتظار اینکه { $name } ادامه دهد یا بس کند.
   *[other] بین دو دست: در انتظار اینکه هر دو بازیکن ادامه دهند یا بس کنند.
}
money-cube-equities = ارزش‌های بازی پولی برای مکعب ۱: بدون دوبل { $no_double }، دوبل و قبول { $double_take }، دوبل و رد { $double_pass }.
money-cube-advice-beaver = راهنمایی مکعب: بیور (کلید B): شما برتری دارید، پس قبول کنید و فوراً دوباره دوبل کنید و مکعب را نگه دارید.
money-cube-advice-take-beaver = راهنمایی مکعب: بیور را قبول کنید؛ رد کردن اکنون به اندازه شرط دوبل‌شده هزینه دارد.
money-cube-advice-drop-beaver = راهنمایی مکعب: بیور را رد کنید؛ ادامه بازی با چهار برابر شرط بیشتر از شرط دوبل‌شده هزینه دارد.

## Refusals

money-refuse-beaver-off = در این میز بیور مجاز نیست.
money-refuse-beaver-no-double = دوبلی نیست که بتوانید به آن بیور کنید.
money-refuse-beaver-maximum = بیور ارزش مکعب را از ۶۴ بالاتر می‌برد.
money-refuse-already-playing-on = شما قبلاً دست دیگری خواسته‌اید؛ در انتظار حریف.
money-refuse-between-games = این دست تمام شد: برای دست دیگر Y یا Enter و برای پایان نشست N را فشار دهید.
money-refuse-not-between-games = این کار فقط بین دست‌های یک نشست پولی انجام می‌شود.

## Past matches and the profile

money-archive-session = نشست پولی
money-profile-none = هنوز هیچ نشست پولی‌ای نیست.
money-profile = نشست‌های پولی بازی‌شده: { $sessions }: { $won } برد، { $lost } باخت، { $level } بدون برنده؛ امتیازهای بُرده منهای باخته: { $net }

## A money session's own words for the match's actions

money-action-resign-match = همین حالا جلسه را تمام کن
money-action-confirm-resign-match = بله، جلسه را تمام کن
money-action-status-score = امتیاز جلسه
money-resign-match-confirm = جلسه همین حالا تمام شود؟ { $opponent_name } دست در جریان را به‌صورت یک برد ساده ضرب در مکعب می‌برد. امتیاز جلسه: شما { $score }، { $opponent_name } { $opponent_score }. برای پایان جلسه Y و برای ادامهٔ بازی N را بزنید.
money-timed-out = { $actor ->
    [you] وقت شما تمام شد: جلسه به پایان رسید.
   *[other] وقت { $name } تمام شد: جلسه به پایان رسید.
}
