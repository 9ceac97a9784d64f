# Tavolo di backgammon: tutto ciò che sente chi gioca o guarda.
# Argomenti comuni: $actor / $opponent valgono "you" o "other" (il rapporto di chi ascolta con il posto che agisce
# e con l'altro posto); $name / $opponent_name sono i nomi dei posti; $detail vale "brief" o "verbose".

bg-game-name = Backgammon

## Opzioni

bg-option-match-length = Lunghezza del match
bg-option-bot-level = Livello del bot
bg-option-verbose = Commento dettagliato
bg-option-hints = Suggerimenti di mossa
bg-option-cube-hints = Suggerimenti sul cubo
bg-option-confirm-turn = Conferma ogni turno (Invio chiude il turno, così puoi ancora annullare l'ultima mossa)
bg-level-random = Casuale
bg-level-simple = Semplice
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Caos
bg-option-refused-match-length = La lunghezza del match deve essere un numero intero da { $minimum } a { $maximum }.
bg-option-refused-bot-level = Questo livello del bot non esiste.
bg-option-refused-boolean = L'opzione «{ $option ->
    [verbose] Commento dettagliato
    [hints] Suggerimenti di mossa
    [cube_hints] Suggerimenti sul cubo
   *[confirm_turn] Conferma ogni turno
}» può valere solo sì o no.
bg-option-refused-unknown = Questo tavolo non ha nessuna opzione chiamata { $option }.

## Azioni (menu e guida ai tasti)

bg-action-roll = Tira i dadi
bg-action-point = Seleziona o muovi una pedina
bg-action-move-checker = Muovi una pedina da una punta a un'altra
bg-action-deselect = Deseleziona la pedina
bg-action-next-target = Destinazione successiva
bg-action-previous-target = Destinazione precedente
bg-action-row-start = Inizio della riga
bg-action-row-end = Fine della riga
bg-action-column-top = Cima della colonna
bg-action-column-bottom = Fondo della colonna
bg-action-double = Offri il raddoppio
bg-action-take = Accetta il raddoppio
bg-action-drop = Rifiuta il raddoppio
bg-action-undo = Annulla l'ultima mossa
bg-action-end-turn = Termina il turno
bg-action-resign-single = Abbandona la partita concedendo una vittoria semplice
bg-action-resign-gammon = Abbandona la partita concedendo un gammon
bg-action-resign-backgammon = Abbandona la partita concedendo un backgammon
bg-action-accept-resignation = Accetta l'abbandono
bg-action-decline-resignation = Rifiuta l'abbandono
bg-action-hint = Suggerimento di mossa
bg-action-cube-hint = Suggerimento sul cubo
bg-action-status-board = Pedine sulla barra e portate fuori
bg-action-status-cube = Cubo del raddoppio
bg-action-status-pips = Conteggio dei pip
bg-action-status-score = Punteggio del match
bg-action-status-dice = Dadi rimasti
bg-action-status-turn = Di chi è il turno
bg-action-next-game = Partita successiva

## Il tavoliere

bg-cell = { $point }{ $count ->
    [0] , vuota
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] pedina tua
           *[other] pedine tue
        }
       *[other] { $count ->
            [one] pedina
           *[other] pedine
        } di { $name }, { $colour ->
            [white] { $count ->
                [one] bianca
               *[other] bianche
            }
           *[red] { $count ->
                [one] rossa
               *[other] rosse
            }
        }
    }
}{ $selected ->
    [yes] , selezionata
   *[no] {""}
}

## Che cosa succede

