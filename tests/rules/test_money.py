"""Money play in the rules core: the session, the Jacoby rule, beavers, automatic doubles, the cube's cap,
resignations and drops, leaving a session, and serialisation and replay of all of it."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playpalace_backgammon.rules import (
    GameState,
    Match,
    MatchOptions,
    Phase,
    Position,
    Refusal,
    ReplayDice,
    ResultKind,
    SeededDice,
    decode_match_id,
    events,
    other,
)
from playpalace_backgammon.rules import commands as c

from .money_play import money as _money
from .money_play import play_first as _play_first


def _gammon_ready(match: Match, winner: int) -> None:
    """The winner bears off their last checker on their next move; the loser has borne off none and sits
    outside the winner's home board (a gammon)."""
    loser = [0] * 26
    loser[12] = 15
    winner_side = [14, 1] + [0] * 24
    match.position = Position(*((winner_side, loser) if winner == 0 else (loser, winner_side)))


def _won(produced: list[events.Event]) -> events.GameWon:
    return next(event for event in produced if isinstance(event, events.GameWon))


# The session.


def test_money_options_are_validated() -> None:
    assert MatchOptions(0).money and not MatchOptions(1).money
    assert MatchOptions(0) == MatchOptions(0, jacoby=True, beavers=False, auto_doubles=0)
    for bad in ({"jacoby": 1}, {"beavers": None}, {"auto_doubles": 7}, {"auto_doubles": -1},
                {"auto_doubles": True}):
        with pytest.raises(Refusal) as error:
            MatchOptions(0, **bad)  # type: ignore[arg-type]
        assert error.value.reason == "bad-money-option"


def test_the_cube_is_in_every_money_game_and_there_is_no_crawford() -> None:
    match, dice = _money([6, 1, 3, 4])
    assert match.cube_in_play
    _play_first(match, dice)
    assert match.double_refusal(1) is None
    match.score = [0, 0]
    match.apply(c.Double(1), dice)
    produced = match.apply(c.Drop(0), dice)
    assert _won(produced).points == 1 and match.score == [0, 1]
    assert match.phase is Phase.GAME_OVER and not match.next_game_crawford and not match.crawford_used


def test_a_game_over_waits_for_both_players_to_play_on() -> None:
    match, dice = _money([6, 1, 3, 4, 5, 2, 6, 4])
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    match.apply(c.Drop(0), dice)
    with pytest.raises(Refusal) as error:
        match.apply(c.StartGame(), dice)
    assert error.value.reason == "play-on-first"
    assert match.apply(c.PlayOn(1), dice) == [events.PlayingOn(1)]
    with pytest.raises(Refusal) as error:
        match.apply(c.PlayOn(1), dice)
    assert error.value.reason == "already-playing-on"
    produced = match.apply(c.PlayOn(0), dice)
    assert produced[:2] == [events.PlayingOn(0), events.GameStarted(2, False)]
    assert match.phase is Phase.MOVING and match.game_number == 2
    assert (match.cube_value, match.cube_owner, match.playing_on) == (1, None, [False, False])
    assert match.score == [0, 1]  # the running total goes on


def test_either_player_stops_the_session_between_games() -> None:
    match, dice = _money([6, 1, 3, 4])
    with pytest.raises(Refusal):
        match.apply(c.StopSession(0), dice)  # not during a game
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    match.apply(c.Drop(0), dice)
    match.apply(c.PlayOn(1), dice)
    produced = match.apply(c.StopSession(0), dice)  # one player's "play on" does not bind the other
    assert produced == [events.SessionEnded(0, (0, 1))]
    assert match.phase is Phase.MATCH_OVER and match.winner == 1
    with pytest.raises(Refusal) as error:
        match.apply(c.PlayOn(0), dice)
    assert error.value.reason == "match-over"


def test_play_on_and_stop_belong_to_money_play() -> None:
    match = Match(MatchOptions(3))
    dice = ReplayDice([6, 1])
    match.apply(c.StartGame(), dice)
    match.apply(c.Resign(0, ResultKind.SINGLE), dice)
    match.apply(c.AcceptResignation(1), dice)
    for command in (c.PlayOn(0), c.StopSession(1)):
        with pytest.raises(Refusal) as error:
            match.apply(command, dice)
        assert error.value.reason == "not-money"


