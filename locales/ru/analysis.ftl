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
analysis-summary = { $name }: частота ошибок { $rate } ({ $rating }); сомнительных ходов: { $doubtful }, ошибок: { $errors }, грубых ошибок: { $blunders }; ошибок с кубом: { $cube }; { $luck ->
    [none] удача не измерена (бросков не было)
   *[other] удача { $luck } за ход
}.

analysis-ready = Разбор вашего матча программой GNU Backgammon: частота ошибок { $rate } ({ $rating }); грубых ошибок: { $blunders }, ошибок: { $errors }, сомнительных ходов: { $doubtful }; ошибок с кубом: { $cube }; { $luck ->
    [none] удача не измерена (бросков не было)
   *[other] удача { $luck } за ход
}. { $count ->
    [0] Ошибок для разбора нет.
    [1] Ваша самая крупная ошибка — в разделе «Прошлые матчи».
    [one] Ваша { $count } самая крупная ошибка — в разделе «Прошлые матчи».
    [few] Ваши { $count } самые крупные ошибки — в разделе «Прошлые матчи».
   *[other] Ваши { $count } самых крупных ошибок — в разделе «Прошлые матчи».
}
analysis-review-opened = Ваши самые крупные ошибки. Частота ошибок { $rate } ({ $rating }); грубых ошибок: { $blunders }, ошибок: { $errors }, сомнительных ходов: { $doubtful }; ошибок с кубом: { $cube }. Enter на ошибке открывает повтор на этом решении и описывает позицию.
analysis-menu-errors = { $count ->
    [0] Ваши ошибки: не найдено
    [1] Ваша самая крупная ошибка
    [one] Ваша { $count } самая крупная ошибка
    [few] Ваши { $count } самые крупные ошибки
   *[other] Ваши { $count } самых крупных ошибок
}
analysis-menu-analyse = Проанализировать этот матч
analysis-request-started = Анализ начат; вы услышите, когда он будет готов.
analysis-request-pending = Этот матч уже анализируется; вы услышите, когда анализ будет готов.
analysis-request-busy = У вас уже есть ожидающие анализы; попросите снова, когда они будут готовы.
analysis-request-done = Этот матч уже проанализирован.
analysis-request-unavailable = На этом сервере анализ недоступен.
analysis-menu-cancel = Отменить анализ этого матча
analysis-cancelled = Анализ этого матча отменён; можно запросить его снова.
analysis-not-pending = Этот матч сейчас не анализируется.
analysis-no-errors = GNU Backgammon не нашёл у вас ошибок в этом матче.
analysis-cube-action = { $action ->
    [double] удвоить
    [no-double] не удваивать
    [take] принять
   *[pass] отказаться
}
analysis-error-entry = { $index } из { $count }: партия { $game }, { $kind ->
    [move] кости { $dice }
    [cube] решение по кубу
   *[take] ответ на удвоение
}: вы сыграли { $played }; лучше { $best }; потеря эквити { $loss }.
analysis-error-position = Ваши шашки: { $mine }; на баре { $bar }, выброшено { $off }. Шашки соперника, в вашей нумерации: { $theirs }; на баре { $opponent_bar }, выброшено { $opponent_off }. Пипы: вы { $pips }, соперник { $opponent_pips }. Счёт { $score }:{ $opponent_score }, куб { $cube }.
analysis-failed = Разобрать этот матч не удалось; можно запросить разбор ещё раз.
