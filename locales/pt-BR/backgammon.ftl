# Mesa de gamão: tudo o que um jogador ou espectador ouve.
# Argumentos comuns: $actor / $opponent valem "you" ou "other" (a relação de quem ouve com o lugar que age e
# com o outro lugar); $name / $opponent_name são os nomes dos lugares; $detail é "brief" ou "verbose".

bg-game-name = Gamão

## Opções

bg-option-match-length = Pontos da partida
bg-option-bot-level = Dificuldade do bot
bg-option-verbose = Narração detalhada
bg-option-hints = Dicas
bg-option-cube-hints = Dicas do cubo
bg-option-confirm-turn = Confirmar cada vez (Enter encerra a sua vez, então ainda dá para desfazer o último movimento)
bg-level-random = Aleatório
bg-level-simple = Simples
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Caos
bg-option-refused-match-length = A partida deve ter um número inteiro de pontos, de { $minimum } a { $maximum }.
bg-option-refused-bot-level = Essa dificuldade de bot não existe.
bg-option-refused-boolean = A opção “{ $option ->
    [verbose] Narração detalhada
    [hints] Dicas
    [cube_hints] Dicas do cubo
   *[confirm_turn] Confirmar cada vez
}” só pode estar ativada ou desativada.
bg-option-refused-unknown = Esta mesa não tem nenhuma opção chamada { $option }.

## Ações (menus e ajuda das teclas)

bg-action-roll = Jogar os dados
bg-action-point = Selecionar ou mover uma pedra
bg-action-move-checker = Mover uma pedra de uma casa para outra
bg-action-deselect = Desmarcar a pedra
bg-action-next-target = Próximo destino
bg-action-previous-target = Destino anterior
bg-action-row-start = Início da fileira
bg-action-row-end = Fim da fileira
bg-action-column-top = Topo da coluna
bg-action-column-bottom = Base da coluna
bg-action-double = Propor a dobra
bg-action-take = Aceitar a dobra
bg-action-drop = Recusar a dobra
bg-action-undo = Desfazer o último movimento
bg-action-end-turn = Encerrar a sua vez
bg-action-resign-single = Desistir deste jogo com derrota simples
bg-action-resign-gammon = Desistir deste jogo com gammon
bg-action-resign-backgammon = Desistir deste jogo com backgammon
bg-action-accept-resignation = Aceitar a desistência
bg-action-decline-resignation = Recusar a desistência
bg-action-hint = Dica de jogada
bg-action-cube-hint = Dica do cubo
bg-action-status-board = Pedras na barra e retiradas
bg-action-status-cube = Cubo de dobra
bg-action-status-pips = Contagem de pips
bg-action-status-score = Placar da partida
bg-action-status-dice = Dados restantes
bg-action-status-turn = De quem é a vez
bg-action-next-game = Próximo jogo

## O tabuleiro

bg-cell = { $point }{ $count ->
    [0] , vazia
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] pedra, sua
           *[other] pedras, suas
        }
       *[other] { $count ->
            [one] pedra
           *[other] pedras
        } de { $name }, { $colour ->
            [white] { $count ->
                [one] branca
               *[other] brancas
            }
           *[red] { $count ->
                [one] vermelha
               *[other] vermelhas
            }
        }
    }
}{ $selected ->
    [yes] , selecionada
   *[no] {""}
}

## O que acontece

