# Einen laufenden Match verlassen (erst gefragt, J oder N), und ein verwirktes Spiel, wenn ein Match oder eine Sitzung aufgegeben wird.
bg-game-forfeited = { $actor ->
    [you] Du gibst
   *[other] { $name } gibt
} das laufende Spiel verloren: { $kind ->
    [single] einfaches Spiel
    [gammon] Gammon
   *[backgammon] Backgammon
}, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}.
bg-leave-confirm-bot = { $money ->
    [yes] Wenn du gehst, spielt ein Bot deinen Platz für den Rest der Sitzung, und was er gewinnt oder verliert, zählt für dich, außer du kommst zurück. Gehen? Y oder N
   *[no] Wenn du gehst, gibst du den Match auf: Er zählt als verloren, außer du kommst vor seinem Ende zurück, und bis dahin spielt ein Bot deinen Platz. Gehen? Y oder N
}
bg-leave-confirm-forfeit = { $money ->
    [yes] Wenn du gehst, endet die Sitzung, und dieses Spiel zählt gegen dich als
   *[no] Wenn du gehst, gibst du den Match auf: Du verlierst ihn, und dieses Spiel zählt als
} { $kind ->
    [single] einfaches Spiel
    [gammon] Gammon
   *[backgammon] Backgammon
}, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}. Gehen? Y oder N
bg-leave-confirm-nothing-in-play = { $money ->
    [yes] Wenn du gehst, endet die Sitzung beim jetzigen Stand. Gehen? Y oder N
   *[no] Wenn du gehst, gibst du den Match auf: Du verlierst ihn. Gehen? Y oder N
}
bg-left-bot-plays = { $money ->
    [yes] { $name } hat den Tisch verlassen; ein Bot spielt den Platz für den Rest der Sitzung.
   *[no] { $name } hat den Tisch verlassen und gibt den Match auf, außer er oder sie kommt vor dem Ende zurück; bis dahin spielt ein Bot den Platz.
}
room-leave-cancelled = Du bleibst am Tisch.
room-rematch-asked-watching = { $name } bittet um eine Revanche.
