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


def _loose(play: Play) -> tuple[int, int, float]:
    """Most hits, then most blots left, then the Simple level's judgement."""
    return _hits(play), len(blots(play.result)), score_result(play.result)


def _hitting(play: Play) -> tuple[int, float]:
    """Most hits, then the Simple level's judgement."""
    return _hits(play), score_result(play.result)


def choose_play(position: Position, plays: tuple[Play, ...], seed: int) -> int:
    """The index of Chaos's play among ``plays`` (the legal plays of one roll from ``position``); ``seed``
    decides whether this is one of its loose turns."""
    if not in_contact(position):
        return best_play(plays)
    key = _loose if random.Random(seed).random() < LOOSE_SHARE else _hitting
    return max(range(len(plays)), key=lambda index: key(plays[index]))


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
