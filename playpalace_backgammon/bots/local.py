"""The levels that run in-process (Random, Simple, Chaos): microseconds each, no gnubg; and the loop of the
host's helper process that makes their decisions off its event loop (``serve_batches``). The helper's loop
lives here, not beside the host's driver that starts it, because a spawned process imports the module of
its target: this one needs only the bots and the rules, not the host (half the helper's start-up CPU)."""

from __future__ import annotations

import os
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

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


def serve_batches(connection: Connection) -> None:
    """The helper process: answers each batch of (number, request) it reads with one batch of (number, ok,
    decision or error text), in order, until the server closes its end (or dies: ``exit_with_parent``). A
    request of None asks for its pid."""
    # Only the helper process watches its parent: the levels' other users need no threads of multiprocessing.
    from .parent_watch import exit_with_parent

    exit_with_parent()
    while True:
        try:
            batch = connection.recv()
        except (EOFError, OSError):
            return
        answers = [_answer(number, request) for number, request in batch]
        try:
            connection.send(answers)
        except OSError:  # the server closed its end while this batch was decided: nothing left to answer
            return


def _answer(number: int, request: DecisionRequest | None) -> tuple[int, bool, Any]:
    try:
        return number, True, os.getpid() if request is None else decide_locally(request)
    except Exception as error:  # one bad request must not end the helper
        return number, False, f"{type(error).__name__}: {error}"
