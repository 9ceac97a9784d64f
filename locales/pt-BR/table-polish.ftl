## Um lance jogado só em parte

bg-dice-unplayable = { $actor ->
    [you] Você não pode jogar
   *[other] { $name } não pode jogar
} { $count ->
    [1] o { $die }: { $reason ->
        [higher] só um dado pode ser jogado, e as regras exigem o maior.
        [bar] uma pedra na barra não consegue entrar com ele.
       *[blocked] nenhum movimento legal o usa.
    }
   *[other] mais { $count } movimentos de { $die }: { $reason ->
        [higher] só um dado pode ser jogado, e as regras exigem o maior.
        [bar] uma pedra na barra não consegue entrar com um { $die }.
       *[blocked] não resta nenhum movimento legal para um { $die }.
    }
}

## Voltar, assistir

room-player-back = { $name } voltou.
room-watching-from = Agora você assiste do lugar { $number }, do lado de { $name }.

## As opções do anfitrião na sala de espera

room-option-choose = { $label }, agora { $value }: escolha um valor.
room-option-now = { $label }: { $value }.


## Dicas

bg-hint-header-simple = { $count ->
    [0] Nenhuma jogada legal.
    [one] Uma jogada legal:
   *[other] { $count } jogadas legais, a melhor primeiro segundo o bot Simple (o motor não respondeu):
}
bg-cube-advice = Conselho do cubo: { $situation ->
    [take] { $advice ->
        [take] aceite a dobra.
       *[drop] recuse a dobra.
    }
   *[double] { $advice ->
        [double-take] dobre agora; seu adversário deve aceitar.
        [double-drop] dobre agora; seu adversário deve recusar, e a partida é sua.
        [no-double] não dobre ainda; jogue os dados.
       *[cannot] { $reason ->
            [opponent-owns] você não pode dobrar, o cubo é do seu adversário; jogue os dados.
            [maximum] o cubo está no valor máximo; jogue os dados.
            [crawford] não se dobra na partida Crawford; jogue os dados.
           *[dead] dobrar não lhe rende nada neste placar (o cubo está morto); jogue os dados.
        }
    }
}


## Abandonar a partida inteira

bg-action-resign-match = Abandonar o match inteiro
bg-action-confirm-resign-match = Sim, abandonar o match inteiro
bg-action-cancel-resign-match = Não, continuar jogando
bg-resign-match-confirm = Abandonar o match inteiro? { $opponent_name } o venceria; o placar é { $score } a { $opponent_score }, match de { $length }. Pressione Y para abandonar o match ou N para continuar jogando.
bg-resign-match-cancelled = Você continua jogando.
bg-match-resigned = { $actor ->
    [you] Você abandona o match.
   *[other] { $name } abandona o match.
}
bg-refuse-resign-match-not-asked = Primeiro escolha abandonar o match inteiro; será pedida uma confirmação.
