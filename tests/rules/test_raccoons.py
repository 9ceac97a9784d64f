"""Raccoons and the quadruple loss in the rules core: the doubler facing a beaver redoubles at once with the
cube staying on the beaverer's side; the refusals (off, nothing to raccoon, the limit a game, the cap of 64);
a backgammon with a checker on the bar scoring four times the cube under the option; serialisation, replay
and states saved before either option."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playpalace_backgammon.rules import (
    BAR,
    MAX_RACCOONS,
    Match,
    MatchOptions,
    Phase,
    Position,
    Refusal,
    ReplayDice,
    ResultKind,
    SeededDice,
    events,
    other,
)
from playpalace_backgammon.rules import commands as c
from playpalace_backgammon.rules.scoring import multiple

from .money_play import money as _money
from .money_play import play_first as _play_first


def _beavered(**options: object) -> tuple[Match, ReplayDice]:
    """Seat 1 doubles (cube 1 -> 2), seat 0 beavers (taken at 2, offered at 4): seat 1 answers."""
    match, dice = _money([6, 1, 3, 4], beavers=True, jacoby=False, **options)
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    match.apply(c.Beaver(0), dice)
    return match, dice


def _won(produced: list[events.Event]) -> events.GameWon:
    return next(event for event in produced if isinstance(event, events.GameWon))


def test_raccoon_options_are_validated_and_off_by_default() -> None:
    assert MatchOptions(0).raccoons == 0 and MatchOptions(0).quadruple is False
    assert MatchOptions(0, raccoons=MAX_RACCOONS).raccoons == MAX_RACCOONS
    for bad in ({"raccoons": MAX_RACCOONS + 1}, {"raccoons": -1}, {"raccoons": True}, {"raccoons": "1"}):
        with pytest.raises(Refusal) as error:
            MatchOptions(0, **bad)  # type: ignore[arg-type]
        assert error.value.reason == "bad-money-option"
    with pytest.raises(Refusal) as error:
        MatchOptions(0, quadruple=1)  # type: ignore[arg-type]
    assert error.value.reason == "bad-option"


def test_a_raccoon_keeps_the_cube_with_the_beaverer_who_answers() -> None:
    match, dice = _beavered(raccoons=1)
    assert match.raccoon_refusal(1) is None and match.raccoon_refusal(0) == "no-beaver-to-raccoon"
    produced = match.apply(c.Raccoon(1), dice)
    assert produced == [events.Raccooned(1, 8)]
    # The beaver taken at 4, still the beaverer's; the beaverer answers the redouble to 8.
    assert (match.cube_value, match.cube_owner, match.responder, match.turn) == (4, 0, 0, 1)
    assert match.phase is Phase.DOUBLE_OFFERED and match.raccooned and not match.beavered
    with pytest.raises(Refusal):
        match.apply(c.Take(1), dice)  # the raccooner does not answer their own redouble
    assert match.beaver_refusal(0) == "no-double-to-beaver"  # a raccoon is not beavered again
    assert match.raccoon_refusal(0) == "no-beaver-to-raccoon"
    fields = match.gnubg_match_fields()  # as gnubg keeps a raccoon pending
    assert (fields.cube_value, fields.cube_owner, fields.player_on_roll, fields.turn, fields.double_offered) \
        == (4, 0, 1, 0, True)
    produced = match.apply(c.Take(0), dice)
    assert produced == [events.DoubleTaken(0, 8, raccoon=True)]
    assert (match.cube_value, match.cube_owner, match.turn, match.phase) == (8, 0, 1, Phase.AWAITING_ROLL)
    assert match.double_refusal(1) == "opponent-owns-cube" and match.double_refusal(0) == "not-your-turn"


def test_a_dropped_raccoon_loses_the_beaver_the_doubler_took() -> None:
    match, dice = _beavered(raccoons=2)
    match.apply(c.Raccoon(1), dice)
    won = _won(match.apply(c.Drop(0), dice))
    assert (won.winner, won.points, won.cube, won.dropped) == (1, 4, 4, True)
    assert match.score == [0, 4] and not match.raccooned and match.phase is Phase.GAME_OVER


def test_raccoons_are_refused_when_off_without_beavers_and_in_a_match() -> None:
    match, dice = _beavered()
    assert match.raccoon_refusal(1) == "no-raccoons"
    before = match.to_data()
    with pytest.raises(Refusal) as error:
        match.apply(c.Raccoon(1), dice)
    assert error.value.reason == "no-raccoons" and match.to_data() == before
    match, dice = _money([6, 1, 3, 4], raccoons=2)  # raccoons without beavers: nothing to raccoon
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    assert match.raccoon_refusal(1) == "no-raccoons" and match.raccoon_refusal(0) == "no-raccoons"
    match = Match(MatchOptions(7, beavers=True, raccoons=2))
    match.apply(c.StartGame(), ReplayDice([6, 1]))
    assert match.raccoon_refusal(0) == "no-raccoons"


def test_a_raccoon_needs_a_pending_beaver() -> None:
    match, dice = _money([6, 1, 3, 4], beavers=True, raccoons=2)
    assert match.raccoon_refusal(0) == "no-beaver-to-raccoon"  # moving
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    assert match.raccoon_refusal(1) == "no-beaver-to-raccoon"  # doubled, not beavered
    with pytest.raises(Refusal) as error:
        match.apply(c.Raccoon(0), dice)  # the player doubled beavers, never raccoons
    assert error.value.reason == "no-beaver-to-raccoon"


def test_the_limit_counts_raccoons_a_game_and_a_new_game_starts_afresh() -> None:
    match, dice = _beavered(raccoons=1)
    match.apply(c.Raccoon(1), dice)
    match.apply(c.Take(0), dice)  # cube 8, the beaverer's (seat 0); seat 1 to roll
    assert match.raccoons_used == 1
    match.apply(c.Roll(1), SeededDice(2))
    source = SeededDice(9)
    while match.phase is not Phase.AWAITING_ROLL or match.turn != 0:
        _play_first(match, source)
    match.apply(c.Double(0), source)  # 8 -> 16
    match.apply(c.Beaver(1), source)  # taken at 16, offered at 32
    assert match.raccoon_refusal(0) == "raccoon-limit"
    with pytest.raises(Refusal) as error:
        match.apply(c.Raccoon(0), source)
    assert error.value.reason == "raccoon-limit"
    match.apply(c.Drop(0), source)
    match.apply(c.PlayOn(0), source)
    match.apply(c.PlayOn(1), source)
    assert match.raccoons_used == 0 and match.game_number == 2


def test_a_raccoon_never_takes_the_cube_past_64() -> None:
    match, dice = _money([6, 1, 3, 4], beavers=True, raccoons=2)
    _play_first(match, dice)
    match.cube_value, match.cube_owner = 4, 1
    match.apply(c.Double(1), dice)  # 4 -> 8
    match.apply(c.Beaver(0), dice)  # taken at 8, offered at 16
    assert match.raccoon_refusal(1) is None  # taken at 16, offered at 32
    match.cube_value = 16  # as if the double had been from 8
    assert match.raccoon_refusal(1) is None  # the beaver taken at 32, offered at 64: the cap itself
    match.cube_value = 32
    assert match.raccoon_refusal(1) == "raccoon-at-maximum"
    before = match.to_data()
    with pytest.raises(Refusal) as error:
        match.apply(c.Raccoon(1), dice)
    assert error.value.reason == "raccoon-at-maximum" and match.to_data() == before


# The quadruple loss.


def _bear_off_last(winner: int, loser_side: list[int]) -> Position:
    """The winner has one checker left on the ace point; the loser's checkers as given (its own numbering)."""
    winner_side = [14, 1] + [0] * 24
    return Position(*((winner_side, loser_side) if winner == 0 else (loser_side, winner_side)))


