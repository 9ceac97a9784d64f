# Bir maçın GNU Backgammon ile analizi: analyse komutu ve her oyuncunun özeti.

analysis-cli-bad-plies = --ply 0, 1 veya 2 alır.
analysis-cli-no-database = { $path } konumunda veritabanı dosyası yok.
analysis-cli-unknown-match = { $path } içinde { $id } maçı yok.
analysis-cli-failed = { $id } maçı analiz edilemiyor: kaydı yeniden oynatılamıyor ({ $reason }).
analysis-rating = { $rating ->
    [awful] berbat
    [beginner] acemi
    [casual] amatör oyuncu
    [intermediate] orta düzey
    [advanced] ileri düzey
    [expert] uzman
    [world-class] dünya çapında
   *[supernatural] doğaüstü
}
analysis-summary = { $name }: hata oranı { $rate } ({ $rating }); { $doubtful } şüpheli, { $errors } hata, { $blunders } büyük hata; { $cube } küp hatası; { $luck ->
    [none] şans ölçülmedi (zar atılmadı)
   *[other] hamle başına şans { $luck }
}.

analysis-ready = Maçınızın GNU Backgammon incelemesi: hata oranı { $rate } ({ $rating }); { $blunders } büyük hata, { $errors } hata, { $doubtful } şüpheli hamle; { $cube } küp hatası; { $luck ->
    [none] şans ölçülmedi (zar atılmadı)
   *[other] hamle başına şans { $luck }
}. { $count ->
    [0] İncelenecek bir hatanız yok.
    [1] En büyük hatanız Geçmiş maçlar bölümünde.
   *[other] En büyük { $count } hatanız Geçmiş maçlar bölümünde.
}
analysis-review-opened = En büyük hatalarınız. Hata oranı { $rate } ({ $rating }); { $blunders } büyük hata, { $errors } hata, { $doubtful } şüpheli hamle; { $cube } küp hatası. Bir hatanın üzerinde Enter, tekrarı o kararda açar ve konumunu anlatır.
analysis-menu-errors = { $count ->
    [0] Hatalarınız: hiç bulunmadı
    [1] En büyük hatanız
   *[other] En büyük { $count } hatanız
}
analysis-menu-analyse = Bu maçı analiz et
analysis-request-started = Analiz başladı; hazır olduğunda duyacaksınız.
analysis-request-pending = Bu maç şu anda analiz ediliyor; hazır olduğunda duyacaksınız.
analysis-request-busy = Bekleyen analizleriniz zaten var; hazır olduklarında yeniden isteyin.
analysis-request-done = Bu maç zaten analiz edildi.
analysis-request-unavailable = Bu sunucuda analiz kullanılamıyor.
analysis-menu-cancel = Bu maçın analizini iptal et
analysis-cancelled = Bu maçın analizi iptal edildi; yeniden isteyebilirsiniz.
analysis-not-pending = Bu maç şu anda analiz edilmiyor.
analysis-no-errors = GNU Backgammon bu maçta hiçbir hatanızı bulmadı.
analysis-cube-action = { $action ->
    [double] katla
    [no-double] katlama
    [take] kabul et
   *[pass] reddet
}
analysis-error-entry = { $index } / { $count }: oyun { $game }, { $kind ->
    [move] zarlar { $dice }
    [cube] küp kararı
   *[take] katlamaya yanıt
}: oynadığınız { $played }; en iyisi { $best }; kaybedilen değer { $loss }.
analysis-error-position = Pullarınız: { $mine }; barda { $bar }, toplanan { $off }. Rakibin pulları, sizin numaralandırmanızla: { $theirs }; barda { $opponent_bar }, toplanan { $opponent_off }. Pip: siz { $pips }, rakip { $opponent_pips }. Skor { $score } - { $opponent_score }, küp { $cube }.
analysis-failed = Bu maç incelenemedi; incelemeyi yeniden isteyebilirsiniz.