bg-colours = { $actor ->
    [you] Giochi con le { $colour ->
        [white] bianche
       *[red] rosse
    }; { $opponent_name } gioca con le { $opponent_colour ->
        [white] bianche
       *[red] rosse
    }.
   *[other] { $name } gioca con le { $colour ->
        [white] bianche
       *[red] rosse
    }; { $opponent ->
        [you] tu giochi
       *[other] { $opponent_name } gioca
    } con le { $opponent_colour ->
        [white] bianche
       *[red] rosse
    }.
}
bg-game-started = Inizia la partita { $number }.
bg-crawford-game = Questa è la partita Crawford: niente raddoppi.
bg-post-crawford = La partita Crawford è finita: il cubo torna in gioco.
bg-opening-roll = Tiro d'apertura: { $actor ->
    [you] tu fai { $die }, { $opponent_name } fa { $opponent_die }.
   *[other] { $opponent ->
        [you] tu fai { $opponent_die }, { $name } fa { $die }.
       *[other] { $name } fa { $die }, { $opponent_name } fa { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}Parità: si tira di nuovo.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] Inizi tu, giocando { $die1 } e { $die2 }.
   *[other] Inizia { $name }, giocando { $die1 } e { $die2 }.
}
bg-rolled = { $actor ->
    [you] Fai
   *[other] { $name } fa
} { $die1 } e { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] Non puoi rientrare dalla barra con { $die1 } e { $die2 }, e perdi il turno.
       *[other] { $name } non può rientrare dalla barra con { $die1 } e { $die2 }, e perde il turno.
    }
   *[no] { $actor ->
        [you] Non hai mosse valide con { $die1 } e { $die2 }, e perdi il turno.
       *[other] { $name } non ha mosse valide con { $die1 } e { $die2 }, e perde il turno.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] Rientri dalla barra sulla punta { $to }
       *[other] { $name } rientra dalla barra sulla punta { $to }
    }
    [bear-off] { $actor ->
        [you] Porti fuori una pedina dalla punta { $from }
       *[other] { $name } porta fuori una pedina dalla punta { $from }
    }
   *[move] { $actor ->
        [you] Muovi da { $from } a { $to }
       *[other] { $name } muove da { $from } a { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , colpendo una tua pedina
       *[other] , colpendo una pedina di { $opponent_name }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , e la punta { $from } resta vuota
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] Annulli la mossa da { $from } a { $to }.
   *[other] { $name } annulla la mossa da { $from } a { $to }.
}
bg-play-finished = Conteggio dei pip: { $actor ->
    [you] tu { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] tu
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Tocca a te.
   *[other] Tocca a { $name }.
}
bg-double-offered = { $actor ->
    [you] Offri il raddoppio a { $value }.
   *[other] { $name } offre il raddoppio a { $value }.{ $opponent ->
        [you] {" "}Premi Y per accettare o N per rifiutare.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] Accetti; ora il cubo è tuo, a { $value }.
   *[other] { $name } accetta e ora ha il cubo, a { $value }.
}
bg-double-dropped = { $actor ->
    [you] Rifiuti il raddoppio.
   *[other] { $name } rifiuta il raddoppio.
}
bg-resign-offered = { $actor ->
    [you] Offri
   *[other] { $name } offre
} di abbandonare questa partita concedendo { $kind ->
    [single] una vittoria semplice
    [gammon] un gammon
   *[backgammon] un backgammon
}, pari a { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.{ $opponent ->
    [you] {" "}Premi Y per accettare o N per rifiutare.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] Accetti l'abbandono.
   *[other] { $name } accetta l'abbandono.
}
bg-resign-declined = { $actor ->
    [you] Rifiuti l'abbandono; si continua a giocare.
   *[other] { $name } rifiuta l'abbandono; si continua a giocare.
}
bg-game-won = { $actor ->
    [you] Vinci
   *[other] { $name } vince
} la partita{ $how ->
    [resigned] {" "}per abbandono
    [dropped] {" "}per raddoppio rifiutato
   *[played] {""}
}: { $kind ->
    [single] vittoria semplice
    [gammon] gammon
   *[backgammon] backgammon
}, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
bg-score-now = Punteggio, match a { $length }: { $actor ->
    [you] tu { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] tu { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] Vinci il match
   *[other] { $name } vince il match
}{ $how ->
    [resigned] {" "}per abbandono, sul punteggio di { $score } a { $opponent_score }.
    [time] {" "}per tempo, sul punteggio di { $score } a { $opponent_score }.
   *[played] , { $score } a { $opponent_score }.
}

## Risposte solo a chi ha chiesto

