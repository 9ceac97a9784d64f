# Turnieje: zapisy, pary i wyniki każdej rundy, drabinka, tabela i miejsca.

tournament-format = { $format ->
    [swiss] system szwajcarski
    [round-robin] każdy z każdym
   *[knockout] system pucharowy
}

## Zapisy i start
tournament-joined = { $name } dołącza do turnieju: zajęte miejsca { $count } z { $places }.
tournament-left-before-start = { $name } opuszcza turniej: zajęte miejsca { $count } z { $places }.
tournament-you-left = Opuszczasz turniej.
tournament-join-refused = { $reason ->
    [full] Turniej jest pełny.
    [started] Turniej już się zaczął.
   *[already] Już jesteś w tym turnieju.
}
tournament-start-refused = { $reason ->
    [organiser] Tylko organizator może rozpocząć turniej.
    [too-few] Do rozpoczęcia turnieju potrzeba co najmniej dwóch graczy.
   *[started] Turniej już się zaczął.
}
tournament-started = { $name } się zaczyna: { $format }, graczy: { $players }, rund: { $rounds }.
tournament-not-started = Turniej się nie zaczął: zajęte miejsca { $count } z { $places }.

## Każda runda
tournament-round-paired = Runda { $round } z { $rounds } ma pary; meczów: { $matches }.
tournament-your-match = Runda { $round } z { $rounds }: grasz z { $opponent }, mecz do { $length } { $length ->
    [one] punktu
   *[other] punktów
}. Twój stół jest otwarty: przyjdź w ciągu { $minutes } { $minutes ->
    [one] minuty
   *[other] minut
}, inaczej przegrasz mecz walkowerem.
tournament-your-bye = Runda { $round } z { $rounds }: pauzujesz, co liczy się jako wygrana.
tournament-result = Runda { $round }, mecz { $match }: { $how ->
    [resigned] { $winner } pokonuje { $loser } { $winner_points } do { $loser_points }; { $loser } się poddał.
    [forfeit] { $winner } wygrywa walkowerem, { $winner_points } do { $loser_points }: { $loser } opuścił turniej.
    [no-show] { $winner } wygrywa walkowerem: { $loser } nie przyszedł do stołu na czas.
    [seeded] { $winner } przechodzi dalej jako wyżej rozstawiony; { $loser } odpada. Żaden z nich nie grał.
   *[played] { $winner } pokonuje { $loser } { $winner_points } do { $loser_points }.
}
tournament-both-lost = Runda { $round }, mecz { $match }: ani { $first }, ani { $second } nie przyszli do stołu na czas; obaj przegrywają mecz.
tournament-you-are-out = Odpadasz z turnieju, pokonany w rundzie { $round } z { $rounds }.
tournament-you-did-not-come = Nie przyszedłeś do swojego stołu na czas w rundzie { $round } i przegrywasz ten mecz walkowerem.
tournament-withdrawn = { $name } opuścił turniej.
tournament-round-goes-on = Runda { $round } trwa; meczów jeszcze w toku: { $playing }. { $last ->
    [yes] Miejsca będą znane, gdy się skończą.
   *[no] Pary następnej rundy powstaną, gdy się skończą.
}
tournament-won = Turniej { $name } się skończył: wygrywa { $winner }!
tournament-your-place = { $shared ->
    [yes] Kończysz ex aequo na miejscu { $place } z { $players }.
   *[no] Kończysz na miejscu { $place } z { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] sekunda
        [few] sekundy
       *[other] sekund
    }
   *[minutes] { $count } { $count ->
        [one] minuta
        [few] minuty
       *[other] minut
    }
}
tournament-waiting-for = { $opponent } nie siedzi jeszcze przy twoim stole: na przyjście zostało { $left }, inaczej wygrasz mecz walkowerem.
tournament-opponent-waiting = { $opponent } siedzi przy waszym stole rundy { $round } i czeka na ciebie: na przyjście zostało { $left }, inaczej przegrasz mecz walkowerem.

## Drabinka, jeden wiersz na mecz
tournament-line-waiting = Runda { $round } z { $rounds }, mecz { $match }: { $first } przeciw { $second }, czeka na graczy, na przyjście zostało { $left }
tournament-line-playing = Runda { $round } z { $rounds }, mecz { $match }: { $first } { $first_points }, { $second } { $second_points }, w toku
tournament-line-won = Runda { $round } z { $rounds }, mecz { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] wygrał { $winner } po poddaniu
    [forfeit] wygrał { $winner } walkowerem
    [no-show] wygrał { $winner } walkowerem
   *[played] wygrał { $winner }
}
tournament-line-both-lost = Runda { $round } z { $rounds }, mecz { $match }: { $first } przeciw { $second }, obaj przegrali walkowerem
tournament-line-bye = Runda { $round } z { $rounds }, mecz { $match }: { $name }, pauza
tournament-line-later = Runda { $round } z { $rounds }, mecz { $match }: zwycięzca meczu { $first_match } przeciw zwycięzcy meczu { $second_match } z rundy { $previous }
tournament-line-unpaired = Runda { $round } z { $rounds }: pary powstaną po końcu rundy { $previous }

## Tabela
tournament-standing = { $left ->
    [yes] { $place }. { $name }, opuścił turniej: wygrane { $wins }, przegrane { $losses }, punkty { $won } do { $lost }, wygrane rywali { $buchholz }
   *[no] { $place }. { $name }: wygrane { $wins }, przegrane { $losses }, punkty { $won } do { $lost }, wygrane rywali { $buchholz }
}
tournament-standing-knockout = { $name }, rozstawienie { $seed }: { $state ->
    [winner] zwycięzca
    [out] odpadł w rundzie { $round }
    [left] wycofał się w rundzie { $round }
   *[in] wciąż w grze
}

## Mój następny mecz, i kto jest wciąż w grze
tournament-next-not-in = Nie grasz w tym turnieju.
tournament-next-open = Twój mecz: runda { $round } z { $rounds }, z { $opponent }, do { $length } { $length ->
    [one] punktu
   *[other] punktów
}; twój stół jest otwarty: zostało { $left } na przyjście, inaczej przegrasz mecz walkowerem.
tournament-next-playing = Twój mecz: runda { $round } z { $rounds }, z { $opponent }, do { $length } { $length ->
    [one] punktu
   *[other] punktów
}; ty { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Pauzujesz w rundzie { $round } z { $rounds }.
tournament-next-waiting = Twój mecz rundy { $round } się skończył; meczów jeszcze w toku: { $playing }. { $last ->
    [yes] Miejsca będą znane, gdy się skończą.
   *[no] Twój następny mecz zostanie dobrany, gdy się skończą.
}
tournament-next-out = Odpadłeś z turnieju.
tournament-next-over = Turniej się skończył: wygrał { $winner }.
tournament-still-in = Graczy wciąż w grze: { $count }.
tournament-player-line = { $name }, rozstawienie { $seed }, wygrane { $wins }
