"""Whole-turn legal plays: every distinct way to play a roll, with the must-use-both-dice rules.

A turn is generated whole, never die by die: as many dice as can be played must be played; when only one of
two dice can be played, the higher one if it can be; doubles give up to four moves; a checker on the bar
enters before anything else moves. One ``Play`` is returned per distinct resulting position.
"""

from __future__ import annotations

from typing import NamedTuple

from .position import BAR, OFF, Position


class Step(NamedTuple):
    """One checker moved by one die: from ``source`` (25 = bar) to ``target`` (0 = off), mover's numbering."""

    source: int
    target: int
    hit: bool


class Play:
    """A legal play of a whole roll: its steps in order, the dice they used, and the resulting position.

    ``result`` is seen by the same player who made the play (not swapped).
    """

    __slots__ = ("steps", "dice", "result")

    steps: tuple[Step, ...]
    dice: tuple[int, ...]
    result: Position

    def __init__(self, steps: tuple[Step, ...], dice: tuple[int, ...], result: Position) -> None:
        self.steps = steps
        self.dice = dice
        self.result = result

    def __repr__(self) -> str:
        moves = " ".join(f"{s.source}/{s.target}{'*' if s.hit else ''}" for s in self.steps)
        return f"<Play {moves or '(none)'}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self.result == other.result and self.steps == other.steps

    def __hash__(self) -> int:
        return hash((self.result, self.steps))


Found = dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[Step, ...], tuple[int, ...]]]


def _single_moves(me: list[int], opp: list[int], die: int, lowest_source: int) -> list[tuple[int, int]]:
    """(source, target) of every checker that can move ``die`` pips, sources at most ``lowest_source``."""
    if me[BAR]:
        target = BAR - die
        return [(BAR, target)] if opp[die] < 2 else []
    moves = []
    highest = 24
    while highest and not me[highest]:
        highest -= 1
    bearing_off = highest <= 6
    for source in range(min(highest, lowest_source), 0, -1):
        if not me[source]:
            continue
        target = source - die
        if target > 0:
            if opp[25 - target] < 2:
                moves.append((source, target))
        elif bearing_off and (target == 0 or source == highest):
            moves.append((source, OFF))
    return moves


def _search(
    me: list[int],
    opp: list[int],
    dice: tuple[int, ...],
    depth: int,
    steps: list[Step],
    lowest_source: int,
    found: Found,
    best: list[int],
) -> None:
    """Depth-first over the dice in order, recording each reachable position at the deepest depth seen."""
    die = dice[depth]
    moves = _single_moves(me, opp, die, lowest_source)
    if not moves:
        if depth >= best[0]:
            if depth > best[0]:
                best[0] = depth
                found.clear()
            key = (tuple(me), tuple(opp))
            if key not in found:
                found[key] = (tuple(steps), dice[:depth])
        return
    doubles = dice[0] == dice[1]
    last = depth + 1 == len(dice)
    for source, target in moves:
        me[source] -= 1
        me[target] += 1
        hit = False
        if target != OFF and opp[25 - target] == 1:
            hit = True
            opp[25 - target] = 0
            opp[BAR] += 1
        steps.append(Step(source, target, hit))
        if last:
            if depth + 1 >= best[0]:
                if depth + 1 > best[0]:
                    best[0] = depth + 1
                    found.clear()
                key = (tuple(me), tuple(opp))
                if key not in found:
                    found[key] = (tuple(steps), dice)
        else:
            _search(me, opp, dice, depth + 1, steps, source if doubles else BAR, found, best)
        steps.pop()
        if hit:
            opp[BAR] -= 1
            opp[25 - target] = 1
        me[target] -= 1
        me[source] += 1


def legal_plays(position: Position, dice: tuple[int, int]) -> tuple[Play, ...]:
    """Every legal play of ``dice`` in ``position``, one per distinct result; empty when nothing can move."""
    first, second = dice
    if not (1 <= first <= 6 and 1 <= second <= 6):
        raise ValueError(f"dice must be 1..6, got {dice}")
    me = list(position.mover)
    opp = list(position.opponent)
    found: Found = {}
    best = [0]
    if first == second:
        _search(me, opp, (first,) * 4, 0, [], BAR, found, best)
    else:
        high, low = (first, second) if first > second else (second, first)
        _search(me, opp, (high, low), 0, [], BAR, found, best)
        _search(me, opp, (low, high), 0, [], BAR, found, best)
        if best[0] == 1:
            # Only one die can be played: the higher one if it can be.
            higher = {key: value for key, value in found.items() if value[1] == (high,)}
            if higher:
                found = higher
    if best[0] == 0:
        return ()
    return tuple(
        Play(steps, used, Position._trusted(mine, theirs)) for (mine, theirs), (steps, used) in found.items()
    )


def single_moves(position: Position, die: int) -> tuple[Step, ...]:
    """Every single checker move of ``die`` pips that the rules allow on its own (bar first, bearing off)."""
    me = position.mover
    opp = position.opponent
    return tuple(
        Step(source, target, target != OFF and opp[25 - target] == 1)
        for source, target in _single_moves(list(me), list(opp), die, BAR)
    )


def apply_step(position: Position, step: Step) -> Position:
    """The position after one single move (same player's view); the move must be one of ``single_moves``."""
    me = list(position.mover)
    opp = list(position.opponent)
    me[step.source] -= 1
    me[step.target] += 1
    if step.target != OFF and opp[25 - step.target] == 1:
        opp[25 - step.target] = 0
        opp[BAR] += 1
    return Position._trusted(tuple(me), tuple(opp))


def reachable_results(position: Position, dice: tuple[int, ...]) -> frozenset[Position]:
    """Results of playing every die in ``dice``, in any order, one legal single move at a time.

    Lets a table check that a partly played turn can still end in a legal play; an empty tuple of dice
    reaches the position itself.
    """
    if not dice:
        return frozenset((position,))
    results: set[Position] = set()
    for index, die in enumerate(dice):
        if die in dice[:index]:
            continue
        rest = dice[:index] + dice[index + 1:]
        for step in single_moves(position, die):
            results |= reachable_results(apply_step(position, step), rest)
    return frozenset(results)
