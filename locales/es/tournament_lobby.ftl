# Tournaments in the lobby: the list, the form that announces one, an event's menu, and the calls to a table.

tournaments-menu = Torneos
tournaments-create = Anunciar un torneo
tournaments-none = Todavía no hay torneos.
tournament-entry = { $name }: { $format }, { $taken } de { $places } plazas ocupadas, { $state ->
    [when-full] empieza cuando se llenen las plazas
    [organiser] empieza cuando lo inicie su organizador
    [at] empieza dentro de { $minutes } min
    [running] ronda { $round } de { $rounds } en juego
   *[finished] terminado, lo ganó { $winner }
}{ $public ->
    [no] , por invitación
   *[yes] {""}
}
tournament-gone = Ese torneo ya no está.
tournament-cancelled = El torneo { $name } se suspende: a la hora de empezar se habían inscrito menos de dos jugadores.
tournament-announced = { $organiser } anuncia el torneo { $name }: { $format }, { $places } plazas. Para inscribirse: Torneos, en el menú principal.
tournament-default-name = Torneo de { $name }
tournament-name-prompt = Nombre del torneo
tournament-field-name = Nombre: { $value }
tournament-field-format = Formato: { $value }
tournament-field-places = Plazas: { $value }
tournament-field-length = Longitud de las partidas: { $value } puntos
tournament-field-final = Final: { $value ->
    [0] igual que las otras rondas
   *[other] { $value } puntos
}
tournament-field-start = Inicio: { $start ->
    [when-full] cuando se ocupen todas las plazas
    [organiser] cuando lo inicie el organizador
   *[minutes] dentro de { $minutes } minutos
}
tournament-field-clock = Reloj de turno: { $value }
tournament-field-bot-level = Los bots de las plazas libres juegan a nivel: { $value }
tournament-field-access = { $public ->
    [no] Por invitación
   *[yes] Público
}
tournament-field-no-show = Tiempo para llegar a la mesa: { $minutes } minutos
tournament-announce = Anunciarlo
tournament-join = Inscribirse
tournament-leave = Dejar el torneo
tournament-fill-bots = Llenar las plazas libres con bots
tournament-start-now = Empezar ahora
tournament-invite = Invitar a un jugador
tournament-invite-sent = { $name } está invitado.
tournament-invited = { $organiser } te invita al torneo { $name }: lo encontrarás en Torneos, en el menú principal.
tournament-not-invited = Este torneo es solo por invitación.
tournament-my-next-match = Mi próxima partida
tournament-bracket = Cuadro
tournament-standings = Clasificación
tournament-who-is-still-in = Quién sigue en juego
tournament-watch = Mirar una partida
tournament-no-running = Ahora no se juega ninguna partida de este torneo.
tournament-watch-line = Ronda { $round }, partida { $match }: { $first } contra { $second }
tournament-go-to-table = Pulsa Alt+G, o elige Ir a mi mesa del torneo en el menú principal, para sentarte.
tournament-go-item = Ir a mi mesa del torneo
tournament-no-call = Ninguna mesa de torneo te espera.
tournament-profile-entry = Torneo { $name }: puesto { $place } de { $players }
tournament-profile-none = Todavía no hay torneos terminados.

## Following an event, its keys on a table's board, and no rematch at its tables
tournament-follow = Seguir este torneo
tournament-unfollow = Dejar de seguir este torneo
tournament-following = Sigues el torneo { $name }: oirás sus emparejamientos y resultados.
tournament-not-following = Ya no sigues el torneo { $name }.
tournament-more-lines = Y { $count } más: la lista completa está en el menú del torneo.
room-rematch-tournament = Una partida de torneo no tiene revancha: el torneo empareja tu próxima partida.
