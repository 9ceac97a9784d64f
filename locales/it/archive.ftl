# L'archivio: partite passate, riascolto, download, tavoli privati e il tasto degli identificativi (I).

## Il tasto degli identificativi al tavolo e in un riascolto
bg-action-status-ids = Identificativi di posizione e di partita di GNU Backgammon
bg-status-ids = Identificativo di posizione { $position_id }, identificativo di partita { $match_id }.

## Un tavolo privato (scelta di chi ospita, nella sala d'attesa)
archive-private-option = Partita privata: { $value }
archive-table-private = Questa partita ora è privata: solo i suoi giocatori la troveranno tra le partite passate.
archive-table-public = Questa partita ora è pubblica: tutti la troveranno tra le partite passate.

## Partite passate
archive-past-matches = Partite passate
archive-my-matches = Le mie partite
archive-public-matches = Partite pubbliche degli altri giocatori
archive-no-matches = Qui non ci sono ancora partite.
archive-page = Pagina { $page }.
archive-next-page = Pagina successiva
archive-previous-page = Pagina precedente
archive-match-length = { $length ->
    [one] partita a 1 punto
   *[other] partita a { $length } punti
}
archive-my-entry = { $result ->
    [won] Vinta
    [lost] Persa
    [level] Senza vincitore
   *[abandoned] Abbandonata
} contro { $opponent }, { $length }, { $score } a { $opponent_score }, { $date }
archive-entry = { $first } contro { $second }, { $length }, { $score } a { $second_score }, { $date }, { $result ->
    [first] ha vinto { $first }
    [second] ha vinto { $second }
    [level] senza vincitore
   *[abandoned] abbandonata
}
archive-replay = Riascolta la partita
archive-download-mat = Scarica per GNU Backgammon (.mat)
archive-download-sgf = Scarica in formato SGF
archive-downloading = Download di { $file } in corso.
archive-unknown-match = Quella partita non esiste.
archive-private-match = Quella partita è privata: solo i suoi giocatori possono aprirla.
archive-broken-match = La registrazione di quella partita non si può riascoltare.
archive-export-failed = Non è stato possibile esportare quella partita.

## Riascolto
archive-replay-opened = Riascolto di { $first } contro { $second }, { $games ->
    [one] un gioco
   *[other] { $games } giochi
}, { $steps } passi. N e B: azione successiva e precedente; Maiusc+N e Maiusc+B: gioco successivo e precedente; Esc: il menu del riascolto.
archive-replay-where = Gioco { $game } di { $games }, passo { $step } di { $steps }.
archive-replay-silent = Passo { $step }: a questo posto non è stato detto nulla.
archive-replay-at-end = Quello era l'ultimo passo.
archive-replay-at-start = Quello era il primo passo.
archive-replay-no-game = Non esiste un gioco { $game }: questa partita ha { $games ->
    [one] un gioco
   *[other] { $games } giochi
}.
archive-replay-game-prompt = Vai al gioco (da 1 a { $games })
archive-replay-read-only = Questo è un riascolto: qui non si può giocare.
archive-replay-next = Azione successiva (N)
archive-replay-previous = Azione precedente (B)
archive-replay-next-game = Gioco successivo (Maiusc+N)
archive-replay-previous-game = Gioco precedente (Maiusc+B)
archive-replay-first = Prima azione (F)
archive-replay-last = Ultima azione (L)
archive-replay-go-to-game = Vai a un gioco (G)
archive-replay-repeat = Ripeti questo passo (R)
archive-replay-hear-as = Ascolta come l'ha sentito { $name }
archive-replay-watch-from = Ascolta da spettatore dalla parte di { $name }
archive-replay-hearing-as = Ora ascolti come l'ha sentito { $name }.
archive-replay-watching-from = Ora ascolti da spettatore dalla parte di { $name }.
archive-replay-back = Torna al tavoliere
archive-replay-leave = Esci dal riascolto
