# Backgammon table: everything a player or spectator hears.
# Common arguments: $actor / $opponent are "you" or "other" (the listener's relation to the acting seat and
# to the other seat); $name / $opponent_name are seat names; $detail is "brief" or "verbose".

bg-game-name = Backgammon

## Options

bg-option-match-length = Match length
bg-option-bot-level = Bot difficulty
bg-option-verbose = Verbose commentary
bg-option-hints = Hints
bg-option-cube-hints = Cube hints
bg-option-confirm-turn = Confirm each turn (Enter ends your turn, so you can still undo the last move)
bg-level-random = Random
bg-level-simple = Simple
bg-level-gnubg-0ply = GNUBG 0-ply
bg-level-gnubg-1ply = GNUBG 1-ply
bg-level-gnubg-2ply = GNUBG 2-ply
bg-level-chaos = Chaos
bg-option-refused-match-length = The match length must be a whole number from { $minimum } to { $maximum }.
bg-option-refused-bot-level = That bot difficulty does not exist.
bg-option-refused-boolean = { $option ->
    [verbose] Verbose commentary
    [hints] Hints
    [cube_hints] Cube hints
   *[confirm_turn] Confirm each turn
} must be on or off.
bg-option-refused-unknown = This table has no option called { $option }.

## Actions (menus and key help)

bg-action-roll = Roll the dice
bg-action-point = Select or move a checker
bg-action-move-checker = Move a checker from one point to another
bg-action-deselect = Deselect the checker
bg-action-next-target = Next target
bg-action-previous-target = Previous target
bg-action-row-start = Start of the row
bg-action-row-end = End of the row
bg-action-column-top = Top of the column
bg-action-column-bottom = Bottom of the column
bg-action-double = Offer a double
bg-action-take = Take the double
bg-action-drop = Drop the double
bg-action-undo = Undo the last move
bg-action-end-turn = End your turn
bg-action-resign-single = Resign this game as a single
bg-action-resign-gammon = Resign this game as a gammon
bg-action-resign-backgammon = Resign this game as a backgammon
bg-action-accept-resignation = Accept the resignation
bg-action-decline-resignation = Decline the resignation
bg-action-hint = Move hint
bg-action-cube-hint = Cube hint
bg-action-status-board = Bar and borne-off counts
bg-action-status-cube = Doubling cube
bg-action-status-pips = Pip counts
bg-action-status-score = Match score
bg-action-status-dice = Dice left
bg-action-status-turn = Whose turn
bg-action-next-game = Next game

## The board

bg-cell = { $point }{ $count ->
    [0] , empty
   *[other] , { $count } { $owner ->
        [you] { $count ->
            [one] checker, yours
           *[other] checkers, yours
        }
       *[other] { $count ->
            [one] checker
           *[other] checkers
        } of { $name }, { $colour ->
            [white] white
           *[red] red
        }
    }
}{ $selected ->
    [yes] , selected
   *[no] {""}
}

## What happens

