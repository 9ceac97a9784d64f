## Rzut rozegrany tylko częściowo

bg-dice-unplayable = { $actor ->
    [you] Nie możesz rozegrać
   *[other] { $name } nie może rozegrać
} { $count ->
    [1] kostki { $die }: { $reason ->
        [higher] można rozegrać tylko jedną kostkę, a zasady wymagają wyższej.
        [bar] pionek na bandzie nie może nią wejść.
       *[blocked] żaden dozwolony ruch jej nie używa.
    }
   *[other] kolejnych ruchów o { $die } (zostało { $count }): { $reason ->
        [higher] można rozegrać tylko jedną kostkę, a zasady wymagają wyższej.
        [bar] pionek na bandzie nie może wejść za { $die }.
       *[blocked] nie został żaden dozwolony ruch o { $die }.
    }
}

## Powroty, oglądanie

room-player-back = { $name } wraca do stołu.
room-watching-from = Oglądasz teraz z miejsca { $number }, od strony gracza { $name }.

## Opcje gospodarza w poczekalni

room-option-choose = { $label }, teraz { $value }: wybierz wartość.
room-option-now = { $label }: { $value }.


## Podpowiedzi

bg-hint-header-simple = { $count ->
    [0] Brak dozwolonych ruchów.
    [one] Jeden dozwolony ruch:
   *[other] Dozwolone ruchy: { $count }, najlepszy pierwszy według bota Simple (silnik nie odpowiedział):
}
bg-cube-advice = Rada dotycząca kostki dublującej: { $situation ->
    [take] { $advice ->
        [take] przyjmij dublet.
       *[drop] odrzuć dublet.
    }
   *[double] { $advice ->
        [double-take] dubluj teraz; przeciwnik powinien przyjąć.
        [double-drop] dubluj teraz; przeciwnik powinien odrzucić, a gra będzie twoja.
        [no-double] jeszcze nie dubluj; rzucaj.
       *[cannot] { $reason ->
            [opponent-owns] nie możesz dublować, kostka należy do przeciwnika; rzucaj.
            [maximum] kostka ma już najwyższą wartość; rzucaj.
            [crawford] w grze Crawforda się nie dubluje; rzucaj.
           *[dead] przy tym wyniku dublowanie nic ci nie da (kostka jest martwa); rzucaj.
        }
    }
}


## Poddanie całego meczu

bg-action-resign-match = Poddaj cały mecz
bg-action-confirm-resign-match = Tak, poddaj cały mecz
bg-action-cancel-resign-match = Nie, graj dalej
bg-resign-match-confirm = Poddać cały mecz? Wygra go { $opponent_name }; wynik to { $score } do { $opponent_score }, mecz do { $length }. Naciśnij Y, aby poddać mecz, albo N, aby grać dalej.
bg-resign-match-cancelled = Grasz dalej.
bg-match-resigned = { $actor ->
    [you] Poddajesz mecz.
   *[other] { $name } poddaje mecz.
}
bg-refuse-resign-match-not-asked = Najpierw wybierz poddanie całego meczu; zostaniesz poproszony o potwierdzenie.
