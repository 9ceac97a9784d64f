# The archive: past matches, replay by ear, downloads, private tables, and the IDs key (I) at the table.

## The IDs key at the table and in a replay
bg-action-status-ids = GNU Backgammon position and match IDs
bg-status-ids = Position ID { $position_id }, match ID { $match_id }.

## A private table (the host's choice in the waiting room)
archive-private-option = Private match: { $value }
archive-table-private = This match is now private: only its players will find it among past matches.
archive-table-public = This match is now public: everyone will find it among past matches.

## Past matches
archive-past-matches = Past matches
archive-my-matches = My matches
archive-public-matches = Other players' public matches
archive-no-matches = There are no matches here yet.
archive-page = Page { $page }.
archive-next-page = Next page
archive-previous-page = Previous page
archive-match-length = { $length ->
    [one] 1-point match
   *[other] { $length }-point match
}
archive-my-entry = { $result ->
    [won] Won
    [lost] Lost
    [level] No winner
   *[abandoned] Abandoned
} against { $opponent }, { $length }, { $score } to { $opponent_score }, { $date }
archive-entry = { $first } against { $second }, { $length }, { $score } to { $second_score }, { $date }, { $result ->
    [first] { $first } won
    [second] { $second } won
    [level] no winner
   *[abandoned] abandoned
}
archive-replay = Replay by ear
archive-download-mat = Download for GNU Backgammon (.mat)
archive-download-sgf = Download as SGF
archive-downloading = Downloading { $file }.
archive-unknown-match = There is no such match.
archive-private-match = That match is private: only its players can open it.
archive-broken-match = That match's record cannot be replayed.
archive-export-failed = That match could not be written out.

## Replay by ear
archive-replay-opened = Replay of { $first } against { $second }, { $games ->
    [one] one game
   *[other] { $games } games
}, { $steps } steps. N and B: next and previous action; Shift+N and Shift+B: next and previous game; Escape: the replay menu.
archive-replay-where = Game { $game } of { $games }, step { $step } of { $steps }.
archive-replay-silent = Step { $step }: nothing was said to this seat.
archive-replay-at-end = That was the last step.
archive-replay-at-start = That was the first step.
archive-replay-no-game = There is no game { $game }: this match has { $games ->
    [one] one game
   *[other] { $games } games
}.
archive-replay-game-prompt = Go to game (1 to { $games })
archive-replay-read-only = This is a replay: nothing can be played here.
archive-replay-next = Next action (N)
archive-replay-previous = Previous action (B)
archive-replay-next-game = Next game (Shift+N)
archive-replay-previous-game = Previous game (Shift+B)
archive-replay-first = First action (F)
archive-replay-last = Last action (L)
archive-replay-go-to-game = Go to game (G)
archive-replay-repeat = Repeat this step (R)
archive-replay-hear-as = Hear it as { $name } heard it
archive-replay-watch-from = Hear it as a spectator on { $name }'s side
archive-replay-hearing-as = Now hearing it as { $name } heard it.
archive-replay-watching-from = Now hearing it as a spectator on { $name }'s side.
archive-replay-back = Back to the board
archive-replay-leave = Leave the replay