def _loser(on_bar: int, in_home: int) -> list[int]:
    """A loser with none borne off: ``on_bar`` on the bar, ``in_home`` on its 20-point (the winner's
    5-point), the rest on its 12-point."""
    side = [0] * 26
    side[BAR], side[20], side[12] = on_bar, in_home, 15 - on_bar - in_home
    return side


@pytest.mark.parametrize(("quadruple", "on_bar", "in_home", "kind", "points"), [
    (True, 1, 0, ResultKind.BACKGAMMON, 4 * 2),  # on the bar: four times
    (True, 1, 2, ResultKind.BACKGAMMON, 4 * 2),  # on the bar and in the home board: still four
    (True, 0, 2, ResultKind.BACKGAMMON, 3 * 2),  # only in the home board: three
    (False, 1, 0, ResultKind.BACKGAMMON, 3 * 2),  # the option off: three
    (True, 0, 0, ResultKind.GAMMON, 2 * 2),
])
def test_a_backgammon_with_a_checker_on_the_bar_scores_four_times_under_the_option(
    quadruple: bool, on_bar: int, in_home: int, kind: ResultKind, points: int,
) -> None:
    for length in (0, 15):  # money play and a match alike
        match = Match(MatchOptions(length, jacoby=False, quadruple=quadruple))
        dice = ReplayDice([6, 1, 1, 2])
        match.apply(c.StartGame(), dice)
        _play_first(match, dice)  # seat 0 played 61; seat 1 to roll
        match.cube_value, match.cube_owner = 2, 1
        match.position = _bear_off_last(1, _loser(on_bar, in_home))
        match.apply(c.Roll(1), dice)
        won = _won(_play_first(match, dice))
        assert (won.winner, won.kind, won.points, won.quadruple) == (1, kind, points, points == 8)
        assert match.results[-1].quadruple is (points == 8) and match.score[1] == points


