## Una tirada jugada solo en parte

bg-dice-unplayable = { $actor ->
    [you] No puedes jugar
   *[other] { $name } no puede jugar
} { $count ->
    [1] el { $die }
   *[other] los otros { $die } ({ $count })
}: { $reason ->
    [higher] solo se puede jugar un dado, y las reglas exigen el mayor.
    [bar] una ficha en la barra no puede entrar con él.
   *[blocked] ningún movimiento legal lo usa.
}

## Volver, mirar

room-player-back = { $name } ha vuelto.
room-watching-from = Ahora miras desde el asiento { $number }, el lado de { $name }.

## Las opciones del anfitrión en la sala de espera

room-option-choose = { $label }, ahora { $value }: elige un valor.
room-option-now = { $label }: { $value }.
