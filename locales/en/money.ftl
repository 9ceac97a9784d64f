# Money play: a session of games, each scored times the cube, with the Jacoby rule, beavers and automatic doubles.

## Options

money-option-money = Money play instead of a match (games until a player stops)
money-option-jacoby = Jacoby rule in money play (gammons count only once the cube has been turned)
money-option-beavers = Beavers in money play (a player doubled may redouble at once and keep the cube)
money-option-auto-doubles = Automatic doubles in money play, most a game (0 is off)
money-option-refused-auto-doubles = Automatic doubles must be a whole number from { $minimum } to { $maximum }.
money-option-refused-boolean = { $option ->
    [money] Money play
    [jacoby] The Jacoby rule
   *[beavers] Beavers
} must be on or off.

## Actions

bg-action-beaver = Beaver: take and redouble at once, keeping the cube
bg-action-play-on = Play another game
bg-action-stop-session = Stop the session

## What happens

money-automatic-double = The opening dice are equal: an automatic double. The cube is now at { $value }, still in the centre.
money-beavered = { $actor ->
    [you] You beaver: you take, redouble to { $value } at once and keep the cube.
   *[other] { $name } beavers: takes, redoubles to { $value } at once and keeps the cube.{ $opponent ->
        [you] {" "}Press Y to take or N to drop.
       *[other] {""}
    }
}
money-beaver-taken = { $actor ->
    [you] You take the beaver; the cube is at { $value } and stays with { $opponent_name }.
   *[other] { $opponent ->
        [you] { $name } takes the beaver; the cube is at { $value } and stays with you.
       *[other] { $name } takes the beaver; the cube is at { $value } and stays with { $opponent_name }.
    }
}
money-jacoby-single = { $kind ->
    [gammon] The cube was never turned, so under the Jacoby rule the gammon counts as a single game.
   *[backgammon] The cube was never turned, so under the Jacoby rule the backgammon counts as a single game.
}
money-total-now = Money session: { $actor ->
    [you] you { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] you { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Level.
    [actor] { $actor ->
        [you] You are { $margin } ahead.
       *[other] { $name } is { $margin } ahead.
    }
   *[opponent] { $opponent ->
        [you] You are { $margin } ahead.
       *[other] { $opponent_name } is { $margin } ahead.
    }
}
money-between-games = { $actor ->
    [other] { $opponent ->
        [you] Another game? Press Y or Enter to play on, N to stop the session.
       *[other] The players now choose whether to play another game.
    }
   *[you] Another game? Press Y or Enter to play on, N to stop the session.
}
money-playing-on = { $actor ->
    [you] You want another game.
   *[other] { $name } wants another game.
}
money-session-ended = { $actor ->
    [you] You stop the session.
   *[other] { $name } stops the session.
} Final total: { $actor ->
    [you] you { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] you { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Level.
    [actor] { $actor ->
        [you] You win { $margin ->
            [one] { $margin } point
           *[other] { $margin } points
            }.
       *[other] { $name } wins { $margin ->
           [one] { $margin } point
          *[other] { $margin } points
           }.
    }
   *[opponent] { $opponent ->
        [you] You win { $margin ->
            [one] { $margin } point
           *[other] { $margin } points
            }.
       *[other] { $opponent_name } wins { $margin ->
           [one] { $margin } point
          *[other] { $margin } points
           }.
    }
}

## Status and advice

money-status-total = Money session, { $games ->
    [one] one game played
   *[other] { $games } games played
}: { $actor ->
    [you] you { $score }, { $opponent_name } { $opponent_score }
   *[other] { $opponent ->
        [you] you { $opponent_score }, { $name } { $score }
       *[other] { $name } { $score }, { $opponent_name } { $opponent_score }
    }
}. { $lead ->
    [even] Level.
    [actor] { $actor ->
        [you] You are { $margin } ahead.
       *[other] { $name } is { $margin } ahead.
    }
   *[opponent] { $opponent ->
        [you] You are { $margin } ahead.
       *[other] { $opponent_name } is { $margin } ahead.
    }
}
money-status-session-over = The money session is over.
money-status-between-games = { $count ->
    [one] Between games: waiting for { $name } to play on or stop.
   *[other] Between games: waiting for both players to play on or stop.
}
money-cube-equities = Money equities for a cube of 1: no double { $no_double }, double and take { $double_take }, double and pass { $double_pass }.
money-cube-advice-beaver = Cube advice: beaver (press B): you are the favourite, so take and redouble at once, keeping the cube.
money-cube-advice-take-beaver = Cube advice: take the beaver; dropping now costs the doubled stake.
money-cube-advice-drop-beaver = Cube advice: drop the beaver; playing on at four times the stake costs more than the doubled stake.

## Refusals

money-refuse-beaver-off = Beavers are not allowed at this table.
money-refuse-beaver-no-double = There is no double for you to beaver.
money-refuse-beaver-maximum = A beaver would take the cube beyond 64.
money-refuse-already-playing-on = You have already asked for another game; waiting for your opponent.
money-refuse-between-games = The game is over: press Y or Enter to play another, N to stop the session.
money-refuse-not-between-games = That is for between the games of a money session.

## Past matches and the profile

money-archive-session = money session
money-profile-none = No money session yet.
money-profile = Money sessions played: { $sessions }: { $won } won, { $lost } lost, { $level } with no winner; points won less points lost: { $net }

## A money session's own words for the match's actions

money-action-resign-match = End the session now
money-action-confirm-resign-match = Yes, end the session
money-action-status-score = Session score
money-resign-match-confirm = End the session now? { $opponent_name } wins any game in play, as a single game times the cube. The session stands at you { $score }, { $opponent_name } { $opponent_score }. Press Y to end the session, or N to keep playing.
money-timed-out = { $actor ->
    [you] Your time ran out: the session is over.
   *[other] { $name } ran out of time: the session is over.
}
