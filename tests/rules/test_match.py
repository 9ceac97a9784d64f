"""The match state machine: opening roll, cube, Crawford, resignation, scoring, refusals, replay."""

from __future__ import annotations

import pytest

from playpalace_backgammon.rules import (
    Match,
    MatchOptions,
    Phase,
    Position,
    Refusal,
    ReplayDice,
    ResultKind,
    SeededDice,
    events,
    legal_plays,
)
from playpalace_backgammon.rules import commands as c


def _started(length: int, dice: list[int]) -> tuple[Match, ReplayDice]:
    match = Match(MatchOptions(length))
    source = ReplayDice(dice)
    match.apply(c.StartGame(), source)
    return match, source


def _play_first(match: Match, dice: ReplayDice) -> list[events.Event]:
    assert match.turn is not None
    play = match.legal_plays()[0]
    return match.apply(c.Move(match.turn, tuple((s.source, s.target) for s in play.steps)), dice)


def _one_checker_left(match: Match, winner: int, loser_side: list[int]) -> None:
    """Puts the winner one checker from home (on their 1-point) and the loser as given (their numbering)."""
    winner_side = [14, 1] + [0] * 24
    sides = (winner_side, loser_side) if winner == 0 else (loser_side, winner_side)
    match.position = Position(*sides)


def test_opening_roll_rerolls_ties_and_the_higher_plays_both() -> None:
    match, _ = _started(1, [3, 3, 6, 6, 2, 5])
    assert match.accepted == [c.StartGame()]
    assert match.turn == 1 and match.dice == (5, 2) and match.phase is Phase.MOVING
    assert match.dice_log == [3, 3, 6, 6, 2, 5]
    fresh = Match(MatchOptions(1))
    produced = fresh.apply(c.StartGame(), ReplayDice([3, 3, 6, 6, 2, 5]))
    ties = [e.tie for e in produced if isinstance(e, events.OpeningRolled)]
    assert ties == [True, True, False]
    assert any(isinstance(e, events.DiceRolled) and e.opening and e.player == 1 for e in produced)


def test_no_cube_in_a_one_point_match() -> None:
    match, dice = _started(1, [6, 1, 3, 4])
    _play_first(match, dice)
    assert match.double_refusal(1) == "no-cube-single-game"
    with pytest.raises(Refusal) as error:
        match.apply(c.Double(1), dice)
    assert error.value.reason == "no-cube-single-game"


def test_refusals_change_nothing() -> None:
    match, dice = _started(5, [6, 1])
    before = match.to_data()
    for command in (c.Roll(0), c.Roll(1), c.Double(1), c.Take(1), c.Drop(0), c.AcceptResignation(1),
                    c.Move(1, ((24, 18),)), c.Move(0, ((13, 20),)), c.StartGame()):
        with pytest.raises(Refusal):
            match.apply(command, dice)
        assert match.to_data() == before


def test_double_take_redouble_and_drop_scores_the_cube_before_the_double() -> None:
    match, dice = _started(7, [6, 1, 3, 4, 2, 2, 5, 1])
    _play_first(match, dice)  # player 0 opened with 6-1; now player 1 to roll
    assert match.turn == 1
    produced = match.apply(c.Double(1), dice)
    assert produced == [events.DoubleOffered(1, 2)] and match.phase is Phase.DOUBLE_OFFERED
    with pytest.raises(Refusal):
        match.apply(c.Take(1), dice)  # the doubler cannot take
    match.apply(c.Take(0), dice)
    assert (match.cube_value, match.cube_owner, match.turn) == (2, 0, 1)
    assert match.double_refusal(1) == "not-before-roll" or match.double_refusal(1) == "opponent-owns-cube"
    with pytest.raises(Refusal) as error:
        match.apply(c.Double(1), dice)
    assert error.value.reason == "opponent-owns-cube"
    match.apply(c.Roll(1), dice)
    _play_first(match, dice)
    match.apply(c.Double(0), dice)  # the owner redoubles to 4
    produced = match.apply(c.Drop(1), dice)
    won = [e for e in produced if isinstance(e, events.GameWon)][0]
    assert (won.winner, won.points, won.kind, won.dropped) == (0, 2, ResultKind.SINGLE, True)
    assert match.score == [2, 0] and match.phase is Phase.GAME_OVER


