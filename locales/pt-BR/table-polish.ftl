## Um lance jogado só em parte

bg-dice-unplayable = { $actor ->
    [you] Você não pode jogar
   *[other] { $name } não pode jogar
} { $count ->
    [1] o { $die }
   *[other] os outros { $die } ({ $count })
}: { $reason ->
    [higher] só um dado pode ser jogado, e as regras exigem o maior.
    [bar] uma pedra na barra não consegue entrar com ele.
   *[blocked] nenhum movimento legal o usa.
}

## Voltar, assistir

room-player-back = { $name } voltou.
room-watching-from = Agora você assiste do lugar { $number }, do lado de { $name }.

## As opções do anfitrião na sala de espera

room-option-choose = { $label }, agora { $value }: escolha um valor.
room-option-now = { $label }: { $value }.
