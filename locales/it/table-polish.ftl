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

## Tornare, guardare

room-player-back = { $name } è tornato al tavolo.
room-watching-from = Ora guardi dal posto { $number }, dalla parte di { $name }.

## Le opzioni dell'ospite nella sala d'attesa

room-option-choose = { $label }, ora { $value }: scegli un valore.
room-option-now = { $label }: { $value }.
