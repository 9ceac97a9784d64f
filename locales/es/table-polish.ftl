## Una tirada jugada solo en parte

bg-dice-unplayable = { $actor ->
    [you] No puedes jugar
   *[other] { $name } no puede jugar
} { $count ->
    [1] el { $die }: { $reason ->
        [higher] solo se puede jugar un dado, y las reglas exigen el mayor.
        [bar] una ficha en la barra no puede entrar con él.
       *[blocked] ningún movimiento legal lo usa.
    }
   *[other] { $count } movimientos más de { $die }: { $reason ->
        [higher] solo se puede jugar un dado, y las reglas exigen el mayor.
        [bar] una ficha en la barra no puede entrar con un { $die }.
       *[blocked] no queda ningún movimiento legal para un { $die }.
    }
}

## Volver, mirar

room-player-back = { $name } ha vuelto.
room-watching-from = Ahora miras desde el asiento { $number }, el lado de { $name }.

## Las opciones del anfitrión en la sala de espera

room-option-choose = { $label }, ahora { $value }: elige un valor.
room-option-now = { $label }: { $value }.


## Pistas

bg-hint-header-simple = { $count ->
    [0] No hay jugadas legales.
    [one] Una jugada legal:
   *[other] { $count } jugadas legales, la mejor primero según el bot Simple (el motor no respondió):
}
bg-cube-advice = Consejo de cubo: { $situation ->
    [take] { $advice ->
        [take] acepta el doble.
       *[drop] rechaza el doble.
    }
   *[double] { $advice ->
        [double-take] dobla ahora; tu rival debería aceptar.
        [double-drop] dobla ahora; tu rival debería rechazar, y la partida es tuya.
        [no-double] no dobles todavía; tira.
       *[cannot] { $reason ->
            [opponent-owns] no puedes doblar, el cubo es de tu rival; tira.
            [maximum] el cubo está en su valor más alto; tira.
            [crawford] no se dobla en la partida Crawford; tira.
           *[dead] doblar no te sirve de nada con este marcador (el cubo está muerto); tira.
        }
    }
}


## Abandonar todo el match

bg-action-resign-match = Abandonar todo el match
bg-action-confirm-resign-match = Sí, abandonar todo el match
bg-action-cancel-resign-match = No, seguir jugando
bg-resign-match-confirm = ¿Abandonar todo el match? { $opponent_name } lo ganaría; el marcador es { $score } a { $opponent_score }, match a { $length }. Pulsa Y para abandonar el match o N para seguir jugando.
bg-resign-match-cancelled = Sigues jugando.
bg-match-resigned = { $actor ->
    [you] Abandonas el match.
   *[other] { $name } abandona el match.
}
bg-refuse-resign-match-not-asked = Primero elige abandonar todo el match; se te pedirá que lo confirmes.
