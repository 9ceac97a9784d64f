# Tornei: iscrizione, abbinamenti e risultati di ogni turno, il tabellone, la classifica e i piazzamenti.

tournament-format = { $format ->
    [swiss] sistema svizzero
    [round-robin] girone all'italiana
   *[knockout] eliminazione diretta
}

## Iscriversi e cominciare
tournament-joined = { $name } entra nel torneo: { $count } posti occupati su { $places }.
tournament-left-before-start = { $name } lascia il torneo: { $count } posti occupati su { $places }.
tournament-you-left = Hai lasciato il torneo.
tournament-join-refused = { $reason ->
    [full] Il torneo è al completo.
    [started] Il torneo è già cominciato.
   *[already] Sei già in questo torneo.
}
tournament-start-refused = { $reason ->
    [organiser] Solo l'organizzatore può far cominciare il torneo.
    [too-few] Per cominciare un torneo servono almeno due giocatori.
   *[started] Il torneo è già cominciato.
}
tournament-started = Comincia { $name }: { $format }, giocatori: { $players }, turni: { $rounds }.
tournament-not-started = Il torneo non è cominciato: { $count } posti occupati su { $places }.

## Ogni turno
tournament-round-paired = Turno { $round } di { $rounds } abbinato; partite: { $matches }.
tournament-your-match = Turno { $round } di { $rounds }: giochi contro { $opponent }, una partita a { $length } { $length ->
    [one] punto
   *[other] punti
}. Il tuo tavolo è aperto: arriva entro { $minutes } { $minutes ->
    [one] minuto
   *[other] minuti
} o perdi la partita a tavolino.
tournament-your-bye = Turno { $round } di { $rounds }: riposi, e conta come una vittoria.
tournament-result = Turno { $round }, partita { $match }: { $how ->
    [resigned] { $winner } batte { $loser } { $winner_points } a { $loser_points }; { $loser } si è arreso.
    [forfeit] { $winner } vince a tavolino, { $winner_points } a { $loser_points }: { $loser } ha lasciato il torneo.
    [no-show] { $winner } vince a tavolino: { $loser } non è arrivato al tavolo in tempo.
    [seeded] { $winner } passa come testa di serie migliore; { $loser } è eliminato. Nessuno dei due ha giocato.
   *[played] { $winner } batte { $loser } { $winner_points } a { $loser_points }.
}
tournament-both-lost = Turno { $round }, partita { $match }: né { $first } né { $second } sono arrivati al tavolo in tempo; perdono la partita entrambi.
tournament-you-are-out = Sei eliminato dal torneo, battuto nel turno { $round } di { $rounds }.
tournament-you-did-not-come = Non sei arrivato al tuo tavolo in tempo nel turno { $round }, e perdi quella partita a tavolino.
tournament-withdrawn = { $name } ha lasciato il torneo.
tournament-round-goes-on = Il turno { $round } continua; partite ancora in corso: { $playing }. { $last ->
    [yes] I piazzamenti si sapranno quando finiranno.
   *[no] Il turno successivo sarà abbinato quando finiranno.
}
tournament-won = Il torneo { $name } è finito: vince { $winner }!
tournament-your-place = { $shared ->
    [yes] Finisci a pari merito al posto { $place } su { $players }.
   *[no] Finisci al posto { $place } su { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] secondo
       *[other] secondi
    }
   *[minutes] { $count } { $count ->
        [one] minuto
       *[other] minuti
    }
}
tournament-waiting-for = { $opponent } non è ancora al tuo tavolo: ha { $left } per arrivare, altrimenti vinci la partita a tavolino.
tournament-opponent-waiting = { $opponent } è al vostro tavolo del turno { $round } e ti aspetta: arriva entro { $left } o perdi la partita a tavolino.

## Il tabellone, una riga per partita
tournament-line-waiting = Turno { $round } di { $rounds }, partita { $match }: { $first } contro { $second }, in attesa dei giocatori, restano { $left } per arrivare
tournament-line-playing = Turno { $round } di { $rounds }, partita { $match }: { $first } { $first_points }, { $second } { $second_points }, in corso
tournament-line-won = Turno { $round } di { $rounds }, partita { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] ha vinto { $winner } per resa
    [forfeit] ha vinto { $winner } a tavolino
    [no-show] ha vinto { $winner } a tavolino
   *[played] ha vinto { $winner }
}
tournament-line-both-lost = Turno { $round } di { $rounds }, partita { $match }: { $first } contro { $second }, persa a tavolino da entrambi
tournament-line-bye = Turno { $round } di { $rounds }, partita { $match }: { $name }, riposo
tournament-line-later = Turno { $round } di { $rounds }, partita { $match }: il vincitore della partita { $first_match } contro il vincitore della partita { $second_match } del turno { $previous }
tournament-line-unpaired = Turno { $round } di { $rounds }: abbinato quando finisce il turno { $previous }

## La classifica
tournament-standing = { $left ->
    [yes] { $place }. { $name }, ha lasciato il torneo: vittorie { $wins }, sconfitte { $losses }, punti { $won } a { $lost }, vittorie degli avversari { $buchholz }
   *[no] { $place }. { $name }: vittorie { $wins }, sconfitte { $losses }, punti { $won } a { $lost }, vittorie degli avversari { $buchholz }
}
tournament-standing-knockout = { $name }, testa di serie { $seed }: { $state ->
    [winner] il vincitore
    [out] eliminato nel turno { $round }
    [left] ritirato nel turno { $round }
   *[in] ancora in gara
}

## La mia prossima partita, e chi è ancora in gara
tournament-next-not-in = Non giochi in questo torneo.
tournament-next-open = La tua partita: turno { $round } di { $rounds }, contro { $opponent }, a { $length } { $length ->
    [one] punto
   *[other] punti
}; il tuo tavolo è aperto: arriva entro { $left } o perdi la partita a tavolino.
tournament-next-playing = La tua partita: turno { $round } di { $rounds }, contro { $opponent }, a { $length } { $length ->
    [one] punto
   *[other] punti
}; tu { $mine }, { $opponent } { $theirs }.
tournament-next-bye = Riposi nel turno { $round } di { $rounds }.
tournament-next-waiting = La tua partita del turno { $round } è finita; partite ancora in corso: { $playing }. { $last ->
    [yes] I piazzamenti si sapranno quando finiranno.
   *[no] La tua prossima partita sarà abbinata quando finiranno.
}
tournament-next-out = Sei eliminato dal torneo.
tournament-next-over = Il torneo è finito: ha vinto { $winner }.
tournament-still-in = Giocatori ancora in gara: { $count }.
tournament-player-line = { $name }, testa di serie { $seed }, vittorie { $wins }