bg-colours = { $actor ->
    [you] You play { $colour ->
        [white] white
       *[red] red
    }; { $opponent_name } plays { $opponent_colour ->
        [white] white
       *[red] red
    }.
   *[other] { $name } plays { $colour ->
        [white] white
       *[red] red
    }; { $opponent ->
        [you] you play
       *[other] { $opponent_name } plays
    } { $opponent_colour ->
        [white] white
       *[red] red
    }.
}
bg-game-started = Game { $number } begins.
bg-crawford-game = This is the Crawford game: no doubling.
bg-post-crawford = The Crawford game is over: the cube is back in play.
bg-opening-roll = Opening roll: { $actor ->
    [you] you roll { $die }, { $opponent_name } rolls { $opponent_die }.
   *[other] { $opponent ->
        [you] you roll { $opponent_die }, { $name } rolls { $die }.
       *[other] { $name } rolls { $die }, { $opponent_name } rolls { $opponent_die }.
    }
}{ $tie ->
    [yes] {" "}A tie: rolling again.
   *[no] {""}
}
bg-goes-first = { $actor ->
    [you] You go first, playing { $die1 } and { $die2 }.
   *[other] { $name } goes first, playing { $die1 } and { $die2 }.
}
bg-rolled = { $actor ->
    [you] You roll
   *[other] { $name } rolls
} { $die1 } and { $die2 }.
bg-no-legal-play = { $on_bar ->
    [yes] { $actor ->
        [you] You cannot enter from the bar with { $die1 } and { $die2 }, and lose your turn.
       *[other] { $name } cannot enter from the bar with { $die1 } and { $die2 }, and loses the turn.
    }
   *[no] { $actor ->
        [you] You have no legal move with { $die1 } and { $die2 }, and lose your turn.
       *[other] { $name } has no legal move with { $die1 } and { $die2 }, and loses the turn.
    }
}
bg-sub-move = { $kind ->
    [enter] { $actor ->
        [you] You enter from the bar on { $to }
       *[other] { $name } enters from the bar on { $to }
    }
    [bear-off] { $actor ->
        [you] You bear off from { $from }
       *[other] { $name } bears off from { $from }
    }
   *[move] { $actor ->
        [you] You move from { $from } to { $to }
       *[other] { $name } moves from { $from } to { $to }
    }
}{ $hit ->
    [yes] { $opponent ->
        [you] , hitting you
       *[other] , hitting { $opponent_name }
    }
   *[no] {""}
}{ $detail ->
    [verbose] { $emptied ->
        [yes] , leaving { $from } empty
       *[no] {""}
    }
   *[brief] {""}
}.
bg-undone = { $actor ->
    [you] You take back the move from { $from } to { $to }.
   *[other] { $name } takes back the move from { $from } to { $to }.
}
bg-play-finished = Pip counts: { $actor ->
    [you] you { $pips }, { $opponent_name } { $opponent_pips }.
   *[other] { $name } { $pips }, { $opponent ->
        [you] you
       *[other] { $opponent_name }
    } { $opponent_pips }.
}
bg-turn-started = { $actor ->
    [you] Your turn.
   *[other] { $name }'s turn.
}
bg-double-offered = { $actor ->
    [you] You offer to double to { $value }.
   *[other] { $name } offers to double to { $value }.{ $opponent ->
        [you] {" "}Press Y to take or N to drop.
       *[other] {""}
    }
}
bg-double-taken = { $actor ->
    [you] You take; you now own the cube at { $value }.
   *[other] { $name } takes and now owns the cube at { $value }.
}
bg-double-dropped = { $actor ->
    [you] You drop the double.
   *[other] { $name } drops the double.
}
bg-resign-offered = { $actor ->
    [you] You offer
   *[other] { $name } offers
} to resign this game as { $kind ->
    [single] a single
    [gammon] a gammon
   *[backgammon] a backgammon
}, worth { $points ->
    [one] { $points } point
   *[other] { $points } points
}.{ $opponent ->
    [you] {" "}Press Y to accept or N to decline.
   *[other] {""}
}
bg-resign-accepted = { $actor ->
    [you] You accept the resignation.
   *[other] { $name } accepts the resignation.
}
bg-resign-declined = { $actor ->
    [you] You decline the resignation; play goes on.
   *[other] { $name } declines the resignation; play goes on.
}
bg-game-won = { $actor ->
    [you] You win
   *[other] { $name } wins
} the game { $how ->
    [resigned] by resignation, as
    [dropped] as the double is dropped, as
   *[played] with
} { $kind ->
    [single] a single
    [gammon] a gammon
   *[backgammon] a backgammon
}, scoring { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
bg-score-now = Score, match to { $length }: { $actor ->
    [you] you { $score }, { $opponent_name } { $opponent_score }.
   *[other] { $opponent ->
        [you] you { $opponent_score }, { $name } { $score }.
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }.
    }
}
bg-match-won = { $actor ->
    [you] You win the match
   *[other] { $name } wins the match
}{ $how ->
    [resigned] {" "}by resignation, with the score at { $score } to { $opponent_score }.
    [time] {" "}on time, with the score at { $score } to { $opponent_score }.
   *[played] , { $score } to { $opponent_score }.
}

