# Jogadores e ratings: as classificações, o perfil de um jogador e a mudança do próprio rating ao fim de uma partida.

ratings-players-and-ratings = Jogadores e pontuações
ratings-my-profile = Meu perfil
ratings-leaderboard = Classificação
ratings-bot-leaderboard = Classificação de treino contra bots
ratings-nobody-rated = Ninguém tem pontuação aqui ainda.
ratings-board-entry = { $rank }. { $name }, pontuação { $rating }, experiência { $experience }, partidas jogadas: { $played }, vencidas: { $won }

## O perfil de um jogador
ratings-profile-name = Jogador { $name }
ratings-not-rated = Nenhuma partida pontuada contra outro jogador ainda.
ratings-profile-rating = Pontuação { $rating }, { $rank }º lugar na classificação
ratings-profile-experience = Experiência { $experience }
ratings-profile-played = Partidas pontuadas jogadas: { $played }, vencidas: { $won }
ratings-no-bot-practice = Nenhuma partida contra um bot ainda.
ratings-profile-bot-practice = Pontuação de treino contra bots { $rating }, partidas contra bots: { $played }, vencidas: { $won }
ratings-no-analysis = Nenhuma partida analisada ainda.
ratings-profile-error-rate = Taxa média de erros { $rate }
ratings-recent-matches = Últimas partidas pontuadas
ratings-recent-entry = { $result ->
    [won] Vitória
   *[lost] Derrota
} contra { $opponent }, { $pool ->
    [bots] pontuação de treino
   *[human] pontuação
} de { $before } para { $after }

## Dito a cada jogador ao fim de uma partida
ratings-your-change = { $pool ->
    [bots] Sua pontuação de treino contra bots
   *[human] Sua pontuação
} { $direction ->
    [up] sobe { $change } para { $rating }
    [down] cai { $change } para { $rating }
   *[same] continua em { $rating }
}; experiência { $experience }.