def test_the_cube_is_capped_at_64_in_money_play() -> None:
    match, dice = _money([6, 1])
    _play_first(match, dice)
    match.cube_value, match.cube_owner = 32, 1
    assert match.double_refusal(1) is None
    match.cube_value = 64
    assert match.double_refusal(1) == "cube-at-maximum"


# The Jacoby rule.


@pytest.mark.parametrize(("jacoby", "double", "points", "counted_single"), [
    (True, False, 1, True),  # cube never turned: the gammon counts single
    (True, True, 4, False),  # cube turned: gammons count
    (False, False, 2, False),  # no Jacoby rule: the gammon counts
])
def test_the_jacoby_rule_counts_a_gammon_single_until_the_cube_is_turned(
    jacoby: bool, double: bool, points: int, counted_single: bool,
) -> None:
    match, dice = _money([6, 1, 1, 2], jacoby=jacoby)
    _play_first(match, dice)
    if double:
        match.apply(c.Double(1), dice)
        match.apply(c.Take(0), dice)
    _gammon_ready(match, 1)
    match.apply(c.Roll(1), dice)
    won = _won(_play_first(match, dice))
    assert (won.winner, won.kind, won.points, won.jacoby) == (1, ResultKind.GAMMON, points, counted_single)
    assert match.results[-1].points == points and match.results[-1].jacoby is counted_single


def test_the_jacoby_rule_applies_to_what_a_resignation_is_worth() -> None:
    match, dice = _money([6, 1])  # player 0 on roll
    offered = match.apply(c.Resign(0, ResultKind.GAMMON), dice)
    assert offered == [events.ResignationOffered(0, ResultKind.GAMMON, 1)]
    won = _won(match.apply(c.AcceptResignation(1), dice))
    assert (won.kind, won.points, won.resigned, won.jacoby) == (ResultKind.GAMMON, 1, True, True)
    # With the cube turned, a resignation is worth its kind times the cube.
    match.apply(c.PlayOn(0), ReplayDice([]))
    match.apply(c.PlayOn(1), ReplayDice([1, 6]))  # player 1 on roll
    match.cube_value, match.cube_owner = 2, 1
    offered = match.apply(c.Resign(1, ResultKind.BACKGAMMON), dice)
    assert offered[0] == events.ResignationOffered(1, ResultKind.BACKGAMMON, 6)
    assert _won(offered).points == 6 and match.score == [6, 1]


# Beavers.


def test_a_beaver_keeps_the_cube_with_the_beaverer_and_the_doubler_answers() -> None:
    match, dice = _money([6, 1, 3, 4], beavers=True)
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    assert match.beaver_refusal(0) is None and match.beaver_refusal(1) == "no-double-to-beaver"
    produced = match.apply(c.Beaver(0), dice)
    assert produced == [events.Beavered(0, 4)]
    assert (match.cube_value, match.cube_owner, match.responder) == (2, 0, 1)
    assert match.phase is Phase.DOUBLE_OFFERED
    with pytest.raises(Refusal):
        match.apply(c.Take(0), dice)  # the beaverer does not answer their own redouble
    assert match.beaver_refusal(1) == "no-double-to-beaver"  # no raccoons
    produced = match.apply(c.Take(1), dice)
    assert produced == [events.DoubleTaken(1, 4, beaver=True)]
    assert (match.cube_value, match.cube_owner, match.turn, match.phase) == (4, 0, 1, Phase.AWAITING_ROLL)
    assert match.double_refusal(1) == "opponent-owns-cube" and not match.jacoby_applies


def test_dropping_a_beaver_loses_the_double_the_beaverer_took() -> None:
    match, dice = _money([6, 1, 3, 4], beavers=True)
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    match.apply(c.Beaver(0), dice)
    won = _won(match.apply(c.Drop(1), dice))
    assert (won.winner, won.points, won.dropped) == (0, 2, True)
    assert match.score == [2, 0] and not match.beavered


