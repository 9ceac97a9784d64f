"""A forfeited game (the match resigned as a whole, lost on time, a money session given up during a game)
scores what its position would score were the forfeiter to lose it now, at least a single and never less
than resigning it would cost (issue 22, item 3)."""

from __future__ import annotations

import pytest

from playpalace_backgammon.rules import Match, MatchOptions, Phase, ReplayDice, ResultKind, events
from playpalace_backgammon.rules import commands as c
from playpalace_backgammon.rules.position import BAR, OFF, Position


def _started(length: int, **options: object) -> tuple[Match, ReplayDice]:
    match = Match(MatchOptions(length, **options))  # type: ignore[arg-type]
    source = ReplayDice([6, 1, 3, 4, 5, 2])
    match.apply(c.StartGame(), source)
    return match, source


def _set(match: Match, winner_side: list[int], loser_side: list[int], loser: int) -> None:
    """The board with ``loser`` holding ``loser_side`` (indexed from the loser's view) and the winner the
    other, whoever is on roll."""
    match.position = Position(loser_side, winner_side) if loser == 0 else Position(winner_side, loser_side)


def _side(**points: int) -> list[int]:
    side = [0] * 26
    for name, count in points.items():
        side[BAR if name == "bar" else OFF if name == "off" else int(name[1:])] = count
    assert sum(side) == 15
    return side


# The loser's checkers: some borne off (single); none off, all outside the winner's home board (gammon);
# none off, one on the winner's 1-point, i.e. the loser's 24 (backgammon); one on the bar (backgammon).
SINGLE = _side(off=1, p6=14)
GAMMON = _side(p18=15)
BACKGAMMON_HOME = _side(p24=1, p18=14)
BACKGAMMON_BAR = _side(bar=1, p18=14)
WINNER = _side(off=14, p2=1)


@pytest.mark.parametrize(("loser_side", "kind"), [
    (SINGLE, ResultKind.SINGLE), (GAMMON, ResultKind.GAMMON),
    (BACKGAMMON_HOME, ResultKind.BACKGAMMON), (BACKGAMMON_BAR, ResultKind.BACKGAMMON),
], ids=["single", "gammon", "backgammon-home", "backgammon-bar"])
@pytest.mark.parametrize("command", [c.ResignMatch, c.TimeOut], ids=["resigned", "timed-out"])
def test_a_forfeited_match_game_scores_its_position_times_the_cube(
        loser_side: list[int], kind: ResultKind, command: type[c.ResignMatch] | type[c.TimeOut]) -> None:
    match, dice = _started(7)
    match.cube_value, match.cube_owner = 2, 1
    loser = match.turn
    assert loser is not None
    _set(match, WINNER, loser_side, loser)
    assert match.forfeit_worth(loser) == (kind, 2 * int(kind), False)
    produced = match.apply(command(loser), dice)
    won = next(event for event in produced if isinstance(event, events.GameWon))
    assert (won.winner, won.kind, won.cube, won.points, won.forfeited) == (1 - loser, kind, 2, 2 * int(kind),
                                                                          True)
    assert match.score[1 - loser] == 2 * int(kind) and match.winner == 1 - loser
    assert match.phase is Phase.MATCH_OVER and match.results[-1].how == "forfeited"
    assert isinstance(produced[-1], events.MatchWon) and produced[-1].score[1 - loser] == 2 * int(kind)


def test_a_certain_backgammon_at_cube_2_costs_6_forfeited_as_resigning_it_would() -> None:
    """The issue's case: resigning the whole match cost 2 points, resigning the backgammon 6."""
    forfeited, dice = _started(9)
    resigned, other_dice = _started(9)
    for match in (forfeited, resigned):
        match.cube_value, match.cube_owner = 2, 1
        assert match.turn is not None
        _set(match, WINNER, BACKGAMMON_HOME, match.turn)
    loser = forfeited.turn
    assert loser is not None
    forfeited.apply(c.ResignMatch(loser), dice)
    resigned.apply(c.Resign(loser, ResultKind.BACKGAMMON), other_dice)
    assert forfeited.score[1 - loser] == resigned.score[1 - loser] == 6


def test_the_jacoby_rule_never_applies_in_a_match_and_counts_single_in_money_with_the_cube_centred() -> None:
    match, _ = _started(5)  # a match: a gammon is a gammon, the cube centred or not
    assert match.turn is not None
    _set(match, WINNER, GAMMON, match.turn)
    assert match.forfeit_worth(match.turn) == (ResultKind.GAMMON, 2, False)
    money, dice = _started(0, jacoby=True)
    loser = money.turn
    assert loser is not None
    _set(money, WINNER, GAMMON, loser)
    assert money.forfeit_worth(loser) == (ResultKind.GAMMON, 1, True)
    produced = money.apply(c.TimeOut(loser), dice)
    won = next(event for event in produced if isinstance(event, events.GameWon))
    assert (won.kind, won.points, won.jacoby) == (ResultKind.GAMMON, 1, True)
    turned, _ = _started(0, jacoby=True)
    turned.cube_value, turned.cube_owner = 2, 0
    assert turned.turn is not None
    _set(turned, WINNER, GAMMON, turned.turn)
    assert turned.forfeit_worth(turned.turn) == (ResultKind.GAMMON, 4, False)
    no_jacoby, _ = _started(0, jacoby=False)
    assert no_jacoby.turn is not None
    _set(no_jacoby, WINNER, GAMMON, no_jacoby.turn)
    assert no_jacoby.forfeit_worth(no_jacoby.turn) == (ResultKind.GAMMON, 2, False)


def test_a_pending_double_does_not_count_and_nothing_is_forfeited_between_games() -> None:
    match, dice = _started(0)
    loser = match.turn
    assert loser is not None
    play = match.legal_plays()[0]
    match.apply(c.Move(loser, tuple((s.source, s.target) for s in play.steps)), dice)
    match.apply(c.Double(1 - loser), dice)
    _set(match, WINNER, SINGLE, loser)
    assert match.forfeit_worth(loser) == (ResultKind.SINGLE, 1, False)  # the cube before the double
    match.apply(c.Drop(loser), dice)
    assert match.phase is Phase.GAME_OVER and match.forfeit_worth(loser) is None
