## Un lancio giocato solo in parte

bg-dice-unplayable = { $actor ->
    [you] Non puoi giocare
   *[other] { $name } non può giocare
} { $count ->
    [1] il { $die }
   *[other] gli altri { $die } ({ $count })
}: { $reason ->
    [higher] si può giocare un solo dado, e le regole impongono il più alto.
    [bar] una pedina sulla barra non può rientrare con esso.
   *[blocked] nessuna mossa legale lo usa.
}
