# Игра на деньги: сессия партий, каждая считается по значению куба, с правилом Джейкоби, биверами и автоматическими удвоениями.

## Options

money-option-money = Игра на деньги вместо матча (партии, пока кто-то из игроков не остановится)
money-option-jacoby = Правило Джейкоби в игре на деньги (гаммоны и бэкгаммоны считаются, только если куб уже поворачивали)
money-option-beavers = Биверы в игре на деньги (получивший удвоение может сразу переудвоить и оставить куб у себя)
money-option-auto-doubles = Автоматические удвоения в игре на деньги, не больше за партию (0 — выключено)
money-option-refused-auto-doubles = Число автоматических удвоений должно быть целым от { $minimum } до { $maximum }.
money-option-refused-boolean = { $option ->
    [money] Игра на деньги
    [jacoby] Правило Джейкоби
   *[beavers] Биверы
} — можно только включить или выключить.

## Actions

bg-action-beaver = Бивер: принять и сразу переудвоить, оставив куб у себя
bg-action-play-on = Сыграть ещё одну партию
bg-action-stop-session = Закончить сессию

## What happens

money-automatic-double = Кости первого броска равны: автоматическое удвоение. Значение куба теперь { $value }, он по-прежнему в центре.
money-beavered = { $actor ->
    [you] Вы делаете бивер: принимаете, сразу переудваиваете до { $value } и оставляете куб у себя.
   *[other] { $name } делает бивер: принимает, сразу переудваивает до { $value } и оставляет куб у себя.{ $opponent ->
        [you] {" "}Нажмите Y, чтобы принять, или N, чтобы отказаться.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Вы принимаете бивер; значение куба { $value }, он остаётся у игрока { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } принимает бивер; значение куба { $value }, он остаётся у вас.
       *[other] { $name } принимает бивер; значение куба { $value }, он остаётся у игрока { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] Куб ни разу не поворачивали, поэтому по правилу Джейкоби гаммон считается как обычная партия.
   *[backgammon] Куб ни разу не поворачивали, поэтому по правилу Джейкоби бэкгаммон считается как обычная партия.
}
money-total-now = Сессия на деньги: { $actor ->
    [you] вы { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] вы { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Поровну.
    [actor] { $actor ->
        [you] Вы впереди на { $margin }.
       *[other] { $name } впереди на { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Вы впереди на { $margin }.
       *[other] { $opponent_name } впереди на { $margin }.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Ещё партию? Нажмите Y или Enter, чтобы продолжить, N, чтобы закончить сессию.
       *[other] Игроки решают, сыграть ли ещё одну партию.
    }
   *[you] Ещё партию? Нажмите Y или Enter, чтобы продолжить, N, чтобы закончить сессию.
}
money-playing-on = { $actor ->
    [you] Вы хотите ещё одну партию.
   *[other] { $name } хочет ещё одну партию.
}
money-session-ended = { $actor ->
    [you] Вы заканчиваете сессию.
   *[other] { $name } заканчивает сессию.
} Итог: { $actor ->
    [you] вы { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] вы { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Поровну.
    [actor] { $actor ->
        [you] Вы выигрываете очков: { $margin }.
       *[other] { $name } выигрывает очков: { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Вы выигрываете очков: { $margin }.
       *[other] { $opponent_name } выигрывает очков: { $margin }.
    }
}

## Status and advice

money-status-total = Сессия на деньги, { $games ->
    [one] сыграна { $games } партия
    [few] сыграно { $games } партии
   *[other] сыграно { $games } партий
}: { $actor ->
    [you] вы { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] вы { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Поровну.
    [actor] { $actor ->
        [you] Вы впереди на { $margin }.
       *[other] { $name } впереди на { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Вы впереди на { $margin }.
       *[other] { $opponent_name } впереди на { $margin }.
    }
}
money-status-session-over = Сессия на деньги окончена.
money-status-between-games = { $count ->
    [one] Между партиями: ждём, продолжит ли { $name } или остановится.
   *[other] Между партиями: ждём, продолжат ли оба игрока или остановятся.
}
money-cube-equities = Эквити на деньги при кубе 1: без удвоения { $no_double }, удвоение принято { $double_take }, удвоение отклонено { $double_pass }.
money-cube-advice-beaver = Совет по кубу: бивер (нажмите B): вы фаворит, поэтому примите и сразу переудвойте, оставив куб у себя.
money-cube-advice-take-beaver = Совет по кубу: примите бивер; отказ сейчас стоит удвоенной ставки.
money-cube-advice-drop-beaver = Совет по кубу: откажитесь от бивера; игра дальше на учетверённую ставку стоит больше, чем удвоенная ставка.

## Refusals

money-refuse-beaver-off = За этим столом биверы не разрешены.
money-refuse-beaver-no-double = Нет удвоения, на которое можно ответить бивером.
money-refuse-beaver-maximum = Бивер поднял бы куб выше 64.
money-refuse-already-playing-on = Вы уже попросили ещё одну партию; ждём соперника.
money-refuse-between-games = Партия окончена: нажмите Y или Enter, чтобы сыграть ещё, N, чтобы закончить сессию.
money-refuse-not-between-games = Это делается между партиями сессии на деньги.

## Past matches and the profile

money-archive-session = сессия на деньги
money-profile-none = Сессий на деньги пока нет.
money-profile = Сыграно сессий на деньги: { $sessions }: выиграно { $won }, проиграно { $lost }, без победителя { $level }; выиграно очков за вычетом проигранных: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Завершить сессию сейчас
money-action-confirm-resign-match = Да, завершить сессию
money-action-status-score = Счёт сессии
money-resign-match-confirm = Завершить сессию сейчас? { $opponent_name } выигрывает текущую партию как одиночную, умноженную на куб. Счёт сессии: вы { $score }, { $opponent_name } { $opponent_score }. Нажмите Y, чтобы завершить сессию, или N, чтобы продолжить игру.
money-timed-out = { $actor ->
    [you] Ваше время истекло: сессия окончена.
   *[other] Время { $name } истекло: сессия окончена.
}
