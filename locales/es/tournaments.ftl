# Torneos: inscripción, emparejamientos y resultados de cada ronda, el cuadro, la clasificación y los puestos.

tournament-format = { $format ->
    [swiss] sistema suizo
    [round-robin] todos contra todos
   *[knockout] eliminación directa
}

## Inscribirse y empezar
tournament-joined = { $name } se une al torneo: { $count } de { $places } plazas ocupadas.
tournament-left-before-start = { $name } deja el torneo: { $count } de { $places } plazas ocupadas.
tournament-you-left = Has dejado el torneo.
tournament-join-refused = { $reason ->
    [full] El torneo está completo.
    [started] El torneo ya ha empezado.
   *[already] Ya estás en este torneo.
}
tournament-start-refused = { $reason ->
    [organiser] Solo el organizador puede empezar el torneo.
    [too-few] Un torneo necesita al menos dos jugadores para empezar.
   *[started] El torneo ya ha empezado.
}
tournament-started = Empieza { $name }: { $format }, jugadores: { $players }, rondas: { $rounds }.
tournament-not-started = El torneo no ha empezado: { $count } de { $places } plazas ocupadas.

## Cada ronda
tournament-round-paired = Ronda { $round } de { $rounds } emparejada; partidas: { $matches }.
tournament-your-match = Ronda { $round } de { $rounds }: juegas contra { $opponent }, una partida a { $length } { $length ->
    [one] punto
   *[other] puntos
}. Tu mesa está abierta: ven en menos de { $minutes } { $minutes ->
    [one] minuto
   *[other] minutos
} o pierdes la partida por incomparecencia.
tournament-your-bye = Ronda { $round } de { $rounds }: descansas esta ronda, y cuenta como una victoria.
tournament-result = Ronda { $round }, partida { $match }: { $how ->
    [resigned] { $winner } gana a { $loser } { $winner_points } a { $loser_points }; { $loser } se rindió.
    [forfeit] { $winner } gana por abandono, { $winner_points } a { $loser_points }: { $loser } dejó el torneo.
    [no-show] { $winner } gana por incomparecencia: { $loser } no llegó a la mesa a tiempo.
    [seeded] { $winner } pasa como cabeza de serie mejor situado; { $loser } queda eliminado. Ninguno de los dos jugó.
   *[played] { $winner } gana a { $loser } { $winner_points } a { $loser_points }.
}
tournament-both-lost = Ronda { $round }, partida { $match }: ni { $first } ni { $second } llegaron a la mesa a tiempo; los dos pierden la partida.
tournament-you-are-out = Quedas eliminado del torneo, vencido en la ronda { $round } de { $rounds }.
tournament-you-did-not-come = No llegaste a tu mesa a tiempo en la ronda { $round }, y pierdes esa partida por incomparecencia.
tournament-withdrawn = { $name } ha dejado el torneo.
tournament-round-goes-on = La ronda { $round } sigue; partidas aún en juego: { $playing }. { $last ->
    [yes] Los puestos se sabrán cuando terminen.
   *[no] La siguiente ronda se empareja cuando terminen.
}
tournament-won = El torneo { $name } ha terminado: ¡gana { $winner }!
tournament-your-place = { $shared ->
    [yes] Terminas empatado en el puesto { $place } de { $players }.
   *[no] Terminas en el puesto { $place } de { $players }.
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
tournament-waiting-for = { $opponent } aún no está en tu mesa: le quedan { $left } para llegar, o ganas la partida por incomparecencia.
tournament-opponent-waiting = { $opponent } está en tu mesa de la ronda { $round } y te espera: ven en menos de { $left } o pierdes la partida por incomparecencia.

## El cuadro, una línea por partida
tournament-line-waiting = Ronda { $round } de { $rounds }, partida { $match }: { $first } contra { $second }, esperando a los jugadores, quedan { $left } para llegar
tournament-line-playing = Ronda { $round } de { $rounds }, partida { $match }: { $first } { $first_points }, { $second } { $second_points }, en juego
tournament-line-won = Ronda { $round } de { $rounds }, partida { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] ganó { $winner } por rendición
    [forfeit] ganó { $winner } por abandono
    [no-show] ganó { $winner } por incomparecencia
   *[played] ganó { $winner }
}
tournament-line-both-lost = Ronda { $round } de { $rounds }, partida { $match }: { $first } contra { $second }, perdida por los dos por incomparecencia
tournament-line-bye = Ronda { $round } de { $rounds }, partida { $match }: { $name }, descansa
tournament-line-later = Ronda { $round } de { $rounds }, partida { $match }: el ganador de la partida { $first_match } contra el ganador de la partida { $second_match } de la ronda { $previous }
tournament-line-unpaired = Ronda { $round } de { $rounds }: se empareja cuando termine la ronda { $previous }

## La clasificación
tournament-standing = { $left ->
    [yes] { $place }. { $name }, dejó el torneo: victorias { $wins }, derrotas { $losses }, puntos { $won } a { $lost }, victorias de los rivales { $buchholz }
   *[no] { $place }. { $name }: victorias { $wins }, derrotas { $losses }, puntos { $won } a { $lost }, victorias de los rivales { $buchholz }
}
tournament-standing-knockout = { $name }, cabeza de serie { $seed }: { $state ->
    [winner] el ganador
    [out] eliminado en la ronda { $round }
    [left] se retiró en la ronda { $round }
   *[in] sigue en juego
}

## Mi próxima partida, y quién sigue
tournament-next-not-in = No juegas en este torneo.
tournament-next-open = Tu partida: ronda { $round } de { $rounds }, contra { $opponent }, a { $length } { $length ->
    [one] punto
   *[other] puntos
}; tu mesa está abierta: ven en menos de { $left } o pierdes la partida por incomparecencia.
tournament-next-playing = Tu partida: ronda { $round } de { $rounds }, contra { $opponent }, a { $length } { $length ->
    [one] punto
   *[other] puntos
}; tú { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Descansas en la ronda { $round } de { $rounds }.
tournament-next-waiting = Tu partida de la ronda { $round } ha terminado; partidas aún en juego: { $playing }. { $last ->
    [yes] Los puestos se sabrán cuando terminen.
   *[no] Tu próxima partida se empareja cuando terminen.
}
tournament-next-out = Estás eliminado del torneo.
tournament-next-over = El torneo ha terminado: ganó { $winner }.
tournament-still-in = Jugadores que siguen: { $count }.
tournament-player-line = { $name }, cabeza de serie { $seed }, victorias { $wins }
