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
analysis-summary = { $name }: hata oranı { $rate } ({ $rating }); { $doubtful } şüpheli, { $errors } hata, { $blunders } büyük hata; { $cube } küp hatası; hamle başına şans { $luck }.
