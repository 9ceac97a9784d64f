"""The one seam through which bot seats decide and hints are asked: ``BotDriver``.

A driver reads the table's ``BotTurn`` (a ``BotContext``: rules-level data from the bot's side) and
answers with the table commands that carry its decision out; for a hint it answers the table's reply
messages, or raises when it cannot (the table's rules then answer). ``RandomBotDriver`` is the in-host
fallback: a uniformly random legal play, always rolls, takes, accepts, and no engine for hints. A driver
backed by the bot pool (``pool_bot_driver``) plugs in with the same methods. Drivers are awaited by the
room, never run on the loop for long.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from playpalace_backgammon.table.bot_context import BotContext
from playpalace_backgammon.table.bot_requests import answer_without_engine
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable, Message


class BotDriver(Protocol):
    """Decides for bot seats, and answers hints."""

    async def start(self) -> None:
        """Get ready ahead of the first decision (start helper processes)."""
        ...

    async def commands(self, table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        """The commands that carry out the bot's decision for ``turn``, in order."""
        ...

    async def hint_replies(self, table: HostedTable, context: BotContext) -> Sequence[Message]:
        """The engine's answer to a hint question as the table's reply messages; raises if it has none."""
        ...

    async def close(self) -> None: ...


class NoEngineError(RuntimeError):
    """This driver has no engine for hints: the table's rules answer them."""


class RandomBotDriver:
    """Plays a uniformly random legal play; rolls rather than doubles, takes every double."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    async def start(self) -> None:
        return None

    async def commands(self, table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        return answer_without_engine(table, turn, self._random)

    async def hint_replies(self, table: HostedTable, context: BotContext) -> Sequence[Message]:
        raise NoEngineError("no engine for hints")

    async def close(self) -> None:
        return None