def test_beavers_are_refused_when_off_in_a_match_and_beyond_the_cap() -> None:
    match, dice = _money([6, 1])
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    with pytest.raises(Refusal) as error:
        match.apply(c.Beaver(0), dice)
    assert error.value.reason == "no-beavers"
    match = Match(MatchOptions(7, beavers=True))
    dice = ReplayDice([6, 1])
    match.apply(c.StartGame(), dice)
    assert match.beaver_refusal(0) == "no-beavers"
    match, dice = _money([6, 1], beavers=True)
    _play_first(match, dice)
    match.cube_value, match.cube_owner = 16, 1
    match.apply(c.Double(1), dice)
    assert match.beaver_refusal(0) is None  # 16 -> 32, beavered to 64
    match.cube_value = 32
    assert match.beaver_refusal(0) == "beaver-at-maximum"
    before = match.to_data()
    with pytest.raises(Refusal):
        match.apply(c.Beaver(0), dice)
    assert match.to_data() == before


# Automatic doubles.


def test_equal_opening_dice_double_the_cube_up_to_the_limit_and_leave_it_centred() -> None:
    match, _ = _money([3, 3, 5, 5, 2, 2, 6, 1], auto_doubles=2)
    doubles = [event for event in _events_of(match) if isinstance(event, events.AutomaticDouble)]
    assert doubles == [events.AutomaticDouble(2), events.AutomaticDouble(4)]  # the third tie: limit reached
    assert (match.cube_value, match.cube_owner, match.turn) == (4, None, 0)
    assert match.jacoby_applies  # automatic doubles do not turn the cube
    off, _ = _money([3, 3, 6, 1])
    assert off.cube_value == 1
    in_a_match = Match(MatchOptions(5, auto_doubles=3))
    in_a_match.apply(c.StartGame(), ReplayDice([3, 3, 6, 1]))
    assert in_a_match.cube_value == 1


def test_automatic_doubles_stop_at_the_cap() -> None:
    match, _ = _money([1, 1] * 7 + [6, 1], auto_doubles=6)
    assert (match.cube_value, match.cube_owner) == (64, None)
    assert match.double_refusal(0) == "not-before-roll"  # moving now; then the cap
    assert sum(isinstance(event, events.AutomaticDouble) for event in _events_of(match)) == 6


def _events_of(match: Match) -> list[events.Event]:
    """The events of a match replayed from its own log."""
    replayed = Match(match.options)
    dice = ReplayDice(match.dice_log)
    produced: list[events.Event] = []
    for command in match.accepted:
        produced += replayed.apply(command, dice)
    return produced


# Leaving a session.


def test_timing_out_during_a_money_game_forfeits_it_as_the_position_scores_and_ends_the_session() -> None:
    match, dice = _money([6, 1, 3, 4])
    _play_first(match, dice)
    match.cube_value, match.cube_owner = 4, 0
    _gammon_ready(match, 0)
    produced = match.apply(c.TimeOut(1), dice)
    assert [type(event) for event in produced] == [events.TimedOut, events.GameWon, events.SessionEnded]
    won = _won(produced)
    assert (won.winner, won.kind, won.points, won.resigned, won.forfeited) == (0, ResultKind.GAMMON, 8, True,
                                                                               True)
    assert match.results[-1].how == "forfeited"
    assert match.score == [8, 0] and match.winner == 0 and match.phase is Phase.MATCH_OVER


def test_timing_out_between_games_only_ends_the_session() -> None:
    match, dice = _money([6, 1, 3, 4])
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    match.apply(c.Drop(0), dice)
    produced = match.apply(c.TimeOut(1), dice)
    assert produced == [events.TimedOut(1), events.SessionEnded(1, (0, 1))]
    assert match.winner == 1


def test_a_level_session_has_no_winner() -> None:
    match, dice = _money([6, 1])
    match.apply(c.Resign(0, ResultKind.SINGLE), dice)
    match.apply(c.AcceptResignation(1), dice)
    match.apply(c.PlayOn(0), ReplayDice([]))
    match.apply(c.PlayOn(1), ReplayDice([1, 6]))
    match.apply(c.Resign(1, ResultKind.SINGLE), dice)
    match.apply(c.AcceptResignation(0), dice)
    match.apply(c.StopSession(1), dice)
    assert match.score == [1, 1] and match.winner is None


