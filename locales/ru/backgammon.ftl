# Стол бэкгаммона: всё, что слышит игрок или зритель.
# Общие аргументы: $actor / $opponent равны "you" или "other" (отношение слушателя к действующему месту и
# к другому месту); $name / $opponent_name — имена мест; $detail — "brief" или "verbose".

bg-game-name = Бэкгаммон

## Параметры

bg-option-match-length = Длина матча
bg-option-bot-level = Сложность бота
bg-option-verbose = Подробные комментарии
bg-option-hints = Подсказки
bg-option-cube-hints = Подсказки по кубу
bg-option-confirm-turn = Подтверждать каждый ход (Enter завершает ход, так что последнее перемещение ещё можно отменить)
bg-level-random = Случайный
bg-level-simple = Простой
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Хаос
bg-option-refused-match-length = Длина матча должна быть целым числом от { $minimum } до { $maximum }.
bg-option-refused-bot-level = Такой сложности бота нет.
bg-option-refused-boolean = Параметр «{ $option ->
    [verbose] Подробные комментарии
    [hints] Подсказки
    [cube_hints] Подсказки по кубу
   *[confirm_turn] Подтверждать каждый ход
}» можно только включить или выключить.
bg-option-refused-unknown = У этого стола нет параметра { $option }.

## Действия (меню и справка по клавишам)

bg-action-roll = Бросить кости
bg-action-point = Выбрать или передвинуть шашку
bg-action-move-checker = Передвинуть шашку с одного пункта на другой
bg-action-deselect = Снять выбор с шашки
bg-action-next-target = Следующая цель
bg-action-previous-target = Предыдущая цель
bg-action-row-start = Начало ряда
bg-action-row-end = Конец ряда
bg-action-column-top = Верх столбца
bg-action-column-bottom = Низ столбца
bg-action-double = Предложить удвоение
bg-action-take = Принять удвоение
bg-action-drop = Отказаться от удвоения
bg-action-undo = Отменить последнее перемещение
bg-action-end-turn = Завершить ход
bg-action-resign-single = Сдать партию (простой проигрыш)
bg-action-resign-gammon = Сдать партию (гаммон)
bg-action-resign-backgammon = Сдать партию (бэкгаммон)
bg-action-accept-resignation = Принять сдачу
bg-action-decline-resignation = Отклонить сдачу
bg-action-hint = Подсказка хода
bg-action-cube-hint = Подсказка по кубу
bg-action-status-board = Шашки на баре и снятые с доски
bg-action-status-cube = Куб удвоения
bg-action-status-pips = Счёт пипов
bg-action-status-score = Счёт матча
bg-action-status-dice = Оставшиеся кости
bg-action-status-turn = Чей ход
bg-action-next-game = Следующая партия

## Доска

bg-cell = { $point }{ $count ->
    [0] , пусто
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] шашка, ваша
            [few] шашки, ваши
            [many] шашек, ваши
           *[other] шашки, ваши
        }
       *[other] { $count ->
            [one] шашка
            [few] шашки
            [many] шашек
           *[other] шашки
        } игрока { $name }, { $colour ->
            [white] { $count ->
                [one] белая
                [few] белые
                [many] белые
               *[other] белые
            }
           *[red] { $count ->
                [one] красная
                [few] красные
                [many] красные
               *[other] красные
            }
        }
    }
}{ $selected ->
    [yes] , выбран
   *[no] {""}
}

## Что происходит

