# El archivo: partidas pasadas, repetición de oído, descargas, mesas privadas y la tecla de los identificadores (I).

## La tecla de los identificadores en la mesa y en una repetición
bg-action-status-ids = Identificadores de posición y de partida de GNU Backgammon
bg-status-ids = Identificador de posición { $position_id }, identificador de partida { $match_id }.

## Una mesa privada (elección del anfitrión en la sala de espera)
archive-private-option = Partida privada: { $value }
archive-table-private = Esta partida ahora es privada: solo sus jugadores la encontrarán entre las partidas pasadas.
archive-table-public = Esta partida ahora es pública: todos la encontrarán entre las partidas pasadas.

## Partidas pasadas
archive-past-matches = Partidas pasadas
archive-my-matches = Mis partidas
archive-public-matches = Partidas públicas de otros jugadores
archive-no-matches = Todavía no hay partidas aquí.
archive-page = Página { $page }.
archive-next-page = Página siguiente
archive-previous-page = Página anterior
archive-match-length = { $length ->
    [one] partida a 1 punto
   *[other] partida a { $length } puntos
}
archive-my-entry = { $result ->
    [won] Ganada
    [lost] Perdida
    [level] Sin ganador
   *[abandoned] Abandonada
} contra { $opponent }, { $length }, { $score } a { $opponent_score }, { $date }
archive-entry = { $first } contra { $second }, { $length }, { $score } a { $second_score }, { $date }, { $result ->
    [first] ganó { $first }
    [second] ganó { $second }
    [level] sin ganador
   *[abandoned] abandonada
}
archive-replay = Repetir de oído
archive-download-mat = Descargar para GNU Backgammon (.mat)
archive-download-sgf = Descargar en SGF
archive-downloading = Descargando { $file }.
archive-unknown-match = Esa partida no existe.
archive-private-match = Esa partida es privada: solo sus jugadores pueden abrirla.
archive-broken-match = El registro de esa partida no se puede repetir.
archive-export-failed = No se pudo exportar esa partida.

## Repetición de oído
archive-replay-opened = Repetición de { $first } contra { $second }, { $games ->
    [one] un juego
   *[other] { $games } juegos
}, { $steps } pasos. N y B: acción siguiente y anterior; Mayús+N y Mayús+B: juego siguiente y anterior; Escape: el menú de la repetición.
archive-replay-where = Juego { $game } de { $games }, paso { $step } de { $steps }.
archive-replay-silent = Paso { $step }: no se dijo nada a este asiento.
archive-replay-at-end = Ese era el último paso.
archive-replay-at-start = Ese era el primer paso.
archive-replay-no-game = No hay juego { $game }: esta partida tiene { $games ->
    [one] un juego
   *[other] { $games } juegos
}.
archive-replay-game-prompt = Ir al juego (1 a { $games })
archive-replay-read-only = Esto es una repetición: aquí no se puede jugar.
archive-replay-next = Acción siguiente (N)
archive-replay-previous = Acción anterior (B)
archive-replay-next-game = Juego siguiente (Mayús+N)
archive-replay-previous-game = Juego anterior (Mayús+B)
archive-replay-first = Primera acción (F)
archive-replay-last = Última acción (L)
archive-replay-go-to-game = Ir a un juego (G)
archive-replay-repeat = Repetir este paso (R)
archive-replay-hear-as = Oírlo como lo oyó { $name }
archive-replay-watch-from = Oírlo como espectador del lado de { $name }
archive-replay-hearing-as = Ahora lo oyes como lo oyó { $name }.
archive-replay-watching-from = Ahora lo oyes como espectador del lado de { $name }.
archive-replay-back = Volver al tablero
archive-replay-leave = Salir de la repetición
