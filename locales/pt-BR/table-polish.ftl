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
