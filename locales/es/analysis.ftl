# El análisis de una partida por GNU Backgammon: la orden analyse y el resumen de cada jugador.

analysis-cli-bad-plies = --ply admite 0, 1 o 2.
analysis-cli-no-database = No hay ningún archivo de base de datos en { $path }.
analysis-cli-unknown-match = No hay ninguna partida { $id } en { $path }.
analysis-cli-failed = La partida { $id } no se puede analizar: su registro no se puede reproducir ({ $reason }).
analysis-rating = { $rating ->
    [awful] pésimo
    [beginner] principiante
    [casual] jugador ocasional
    [intermediate] intermedio
    [advanced] avanzado
    [expert] experto
    [world-class] de talla mundial
   *[supernatural] sobrenatural
}
analysis-summary = { $name }: tasa de error { $rate } ({ $rating }); { $doubtful ->
    [one] { $doubtful } jugada dudosa
   *[other] { $doubtful } jugadas dudosas
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}; { $cube ->
    [one] { $cube } error de cubo
   *[other] { $cube } errores de cubo
}; { $luck ->
    [none] suerte sin medir (ninguna tirada)
   *[other] suerte { $luck } por jugada
}.
analysis-ready = La revisión de tu partida por GNU Backgammon: tasa de error { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $doubtful ->
    [one] { $doubtful } jugada dudosa
   *[other] { $doubtful } jugadas dudosas
}; { $cube ->
    [one] { $cube } error de cubo
   *[other] { $cube } errores de cubo
}; { $luck ->
    [none] suerte sin medir (ninguna tirada)
   *[other] suerte { $luck } por jugada
}. { $count ->
    [0] No hay ningún error tuyo que revisar.
    [one] Tu mayor error está en Partidas anteriores.
   *[other] Tus { $count } mayores errores están en Partidas anteriores.
}
analysis-review-opened = Tus mayores errores. Tasa de error { $rate } ({ $rating }); { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}, { $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $doubtful ->
    [one] { $doubtful } jugada dudosa
   *[other] { $doubtful } jugadas dudosas
}; { $cube ->
    [one] { $cube } error de cubo
   *[other] { $cube } errores de cubo
}. Intro sobre un error abre la repetición en esa decisión y describe su posición.
analysis-menu-errors = { $count ->
    [0] Tus errores: ninguno encontrado
    [one] Tu mayor error
   *[other] Tus { $count } mayores errores
}
analysis-menu-analyse = Analizar esta partida
analysis-request-started = El análisis ha comenzado; oirás cuando esté listo.
analysis-request-pending = Esta partida se está analizando; oirás cuando esté listo.
analysis-request-busy = Ya tienes análisis en espera; vuelve a pedirlo cuando estén listos.
analysis-request-done = Esta partida ya está analizada.
analysis-request-unavailable = El análisis no está disponible en este servidor.
analysis-menu-cancel = Cancelar el análisis de esta partida
analysis-cancelled = El análisis de esta partida se ha cancelado; puedes volver a pedirlo.
analysis-not-pending = Esta partida no se está analizando.
analysis-no-errors = GNU Backgammon no encontró ningún error tuyo en esta partida.
analysis-cube-action = { $action ->
    [double] doblar
    [no-double] no doblar
    [take] aceptar
   *[pass] rechazar
}
analysis-error-entry = { $index } de { $count }: juego { $game }, { $kind ->
    [move] dados { $dice }
    [cube] decisión de cubo
   *[take] respuesta a un doble
}: jugaste { $played }; lo mejor { $best }; equidad perdida { $loss }.
analysis-error-position = Tus fichas: { $mine }; en la barra { $bar }, retiradas { $off }. Fichas del rival, en tu numeración: { $theirs }; en la barra { $opponent_bar }, retiradas { $opponent_off }. Pips: tú { $pips }, rival { $opponent_pips }. Marcador { $score } a { $opponent_score }, cubo { $cube }.
analysis-failed = No se pudo analizar esta partida; puedes volver a pedir el análisis.
