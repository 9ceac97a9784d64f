# Web istemcisinin kendi sözcükleri: sayfa başlıkları, giriş formu, bağlantı durumları.
# Sunucu bu dosyanın bütün iletilerini sayfaya JSON olarak gönderir (GET /i18n/<lang>.json).
# Değişkenler sayfanın dolduracağı işaretler olarak kalır ({ $user } "{user}" olarak gelir); bu yüzden
# buradaki iletiler yalnızca düz değişken kullanır, değişkenler üzerinde hiçbir zaman seçici kullanmaz.

web-app-title = PlayPalace Tavla

## Giriş
web-login-heading = Giriş yap
web-username = Kullanıcı adı
web-password = Şifre
web-language = Dil
web-log-in = Giriş yap
web-create-account = Hesap oluştur
web-username-required = Bir kullanıcı adı gir.

## Bağlantı durumları
web-connecting = Bağlanılıyor…
web-connected = { $user } olarak bağlandın.
web-not-connected = Bağlı değil.
web-connection-lost = Bağlantı koptu. Yeniden bağlanılıyor…
web-reconnecting-in = Yeniden bağlanılıyor (sonraki deneme { $seconds } sn sonra)…
web-reconnected = Yeniden bağlanıldı.
web-reconnect-failed = Yeniden bağlanılamadı. Lütfen yeniden giriş yap.
web-cannot-connect = Sunucuya ulaşılamıyor.
web-login-refused = Sunucu bağlantıyı kapattı.
web-logged-out = Çıkış yapıldı.

## Oyun alanı
web-game-heading = Oyun
web-board-label = Tahta
web-menu-label = Menü
web-waiting = Sunucu bekleniyor…
web-ok = Tamam
web-cancel = İptal
web-board-summary = Tahta özeti
web-bar = Bar
web-borne-off = Toplanan
web-dice = Kalan zarlar
web-cube = Küp
# Tahta özetindeki renkler: sunucunun adını verdiği pul renkleri ve bir rengin pul sayısı.
web-colour-red = kırmızı
web-colour-white = beyaz
web-colour-count = { $colour }: { $count }

## Geçmiş ve sohbet
web-history-heading = Geçmiş
web-chat-heading = Sohbet
web-chat-log = Sohbet iletileri
web-chat-message = İleti
web-send = Gönder
web-chat-from = { $sender }: { $message }

## Ayarlar
web-settings = Ayarlar
web-who-is-online = Kimler çevrimiçi
web-theme-dark = Koyu tema
web-log-out = Çıkış yap

## The board's actions (buttons under the board)
web-board-actions = Tahtanın altındaki eylemler
