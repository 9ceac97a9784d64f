# Torneios: inscrição, emparelhamentos e resultados de cada rodada, a chave, a classificação e as colocações.

tournament-format = { $format ->
    [swiss] sistema suíço
    [round-robin] todos contra todos
   *[knockout] eliminatória simples
}

## Inscrever-se e começar
tournament-joined = { $name } entra no torneio: { $count } de { $places } vagas ocupadas.
tournament-left-before-start = { $name } sai do torneio: { $count } de { $places } vagas ocupadas.
tournament-you-left = Você saiu do torneio.
tournament-join-refused = { $reason ->
    [full] O torneio está lotado.
    [started] O torneio já começou.
   *[already] Você já está neste torneio.
}
tournament-start-refused = { $reason ->
    [organiser] Só o organizador pode começar o torneio.
    [too-few] Um torneio precisa de pelo menos dois jogadores para começar.
   *[started] O torneio já começou.
}
tournament-started = Começa { $name }: { $format }, jogadores: { $players }, rodadas: { $rounds }.
tournament-not-started = O torneio não começou: { $count } de { $places } vagas ocupadas.

## Cada rodada
tournament-round-paired = Rodada { $round } de { $rounds } emparelhada; partidas: { $matches }.
tournament-your-match = Rodada { $round } de { $rounds }: você joga contra { $opponent }, uma partida de { $length } { $length ->
    [one] ponto
   *[other] pontos
}. Sua mesa está aberta: venha em até { $minutes } { $minutes ->
    [one] minuto
   *[other] minutos
} ou perde a partida por W.O.
tournament-your-bye = Rodada { $round } de { $rounds }: você folga nesta rodada, e isso conta como vitória.
tournament-result = Rodada { $round }, partida { $match }: { $how ->
    [resigned] { $winner } vence { $loser } por { $winner_points } a { $loser_points }; { $loser } desistiu.
    [forfeit] { $winner } vence por W.O., { $winner_points } a { $loser_points }: { $loser } saiu do torneio.
    [no-show] { $winner } vence por W.O.: { $loser } não chegou à mesa a tempo.
    [seeded] { $winner } avança como cabeça de chave mais bem colocado; { $loser } está eliminado. Nenhum dos dois jogou.
   *[played] { $winner } vence { $loser } por { $winner_points } a { $loser_points }.
}
tournament-both-lost = Rodada { $round }, partida { $match }: nem { $first } nem { $second } chegaram à mesa a tempo; os dois perdem a partida.
tournament-you-are-out = Você está eliminado do torneio, derrotado na rodada { $round } de { $rounds }.
tournament-you-did-not-come = Você não chegou à sua mesa a tempo na rodada { $round }, e perde essa partida por W.O.
tournament-withdrawn = { $name } saiu do torneio.
tournament-round-goes-on = A rodada { $round } continua; partidas ainda em andamento: { $playing }. { $last ->
    [yes] As colocações saem quando elas terminarem.
   *[no] A próxima rodada é emparelhada quando elas terminarem.
}
tournament-won = O torneio { $name } acabou: { $winner } vence!
tournament-your-place = { $shared ->
    [yes] Você termina empatado na colocação { $place } de { $players }.
   *[no] Você termina na colocação { $place } de { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] segundo
       *[other] segundos
    }
   *[minutes] { $count } { $count ->
        [one] minuto
       *[other] minutos
    }
}
tournament-waiting-for = { $opponent } ainda não está na sua mesa: tem { $left } para chegar, ou você vence a partida por W.O.
tournament-opponent-waiting = { $opponent } está na mesa de vocês da rodada { $round } e espera por você: venha em até { $left } ou perde a partida por W.O.

## A chave, uma linha por partida
tournament-line-waiting = Rodada { $round } de { $rounds }, partida { $match }: { $first } contra { $second }, aguardando os jogadores, restam { $left } para chegar
tournament-line-playing = Rodada { $round } de { $rounds }, partida { $match }: { $first } { $first_points }, { $second } { $second_points }, em andamento
tournament-line-won = Rodada { $round } de { $rounds }, partida { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] { $winner } venceu por desistência
    [forfeit] { $winner } venceu por W.O.
    [no-show] { $winner } venceu por W.O.
   *[played] { $winner } venceu
}
tournament-line-both-lost = Rodada { $round } de { $rounds }, partida { $match }: { $first } contra { $second }, os dois perderam por W.O.
tournament-line-bye = Rodada { $round } de { $rounds }, partida { $match }: { $name }, folga
tournament-line-later = Rodada { $round } de { $rounds }, partida { $match }: o vencedor da partida { $first_match } contra o vencedor da partida { $second_match } da rodada { $previous }
tournament-line-unpaired = Rodada { $round } de { $rounds }: emparelhada quando a rodada { $previous } terminar

## A classificação
tournament-standing = { $left ->
    [yes] { $place }. { $name }, saiu do torneio: vitórias { $wins }, derrotas { $losses }, pontos { $won } a { $lost }, vitórias dos adversários { $buchholz }
   *[no] { $place }. { $name }: vitórias { $wins }, derrotas { $losses }, pontos { $won } a { $lost }, vitórias dos adversários { $buchholz }
}
tournament-standing-knockout = { $name }, cabeça de chave { $seed }: { $state ->
    [winner] o vencedor
    [out] eliminado na rodada { $round }
    [left] saiu na rodada { $round }
   *[in] ainda na disputa
}

## Minha próxima partida, e quem ainda está na disputa
tournament-next-not-in = Você não joga neste torneio.
tournament-next-open = Sua partida: rodada { $round } de { $rounds }, contra { $opponent }, de { $length } { $length ->
    [one] ponto
   *[other] pontos
}; sua mesa está aberta: venha em até { $left } ou perde a partida por W.O.
tournament-next-playing = Sua partida: rodada { $round } de { $rounds }, contra { $opponent }, de { $length } { $length ->
    [one] ponto
   *[other] pontos
}; você { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Você folga na rodada { $round } de { $rounds }.
tournament-next-waiting = Sua partida da rodada { $round } acabou; partidas ainda em andamento: { $playing }. { $last ->
    [yes] As colocações saem quando elas terminarem.
   *[no] Sua próxima partida é emparelhada quando elas terminarem.
}
tournament-next-out = Você está eliminado do torneio.
tournament-next-over = O torneio acabou: { $winner } venceu.
tournament-still-in = Jogadores ainda na disputa: { $count }.
tournament-player-line = { $name }, cabeça de chave { $seed }, vitórias { $wins }
