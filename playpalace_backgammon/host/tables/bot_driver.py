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
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from playpalace_backgammon.bots import CubeAction, CubeHint, DecisionKind, Hint, MoveHint
from playpalace_backgammon.table.bot_context import BotContext
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable, Message


@dataclass(frozen=True)
class BotAnswer:
    """A bot's decision as plain data, made from its ``BotContext`` alone: for a move, the play (its index
    among the context's legal plays); for any other decision yes or no (double, take, accept, play on, end
    the turn; else roll, drop, decline, stop), ``beaver`` to beaver a double instead of taking it."""

    play_index: int | None = None
    yes: bool = False
    beaver: bool = False


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

    async def close(self) -> None: ...


class NoEngineError(RuntimeError):
    """This driver has no engine for hints: the table's rules answer them."""


def random_answer(context: BotContext, rng: random.Random) -> BotAnswer:
    """A decision with no engine: a random legal play; roll rather than double; take, accept, play on, end
    the turn."""
    if context.kind is DecisionKind.MOVE:
        return BotAnswer(play_index=rng.choice(range(len(context.legal_plays))))
    return BotAnswer(yes=context.kind is not DecisionKind.ROLL_OR_DOUBLE)


def commands_for(table: HostedTable, turn: BotTurn, answer: BotAnswer) -> Sequence[Command]:
    """The table's commands that carry ``answer`` (to ``turn``, the table's question now) out; for a yes or
    no the table has no command for, the answer without an engine. IndexError for a play that is not one
    of the turn's legal plays."""
    context = turn.context
    if answer.play_index is not None:
        if not 0 <= answer.play_index < len(context.legal_plays):
            raise IndexError(f"play {answer.play_index} of {len(context.legal_plays)}")
        return table.commands_for_play(turn.seat, context.legal_plays[answer.play_index])
    commands = table.commands_for_answer(turn.seat, answer.yes, beaver=answer.beaver)
    if commands:
        return commands
    return table.commands_for_answer(turn.seat, context.kind is not DecisionKind.ROLL_OR_DOUBLE)


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
            return table.cube_hint_replies(None, hint.take, equities=equities, beaver=hint.beaver)
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

    async def hint(self, context: BotContext) -> Hint:
        raise NoEngineError("no engine for hints")

    async def close(self) -> None:
        return None
