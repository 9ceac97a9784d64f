"""Computer players: pure strategies (request in, decision out) and the async pool that runs them.

A table sends a ``DecisionRequest`` (plain, picklable data about one decision, see ``decisions``) to
``BotPool.decide`` and gets back a decision that names one of ``legal_plays(position, dice)`` by index, or a
cube answer. GNU Backgammon levels run only inside spawned worker processes; the other levels run in-process
in microseconds.

Hints (``BotPool.hint`` of the same kind of request: best plays, cube analysis) always come from gnubg: at
the level's ply for the gnubg levels, and at 2-ply when asked at a level without gnubg (Random, Simple and
Chaos, which hosts do not offer), so a player beside a weak bot still gets strong advice. See docs/bots.md.
"""

from .decisions import (
    BOT_DECISIONS,
    RESIGNATIONS,
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
    Purpose,
    ResignationDecision,
    TakeDecision,
)
from .errors import BotError, BotTimeoutError, BotUnavailableError, InvalidRequestError, PoolFullError

__all__ = [
    "BOT_DECISIONS", "BotError", "BotLevel", "BotTimeoutError", "BotUnavailableError", "CubeAction",
    "CubeDecision", "CubeHint", "CubeOwner", "Decision", "DecisionKind", "DecisionRequest", "Hint",
    "InvalidRequestError", "MoveDecision", "MoveHint", "PoolFullError", "Purpose", "RESIGNATIONS",
    "ResignationDecision", "TakeDecision",
]
