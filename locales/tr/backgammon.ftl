# Tavla masası: bir oyuncunun ya da izleyicinin duyduğu her şey.
# Ortak argümanlar: $actor / $opponent "you" ya da "other" değerini alır (dinleyicinin hamle yapan yere ve
# öbür yere göre durumu); $name / $opponent_name yerlerin adlarıdır; $detail "brief" ya da "verbose" olur.
# Adlara ve sayılara ek getirilmez (ünlü uyumu bilinemez): hane numaraları "6. hane" biçiminde okunur.

bg-game-name = Tavla

## Seçenekler

bg-option-match-length = Maç uzunluğu
bg-option-bot-level = Bot zorluğu
bg-option-verbose = Ayrıntılı anlatım
bg-option-hints = İpuçları
bg-option-cube-hints = Küp ipuçları
bg-option-confirm-turn = Her turu onayla (sıranı Enter bitirir, böylece son hamleni hâlâ geri alabilirsin)
bg-level-random = Rastgele
bg-level-simple = Basit
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Kaos
bg-option-refused-match-length = Maç uzunluğu { $minimum } ile { $maximum } arasında bir tam sayı olmalı.
bg-option-refused-bot-level = Böyle bir bot zorluğu yok.
bg-option-refused-boolean = «{ $option ->
    [verbose] Ayrıntılı anlatım
    [hints] İpuçları
    [cube_hints] Küp ipuçları
   *[confirm_turn] Her turu onayla
}» seçeneği yalnızca açık ya da kapalı olabilir.
bg-option-refused-unknown = Bu masada { $option } adında bir seçenek yok.

## Eylemler (menüler ve tuş yardımı)

bg-action-roll = Zar at
bg-action-point = Pul seç ya da oyna
bg-action-move-checker = Bir pulu bir haneden başka bir haneye oyna
bg-action-deselect = Pul seçimini kaldır
bg-action-next-target = Sonraki hedef
bg-action-previous-target = Önceki hedef
bg-action-row-start = Satırın başı
bg-action-row-end = Satırın sonu
bg-action-column-top = Sütunun üstü
bg-action-column-bottom = Sütunun altı
bg-action-double = Katlama teklif et
bg-action-take = Katlamayı kabul et
bg-action-drop = Katlamayı reddet
bg-action-undo = Son hamleyi geri al
bg-action-end-turn = Sıranı bitir
bg-action-resign-single = Bu oyunda pes et (tek oyun)
bg-action-resign-gammon = Bu oyunda pes et (mars)
bg-action-resign-backgammon = Bu oyunda pes et (backgammon)
bg-action-accept-resignation = Pes etme teklifini kabul et
bg-action-decline-resignation = Pes etme teklifini reddet
bg-action-hint = Hamle ipucu
bg-action-cube-hint = Küp ipucu
bg-action-status-board = Bardaki ve toplanan pullar
bg-action-status-cube = Katlama küpü
bg-action-status-pips = Pip sayıları
bg-action-status-score = Maç skoru
bg-action-status-dice = Kalan zarlar
bg-action-status-turn = Sıra kimde
bg-action-next-game = Sonraki oyun

## Tahta

bg-cell = { $point }{ $count ->
    [0] , boş
   *[other] , { $count } { $owner ->
        [you] { $colour ->
            [white] beyaz
           *[red] kırmızı
        } pul, senin
       *[other] pul, { $name }, { $colour ->
            [white] beyaz
           *[red] kırmızı
        }
    }
}{ $selected ->
    [yes] , seçili
   *[no] {""}
}

## Olanlar

