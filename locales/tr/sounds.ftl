# Sesler, giriş, maçtan sonra (rövanş). web- ile başlayan iletiler sayfanın kendi sözleridir (web.ftl ile sunulur): yalnızca düz değişkenler.

## Logging in
login-password-required = Bir parola yazın. Yeni bir ad, verdiğiniz parolayla kaydedilir.
login-password-too-long = Bu parola çok uzun: bir parola en fazla 256 karakterdir.

## After the match
room-match-over-choices = Maç bitti. Rövanş ve Masadan ayrıl, tahtanın haneleri ardından gelir.
room-rematch = Rövanş
room-rematch-accept = Rövanş: { $name } istedi
room-rematch-asked-by-you = Rövanş: istendi, diğer oyuncu bekleniyor
room-rematch-asked = { $name } rövanş istiyor. Aynı yerler ve seçeneklerle yeniden oynamak için Rövanş'ı seçin.
room-rematch-waiting = Rövanş istediniz. { $name } bekleniyor.
room-rematch-starting = Rövanş: aynı yerler ve seçeneklerle yeni bir maç başlıyor.
room-rematch-player-gone = { $name } masadan ayrıldı, bu yüzden rövanş olamaz.
room-rematch-not-now = Rövanş, maç bittikten sonra istenebilir.
room-rematch-players-only = Yalnızca oyuncular rövanş isteyebilir.

## The web page: sounds and the remembered login
web-sound-mute = Sesleri kapat
web-sound-volume = Ses düzeyi
web-password-required = Bir parola yazın.
web-session-resuming = { $user } olarak giriş yapılıyor…
web-session-ended = Kayıtlı girişinizin süresi doldu. Lütfen yeniden giriş yapın.
