"""What a ``RoomCore`` asks its driver to do, as plain values: the effects it returns for each event.

The core decides; the driver (``room.Room``) carries the effects out in the order given: it writes the
store, renders messages in each listener's language and queues them, refreshes menus at the end of the
tick or shows one now, starts and cancels timers, and asks the bot driver. Nothing here does I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.interface import BotTurn, Message
from playpalace_backgammon.table.presentation.sounds import Sound

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
    """Each of these members hears ``message`` in their own language, after ``sound`` if it has one;
    ``parts`` are arguments that are messages themselves (an option's label), rendered in the same
    language first; ``buffer``, the client's history it goes to (the table's unless named). Every word a
    person hears at a table is one of these."""

    members: tuple[MemberId, ...]
    message: Message
    sound: Sound | None = None
    parts: tuple[tuple[str, Message], ...] = ()
    buffer: str | None = None


@dataclass(frozen=True)
class Refresh:
    """These members (None: everyone at the table) get the table's current menu at the end of the tick;
    with ``focus``, their board's focus moves to that cell; with ``item_id``, their waiting room comes
    back on that item."""

    members: tuple[MemberId, ...] | None = None
    focus: int | None = None
    item_id: str | None = None


@dataclass(frozen=True)
class Show:
    """Show this member the table's menu now, ahead of anything said after it: the waiting room, or the
    board with its focus on ``focus`` (back from the actions menu)."""

    member: MemberId
    focus: int | None = None


@dataclass(frozen=True)
class ShowActions:
    """Show this member the actions menu (Escape on the board, its focus on ``cell``)."""

    member: MemberId
    cell: int | None = None


@dataclass(frozen=True)
class ShowOptionValues:
    """Show the host the menu of an option's values, the current one focused."""

    member: MemberId
    option_id: str


@dataclass(frozen=True)
class PromptNumber:
    """Ask the host to type an option's number (a range too wide for a menu); the answer comes back as
    ``TextEntered``."""

    member: MemberId
    option_id: str


@dataclass(frozen=True)
class NameBot:
    """The host adds a bot at ``seat``: make its name in the host's language and feed ``AddBot`` back."""

    member: MemberId
    seat: int


@dataclass(frozen=True)
class OfferDownload:
    """The member may download the match so far as a file of ``fmt`` (our web client fetches it)."""

    member: MemberId
    fmt: str


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
    | Rematch | Show | ShowActions | ShowOptionValues | PromptNumber | NameBot | OfferDownload
)