bg-colours = { $actor ->
    [you] Você joga com as { $colour ->
        [white] brancas
       *[red] vermelhas
    }; { $opponent_name } joga com as { $opponent_colour ->
        [white] brancas
       *[red] vermelhas
    }.
   *[other] { $name } joga com as { $colour ->
        [white] brancas
       *[red] vermelhas
    }; { $opponent ->
        [you] você joga
       *[other] { $opponent_name } joga
    } com as { $opponent_colour ->
        [white] brancas
       *[red] vermelhas
    }.
}
bg-game-started = Começa o jogo { $number }.
bg-crawford-game = Este é o jogo Crawford: não se pode dobrar.
bg-post-crawford = O jogo Crawford acabou: o cubo volta ao jogo.
bg-opening-roll = Lance inicial: { $actor ->
    [you] você tira { $die }, { $opponent_name } tira { $opponent_die }.
   *[other] { $opponent ->
        [you] você tira { $opponent_die }, { $name } tira { $die }.
       *[other] { $name } tira { $die }, { $opponent_name } tira { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Empate: joga-se de novo.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Você começa, jogando { $die1 } e { $die2 }.
   *[other] { $name } começa, jogando { $die1 } e { $die2 }.
}
bg-rolled = { $actor ->
    [you] Você tira
   *[other] { $name } tira
} { $die1 } e { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] Você não consegue entrar da barra com { $die1 } e { $die2 } e perde a vez.
       *[other] { $name } não consegue entrar da barra com { $die1 } e { $die2 } e perde a vez.
    }
   *[no] { $actor ->
        [you] Você não tem nenhuma jogada válida com { $die1 } e { $die2 } e perde a vez.
       *[other] { $name } não tem nenhuma jogada válida com { $die1 } e { $die2 } e perde a vez.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Você entra da barra na casa { $to }
       *[other] { $name } entra da barra na casa { $to }
    }
    [bear-off] { $actor ->
        [you] Você retira uma pedra da casa { $from }
       *[other] { $name } retira uma pedra da casa { $from }
    }
   *[move] { $actor ->
        [you] Você move da casa { $from } para a casa { $to }
       *[other] { $name } move da casa { $from } para a casa { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , capturando uma pedra sua
       *[other] , capturando uma pedra de { $opponent_name }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , deixando a casa { $from } vazia
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Você desfaz o movimento de { $from } para { $to }.
   *[other] { $name } desfaz o movimento de { $from } para { $to }.
}
bg-play-finished = Contagem de pips: { $actor ->
    [you] você { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] você
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Sua vez.
   *[other] Vez de { $name }.
}
bg-double-offered = { $actor ->
    [you] Você propõe dobrar para { $value }.
   *[other] { $name } propõe dobrar para { $value }.{ $opponent ->
        [you] {" "}Pressione Y para aceitar ou N para recusar.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Você aceita; agora o cubo é seu, em { $value }.
   *[other] { $name } aceita e fica com o cubo em { $value }.
}
bg-double-dropped = { $actor ->
    [you] Você recusa a dobra.
   *[other] { $name } recusa a dobra.
}
bg-resign-offered = { $actor ->
    [you] Você propõe
   *[other] { $name } propõe
} desistir deste jogo com { $kind ->
    [single] derrota simples
    [gammon] gammon
   *[backgammon] backgammon
}, valendo { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}.{ $opponent ->
    [you] {" "}Pressione Y para aceitar ou N para recusar.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Você aceita a desistência.
   *[other] { $name } aceita a desistência.
}
bg-resign-declined = { $actor ->
    [you] Você recusa a desistência; o jogo continua.
   *[other] { $name } recusa a desistência; o jogo continua.
}
bg-game-won = { $actor ->
    [you] Você vence
   *[other] { $name } vence
} o jogo { $how ->
    [resigned] por desistência, com
    [dropped] porque a dobra foi recusada, com
   *[played] com
} { $kind ->
    [single] uma vitória simples
    [gammon] um gammon
   *[backgammon] um backgammon
}, marcando { $points ->
    [one] { $points } ponto
   *[other] { $points } pontos
}.
bg-score-now = Placar, partida até { $length }: { $actor ->
    [you] você { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] você { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Você vence a partida
   *[other] { $name } vence a partida
}{ $how ->
    [resigned] {" "}por desistência, com o placar em { $score } a { $opponent_score }.
    [time] {" "}por tempo, com o placar em { $score } a { $opponent_score }.
   *[played] {" "}por { $score } a { $opponent_score }.
}

## Respostas só para quem perguntou

bg-selected = Casa { $point } selecionada ({ $count ->
    [one] { $count } pedra
   *[other] { $count } pedras
}).
bg-deselected = Pedra desmarcada.
bg-play-complete = Sua jogada está completa. Pressione Enter para encerrar a sua vez, ou U para desfazer.
bg-hint-header = { $count ->
    [0] Nenhuma jogada válida.
    [one] Uma jogada válida:
   *[other] { $count } jogadas válidas. Sugestões:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] barra
    [off] fora
   *[other] { $point }
}
bg-cube-hint-rules = O conselho do cubo precisa do motor; por enquanto, a corrida: contagem de pips, você { $pips }, seu adversário { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Você pode dobrar agora.
       *[no] {" "}Você não pode dobrar agora.
    }
   *[take] {" "}Você precisa aceitar ou recusar.
}

## Teclas de situação

bg-status-board = Na barra: { $actor ->
    [you] você
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] você
   *[other] { $opponent_name }
} { $opponent_bar }. Retiradas: { $actor ->
    [you] você
   *[other] { $name }
} { $off }, { $opponent ->
    [you] você
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] Num jogo avulso não há cubo de dobra.
    [crawford] Jogo Crawford: o cubo não é usado.
    [centred] O cubo está no centro, em { $value }.
   *[owned] O cubo está em { $value }, com { $owner ->
        [you] você
       *[other] { $owner_name }
    }.
}
bg-status-pips = Contagem de pips: { $actor ->
    [you] você
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] você
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Partida até { $length }: { $actor ->
    [you] você
   *[other] { $name }
} { $score }, { $opponent ->
    [you] você
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}Este é o jogo Crawford.
   *[no] {""}
}
bg-status-dice = Dados restantes: { $count ->
    [1] { $die1 }.
    [2] { $die1 } e { $die2 }.
    [3] { $die1 }, { $die2 } e { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } e { $die4 }.
}
bg-status-dice-none = Não há dados para jogar agora.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Sua vez de jogar os dados.
        [moving] Sua vez de mover.
        [double_offered] Você precisa aceitar ou recusar a dobra.
        [resignation_offered] Você precisa aceitar ou recusar a desistência.
       *[other] Sua vez.
    }
   *[other] { $phase ->
        [awaiting_roll] Vez de { $name } jogar os dados.
        [moving] Vez de { $name } mover.
        [double_offered] { $name } precisa aceitar ou recusar a dobra.
        [resignation_offered] { $name } precisa aceitar ou recusar a desistência.
       *[other] Vez de { $name }.
    }
}
bg-status-turn-not-started = O jogo ainda não começou.
bg-status-turn-over = A partida terminou; { $actor ->
    [you] você venceu.
   *[other] { $name } venceu.
}