bg-colours = { $actor ->
    [you] Sen { $colour ->
        [white] beyaz
       *[red] kırmızı
    } pullarla oynuyorsun; { $opponent_name } { $opponent_colour ->
        [white] beyaz
       *[red] kırmızı
    } pullarla oynuyor.
   *[other] { $name } { $colour ->
        [white] beyaz
       *[red] kırmızı
    } pullarla oynuyor; { $opponent ->
        [you] sen { $opponent_colour ->
            [white] beyaz
           *[red] kırmızı
        } pullarla oynuyorsun.
       *[other] { $opponent_name } { $opponent_colour ->
            [white] beyaz
           *[red] kırmızı
        } pullarla oynuyor.
    }
}
bg-game-started = { $number }. oyun başlıyor.
bg-crawford-game = Bu Crawford oyunu: katlama yapılamaz.
bg-post-crawford = Crawford oyunu bitti: küp yeniden oyunda.
bg-opening-roll = Açılış zarları: { $actor ->
    [you] sen { $die }, { $opponent_name } { $opponent_die }.
   *[other] { $opponent ->
        [you] sen { $opponent_die }, { $name } { $die }.
       *[other] { $name } { $die }, { $opponent_name } { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Beraberlik: zarlar yeniden atılıyor.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Oyuna sen başlıyorsun, { $die1 } ve { $die2 } oynayacaksın.
   *[other] Oyuna { $name } başlıyor, { $die1 } ve { $die2 } oynayacak.
}
bg-rolled = { $actor ->
    [you] { $die1 } ve { $die2 } attın.
   *[other] { $name }, { $die1 } ve { $die2 } attı.
}
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] { $die1 } ve { $die2 } ile bardan giremiyorsun; sıran geçiyor.
       *[other] { $name }, { $die1 } ve { $die2 } ile bardan giremiyor; sırası geçiyor.
    }
   *[no] { $actor ->
        [you] { $die1 } ve { $die2 } ile oynayabileceğin geçerli bir hamle yok; sıran geçiyor.
       *[other] { $name }, { $die1 } ve { $die2 } ile geçerli bir hamle yapamıyor; sırası geçiyor.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Bardan { $to }. haneye girdin
       *[other] { $name } bardan { $to }. haneye girdi
    }
    [bear-off] { $actor ->
        [you] { $from }. haneden pul topladın
       *[other] { $name }, { $from }. haneden pul topladı
    }
   *[move] { $actor ->
        [you] { $from }. haneden { $to }. haneye oynadın
       *[other] { $name }, { $from }. haneden { $to }. haneye oynadı
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , seni kırdı
       *[other] , { $opponent_name } kırıldı
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , { $from }. hane boş kaldı
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] { $from }. haneden { $to }. haneye yaptığın hamleyi geri aldın.
   *[other] { $name }, { $from }. haneden { $to }. haneye yaptığı hamleyi geri aldı.
}
bg-play-finished = Pip sayıları: { $actor ->
    [you] sen { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] sen
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Sıra sende.
   *[other] Sıra: { $name }.
}
bg-double-offered = { $actor ->
    [you] Katlama teklif ettin: küp { $value } olacak.
   *[other] { $name } katlama teklif etti: küp { $value } olacak.{ $opponent ->
        [you] {" "}Kabul etmek için Y, reddetmek için N tuşuna bas.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Kabul ettin; küp artık sende, değeri { $value }.
   *[other] { $name } kabul etti; küp artık onda, değeri { $value }.
}
bg-double-dropped = { $actor ->
    [you] Katlamayı reddettin.
   *[other] { $name } katlamayı reddetti.
}
bg-resign-offered = { $actor ->
    [you] Bu oyunda pes etmeyi önerdin
   *[other] { $name } bu oyunda pes etmeyi önerdi
}: { $kind ->
    [single] tek oyun
    [gammon] mars
   *[backgammon] backgammon
}, { $points } puan.{ $opponent ->
    [you] {" "}Kabul etmek için Y, reddetmek için N tuşuna bas.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Pes etme teklifini kabul ettin.
   *[other] { $name } pes etme teklifini kabul etti.
}
bg-resign-declined = { $actor ->
    [you] Pes etme teklifini reddettin; oyun sürüyor.
   *[other] { $name } pes etme teklifini reddetti; oyun sürüyor.
}
bg-game-won = { $actor ->
    [you] Oyunu kazandın
   *[other] Oyunu { $name } kazandı
}{ $how ->
    [resigned] {" "}(rakip pes etti)
    [dropped] {" "}(katlama reddedildi)
   *[played] {""}
}: { $kind ->
    [single] tek oyun
    [gammon] mars
   *[backgammon] backgammon
}, { $points } puan.
bg-score-now = Skor, { $length } puanlık maç: { $actor ->
    [you] sen { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] sen { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $how ->
    [resigned] { $actor ->
        [you] Rakibin çekildi, maçı kazandın
       *[other] Rakibi çekildi, maçı { $name } kazandı
    }; skor { $score }-{ $opponent_score } idi.
    [time] { $actor ->
        [you] Rakibinin süresi bitti, maçı kazandın
       *[other] Rakibinin süresi bitti, maçı { $name } kazandı
    }; skor { $score }-{ $opponent_score } idi.
   *[played] { $actor ->
        [you] Maçı kazandın
       *[other] Maçı { $name } kazandı
    }: { $score }-{ $opponent_score }.
}

## Yalnızca soran kişiye verilen yanıtlar

bg-selected = { $point }. hane seçildi ({ $count } pul).
bg-deselected = Pul seçimi kaldırıldı.
bg-play-complete = Hamlen tamamlandı. Sıranı bitirmek için Enter, geri almak için U tuşuna bas.
bg-hint-header = { $count ->
    [0] Geçerli hamle yok.
    [one] Tek bir geçerli hamle var:
   *[other] { $count } geçerli hamle var. Öneriler:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] Bar
    [off] dışarı
   *[other] { $point }
}
bg-cube-hint-rules = Küp önerisi için motor gerekiyor; şimdilik yarış durumu: sen { $pips } pip, rakibin { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Şu anda katlayabilirsin.
       *[no] {" "}Şu anda katlayamazsın.
    }
   *[take] {" "}Kabul etmen ya da reddetmen gerekiyor.
}

