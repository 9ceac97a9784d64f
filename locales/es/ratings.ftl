# Jugadores y clasificaciones: las clasificaciones, el perfil de un jugador y el cambio de la propia puntuación al final de un match.

ratings-players-and-ratings = Jugadores y puntuaciones
ratings-my-profile = Mi perfil
ratings-leaderboard = Clasificación
ratings-bot-leaderboard = Clasificación de práctica contra bots
ratings-nobody-rated = Aquí todavía nadie tiene puntuación.
ratings-board-entry = { $rank }. { $name }, puntuación { $rating }, experiencia { $experience }, partidas jugadas: { $played }, ganadas: { $won }

## El perfil de un jugador
ratings-profile-name = Jugador { $name }
ratings-not-rated = Todavía ninguna partida puntuada contra otro jugador.
ratings-profile-rating = Puntuación { $rating }, puesto { $rank } de la clasificación
ratings-profile-experience = Experiencia { $experience }
ratings-profile-played = Partidas puntuadas jugadas: { $played }, ganadas: { $won }
ratings-no-bot-practice = Todavía ninguna partida contra un bot.
ratings-profile-bot-practice = Puntuación de práctica contra bots { $rating }, partidas contra bots: { $played }, ganadas: { $won }
ratings-no-analysis = Todavía ninguna partida analizada.
ratings-profile-error-rate = Tasa media de errores { $rate }
ratings-recent-matches = Últimas partidas puntuadas
ratings-recent-entry = { $result ->
    [won] Ganada
   *[lost] Perdida
} contra { $opponent }, { $pool ->
    [bots] puntuación de práctica
   *[human] puntuación
} de { $before } a { $after }

## Lo que oye cada jugador al final de una partida
ratings-your-change = { $pool ->
    [bots] Tu puntuación de práctica contra bots
   *[human] Tu puntuación
} { $direction ->
    [up] sube { $change } hasta { $rating }
    [down] baja { $change } hasta { $rating }
   *[same] se queda en { $rating }
}; experiencia { $experience }.