def test_cube_capped_at_64() -> None:
    match, dice = _started(25, [6, 1])
    _play_first(match, dice)
    match.cube_value, match.cube_owner = 64, 1
    assert match.double_refusal(1) == "cube-at-maximum"


def test_gammon_with_the_cube_on_two_in_a_seven_point_match_scores_four() -> None:
    match, dice = _started(7, [6, 1, 1, 2])
    _play_first(match, dice)
    match.apply(c.Double(1), dice)
    match.apply(c.Take(0), dice)
    # Player 1 bears off the last checker; player 0 has borne off none and is out of player 1's home.
    loser = [0] * 26
    loser[12] = 15
    _one_checker_left(match, 1, loser)
    match.apply(c.Roll(1), dice)
    produced = _play_first(match, dice)
    won = [e for e in produced if isinstance(e, events.GameWon)][0]
    assert (won.winner, won.kind, won.cube, won.points) == (1, ResultKind.GAMMON, 2, 4)
    assert match.score == [0, 4]


def test_backgammon_when_the_loser_is_in_the_winners_home_board() -> None:
    match, dice = _started(3, [6, 1, 1, 2])
    _play_first(match, dice)
    loser = [0] * 26
    loser[12], loser[20] = 14, 1  # point 20 of the loser is the winner's 5-point
    _one_checker_left(match, 1, loser)
    match.apply(c.Roll(1), dice)
    produced = _play_first(match, dice)
    won = [e for e in produced if isinstance(e, events.GameWon)][0]
    assert won.kind is ResultKind.BACKGAMMON and won.points == 3
    assert match.phase is Phase.MATCH_OVER
    assert isinstance(produced[-1], events.MatchWon) and produced[-1].score == (0, 3)
    with pytest.raises(Refusal) as error:
        match.apply(c.StartGame(), dice)
    assert error.value.reason == "match-over"


def _win_single(match: Match, winner: int, dice: ReplayDice) -> list[events.Event]:
    """Sets up a single win for ``winner`` on their next move and plays it."""
    loser = [1] + [0] * 25
    loser[12] = 14
    _one_checker_left(match, winner, loser)
    if match.phase is Phase.AWAITING_ROLL and match.turn != winner:
        match.apply(c.Resign(match.turn, ResultKind.SINGLE), dice)  # type: ignore[arg-type]
        return match.apply(c.AcceptResignation(winner), dice)
    if match.phase is Phase.AWAITING_ROLL:
        match.apply(c.Roll(winner), dice)
    if match.turn != winner:
        match.apply(c.Resign(match.turn, ResultKind.SINGLE), dice)  # type: ignore[arg-type]
        return match.apply(c.AcceptResignation(winner), dice)
    return _play_first(match, dice)


def test_crawford_game_then_cube_again_post_crawford() -> None:
    match = Match(MatchOptions(3))
    dice = SeededDice(7)
    match.apply(c.StartGame(), dice)
    match.score = [1, 0]
    _win_single(match, 0, dice)  # 2-0: player 0 is one point away
    assert match.next_game_crawford and match.crawford_used
    produced = match.apply(c.StartGame(), dice)
    assert produced[0] == events.GameStarted(2, True)
    assert match.crawford and not match.cube_in_play
    while match.phase is Phase.MOVING:
        _play_first(match, dice)
    assert match.turn is not None
    assert match.double_refusal(match.turn) == "crawford-game"
    _win_single(match, 1, dice)  # 2-1
    assert not match.next_game_crawford
    produced = match.apply(c.StartGame(), dice)
    assert produced[0] == events.GameStarted(3, False)
    while match.phase is Phase.MOVING:
        _play_first(match, dice)
    assert match.turn is not None and match.double_refusal(match.turn) is None


