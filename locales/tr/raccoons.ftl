# Rakunlar (beaver alan oyuncu onu kabul edip hemen yeniden katlar, küp beaver yapanda kalır) ve dörtlü kayıp (bir pulu hâlâ barda olan backgammon küpün dört katı sayılır).

## Options

raccoon-option-raccoons = Parasına oyunda rakun, oyun başına en fazla (0 kapalı; beaver gerektirir)
raccoon-option-quadruple = Dörtlü kayıp: bir pulu hâlâ barda olan backgammon küpün dört katı sayılır
raccoon-option-refused-raccoons = Rakun sayısı { $minimum } ile { $maximum } arasında bir tam sayı olmalı.
raccoon-option-refused-quadruple = Dörtlü kayıp açık ya da kapalı olmalı.

## Actions

bg-action-raccoon = Rakun: beaver'ı kabul edip hemen yeniden katla, küp rakipte kalır

## What happens

raccoon-raccooned = { $actor ->
    [you] Rakun yapıyorsun: beaver'ı kabul edip hemen { $value } değerine yeniden katlıyorsun; küp { $opponent_name } oyuncusunda kalıyor.
   *[other] { $name } rakun yapıyor: beaver'ı kabul edip hemen { $value } değerine yeniden katlıyor; küp olduğu yerde kalıyor.{ $opponent ->
        [you] {" "}Kabul için Y, reddetmek için N tuşuna bas.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Rakunu kabul ediyorsun ve küp sende kalıyor, artık { $value } değerinde.
   *[other] { $name } rakunu kabul ediyor ve küp onda kalıyor, artık { $value } değerinde.
}
raccoon-quadruple-loss = Bir pul hâlâ barda: dörtlü kayıpta backgammon, { $cube } değerindeki küpün dört katı sayılır.

## Advice

raccoon-cube-advice-raccoon = Küp önerisi: rakun (R tuşu): beaver bir hata, o yüzden kabul edip hemen yeniden katla; küp rakibinde kalır.

## Refusals

raccoon-refuse-off = Bu masada rakuna izin verilmiyor.
raccoon-refuse-no-beaver = Rakunla karşılık verebileceğin bir beaver yok.
raccoon-refuse-limit = Oyun başına rakun sınırı ({ $limit }) doldu.
raccoon-refuse-maximum = Rakun küpü 64'ün üstüne çıkarırdı.
