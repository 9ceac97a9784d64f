# Raccoons (quem recebe um beaver o aceita e redobra na hora, e o cubo continua com quem fez o beaver) e a perda quádrupla (um backgammon com uma pedra ainda na barra conta quatro vezes o cubo).

## Options

raccoon-option-raccoons = Raccoons no jogo a dinheiro, máximo por partida (0 é desligado; exigem beavers)
raccoon-option-quadruple = Perda quádrupla: um backgammon com uma pedra ainda na barra conta quatro vezes o cubo
raccoon-option-refused-raccoons = Os raccoons devem ser um número inteiro de { $minimum } a { $maximum }.
raccoon-option-refused-quadruple = A perda quádrupla deve estar ligada ou desligada.

## Actions

bg-action-raccoon = Raccoon: aceitar o beaver e redobrar na hora, com o cubo continuando com o adversário

## What happens

raccoon-raccooned = { $actor ->
    [you] Você faz um raccoon: aceita o beaver e redobra na hora para { $value }; o cubo continua com { $opponent_name }.
   *[other] { $name } faz um raccoon: aceita o beaver e redobra na hora para { $value }; o cubo continua onde está.{ $opponent ->
        [you] {" "}Pressione Y para aceitar ou N para recusar.
       *[other] {""}
    }
}
raccoon-taken = { $actor ->
    [you] Você aceita o raccoon e fica com o cubo, agora em { $value }.
   *[other] { $name } aceita o raccoon e fica com o cubo, agora em { $value }.
}
raccoon-quadruple-loss = Ainda há uma pedra na barra: com a perda quádrupla, o backgammon conta quatro vezes o cubo de { $cube }.

## Advice

raccoon-cube-advice-raccoon = Dica de cubo: raccoon (pressione R): o beaver é um erro, então aceite e redobre na hora; o cubo continua com seu adversário.

## Refusals

raccoon-refuse-off = Raccoons não são permitidos nesta mesa.
raccoon-refuse-no-beaver = Não há beaver para você responder com um raccoon.
raccoon-refuse-limit = { $limit ->
    [one] Só é permitido um raccoon por partida.
   *[other] Só são permitidos { $limit } raccoons por partida.
}
raccoon-refuse-maximum = Um raccoon levaria o cubo acima de 64.
