## Бросок, сыгранный лишь частично

bg-dice-unplayable = { $actor ->
    [you] Вы не можете сыграть
   *[other] { $name } не может сыграть
} { $count ->
    [1] кубик { $die }
   *[other] остальные кубики { $die } ({ $count })
}: { $reason ->
    [higher] сыграть можно только один кубик, и по правилам — больший.
    [bar] шашка на баре не может им войти.
   *[blocked] ни один допустимый ход его не использует.
}

## Возвращение, наблюдение

room-player-back = { $name } снова за столом.
room-watching-from = Теперь вы смотрите с места { $number }, со стороны игрока { $name }.

## Настройки хозяина в зале ожидания

room-option-choose = { $label }, сейчас { $value }: выберите значение.
room-option-now = { $label }: { $value }.


## Подсказки

bg-hint-header-simple = { $count ->
    [0] Нет допустимых ходов.
    [one] Один допустимый ход:
   *[other] Допустимых ходов: { $count }, лучший первым по оценке бота Simple (движок не ответил):
}
bg-cube-advice = Совет по кубу: { $situation ->
    [take] { $advice ->
        [take] примите удвоение.
       *[drop] откажитесь от удвоения.
    }
   *[double] { $advice ->
        [double-take] удваивайте сейчас; соперник должен принять.
        [double-drop] удваивайте сейчас; соперник должен отказаться, и партия ваша.
        [no-double] пока не удваивайте; бросайте кубики.
       *[cannot] { $reason ->
            [opponent-owns] вы не можете удвоить, куб у соперника; бросайте кубики.
            [maximum] куб уже на наибольшем значении; бросайте кубики.
            [crawford] в партии Кроуфорда не удваивают; бросайте кубики.
           *[dead] при этом счёте удвоение ничего вам не даст (куб мёртв); бросайте кубики.
        }
    }
}


## Сдать весь матч

bg-action-resign-match = Сдать весь матч
bg-action-confirm-resign-match = Да, сдать весь матч
bg-action-cancel-resign-match = Нет, продолжить игру
bg-resign-match-confirm = Сдать весь матч? Его выиграет { $opponent_name }; счёт { $score }:{ $opponent_score }, матч до { $length }. Нажмите Y, чтобы сдать матч, или N, чтобы продолжить игру.
bg-resign-match-cancelled = Игра продолжается.
bg-match-resigned = { $actor ->
    [you] Вы сдаёте матч.
   *[other] { $name } сдаёт матч.
}
bg-refuse-resign-match-not-asked = Сначала выберите «Сдать весь матч»; вас попросят подтвердить.
