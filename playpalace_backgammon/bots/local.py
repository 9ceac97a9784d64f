"""The levels that run in-process (Random, Simple, Chaos): microseconds each, no gnubg."""

from __future__ import annotations

from collections.abc import Callable

from . import engine_chaos, engine_random, engine_simple
from .decisions import BotLevel, Decision, DecisionRequest

_STRATEGIES: dict[BotLevel, Callable[[DecisionRequest], Decision]] = {
    BotLevel.RANDOM: engine_random.decide,
    BotLevel.SIMPLE: engine_simple.decide,
    BotLevel.CHAOS: engine_chaos.decide,
}


def runs_locally(request: DecisionRequest) -> bool:
    """Whether this request's decision is made in-process (its level has no gnubg); hints never are."""
    return request.level in _STRATEGIES


def decide_locally(request: DecisionRequest) -> Decision:
    """The decision of an in-process level."""
    return _STRATEGIES[request.level](request)


def decide_simply(request: DecisionRequest) -> Decision:
    """The Simple level's answer whatever the request's level: the fallback when gnubg cannot answer."""
    return engine_simple.decide(request)
