# Архив: прошедшие матчи, воспроизведение на слух, загрузки, закрытые столы и клавиша идентификаторов (I).

## Клавиша идентификаторов за столом и при воспроизведении
bg-action-status-ids = Идентификаторы позиции и матча GNU Backgammon
bg-status-ids = Идентификатор позиции { $position_id }, идентификатор матча { $match_id }.

## Закрытый стол (выбор хозяина в комнате ожидания)
archive-private-option = Закрытый матч: { $value }
archive-table-private = Теперь этот матч закрытый: среди прошедших матчей его найдут только его игроки.
archive-table-public = Теперь этот матч открытый: среди прошедших матчей его найдут все.

## Прошедшие матчи
archive-past-matches = Прошедшие матчи
archive-my-matches = Мои матчи
archive-public-matches = Открытые матчи других игроков
archive-no-matches = Здесь пока нет матчей.
archive-page = Страница { $page }.
archive-next-page = Следующая страница
archive-previous-page = Предыдущая страница
archive-match-length = { $length ->
    [one] матч до { $length } очка
   *[other] матч до { $length } очков
}
archive-my-entry = { $result ->
    [won] Победа
    [lost] Поражение
    [level] Без победителя
   *[abandoned] Брошен
} против { $opponent }, { $length }, { $score } : { $opponent_score }, { $date }
archive-entry = { $first } против { $second }, { $length }, { $score } : { $second_score }, { $date }, { $result ->
    [first] победил { $first }
    [second] победил { $second }
    [level] без победителя
   *[abandoned] брошен
}
archive-replay = Воспроизвести на слух
archive-download-mat = Скачать для GNU Backgammon (.mat)
archive-download-sgf = Скачать в формате SGF
archive-downloading = Скачивается { $file }.
archive-unknown-match = Такого матча нет.
archive-private-match = Это закрытый матч: открыть его могут только его игроки.
archive-broken-match = Запись этого матча невозможно воспроизвести.
archive-export-failed = Не удалось экспортировать этот матч.

## Воспроизведение на слух
archive-replay-opened = Воспроизведение: { $first } против { $second }, партий: { $games }, шагов: { $steps }. N и B: следующее и предыдущее действие; Shift+N и Shift+B: следующая и предыдущая партия; Escape: меню воспроизведения.
archive-replay-where = Партия { $game } из { $games }, шаг { $step } из { $steps }.
archive-replay-silent = Шаг { $step }: этому месту ничего не было сказано.
archive-replay-at-end = Это был последний шаг.
archive-replay-at-start = Это был первый шаг.
archive-replay-no-game = Партии { $game } нет: всего партий в этом матче: { $games }.
archive-replay-game-prompt = Перейти к партии (от 1 до { $games })
archive-replay-read-only = Это воспроизведение: здесь нельзя играть.
archive-replay-next = Следующее действие (N)
archive-replay-previous = Предыдущее действие (B)
archive-replay-next-game = Следующая партия (Shift+N)
archive-replay-previous-game = Предыдущая партия (Shift+B)
archive-replay-first = Первое действие (F)
archive-replay-last = Последнее действие (L)
archive-replay-go-to-game = Перейти к партии (G)
archive-replay-repeat = Повторить этот шаг (R)
archive-replay-hear-as = Слушать так, как слышал { $name }
archive-replay-watch-from = Слушать как зритель со стороны игрока { $name }
archive-replay-hearing-as = Теперь вы слышите так, как слышал { $name }.
archive-replay-watching-from = Теперь вы слышите как зритель со стороны игрока { $name }.
archive-replay-back = Вернуться к доске
archive-replay-leave = Выйти из воспроизведения
