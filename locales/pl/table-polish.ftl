## Rzut rozegrany tylko częściowo

bg-dice-unplayable = { $actor ->
    [you] Nie możesz rozegrać
   *[other] { $name } nie może rozegrać
} { $count ->
    [1] kostki { $die }
   *[other] pozostałych kostek { $die } ({ $count })
}: { $reason ->
    [higher] można rozegrać tylko jedną kostkę, a zasady wymagają wyższej.
    [bar] pionek na bandzie nie może nią wejść.
   *[blocked] żaden dozwolony ruch jej nie używa.
}

## Powroty, oglądanie

room-player-back = { $name } wraca do stołu.
room-watching-from = Oglądasz teraz z miejsca { $number }, od strony gracza { $name }.

## Opcje gospodarza w poczekalni

room-option-choose = { $label }, teraz { $value }: wybierz wartość.
room-option-now = { $label }: { $value }.
