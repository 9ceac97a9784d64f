"""The levels that run in-process (Random, Simple, Chaos): microseconds each, no gnubg."""

from __future__ import annotations

from collections.abc import Callable

from . import engine_chaos, engine_random, engine_simple
from .snapshot import BotLevel, Decision, DecisionKind, DecisionRequest

_STRATEGIES: dict[BotLevel, Callable[[DecisionRequest], Decision]] = {
    BotLevel.RANDOM: engine_random.decide,
    BotLevel.SIMPLE: engine_simple.decide,
    BotLevel.CHAOS: engine_chaos.decide,
}
_DECISIONS = (DecisionKind.MOVE, DecisionKind.DOUBLE_OR_ROLL, DecisionKind.TAKE_OR_DROP)


def runs_locally(request: DecisionRequest) -> bool:
    """Whether this request is answered in-process (a decision at a level without gnubg)."""
    return request.level in _STRATEGIES and request.kind in _DECISIONS


def decide_locally(request: DecisionRequest) -> Decision:
    """The decision of an in-process level."""
    return _STRATEGIES[request.level](request)


def decide_simply(request: DecisionRequest) -> Decision:
    """The Simple level's answer whatever the request's level: the fallback when gnubg cannot answer."""
    return engine_simple.decide(request)
