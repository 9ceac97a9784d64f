"""The Chaos level, a trickster: it hits whenever it can (as many checkers as possible), often leaves as
many blots as it can, doubles as soon as it is a little ahead, takes every double and accepts every
resignation.

It exists for fun and for testing odd, loose positions: hosts are not offered it (``BotLevel.offered``;
docs/bots.md), but a table set to it plays it.

Every game it plays ends. Always hitting and always leaving blots, against itself or the Random level,
sent checkers back faster than the dice brought them home (games of 20,000 decisions and more). So it
leaves blots on purpose on a share of its turns only (``LOOSE_SHARE``, drawn from the request's seed);
on the others, when no hit is possible, it plays the Simple level's play, and once the race is on (no
contact) it always does. ``bench/bench_chaos.py`` plays 1,000 seeded games against each level and prints
the longest.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from playpalace_backgammon.rules import Play, Position, legal_plays

from .decisions import (
    CubeDecision,
    Decision,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    ResignationDecision,
    TakeDecision,
)
from .engine_simple import best_play, winning_chance
from .errors import InvalidRequestError
from .features import blots, in_contact
from .simple_judgement import score_result

#: The share of its turns in contact on which Chaos leaves all the blots it can.
LOOSE_SHARE = 0.2


def _hits(play: Play) -> int:
    return sum(1 for step in play.steps if step.hit)


def _most(indices: list[int], measure: Callable[[int], int]) -> list[int]:
    """The ``indices`` whose ``measure`` is the largest, in their order."""
    measured = [measure(index) for index in indices]
    top = max(measured)
    return [index for index, value in zip(indices, measured, strict=True) if value == top]


def choose_play(position: Position, plays: tuple[Play, ...], seed: int) -> int:
    """The index of Chaos's play among ``plays`` (the legal plays of one roll from ``position``); ``seed``
    decides whether this is one of its loose turns. Most hits, then (on a loose turn) most blots left, then
    the Simple level's judgement; the first such play. Each measure is taken only of the plays still level
    on the ones before it: the judgement costs most, and after a double there are hundreds of plays."""
    if not in_contact(position):
        return best_play(plays)
    loose = random.Random(seed).random() < LOOSE_SHARE
    candidates = _most(list(range(len(plays))), lambda index: _hits(plays[index]))
    if loose and len(candidates) > 1:
        candidates = _most(candidates, lambda index: len(blots(plays[index].result)))
    if len(candidates) == 1:
        return candidates[0]
    return max(candidates, key=lambda index: score_result(plays[index].result))


def decide(request: DecisionRequest) -> Decision:
    if request.kind is DecisionKind.MOVE:
        assert request.dice is not None
        plays = legal_plays(request.position, request.dice)
        if not plays:
            raise InvalidRequestError("there is no legal play to choose")
        return MoveDecision(choose_play(request.position, plays, request.seed))
    if request.kind is DecisionKind.ROLL_OR_DOUBLE:
        return CubeDecision(request.may_double and winning_chance(request.position) > 0.55)
    if request.kind is DecisionKind.TAKE_OR_DROP:
        return TakeDecision(True)
    if request.kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
        return ResignationDecision(True)  # it accepts every resignation
    raise ValueError(f"the Chaos level does not answer {request.kind.value}")