def test_resignation_scores_as_offered_and_decline_allows_only_higher() -> None:
    match, dice = _started(9, [6, 1, 2, 3])
    _play_first(match, dice)
    match.cube_value, match.cube_owner = 2, 1
    offered = match.apply(c.Resign(1, ResultKind.SINGLE), dice)
    assert offered == [events.ResignationOffered(1, ResultKind.SINGLE, 2)]
    assert match.phase is Phase.RESIGNATION_OFFERED
    match.apply(c.DeclineResignation(0), dice)
    assert match.phase is Phase.AWAITING_ROLL
    with pytest.raises(Refusal) as error:
        match.apply(c.Resign(1, ResultKind.SINGLE), dice)
    assert error.value.reason == "resign-higher"
    match.apply(c.Resign(1, ResultKind.GAMMON), dice)
    produced = match.apply(c.AcceptResignation(0), dice)
    won = [e for e in produced if isinstance(e, events.GameWon)][0]
    assert (won.winner, won.kind, won.points, won.resigned) == (0, ResultKind.GAMMON, 4, True)
    assert match.score == [4, 0]


def test_backgammon_resignation_is_accepted_at_once() -> None:
    match, dice = _started(5, [6, 1])
    produced = match.apply(c.Resign(0, ResultKind.BACKGAMMON), dice)
    assert [type(e) for e in produced][:3] == [
        events.ResignationOffered, events.ResignationAccepted, events.GameWon
    ]
    assert match.score == [0, 3]


def test_no_legal_play_passes_the_turn() -> None:
    match, dice = _started(1, [6, 1, 6, 6])
    _play_first(match, dice)
    # Player 1 on the bar against a closed board.
    closed = [3, 2, 2, 2, 2, 2, 2] + [0] * 19
    bar = [0] * 26
    bar[25], bar[13] = 1, 14
    match.position = Position(closed, bar)
    produced = match.apply(c.Roll(1), dice)
    assert events.NoLegalPlay(1, (6, 6), True) in produced
    assert match.turn == 0 and match.phase is Phase.AWAITING_ROLL


def test_plays_must_be_legal_whole_plays() -> None:
    match, dice = _started(1, [6, 5])
    with pytest.raises(Refusal):
        match.apply(c.Move(0, ((13, 8),)), dice)  # strands the 6
    match.apply(c.Move(0, ((24, 18), (18, 13))), dice)
    assert match.position_for(1).opponent[13] == 6


def test_match_length_is_validated() -> None:
    for bad in (26, -1, True, 1.0):
        with pytest.raises(Refusal):
            MatchOptions(bad)  # type: ignore[arg-type]
    assert MatchOptions(0).money  # 0 is a money session (tests/rules/test_money.py)


def test_state_round_trips_and_replays() -> None:
    match = Match(MatchOptions(5))
    dice = SeededDice(42)
    match.apply(c.StartGame(), dice)
    for _ in range(40):
        if match.phase is Phase.MOVING:
            _play_first(match, dice)
        elif match.phase is Phase.AWAITING_ROLL:
            assert match.turn is not None
            match.apply(c.Roll(match.turn), dice)
    data = match.to_data()
    assert Match.from_data(data).to_data() == data
    replayed = Match.replay(MatchOptions(5), data["dice_log"], list(match.accepted))
    assert replayed.to_data() == data


def test_legal_plays_follow_the_position_of_the_player_on_turn() -> None:
    match, dice = _started(1, [2, 6])
    assert match.turn == 1
    assert {p.result for p in match.legal_plays()} == {
        p.result for p in legal_plays(match.position_for(1), (6, 2))
    }