def test_the_jacoby_rule_counts_a_quadruple_single() -> None:
    match = Match(MatchOptions(0, jacoby=True, quadruple=True))
    dice = ReplayDice([6, 1, 1, 2])
    match.apply(c.StartGame(), dice)
    _play_first(match, dice)
    match.position = _bear_off_last(1, _loser(1, 0))
    match.apply(c.Roll(1), dice)
    won = _won(_play_first(match, dice))
    assert (won.kind, won.points, won.jacoby, won.quadruple) == (ResultKind.BACKGAMMON, 1, True, False)
    assert multiple(ResultKind.BACKGAMMON, jacoby=True, quadruple=True) == 1
    assert multiple(ResultKind.BACKGAMMON, quadruple=True) == 4
    assert multiple(ResultKind.GAMMON, quadruple=True) == 2


def test_under_the_quadruple_rule_a_backgammon_resignation_waits_for_an_answer() -> None:
    for quadruple in (False, True):
        match, dice = _money([6, 1, 3, 4], jacoby=False, quadruple=quadruple)
        _play_first(match, dice)
        produced = match.apply(c.Resign(1, ResultKind.BACKGAMMON), dice)
        if not quadruple:  # nothing worse can happen: accepted at once
            assert _won(produced).points == 3 and match.phase is Phase.GAME_OVER
            continue
        assert match.phase is Phase.RESIGNATION_OFFERED and match.responder == 0
        match.apply(c.DeclineResignation(0), dice)
        assert match.phase is Phase.AWAITING_ROLL and match.resign_floor is ResultKind.BACKGAMMON
        won = _won(match.apply(c.Resign(1, ResultKind.BACKGAMMON), dice) + match.apply(
            c.AcceptResignation(0), dice))
        assert (won.points, won.quadruple) == (3, False)  # a resignation is three times at most


# Serialisation, replay, older states.


