## Hamle saatleri: masa sahibinin seçeneği, Shift+T (kalan süre) ve Shift+M (ek süre) tuşları, uyarılar, süreden kaybetme

clock-option = Hamle saati
clock-setting-off = Kapalı
clock-setting-fast = Hızlı: hamle başına { $delay } saniye, oyun başına { $reserve } dakika yedek
clock-setting-standard = Standart: hamle başına { $delay } saniye, oyun başına { $reserve } dakika yedek
clock-setting-relaxed = Rahat: hamle başına { $delay } saniye, oyun başına { $reserve } dakika yedek
clock-setting-generous = Cömert: hamle başına { $delay } dakika, oyun başına { $reserve } dakika yedek

clock-action-time-left = Saatlerde kalan süre
clock-action-more-time = Ek süre iste
bg-action-time-out = Süreden kaybet

clock-warning = Saatinde { $seconds } saniye kaldı. { $more ->
    [0] Artık ek süre isteyemezsin.
   *[other] Ek süre için Shift+M tuşuna bas.
}
clock-time-left = { $actor ->
    [you] Senin saatin
   *[other] { $name } oyuncusunun saati
}: { $minutes ->
    [0] {""}
   *[other] { $minutes } dakika{" "}
}{ $seconds } saniye{ $state ->
    [running] , işliyor
    [paused] , yokken durduruldu
    [untimed] , süre yok: bir bot oynuyor
   *[waiting] {""}
}; { $more ->
    [0] ek süre isteme hakkı kalmadı.
   *[other] { $more } ek süre isteme hakkı kaldı.
}
clock-more-time-given = Ek süre: saatinde { $minutes ->
    [0] {""}
   *[other] { $minutes } dakika{" "}
}{ $seconds } saniye var. { $more ->
    [0] Bu son isteğindi.
   *[other] { $more } istek hakkın kaldı.
}
clock-more-time-taken = { $name } saat için ek süre istiyor.
clock-no-more-time = Ek süre isteme hakkın kalmadı.
clock-more-time-players-only = Ek süreyi yalnızca bir oyuncu, maç oynanırken isteyebilir.
clock-none = Bu masada hamle saati yok.
clock-match-timed = Bu maç hamle saatiyle oynanıyor: Shift+T kalan süreyi söyler, Shift+M ek süre ister.
clock-absent-clock-runs = { $name } geri dönmedi. Sırası geldiğinde saati işler.
clock-timed-out = { $actor ->
    [you] Süren doldu ve maçı kaybettin.
   *[other] { $name } oyuncusunun süresi doldu ve maçı kaybetti.
}
clock-untimed = { $turn ->
    [yes] Sıra { $name } oyuncusunda, saatsiz: botlar süre sınırı olmadan oynar.
   *[no] { $name }: saatsiz, botlar süre sınırı olmadan oynar.
}
