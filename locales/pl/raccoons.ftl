# Raccoony (gracz, który dostał beavera, przyjmuje go i od razu redubluje, a kostka zostaje u autora beavera) oraz poczwórna przegrana (backgammon z pionem wciąż na bandzie liczy się jako czterokrotność kostki).

## Options

raccoon-option-raccoons = Raccoony w grze na pieniądze, najwyżej na partię (0 to wyłączone; wymagają beaverów)
raccoon-option-quadruple = Poczwórna przegrana: backgammon z pionem wciąż na bandzie liczy się jako czterokrotność kostki
raccoon-option-refused-raccoons = Liczba raccoonów musi być liczbą całkowitą od { $minimum } do { $maximum }.
raccoon-option-refused-quadruple = Poczwórna przegrana musi być włączona lub wyłączona.

## Actions

bg-action-raccoon = Raccoon: przyjmij beavera i od razu redubluj, kostka zostaje u przeciwnika

## What happens

raccoon-raccooned = { $actor ->
    [you] Robisz raccoona: przyjmujesz beavera i od razu redublujesz do { $value }; kostka zostaje u gracza { $opponent_name }.
   *[other] { $name } robi raccoona: przyjmuje beavera i od razu redubluje do { $value }; kostka zostaje tam, gdzie jest.{ $opponent ->
        [you] {" "}Naciśnij Y, aby przyjąć, lub N, aby odrzucić.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Przyjmujesz raccoona i zatrzymujesz kostkę, teraz na { $value }.
   *[other] { $name } przyjmuje raccoona i zatrzymuje kostkę, teraz na { $value }.
}
raccoon-quadruple-loss = Pion wciąż jest na bandzie: przy poczwórnej przegranej backgammon liczy się jako czterokrotność kostki { $cube }.

## Advice

raccoon-cube-advice-raccoon = Porada dotycząca kostki: raccoon (naciśnij R): beaver to błąd, więc przyjmij go i od razu redubluj; kostka zostaje u przeciwnika.

## Refusals

raccoon-refuse-off = Przy tym stole raccoony są niedozwolone.
raccoon-refuse-no-beaver = Nie ma beavera, na który możesz odpowiedzieć raccoonem.
raccoon-refuse-limit = Limit raccoonów na partię: { $limit }, już wykorzystany.
raccoon-refuse-maximum = Raccoon podniósłby kostkę powyżej 64.
