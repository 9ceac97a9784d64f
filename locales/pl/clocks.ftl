## Zegary tury: opcja gospodarza, klawisze Shift+T (pozostały czas) i Shift+M (więcej czasu), ostrzeżenia, przegrana na czas

clock-option = Zegar tury
clock-setting-off = Wyłączony
clock-setting-fast = Szybki: { $delay } sekund na ruch, { $reserve } minuta rezerwy na partię
clock-setting-standard = Standardowy: { $delay } sekund na ruch, { $reserve } minuty rezerwy na partię
clock-setting-relaxed = Spokojny: { $delay } sekund na ruch, { $reserve } minut rezerwy na partię
clock-setting-generous = Hojny: { $delay } minuta na ruch, { $reserve } minut rezerwy na partię

clock-action-time-left = Pozostały czas na zegarach
clock-action-more-time = Poproś o więcej czasu
bg-action-time-out = Przegrana na czas

clock-warning = Na twoim zegarze { $seconds ->
    [one] została { $seconds } sekunda.
    [few] zostały { $seconds } sekundy.
   *[other] zostało { $seconds } sekund.
} { $more ->
    [0] Nie możesz już prosić o więcej czasu.
   *[other] Naciśnij Shift+M, aby dostać więcej czasu.
}
clock-time-left = { $actor ->
    [you] Twój zegar
   *[other] Zegar gracza { $name }
}: { $minutes ->
    [0] {""}
    [one] { $minutes } minuta{" "}
    [few] { $minutes } minuty{" "}
   *[other] { $minutes } minut{" "}
}{ $seconds ->
    [one] { $seconds } sekunda
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
}{ $state ->
    [running] , biegnie
    [paused] , zatrzymany podczas nieobecności
    [untimed] , bez zegara: gra bot
   *[waiting] {""}
}; { $more ->
    [0] nie zostały żadne prośby o czas.
    [one] została { $more } prośba o czas.
    [few] zostały { $more } prośby o czas.
   *[other] zostało { $more } próśb o czas.
}
clock-more-time-given = Więcej czasu: twój zegar ma { $minutes ->
    [0] {""}
    [one] { $minutes } minutę{" "}
    [few] { $minutes } minuty{" "}
   *[other] { $minutes } minut{" "}
}{ $seconds ->
    [one] { $seconds } sekundę
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
}. { $more ->
    [0] To była twoja ostatnia prośba.
    [one] Została { $more } prośba.
    [few] Zostały { $more } prośby.
   *[other] Zostało { $more } próśb.
}
clock-more-time-taken = { $name } prosi o więcej czasu na zegarze.
clock-no-more-time = Nie masz już próśb o więcej czasu.
clock-more-time-players-only = Tylko gracz może prosić o więcej czasu, w trakcie meczu.
clock-none = Przy tym stole nie ma zegara tury.
clock-match-timed = Ten mecz jest grany z zegarem tury: Shift+T podaje pozostały czas, Shift+M prosi o więcej czasu.
clock-absent-clock-runs = { $name } nie wrócił. Jego zegar biegnie, gdy jest jego tura.
clock-timed-out = { $actor ->
    [you] Skończył ci się czas i przegrywasz mecz.
   *[other] Graczowi { $name } skończył się czas i przegrywa mecz.
}
clock-untimed = { $turn ->
    [yes] Teraz ruch: { $name }, bez zegara: boty grają bez limitu czasu.
   *[no] { $name }: bez zegara, boty grają bez limitu czasu.
}
