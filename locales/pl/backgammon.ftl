# Stół do backgammona: wszystko, co słyszy gracz lub widz.
# Wspólne argumenty: $actor / $opponent mają wartość "you" lub "other" (stosunek słuchacza do miejsca, które
# działa, i do drugiego miejsca); $name / $opponent_name to nazwy miejsc; $detail to "brief" lub "verbose".

bg-game-name = Backgammon

## Opcje

bg-option-match-length = Długość meczu
bg-option-bot-level = Poziom bota
bg-option-verbose = Szczegółowy komentarz
bg-option-hints = Podpowiedzi
bg-option-cube-hints = Podpowiedzi do kostki dublującej
bg-option-confirm-turn = Potwierdzaj każdą turę (Enter kończy turę, więc ostatni ruch można jeszcze cofnąć)
bg-level-random = Losowy
bg-level-simple = Prosty
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Chaotyczny
bg-option-refused-match-length = Długość meczu musi być liczbą całkowitą od { $minimum } do { $maximum }.
bg-option-refused-bot-level = Nie ma takiego poziomu bota.
bg-option-refused-boolean = Opcja „{ $option ->
    [verbose] Szczegółowy komentarz
    [hints] Podpowiedzi
    [cube_hints] Podpowiedzi do kostki dublującej
   *[confirm_turn] Potwierdzaj każdą turę
}” może być tylko włączona lub wyłączona.
bg-option-refused-unknown = Ten stół nie ma opcji o nazwie { $option }.

## Akcje (menu i pomoc klawiszy)

bg-action-roll = Rzuć kostkami
bg-action-point = Zaznacz lub przesuń pionek
bg-action-move-checker = Przesuń pionek z jednego pola na inne
bg-action-deselect = Odznacz pionek
bg-action-next-target = Następny cel
bg-action-previous-target = Poprzedni cel
bg-action-row-start = Początek rzędu
bg-action-row-end = Koniec rzędu
bg-action-column-top = Góra kolumny
bg-action-column-bottom = Dół kolumny
bg-action-double = Zaproponuj podwojenie
bg-action-take = Przyjmij podwojenie
bg-action-drop = Odrzuć podwojenie
bg-action-undo = Cofnij ostatni ruch
bg-action-end-turn = Zakończ turę
bg-action-resign-single = Poddaj partię (zwykła przegrana)
bg-action-resign-gammon = Poddaj partię (gammon)
bg-action-resign-backgammon = Poddaj partię (backgammon)
bg-action-accept-resignation = Przyjmij poddanie
bg-action-decline-resignation = Odrzuć poddanie
bg-action-hint = Podpowiedź ruchu
bg-action-cube-hint = Podpowiedź do kostki dublującej
bg-action-status-board = Pionki na bandzie i zdjęte
bg-action-status-cube = Kostka dublująca
bg-action-status-pips = Liczba oczek
bg-action-status-score = Wynik meczu
bg-action-status-dice = Pozostałe kostki
bg-action-status-turn = Czyja tura
bg-action-next-game = Następna partia

## Plansza

bg-cell = { $point }{ $count ->
    [0] , puste
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] twój pionek
            [few] twoje pionki
            [many] twoich pionków
           *[other] twojego pionka
        }
       *[other] { $colour ->
            [white] { $count ->
                [one] biały pionek
                [few] białe pionki
                [many] białych pionków
               *[other] białego pionka
            }
           *[red] { $count ->
                [one] czerwony pionek
                [few] czerwone pionki
                [many] czerwonych pionków
               *[other] czerwonego pionka
            }
        } gracza { $name }
    }
}{ $selected ->
    [yes] , zaznaczone
   *[no] {""}
}

## Co się dzieje

