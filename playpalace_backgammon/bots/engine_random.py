"""The Random level: a uniformly random legal play, and random cube answers, from the request's seed; it
accepts every resignation."""

from __future__ import annotations

import random

from playpalace_backgammon.rules import legal_plays

from .decisions import (
    CubeDecision,
    Decision,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    ResignationDecision,
    TakeDecision,
)
from .errors import InvalidRequestError

DOUBLE_CHANCE = 0.1
TAKE_CHANCE = 0.75


def decide(request: DecisionRequest) -> Decision:
    rng = random.Random(request.seed)
    if request.kind is DecisionKind.MOVE:
        assert request.dice is not None
        plays = legal_plays(request.position, request.dice)
        if not plays:
            raise InvalidRequestError("there is no legal play to choose")
        return MoveDecision(rng.randrange(len(plays)))
    if request.kind is DecisionKind.ROLL_OR_DOUBLE:
        return CubeDecision(request.may_double and rng.random() < DOUBLE_CHANCE)
    if request.kind is DecisionKind.TAKE_OR_DROP:
        return TakeDecision(rng.random() < TAKE_CHANCE)
    if request.kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
        return ResignationDecision(True)  # it accepts every resignation
    raise ValueError(f"the Random level does not answer {request.kind.value}")
