# Tournaments: joining, each round's pairings and results, the bracket, the standings and the places.

tournament-format = { $format ->
    [swiss] Swiss
    [round-robin] round robin
   *[knockout] knockout
}

## Joining and starting
tournament-joined = { $name } joins the tournament: { $count } of { $places } places taken.
tournament-left-before-start = { $name } leaves the tournament: { $count } of { $places } places taken.
tournament-you-left = You have left the tournament.
tournament-join-refused = { $reason ->
    [full] The tournament is full.
    [started] The tournament has already started.
   *[already] You are already in this tournament.
}
tournament-start-refused = { $reason ->
    [organiser] Only the organiser can start the tournament.
    [too-few] A tournament needs at least two players to start.
   *[started] The tournament has already started.
}
tournament-started = { $name } begins: { $format }, players: { $players }, rounds: { $rounds }.
tournament-not-started = The tournament has not started: { $count } of { $places } places taken.

## Each round
tournament-round-paired = Round { $round } of { $rounds } is paired; matches: { $matches }.
tournament-your-match = Round { $round } of { $rounds }: you play { $opponent }, a match to { $length } { $length ->
    [one] point
   *[other] points
}. Your table is open: come within { $minutes } { $minutes ->
    [one] minute
   *[other] minutes
} or lose the match by forfeit.
tournament-your-bye = Round { $round } of { $rounds }: you have a bye, counted as a win.
tournament-result = Round { $round }, match { $match }: { $how ->
    [resigned] { $winner } beats { $loser } { $winner_points } to { $loser_points }; { $loser } resigned.
    [forfeit] { $winner } wins by forfeit, { $winner_points } to { $loser_points }: { $loser } left the tournament.
    [no-show] { $winner } wins by forfeit: { $loser } did not come to the table in time.
    [seeded] { $winner } goes through as the higher seed; { $loser } is out. Neither played.
   *[played] { $winner } beats { $loser } { $winner_points } to { $loser_points }.
}
tournament-both-lost = Round { $round }, match { $match }: neither { $first } nor { $second } came to the table in time; both lose the match.
tournament-you-are-out = You are out of the tournament, beaten in round { $round } of { $rounds }.
tournament-you-did-not-come = You did not come to your table in round { $round } in time, and lose that match by forfeit.
tournament-withdrawn = { $name } has left the tournament.
tournament-round-goes-on = Round { $round } goes on; matches still playing: { $playing }. { $last ->
    [yes] The places are known when they end.
   *[no] The next round is paired when they end.
}
tournament-won = Tournament { $name } is over: { $winner } wins!
tournament-your-place = { $shared ->
    [yes] You finish tied for place { $place } of { $players }.
   *[no] You finish in place { $place } of { $players }.
}

tournament-time-left = { $unit ->
    [seconds] { $count } { $count ->
        [one] second
       *[other] seconds
    }
   *[minutes] { $count } { $count ->
        [one] minute
       *[other] minutes
    }
}
tournament-waiting-for = { $opponent } is not at your table yet: they have { $left } to come, or you win the match by forfeit.
tournament-opponent-waiting = { $opponent } is at your table for round { $round } and waits for you: come within { $left } or lose the match by forfeit.

## The bracket, a line a match
tournament-line-waiting = Round { $round } of { $rounds }, match { $match }: { $first } against { $second }, waiting for the players, { $left } left to come
tournament-line-playing = Round { $round } of { $rounds }, match { $match }: { $first } { $first_points }, { $second } { $second_points }, playing
tournament-line-won = Round { $round } of { $rounds }, match { $match }: { $first } { $first_points }, { $second } { $second_points }, { $how ->
    [resigned] { $winner } won by resignation
    [forfeit] { $winner } won by forfeit
    [no-show] { $winner } won by forfeit
   *[played] { $winner } won
}
tournament-line-both-lost = Round { $round } of { $rounds }, match { $match }: { $first } against { $second }, both lost by forfeit
tournament-line-bye = Round { $round } of { $rounds }, match { $match }: { $name }, bye
tournament-line-later = Round { $round } of { $rounds }, match { $match }: the winner of match { $first_match } against the winner of match { $second_match } of round { $previous }
tournament-line-unpaired = Round { $round } of { $rounds }: paired when round { $previous } ends

## The standings
tournament-standing = { $left ->
    [yes] { $place }. { $name }, left the tournament: wins { $wins }, losses { $losses }, points { $won } to { $lost }, opponents' wins { $buchholz }
   *[no] { $place }. { $name }: wins { $wins }, losses { $losses }, points { $won } to { $lost }, opponents' wins { $buchholz }
}
tournament-standing-knockout = { $name }, seed { $seed }: { $state ->
    [winner] the winner
    [out] out in round { $round }
    [left] left in round { $round }
   *[in] still in
}

## My next match, and who is still in
tournament-next-not-in = You are not playing in this tournament.
tournament-next-open = Your match: round { $round } of { $rounds }, against { $opponent }, to { $length } { $length ->
    [one] point
   *[other] points
}; your table is open: come within { $left } or lose the match by forfeit.
tournament-next-playing = Your match: round { $round } of { $rounds }, against { $opponent }, to { $length } { $length ->
    [one] point
   *[other] points
}; you { $mine }, { $opponent } { $theirs }.
tournament-next-bye = You have a bye in round { $round } of { $rounds }.
tournament-next-waiting = Your match of round { $round } is over; matches still playing: { $playing }. { $last ->
    [yes] The places are known when they end.
   *[no] Your next match is paired when they end.
}
tournament-next-out = You are out of the tournament.
tournament-next-over = The tournament is over: { $winner } won.
tournament-still-in = Players still in: { $count }.
tournament-player-line = { $name }, seed { $seed }, wins { $wins }
