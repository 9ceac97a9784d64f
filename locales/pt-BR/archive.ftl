# O arquivo: partidas passadas, repetição de ouvido, downloads, mesas privadas e a tecla dos identificadores (I).

## A tecla dos identificadores na mesa e numa repetição
bg-action-status-ids = Identificadores de posição e de partida do GNU Backgammon
bg-status-ids = Identificador de posição { $position_id }, identificador de partida { $match_id }.

## Uma mesa privada (escolha do anfitrião na sala de espera)
archive-private-option = Partida privada: { $value }
archive-table-private = Esta partida agora é privada: só os jogadores dela a encontrarão entre as partidas passadas.
archive-table-public = Esta partida agora é pública: todos a encontrarão entre as partidas passadas.

## Partidas passadas
archive-past-matches = Partidas passadas
archive-my-matches = Minhas partidas
archive-public-matches = Partidas públicas de outros jogadores
archive-no-matches = Ainda não há partidas aqui.
archive-page = Página { $page }.
archive-next-page = Próxima página
archive-previous-page = Página anterior
archive-match-length = { $length ->
    [one] partida de 1 ponto
   *[other] partida de { $length } pontos
}
archive-my-entry = { $result ->
    [won] Vitória
    [lost] Derrota
    [level] Sem vencedor
   *[abandoned] Abandonada
} contra { $opponent }, { $length }, { $score } a { $opponent_score }, { $date }
archive-entry = { $first } contra { $second }, { $length }, { $score } a { $second_score }, { $date }, { $result ->
    [first] { $first } venceu
    [second] { $second } venceu
    [level] sem vencedor
   *[abandoned] abandonada
}
archive-replay = Repetir de ouvido
archive-download-mat = Baixar para o GNU Backgammon (.mat)
archive-download-sgf = Baixar em SGF
archive-downloading = Baixando { $file }.
archive-unknown-match = Essa partida não existe.
archive-private-match = Essa partida é privada: só os jogadores dela podem abri-la.
archive-broken-match = O registro dessa partida não pode ser repetido.
archive-export-failed = Não foi possível exportar essa partida.

## Repetição de ouvido
archive-replay-opened = Repetição de { $first } contra { $second }, { $games ->
    [one] um jogo
   *[other] { $games } jogos
}, { $steps } passos. N e B: ação seguinte e anterior; Shift+N e Shift+B: jogo seguinte e anterior; Esc: o menu da repetição.
archive-replay-where = Jogo { $game } de { $games }, passo { $step } de { $steps }.
archive-replay-silent = Passo { $step }: nada foi dito a este lugar.
archive-replay-at-end = Esse era o último passo.
archive-replay-at-start = Esse era o primeiro passo.
archive-replay-no-game = Não existe o jogo { $game }: esta partida tem { $games ->
    [one] um jogo
   *[other] { $games } jogos
}.
archive-replay-game-prompt = Ir para o jogo (1 a { $games })
archive-replay-read-only = Isto é uma repetição: nada pode ser jogado aqui.
archive-replay-next = Ação seguinte (N)
archive-replay-previous = Ação anterior (B)
archive-replay-next-game = Jogo seguinte (Shift+N)
archive-replay-previous-game = Jogo anterior (Shift+B)
archive-replay-first = Primeira ação (F)
archive-replay-last = Última ação (L)
archive-replay-go-to-game = Ir para um jogo (G)
archive-replay-repeat = Repetir este passo (R)
archive-replay-hear-as = Ouvir como { $name } ouviu
archive-replay-watch-from = Ouvir como espectador do lado de { $name }
archive-replay-hearing-as = Agora você ouve como { $name } ouviu.
archive-replay-watching-from = Agora você ouve como espectador do lado de { $name }.
archive-replay-back = Voltar ao tabuleiro
archive-replay-leave = Sair da repetição
