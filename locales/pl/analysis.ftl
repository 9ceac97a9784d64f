# Analiza meczu przez GNU Backgammon: polecenie analyse i podsumowanie każdego gracza.

analysis-cli-bad-plies = --ply przyjmuje 0, 1 lub 2.
analysis-cli-no-database = Pod { $path } nie ma pliku bazy danych.
analysis-cli-unknown-match = W { $path } nie ma meczu { $id }.
analysis-cli-failed = Meczu { $id } nie można przeanalizować: jego dziennika nie da się odtworzyć ({ $reason }).
analysis-rating = { $rating ->
    [awful] fatalny
    [beginner] początkujący
    [casual] gracz okazjonalny
    [intermediate] średniozaawansowany
    [advanced] zaawansowany
    [expert] ekspert
    [world-class] klasa światowa
   *[supernatural] nadprzyrodzony
}
analysis-summary = { $name }: współczynnik błędów { $rate } ({ $rating }); wątpliwe: { $doubtful }, błędy: { $errors }, poważne błędy: { $blunders }; błędy kostki dublującej: { $cube }; { $luck ->
    [none] szczęście niezmierzone (brak rzutów)
   *[other] szczęście { $luck } na ruch
}.

analysis-ready = Ocena twojego meczu przez GNU Backgammon: współczynnik błędów { $rate } ({ $rating }); poważne błędy: { $blunders }, błędy: { $errors }, wątpliwe ruchy: { $doubtful }; błędy kostki dublującej: { $cube }; { $luck ->
    [none] szczęście niezmierzone (brak rzutów)
   *[other] szczęście { $luck } na ruch
}. { $count ->
    [0] Nie ma twoich błędów do przejrzenia.
    [1] Twój największy błąd znajdziesz w Poprzednich meczach.
    [few] Twoje { $count } największe błędy znajdziesz w Poprzednich meczach.
   *[other] Twoje { $count } największych błędów znajdziesz w Poprzednich meczach.
}
analysis-review-opened = Twoje największe błędy. Współczynnik błędów { $rate } ({ $rating }); poważne błędy: { $blunders }, błędy: { $errors }, wątpliwe ruchy: { $doubtful }; błędy kostki dublującej: { $cube }. Enter na błędzie otwiera powtórkę w miejscu tej decyzji i opisuje jej pozycję.
analysis-menu-errors = { $count ->
    [0] Twoje błędy: nie znaleziono żadnego
    [1] Twój największy błąd
    [few] Twoje { $count } największe błędy
   *[other] Twoich { $count } największych błędów
}
analysis-menu-analyse = Przeanalizuj ten mecz
analysis-request-started = Analiza się rozpoczęła; usłyszysz, gdy będzie gotowa.
analysis-request-pending = Ten mecz jest właśnie analizowany; usłyszysz, gdy analiza będzie gotowa.
analysis-request-busy = Masz już oczekujące analizy; poproś ponownie, gdy będą gotowe.
analysis-request-done = Ten mecz jest już przeanalizowany.
analysis-request-unavailable = Analiza nie jest dostępna na tym serwerze.
analysis-menu-cancel = Anuluj analizę tego meczu
analysis-cancelled = Analiza tego meczu została anulowana; możesz poprosić o nią ponownie.
analysis-not-pending = Ten mecz nie jest teraz analizowany.
analysis-no-errors = GNU Backgammon nie znalazł w tym meczu żadnego twojego błędu.
analysis-cube-action = { $action ->
    [double] dubluj
    [no-double] nie dubluj
    [take] przyjmij
   *[pass] poddaj
}
analysis-error-entry = { $index } z { $count }: gra { $game }, { $kind ->
    [move] kostki { $dice }
    [cube] decyzja o dublowaniu
   *[take] odpowiedź na dubel
}: zagrałeś { $played }; najlepiej { $best }; utracone equity { $loss }.
analysis-error-position = Twoje pionki: { $mine }; na bandzie { $bar }, zdjęte { $off }. Pionki przeciwnika, w twojej numeracji: { $theirs }; na bandzie { $opponent_bar }, zdjęte { $opponent_off }. Oczka: ty { $pips }, przeciwnik { $opponent_pips }. Wynik { $score } do { $opponent_score }, kostka dublująca { $cube }.
analysis-failed = Nie udało się przeanalizować tego meczu; możesz poprosić o analizę ponownie.