bg-selected = Punta { $point } selezionata ({ $count ->
    [one] { $count } pedina
   *[other] { $count } pedine
}).
bg-deselected = Pedina deselezionata.
bg-play-complete = La tua mossa è completa. Premi Invio per terminare il turno, o U per annullare.
bg-hint-header = { $count ->
    [0] Nessuna mossa valida.
    [one] Una sola mossa valida:
   *[other] { $count } mosse valide. Suggerimenti:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] barra
    [off] fuori
   *[other] { $point }
}
bg-cube-hint-rules = Il consiglio sul cubo richiede il motore; intanto, la corsa: tu { $pips } pip, l'avversario { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}Ora puoi raddoppiare.
       *[no] {" "}Ora non puoi raddoppiare.
    }
   *[take] {" "}Devi accettare o rifiutare.
}

## Tasti di stato

bg-status-board = Barra: { $actor ->
    [you] tu
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] tu
   *[other] { $opponent_name }
} { $opponent_bar }. Portate fuori: { $actor ->
    [you] tu
   *[other] { $name }
} { $off }, { $opponent ->
    [you] tu
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] In una partita singola non c'è il cubo del raddoppio.
    [crawford] Partita Crawford: il cubo non si usa.
    [centred] Il cubo è al centro, a { $value }.
   *[owned] Il cubo è a { $value } ed è { $owner ->
        [you] tuo
       *[other] di { $owner_name }
    }.
}
bg-status-pips = Conteggio dei pip: { $actor ->
    [you] tu
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] tu
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Match a { $length }: { $actor ->
    [you] tu
   *[other] { $name }
} { $score }, { $opponent ->
    [you] tu
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}Questa è la partita Crawford.
   *[no] {""}
}
bg-status-dice = Dadi rimasti: { $count ->
    [1] { $die1 }.
    [2] { $die1 } e { $die2 }.
    [3] { $die1 }, { $die2 } e { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } e { $die4 }.
}
bg-status-dice-none = Ora non ci sono dadi da giocare.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Tocca a te tirare.
        [moving] Tocca a te muovere.
        [double_offered] Devi accettare o rifiutare il raddoppio.
        [resignation_offered] Devi accettare o rifiutare l'abbandono.
       *[other] Tocca a te.
    }
   *[other] { $phase ->
        [awaiting_roll] Tocca a { $name } tirare.
        [moving] Tocca a { $name } muovere.
        [double_offered] { $name } deve accettare o rifiutare il raddoppio.
        [resignation_offered] { $name } deve accettare o rifiutare l'abbandono.
       *[other] Tocca a { $name }.
    }
}
bg-status-turn-not-started = La partita non è ancora iniziata.
bg-status-turn-over = Il match è finito; { $actor ->
    [you] hai vinto.
   *[other] ha vinto { $name }.
}

## Rifiuti: perché ora non si può fare qualcosa

