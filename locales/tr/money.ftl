# Parasına oyun: her biri küp değeriyle çarpılarak sayılan oyunlardan bir seans; Jacoby kuralı, beaver ve otomatik katlamalarla.

## Options

money-option-money = Maç yerine parasına oyun (bir oyuncu bırakana kadar oyunlar)
money-option-jacoby = Parasına oyunda Jacoby kuralı (mars, ancak küp çevrildikten sonra sayılır)
money-option-beavers = Parasına oyunda beaver (katlanan oyuncu hemen yeniden katlayıp küpü elinde tutabilir)
money-option-auto-doubles = Parasına oyunda otomatik katlamalar, oyun başına en fazla (0 kapalı)
money-option-refused-auto-doubles = Otomatik katlama sayısı { $minimum } ile { $maximum } arasında bir tam sayı olmalı.
money-option-refused-boolean = { $option ->
    [money] Parasına oyun
    [jacoby] Jacoby kuralı
   *[beavers] Beaver
} açık ya da kapalı olmalı.

## Actions

bg-action-beaver = Beaver: kabul et ve hemen yeniden katla, küp sende kalsın
bg-action-play-on = Bir oyun daha oyna
bg-action-stop-session = Seansı bitir

## What happens

money-automatic-double = Açılış zarları eşit: otomatik katlama. Küp artık { $value }, hâlâ ortada.
money-beavered = { $actor ->
    [you] Beaver yapıyorsun: kabul edip hemen { $value } değerine yeniden katlıyorsun ve küp sende kalıyor.
   *[other] { $name } beaver yapıyor: kabul edip hemen { $value } değerine yeniden katlıyor ve küp onda kalıyor.{ $opponent ->
        [you] {" "}Kabul için Y, reddetmek için N tuşuna bas.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Beaver'ı kabul ediyorsun; küp { $value } ve { $opponent_name } adlı oyuncuda kalıyor.
   *[other] { $opponent ->
        [you] { $name } beaver'ı kabul ediyor; küp { $value } ve sende kalıyor.
       *[other] { $name } beaver'ı kabul ediyor; küp { $value } ve { $opponent_name } adlı oyuncuda kalıyor.
    }
}
money-jacoby-single = { $kind ->
    [gammon] Küp hiç çevrilmedi; Jacoby kuralına göre mars tek oyun sayılır.
   *[backgammon] Küp hiç çevrilmedi; Jacoby kuralına göre backgammon tek oyun sayılır.
}
money-total-now = Parasına seans: { $actor ->
    [you] sen { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] sen { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Eşitlik.
    [actor] { $actor ->
        [you] { $margin } puan öndesin.
       *[other] { $name } { $margin } puan önde.
    }
   *[opponent] { $opponent ->
        [you] { $margin } puan öndesin.
       *[other] { $opponent_name } { $margin } puan önde.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Bir oyun daha? Devam etmek için Y veya Enter, seansı bitirmek için N tuşuna bas.
       *[other] Oyuncular şimdi bir oyun daha oynayıp oynamayacaklarını seçiyor.
    }
   *[you] Bir oyun daha? Devam etmek için Y veya Enter, seansı bitirmek için N tuşuna bas.
}
money-playing-on = { $actor ->
    [you] Bir oyun daha istiyorsun.
   *[other] { $name } bir oyun daha istiyor.
}
money-session-ended = { $actor ->
    [you] Seansı bitiriyorsun.
   *[other] { $name } seansı bitiriyor.
} Son durum: { $actor ->
    [you] sen { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] sen { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Eşitlik.
    [actor] { $actor ->
        [you] { $margin } puan kazanıyorsun.
       *[other] { $name } { $margin } puan kazanıyor.
    }
   *[opponent] { $opponent ->
        [you] { $margin } puan kazanıyorsun.
       *[other] { $opponent_name } { $margin } puan kazanıyor.
    }
}

## Status and advice

money-status-total = Parasına seans, { $games ->
    [one] bir oyun oynandı
   *[other] { $games } oyun oynandı
}: { $actor ->
    [you] sen { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] sen { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Eşitlik.
    [actor] { $actor ->
        [you] { $margin } puan öndesin.
       *[other] { $name } { $margin } puan önde.
    }
   *[opponent] { $opponent ->
        [you] { $margin } puan öndesin.
       *[other] { $opponent_name } { $margin } puan önde.
    }
}
money-status-session-over = Parasına seans bitti.
money-status-between-games = { $count ->
    [one] Oyunlar arası: { $name } adlı oyuncunun devam etmesi ya da bırakması bekleniyor.
   *[other] Oyunlar arası: iki oyuncunun da devam etmesi ya da bırakması bekleniyor.
}
money-cube-equities = Küp 1 iken parasına equity: katlama yok { $no_double }, katla ve kabul { $double_take }, katla ve ret { $double_pass }.
money-cube-advice-beaver = Küp önerisi: beaver (B tuşu): favori sensin, kabul et ve küpü elinde tutarak hemen yeniden katla.
money-cube-advice-take-beaver = Küp önerisi: beaver'ı kabul et; şimdi reddetmek katlanmış bahse mal olur.
money-cube-advice-drop-beaver = Küp önerisi: beaver'ı reddet; dört katı bahisle oynamaya devam etmek katlanmış bahisten daha pahalıya gelir.

## Refusals

money-refuse-beaver-off = Bu masada beaver'a izin verilmiyor.
money-refuse-beaver-no-double = Beaver yapabileceğin bir katlama yok.
money-refuse-beaver-maximum = Beaver küpü 64'ün üstüne çıkarırdı.
money-refuse-already-playing-on = Zaten bir oyun daha istedin; rakibin bekleniyor.
money-refuse-between-games = Oyun bitti: bir tane daha oynamak için Y veya Enter, seansı bitirmek için N tuşuna bas.
money-refuse-not-between-games = Bu, parasına bir seansın oyunları arasında yapılır.

## Past matches and the profile

money-archive-session = parasına seans
money-profile-none = Henüz parasına seans yok.
money-profile = Oynanan parasına seanslar: { $sessions }: { $won } kazanılan, { $lost } kaybedilen, { $level } kazananı olmayan; kazanılan eksi kaybedilen puan: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Oturumu şimdi bitir
money-action-confirm-resign-match = Evet, oturumu bitir
money-action-status-score = Oturum skoru
money-resign-match-confirm = Oturum şimdi bitsin mi? Süren oyunu { $opponent_name }, küp değeriyle çarpılmış tek oyun olarak kazanır. Oturum durumu: sen { $score }, { $opponent_name } { $opponent_score }. Oturumu bitirmek için Y, oynamaya devam etmek için N tuşuna bas.
money-timed-out = { $actor ->
    [you] Süren doldu: oturum sona erdi.
   *[other] { $name } oyuncusunun süresi doldu: oturum sona erdi.
}
