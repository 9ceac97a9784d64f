"""Computer players: pure strategies (snapshot in, decision out) and the async pool that runs them.

A table sends a ``DecisionRequest`` (plain, picklable data about one decision) to ``BotPool.decide`` and gets
back a decision that names one of ``legal_plays(position, dice)`` by index, or a cube answer. GNU Backgammon
levels run only inside spawned worker processes; the other levels run in-process in microseconds.
"""

from .errors import BotError, BotTimeoutError, BotUnavailableError, InvalidRequestError, PoolFullError
from .snapshot import (
    BotLevel,
    CubeAction,
    CubeDecision,
    CubeHint,
    CubeOwner,
    Decision,
    DecisionKind,
    DecisionRequest,
    Hint,
    MoveDecision,
    MoveHint,
    TakeDecision,
)

__all__ = [
    "BotError", "BotLevel", "BotTimeoutError", "BotUnavailableError", "CubeAction", "CubeDecision",
    "CubeHint", "CubeOwner", "Decision", "DecisionKind", "DecisionRequest", "Hint", "InvalidRequestError",
    "MoveDecision", "MoveHint", "PoolFullError", "TakeDecision",
]
