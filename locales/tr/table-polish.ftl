## Yalnızca bir kısmı oynanan zar

bg-dice-unplayable = { $count ->
    [1] { $actor ->
        [you] Oynayamadığınız zar
       *[other] { $name } oyuncusunun oynayamadığı zar
    } { $die }: { $reason ->
        [higher] yalnızca bir zar oynanabiliyor ve kurallar büyük olanı istiyor.
        [bar] bardaki bir pul bu zarla giremiyor.
       *[blocked] hiçbir geçerli hamle bu zarı kullanmıyor.
    }
   *[other] { $actor ->
        [you] { $die } ile kalan { $count } hamlenizi oynayamıyorsunuz
       *[other] { $name }, { $die } ile kalan { $count } hamlesini oynayamıyor
    }: { $reason ->
        [higher] yalnızca bir zar oynanabiliyor ve kurallar büyük olanı istiyor.
        [bar] bardaki bir pul { $die } ile giremiyor.
       *[blocked] { $die } için geçerli hamle kalmadı.
    }
}

## Geri dönmek, izlemek

room-player-back = { $name } geri döndü.
room-watching-from = Artık { $number }. koltuktan, { $name } tarafından izliyorsunuz.

## Bekleme odasında ev sahibinin seçenekleri

room-option-choose = { $label }, şu an { $value }: bir değer seçin.
room-option-now = { $label }: { $value }.


## İpuçları

bg-hint-header-simple = { $count ->
    [0] Geçerli hamle yok.
    [one] Tek geçerli hamle:
   *[other] { $count } geçerli hamle, Simple botunun değerlendirmesine göre en iyisi önce (motor yanıt vermedi):
}
bg-cube-advice = Küp önerisi: { $situation ->
    [take] { $advice ->
        [take] katlamayı kabul edin.
       *[drop] katlamayı reddedin.
    }
   *[double] { $advice ->
        [double-take] şimdi katlayın; rakibiniz kabul etmeli.
        [double-drop] şimdi katlayın; rakibiniz reddetmeli ve oyun sizin olur.
        [no-double] henüz katlamayın; zar atın.
       *[cannot] { $reason ->
            [opponent-owns] katlayamazsınız, küp rakibinizde; zar atın.
            [maximum] küp en yüksek değerinde; zar atın.
            [crawford] Crawford oyununda katlama yapılmaz; zar atın.
           *[dead] bu skorda katlamak size hiçbir şey kazandırmaz (küp ölü); zar atın.
        }
    }
}


## Tüm maçtan çekilmek

bg-action-resign-match = Tüm maçtan çekil
bg-action-confirm-resign-match = Evet, tüm maçtan çekil
bg-action-cancel-resign-match = Hayır, oynamaya devam et
bg-resign-match-confirm = Tüm maçtan çekilinsin mi? Maçı { $opponent_name } kazanır; skor { $score }-{ $opponent_score }, maç { $length } sayılık. Maçtan çekilmek için Y'ye, oynamaya devam etmek için N'ye basın.
bg-resign-match-cancelled = Oynamaya devam ediyorsunuz.
bg-match-resigned = { $actor ->
    [you] Maçtan çekildiniz.
   *[other] { $name } maçtan çekildi.
}
bg-refuse-resign-match-not-asked = Önce tüm maçtan çekilmeyi seçin; onaylamanız istenecek.