bg-colours = { $actor ->
    [you] Grasz { $colour ->
        [white] białymi
       *[red] czerwonymi
    }; { $opponent_name } gra { $opponent_colour ->
        [white] białymi
       *[red] czerwonymi
    }.
   *[other] { $name } gra { $colour ->
        [white] białymi
       *[red] czerwonymi
    }; { $opponent ->
        [you] ty grasz
       *[other] { $opponent_name } gra
    } { $opponent_colour ->
        [white] białymi
       *[red] czerwonymi
    }.
}
bg-game-started = Zaczyna się partia { $number }.
bg-crawford-game = To jest partia Crawforda: nie wolno podwajać.
bg-post-crawford = Partia Crawforda rozegrana: kostka dublująca wraca do gry.
bg-opening-roll = Rzut otwierający: { $actor ->
    [you] wyrzucasz { $die }, { $opponent_name } wyrzuca { $opponent_die }.
   *[other] { $opponent ->
        [you] wyrzucasz { $opponent_die }, { $name } wyrzuca { $die }.
       *[other] { $name } wyrzuca { $die }, { $opponent_name } wyrzuca { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Remis: rzut jeszcze raz.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Zaczynasz, grając { $die1 } i { $die2 }.
   *[other] Zaczyna { $name }, grając { $die1 } i { $die2 }.
}
bg-rolled = { $actor ->
    [you] Wyrzucasz
   *[other] { $name } wyrzuca
} { $die1 } i { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] Nie możesz wejść z bandy przy rzucie { $die1 } i { $die2 } i tracisz turę.
       *[other] { $name } nie może wejść z bandy przy rzucie { $die1 } i { $die2 } i traci turę.
    }
   *[no] { $actor ->
        [you] Nie masz żadnego dozwolonego ruchu przy rzucie { $die1 } i { $die2 } i tracisz turę.
       *[other] { $name } nie ma żadnego dozwolonego ruchu przy rzucie { $die1 } i { $die2 } i traci turę.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Wchodzisz z bandy na pole { $to }
       *[other] { $name } wchodzi z bandy na pole { $to }
    }
    [bear-off] { $actor ->
        [you] Zdejmujesz pionek z pola { $from }
       *[other] { $name } zdejmuje pionek z pola { $from }
    }
   *[move] { $actor ->
        [you] Przesuwasz pionek z { $from } na { $to }
       *[other] { $name } przesuwa pionek z { $from } na { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , zbijając twój pionek
       *[other] , zbijając pionek gracza { $opponent_name }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , a pole { $from } zostaje puste
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Cofasz ruch z { $from } na { $to }.
   *[other] { $name } cofa ruch z { $from } na { $to }.
}
bg-play-finished = Liczba oczek: { $actor ->
    [you] ty { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] ty
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Twoja tura.
   *[other] Tura gracza { $name }.
}
bg-double-offered = { $actor ->
    [you] Proponujesz podwojenie do { $value }.
   *[other] { $name } proponuje podwojenie do { $value }.{ $opponent ->
        [you] {" "}Naciśnij Y, aby przyjąć, lub N, aby odrzucić.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Przyjmujesz; kostka dublująca o wartości { $value } jest teraz twoja.
   *[other] { $name } przyjmuje i przejmuje kostkę dublującą o wartości { $value }.
}
bg-double-dropped = { $actor ->
    [you] Odrzucasz podwojenie.
   *[other] { $name } odrzuca podwojenie.
}
bg-resign-offered = { $actor ->
    [you] Proponujesz
   *[other] { $name } proponuje
} poddanie partii: { $kind ->
    [single] zwykła przegrana
    [gammon] gammon
   *[backgammon] backgammon
}, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.{ $opponent ->
    [you] {" "}Naciśnij Y, aby przyjąć, lub N, aby odrzucić.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Przyjmujesz poddanie.
   *[other] { $name } przyjmuje poddanie.
}
bg-resign-declined = { $actor ->
    [you] Odrzucasz poddanie; gra toczy się dalej.
   *[other] { $name } odrzuca poddanie; gra toczy się dalej.
}
bg-game-won = { $actor ->
    [you] Wygrywasz
   *[other] { $name } wygrywa
} partię{ $how ->
    [resigned] {" "}przez poddanie
    [dropped] {" "}po odrzuceniu podwojenia
   *[played] {""}
}: { $kind ->
    [single] zwykła wygrana
    [gammon] gammon
   *[backgammon] backgammon
}, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}.
bg-score-now = Wynik meczu do { $length }: { $actor ->
    [you] ty { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] ty { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Wygrywasz mecz
   *[other] { $name } wygrywa mecz
}{ $how ->
    [resigned] {" "}przez poddanie, przy stanie { $score } do { $opponent_score }.
    [time] {" "}na czas, przy stanie { $score } do { $opponent_score }.
   *[played] {" "}{ $score } do { $opponent_score }.
}

## Odpowiedzi tylko dla pytającego

bg-selected = Pole { $point } zaznaczone ({ $count ->
    [one] { $count } pionek
    [few] { $count } pionki
    [many] { $count } pionków
   *[other] { $count } pionka
}).
bg-deselected = Odznaczono pionek.
bg-play-complete = Ruch jest kompletny. Naciśnij Enter, aby zakończyć turę, lub U, aby cofnąć.
bg-hint-header = { $count ->
    [0] Brak dozwolonych ruchów.
    [one] Jeden dozwolony ruch:
    [few] { $count } dozwolone ruchy. Propozycje:
    [many] { $count } dozwolonych ruchów. Propozycje:
   *[other] { $count } dozwolonego ruchu. Propozycje:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] banda
    [off] zejście
   *[other] { $point }
}
bg-cube-hint-rules = Podpowiedź do kostki dublującej wymaga silnika; na razie wyścig: liczba oczek — ty { $pips }, przeciwnik { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Możesz teraz podwoić.
       *[no] {" "}Nie możesz teraz podwoić.
    }
   *[take] {" "}Musisz przyjąć lub odrzucić podwojenie.
}

## Klawisze stanu

bg-status-board = Na bandzie: { $actor ->
    [you] ty
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] ty
   *[other] { $opponent_name }
} { $opponent_bar }. Zdjęte: { $actor ->
    [you] ty
   *[other] { $name }
} { $off }, { $opponent ->
    [you] ty
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] W pojedynczej partii nie ma kostki dublującej.
    [crawford] Partia Crawforda: kostka dublująca nie jest używana.
    [centred] Kostka dublująca leży na środku, ma wartość { $value }.
   *[owned] Kostka dublująca ma wartość { $value } i należy do { $owner ->
        [you] ciebie
       *[other] gracza { $owner_name }
    }.
}
bg-status-pips = Liczba oczek: { $actor ->
    [you] ty
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] ty
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Mecz do { $length }: { $actor ->
    [you] ty
   *[other] { $name }
} { $score }, { $opponent ->
    [you] ty
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}To jest partia Crawforda.
   *[no] {""}
}
bg-status-dice = Pozostałe kostki: { $count ->
    [1] { $die1 }.
    [2] { $die1 } i { $die2 }.
    [3] { $die1 }, { $die2 } i { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } i { $die4 }.
}
bg-status-dice-none = Teraz nie ma kostek do zagrania.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Twoja kolej na rzut.
        [moving] Twoja kolej na ruch.
        [double_offered] Musisz przyjąć lub odrzucić podwojenie.
        [resignation_offered] Musisz przyjąć lub odrzucić poddanie.
       *[other] Twoja tura.
    }
   *[other] { $phase ->
        [awaiting_roll] Rzuca { $name }.
        [moving] Ruch wykonuje { $name }.
        [double_offered] { $name } musi przyjąć lub odrzucić podwojenie.
        [resignation_offered] { $name } musi przyjąć lub odrzucić poddanie.
       *[other] Tura gracza { $name }.
    }
}
bg-status-turn-not-started = Partia jeszcze się nie zaczęła.
bg-status-turn-over = Mecz zakończony; { $actor ->
    [you] wygrywasz.
   *[other] wygrywa { $name }.
}

