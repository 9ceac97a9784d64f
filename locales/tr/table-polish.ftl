## Yalnızca bir kısmı oynanan zar

bg-dice-unplayable = { $actor ->
    [you] Oynayamadığınız zar
   *[other] { $name } oyuncusunun oynayamadığı zar
} { $count ->
    [1] { $die }
   *[other] kalan { $die } zarları ({ $count })
}: { $reason ->
    [higher] yalnızca bir zar oynanabiliyor ve kurallar büyük olanı istiyor.
    [bar] bardaki bir pul bu zarla giremiyor.
   *[blocked] hiçbir geçerli hamle bu zarı kullanmıyor.
}

## Geri dönmek, izlemek

room-player-back = { $name } geri döndü.
room-watching-from = Artık { $number }. koltuktan, { $name } tarafından izliyorsunuz.

## Bekleme odasında ev sahibinin seçenekleri

room-option-choose = { $label }, şu an { $value }: bir değer seçin.
room-option-now = { $label }: { $value }.
