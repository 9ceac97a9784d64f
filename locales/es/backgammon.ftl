# Mesa de backgammon: todo lo que oye un jugador o un espectador.
# Argumentos comunes: $actor / $opponent valen "you" u "other"; $name / $opponent_name son los nombres
# de los asientos; $detail es "brief" o "verbose".

bg-game-name = Backgammon

## Opciones

bg-option-match-length = Longitud del partido
bg-option-bot-level = Dificultad del bot
bg-option-verbose = Comentarios detallados
bg-option-hints = Pistas
bg-option-cube-hints = Pistas del cubo
bg-option-confirm-turn = Confirmar cada turno (Intro termina tu turno, así aún puedes deshacer el último movimiento)
bg-level-random = Aleatorio
bg-level-simple = Sencillo
bg-level-gnubg-0ply = GNUBG 0 jugadas
bg-level-gnubg-1ply = GNUBG 1 jugada
bg-level-gnubg-2ply = GNUBG 2 jugadas
bg-level-chaos = Caos
bg-option-refused-match-length = La longitud del partido debe ser un número entero entre { $minimum } y { $maximum }.
bg-option-refused-bot-level = Esa dificultad de bot no existe.
bg-option-refused-boolean = { $option ->
    [verbose] Comentarios detallados
    [hints] Pistas
    [cube_hints] Pistas del cubo
   *[confirm_turn] Confirmar cada turno
} debe estar activado o desactivado.
bg-option-refused-unknown = Esta mesa no tiene ninguna opción llamada { $option }.

## Acciones (menús y ayuda de teclas)

bg-action-roll = Tirar los dados
bg-action-point = Seleccionar o mover una ficha
bg-action-move-checker = Mover una ficha de un punto a otro
bg-action-deselect = Soltar la ficha seleccionada
bg-action-next-target = Siguiente destino
bg-action-previous-target = Destino anterior
bg-action-row-start = Inicio de la fila
bg-action-row-end = Final de la fila
bg-action-column-top = Arriba de la columna
bg-action-column-bottom = Abajo de la columna
bg-action-double = Ofrecer doblar
bg-action-take = Aceptar el doble
bg-action-drop = Rechazar el doble
bg-action-undo = Deshacer el último movimiento
bg-action-end-turn = Terminar el turno
bg-action-resign-single = Abandonar esta partida como sencilla
bg-action-resign-gammon = Abandonar esta partida como gammon
bg-action-resign-backgammon = Abandonar esta partida como backgammon
bg-action-accept-resignation = Aceptar el abandono
bg-action-decline-resignation = Rechazar el abandono
bg-action-hint = Pista de movimiento
bg-action-cube-hint = Pista del cubo
bg-action-status-board = Fichas en la barra y fuera
bg-action-status-cube = Cubo de doblaje
bg-action-status-pips = Cuenta de puntos
bg-action-status-score = Marcador del partido
bg-action-status-dice = Dados restantes
bg-action-status-turn = De quién es el turno
bg-action-next-game = Siguiente partida

## El tablero

bg-cell = { $point }{ $count ->
    [0] , vacío
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] ficha tuya
           *[other] fichas tuyas
        }
       *[other] { $count ->
            [one] ficha
           *[other] fichas
        } de { $name }, { $colour ->
            [white] { $count ->
                [one] blanca
               *[other] blancas
            }
           *[red] { $count ->
                [one] roja
               *[other] rojas
            }
        }
    }
}{ $selected ->
    [yes] , seleccionado
   *[no] {""}
}

## Lo que ocurre