## Replies to the one who asked

bg-selected = { $point } selected ({ $count ->
    [one] { $count } checker
   *[other] { $count } checkers
}).
bg-deselected = Checker deselected.
bg-play-complete = Your move is complete. Press Enter to end your turn, or U to undo.
bg-hint-header = { $count ->
    [0] No legal plays.
    [one] One legal play:
   *[other] { $count } legal plays. Suggestions:
}
bg-hint-play = { $rank }: { $play }
bg-notation-point = { $point ->
    [bar] bar
    [off] off
   *[other] { $point }
}
bg-cube-hint-rules = Cube advice needs the engine; meanwhile, the race: you { $pips } pips, your opponent { $opponent_pips }.{ $situation ->
    [double] { $may_double ->
        [yes] {" "}You may double now.
       *[no] {" "}You may not double now.
    }
   *[take] {" "}You must take or drop.
}

## Status keys

bg-status-board = Bar: { $actor ->
    [you] you
   *[other] { $name }
} { $bar }, { $opponent ->
    [you] you
   *[other] { $opponent_name }
} { $opponent_bar }. Borne off: { $actor ->
    [you] you
   *[other] { $name }
} { $off }, { $opponent ->
    [you] you
   *[other] { $opponent_name }
} { $opponent_off }.
bg-status-cube = { $state ->
    [single-game] No doubling cube in a single game.
    [crawford] Crawford game: the cube is not used.
    [centred] The cube is centred at { $value }.
   *[owned] The cube is at { $value }, owned by { $owner ->
        [you] you
       *[other] { $owner_name }
    }.
}
bg-status-pips = Pip counts: { $actor ->
    [you] you
   *[other] { $name }
} { $pips }, { $opponent ->
    [you] you
   *[other] { $opponent_name }
} { $opponent_pips }.
bg-status-score = Match to { $length }: { $actor ->
    [you] you
   *[other] { $name }
} { $score }, { $opponent ->
    [you] you
   *[other] { $opponent_name }
} { $opponent_score }.{ $crawford ->
    [yes] {" "}This is the Crawford game.
   *[no] {""}
}
bg-status-dice = Dice left: { $count ->
    [1] { $die1 }.
    [2] { $die1 } and { $die2 }.
    [3] { $die1 }, { $die2 } and { $die3 }.
   *[4] { $die1 }, { $die2 }, { $die3 } and { $die4 }.
}
bg-status-dice-none = No dice to play right now.
bg-status-turn = { $actor ->
    [you] { $phase ->
        [awaiting_roll] Your turn to roll.
        [moving] Your turn to move.
        [double_offered] You must take or drop the double.
        [resignation_offered] You must accept or decline the resignation.
       *[other] Your turn.
    }
   *[other] { $phase ->
        [awaiting_roll] { $name }'s turn to roll.
        [moving] { $name }'s turn to move.
        [double_offered] { $name } must take or drop the double.
        [resignation_offered] { $name } must accept or decline the resignation.
       *[other] { $name }'s turn.
    }
}
bg-status-turn-not-started = The game has not started yet.
bg-status-turn-over = The match is over; { $actor ->
    [you] you won.
   *[other] { $name } won.
}

## Refusals: why something cannot be done now

