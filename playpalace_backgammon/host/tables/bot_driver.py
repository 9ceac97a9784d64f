"""The one seam through which bot seats decide and hints are asked: ``BotDriver``, in plain data both ways.

A driver is given the question alone (a ``BotTurn``: the seat and its ``BotContext``, rules-level data from
the bot's side, made by the table core when it asks) and answers plainly: a bot's decision as a
``BotAnswer`` (which legal play, or yes or no), a hint as the engine's ``Hint`` (it raises when it has
none; the table's rules then answer). It never sees the live table: the answer comes back to the table core
some time later, and only the core turns it into the table's commands (``commands_for``) or words
(``replies_for_hint``), once it has checked the table still stands where it was asked.
``RandomBotDriver`` is the in-host fallback: a uniformly random legal play, always rolls, takes, accepts,
and no engine for hints. A driver backed by the bot pool (``pool_bot_driver``) plugs in with the same
methods.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from typing import Protocol

from playpalace_backgammon.bots import CubeAction, CubeHint, DecisionKind, Hint, MoveHint
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.bot_questions.bot_requests import BotAnswer, commands_for, random_answer
from playpalace_backgammon.table.interface import BotTurn, HostedTable, Message

__all__ = ["BotAnswer", "BotDriver", "NoEngineError", "RandomBotDriver", "bot_waiting", "commands_for",
           "random_answer", "replies_for_hint"]

#: While a table's task awaits ``decide``, what the driver calls when it has waited a while and goes on
#: waiting (a driver on the bus with no bots worker answering, ``cluster.bus_bots``): the table then says
#: so to its people. Unset elsewhere; drivers that always answer soon never call it.
bot_waiting: ContextVar[Callable[[], None] | None] = ContextVar("bot_waiting", default=None)


class BotDriver(Protocol):
    """Decides for bot seats, and answers hints, from the question alone."""

    async def start(self) -> None:
        """Get ready ahead of the first decision (start helper processes)."""
        ...

    async def decide(self, turn: BotTurn) -> BotAnswer:
        """The bot's decision for ``turn``."""
        ...

    async def hint(self, context: BotContext) -> Hint:
        """The engine's answer to a hint question; raises if it has none."""
        ...

    @property
    def decide_now(self) -> Callable[[BotTurn], BotAnswer | None] | None:
        """A decision made at once, where this driver can make one (None for a turn it cannot): the tables
        nobody plays at decide in their turn of the loop (``room_tasks.BotTurns``); None for a driver that
        never can (each of its decisions waits for an answer from elsewhere), whose tables ask at once."""
        ...

    def warm(self) -> None:
        """Start what the first decision needs (the bots' helper) without waiting for it: a bot sat down."""
        ...

    def health(self) -> dict[str, int] | None:
        """What the driver counts for ``/health`` (a driver on the bus: asked, answered, asked again);
        None where there is nothing to count."""
        ...

    async def close(self) -> None: ...


class NoEngineError(RuntimeError):
    """This driver has no engine for hints: the table's rules answer them."""


def replies_for_hint(table: HostedTable, context: BotContext, hint: Hint) -> Sequence[Message]:
    """An engine's hint (to the question ``context``, the table's now) in the table's words."""
    if isinstance(hint, MoveHint):
        plays = [context.legal_plays[index] for index, _ in hint.plays]
        return table.hint_replies(plays, len(context.legal_plays))
    if isinstance(hint, CubeHint):
        equities = None
        if hint.no_double is not None and hint.double_take is not None and hint.double_pass is not None:
            equities = (hint.no_double, hint.double_take, hint.double_pass)
        if context.kind is DecisionKind.TAKE_OR_DROP:
            return table.cube_hint_replies(None, hint.take, equities=equities, beaver=hint.beaver,
                                           raccoon=hint.raccoon)
        if hint.action is CubeAction.NOT_AVAILABLE:
            return table.cube_hint_replies(None, None)
        return table.cube_hint_replies(hint.should_double, hint.take, equities=equities)
    raise TypeError(f"unexpected hint {hint!r}")


class RandomBotDriver:
    """Plays a uniformly random legal play; rolls rather than doubles, takes every double."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(seed)

    async def start(self) -> None:
        return None

    async def decide(self, turn: BotTurn) -> BotAnswer:
        return random_answer(turn.context, self._random)

    def decide_now(self, turn: BotTurn) -> BotAnswer | None:
        """``decide`` without a wait (``room_tasks.BotTurns`` calls it in its pass)."""
        return random_answer(turn.context, self._random)

    async def hint(self, context: BotContext) -> Hint:
        raise NoEngineError("no engine for hints")

    def warm(self) -> None:
        return None

    def health(self) -> dict[str, int] | None:
        return None

    async def close(self) -> None:
        return None
