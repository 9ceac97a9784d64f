## Часы хода: настройка хозяина стола, клавиши Shift+T (оставшееся время) и Shift+M (больше времени), предупреждения, поражение по времени

clock-option = Часы хода
clock-setting-off = Выключены
clock-setting-fast = Быстрые: { $delay } секунд на ход, { $reserve } минута запаса на партию
clock-setting-standard = Обычные: { $delay } секунд на ход, { $reserve } минуты запаса на партию
clock-setting-relaxed = Спокойные: { $delay } секунд на ход, { $reserve } минут запаса на партию
clock-setting-generous = Щедрые: { $delay } минута на ход, { $reserve } минут запаса на партию

clock-action-time-left = Оставшееся время на часах
clock-action-more-time = Попросить больше времени
bg-action-time-out = Поражение по времени

clock-warning = На ваших часах { $seconds ->
    [one] осталась { $seconds } секунда.
    [few] осталось { $seconds } секунды.
   *[other] осталось { $seconds } секунд.
} { $more ->
    [0] Больше времени просить нельзя.
   *[other] Нажмите Shift+M, чтобы получить больше времени.
}
clock-time-left = { $actor ->
    [you] Ваши часы
   *[other] Часы игрока { $name }
}: { $minutes ->
    [0] {""}
    [one] { $minutes } минута{" "}
    [few] { $minutes } минуты{" "}
   *[other] { $minutes } минут{" "}
}{ $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
   *[other] { $seconds } секунд
}{ $state ->
    [running] , идут
    [paused] , остановлены на время отсутствия
    [untimed] , без часов: играет бот
   *[waiting] {""}
}; { $more ->
    [0] просьб о времени не осталось.
    [one] осталась { $more } просьба о времени.
    [few] осталось { $more } просьбы о времени.
   *[other] осталось { $more } просьб о времени.
}
clock-more-time-given = Больше времени: на ваших часах { $minutes ->
    [0] {""}
    [one] { $minutes } минута{" "}
    [few] { $minutes } минуты{" "}
   *[other] { $minutes } минут{" "}
}{ $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
   *[other] { $seconds } секунд
}. { $more ->
    [0] Это была ваша последняя просьба.
    [one] Осталась { $more } просьба.
    [few] Осталось { $more } просьбы.
   *[other] Осталось { $more } просьб.
}
clock-more-time-taken = { $name } просит больше времени на часах.
clock-no-more-time = У вас не осталось просьб о времени.
clock-more-time-players-only = Просить больше времени может только игрок, пока идёт матч.
clock-none = За этим столом нет часов хода.
clock-match-timed = Этот матч играется с часами хода: Shift+T сообщает оставшееся время, Shift+M просит больше времени.
clock-absent-clock-runs = { $name } не вернулся. Его часы идут, когда его ход.
clock-timed-out = { $actor ->
    [you] У вас закончилось время, вы проигрываете матч.
   *[other] У игрока { $name } закончилось время, он проигрывает матч.
}
clock-untimed = { $turn ->
    [yes] Сейчас ход: { $name }, без часов: боты играют без ограничения времени.
   *[no] { $name }: без часов, боты играют без ограничения времени.
}
