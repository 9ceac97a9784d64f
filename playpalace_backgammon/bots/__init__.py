"""Computer players: pure strategies (snapshot in, decision out) and the async pool that runs them.

A table sends a ``DecisionRequest`` (plain, picklable data about one decision) to ``BotPool.decide`` and gets
back a decision that names one of ``legal_plays(position, dice)`` by index, or a cube answer. GNU Backgammon
levels run only inside spawned worker processes; the other levels run in-process in microseconds.

Hints (``BotPool.hint``: best plays, cube analysis) always come from gnubg: at the level's ply for the gnubg
levels, and at 2-ply when asked at a level without gnubg (Random, Simple and the undocumented Chaos), so a
player beside a weak bot still gets strong advice. See docs/bots.md.
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