## Recusas: por que algo não pode ser feito agora

bg-refuse-already-started = O jogo já começou.
bg-refuse-not-started = O jogo ainda não começou.
bg-refuse-match-over = A partida terminou.
bg-refuse-spectator = Espectadores não podem jogar; só quem tem lugar na mesa.
bg-refuse-bad-viewer = Não existe esse lugar nesta mesa.
bg-refuse-seat-names = Uma mesa de gamão precisa de exatamente dois jogadores.
bg-refuse-unknown-action = Esta mesa não sabe fazer isso.
bg-refuse-not-offered = Isso não está disponível aqui.
bg-refuse-not-now = Isso não pode ser feito agora.
bg-refuse-bad-cell = Escolha primeiro uma casa do tabuleiro.
bg-refuse-bad-move = Isso não é um movimento de pedra: indique a origem (uma casa ou a barra) e o destino (uma casa ou fora).
bg-refuse-bad-snapshot = Não foi possível ler a mesa salva.
bg-refuse-not-your-turn = Não é a sua vez: { $phase ->
    [double_offered] esperando { $name } aceitar ou recusar a dobra.
    [resignation_offered] esperando { $name } responder à desistência.
    [awaiting_roll] esperando { $name } jogar os dados.
   *[other] esperando { $name } mover.
}
bg-refuse-roll-first = Primeiro jogue os dados: pressione Enter.
bg-refuse-move-first = Você já jogou os dados; mova as suas pedras.
bg-refuse-end-turn-first = Sua jogada está completa: pressione Enter para encerrar a sua vez, ou U para desfazer.
bg-refuse-answer-double = Primeiro aceite a dobra com Y ou recuse com N.
bg-refuse-answer-resignation = Primeiro aceite a desistência com Y ou recuse com N.
bg-refuse-play-complete = Você já usou todos os dados que podia nesta vez.
bg-refuse-play-incomplete = Sua jogada não terminou: { $dice ->
    [one] falta jogar um dado.
   *[other] faltam jogar { $dice } dados.
}
bg-refuse-bar-first = Você tem uma pedra na barra: primeiro faça-a entrar escolhendo uma casa no quadrante interno do adversário.
bg-refuse-no-checker = Você não tem nenhuma pedra na casa { $point }.
bg-refuse-not-your-checker = As pedras da casa { $point } são do adversário.
bg-refuse-empty-point = A casa { $point } está vazia.
bg-refuse-no-moves-from = A pedra da casa { $point } não tem nenhum movimento válido com estes dados.
bg-refuse-bear-off-not-home = Você só pode retirar pedras quando todas estiverem no seu quadrante interno, casas 1 a 6.
bg-refuse-bear-off-dice-too-small = Seus dados são baixos demais para retirar da casa { $point }.
bg-refuse-bear-off-higher-first = Você não pode retirar da casa { $point } com um dado maior enquanto tiver pedras em casas mais altas.
bg-refuse-backwards = As pedras andam em direção ao seu quadrante interno, para casas de número menor.
bg-refuse-blocked = A casa { $point } está bloqueada: o adversário tem duas ou mais pedras lá.
bg-refuse-no-die = Nenhum dos seus dados move uma pedra { $distance ->
    [one] { $distance } casa
   *[other] { $distance } casas
}.
bg-refuse-no-path = Nenhum caminho válido leva até lá com os seus dados.
bg-refuse-whole-roll = Esse movimento impediria você de jogar o lance inteiro: é preciso usar os dois dados se possível, ou o maior se só um puder ser jogado.
bg-refuse-nothing-selected = Nenhuma pedra está selecionada.
bg-refuse-nothing-to-undo = Não há movimento para desfazer nesta vez.
bg-refuse-no-targets = Não há nenhum destino agora.
bg-refuse-double-single-game = Num jogo avulso não há cubo de dobra.
bg-refuse-double-crawford = No jogo Crawford não se pode dobrar.
bg-refuse-double-after-roll = Você só pode dobrar antes de jogar os dados.
bg-refuse-double-opponent-owns = O cubo está com o adversário, e só quem tem o cubo pode dobrar.
bg-refuse-double-maximum = O cubo já está no valor máximo, 64.
bg-refuse-no-double-offered = Ninguém propôs dobrar.
bg-refuse-no-resignation-offered = Ninguém propôs desistir.
bg-refuse-resign-higher = Sua proposta foi recusada nesta vez; agora você só pode propor uma desistência maior.
bg-refuse-hints-off = As dicas estão desativadas nesta mesa.
bg-refuse-hint-not-your-turn = As dicas ficam disponíveis na sua vez.
bg-refuse-hint-roll-first = Jogue os dados primeiro; a dica sugere como jogar os seus dados.
bg-refuse-cube-hints-off = As dicas do cubo estão desativadas nesta mesa.
bg-refuse-cube-hint-no-cube = O cubo de dobra não é usado neste jogo.
bg-refuse-cube-hint-not-now = As dicas do cubo ficam disponíveis antes de jogar os dados e quando você recebe uma proposta de dobra.
bg-refuse-next-game-automatic = O próximo jogo começa sozinho quando um jogo termina.
bg-still-holding = Você ainda está com a peça que pegou na casa { $point }.
