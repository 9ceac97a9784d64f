"""Whole-turn legal plays: every distinct way to play a roll, with the must-use-both-dice rules.

A turn is generated whole, never die by die: as many dice as can be played must be played; when only one of
two dice can be played, the higher one if it can be; doubles give up to four moves; a checker on the bar
enters before anything else moves. One ``Play`` is returned per distinct resulting position.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from typing import NamedTuple

from .position import BAR, OFF, Position


class Step(NamedTuple):
    """One checker moved by one die: from ``source`` (25 = bar) to ``target`` (0 = off), mover's numbering."""

    source: int
    target: int
    hit: bool


class Play(NamedTuple):
    """A legal play of a whole roll: its steps in order, the dice they used, and the resulting position.

    ``result`` is seen by the same player who made the play (not swapped). ``raw_steps`` holds the steps as
    plain (source, target, hit) tuples; ``steps`` gives them as ``Step``.
    """

    raw_steps: tuple[tuple[int, int, bool], ...]
    dice: tuple[int, ...]
    result: Position

    @property
    def steps(self) -> tuple[Step, ...]:
        """The single moves in the order they are played."""
        return tuple(map(Step._make, self.raw_steps))

    def __repr__(self) -> str:
        moves = " ".join(f"{s}/{t}{'*' if h else ''}" for s, t, h in self.raw_steps)
        return f"<Play {moves or '(none)'}>"


def _moves(
    me: Sequence[int], opp: Sequence[int], die: int, ceiling: int = BAR
) -> list[tuple[int, int]]:
    """(source, target) of every checker that can move ``die`` pips, no source above ``ceiling``.

    Scans the mover's points directly: most are empty, so this is cheaper than keeping a table of the
    open landing points per die.
    """
    if me[BAR]:
        return [(BAR, BAR - die)] if opp[die] < 2 else []
    top = ceiling if ceiling < 24 else 24
    moves = [(s, s - die) for s in compress(range(top, die, -1), me[top:die:-1]) if opp[25 - s + die] < 2]
    if not any(me[7:25]):
        if me[die] and die <= ceiling:
            moves.append((die, OFF))
        else:
            highest = 6
            while highest and not me[highest]:
                highest -= 1
            if 0 < highest < die and highest <= ceiling:
                moves.append((highest, OFF))
    return moves


# One entry per distinct result: (mover counts, opponent points hit as a bit mask) -> the play.
Found = dict[tuple[tuple[int, ...], int], Play]
# Opponent sides after the hits of a bit mask of the mover's points; 0 (no hit) holds the starting side.
Opponents = dict[int, tuple[int, ...]]

# Plays and their results are built directly, skipping the checks (one of each per distinct result).
_new_position = object.__new__
_new_play = tuple.__new__


def _opponent_after(opponents: Opponents, mask: int) -> tuple[int, ...]:
    """The opponent's side after the hits in ``mask`` (bit ``p``: the mover hit on point ``p``); kept."""
    side = list(opponents[0])
    hits = mask
    while hits:
        target = (hits & -hits).bit_length() - 1
        hits &= hits - 1
        side[25 - target] = 0
        side[BAR] += 1
    theirs = opponents[mask] = tuple(side)
    return theirs


def _record(
    found: Found, opponents: Opponents, mine: tuple[int, ...], mask: int,
    steps: tuple[tuple[int, int, bool], ...], used: tuple[int, ...],
) -> None:
    """Keeps the play of ``steps`` unless one with the same result is known. Nearly every leaf of the
    search is a new result, so the play is built first and kept with one look-up."""
    result = _new_position(Position)
    result._mover = mine
    theirs = opponents.get(mask)
    result._opponent = theirs if theirs is not None else _opponent_after(opponents, mask)
    found.setdefault((mine, mask), _new_play(Play, (steps, used, result)))


def _doubles(
    me: list[int],
    opp: list[int],
    die: int,
    depth: int,
    steps: list[tuple[int, int, bool]],
    hits: int,
    moves: list[tuple[int, int]],
    outside: int,
    found: Found,
    opponents: Opponents,
    best: list[int],
) -> None:
    """Depth-first over up to four moves of ``die``, sources never rising, so each set of moves is met once.

    ``moves`` are the legal moves at this node. Below a node with no checker on the bar whose move leaves a
    checker outside the home board, the next moves are these same moves (sources no higher than the one
    just moved), less any from a point now empty, plus one from the point just landed on if it was empty.
    ``outside`` counts the mover's checkers on points 7 to 24.
    """
    if not moves:
        if depth >= best[0]:
            if depth > best[0]:
                best[0] = depth
                found.clear()
            _record(found, opponents, tuple(me), hits, tuple(steps), (die,) * depth)
        return
    if depth == 3:
        # The last move: record each result without recursing.
        if best[0] < 4:
            best[0] = 4
            found.clear()
        prefix = tuple(steps)
        used = (die, die, die, die)
        for source, target in moves:
            me[source] -= 1
            me[target] += 1
            hit = target != OFF and opp[25 - target] == 1
            mask = hits | (1 << target) if hit else hits
            # ``_record``, inline: this is one of the two places nearly every leaf of the search is met.
            mine = tuple(me)
            result = _new_position(Position)
            result._mover = mine
            theirs = opponents.get(mask)
            result._opponent = theirs if theirs is not None else _opponent_after(opponents, mask)
            found.setdefault((mine, mask), _new_play(Play, ((*prefix, (source, target, hit)), used, result)))
            me[target] -= 1
            me[source] += 1
        return
    deeper = depth + 1
    for index, (source, target) in enumerate(moves):
        me[source] -= 1
        me[target] += 1
        victim = 25 - target
        hit = target != OFF and opp[victim] == 1
        if hit:
            opp[victim] = 0
        steps.append((source, target, hit))
        now_hits = hits | (1 << target) if hit else hits
        if source == BAR:
            now_outside = outside + 1  # entered on 19 to 24
            following = _moves(me, opp, die, source)
        elif (now_outside := outside - 1 if target <= 6 < source else outside):
            onward = target - die
            # ``moves`` has one move per source, highest first: what follows this one is still legal.
            following = moves[index:] if me[source] else moves[index + 1:]
            if me[target] == 1 and onward > 0 and opp[25 - onward] < 2:
                following = [*following, (target, onward)]
        else:
            following = _moves(me, opp, die, source)
        _doubles(me, opp, die, deeper, steps, now_hits, following, now_outside, found, opponents, best)
        steps.pop()
        if hit:
            opp[victim] = 1
        me[target] -= 1
        me[source] += 1


