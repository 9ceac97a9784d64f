"""What a ``RoomCore`` asks its driver to do, as plain values: the effects it returns for each event.

The core decides; the driver (``room.Room``) carries the effects out in the order given: it writes the
store, renders messages in each listener's language and queues them, refreshes menus at the end of the
tick, starts and cancels timers, and asks the bot driver. Nothing here does I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playpalace_backgammon.table.bot_context import BotContext
from playpalace_backgammon.table.interface import BotTurn, Message
from playpalace_backgammon.table.sounds import Sound

from .room_events import MemberId, Timer
from .room_status import RoomStatus


@dataclass(frozen=True)
class AppendLog:
    """Append this entry (number ``seq``) to the table's log: durable before anyone hears of it."""

    seq: int
    entry: dict[str, Any]


@dataclass(frozen=True)
class SaveTable:
    """Save the table's lobby state (host, options, seats, names) and status."""

    state: dict[str, Any]
    status: RoomStatus


@dataclass(frozen=True)
class Say:
    """Each of these members hears ``message`` in their own language, after ``sound`` if it has one."""

    members: tuple[MemberId, ...]
    message: Message
    sound: Sound | None = None


@dataclass(frozen=True)
class Refresh:
    """These members (None: everyone at the table) get the table's current menu at the end of the tick;
    with ``focus``, their board's focus moves to that cell."""

    members: tuple[MemberId, ...] | None = None
    focus: int | None = None


@dataclass(frozen=True)
class Departed:
    """The member is no longer at this table; ``to_lobby``: show them the lobby's main menu."""

    member: MemberId
    to_lobby: bool


@dataclass(frozen=True)
class StartTimer:
    """Start (or restart) ``timer``; when it runs out, feed ``TimerFired(timer)`` back."""

    timer: Timer
    seconds: float


@dataclass(frozen=True)
class CancelTimer:
    timer: Timer


@dataclass(frozen=True)
class AskBot:
    """Ask the bot driver for ``turn``'s commands; feed ``BotDecided``/``BotFailed`` with ``token`` back."""

    token: int
    turn: BotTurn


@dataclass(frozen=True)
class AskHint:
    """Ask the engine the hint question ``context`` for ``member``; feed ``HintAnswered`` with ``token``
    back (replies None when the engine cannot answer: the table then answers by its rules)."""

    token: int
    member: MemberId
    context: BotContext


@dataclass(frozen=True)
class Closed:
    """No one is left: stop every timer and task of this table and forget it."""


@dataclass(frozen=True)
class Rematch:
    """Every player asked for a rematch: open a new table with ``RoomCore.rematch`` of this one, move
    everyone here to it and start it (``RoomCore.begin``). This table's ``Departed`` and ``Closed`` follow."""


Effect = (
    AppendLog | SaveTable | Say | Refresh | Departed | StartTimer | CancelTimer | AskBot | AskHint | Closed
    | Rematch
)
