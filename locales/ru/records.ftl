# The selfplay and export commands: what they tell the server's operator (records_cli.py).

records-selfplay-bad-levels = --levels принимает один уровень бота или два через запятую (место 1, затем место 2), из: { $levels }.
records-selfplay-bad-length = Длина матча должна быть от 1 до { $maximum } очков, а число матчей — 0 или больше.
records-selfplay-bad-games = Число партий сессии на деньги (--money --games G) должно быть от 1 до { $maximum }; --games только для сессий на деньги.
records-selfplay-done = { $count ->
    [one] В { $path } сыгран { $count } матч.
    [few] В { $path } сыграно { $count } матча.
   *[other] В { $path } сыграно { $count } матчей.
}
records-export-no-database = Файла базы данных { $path } не существует.
records-export-unknown-match = В { $path } нет матча { $id }.
records-export-not-started = Матч { $id } так и не начался: экспортировать нечего.
records-export-failed = Матч { $id } нельзя экспортировать: его журнал не удаётся воспроизвести ({ $reason }).