bg-refuse-already-started = The game has already started.
bg-refuse-not-started = The game has not started yet.
bg-refuse-match-over = The match is over.
bg-refuse-spectator = Spectators cannot play; only the seated players can.
bg-refuse-bad-viewer = There is no such seat at this table.
bg-refuse-seat-names = A backgammon table needs exactly two players.
bg-refuse-unknown-action = That is not something this table knows how to do.
bg-refuse-not-offered = That is not available here.
bg-refuse-not-now = That cannot be done right now.
bg-refuse-bad-cell = Choose a point on the board first.
bg-refuse-bad-move = That is not a checker move: give a point or the bar to move from and a point or off to move to.
bg-refuse-bad-snapshot = The saved table could not be read.
bg-refuse-not-your-turn = It is not your turn: { $phase ->
    [double_offered] waiting for { $name } to take or drop the double.
    [resignation_offered] waiting for { $name } to answer the resignation.
    [awaiting_roll] waiting for { $name } to roll.
   *[other] waiting for { $name } to move.
}
bg-refuse-roll-first = Roll the dice first: press Enter.
bg-refuse-move-first = You have already rolled; move your checkers.
bg-refuse-end-turn-first = Your move is complete: press Enter to end your turn, or U to undo.
bg-refuse-answer-double = First take the double with Y or drop it with N.
bg-refuse-answer-resignation = First accept the resignation with Y or decline it with N.
bg-refuse-play-complete = You have used all the dice you can this turn.
bg-refuse-play-incomplete = Your move is not finished: { $dice ->
    [one] one die
   *[other] { $dice } dice
} left to play.
bg-refuse-bar-first = You have a checker on the bar: enter it first by choosing a point in your opponent's home board.
bg-refuse-no-checker = You have no checker on { $point }.
bg-refuse-not-your-checker = The checkers on { $point } are your opponent's.
bg-refuse-empty-point = { $point } is empty.
bg-refuse-no-moves-from = The checker on { $point } has no legal move with these dice.
bg-refuse-bear-off-not-home = You cannot bear off until all your checkers are in your home board, points 1 to 6.
bg-refuse-bear-off-dice-too-small = Your dice are too small to bear off from { $point }.
bg-refuse-bear-off-higher-first = You cannot bear off from { $point } with a higher die while you have checkers on higher points.
bg-refuse-backwards = Checkers move toward your home board, to lower point numbers.
bg-refuse-blocked = { $point } is blocked: your opponent has two or more checkers there.
bg-refuse-no-die = None of your dice moves a checker { $distance } points.
bg-refuse-no-path = No legal path leads there with your dice.
bg-refuse-whole-roll = That move would keep you from playing the whole roll: you must use both dice if you can, or the higher die if only one can be played.
bg-refuse-nothing-selected = No checker is selected.
bg-refuse-nothing-to-undo = There is no move to undo this turn.
bg-refuse-no-targets = There is nothing to move to right now.
bg-refuse-double-single-game = There is no doubling cube in a single game.
bg-refuse-double-crawford = No doubling in the Crawford game.
bg-refuse-double-after-roll = You can only double before you roll.
bg-refuse-double-opponent-owns = Your opponent owns the cube; only they can double.
bg-refuse-double-maximum = The cube is already at its highest value, 64.
bg-refuse-no-double-offered = No double has been offered.
bg-refuse-no-resignation-offered = No resignation has been offered.
bg-refuse-resign-higher = Your offer was declined this turn; you can only offer a higher resignation now.
bg-refuse-hints-off = Hints are turned off for this table.
bg-refuse-hint-not-your-turn = Hints are available on your own turn.
bg-refuse-hint-roll-first = Roll first; a hint suggests how to play your dice.
bg-refuse-cube-hints-off = Cube hints are turned off for this table.
bg-refuse-cube-hint-no-cube = The doubling cube is not in play in this game.
bg-refuse-cube-hint-not-now = Cube hints are available before you roll and when you face a double.
bg-refuse-next-game-automatic = The next game starts by itself when a game ends.
bg-still-holding = You still hold the checker you picked up on { $point }.