bg-colours = { $actor ->
    [you] Juegas con { $colour ->
        [white] blancas
       *[red] rojas
    }; { $opponent_name } juega con { $opponent_colour ->
        [white] blancas
       *[red] rojas
    }.
   *[other] { $name } juega con { $colour ->
        [white] blancas
       *[red] rojas
    }; { $opponent ->
        [you] tú juegas
       *[other] { $opponent_name } juega
    } con { $opponent_colour ->
        [white] blancas
       *[red] rojas
    }.
}
bg-game-started = Empieza la partida { $number }.
bg-crawford-game = Esta es la partida Crawford: no se puede doblar.
bg-post-crawford = La partida Crawford ha terminado: el cubo vuelve a estar en juego.
bg-opening-roll = Tirada inicial: { $actor ->
    [you] sacas { $die }, { $opponent_name } saca { $opponent_die }.
   *[other] { $opponent ->
        [you] sacas { $opponent_die }, { $name } saca { $die }.
       *[other] { $name } saca { $die }, { $opponent_name } saca { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Empate: se vuelve a tirar.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Empiezas tú, jugando { $die1 } y { $die2 }.
   *[other] Empieza { $name }, jugando { $die1 } y { $die2 }.
}
bg-rolled = { $actor ->
    [you] Sacas
   *[other] { $name } saca
} { $die1 } y { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] No puedes entrar desde la barra con { $die1 } y { $die2 }, y pierdes el turno.
       *[other] { $name } no puede entrar desde la barra con { $die1 } y { $die2 }, y pierde el turno.
    }
   *[no] { $actor ->
        [you] No tienes ningún movimiento legal con { $die1 } y { $die2 }, y pierdes el turno.
       *[other] { $name } no tiene ningún movimiento legal con { $die1 } y { $die2 }, y pierde el turno.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Entras desde la barra en el { $to }
       *[other] { $name } entra desde la barra en el { $to }
    }
    [bear-off] { $actor ->
        [you] Sacas una ficha del { $from }
       *[other] { $name } saca una ficha del { $from }
    }
   *[move] { $actor ->
        [you] Mueves del { $from } al { $to }
       *[other] { $name } mueve del { $from } al { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , y te golpea
       *[other] { $actor ->
            [you] , y golpeas a { $opponent_name }
           *[other] , y golpea a { $opponent_name }
        }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , y el { $from } queda vacío
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Deshaces el movimiento del { $from } al { $to }.
   *[other] { $name } deshace el movimiento del { $from } al { $to }.
}
bg-play-finished = Cuenta de puntos: { $actor ->
    [you] tú { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] tú
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Te toca.
   *[other] Turno de { $name }.
}
bg-double-offered = { $actor ->
    [you] Ofreces doblar a { $value }.
   *[other] { $name } ofrece doblar a { $value }.{ $opponent ->
        [you] {" "}Pulsa Y para aceptar o N para rechazar.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Aceptas; ahora el cubo es tuyo, a { $value }.
   *[other] { $name } acepta y ahora tiene el cubo, a { $value }.
}
bg-double-dropped = { $actor ->
    [you] Rechazas el doble.
   *[other] { $name } rechaza el doble.
}
bg-resign-offered = { $actor ->
    [you] Ofreces
   *[other] { $name } ofrece
} abandonar esta partida como { $kind ->
    [single] sencilla
    [gammon] gammon
   *[backgammon] backgammon
}, por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.{ $opponent ->
    [you] {" "}Pulsa Y para aceptar o N para rechazar.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Aceptas el abandono.
   *[other] { $name } acepta el abandono.
}
bg-resign-declined = { $actor ->
    [you] Rechazas el abandono; la partida sigue.
   *[other] { $name } rechaza el abandono; la partida sigue.
}
bg-game-won = { $actor ->
    [you] Ganas
   *[other] { $name } gana
} la partida { $how ->
    [resigned] por abandono, como
    [dropped] porque se rechaza el doble, como
   *[played] con
} { $kind ->
    [single] una sencilla
    [gammon] un gammon
   *[backgammon] un backgammon
}, y suma { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
bg-score-now = Marcador, partido a { $length }: { $actor ->
    [you] tú { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] tú { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Ganas el partido
   *[other] { $name } gana el partido
}{ $how ->
    [resigned] {" "}por abandono, con el marcador en { $score } a { $opponent_score }.
    [time] {" "}por tiempo, con el marcador en { $score } a { $opponent_score }.
   *[played] , { $score } a { $opponent_score }.
}

## Respuestas solo para quien pregunta

bg-selected = { $point } seleccionado ({ $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}).
bg-deselected = Ficha soltada.
bg-play-complete = Tu movimiento está completo. Pulsa Intro para terminar el turno, o U para deshacer.
bg-hint-header = { $count ->
    [0] No hay jugadas legales.
    [one] Una jugada legal:
   *[other] { $count } jugadas legales. Sugerencias:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] barra
    [off] fuera
   *[other] { $point }
}
bg-cube-hint-rules = El consejo del cubo necesita el motor; mientras tanto, la carrera: tú { $pips } puntos, tu rival { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Puedes doblar ahora.
       *[no] {" "}No puedes doblar ahora.
    }
   *[take] {" "}Debes aceptar o rechazar.
}

## Teclas de estado

bg-status-board = En la barra: { $actor ->
    [you] tú
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] tú
   *[other] { $opponent_name }
} { $opponent_bar }. Fuera: { $actor ->
    [you] tú
   *[other] { $name }
} { $off }, { $opponent ->
    [you] tú
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] En una partida suelta no hay cubo de doblaje.
    [crawford] Partida Crawford: el cubo no se usa.
    [centred] El cubo está en el centro, a { $value }.
   *[owned] El cubo está a { $value } y es { $owner ->
        [you] tuyo
       *[other] de { $owner_name }
    }.
}
bg-status-pips = Cuenta de puntos: { $actor ->
    [you] tú
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] tú
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Partido a { $length }: { $actor ->
    [you] tú
   *[other] { $name }
} { $score }, { $opponent ->
    [you] tú
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}Esta es la partida Crawford.
   *[no] {""}
}
bg-status-dice = Dados restantes: { $count ->
    [1] { $die1 }.
    [2] { $die1 } y { $die2 }.
    [3] { $die1 }, { $die2 } y { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } y { $die4 }.
}
bg-status-dice-none = Ahora no hay dados que jugar.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Te toca tirar.
        [moving] Te toca mover.
        [double_offered] Debes aceptar o rechazar el doble.
        [resignation_offered] Debes aceptar o rechazar el abandono.
       *[other] Te toca.
    }
   *[other] { $phase ->
        [awaiting_roll] Le toca tirar a { $name }.
        [moving] Le toca mover a { $name }.
        [double_offered] { $name } debe aceptar o rechazar el doble.
        [resignation_offered] { $name } debe aceptar o rechazar el abandono.
       *[other] Turno de { $name }.
    }
}
bg-status-turn-not-started = La partida aún no ha empezado.
bg-status-turn-over = El partido ha terminado; { $actor ->
    [you] has ganado.
   *[other] ha ganado { $name }.
}

