"""A player who runs out of time loses the whole match, whatever the phase (seed 004); the game in play is
forfeited as its position would score (``tests/rules/test_forfeit.py``)."""

from __future__ import annotations

import pytest

from playpalace_backgammon.rules import (
    Match,
    MatchOptions,
    Phase,
    Refusal,
    ReplayDice,
    ResultKind,
    decode_match_id,
    events,
)
from playpalace_backgammon.rules import commands as c


def _started(length: int, dice: list[int]) -> tuple[Match, ReplayDice]:
    match = Match(MatchOptions(length))
    source = ReplayDice(dice)
    match.apply(c.StartGame(), source)
    return match, source


def test_the_player_on_turn_times_out_and_the_opponent_wins_the_match() -> None:
    match, dice = _started(5, [6, 1, 3, 4])
    assert match.phase is Phase.MOVING and match.turn == 0
    produced = match.apply(c.TimeOut(0), dice)
    # At the start, two of the loser's checkers are still in the winner's home board: a backgammon.
    forfeited = events.GameWon(1, ResultKind.BACKGAMMON, 1, 3, (0, 3), resigned=True, forfeited=True)
    assert produced == [events.TimedOut(0), forfeited, events.MatchWon(1, (0, 3), "time")]
    assert match.phase is Phase.MATCH_OVER and match.winner == 1 and match.score == [0, 3]
    with pytest.raises(Refusal):
        match.apply(c.Roll(1), dice)


def test_the_one_answering_a_double_can_time_out() -> None:
    match, dice = _started(5, [6, 1])
    play = match.legal_plays()[0]
    match.apply(c.Move(0, tuple((s.source, s.target) for s in play.steps)), dice)
    match.apply(c.Double(1), dice)
    assert match.phase is Phase.DOUBLE_OFFERED
    match.apply(c.TimeOut(0), dice)
    assert match.winner == 1 and match.phase is Phase.MATCH_OVER


def test_a_time_out_replays_serialises_and_has_a_gnubg_match_id() -> None:
    match, dice = _started(3, [6, 1])
    match.apply(c.TimeOut(0), dice)
    again = Match.replay(MatchOptions(3), list(match.dice_log), list(match.accepted))
    assert again.winner == 1 and again.phase is Phase.MATCH_OVER
    assert c.command_from_data(c.command_to_data(c.TimeOut(1))) == c.TimeOut(1)
    assert Match.from_data(match.to_data()).accepted[-1] == c.TimeOut(0)
    fields = decode_match_id(match.gnubg_match_id())
    assert fields.turn == 0 and fields.player_on_roll == 0 and fields.score == (0, 3)


def test_no_time_out_before_the_first_game() -> None:
    with pytest.raises(Refusal):
        Match(MatchOptions(1)).apply(c.TimeOut(0), ReplayDice([]))