def _two_dice(
    me: list[int], opp: list[int], first: int, second: int, outside: int, found: Found, opponents: Opponents,
    best: list[int], firsts: list[tuple[int, int]], seconds_before: list[tuple[int, int]], repeat: bool,
) -> None:
    """The non-doubles search, unrolled: ``first`` then ``second``.

    ``firsts`` and ``seconds_before`` are each die's moves before anything moved; ``outside`` counts the
    mover's checkers outside the home board then (0 when one is on the bar). When no checker is on the
    bar and the first move leaves a checker outside the home board, the second die's moves are those same
    moves, less any from a point the first move emptied, plus one from the point it landed on if that was
    empty: no need to search again. ``repeat`` says the other order has been searched already; a play whose
    second move was legal from the start, by another checker, was found then and is skipped.
    """
    already: frozenset[tuple[int, int]] | None = None
    # Second pass, both dice played already: a first move that cannot start a chain adds nothing.
    chains_only = repeat and best[0] == 2 and outside > 1
    for source, target in firsts:
        if chains_only and (me[target] or target <= second or opp[25 - target + second] > 1):
            continue
        me[source] -= 1
        me[target] += 1
        victim = 25 - target
        hit = target != OFF and opp[victim] == 1
        if hit:
            opp[victim] = 0
        hits = 1 << target if hit else 0
        if outside > 1 or (outside and (source < 7 or target > 6)):  # a checker still outside
            onward = target - second
            chain = me[target] == 1 and onward > 0 and opp[25 - onward] < 2
            if repeat:
                seconds = [(target, onward)] if chain else []
            else:
                seconds = seconds_before if me[source] else [m for m in seconds_before if m[0] != source]
                if chain:
                    seconds = [*seconds, (target, onward)]
        else:
            seconds = _moves(me, opp, second)
            if repeat:
                if already is None:
                    already = frozenset(seconds_before)
                seconds = [m for m in seconds if m[0] == target or m not in already]
        if seconds:
            if best[0] < 2:
                best[0] = 2
                found.clear()
            step = (source, target, hit)
            used = (first, second)
            for source2, target2 in seconds:
                me[source2] -= 1
                me[target2] += 1
                hit2 = target2 != OFF and opp[25 - target2] == 1
                mask = hits | (1 << target2) if hit2 else hits
                # ``_record``, inline: nearly every leaf of the search is met here.
                mine = tuple(me)
                result = _new_position(Position)
                result._mover = mine
                theirs = opponents.get(mask)
                result._opponent = theirs if theirs is not None else _opponent_after(opponents, mask)
                play = _new_play(Play, ((step, (source2, target2, hit2)), used, result))
                found.setdefault((mine, mask), play)
                me[target2] -= 1
                me[source2] += 1
        elif best[0] < 2:
            best[0] = 1
            _record(found, opponents, tuple(me), hits, ((source, target, hit),), (first,))
        if hit:
            opp[victim] = 1
        me[target] -= 1
        me[source] += 1


def legal_plays(position: Position, dice: tuple[int, int]) -> tuple[Play, ...]:
    """Every legal play of ``dice`` in ``position``, one per distinct result; empty when nothing can move."""
    first, second = dice
    if not (1 <= first <= 6 and 1 <= second <= 6):
        raise ValueError(f"dice must be 1..6, got {dice}")
    me = list(position._mover)
    opp = list(position._opponent)
    found: Found = {}
    opponents: Opponents = {0: position._opponent}
    best = [0]
    if first == second:
        _doubles(me, opp, first, 0, [], 0, _moves(me, opp, first), sum(me[7:25]), found, opponents, best)
    else:
        high, low = (first, second) if first > second else (second, first)
        outside = 0 if me[BAR] else sum(me[7:25])
        if outside:
            # No bearing off: both dice's moves from one pass over the occupied points.
            points = list(compress(range(24, low, -1), me[24:low:-1]))
            highs = [(s, s - high) for s in points if s > high and opp[25 - s + high] < 2]
            lows = [(s, s - low) for s in points if opp[25 - s + low] < 2]
        else:
            highs = _moves(me, opp, high)
            lows = _moves(me, opp, low)
        _two_dice(me, opp, high, low, outside, found, opponents, best, highs, lows, False)
        _two_dice(me, opp, low, high, outside, found, opponents, best, lows, highs, True)
        if best[0] == 1:
            # Only one die can be played: the higher one if it can be.
            higher = tuple(play for play in found.values() if play.dice == (high,))
            if higher:
                return higher
    # Doubles with no move at all record the empty play: nothing can be played then.
    return tuple(found.values()) if best[0] else ()


def single_moves(position: Position, die: int) -> tuple[Step, ...]:
    """Every single checker move of ``die`` pips that the rules allow on its own (bar first, bearing off)."""
    me = position.mover
    opp = position.opponent
    return tuple(
        Step(source, target, target != OFF and opp[25 - target] == 1)
        for source, target in _moves(me, opp, die)
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