## Rechazos: por qué algo no se puede hacer ahora

bg-refuse-already-started = La partida ya ha empezado.
bg-refuse-not-started = La partida aún no ha empezado.
bg-refuse-match-over = El partido ha terminado.
bg-refuse-spectator = Los espectadores no pueden jugar; solo los jugadores sentados.
bg-refuse-bad-viewer = Esta mesa no tiene ese asiento.
bg-refuse-seat-names = Una mesa de backgammon necesita exactamente dos jugadores.
bg-refuse-unknown-action = Esta mesa no sabe hacer eso.
bg-refuse-not-offered = Eso no está disponible aquí.
bg-refuse-not-now = Eso no se puede hacer ahora.
bg-refuse-bad-cell = Elige primero un punto del tablero.
bg-refuse-bad-move = Eso no es un movimiento de ficha: indica un punto o la barra de origen y un punto o fuera como destino.
bg-refuse-bad-snapshot = No se ha podido leer la mesa guardada.
bg-refuse-not-your-turn = No es tu turno: { $phase ->
    [double_offered] esperando a que { $name } acepte o rechace el doble.
    [resignation_offered] esperando a que { $name } responda al abandono.
    [awaiting_roll] esperando a que { $name } tire.
   *[other] esperando a que { $name } mueva.
}
bg-refuse-roll-first = Primero tira los dados: pulsa Intro.
bg-refuse-move-first = Ya has tirado; mueve tus fichas.
bg-refuse-end-turn-first = Tu movimiento está completo: pulsa Intro para terminar el turno, o U para deshacer.
bg-refuse-answer-double = Primero acepta el doble con Y o recházalo con N.
bg-refuse-answer-resignation = Primero acepta el abandono con Y o recházalo con N.
bg-refuse-play-complete = Ya has usado todos los dados que podías en este turno.
bg-refuse-play-incomplete = Tu movimiento no ha terminado: { $dice ->
    [one] queda un dado
   *[other] quedan { $dice } dados
} por jugar.
bg-refuse-bar-first = Tienes una ficha en la barra: primero hazla entrar eligiendo un punto del tablero interior de tu rival.
bg-refuse-no-checker = No tienes ninguna ficha en el { $point }.
bg-refuse-not-your-checker = Las fichas del { $point } son de tu rival.
bg-refuse-empty-point = El { $point } está vacío.
bg-refuse-no-moves-from = La ficha del { $point } no tiene ningún movimiento legal con estos dados.
bg-refuse-bear-off-not-home = No puedes sacar fichas hasta que todas estén en tu tablero interior, puntos 1 a 6.
bg-refuse-bear-off-dice-too-small = Tus dados son demasiado bajos para sacar una ficha del { $point }.
bg-refuse-bear-off-higher-first = No puedes sacar del { $point } con un dado mayor mientras tengas fichas en puntos más altos.
bg-refuse-backwards = Las fichas avanzan hacia tu tablero interior, a números de punto más bajos.
bg-refuse-blocked = El { $point } está bloqueado: tu rival tiene dos o más fichas allí.
bg-refuse-no-die = Ninguno de tus dados mueve una ficha { $distance } puntos.
bg-refuse-no-path = Ningún camino legal lleva allí con tus dados.
bg-refuse-whole-roll = Ese movimiento te impediría jugar la tirada completa: debes usar los dos dados si puedes, o el mayor si solo puedes jugar uno.
bg-refuse-nothing-selected = No hay ninguna ficha seleccionada.
bg-refuse-nothing-to-undo = No hay ningún movimiento que deshacer en este turno.
bg-refuse-no-targets = Ahora no hay ningún destino.
bg-refuse-double-single-game = En una partida suelta no hay cubo de doblaje.
bg-refuse-double-crawford = En la partida Crawford no se puede doblar.
bg-refuse-double-after-roll = Solo puedes doblar antes de tirar.
bg-refuse-double-opponent-owns = El cubo es de tu rival; solo él puede doblar.
bg-refuse-double-maximum = El cubo ya está en su valor máximo, 64.
bg-refuse-no-double-offered = Nadie ha ofrecido doblar.
bg-refuse-no-resignation-offered = Nadie ha ofrecido abandonar.
bg-refuse-resign-higher = Tu oferta fue rechazada en este turno; ahora solo puedes ofrecer un abandono mayor.
bg-refuse-hints-off = Las pistas están desactivadas en esta mesa.
bg-refuse-hint-not-your-turn = Las pistas están disponibles en tu propio turno.
bg-refuse-hint-roll-first = Tira primero; una pista sugiere cómo jugar tus dados.
bg-refuse-cube-hints-off = Las pistas del cubo están desactivadas en esta mesa.
bg-refuse-cube-hint-no-cube = El cubo de doblaje no está en juego en esta partida.
bg-refuse-cube-hint-not-now = Las pistas del cubo están disponibles antes de tirar y cuando te ofrecen un doble.
bg-refuse-next-game-automatic = La siguiente partida empieza sola cuando termina una.
bg-still-holding = Aún tienes en la mano la ficha que tomaste en { $point }.
