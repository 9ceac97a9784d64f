"""PartialPlays allows exactly the single moves that lie on some legal play's path, in any order."""

from __future__ import annotations

import os
import random

import pytest

from playpalace_backgammon.rules import Position, apply_step, legal_plays, reachable_results, single_moves
from playpalace_backgammon.rules.partial_plays import PartialPlays

from .positions import scattered_position, self_play_positions

pytestmark = pytest.mark.slow(3)  # seconds on an idle machine: this module starts early

# Positions walked: the first of the full sweep's 250 + 250 (`PPB_FULL_SWEEPS=1`, docs/testing.md), enough to
# meet every kind of case the full sweep does (``_kinds`` says which, and the tests assert each is met).
FULL_SWEEPS = os.environ.get("PPB_FULL_SWEEPS", "") not in ("", "0")
SELF_PLAY = 250 if FULL_SWEEPS else 60  # each kind of case is met by the 32nd
SCATTERED = 250 if FULL_SWEEPS else 50  # and by the 14th


def _without(dice: tuple[int, ...], die: int) -> tuple[int, ...]:
    index = dice.index(die)
    return dice[:index] + dice[index + 1:]


def _reference(position: Position, remaining: tuple[int, ...], needed: int,
               results: frozenset[Position]) -> set[tuple[int, int]]:
    """By brute force: the single moves after which ``needed - 1`` more dice reach a legal result."""
    allowed = set()
    for die in set(remaining):
        rest = _without(remaining, die)
        for step in single_moves(position, die):
            after = apply_step(position, step)
            for subset in {rest[:needed - 1], rest[len(rest) - needed + 1:]}:
                if len(subset) == needed - 1 and reachable_results(after, subset) & results:
                    allowed.add((step.source, step.target))
    return allowed


def _kinds(position: Position, dice: tuple[int, int]) -> set[str]:
    """The kinds of case a position and roll are: on the bar, bearing off, doubles, no legal play, only one
    die playable, a hit on the way."""
    plays = legal_plays(position, dice)
    kinds = {"doubles"} if dice[0] == dice[1] else set()
    if position.mover[25]:
        kinds.add("bar")
    if not any(position.mover[7:26]):
        kinds.add("bearing off")
    if not plays:
        kinds.add("no play")
    elif len(plays[0].dice) == 1:
        kinds.add("one die")
    if any(step.hit for play in plays for step in play.steps):
        kinds.add("hit")
    return kinds


def _check(position: Position, dice: tuple[int, int]) -> int:
    """Walks every partial state from the start; returns how many were checked."""
    plays = legal_plays(position, dice)
    results = frozenset(play.result for play in plays)
    partial = PartialPlays(position, dice, plays)
    if not plays:
        assert partial.length == 0 and not partial.allowed(position, partial.all_dice)
        assert partial.completable(position, partial.all_dice)  # the empty play
        assert not partial.completable(position, partial.all_dice[1:])
        return 0
    reached: set[Position] = set()
    states = [(position, partial.all_dice)]
    seen = set(states)
    checked = 0
    while states:
        state, remaining = states.pop()
        by_source = {}
        sources = {origin for origin, _target in partial.allowed(state, remaining)} | {25, 24, 6, 1, 0, 26}
        for origin in sources:
            fresh = PartialPlays(position, dice, plays)  # nothing known yet: worked out for that checker
            targets = range(-1, 27)
            single = {target: fresh.allowed_move(state, remaining, origin, target) for target in targets}
            movable = fresh.can_move(state, remaining, origin)
            by_source[origin] = fresh.allowed_from(state, remaining, origin)
            assert movable == bool(by_source[origin])
            for target, move in single.items():
                assert move == by_source[origin].get((origin, target)), (state, remaining, origin, target)
                assert move == partial.allowed_move(state, remaining, origin, target)
                # Now from allowed_from's kept answer.
                assert move == fresh.allowed_move(state, remaining, origin, target)
            assert movable == partial.can_move(state, remaining, origin)
        allowed = partial.allowed(state, remaining)
        # Every source and target, on an instance that knows nothing of this state's allowed moves.
        lone = PartialPlays(position, dice, plays)
        for origin in range(27):
            mine = {key: value for key, value in allowed.items() if key[0] == origin}
            assert lone.can_move(state, remaining, origin) == bool(mine), (state, remaining, origin)
            for target in range(-1, 27):
                assert lone.allowed_move(state, remaining, origin, target) == mine.get((origin, target))
        for origin, moves in by_source.items():
            assert moves == {key: value for key, value in allowed.items() if key[0] == origin}
            assert moves == partial.allowed_from(state, remaining, origin)
        done = partial.played(remaining)
        if done == partial.length:
            assert not allowed
            reached.add(state)
            continue
        assert set(allowed) == _reference(state, remaining, partial.length - done, results), (state, dice)
        checked += 1
        for step, die, after in allowed.values():
            assert after == apply_step(state, step)
            assert die in remaining
            nxt = (after, _without(remaining, die))
            if nxt not in seen:
                seen.add(nxt)
                states.append(nxt)
    assert reached == results, (position, dice)
    return checked


def test_self_play_positions_every_roll_order() -> None:
    samples = self_play_positions(SELF_PLAY, seed=41)
    checked = sum(_check(position, dice) for position, dice in samples)
    assert checked > SELF_PLAY
    kinds = set().union(*(_kinds(*sample) for sample in samples))
    assert kinds >= {"doubles", "bar", "hit", "no play", "one die"}


def test_scattered_positions_with_bars_bear_offs_and_blocked_dice() -> None:
    rng = random.Random(5)
    checked = 0
    kinds: set[str] = set()
    for _ in range(SCATTERED):
        position = scattered_position(rng)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        checked += _check(position, dice)
        kinds |= _kinds(position, dice)
    assert checked > SCATTERED * 2 // 5
    assert kinds == {"doubles", "bar", "bearing off", "no play", "one die", "hit"}


def test_only_the_higher_die_when_one_die_alone_can_be_played() -> None:
    """One checker on 13, the opponent holding the mover's 2: 6 or 5 alone, not both: the 6 it is."""
    mover = [14] + [0] * 25
    mover[13] = 1
    opponent = [13] + [0] * 25
    opponent[23] = 2  # the mover's point 2
    position = Position(mover, opponent)
    plays = legal_plays(position, (5, 6))
    assert [play.steps for play in plays] == [((13, 7, False),)]
    partial = PartialPlays(position, (5, 6), plays)
    assert list(partial.allowed(position, partial.all_dice)) == [(13, 7)]
    assert partial.completable(position, partial.all_dice)
    _check(position, (5, 6))
    _check(position, (6, 5))
