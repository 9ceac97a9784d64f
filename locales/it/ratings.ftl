# Giocatori e punteggi: le classifiche, il profilo di un giocatore e la variazione del proprio punteggio alla fine di un match.

ratings-players-and-ratings = Giocatori e punteggi
ratings-my-profile = Il mio profilo
ratings-leaderboard = Classifica
ratings-bot-leaderboard = Classifica di allenamento contro i bot
ratings-nobody-rated = Qui nessuno ha ancora un punteggio.
ratings-board-entry = { $rank }. { $name }, punteggio { $rating }, esperienza { $experience }, partite giocate: { $played }, vinte: { $won }

## Il profilo di un giocatore
ratings-profile-name = Giocatore { $name }
ratings-not-rated = Ancora nessuna partita valutata contro un altro giocatore.
ratings-profile-rating = Punteggio { $rating }, { $rank }° posto in classifica
ratings-profile-experience = Esperienza { $experience }
ratings-profile-played = Partite valutate giocate: { $played }, vinte: { $won }
ratings-no-bot-practice = Ancora nessuna partita contro un bot.
ratings-profile-bot-practice = Punteggio di allenamento contro i bot { $rating }, partite contro i bot: { $played }, vinte: { $won }
ratings-no-analysis = Ancora nessuna partita analizzata.
ratings-profile-error-rate = Tasso medio di errore { $rate }
ratings-recent-matches = Ultime partite valutate
ratings-recent-entry = { $result ->
    [won] Vinta
   *[lost] Persa
} contro { $opponent }, { $pool ->
    [bots] punteggio di allenamento
   *[human] punteggio
} da { $before } a { $after }

## Detto a ogni giocatore alla fine di una partita
ratings-your-change = { $pool ->
    [bots] Il tuo punteggio di allenamento contro i bot
   *[human] Il tuo punteggio
} { $direction ->
    [up] sale di { $change } a { $rating }
    [down] scende di { $change } a { $rating }
   *[same] resta a { $rating }
}; esperienza { $experience }.