bg-colours = { $actor ->
    [you] Вы играете { $colour ->
        [white] белыми
       *[red] красными
    }; { $opponent_name } играет { $opponent_colour ->
        [white] белыми
       *[red] красными
    }.
   *[other] { $name } играет { $colour ->
        [white] белыми
       *[red] красными
    }; { $opponent ->
        [you] вы играете
       *[other] { $opponent_name } играет
    } { $opponent_colour ->
        [white] белыми
       *[red] красными
    }.
}
bg-game-started = Начинается партия { $number }.
bg-crawford-game = Это партия Кроуфорда: удваивать нельзя.
bg-post-crawford = Партия Кроуфорда сыграна: куб снова в игре.
bg-opening-roll = Первый бросок: { $actor ->
    [you] вы выбрасываете { $die }, { $opponent_name } — { $opponent_die }.
   *[other] { $opponent ->
        [you] вы выбрасываете { $opponent_die }, { $name } — { $die }.
       *[other] { $name } выбрасывает { $die }, { $opponent_name } — { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Поровну: бросаем ещё раз.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Первый ход ваш: { $die1 } и { $die2 }.
   *[other] Первый ход делает { $name }: { $die1 } и { $die2 }.
}
bg-rolled = { $actor ->
    [you] Вы выбрасываете
   *[other] { $name } выбрасывает
} { $die1 } и { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] Вы не можете войти с бара при броске { $die1 } и { $die2 } и пропускаете ход.
       *[other] { $name } не может войти с бара при броске { $die1 } и { $die2 } и пропускает ход.
    }
   *[no] { $actor ->
        [you] У вас нет допустимых ходов при броске { $die1 } и { $die2 }, и вы пропускаете ход.
       *[other] { $name } не может сделать ни одного допустимого хода при броске { $die1 } и { $die2 } и пропускает ход.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Вы входите с бара на пункт { $to }
       *[other] { $name } входит с бара на пункт { $to }
    }
    [bear-off] { $actor ->
        [you] Вы снимаете шашку с пункта { $from }
       *[other] { $name } снимает шашку с пункта { $from }
    }
   *[move] { $actor ->
        [you] Вы ходите с { $from } на { $to }
       *[other] { $name } ходит с { $from } на { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] {" "}и бьёт вашу шашку
       *[other] { $actor ->
            [you] {" "}и бьёте шашку игрока { $opponent_name }
           *[other] {" "}и бьёт шашку игрока { $opponent_name }
        }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , пункт { $from } остаётся пустым
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Вы отменяете ход с { $from } на { $to }.
   *[other] { $name } отменяет ход с { $from } на { $to }.
}
bg-play-finished = Счёт пипов: { $actor ->
    [you] вы { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] вы
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Ваш ход.
   *[other] Ходит { $name }.
}
bg-double-offered = { $actor ->
    [you] Вы предлагаете удвоение до { $value }.
   *[other] { $name } предлагает удвоение до { $value }.{ $opponent ->
        [you] {" "}Нажмите Y, чтобы принять, или N, чтобы отказаться.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Вы принимаете удвоение; теперь куб у вас, его значение — { $value }.
   *[other] { $name } принимает удвоение и забирает куб, его значение — { $value }.
}
bg-double-dropped = { $actor ->
    [you] Вы отказываетесь от удвоения.
   *[other] { $name } отказывается от удвоения.
}
bg-resign-offered = { $actor ->
    [you] Вы предлагаете
   *[other] { $name } предлагает
} сдать партию: { $kind ->
    [single] простой проигрыш
    [gammon] гаммон
   *[backgammon] бэкгаммон
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}.{ $opponent ->
    [you] {" "}Нажмите Y, чтобы принять, или N, чтобы отклонить.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Вы принимаете сдачу.
   *[other] { $name } принимает сдачу.
}
bg-resign-declined = { $actor ->
    [you] Вы отклоняете сдачу; игра продолжается.
   *[other] { $name } отклоняет сдачу; игра продолжается.
}
bg-game-won = { $actor ->
    [you] Вы выигрываете
   *[other] { $name } выигрывает
} партию{ $how ->
    [resigned] {" "}после сдачи соперника
    [dropped] {" "}после отказа от удвоения
   *[played] {""}
}: { $kind ->
    [single] простая победа
    [gammon] гаммон
   *[backgammon] бэкгаммон
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очка
}.
bg-score-now = Счёт матча до { $length }: { $actor ->
    [you] вы { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] вы { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Вы выигрываете матч
   *[other] { $name } выигрывает матч
}{ $how ->
    [resigned] {" "}после сдачи соперника, при счёте { $score }:{ $opponent_score }.
    [time] {" "}по времени, при счёте { $score }:{ $opponent_score }.
   *[played] {" "}со счётом { $score }:{ $opponent_score }.
}

## Ответы только тому, кто спросил

bg-selected = Пункт { $point } выбран ({ $count ->
    [one] { $count } шашка
    [few] { $count } шашки
    [many] { $count } шашек
   *[other] { $count } шашки
}).
bg-deselected = Выбор с шашки снят.
bg-play-complete = Ход выполнен полностью. Нажмите Enter, чтобы завершить ход, или U, чтобы отменить.
bg-hint-header = { $count ->
    [0] Допустимых ходов нет.
    [one] { $count } допустимый ход:
    [few] { $count } допустимых хода. Подсказки:
    [many] { $count } допустимых ходов. Подсказки:
   *[other] { $count } допустимого хода. Подсказки:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] бар
    [off] снятие
   *[other] { $point }
}
bg-cube-hint-rules = Для подсказки по кубу нужен движок; пока что — гонка: счёт пипов у вас { $pips }, у соперника { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Сейчас вы можете удвоить.
       *[no] {" "}Сейчас удваивать нельзя.
    }
   *[take] {" "}Вам нужно принять удвоение или отказаться.
}

## Клавиши состояния

bg-status-board = На баре: { $actor ->
    [you] вы
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] вы
   *[other] { $opponent_name }
} { $opponent_bar }. Снято с доски: { $actor ->
    [you] вы
   *[other] { $name }
} { $off }, { $opponent ->
    [you] вы
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] В разовой партии куба удвоения нет.
    [crawford] Партия Кроуфорда: куб не используется.
    [centred] Куб в центре, его значение — { $value }.
   *[owned] Значение куба — { $value }; { $owner ->
        [you] куб у вас
       *[other] кубом владеет { $owner_name }
    }.
}
bg-status-pips = Счёт пипов: { $actor ->
    [you] вы
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] вы
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Матч до { $length }: { $actor ->
    [you] вы
   *[other] { $name }
} { $score }, { $opponent ->
    [you] вы
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}Это партия Кроуфорда.
   *[no] {""}
}
bg-status-dice = Оставшиеся кости: { $count ->
    [1] { $die1 }.
    [2] { $die1 } и { $die2 }.
    [3] { $die1 }, { $die2 } и { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } и { $die4 }.
}
bg-status-dice-none = Сейчас нет костей, которые можно сыграть.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Ваша очередь бросать кости.
        [moving] Ваша очередь ходить.
        [double_offered] Вам нужно принять удвоение или отказаться.
        [resignation_offered] Вам нужно принять или отклонить сдачу.
       *[other] Ваш ход.
    }
   *[other] { $phase ->
        [awaiting_roll] Кости бросает { $name }.
        [moving] Ходит { $name }.
        [double_offered] { $name } решает, принять ли удвоение.
        [resignation_offered] { $name } решает, принять ли сдачу.
       *[other] Сейчас очередь игрока { $name }.
    }
}
bg-status-turn-not-started = Партия ещё не началась.
bg-status-turn-over = Матч окончен; { $actor ->
    [you] вы победили.
   *[other] победитель — { $name }.
}

