# Анализ матча программой GNU Backgammon: команда analyse и сводка по каждому игроку.

analysis-cli-bad-plies = --ply принимает 0, 1 или 2.
analysis-cli-no-database = Файла базы данных { $path } нет.
analysis-cli-unknown-match = В { $path } нет матча { $id }.
analysis-cli-failed = Матч { $id } нельзя проанализировать: его журнал не воспроизводится ({ $reason }).
analysis-rating = { $rating ->
    [awful] ужасно
    [beginner] новичок
    [casual] любитель
    [intermediate] средний уровень
    [advanced] продвинутый
    [expert] эксперт
    [world-class] мировой класс
   *[supernatural] сверхъестественно
}
analysis-summary = { $name }: частота ошибок { $rate } ({ $rating }); сомнительных ходов: { $doubtful }, ошибок: { $errors }, грубых ошибок: { $blunders }; ошибок с кубом: { $cube }; удача { $luck } за ход.
