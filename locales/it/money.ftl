# Gioco a soldi: una sessione di partite, ciascuna contata per il valore del cubo, con la regola Jacoby, i beaver e i raddoppi automatici.

## Options

money-option-money = Gioco a soldi invece di un match (partite finché un giocatore smette)
money-option-jacoby = Regola Jacoby nel gioco a soldi (i gammon contano solo dopo che il cubo è stato girato)
money-option-beavers = Beaver nel gioco a soldi (chi riceve un raddoppio può subito rilanciare e tenere il cubo)
money-option-auto-doubles = Raddoppi automatici nel gioco a soldi, massimo per partita (0 è disattivato)
money-option-refused-auto-doubles = I raddoppi automatici devono essere un numero intero da { $minimum } a { $maximum }.
money-option-refused-boolean = { $option ->
    [money] Il gioco a soldi
    [jacoby] La regola Jacoby
   *[beavers] I beaver
} deve essere attivo o disattivo.

## Actions

bg-action-beaver = Beaver: accetta e rilancia subito, tenendo il cubo
bg-action-play-on = Gioca un'altra partita
bg-action-stop-session = Termina la sessione

## What happens

money-automatic-double = I dadi d'apertura sono uguali: raddoppio automatico. Il cubo ora è a { $value }, sempre al centro.
money-beavered = { $actor ->
    [you] Fai un beaver: accetti, rilanci subito a { $value } e tieni il cubo.
   *[other] { $name } fa un beaver: accetta, rilancia subito a { $value } e tiene il cubo.{ $opponent ->
        [you] {" "}Premi Y per accettare o N per rifiutare.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] Accetti il beaver; il cubo è a { $value } e resta a { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } accetta il beaver; il cubo è a { $value } e resta a te.
       *[other] { $name } accetta il beaver; il cubo è a { $value } e resta a { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] Il cubo non è mai stato girato, quindi per la regola Jacoby il gammon conta come partita semplice.
   *[backgammon] Il cubo non è mai stato girato, quindi per la regola Jacoby il backgammon conta come partita semplice.
}
money-total-now = Sessione a soldi: { $actor ->
    [you] tu { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] tu { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] In parità.
    [actor] { $actor ->
        [you] Sei avanti di { $margin }.
       *[other] { $name } è avanti di { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Sei avanti di { $margin }.
       *[other] { $opponent_name } è avanti di { $margin }.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Un'altra partita? Premi Y o Invio per continuare, N per terminare la sessione.
       *[other] I giocatori ora scelgono se giocare un'altra partita.
    }
   *[you] Un'altra partita? Premi Y o Invio per continuare, N per terminare la sessione.
}
money-playing-on = { $actor ->
    [you] Vuoi un'altra partita.
   *[other] { $name } vuole un'altra partita.
}
money-session-ended = { $actor ->
    [you] Termini la sessione.
   *[other] { $name } termina la sessione.
} Totale finale: { $actor ->
    [you] tu { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] tu { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] In parità.
    [actor] { $actor ->
        [you] Vinci { $margin ->
            [one] { $margin } punto
           *[other] { $margin } punti
            }.
       *[other] { $name } vince { $margin ->
           [one] { $margin } punto
          *[other] { $margin } punti
           }.
    }
   *[opponent] { $opponent ->
        [you] Vinci { $margin ->
            [one] { $margin } punto
           *[other] { $margin } punti
            }.
       *[other] { $opponent_name } vince { $margin ->
           [one] { $margin } punto
          *[other] { $margin } punti
           }.
    }
}

## Status and advice

money-status-total = Sessione a soldi, { $games ->
    [one] una partita giocata
   *[other] { $games } partite giocate
}: { $actor ->
    [you] tu { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] tu { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] In parità.
    [actor] { $actor ->
        [you] Sei avanti di { $margin }.
       *[other] { $name } è avanti di { $margin }.
    }
   *[opponent] { $opponent ->
        [you] Sei avanti di { $margin }.
       *[other] { $opponent_name } è avanti di { $margin }.
    }
}
money-status-session-over = La sessione a soldi è finita.
money-status-between-games = { $count ->
    [one] Tra una partita e l'altra: si attende che { $name } continui o smetta.
   *[other] Tra una partita e l'altra: si attende che entrambi i giocatori continuino o smettano.
}
money-cube-equities = Equity a soldi con il cubo a 1: non raddoppiare { $no_double }, raddoppio accettato { $double_take }, raddoppio rifiutato { $double_pass }.
money-cube-advice-beaver = Consiglio sul cubo: beaver (premi B): sei favorito, quindi accetta e rilancia subito, tenendo il cubo.
money-cube-advice-take-beaver = Consiglio sul cubo: accetta il beaver; rifiutare ora costa la posta raddoppiata.
money-cube-advice-drop-beaver = Consiglio sul cubo: rifiuta il beaver; continuare a quattro volte la posta costa più della posta raddoppiata.

## Refusals

money-refuse-beaver-off = A questo tavolo i beaver non sono ammessi.
money-refuse-beaver-no-double = Non c'è nessun raddoppio su cui fare un beaver.
money-refuse-beaver-maximum = Un beaver porterebbe il cubo oltre 64.
money-refuse-already-playing-on = Hai già chiesto un'altra partita; si attende il tuo avversario.
money-refuse-between-games = La partita è finita: premi Y o Invio per giocarne un'altra, N per terminare la sessione.
money-refuse-not-between-games = Questo si fa tra le partite di una sessione a soldi.

## Past matches and the profile

money-archive-session = sessione a soldi
money-profile-none = Ancora nessuna sessione a soldi.
money-profile = Sessioni a soldi giocate: { $sessions }: { $won } vinte, { $lost } perse, { $level } senza vincitore; punti vinti meno punti persi: { $net }

## A money session's own words for the match's actions

money-action-resign-match = Termina ora la sessione
money-action-confirm-resign-match = Sì, termina la sessione
money-action-status-score = Punteggio della sessione
money-resign-match-confirm = Terminare ora la sessione? { $opponent_name } vince la partita in corso, come partita semplice per il valore del cubo. La sessione è: tu { $score }, { $opponent_name } { $opponent_score }. Premi Y per terminare la sessione, o N per continuare a giocare.
money-timed-out = { $actor ->
    [you] Il tuo tempo è scaduto: la sessione è finita.
   *[other] Il tempo di { $name } è scaduto: la sessione è finita.
}