## Durum tuşları

bg-status-board = Barda: { $actor ->
    [you] sen
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] sen
   *[other] { $opponent_name }
} { $opponent_bar }. Toplanan: { $actor ->
    [you] sen
   *[other] { $name }
} { $off }, { $opponent ->
    [you] sen
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] Tek oyunluk maçta katlama küpü yok.
    [crawford] Crawford oyunu: küp kullanılmıyor.
    [centred] Küp ortada, değeri { $value }.
   *[owned] Küpün değeri { $value }; { $owner ->
        [you] küp sende
       *[other] küpün sahibi { $owner_name }
    }.
}
bg-status-pips = Pip sayıları: { $actor ->
    [you] sen
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] sen
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = { $length } puanlık maç: { $actor ->
    [you] sen
   *[other] { $name }
} { $score }, { $opponent ->
    [you] sen
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}Bu Crawford oyunu.
   *[no] {""}
}
bg-status-dice = Kalan zarlar: { $count ->
    [1] { $die1 }.
    [2] { $die1 } ve { $die2 }.
    [3] { $die1 }, { $die2 } ve { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } ve { $die4 }.
}
bg-status-dice-none = Şu anda oynanacak zar yok.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Zar atma sırası sende.
        [moving] Oynama sırası sende.
        [double_offered] Katlamayı kabul etmen ya da reddetmen gerekiyor.
        [resignation_offered] Pes etme teklifini kabul etmen ya da reddetmen gerekiyor.
       *[other] Sıra sende.
    }
   *[other] { $phase ->
        [awaiting_roll] Zar atma sırası: { $name }.
        [moving] Oynama sırası: { $name }.
        [double_offered] { $name } katlamayı kabul edecek ya da reddedecek.
        [resignation_offered] { $name } pes etme teklifini kabul edecek ya da reddedecek.
       *[other] Sıra: { $name }.
    }
}
bg-status-turn-not-started = Oyun henüz başlamadı.
bg-status-turn-over = Maç bitti; { $actor ->
    [you] sen kazandın.
   *[other] { $name } kazandı.
}

## Reddetmeler: bir şeyin neden şu anda yapılamadığı

