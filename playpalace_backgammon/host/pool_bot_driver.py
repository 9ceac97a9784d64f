"""Bot seats decided by the bot pool: the table's ``BotContext`` becomes a ``DecisionRequest``, the pool's
answer becomes table commands. Any failure falls back to the in-host random driver, so a table always goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from playpalace_backgammon.bots import (
    BotLevel,
    CubeDecision,
    CubeOwner,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    TakeDecision,
)
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.table.interface import ActionId, BotTurn, Command, TableGame

from .bot_driver import RandomBotDriver

_log = logging.getLogger(__name__)

_OWNERS = {"me": CubeOwner.MOVER, "opponent": CubeOwner.OPPONENT, None: CubeOwner.CENTRED}
_KINDS = {
    "move": DecisionKind.MOVE,
    "roll_or_double": DecisionKind.DOUBLE_OR_ROLL,
    "take_or_drop": DecisionKind.TAKE_OR_DROP,
}


def request_for(context: Any, seed: int) -> DecisionRequest | None:
    """The pool request for a backgammon BotContext; None for decisions the host answers itself."""
    kind = _KINDS.get(context.kind.value)
    if kind is None or (kind is DecisionKind.DOUBLE_OR_ROLL and not context.may_double):
        return None
    cube_in_play = context.cube_in_play
    return DecisionRequest(
        position=context.position,
        kind=kind,
        level=BotLevel(context.bot_level.replace("_", "-")),
        dice=context.dice if kind is DecisionKind.MOVE else None,
        cube_value=context.cube_value,
        cube_owner=_OWNERS.get(context.cube_owner, CubeOwner.CENTRED),
        match_length=context.match_length if cube_in_play or context.match_length > 1 else 1,
        mover_score=context.score[0],
        opponent_score=context.score[1],
        crawford=context.crawford,
        seed=seed,
    )


class PoolBotDriver:
    """Asks the BotPool; answers roll, end of turn and resignations itself."""

    def __init__(self, pool: BotPool | None = None) -> None:
        self.pool = pool or BotPool()
        self._fallback = RandomBotDriver()
        self._seed = 0

    async def commands(self, table: TableGame, turn: BotTurn) -> Sequence[Command]:
        context: Any = turn.context
        self._seed += 1
        try:
            request = request_for(context, self._seed)
            if request is None:
                return await self._fallback.commands(table, turn)
            decision = await self.pool.decide(request)
            if isinstance(decision, MoveDecision):
                play = context.legal_plays[decision.play_index]
                commands: Sequence[Command] = table.commands_for_play(turn.seat, play)  # type: ignore[attr-defined]
                return commands
            if isinstance(decision, CubeDecision | TakeDecision):
                yes = decision.double if isinstance(decision, CubeDecision) else decision.take
                answer: Sequence[Command] = table.commands_for_answer(turn.seat, yes)  # type: ignore[attr-defined]
                return answer or [Command(ActionId.ROLL)]
        except Exception:
            _log.exception("the bot pool could not decide; a random legal play is made instead")
        return await self._fallback.commands(table, turn)

    async def close(self) -> None:
        await self.pool.close()
