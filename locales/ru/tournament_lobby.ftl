# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Турниры
tournaments-create = Объявить турнир
tournaments-none = Турниров пока нет.
tournament-entry = { $name }: { $format }, занято мест: { $taken } из { $places }, { $state ->
    [when-full] начнётся, когда все места будут заняты
    [organiser] начнётся, когда организатор его запустит
    [at] начнётся через { $minutes } мин.
    [running] идёт раунд { $round } из { $rounds }
   *[finished] завершён, победитель: { $winner }
}{ $public ->
    [no] , по приглашениям
   *[yes] {""}
}
tournament-gone = Этого турнира больше нет.
tournament-cancelled = Турнир { $name } отменён: к началу записалось меньше двух игроков.
tournament-announced = { $organiser } объявляет турнир { $name }: { $format }, мест: { $places }. Записаться можно в разделе Турниры главного меню.
tournament-default-name = Турнир игрока { $name }
tournament-name-prompt = Название турнира
tournament-field-name = Название: { $value }
tournament-field-format = Система: { $value }
tournament-field-places = Мест: { $value }
tournament-field-length = Длина матчей в очках: { $value }
tournament-field-final = Финал: { $value ->
    [0] той же длины, что и другие раунды
   *[other] очков: { $value }
}
tournament-field-start = Начало: { $start ->
    [when-full] когда все места будут заняты
    [organiser] когда организатор его запустит
   *[minutes] через { $minutes } мин.
}
tournament-field-clock = Часы хода: { $value }
tournament-field-bot-level = Боты на свободных местах играют на уровне: { $value }
tournament-field-access = { $public ->
    [no] По приглашениям
   *[yes] Открытый
}
tournament-field-no-show = Время, чтобы прийти к столу, в минутах: { $minutes }
tournament-announce = Объявить
tournament-join = Записаться
tournament-leave = Покинуть турнир
tournament-fill-bots = Заполнить свободные места ботами
tournament-start-now = Начать сейчас
tournament-invite = Пригласить игрока
tournament-invite-sent = Приглашение отправлено: { $name }.
tournament-invited = { $organiser } приглашает вас на турнир { $name }: он в разделе Турниры главного меню.
tournament-not-invited = В этот турнир можно попасть только по приглашению.
tournament-my-next-match = Мой следующий матч
tournament-bracket = Сетка
tournament-standings = Турнирная таблица
tournament-who-is-still-in = Кто ещё в турнире
tournament-watch = Смотреть матч
tournament-no-running = Сейчас не идёт ни одного матча этого турнира.
tournament-watch-line = Раунд { $round }, матч { $match }: { $first } против { $second }
tournament-go-to-table = Нажмите Alt+G или выберите «К моему турнирному столу» в главном меню, чтобы сесть за стол.
tournament-go-item = К моему турнирному столу
tournament-no-call = Вас не ждёт ни один турнирный стол.
tournament-profile-entry = Турнир { $name }: место { $place } из { $players }
tournament-profile-none = Завершённых турниров пока нет.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Следить за турниром
tournament-unfollow = Перестать следить за турниром
tournament-following = Вы следите за турниром { $name }: вы услышите его пары и результаты.
tournament-not-following = Вы больше не следите за турниром { $name }.
tournament-more-lines = И ещё { $count }: полный список в меню турнира.
room-rematch-tournament = У турнирного матча нет реванша: турнир сам назначит ваш следующий матч.
