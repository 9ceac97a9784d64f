# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels bir bot seviyesi ya da virgülle ayrılmış iki seviye alır (önce koltuk 1, sonra koltuk 2); seçenekler: { $levels }.
records-selfplay-bad-length = Maç uzunluğu 1 ile { $maximum } puan arasında, maç sayısı da 0 ya da daha fazla olmalıdır.
records-selfplay-bad-games = Parasına bir seansın oyun sayısı (--money --games G) 1 ile { $maximum } arasında olmalıdır; --games yalnızca parasına seanslar içindir.
records-selfplay-done = { $count ->
    [one] { $path } içine bir maç oynandı.
   *[other] { $path } içine { $count } maç oynandı.
}
records-export-no-database = { $path } konumunda veritabanı dosyası yok.
records-export-unknown-match = { $path } içinde { $id } maçı yok.
records-export-not-started = { $id } maçı hiç başlamadı: dışa aktarılacak bir şey yok.
records-export-failed = { $id } maçı dışa aktarılamıyor: kaydı yeniden oynatılamıyor ({ $reason }).