## Отказы: почему что-то сейчас сделать нельзя

bg-refuse-already-started = Партия уже началась.
bg-refuse-not-started = Партия ещё не началась.
bg-refuse-match-over = Матч окончен.
bg-refuse-spectator = Зрители не могут играть; играют только те, кто сидит за столом.
bg-refuse-bad-viewer = За этим столом нет такого места.
bg-refuse-seat-names = Для стола бэкгаммона нужны ровно два игрока.
bg-refuse-unknown-action = Этот стол не знает такого действия.
bg-refuse-not-offered = Здесь это недоступно.
bg-refuse-not-now = Сейчас это сделать нельзя.
bg-refuse-bad-cell = Сначала выберите пункт на доске.
bg-refuse-bad-move = Это не ход шашкой: укажите, откуда ходить (пункт или бар) и куда (пункт или за доску).
bg-refuse-bad-snapshot = Не удалось прочитать сохранённый стол.
bg-refuse-not-your-turn = Сейчас не ваш ход: { $phase ->
    [double_offered] ждём, примет ли { $name } удвоение.
    [resignation_offered] ждём, примет ли { $name } сдачу.
    [awaiting_roll] ждём, пока { $name } бросит кости.
   *[other] ждём, пока { $name } сходит.
}
bg-refuse-roll-first = Сначала бросьте кости: нажмите Enter.
bg-refuse-move-first = Кости уже брошены; ходите шашками.
bg-refuse-end-turn-first = Ход выполнен полностью: нажмите Enter, чтобы завершить ход, или U, чтобы отменить.
bg-refuse-answer-double = Сначала примите удвоение клавишей Y или откажитесь от него клавишей N.
bg-refuse-answer-resignation = Сначала примите сдачу клавишей Y или отклоните её клавишей N.
bg-refuse-play-complete = В этом ходу вы уже сыграли все кости, какие могли.
bg-refuse-play-incomplete = Ход не закончен: нужно сыграть ещё { $dice ->
    [one] { $dice } кость
    [few] { $dice } кости
    [many] { $dice } костей
   *[other] { $dice } кости
}.
bg-refuse-bar-first = У вас шашка на баре: сначала введите её в игру, выбрав пункт в доме соперника.
bg-refuse-no-checker = У вас нет шашек на пункте { $point }.
bg-refuse-not-your-checker = Шашки на пункте { $point } принадлежат сопернику.
bg-refuse-empty-point = Пункт { $point } пуст.
bg-refuse-no-moves-from = Шашке на пункте { $point } некуда ходить с этими костями.
bg-refuse-bear-off-not-home = Снимать шашки с доски можно, только когда все ваши шашки в доме, на пунктах с 1 по 6.
bg-refuse-bear-off-dice-too-small = Выпавшие числа слишком малы, чтобы снять шашку с пункта { $point }.
bg-refuse-bear-off-higher-first = Нельзя снять шашку с пункта { $point } большим числом, пока у вас есть шашки на более высоких пунктах.
bg-refuse-backwards = Шашки ходят в сторону вашего дома, к пунктам с меньшими номерами.
bg-refuse-blocked = Пункт { $point } закрыт: там две или больше шашек соперника.
bg-refuse-no-die = Ни одна из ваших костей не передвигает шашку на { $distance ->
    [one] { $distance } пункт
    [few] { $distance } пункта
    [many] { $distance } пунктов
   *[other] { $distance } пункта
}.
bg-refuse-no-path = С вашими костями туда не ведёт ни один допустимый путь.
bg-refuse-whole-roll = Такой ход не даст сыграть бросок полностью: нужно использовать обе кости, если это возможно, или большую, если можно сыграть только одну.
bg-refuse-nothing-selected = Шашка не выбрана.
bg-refuse-nothing-to-undo = В этом ходу нечего отменять.
bg-refuse-no-targets = Сейчас ходить некуда.
bg-refuse-double-single-game = В разовой партии куба удвоения нет.
bg-refuse-double-crawford = В партии Кроуфорда удваивать нельзя.
bg-refuse-double-after-roll = Удваивать можно только до броска.
bg-refuse-double-opponent-owns = Куб у соперника; удваивать может только владелец куба.
bg-refuse-double-maximum = Куб уже на максимальном значении, 64.
bg-refuse-no-double-offered = Удвоение не предлагалось.
bg-refuse-no-resignation-offered = Сдачу не предлагали.
bg-refuse-resign-higher = Ваше предложение в этом ходу отклонено; теперь можно предложить сдачу только с большим проигрышем.
bg-refuse-hints-off = За этим столом подсказки отключены.
bg-refuse-hint-not-your-turn = Подсказки доступны в ваш ход.
bg-refuse-hint-roll-first = Сначала бросьте кости: подсказка предлагает, как их сыграть.
bg-refuse-cube-hints-off = За этим столом подсказки по кубу отключены.
bg-refuse-cube-hint-no-cube = В этой партии куб удвоения не используется.
bg-refuse-cube-hint-not-now = Подсказки по кубу доступны до броска и когда вам предлагают удвоение.
bg-refuse-next-game-automatic = Следующая партия начинается сама, когда заканчивается предыдущая.
bg-still-holding = Вы всё ещё держите шашку, взятую с пункта { $point }.
