# Jogo a dinheiro: uma sessão de partidas, cada uma contada pelo valor do cubo, com a regra Jacoby, beavers e dobras automáticas.

## Options

money-option-money = Jogo a dinheiro em vez de um match (partidas até um jogador parar)
money-option-jacoby = Regra Jacoby no jogo a dinheiro (gammons só contam depois que o cubo foi virado)
money-option-beavers = Beavers no jogo a dinheiro (quem recebe uma dobra pode redobrar na hora e ficar com o cubo)
money-option-auto-doubles = Dobras automáticas no jogo a dinheiro, máximo por partida (0 é desligado)
money-option-refused-auto-doubles = As dobras automáticas devem ser um número inteiro de { $minimum } a { $maximum }.
money-option-refused-boolean = { $option ->
    [money] O jogo a dinheiro
    [jacoby] A regra Jacoby
   *[beavers] Os beavers
} precisa estar ligado ou desligado.

## Actions

bg-action-beaver = Beaver: aceitar e redobrar na hora, ficando com o cubo
bg-action-play-on = Jogar outra partida
bg-action-stop-session = Encerrar a sessão

## What happens

money-automatic-double = Os dados de abertura são iguais: dobra automática. O cubo agora está em { $value }, ainda no centro.
money-beavered = { $actor ->
    [you] Você faz um beaver: aceita, redobra na hora para { $value } e fica com o cubo.
   *[other] { $name } faz um beaver: aceita, redobra na hora para { $value } e fica com o cubo.{ $opponent ->
        [you] {" "}Pressione Y para aceitar ou N para recusar.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Você aceita o beaver; o cubo está em { $value } e continua com { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } aceita o beaver; o cubo está em { $value } e continua com você.
       *[other] { $name } aceita o beaver; o cubo está em { $value } e continua com { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] O cubo nunca foi virado, então pela regra Jacoby o gammon conta como partida simples.
   *[backgammon] O cubo nunca foi virado, então pela regra Jacoby o backgammon conta como partida simples.
}
money-total-now = Sessão a dinheiro: { $actor ->
    [you] você { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] você { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Empate.
    [actor] { $actor ->
        [you] Você está { $margin } à frente.
       *[other] { $name } está { $margin } à frente.
    }
   *[opponent] { $opponent ->
        [you] Você está { $margin } à frente.
       *[other] { $opponent_name } está { $margin } à frente.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Outra partida? Pressione Y ou Enter para continuar, N para encerrar a sessão.
       *[other] Os jogadores escolhem agora se jogam outra partida.
    }
   *[you] Outra partida? Pressione Y ou Enter para continuar, N para encerrar a sessão.
}
money-playing-on = { $actor ->
    [you] Você quer outra partida.
   *[other] { $name } quer outra partida.
}
money-session-ended = { $actor ->
    [you] Você encerra a sessão.
   *[other] { $name } encerra a sessão.
} Total final: { $actor ->
    [you] você { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] você { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Empate.
    [actor] { $actor ->
        [you] Você ganha { $margin ->
            [one] { $margin } ponto
           *[other] { $margin } pontos
            }.
       *[other] { $name } ganha { $margin ->
           [one] { $margin } ponto
          *[other] { $margin } pontos
           }.
    }
   *[opponent] { $opponent ->
        [you] Você ganha { $margin ->
            [one] { $margin } ponto
           *[other] { $margin } pontos
            }.
       *[other] { $opponent_name } ganha { $margin ->
           [one] { $margin } ponto
          *[other] { $margin } pontos
           }.
    }
}

## Status and advice

money-status-total = Sessão a dinheiro, { $games ->
    [one] uma partida jogada
   *[other] { $games } partidas jogadas
}: { $actor ->
    [you] você { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] você { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Empate.
    [actor] { $actor ->
        [you] Você está { $margin } à frente.
       *[other] { $name } está { $margin } à frente.
    }
   *[opponent] { $opponent ->
        [you] Você está { $margin } à frente.
       *[other] { $opponent_name } está { $margin } à frente.
    }
}
money-status-session-over = A sessão a dinheiro terminou.
money-status-between-games = { $count ->
    [one] Entre partidas: aguardando { $name } continuar ou parar.
   *[other] Entre partidas: aguardando os dois jogadores continuarem ou pararem.
}
money-cube-equities = Equities a dinheiro com o cubo em 1: sem dobra { $no_double }, dobra aceita { $double_take }, dobra recusada { $double_pass }.
money-cube-advice-beaver = Dica do cubo: beaver (pressione B): você é o favorito, então aceite e redobre na hora, ficando com o cubo.
money-cube-advice-take-beaver = Dica do cubo: aceite o beaver; recusar agora custa a aposta dobrada.
money-cube-advice-drop-beaver = Dica do cubo: recuse o beaver; continuar jogando a quatro vezes a aposta custa mais que a aposta dobrada.

## Refusals

money-refuse-beaver-off = Beavers não são permitidos nesta mesa.
money-refuse-beaver-no-double = Não há dobra para você fazer um beaver.
money-refuse-beaver-maximum = Um beaver levaria o cubo além de 64.
money-refuse-already-playing-on = Você já pediu outra partida; aguardando o adversário.
money-refuse-between-games = A partida terminou: pressione Y ou Enter para jogar outra, N para encerrar a sessão.
money-refuse-not-between-games = Isso é para o intervalo entre as partidas de uma sessão a dinheiro.

## Past matches and the profile

money-archive-session = sessão a dinheiro
money-profile-none = Nenhuma sessão a dinheiro ainda.
money-profile = Sessões a dinheiro jogadas: { $sessions }: { $won } vencidas, { $lost } perdidas, { $level } sem vencedor; pontos ganhos menos perdidos: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Encerrar a sessão agora
money-action-confirm-resign-match = Sim, encerrar a sessão
money-action-status-score = Placar da sessão
money-resign-match-confirm = Encerrar a sessão agora? { $opponent_name } vence o jogo em andamento, como jogo simples vezes o valor do dado de dobra. A sessão está: você { $score }, { $opponent_name } { $opponent_score }. Pressione Y para encerrar a sessão, ou N para continuar jogando.
money-timed-out = { $actor ->
    [you] Seu tempo acabou: a sessão terminou.
   *[other] O tempo de { $name } acabou: a sessão terminou.
}
