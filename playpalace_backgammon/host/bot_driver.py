"""The one seam through which bot seats decide: ``BotDriver.commands(table, turn)``.

A driver reads the table's ``BotTurn`` (for backgammon a ``BotContext``: rules-level data from the bot's
side) and answers with the table commands that carry its decision out. ``RandomBotDriver`` is the in-host
fallback (a uniformly random legal play, always rolls, takes, accepts); a driver backed by the bot pool plugs
in here with the same method. Drivers are awaited by the room, never run on the loop for long.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.table.interface import ActionId, BotTurn, Command, TableGame


class BotDriver(Protocol):
    """Decides for a bot seat: the commands to apply, in order."""

    async def commands(self, table: TableGame, turn: BotTurn) -> Sequence[Command]: ...

    async def close(self) -> None: ...


_ANSWERS = {
    DecisionKind.ROLL_OR_DOUBLE: ActionId.ROLL,
    DecisionKind.TAKE_OR_DROP: ActionId.TAKE,
    DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION: ActionId.ACCEPT_RESIGNATION,
    DecisionKind.END_TURN: ActionId.END_TURN,
}


class RandomBotDriver:
    """Plays a uniformly random legal play; rolls rather than doubles, takes every double."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    async def commands(self, table: TableGame, turn: BotTurn) -> Sequence[Command]:
        context: Any = turn.context
        kind = context.kind
        if kind is DecisionKind.MOVE:
            play = self._random.choice(context.legal_plays)
            commands: Sequence[Command] = table.commands_for_play(turn.seat, play)  # type: ignore[attr-defined]
            return commands
        return [Command(_ANSWERS[kind])]

    async def close(self) -> None:
        return None