bg-refuse-already-started = Oyun zaten başladı.
bg-refuse-not-started = Oyun henüz başlamadı.
bg-refuse-match-over = Maç bitti.
bg-refuse-spectator = İzleyiciler oynayamaz; yalnızca masada oturan oyuncular oynayabilir.
bg-refuse-bad-viewer = Bu masada böyle bir yer yok.
bg-refuse-seat-names = Bir tavla masası tam olarak iki oyuncu ister.
bg-refuse-unknown-action = Bu masa bunu yapmayı bilmiyor.
bg-refuse-not-offered = Bu, burada kullanılamaz.
bg-refuse-not-now = Bu şu anda yapılamaz.
bg-refuse-bad-cell = Önce tahtadan bir hane seç.
bg-refuse-bad-move = Bu bir pul hamlesi değil: çıkış yeri olarak bir hane ya da bar, varış yeri olarak bir hane ya da toplama belirt.
bg-refuse-bad-snapshot = Kayıtlı masa okunamadı.
bg-refuse-not-your-turn = Sıra sende değil: { $phase ->
    [double_offered] { $name } katlamayı kabul edip etmeyeceğine karar veriyor.
    [resignation_offered] { $name } pes etme teklifine yanıt veriyor.
    [awaiting_roll] { $name } zar atacak.
   *[other] { $name } oynuyor.
}
bg-refuse-roll-first = Önce zar at: Enter tuşuna bas.
bg-refuse-move-first = Zarı zaten attın; pullarını oyna.
bg-refuse-end-turn-first = Hamlen tamamlandı: sıranı bitirmek için Enter, geri almak için U tuşuna bas.
bg-refuse-answer-double = Önce katlamayı Y ile kabul et ya da N ile reddet.
bg-refuse-answer-resignation = Önce pes etme teklifini Y ile kabul et ya da N ile reddet.
bg-refuse-play-complete = Bu turda oynayabileceğin bütün zarları kullandın.
bg-refuse-play-incomplete = Hamlen bitmedi: oynanacak { $dice } zar kaldı.
bg-refuse-bar-first = Barda pulun var: önce rakibinin iç sahasından bir hane seçerek onu oyuna sok.
bg-refuse-no-checker = { $point }. hanede pulun yok.
bg-refuse-not-your-checker = { $point }. hanedeki pullar rakibinin.
bg-refuse-empty-point = { $point }. hane boş.
bg-refuse-no-moves-from = { $point }. hanedeki pulun bu zarlarla geçerli bir hamlesi yok.
bg-refuse-bear-off-not-home = Bütün pulların iç sahana, yani 1 ile 6 arasındaki hanelere gelmeden pul toplayamazsın.
bg-refuse-bear-off-dice-too-small = Zarların { $point }. haneden pul toplamaya yetmiyor.
bg-refuse-bear-off-higher-first = Daha yüksek hanelerde pulun varken { $point }. haneden büyük bir zarla pul toplayamazsın.
bg-refuse-backwards = Pullar iç sahana doğru, daha küçük numaralı hanelere ilerler.
bg-refuse-blocked = { $point }. hane kapalı: rakibinin orada iki ya da daha fazla pulu var.
bg-refuse-no-die = Zarlarından hiçbiri bir pulu { $distance } hane ilerletmiyor.
bg-refuse-no-path = Zarlarınla oraya giden geçerli bir yol yok.
bg-refuse-whole-roll = Bu hamle zarların tamamını oynamanı engeller: yapabiliyorsan iki zarı da, yalnızca biri oynanabiliyorsa büyük olanı kullanmalısın.
bg-refuse-nothing-selected = Seçili pul yok.
bg-refuse-nothing-to-undo = Bu turda geri alınacak hamle yok.
bg-refuse-no-targets = Şu anda gidilecek bir yer yok.
bg-refuse-double-single-game = Tek oyunluk maçta katlama küpü yok.
bg-refuse-double-crawford = Crawford oyununda katlama yapılamaz.
bg-refuse-double-after-roll = Yalnızca zar atmadan önce katlayabilirsin.
bg-refuse-double-opponent-owns = Küp rakibinde; yalnızca o katlayabilir.
bg-refuse-double-maximum = Küp zaten en yüksek değerinde: 64.
bg-refuse-no-double-offered = Katlama teklif edilmedi.
bg-refuse-no-resignation-offered = Pes etme teklifi yapılmadı.
bg-refuse-resign-higher = Teklifin bu turda reddedildi; artık yalnızca daha yüksek bir pes etme teklifi yapabilirsin.
bg-refuse-hints-off = Bu masada ipuçları kapalı.
bg-refuse-hint-not-your-turn = İpuçları yalnızca kendi sırandayken kullanılabilir.
bg-refuse-hint-roll-first = Önce zar at; ipucu, zarlarını nasıl oynayacağını önerir.
bg-refuse-cube-hints-off = Bu masada küp ipuçları kapalı.
bg-refuse-cube-hint-no-cube = Bu oyunda katlama küpü kullanılmıyor.
bg-refuse-cube-hint-not-now = Küp ipuçları zar atmadan önce ve sana katlama teklif edildiğinde kullanılabilir.
bg-refuse-next-game-automatic = Bir oyun bitince sonraki oyun kendiliğinden başlar.
bg-still-holding = { $point } noktasından aldığın pul hâlâ elinde.
