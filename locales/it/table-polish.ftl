## Un lancio giocato solo in parte

bg-dice-unplayable = { $actor ->
    [you] Non puoi giocare
   *[other] { $name } non può giocare
} { $count ->
    [1] il { $die }: { $reason ->
        [higher] si può giocare un solo dado, e le regole impongono il più alto.
        [bar] una pedina sulla barra non può rientrare con esso.
       *[blocked] nessuna mossa legale lo usa.
    }
   *[other] altre { $count } mosse di { $die }: { $reason ->
        [higher] si può giocare un solo dado, e le regole impongono il più alto.
        [bar] una pedina sulla barra non può rientrare con un { $die }.
       *[blocked] non resta alcuna mossa legale per un { $die }.
    }
}

## Tornare, guardare

room-player-back = { $name } è tornato al tavolo.
room-watching-from = Ora guardi dal posto { $number }, dalla parte di { $name }.

## Le opzioni dell'ospite nella sala d'attesa

room-option-choose = { $label }, ora { $value }: scegli un valore.
room-option-now = { $label }: { $value }.


## Suggerimenti

bg-hint-header-simple = { $count ->
    [0] Nessuna mossa legale.
    [one] Una mossa legale:
   *[other] { $count } mosse legali, la migliore per prima secondo il bot Simple (il motore non ha risposto):
}
bg-cube-advice = Consiglio sul cubo: { $situation ->
    [take] { $advice ->
        [take] accetta il raddoppio.
       *[drop] rifiuta il raddoppio.
    }
   *[double] { $advice ->
        [double-take] raddoppia ora; l'avversario dovrebbe accettare.
        [double-drop] raddoppia ora; l'avversario dovrebbe rifiutare, e la partita è tua.
        [no-double] non raddoppiare ancora; tira i dadi.
       *[cannot] { $reason ->
            [opponent-owns] non puoi raddoppiare, il cubo è dell'avversario; tira i dadi.
            [maximum] il cubo è al valore massimo; tira i dadi.
            [crawford] niente raddoppi nella partita Crawford; tira i dadi.
           *[dead] raddoppiare non ti serve a nulla con questo punteggio (il cubo è morto); tira i dadi.
        }
    }
}


## Abbandonare l'intero match

bg-action-resign-match = Abbandona l'intero match
bg-action-confirm-resign-match = Sì, abbandona l'intero match
bg-action-cancel-resign-match = No, continua a giocare
bg-resign-match-confirm = Abbandonare l'intero match? Lo vincerebbe { $opponent_name }; il punteggio è { $score } a { $opponent_score }, match ai { $length }. Premi Y per abbandonare il match o N per continuare a giocare.
bg-resign-match-cancelled = Continui a giocare.
bg-match-resigned = { $actor ->
    [you] Abbandoni il match.
   *[other] { $name } abbandona il match.
}
bg-refuse-resign-match-not-asked = Prima scegli di abbandonare l'intero match; ti verrà chiesta una conferma.