## Odmowy: dlaczego czegoś nie można teraz zrobić

bg-refuse-already-started = Partia już się zaczęła.
bg-refuse-not-started = Partia jeszcze się nie zaczęła.
bg-refuse-match-over = Mecz jest zakończony.
bg-refuse-spectator = Widzowie nie mogą grać; grają tylko osoby siedzące przy stole.
bg-refuse-bad-viewer = Przy tym stole nie ma takiego miejsca.
bg-refuse-seat-names = Stół do backgammona wymaga dokładnie dwóch graczy.
bg-refuse-unknown-action = Ten stół nie zna takiej czynności.
bg-refuse-not-offered = To nie jest tutaj dostępne.
bg-refuse-not-now = Tego nie można teraz zrobić.
bg-refuse-bad-cell = Najpierw wybierz pole na planszy.
bg-refuse-bad-move = To nie jest ruch pionkiem: podaj, skąd (pole lub banda) i dokąd (pole lub zdjęcie z planszy).
bg-refuse-bad-snapshot = Nie udało się odczytać zapisanego stołu.
bg-refuse-not-your-turn = To nie twoja tura: { $phase ->
    [double_offered] czekamy, aż { $name } przyjmie lub odrzuci podwojenie.
    [resignation_offered] czekamy, aż { $name } odpowie na poddanie.
    [awaiting_roll] czekamy, aż { $name } rzuci kostkami.
   *[other] czekamy, aż { $name } wykona ruch.
}
bg-refuse-roll-first = Najpierw rzuć kostkami: naciśnij Enter.
bg-refuse-move-first = Kostki są już rzucone; przesuń swoje pionki.
bg-refuse-end-turn-first = Ruch jest kompletny: naciśnij Enter, aby zakończyć turę, lub U, aby cofnąć.
bg-refuse-answer-double = Najpierw przyjmij podwojenie klawiszem Y albo odrzuć je klawiszem N.
bg-refuse-answer-resignation = Najpierw przyjmij poddanie klawiszem Y albo odrzuć je klawiszem N.
bg-refuse-play-complete = W tej turze nie ma już kostek, które dałoby się wykorzystać.
bg-refuse-play-incomplete = Ruch nie jest skończony: { $dice ->
    [one] została jeszcze jedna kostka
    [few] zostały jeszcze { $dice } kostki
    [many] zostało jeszcze { $dice } kostek
   *[other] zostało jeszcze { $dice } kostki
} do zagrania.
bg-refuse-bar-first = Masz pionek na bandzie: najpierw wprowadź go do gry, wybierając pole w domu przeciwnika.
bg-refuse-no-checker = Nie masz pionka na polu { $point }.
bg-refuse-not-your-checker = Pionki na polu { $point } należą do przeciwnika.
bg-refuse-empty-point = Pole { $point } jest puste.
bg-refuse-no-moves-from = Pionek z pola { $point } nie ma dozwolonego ruchu przy tych kostkach.
bg-refuse-bear-off-not-home = Pionki można zdejmować dopiero wtedy, gdy wszystkie twoje pionki są w domu, na polach od 1 do 6.
bg-refuse-bear-off-dice-too-small = Twoje kostki są za niskie, by zdjąć pionek z pola { $point }.
bg-refuse-bear-off-higher-first = Nie możesz zdjąć pionka z pola { $point } wyższą kostką, dopóki masz pionki na wyższych polach.
bg-refuse-backwards = Pionki idą w stronę twojego domu, na pola o niższych numerach.
bg-refuse-blocked = Pole { $point } jest zablokowane: przeciwnik ma tam co najmniej dwa pionki.
bg-refuse-no-die = Żadna z twoich kostek nie przesuwa pionka o { $distance ->
    [one] { $distance } pole
    [few] { $distance } pola
    [many] { $distance } pól
   *[other] { $distance } pola
}.
bg-refuse-no-path = Przy twoich kostkach nie prowadzi tam żadna dozwolona droga.
bg-refuse-whole-roll = Ten ruch nie pozwoliłby zagrać całego rzutu: trzeba wykorzystać obie kostki, jeśli się da, albo wyższą, jeśli można zagrać tylko jedną.
bg-refuse-nothing-selected = Żaden pionek nie jest zaznaczony.
bg-refuse-nothing-to-undo = W tej turze nie ma ruchu do cofnięcia.
bg-refuse-no-targets = Teraz nie ma dokąd się ruszyć.
bg-refuse-double-single-game = W pojedynczej partii nie ma kostki dublującej.
bg-refuse-double-crawford = W partii Crawforda nie wolno podwajać.
bg-refuse-double-after-roll = Podwojenie można zaproponować tylko przed rzutem.
bg-refuse-double-opponent-owns = Kostka dublująca należy do przeciwnika; tylko jej posiadacz może podwoić.
bg-refuse-double-maximum = Kostka dublująca ma już najwyższą wartość, 64.
bg-refuse-no-double-offered = Nikt nie zaproponował podwojenia.
bg-refuse-no-resignation-offered = Nikt nie zaproponował poddania.
bg-refuse-resign-higher = Twoja propozycja została w tej turze odrzucona; teraz możesz zaproponować tylko poddanie za więcej punktów.
bg-refuse-hints-off = Podpowiedzi są przy tym stole wyłączone.
bg-refuse-hint-not-your-turn = Podpowiedzi są dostępne w twojej turze.
bg-refuse-hint-roll-first = Najpierw rzuć kostkami; podpowiedź sugeruje, jak je zagrać.
bg-refuse-cube-hints-off = Podpowiedzi do kostki dublującej są przy tym stole wyłączone.
bg-refuse-cube-hint-no-cube = W tej partii kostka dublująca nie jest w grze.
bg-refuse-cube-hint-not-now = Podpowiedzi do kostki dublującej są dostępne przed rzutem i wtedy, gdy dostajesz propozycję podwojenia.
bg-refuse-next-game-automatic = Następna partia zaczyna się sama, gdy kończy się poprzednia.
bg-still-holding = Nadal trzymasz pionek podniesiony z pola { $point }.
