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
analysis-summary = { $name }: współczynnik błędów { $rate } ({ $rating }); wątpliwe: { $doubtful }, błędy: { $errors }, poważne błędy: { $blunders }; błędy kostki dublującej: { $cube }; szczęście { $luck } na ruch.
