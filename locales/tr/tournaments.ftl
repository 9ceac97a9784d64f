# Turnuvalar: kayıt, her turun eşleşmeleri ve sonuçları, tablo, puan durumu ve dereceler.

tournament-format = { $format ->
    [swiss] İsviçre sistemi
    [round-robin] herkes herkesle
   *[knockout] eleme usulü
}

## Kayıt ve başlangıç
tournament-joined = { $name } turnuvaya katıldı: { $places } yerin { $count } tanesi dolu.
tournament-left-before-start = { $name } turnuvadan ayrıldı: { $places } yerin { $count } tanesi dolu.
tournament-you-left = Turnuvadan ayrıldınız.
tournament-join-refused = { $reason ->
    [full] Turnuva dolu.
    [started] Turnuva zaten başladı.
   *[already] Bu turnuvada zaten varsınız.
}
tournament-start-refused = { $reason ->
    [organiser] Turnuvayı yalnızca düzenleyen başlatabilir.
    [too-few] Bir turnuvanın başlaması için en az iki oyuncu gerekir.
   *[started] Turnuva zaten başladı.
}
tournament-started = { $name } başlıyor: { $format }, oyuncu: { $players }, tur: { $rounds }.
tournament-not-started = Turnuva başlamadı: { $places } yerin { $count } tanesi dolu.

## Her tur
tournament-round-paired = Tur { $round } / { $rounds } eşleştirildi; maç sayısı: { $matches }.
tournament-your-match = Tur { $round } / { $rounds }: { $opponent } ile { $length } sayılık bir maç oynuyorsunuz. Masanız açık: { $minutes } dakika içinde gelin, yoksa maçı hükmen kaybedersiniz.
tournament-your-bye = Tur { $round } / { $rounds }: bu tur bay geçiyorsunuz, galibiyet sayılır.
tournament-result = Tur { $round }, maç { $match }: { $how ->
    [resigned] { $winner }, { $loser } karşısında { $winner_points }-{ $loser_points } kazandı; { $loser } çekildi.
    [forfeit] { $winner } hükmen kazandı, { $winner_points }-{ $loser_points }: { $loser } turnuvadan ayrıldı.
    [no-show] { $winner } hükmen kazandı: { $loser } masaya zamanında gelmedi.
    [seeded] { $winner } daha üst sıradaki oyuncu olarak yükseldi; { $loser } elendi. İkisi de oynamadı.
   *[played] { $winner }, { $loser } karşısında { $winner_points }-{ $loser_points } kazandı.
}
tournament-both-lost = Tur { $round }, maç { $match }: ne { $first } ne de { $second } masaya zamanında geldi; ikisi de maçı kaybediyor.
tournament-you-are-out = Turnuvadan elendiniz, tur { $round } / { $rounds } içinde yenildiniz.
tournament-you-did-not-come = Tur { $round } içinde masanıza zamanında gelmediniz ve o maçı hükmen kaybettiniz.
tournament-withdrawn = { $name } turnuvadan ayrıldı.
tournament-round-goes-on = Tur { $round } sürüyor; hâlâ oynanan maç: { $playing }. { $last ->
    [yes] Dereceler bunlar bitince belli olacak.
   *[no] Bir sonraki tur bunlar bitince eşleştirilecek.
}
tournament-won = { $name } turnuvası bitti: { $winner } kazandı!
tournament-your-place = { $shared ->
    [yes] { $players } oyuncu arasında { $place }. sırayı başkalarıyla paylaşarak bitirdiniz.
   *[no] { $players } oyuncu arasında { $place }. sırada bitirdiniz.
}

tournament-time-left = { $unit ->
    [seconds] { $count } saniye
   *[minutes] { $count } dakika
}
tournament-waiting-for = { $opponent } henüz masanızda değil: gelmesi için { $left } kaldı, yoksa maçı hükmen kazanırsınız.
tournament-opponent-waiting = { $opponent }, tur { $round } masanızda sizi bekliyor: gelmek için { $left } kaldı, yoksa maçı hükmen kaybedersiniz.

## Tablo, her maç için bir satır
tournament-line-waiting = Tur { $round } / { $rounds }, maç { $match }: { $first } ile { $second }, oyuncular bekleniyor, gelmeleri için { $left } kaldı
tournament-line-playing = Tur { $round } / { $rounds }, maç { $match }: { $first } { $first_points }, { $second } { $second_points }, oynanıyor
tournament-line-won = Tur { $round } / { $rounds }, maç { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] { $winner } rakip çekilince kazandı
    [forfeit] { $winner } hükmen kazandı
    [no-show] { $winner } hükmen kazandı
   *[played] { $winner } kazandı
}
tournament-line-both-lost = Tur { $round } / { $rounds }, maç { $match }: { $first } ile { $second }, ikisi de hükmen kaybetti
tournament-line-bye = Tur { $round } / { $rounds }, maç { $match }: { $name }, bay
tournament-line-later = Tur { $round } / { $rounds }, maç { $match }: tur { $previous } maç { $first_match } galibi ile maç { $second_match } galibi
tournament-line-unpaired = Tur { $round } / { $rounds }: tur { $previous } bitince eşleştirilecek

## Puan durumu
tournament-standing = { $left ->
    [yes] { $place }. { $name }, turnuvadan ayrıldı: galibiyet { $wins }, mağlubiyet { $losses }, sayı { $won }-{ $lost }, rakiplerin galibiyetleri { $buchholz }
   *[no] { $place }. { $name }: galibiyet { $wins }, mağlubiyet { $losses }, sayı { $won }-{ $lost }, rakiplerin galibiyetleri { $buchholz }
}
tournament-standing-knockout = { $name }, sıra { $seed }: { $state ->
    [winner] şampiyon
    [out] tur { $round } içinde elendi
    [left] tur { $round } içinde ayrıldı
   *[in] hâlâ turnuvada
}

## Sıradaki maçım, ve kimler hâlâ turnuvada
tournament-next-not-in = Bu turnuvada oynamıyorsunuz.
tournament-next-open = Maçınız: tur { $round } / { $rounds }, rakip { $opponent }, { $length } sayılık; masanız açık: gelmek için { $left } kaldı, yoksa maçı hükmen kaybedersiniz.
tournament-next-playing = Maçınız: tur { $round } / { $rounds }, rakip { $opponent }, { $length } sayılık; siz { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Tur { $round } / { $rounds } içinde bay geçiyorsunuz.
tournament-next-waiting = Tur { $round } maçınız bitti; hâlâ oynanan maç: { $playing }. { $last ->
    [yes] Dereceler bunlar bitince belli olacak.
   *[no] Sıradaki maçınız bunlar bitince eşleştirilecek.
}
tournament-next-out = Turnuvadan elendiniz.
tournament-next-over = Turnuva bitti: { $winner } kazandı.
tournament-still-in = Hâlâ turnuvada olan oyuncu: { $count }.
tournament-player-line = { $name }, sıra { $seed }, galibiyet { $wins }
