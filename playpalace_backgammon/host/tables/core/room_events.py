"""What can happen to a table, as plain values: the events a ``RoomCore`` takes.

People's requests (join, watch, leave, a command, the host's controls; keys, menu choices and answers to
prompts, whose meaning the core decides), what the connection layer saw (a connection dropped, a person
came back), and what the driver reports back (a bot decided, an engine answered a hint, a timer fired).
Members are the connections at the table, named by ``MemberId``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from playpalace_backgammon.bots import Hint
from playpalace_backgammon.table.interface import Command, Key, Message

from ..bot_driver import BotAnswer

MemberId = int
"""A connection at a table; the driver maps it to the client it stands for."""


class TimerKind(Enum):
    """What a timer is for."""

    GRACE = "grace"  # a disconnected person's seat is kept this long before a bot plays it
    PACE = "pace"  # the pause after a bot's announced step, so it can be followed by ear
    CLOCK = "clock"  # the turn clock's next warning or deadline


@dataclass(frozen=True)
class Timer:
    """One of a table's timers: a seat's grace period, or the bot's pacing pause (``seat`` -1)."""

    kind: TimerKind
    seat: int = -1


PACE_TIMER = Timer(TimerKind.PACE)


@dataclass(frozen=True)
class Join:
    """A person asks to sit down as a player."""

    member: MemberId
    username: str


@dataclass(frozen=True)
class Watch:
    """A person asks to watch."""

    member: MemberId
    username: str


@dataclass(frozen=True)
class Reclaim:
    """A person who holds a seat here logged in again (after a drop, or taking over another connection)."""

    member: MemberId
    username: str


@dataclass(frozen=True)
class AskLeave:
    """A person chose Leave the table: a player of a match under way is asked Y or N, told what leaving
    costs; anyone else leaves at once."""

    member: MemberId


@dataclass(frozen=True)
class StayAtTable:
    """A player asked whether to leave the match under way stays: N (``said``: told so), or anything else
    they do."""

    member: MemberId
    said: bool = True


@dataclass(frozen=True)
class Leave:
    """A person stands up (or stops watching); ``quietly`` when they went to another table instead of
    back to the lobby's menu. (Choosing Leave the table asks first, ``AskLeave``.)"""

    member: MemberId
    quietly: bool = False


@dataclass(frozen=True)
class Disconnected:
    """A person's connection dropped: spectators go, a player keeps the seat for the grace period."""

    member: MemberId


@dataclass(frozen=True)
class SetOption:
    """The host sets an option before the start."""

    member: MemberId
    option_id: str
    value: Any


@dataclass(frozen=True)
class SetPrivate:
    """The host marks the match private (only its players find it among past matches) or public, before
    the start."""

    member: MemberId
    private: bool


@dataclass(frozen=True)
class AddBot:
    """The host seats a bot in the first empty seat; ``name`` is its name, made in the host's language,
    the name the table and its records hold; ``number``, when given, the number that name says, which
    every listener hears in their own language."""

    member: MemberId
    name: str
    number: int | None = None


@dataclass(frozen=True)
class RemoveBot:
    member: MemberId


@dataclass(frozen=True)
class Forfeit:
    """The lobby ends the match under way: the first of ``seats`` gives it up, as resigning (a tournament's
    player who did not come in time, or left the event)."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class Start:
    """The host starts the game."""

    member: MemberId


@dataclass(frozen=True)
class Submit:
    """A person's command; ``from_menu`` when it was chosen from the menu (it must have been offered)."""

    member: MemberId
    command: Command
    from_menu: bool = False


@dataclass(frozen=True)
class WatchFrom:
    """A spectator chooses the seat whose side of the board they follow."""

    member: MemberId
    seat: int


@dataclass(frozen=True)
class BotAnswered:
    """The bot driver's answer to ``AskBot`` number ``token``, as plain data: the core turns it into the
    table's commands if the table still stands where it was asked, else asks afresh."""

    token: int
    answer: BotAnswer


@dataclass(frozen=True)
class BotDecided:
    """A decision for ``AskBot`` number ``token`` made already as the table's commands, to apply in order
    (the ``selfplay`` command, whose decisions may resign; tests)."""

    token: int
    commands: Sequence[Command]


@dataclass(frozen=True)
class BotFailed:
    """The bot driver could not answer ``AskBot`` number ``token``."""

    token: int


@dataclass(frozen=True)
class BotWaiting:
    """The bot driver has waited a while for ``AskBot`` number ``token`` (no bots worker answers on the
    bus yet) and goes on asking: the table says so to its people."""

    token: int


@dataclass(frozen=True)
class HintAdvised:
    """The engine's answer to ``AskHint`` number ``token`` as plain data, or None when it could not answer:
    the core words it, or has the table's rules answer when there is none or the table changed."""

    token: int
    hint: Hint | None


@dataclass(frozen=True)
class HintAnswered:
    """An answer to ``AskHint`` number ``token`` in words: reply messages, or None when the engine could
    not answer."""

    token: int
    replies: Sequence[Message] | None


@dataclass(frozen=True)
class AskTime:
    """A person asks how much time each player has on the turn clock (Shift+T)."""

    member: MemberId


@dataclass(frozen=True)
class AskMoreTime:
    """A player asks for more time on their turn clock (Shift+M)."""

    member: MemberId


@dataclass(frozen=True)
class KeyPressed:
    """A key pressed on the board, its focus on ``cell``: the core decides what it means (the actions menu,
    the turn clock's keys, else the table's own command for it)."""

    member: MemberId
    key: Key
    cell: int | None = None


@dataclass(frozen=True)
class MenuChosen:
    """An item chosen from one of the table's menus (``menu_id``: the waiting room, the board, the actions
    menu opened from the board's ``cell``, an option's values); the core decides what it means
    (``room_choices``)."""

    member: MemberId
    menu_id: str
    item_id: str
    cell: int | None = None


@dataclass(frozen=True)
class TextEntered:
    """A person's answer to a prompt of the table (``input_id``: the option whose number was asked)."""

    member: MemberId
    input_id: str
    text: str


@dataclass(frozen=True)
class TimerFired:
    timer: Timer


@dataclass(frozen=True)
class AskRematch:
    """A player asks, once the match is over, for another with the same seats and options."""

    member: MemberId


Event = (
    Join | Watch | Reclaim | AskLeave | Leave | StayAtTable | Disconnected | SetOption | SetPrivate | AddBot
    | RemoveBot | Forfeit | Start | Submit | WatchFrom | BotAnswered | BotDecided | BotFailed | BotWaiting
    | HintAdvised | HintAnswered | TimerFired | AskTime | AskMoreTime | AskRematch | KeyPressed | MenuChosen
    | TextEntered
)
