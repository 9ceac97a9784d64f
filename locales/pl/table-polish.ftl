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
