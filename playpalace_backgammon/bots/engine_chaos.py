"""The Chaos level, a trickster: it hits whenever it can (as many checkers as possible), otherwise it
leaves as many blots as it can; it doubles as soon as it is a little ahead and takes every double.

Not a documented level: it exists for fun and for testing odd, loose positions.
"""

from __future__ import annotations

from playpalace_backgammon.rules import Play, legal_plays

from .decisions import CubeDecision, DecisionKind, DecisionRequest, MoveDecision, TakeDecision
from .engine_simple import winning_chance
from .errors import InvalidRequestError
from .features import blots


def _mischief(play: Play) -> tuple[int, int, int]:
    hits = sum(1 for step in play.steps if step.hit)
    return hits, len(blots(play.result)), -len(play.steps)


def decide(request: DecisionRequest) -> MoveDecision | CubeDecision | TakeDecision:
    if request.kind is DecisionKind.MOVE:
        assert request.dice is not None
        plays = legal_plays(request.position, request.dice)
        if not plays:
            raise InvalidRequestError("there is no legal play to choose")
        return MoveDecision(max(range(len(plays)), key=lambda i: _mischief(plays[i])))
    if request.kind is DecisionKind.ROLL_OR_DOUBLE:
        return CubeDecision(request.may_double and winning_chance(request.position) > 0.55)
    if request.kind is DecisionKind.TAKE_OR_DROP:
        return TakeDecision(True)
    raise ValueError(f"the Chaos level does not answer {request.kind.value}")
