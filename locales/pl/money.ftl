# Gra na pieniądze: sesja partii, każda liczona razy wartość kostki, z regułą Jacoby'ego, beaverami i automatycznymi dubletami.

## Options

money-option-money = Gra na pieniądze zamiast meczu (partie, aż któryś gracz skończy)
money-option-jacoby = Reguła Jacoby'ego w grze na pieniądze (gammony liczą się dopiero po obróceniu kostki)
money-option-beavers = Beavery w grze na pieniądze (gracz, któremu zaproponowano dublet, może od razu redublować i zatrzymać kostkę)
money-option-auto-doubles = Automatyczne dublety w grze na pieniądze, najwyżej na partię (0 to wyłączone)
money-option-refused-auto-doubles = Automatyczne dublety muszą być liczbą całkowitą od { $minimum } do { $maximum }.
money-option-refused-boolean = { $option ->
    [money] Gra na pieniądze
    [jacoby] Reguła Jacoby'ego
   *[beavers] Beavery
} musi być włączona lub wyłączona.

## Actions

bg-action-beaver = Beaver: przyjmij i od razu redubluj, zatrzymując kostkę
bg-action-play-on = Zagraj kolejną partię
bg-action-stop-session = Zakończ sesję

## What happens

money-automatic-double = Kostki otwarcia są równe: automatyczny dublet. Kostka dublująca ma teraz { $value } i nadal leży na środku.
money-beavered = { $actor ->
    [you] Robisz beavera: przyjmujesz, od razu redublujesz do { $value } i zatrzymujesz kostkę.
   *[other] { $name } robi beavera: przyjmuje, od razu redubluje do { $value } i zatrzymuje kostkę.{ $opponent ->
        [you] {" "}Naciśnij Y, aby przyjąć, lub N, aby odrzucić.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Przyjmujesz beavera; kostka ma { $value } i zostaje u gracza { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } przyjmuje beavera; kostka ma { $value } i zostaje u ciebie.
       *[other] { $name } przyjmuje beavera; kostka ma { $value } i zostaje u gracza { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] Kostka nie została obrócona, więc według reguły Jacoby'ego gammon liczy się jak zwykła partia.
   *[backgammon] Kostka nie została obrócona, więc według reguły Jacoby'ego backgammon liczy się jak zwykła partia.
}
money-total-now = Sesja na pieniądze: { $actor ->
    [you] ty { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] ty { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Remis.
    [actor] { $actor ->
        [you] Prowadzisz o { $margin }.
       *[other] { $name } prowadzi o { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Prowadzisz o { $margin }.
       *[other] { $opponent_name } prowadzi o { $margin }.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Kolejna partia? Naciśnij Y lub Enter, aby grać dalej, N, aby zakończyć sesję.
       *[other] Gracze wybierają teraz, czy zagrać kolejną partię.
    }
   *[you] Kolejna partia? Naciśnij Y lub Enter, aby grać dalej, N, aby zakończyć sesję.
}
money-playing-on = { $actor ->
    [you] Chcesz kolejnej partii.
   *[other] { $name } chce kolejnej partii.
}
money-session-ended = { $actor ->
    [you] Kończysz sesję.
   *[other] { $name } kończy sesję.
} Wynik końcowy: { $actor ->
    [you] ty { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] ty { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Remis.
    [actor] { $actor ->
        [you] Wygrywasz { $margin } pkt.
       *[other] { $name } wygrywa { $margin } pkt.
    }
   *[opponent] { $opponent ->
        [you] Wygrywasz { $margin } pkt.
       *[other] { $opponent_name } wygrywa { $margin } pkt.
    }
}

## Status and advice

money-status-total = Sesja na pieniądze, { $games ->
    [one] rozegrano jedną partię
    [few] rozegrano { $games } partie
   *[other] rozegrano { $games } partii
}: { $actor ->
    [you] ty { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] ty { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Remis.
    [actor] { $actor ->
        [you] Prowadzisz o { $margin }.
       *[other] { $name } prowadzi o { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Prowadzisz o { $margin }.
       *[other] { $opponent_name } prowadzi o { $margin }.
    }
}
money-status-session-over = Sesja na pieniądze jest zakończona.
money-status-between-games = { $count ->
    [one] Między partiami: czekamy, aż { $name } zagra dalej lub skończy.
   *[other] Między partiami: czekamy, aż obaj gracze zagrają dalej lub skończą.
}
money-cube-equities = Equity w grze na pieniądze przy kostce 1: bez dubletu { $no_double }, dublet przyjęty { $double_take }, dublet odrzucony { $double_pass }.
money-cube-advice-beaver = Rada dotycząca kostki: beaver (naciśnij B): jesteś faworytem, więc przyjmij i od razu redubluj, zatrzymując kostkę.
money-cube-advice-take-beaver = Rada dotycząca kostki: przyjmij beavera; odrzucenie kosztuje teraz podwojoną stawkę.
money-cube-advice-drop-beaver = Rada dotycząca kostki: odrzuć beavera; gra dalej o poczwórną stawkę kosztuje więcej niż podwojona stawka.

## Refusals

money-refuse-beaver-off = Przy tym stole beavery są niedozwolone.
money-refuse-beaver-no-double = Nie ma dubletu, na który można zrobić beavera.
money-refuse-beaver-maximum = Beaver podniósłby kostkę powyżej 64.
money-refuse-already-playing-on = Już poprosiłeś o kolejną partię; czekamy na przeciwnika.
money-refuse-between-games = Partia się skończyła: naciśnij Y lub Enter, aby zagrać kolejną, N, aby zakończyć sesję.
money-refuse-not-between-games = To jest możliwe tylko między partiami sesji na pieniądze.

## Past matches and the profile

money-archive-session = sesja na pieniądze
money-profile-none = Jeszcze żadnej sesji na pieniądze.
money-profile = Rozegrane sesje na pieniądze: { $sessions }: wygrane { $won }, przegrane { $lost }, bez zwycięzcy { $level }; punkty wygrane minus przegrane: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Zakończ sesję teraz
money-action-confirm-resign-match = Tak, zakończ sesję
money-action-status-score = Wynik sesji
money-resign-match-confirm = Zakończyć sesję teraz? { $opponent_name } wygrywa trwającą partię jako pojedynczą razy wartość kostki dublującej. Stan sesji: ty { $score }, { $opponent_name } { $opponent_score }. Naciśnij Y, aby zakończyć sesję, lub N, aby grać dalej.
money-timed-out = { $actor ->
    [you] Twój czas się skończył: sesja dobiegła końca.
   *[other] Czas gracza { $name } się skończył: sesja dobiegła końca.
}
