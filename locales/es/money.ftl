# Juego por dinero: una sesión de partidas, cada una contada por el valor del cubo, con la regla Jacoby, beavers y dobles automáticos.

## Options

money-option-money = Juego por dinero en lugar de un match (partidas hasta que un jugador pare)
money-option-jacoby = Regla Jacoby en el juego por dinero (los gammons solo cuentan una vez girado el cubo)
money-option-beavers = Beavers en el juego por dinero (quien recibe un doble puede redoblar en el acto y quedarse el cubo)
money-option-auto-doubles = Dobles automáticos en el juego por dinero, máximo por partida (0 es desactivado)
money-option-refused-auto-doubles = Los dobles automáticos deben ser un número entero de { $minimum } a { $maximum }.
money-option-refused-boolean = { $option ->
    [money] El juego por dinero
    [jacoby] La regla Jacoby
   *[beavers] Los beavers
} debe estar activado o desactivado.

## Actions

bg-action-beaver = Beaver: aceptar y redoblar en el acto, quedándose el cubo
bg-action-play-on = Jugar otra partida
bg-action-stop-session = Terminar la sesión

## What happens

money-automatic-double = Los dados de apertura son iguales: doble automático. El cubo está ahora en { $value }, todavía en el centro.
money-beavered = { $actor ->
    [you] Haces un beaver: aceptas, redoblas a { $value } en el acto y te quedas el cubo.
   *[other] { $name } hace un beaver: acepta, redobla a { $value } en el acto y se queda el cubo.{ $opponent ->
        [you] {" "}Pulsa Y para aceptar o N para rechazar.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Aceptas el beaver; el cubo está en { $value } y sigue siendo de { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } acepta el beaver; el cubo está en { $value } y sigue siendo tuyo.
       *[other] { $name } acepta el beaver; el cubo está en { $value } y sigue siendo de { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] El cubo nunca se giró, así que por la regla Jacoby el gammon cuenta como partida simple.
   *[backgammon] El cubo nunca se giró, así que por la regla Jacoby el backgammon cuenta como partida simple.
}
money-total-now = Sesión por dinero: { $actor ->
    [you] tú { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] tú { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Empate.
    [actor] { $actor ->
        [you] Vas { $margin } por delante.
       *[other] { $name } va { $margin } por delante.
    }
   *[opponent] { $opponent ->
        [you] Vas { $margin } por delante.
       *[other] { $opponent_name } va { $margin } por delante.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] ¿Otra partida? Pulsa Y o Intro para seguir, N para terminar la sesión.
       *[other] Los jugadores eligen ahora si juegan otra partida.
    }
   *[you] ¿Otra partida? Pulsa Y o Intro para seguir, N para terminar la sesión.
}
money-playing-on = { $actor ->
    [you] Quieres otra partida.
   *[other] { $name } quiere otra partida.
}
money-session-ended = { $actor ->
    [you] Terminas la sesión.
   *[other] { $name } termina la sesión.
} Total final: { $actor ->
    [you] tú { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] tú { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Empate.
    [actor] { $actor ->
        [you] Ganas { $margin ->
            [one] { $margin } punto
           *[other] { $margin } puntos
            }.
       *[other] { $name } gana { $margin ->
           [one] { $margin } punto
          *[other] { $margin } puntos
           }.
    }
   *[opponent] { $opponent ->
        [you] Ganas { $margin ->
            [one] { $margin } punto
           *[other] { $margin } puntos
            }.
       *[other] { $opponent_name } gana { $margin ->
           [one] { $margin } punto
          *[other] { $margin } puntos
           }.
    }
}

## Status and advice

money-status-total = Sesión por dinero, { $games ->
    [one] una partida jugada
   *[other] { $games } partidas jugadas
}: { $actor ->
    [you] tú { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] tú { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Empate.
    [actor] { $actor ->
        [you] Vas { $margin } por delante.
       *[other] { $name } va { $margin } por delante.
    }
   *[opponent] { $opponent ->
        [you] Vas { $margin } por delante.
       *[other] { $opponent_name } va { $margin } por delante.
    }
}
money-status-session-over = La sesión por dinero ha terminado.
money-status-between-games = { $count ->
    [one] Entre partidas: esperando a que { $name } siga o pare.
   *[other] Entre partidas: esperando a que ambos jugadores sigan o paren.
}
money-cube-equities = Equidades por dinero con el cubo en 1: no doblar { $no_double }, doblar y aceptar { $double_take }, doblar y rechazar { $double_pass }.
money-cube-advice-beaver = Consejo del cubo: beaver (pulsa B): eres favorito, así que acepta y redobla en el acto, quedándote el cubo.
money-cube-advice-take-beaver = Consejo del cubo: acepta el beaver; rechazar ahora cuesta la apuesta doblada.
money-cube-advice-drop-beaver = Consejo del cubo: rechaza el beaver; seguir jugando a cuatro veces la apuesta cuesta más que la apuesta doblada.

## Refusals

money-refuse-beaver-off = En esta mesa no se permiten beavers.
money-refuse-beaver-no-double = No hay ningún doble sobre el que hacer un beaver.
money-refuse-beaver-maximum = Un beaver llevaría el cubo por encima de 64.
money-refuse-already-playing-on = Ya has pedido otra partida; esperando a tu rival.
money-refuse-between-games = La partida ha terminado: pulsa Y o Intro para jugar otra, N para terminar la sesión.
money-refuse-not-between-games = Eso es para entre las partidas de una sesión por dinero.

## Past matches and the profile

money-archive-session = sesión por dinero
money-profile-none = Aún no hay ninguna sesión por dinero.
money-profile = Sesiones por dinero jugadas: { $sessions }: { $won } ganadas, { $lost } perdidas, { $level } sin ganador; puntos ganados menos perdidos: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Terminar la sesión ahora
money-action-confirm-resign-match = Sí, terminar la sesión
money-action-status-score = Marcador de la sesión
money-resign-match-confirm = ¿Terminar la sesión ahora? { $opponent_name } gana la partida en juego, como partida simple por el valor del cubo. La sesión va: tú { $score }, { $opponent_name } { $opponent_score }. Pulsa Y para terminar la sesión, o N para seguir jugando.
money-timed-out = { $actor ->
    [you] Se acabó tu tiempo: la sesión ha terminado.
   *[other] Se acabó el tiempo de { $name }: la sesión ha terminado.
}
