# Lasciare un match in corso (prima una domanda, Y o N), e una partita persa a tavolino quando si rinuncia a un match o a una sessione.
bg-game-forfeited = { $actor ->
    [you] Perdi a tavolino
   *[other] { $name } perde a tavolino
} la partita in corso: { $kind ->
    [single] vittoria semplice
    [gammon] gammon
   *[backgammon] backgammon
}, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
bg-leave-confirm-bot = { $money ->
    [yes] Se te ne vai, un bot prende il tuo posto per il resto della sessione, e ciò che vince o perde conta come tuo, a meno che tu non torni. Vuoi andartene? Y o N
   *[no] Se te ne vai, rinunci al match: lo perdi a meno che tu non torni prima della fine, e intanto un bot gioca al tuo posto. Vuoi andartene? Y o N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Se te ne vai, la sessione finisce, e questa partita conta contro di te come
   *[no] Se te ne vai, rinunci al match: lo perdi, e questa partita conta come
} { $kind ->
    [single] vittoria semplice
    [gammon] gammon
   *[backgammon] backgammon
}, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}. Vuoi andartene? Y o N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Se te ne vai, la sessione finisce con il totale attuale. Vuoi andartene? Y o N
   *[no] Se te ne vai, rinunci al match: lo perdi. Vuoi andartene? Y o N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } ha lasciato il tavolo; un bot gioca al suo posto per il resto della sessione.
   *[no] { $name } ha lasciato il tavolo e rinuncia al match, a meno che non torni prima della fine; intanto un bot gioca al suo posto.
}
room-leave-cancelled = Resti al tavolo.
room-rematch-asked-watching = { $name } chiede la rivincita.
