## Turn clocks: the host's option, the keys Shift+T (time left) and Shift+M (more time), warnings, losing on time

clock-option = Turn clock
clock-setting-off = Off
clock-setting-fast = Fast: { $delay } seconds a move, { $reserve ->
    [one] { $reserve } minute
   *[other] { $reserve } minutes
} in reserve each game
clock-setting-standard = Standard: { $delay } seconds a move, { $reserve ->
    [one] { $reserve } minute
   *[other] { $reserve } minutes
} in reserve each game
clock-setting-relaxed = Relaxed: { $delay } seconds a move, { $reserve ->
    [one] { $reserve } minute
   *[other] { $reserve } minutes
} in reserve each game
clock-setting-generous = Generous: { $delay ->
    [one] { $delay } minute
   *[other] { $delay } minutes
} a move, { $reserve } minutes in reserve each game

clock-action-time-left = Time left on the clocks
clock-action-more-time = Ask for more time
bg-action-time-out = Lose on time

clock-warning = { $seconds ->
    [one] { $seconds } second left on your clock.
   *[other] { $seconds } seconds left on your clock.
} { $more ->
    [0] You cannot ask for more time.
   *[other] Press Shift+M for more time.
}
clock-time-left = { $actor ->
    [you] Your clock
   *[other] Clock of { $name }
}: { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
    [one] { $minutes } minute { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
   *[other] { $minutes } minutes { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
}{ $state ->
    [running] , running
    [paused] , stopped while away
    [untimed] , not timed: a bot plays
   *[waiting] {""}
}; { $more ->
    [0] no more time to ask for.
    [one] { $more } request for more time left.
   *[other] { $more } requests for more time left.
}
clock-more-time-given = More time: your clock has { $minutes ->
    [0] { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
    [one] { $minutes } minute { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
   *[other] { $minutes } minutes { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
}. { $more ->
    [0] That was your last request.
    [one] { $more } request left.
   *[other] { $more } requests left.
}
clock-more-time-taken = { $name } asks for more time on the clock.
clock-no-more-time = You have no requests for more time left.
clock-more-time-players-only = Only a player can ask for more time, while the match is played.
clock-none = This table has no turn clock.
clock-match-timed = This match is played on a turn clock: Shift+T tells the time left, Shift+M asks for more time.
clock-absent-clock-runs = { $name } has not come back. Their clock runs while it is their turn.
clock-timed-out = { $actor ->
    [you] You ran out of time and lose the match.
   *[other] { $name } ran out of time and loses the match.
}
clock-untimed = { $turn ->
    [yes] It is { $name }'s turn, untimed: bots play without a clock.
   *[no] { $name }: untimed, bots play without a clock.
}