def _random_session(seed: int) -> Match:
    """A seeded random money session with beavers, raccoons and the quadruple rule, ended by a stop."""
    rng = random.Random(seed)
    options = MatchOptions(0, jacoby=rng.random() < 0.3, beavers=True, raccoons=rng.randint(1, MAX_RACCOONS),
                           quadruple=rng.random() < 0.7)
    match, dice = Match(options), SeededDice(seed)
    match.apply(c.StartGame(), dice)
    while match.phase is not Phase.MATCH_OVER and match.game_number < 6:
        phase, turn = match.phase, match.turn
        assert turn is not None
        command: c.Command
        if phase is Phase.GAME_OVER:
            waiting = [p for p in (0, 1) if not match.playing_on[p]]
            command = c.PlayOn(waiting[0]) if match.game_number < 5 else c.StopSession(0)
        elif phase is Phase.DOUBLE_OFFERED:
            responder = match.responder
            assert responder is not None
            if match.raccoon_refusal(responder) is None and rng.random() < 0.6:
                command = c.Raccoon(responder)
            elif match.beaver_refusal(responder) is None and rng.random() < 0.6:
                command = c.Beaver(responder)
            else:
                command = c.Drop(responder) if rng.random() < 0.2 else c.Take(responder)
        elif phase is Phase.RESIGNATION_OFFERED:
            command = (c.AcceptResignation if rng.random() < 0.5 else c.DeclineResignation)(other(turn))
        elif phase is Phase.AWAITING_ROLL:
            doubling = match.double_refusal(turn) is None and rng.random() < 0.3
            command = c.Double(turn) if doubling else c.Roll(turn)
        else:
            play = rng.choice(match.legal_plays())
            command = c.Move(turn, tuple((step.source, step.target) for step in play.steps))
        match.apply(command, dice)
    return match


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_sessions_with_raccoons_round_trip_replay_and_score_by_the_rules(seed: int) -> None:
    match = _random_session(seed)
    data = match.to_data()
    assert Match.from_data(data).to_data() == data
    assert Match.replay(match.options, match.dice_log, match.accepted).to_data() == data
    raccoons = sum(isinstance(command, c.Raccoon) for command in match.accepted)
    assert raccoons <= match.options.raccoons * match.game_number
    for result in match.results:
        counted = 1 if result.jacoby or result.how == "dropped" else int(result.kind)
        counted = 4 if result.quadruple else counted
        assert result.points == counted * result.cube and result.cube <= 64
        assert not result.quadruple or (match.options.quadruple and result.kind is ResultKind.BACKGAMMON)


def test_sessions_hold_raccoons_taken_and_dropped() -> None:
    """The random sessions above are not vacuous: across seeds they raccoon, take and drop raccoons (the
    seeds played until all three are seen, 60 at most)."""
    seen: set[str] = set()
    for seed in range(60):
        if {"raccoon", "taken", "dropped"} <= seen:
            break
        match = _random_session(seed)
        replay, dice, pending = Match(match.options), ReplayDice(match.dice_log), False
        for command in match.accepted:
            for event in replay.apply(command, dice):
                if isinstance(event, events.Raccooned):
                    seen.add("raccoon")
                    pending = True
                elif isinstance(event, events.DoubleTaken) and event.raccoon:
                    seen.add("taken")
                    pending = False
                elif isinstance(event, events.DoubleDropped) and pending:
                    seen.add("dropped")
                    pending = False
    assert {"raccoon", "taken", "dropped"} <= seen


def test_a_state_saved_before_raccoons_and_the_quadruple_rule_still_loads() -> None:
    match, dice = _beavered()
    data = match.to_data()
    for key in ("raccoons", "quadruple", "raccooned", "raccoons_used"):
        del data[key]
    for result in data["results"]:
        result.pop("quadruple", None)
    loaded = Match.from_data(data)
    assert loaded.options == MatchOptions(0, jacoby=False, beavers=True)
    assert (loaded.raccooned, loaded.raccoons_used, loaded.beavered) == (False, 0, True)
    assert loaded.raccoon_refusal(1) == "no-raccoons"
