# Игроки и рейтинги: таблицы рейтинга, профиль игрока и изменение собственного рейтинга в конце матча.

ratings-players-and-ratings = Игроки и рейтинги
ratings-my-profile = Мой профиль
ratings-leaderboard = Таблица рейтинга
ratings-bot-leaderboard = Таблица тренировочного рейтинга против ботов
ratings-nobody-rated = Здесь пока ни у кого нет рейтинга.
ratings-board-entry = { $rank }. { $name }, рейтинг { $rating }, опыт { $experience }, сыграно матчей: { $played }, выиграно: { $won }

## Профиль игрока
ratings-profile-name = Игрок { $name }
ratings-not-rated = Пока нет рейтинговых матчей против других игроков.
ratings-profile-rating = Рейтинг { $rating }, место в таблице: { $rank }
ratings-profile-experience = Опыт { $experience }
ratings-profile-played = Сыграно рейтинговых матчей: { $played }, выиграно: { $won }
ratings-no-bot-practice = Пока нет матчей против ботов.
ratings-profile-bot-practice = Тренировочный рейтинг против ботов { $rating }, матчей против ботов: { $played }, выиграно: { $won }
ratings-no-analysis = Пока нет проанализированных матчей.
ratings-profile-error-rate = Средний уровень ошибок { $rate }
ratings-recent-matches = Последние рейтинговые матчи
ratings-recent-entry = { $result ->
    [won] Победа
   *[lost] Поражение
} против { $opponent }, { $pool ->
    [bots] тренировочный рейтинг
   *[human] рейтинг
} с { $before } до { $after }

## Говорится каждому игроку в конце матча
ratings-your-change = { $pool ->
    [bots] Ваш тренировочный рейтинг против ботов
   *[human] Ваш рейтинг
} { $direction ->
    [up] вырос на { $change }, до { $rating }
    [down] снизился на { $change }, до { $rating }
   *[same] остался { $rating }
}; опыт { $experience }.
