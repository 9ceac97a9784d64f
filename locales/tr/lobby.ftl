# Lobi: giriş, menüler, masalar, reddetmeler. Sunucunun kendi söylediği her şey.

language-name = Türkçe

## Giriş
login-welcome = Hoş geldin, { $name }.
login-bad-password = Kullanıcı adı ya da şifre yanlış.
login-unknown-user = Bu adla bir hesap yok. Önce kaydol.
login-bad-name = Kullanıcı adı 1 ile 32 arasında harf, rakam, nokta, tire ya da alt çizgiden oluşur.
register-name-taken = Bu kullanıcı adı alınmış.
register-done = { $name } hesabı oluşturuldu. Artık giriş yapabilirsin.
login-taken-over = Başka bir yerden giriş yaptın, bu yüzden bu bağlantı kapatıldı.
login-too-many-attempts = Çok fazla başarısız giriş denemesi. { $seconds } saniye sonra yeniden dene.
login-busy = Sunucu meşgul; birazdan yeniden dene.
register-too-many = Adresinden çok fazla yeni hesap açıldı. Daha sonra yeniden dene.

## Ana menü ve oyun menüsü
lobby-who-is-online = Kimler çevrimiçi
lobby-online = Çevrimiçi { $count } kişi: { $names }.
lobby-create-table = Masa aç
lobby-list-tables = Açık masalar
lobby-back = Geri
lobby-no-tables = Henüz masa yok. Bir tane aç.
lobby-table-created = Masa { $number } açıldı. Ev sahibi sensin.
lobby-table-entry = Masa { $number }, { $format }, ev sahibi { $host }, { $seats } yerden { $players } tanesi dolu, { $state }
lobby-table-waiting = başlamayı bekliyor
lobby-table-playing = oyun sürüyor
lobby-table-finished = bitti
lobby-join-player = Oyuncu olarak katıl
lobby-join-spectator = İzle

## Bir masa
room-seat-empty = Yer { $number }: boş
room-bot-name = Bot { $number }
room-seat-bot = Yer { $number }: { $name }, bot
room-seat-player = Yer { $number }: { $name }
room-seat-away = Yer { $number }: { $name }, bağlantısı yok
room-seat-bot-playing = Yer { $number }: { $name } yerine bir bot oynuyor
room-option = { $label }: { $value }
option-on = açık
option-off = kapalı
number = { $value }
room-add-bot = Bot ekle
room-remove-bot = Bot çıkar
room-start = Oyunu başlat
room-leave = Masadan ayrıl
room-back-to-board = Tahtaya dön
room-watch-from = { $number }. yerden izle, { $name }
room-joined = { $name } masaya katıldı.
room-spectator-joined = { $name } izliyor.
room-watching = { $number } numaralı masayı izliyorsun; ev sahibi { $host }. Tahtadayken Escape tuşu işlemler menüsünü açar.
room-left = { $name } masadan ayrıldı.
room-player-away = { $name } bağlantısını kaybetti. Yeri bir süre onun için tutulacak.
room-bot-takes-over = { $name } geri dönmedi. Dönene kadar onun yerine bir bot oynayacak.
room-seat-reclaimed = { $name } geri döndü ve yeniden oynuyor.
room-reconnected = Masana geri döndün. Son olanlar:
room-seats-not-filled = Başlamadan önce her yerde bir oyuncu ya da bot olmalı.
room-not-started = Oyun henüz başlamadı.
room-table-error = Bu masada bir sorun oluştu. Hiçbir şey değiştirilmedi.

## Reddetmeler
refusal-frame-too-large = Bu ileti çok büyüktü ve yok sayıldı.
refusal-not-json = Bu ileti geçerli bir JSON değildi ve yok sayıldı.
refusal-not-msgpack = Bu ileti geçerli bir msgpack değildi ve yok sayıldı.
refusal-not-an-object = Bu ileti bir paket değildi ve yok sayıldı.
refusal-unknown-type = Bu paket türü bilinmiyor; paket yok sayıldı.
refusal-missing-field = Bu pakette bir alan eksik; paket yok sayıldı.
refusal-extra-field = Bu pakette olmaması gereken bir alan var; paket yok sayıldı.
refusal-wrong-field-type = Bu pakette türü yanlış bir alan var; paket yok sayıldı.
refusal-invalid-field-value = Bu pakette izin verilen aralığın dışında bir değer var; paket yok sayıldı.
refusal-bad-text = Bu pakette gösterilemeyen karakterler (bir denetim karakteri ya da bozuk bir karakter) var; paket yok sayıldı.
refusal-unsupported-type = Bu sunucu bu isteği karşılamıyor.
refusal-unsupported = Bu sunucu bu isteği karşılamıyor.
refusal-flood = Çok hızlı gönderiyorsun. İsteklerinden bazıları yok sayıldı.
refusal-flood-closed = Çok fazla istek. Bağlantı kapatıldı.
refusal-server-full = Sunucu dolu. Lütfen birkaç dakika sonra yeniden dene.
refusal-address-full = Adresinden çok fazla bağlantı var. Birini kapatıp yeniden dene.
refusal-login-first = Önce giriş yap.
refusal-already-logged-in = Zaten giriş yaptın.
refusal-unknown-menu = Bu menü artık açık değil.
refusal-not-offered = Bu şu anda senin için kullanılabilir değil.
refusal-unknown-input = Bu metni bekleyen bir şey yoktu.
refusal-chat-too-long = Bir sohbet iletisi en fazla { $limit } karakter olabilir.
refusal-host-only = Bunu yalnızca ev sahibi, oyun başlamadan önce değiştirebilir.
refusal-bad-number = { $minimum } ile { $maximum } arasında bir sayı gir.
refusal-table-full = Bu masada boş yer yok.
refusal-table-gone = Bu masa kapandı.
refusal-internal = Bir sorun oluştu. Hiçbir şey değiştirilmedi.
server-stopping = Sunucu duruyor. Her masa olduğu gibi, koltuklarıyla birlikte saklanıyor; sunucu geri geldiğinde yeniden bağlanacaksın.
table-not-saved = Sunucu masanda az önce olanı kaydedemedi, bu yüzden o olmadı. Masa en son kaydedildiği yerden devam ediyor.
table-moved = Bu masa başka bir sunucuya taşındı. Ana menüye döndün.
table-moving = Masa başka bir sunucuya taşınıyor. Yeniden bas.
table-busy = Sunucu şu an meşgul, bu yüzden hiçbir şey olmadı. Yeniden bas.
room-bot-waiting-worker = { $name } boş bir bot işlemini bekliyor. Biri yanıt verir vermez oyun devam edecek.