bg-refuse-already-started = La partita è già iniziata.
bg-refuse-not-started = La partita non è ancora iniziata.
bg-refuse-match-over = Il match è finito.
bg-refuse-spectator = Chi guarda non può giocare; possono farlo solo i due seduti al tavolo.
bg-refuse-bad-viewer = A questo tavolo non c'è questo posto.
bg-refuse-seat-names = Un tavolo di backgammon richiede esattamente due giocatori.
bg-refuse-unknown-action = Questo tavolo non sa fare questa cosa.
bg-refuse-not-offered = Qui non è disponibile.
bg-refuse-not-now = Adesso non si può fare.
bg-refuse-bad-cell = Scegli prima una punta del tavoliere.
bg-refuse-bad-move = Non è una mossa di pedina: indica una punta o la barra come partenza, e una punta o «fuori» come arrivo.
bg-refuse-bad-snapshot = Impossibile leggere il tavolo salvato.
bg-refuse-not-your-turn = Non è il tuo turno: { $phase ->
    [double_offered] si aspetta che { $name } accetti o rifiuti il raddoppio.
    [resignation_offered] si aspetta che { $name } risponda all'abbandono.
    [awaiting_roll] si aspetta che { $name } tiri.
   *[other] si aspetta che { $name } muova.
}
bg-refuse-roll-first = Prima tira i dadi: premi Invio.
bg-refuse-move-first = Hai già tirato; muovi le tue pedine.
bg-refuse-end-turn-first = La tua mossa è completa: premi Invio per terminare il turno, o U per annullare.
bg-refuse-answer-double = Prima accetta il raddoppio con Y o rifiutalo con N.
bg-refuse-answer-resignation = Prima accetta l'abbandono con Y o rifiutalo con N.
bg-refuse-play-complete = In questo turno hai già usato tutti i dadi possibili.
bg-refuse-play-incomplete = La tua mossa non è finita: { $dice ->
    [one] resta un dado
   *[other] restano { $dice } dadi
} da giocare.
bg-refuse-bar-first = Hai una pedina sulla barra: prima falla rientrare scegliendo una punta nella casa avversaria.
bg-refuse-no-checker = Non hai pedine sulla punta { $point }.
bg-refuse-not-your-checker = Le pedine sulla punta { $point } sono dell'avversario.
bg-refuse-empty-point = La punta { $point } è vuota.
bg-refuse-no-moves-from = La pedina sulla punta { $point } non ha mosse valide con questi dadi.
bg-refuse-bear-off-not-home = Non puoi portare fuori pedine finché non sono tutte nella tua casa, punte da 1 a 6.
bg-refuse-bear-off-dice-too-small = I tuoi dadi sono troppo bassi per portare fuori dalla punta { $point }.
bg-refuse-bear-off-higher-first = Non puoi portare fuori dalla punta { $point } con un dado più alto finché hai pedine su punte più alte.
bg-refuse-backwards = Le pedine avanzano verso la tua casa, verso le punte con il numero più basso.
bg-refuse-blocked = La punta { $point } è bloccata: l'avversario ha lì due o più pedine.
bg-refuse-no-die = Nessuno dei tuoi dadi fa avanzare una pedina di { $distance ->
    [one] { $distance } punta
   *[other] { $distance } punte
}.
bg-refuse-no-path = Con i tuoi dadi nessun percorso valido porta lì.
bg-refuse-whole-roll = Quella mossa ti impedirebbe di giocare il tiro completo: devi usare entrambi i dadi se puoi, o il più alto se se ne può giocare solo uno.
bg-refuse-nothing-selected = Nessuna pedina è selezionata.
bg-refuse-nothing-to-undo = In questo turno non c'è nessuna mossa da annullare.
bg-refuse-no-targets = Ora non c'è nessuna destinazione.
bg-refuse-double-single-game = In una partita singola non c'è il cubo del raddoppio.
bg-refuse-double-crawford = Nella partita Crawford non si raddoppia.
bg-refuse-double-after-roll = Puoi raddoppiare solo prima di tirare.
bg-refuse-double-opponent-owns = Il cubo è dell'avversario; solo chi lo possiede può raddoppiare.
bg-refuse-double-maximum = Il cubo è già al valore massimo, 64.
bg-refuse-no-double-offered = Nessuno ha offerto un raddoppio.
bg-refuse-no-resignation-offered = Nessuno ha offerto un abbandono.
bg-refuse-resign-higher = La tua offerta è stata rifiutata in questo turno; ora puoi offrire solo un abbandono più alto.
bg-refuse-hints-off = I suggerimenti di mossa sono disattivati a questo tavolo.
bg-refuse-hint-not-your-turn = I suggerimenti di mossa sono disponibili nel tuo turno.
bg-refuse-hint-roll-first = Prima tira; un suggerimento di mossa propone come giocare i tuoi dadi.
bg-refuse-cube-hints-off = I suggerimenti sul cubo sono disattivati a questo tavolo.
bg-refuse-cube-hint-no-cube = In questa partita il cubo del raddoppio non è in gioco.
bg-refuse-cube-hint-not-now = I suggerimenti sul cubo sono disponibili prima di tirare e quando ti viene offerto un raddoppio.
bg-refuse-next-game-automatic = La partita successiva inizia da sola quando ne finisce una.
bg-still-holding = Hai ancora in mano la pedina presa sul { $point }.
