# Турниры: запись, пары и результаты каждого тура, сетка, таблица и места.

tournament-format = { $format ->
    [swiss] швейцарская система
    [round-robin] круговая система
   *[knockout] олимпийская система
}

## Запись и начало
tournament-joined = { $name } записывается на турнир: занято мест { $count } из { $places }.
tournament-left-before-start = { $name } покидает турнир: занято мест { $count } из { $places }.
tournament-you-left = Вы покинули турнир.
tournament-join-refused = { $reason ->
    [full] Все места в турнире заняты.
    [started] Турнир уже начался.
   *[already] Вы уже участвуете в этом турнире.
}
tournament-start-refused = { $reason ->
    [organiser] Начать турнир может только организатор.
    [too-few] Для начала турнира нужны хотя бы два игрока.
   *[started] Турнир уже начался.
}
tournament-started = Начинается { $name }: { $format }, игроков: { $players }, туров: { $rounds }.
tournament-not-started = Турнир ещё не начался: занято мест { $count } из { $places }.

## Каждый тур
tournament-round-paired = Пары тура { $round } из { $rounds } составлены; матчей: { $matches }.
tournament-your-match = Тур { $round } из { $rounds }: вы играете с { $opponent }, матч до { $length } { $length ->
    [one] очка
   *[other] очков
}. Ваш стол открыт: придите в течение { $minutes } { $minutes ->
    [one] минуты
   *[other] минут
}, иначе вам засчитают поражение за неявку.
tournament-your-bye = Тур { $round } из { $rounds }: вы свободны от игры, это засчитывается как победа.
tournament-result = Тур { $round }, матч { $match }: { $how ->
    [resigned] { $winner } побеждает { $loser } со счётом { $winner_points }:{ $loser_points }; { $loser } сдался.
    [forfeit] { $winner } побеждает без игры, { $winner_points }:{ $loser_points }: { $loser } покинул турнир.
    [no-show] { $winner } побеждает без игры: { $loser } не пришёл к столу вовремя.
    [seeded] { $winner } проходит дальше как более высокий посев; { $loser } выбывает. Никто из них не играл.
   *[played] { $winner } побеждает { $loser } со счётом { $winner_points }:{ $loser_points }.
}
tournament-both-lost = Тур { $round }, матч { $match }: ни { $first }, ни { $second } не пришли к столу вовремя; оба проигрывают матч.
tournament-you-are-out = Вы выбыли из турнира, проиграв в туре { $round } из { $rounds }.
tournament-you-did-not-come = Вы не пришли к своему столу вовремя в туре { $round }, и этот матч засчитан вам как поражение за неявку.
tournament-withdrawn = { $name } покинул турнир.
tournament-round-goes-on = Тур { $round } продолжается; матчей ещё идёт: { $playing }. { $last ->
    [yes] Места станут известны, когда они закончатся.
   *[no] Пары следующего тура составят, когда они закончатся.
}
tournament-won = Турнир { $name } окончен: побеждает { $winner }!
tournament-your-place = { $shared ->
    [yes] Вы делите место { $place } из { $players }.
   *[no] Вы занимаете место { $place } из { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] секунда
        [few] секунды
       *[other] секунд
    }
   *[minutes] { $count } { $count ->
        [one] минута
        [few] минуты
       *[other] минут
    }
}
tournament-waiting-for = { $opponent } ещё не за вашим столом: чтобы прийти, у соперника осталось { $left }, иначе победа за неявку ваша.
tournament-opponent-waiting = { $opponent } уже за вашим столом тура { $round } и ждёт вас: чтобы прийти, осталось { $left }, иначе вам засчитают поражение за неявку.

## Сетка, по строке на матч
tournament-line-waiting = Тур { $round } из { $rounds }, матч { $match }: { $first } против { $second }, ждём игроков, на приход осталось { $left }
tournament-line-playing = Тур { $round } из { $rounds }, матч { $match }: { $first } { $first_points }, { $second } { $second_points }, идёт игра
tournament-line-won = Тур { $round } из { $rounds }, матч { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] победил { $winner }, соперник сдался
    [forfeit] победил { $winner } без игры
    [no-show] победил { $winner } без игры
   *[played] победил { $winner }
}
tournament-line-both-lost = Тур { $round } из { $rounds }, матч { $match }: { $first } против { $second }, оба проиграли за неявку
tournament-line-bye = Тур { $round } из { $rounds }, матч { $match }: { $name }, свободен от игры
tournament-line-later = Тур { $round } из { $rounds }, матч { $match }: победитель матча { $first_match } против победителя матча { $second_match } тура { $previous }
tournament-line-unpaired = Тур { $round } из { $rounds }: пары составят после тура { $previous }

## Таблица
tournament-standing = { $left ->
    [yes] { $place }. { $name }, покинул турнир: побед { $wins }, поражений { $losses }, очки { $won }:{ $lost }, побед у соперников { $buchholz }
   *[no] { $place }. { $name }: побед { $wins }, поражений { $losses }, очки { $won }:{ $lost }, побед у соперников { $buchholz }
}
tournament-standing-knockout = { $name }, посев { $seed }: { $state ->
    [winner] победитель
    [out] выбыл в туре { $round }
    [left] ушёл в туре { $round }
   *[in] ещё в игре
}

## Мой следующий матч, и кто ещё в игре
tournament-next-not-in = Вы не играете в этом турнире.
tournament-next-open = Ваш матч: тур { $round } из { $rounds }, против { $opponent }, до { $length } { $length ->
    [one] очка
   *[other] очков
}; ваш стол открыт: чтобы прийти, осталось { $left }, иначе вам засчитают поражение за неявку.
tournament-next-playing = Ваш матч: тур { $round } из { $rounds }, против { $opponent }, до { $length } { $length ->
    [one] очка
   *[other] очков
}; у вас { $mine }, у { $opponent } { $theirs }.
tournament-next-bye = Вы свободны от игры в туре { $round } из { $rounds }.
tournament-next-waiting = Ваш матч тура { $round } окончен; матчей ещё идёт: { $playing }. { $last ->
    [yes] Места станут известны, когда они закончатся.
   *[no] Ваш следующий матч составят, когда они закончатся.
}
tournament-next-out = Вы выбыли из турнира.
tournament-next-over = Турнир окончен: победил { $winner }.
tournament-still-in = Игроков ещё в игре: { $count }.
tournament-player-line = { $name }, посев { $seed }, побед { $wins }