# GNU Backgammon's fields, serialisation, replay.


def test_money_fields_are_length_zero_with_the_jacoby_flag() -> None:
    for jacoby in (True, False):
        match, dice = _money([6, 1], jacoby=jacoby)
        fields = decode_match_id(match.gnubg_match_id())
        assert (fields.match_length, fields.jacoby, fields.crawford) == (0, jacoby, False)
    match, dice = _money([6, 1, 3, 4], beavers=True)
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    match.apply(c.Beaver(0), dice)
    fields = match.gnubg_match_fields()
    assert (fields.cube_value, fields.cube_owner, fields.player_on_roll, fields.turn, fields.double_offered) \
        == (2, 0, 1, 1, True)
    match.apply(c.Drop(1), dice)
    match.apply(c.PlayOn(1), dice)
    fields = match.gnubg_match_fields()  # still the game just ended, one player playing on
    assert (fields.game_state, fields.score) == (GameState.DROPPED, (2, 0))
    assert Match(MatchOptions(3)).gnubg_match_fields().jacoby is False


def _random_money_session(seed: int) -> Match:
    """A seeded random money session with random options, ended by a stop or a time-out."""
    rng = random.Random(seed)
    options = MatchOptions(0, jacoby=rng.random() < 0.5, beavers=rng.random() < 0.5,
                           auto_doubles=rng.randint(0, 3))
    match, dice = Match(options), SeededDice(seed)
    match.apply(c.StartGame(), dice)
    while match.phase is not Phase.MATCH_OVER and match.game_number < 6:
        phase, turn = match.phase, match.turn
        assert turn is not None
        command: c.Command
        if phase is Phase.GAME_OVER:
            waiting = [p for p in (0, 1) if not match.playing_on[p]]
            command = c.PlayOn(waiting[0]) if rng.random() < 0.9 else c.StopSession(rng.randint(0, 1))
        elif phase is Phase.DOUBLE_OFFERED:
            responder = match.responder
            assert responder is not None
            if match.beaver_refusal(responder) is None and rng.random() < 0.4:
                command = c.Beaver(responder)
            else:
                command = c.Drop(responder) if rng.random() < 0.3 else c.Take(responder)
        elif phase is Phase.RESIGNATION_OFFERED:
            answer = c.AcceptResignation if rng.random() < 0.5 else c.DeclineResignation
            command = answer(other(turn))
        elif rng.random() < 0.01:
            command = c.TimeOut(rng.randint(0, 1))
        elif rng.random() < 0.02:
            command = c.Resign(turn, ResultKind(rng.randint(match.resign_floor, ResultKind.BACKGAMMON)))
        elif phase is Phase.AWAITING_ROLL:
            doubling = match.double_refusal(turn) is None and rng.random() < 0.2
            command = c.Double(turn) if doubling else c.Roll(turn)
        else:
            play = rng.choice(match.legal_plays())
            command = c.Move(turn, tuple((step.source, step.target) for step in play.steps))
        match.apply(command, dice)
    return match


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_money_sessions_round_trip_and_replay(seed: int) -> None:
    match = _random_money_session(seed)
    data = match.to_data()
    assert Match.from_data(data).to_data() == data
    assert Match.replay(match.options, match.dice_log, match.accepted).to_data() == data
    # The running total is the sum of the games' results, each its kind (single under Jacoby) times the cube.
    for player in (0, 1):
        assert match.score[player] == sum(r.points for r in match.results if r.winner == player)
    for result in match.results:
        counted = 1 if result.jacoby or result.how == "dropped" else int(result.kind)
        assert result.points == counted * result.cube and result.cube <= 64


def test_a_match_saved_before_money_play_still_loads() -> None:
    match = Match(MatchOptions(5))
    match.apply(c.StartGame(), SeededDice(3))
    data = match.to_data()
    for key in ("jacoby", "beavers", "auto_doubles", "beavered", "playing_on", "results"):
        del data[key]
    assert Match.from_data(data).options == MatchOptions(5)
