# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Turnuvalar
tournaments-create = Turnuva duyur
tournaments-none = Henüz turnuva yok.
tournament-entry = { $name }: { $format }, { $places } yerin { $taken } tanesi dolu, { $state ->
    [when-full] tüm yerler dolunca başlar
    [organiser] düzenleyen başlatınca başlar
    [at] { $minutes } dakika sonra başlar
    [running] { $rounds } turdan { $round }. tur sürüyor
   *[finished] bitti, kazanan { $winner }
}{ $public ->
    [no] , davetle
   *[yes] {""}
}
tournament-gone = O turnuva artık yok.
tournament-cancelled = { $name } turnuvası iptal edildi: başlama saatinde ikiden az oyuncu katılmıştı.
tournament-announced = { $organiser }, { $name } turnuvasını duyuruyor: { $format }, { $places } yer. Katılmak için ana menüde Turnuvalar.
tournament-default-name = { $name } turnuvası
tournament-name-prompt = Turnuvanın adı
tournament-field-name = Ad: { $value }
tournament-field-format = Biçim: { $value }
tournament-field-places = Yer sayısı: { $value }
tournament-field-length = Maç uzunluğu: { $value } sayı
tournament-field-final = Final: { $value ->
    [0] diğer turlar kadar
   *[other] { $value } sayı
}
tournament-field-start = Başlangıç: { $start ->
    [when-full] tüm yerler dolunca
    [organiser] düzenleyen başlatınca
   *[minutes] { $minutes } dakika sonra
}
tournament-field-clock = Hamle saati: { $value }
tournament-field-bot-level = Boş yerleri dolduran botların seviyesi: { $value }
tournament-field-access = { $public ->
    [no] Davetle
   *[yes] Herkese açık
}
tournament-field-no-show = Masaya gelme süresi: { $minutes } dakika
tournament-announce = Duyur
tournament-join = Katıl
tournament-leave = Turnuvadan ayrıl
tournament-fill-bots = Boş yerleri botlarla doldur
tournament-start-now = Şimdi başlat
tournament-invite = Bir oyuncu davet et
tournament-invite-sent = { $name } davet edildi.
tournament-invited = { $organiser } seni { $name } turnuvasına davet ediyor: ana menüde Turnuvalar altında bulabilirsin.
tournament-not-invited = Bu turnuvaya yalnızca davetle katılınır.
tournament-my-next-match = Sıradaki maçım
tournament-bracket = Eşleşme tablosu
tournament-standings = Puan durumu
tournament-who-is-still-in = Kimler hâlâ turnuvada
tournament-watch = Bir maçı izle
tournament-no-running = Şu anda bu turnuvanın hiçbir maçı oynanmıyor.
tournament-watch-line = { $round }. tur, { $match }. maç: { $first }, { $second } karşısında
tournament-go-to-table = Masana oturmak için Alt+G'ye bas ya da ana menüde Turnuva masama git'i seç.
tournament-go-item = Turnuva masama git
tournament-no-call = Seni bekleyen bir turnuva masası yok.
tournament-profile-entry = { $name } turnuvası: { $players } oyuncu arasında { $place }. sıra
tournament-profile-none = Henüz biten turnuva yok.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Bu turnuvayı takip et
tournament-unfollow = Bu turnuvayı takip etmeyi bırak
tournament-following = { $name } turnuvasını takip ediyorsunuz: eşleşmelerini ve sonuçlarını duyacaksınız.
tournament-not-following = Artık { $name } turnuvasını takip etmiyorsunuz.
tournament-more-lines = Ve { $count } tane daha: tam liste turnuvanın menüsünde.
room-rematch-tournament = Turnuva maçının rövanşı olmaz: sonraki maçınızı turnuva eşleştirir.
