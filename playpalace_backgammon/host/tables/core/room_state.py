"""What one table holds (``RoomState``) and the questions asked of it: who sits where, who watches, who
hosts, the lobby state the store keeps; and the effects its parts emit, gathered for the event at hand.

``room_core.RoomCore`` is this state with the dispatch of events; each of the core's parts (``play``,
``answers``, ``arrivals``, ``departures``, ``before_start``, ``match_end``) is plain functions over it.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from playpalace_backgammon.rules import DiceSource, ReplayDice, SystemDice
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.interface import (
    Announcement,
    BotTurn,
    Command,
    GameDeclaration,
    HostedTable,
    Message,
    Viewer,
)

from ..turn_clock import CLOCK_OPTION, Clock, TurnClocks, wall_clock_ms
from .room_clock import RoomClock
from .room_effects import Effect, SaveTable, Say
from .room_events import MemberId
from .room_status import RoomStatus
from .seats import Seat, SeatKind

TableFactory = Any  # Callable[[Mapping[str, Any], Sequence[str], DiceSource], HostedTable]


@dataclass(frozen=True)
class RoomSettings:
    """The server's settings a table follows."""

    grace_seconds: float = 60.0
    bot_pacing_seconds: float = 0.0  # the pause after each announced step of a bot's decision
    recent_announcements: int = 30  # replayed to a player who comes back
    clock_scale: float = 1.0  # every turn clock's times multiplied by this (tests run them fast)


@dataclass
class PendingHint:
    """A hint asked of the engine: by whom, for which command, the question as the table put it then, and
    how many dice had been drawn then (more drawn since: a roll came before the answer)."""

    member: MemberId
    viewer: Viewer
    command: Command
    version: int
    context: BotContext
    drawn: int = 0


@dataclass
class BotWork:
    """The bot decision under way: asked (``token``), or being applied step by step (``steps`` left)."""

    token: int
    turn: BotTurn  # the question asked, as the table put it then
    version: int
    steps: list[Command] = field(default_factory=list)

    @property
    def seat(self) -> int:
        return self.turn.seat


class RoomState:
    """A table of one game, driven through the ``HostedTable`` interface, without I/O. The time, for the
    turn clocks (``room_clock``), comes from ``clock``: the wall clock in the server, a fake one in tests."""

    def __init__(
        self,
        room_id: str,
        declaration: GameDeclaration,
        create: TableFactory,
        host: str,
        number: int,
        *,
        settings: RoomSettings | None = None,
        dice: DiceSource | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.id = room_id
        self.declaration = declaration
        self.create_table = create
        self.number = number
        self.host = host
        self.settings = settings or RoomSettings()
        self.options: dict[str, Any] = {spec.id: spec.default for spec in declaration.options}
        self.private = False  # the host's choice: the archive shows the match to its players only
        self.seats = [Seat() for _ in range(declaration.seats)]
        self.spectators: dict[MemberId, int] = {}  # member -> the seat whose side they watch from
        self.usernames: dict[MemberId, str] = {}
        self.status = RoomStatus.WAITING
        self.table: HostedTable | None = None
        self.names: list[str] = []
        self.recent: deque[Announcement] = deque(maxlen=self.settings.recent_announcements)
        self.version = 0  # counts the game's changes: views and answers made for an older one are stale
        self.broken = False
        self.dice = ReplayDice(live=dice or SystemDice())  # a restored log's dice, then live ones
        self.seq = 0  # the log entries written
        self.tokens = 0  # the questions asked of the bot driver (a bot's decision or a hint)
        self.bot: BotWork | None = None
        self.hints: dict[int, PendingHint] = {}
        self.out: list[Effect] = []  # the effects of the event being handled, in order
        self.rematch_asked: set[int] = set()  # the seats whose players asked for a rematch
        self.left: list[int] = []  # seats whose players left the match under way for good, in order (ratings)
        self.event: str | None = None  # the tournament whose match this table plays: it plays on unwatched
        self.leaving: set[MemberId] = set()  # players asked Y or N: leave the match under way?
        # The turn clocks; a turn's pause while its player is away lasts one grace period in all.
        self.clock = RoomClock(clock or wall_clock_ms, self.settings.clock_scale,
                               round(self.settings.grace_seconds * 1000))

    @property
    def clock_choice(self) -> str:
        """The host's turn clock setting (``turn_clock``)."""
        return self.clock.choice

    @property
    def clocks(self) -> TurnClocks | None:
        """The seats' clocks during a timed match."""
        return self.clock.clocks

    # Who is here.

    def seat_of(self, member: MemberId) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.member == member:
                return index
        return None

    def seat_of_user(self, username: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.kind is SeatKind.HUMAN and seat.username == username:
                return index
        return None

    def viewer_of(self, member: MemberId) -> Viewer:
        seat = self.seat_of(member)
        if seat is not None:
            return Viewer.player(seat)
        return Viewer.spectator(self.spectators.get(member, 0))

    def members(self) -> list[MemberId]:
        """Everyone connected to this table: seated people, then spectators."""
        seated = [seat.member for seat in self.seats if seat.member is not None]
        return seated + list(self.spectators)

    def is_member(self, member: MemberId) -> bool:
        return member in self.spectators or self.seat_of(member) is not None

    def is_host(self, member: MemberId) -> bool:
        return self.usernames.get(member) == self.host and self.seat_of(member) is not None

    def person_seats(self) -> list[int]:
        """The seats of people (not bots), whether they are here, away, or replaced by a bot meanwhile."""
        return [index for index, seat in enumerate(self.seats) if seat.kind is SeatKind.HUMAN]

    @property
    def player_count(self) -> int:
        return sum(1 for seat in self.seats if seat.kind is not SeatKind.EMPTY)

    @property
    def joinable(self) -> bool:
        return self.status is RoomStatus.WAITING and any(seat.kind is SeatKind.EMPTY for seat in self.seats)

    def seat_name(self, index: int) -> str:
        """The name of whoever sits in seat ``index`` (a person's username or a bot's name), else ""."""
        seat = self.seats[index]
        return seat.username or "" if seat.kind is not SeatKind.EMPTY else ""

    def next_empty_seat(self) -> int | None:
        """The seat a bot added now would take."""
        return next((index for index, seat in enumerate(self.seats) if seat.kind is SeatKind.EMPTY), None)

    def under_way(self) -> bool:
        """A match is being played here (started, not over)."""
        return self.status is RoomStatus.PLAYING and self.table is not None and not self.table.finished

    def state(self) -> dict[str, Any]:
        """The lobby state the store keeps (the game itself is its log, the score a summary of it)."""
        state: dict[str, Any] = {
            "number": self.number,
            "host": self.host,
            "options": self.options,
            "private": self.private,
            "seats": [seat.to_data() for seat in self.seats],
            "names": self.names,
            "left": list(self.left),
            CLOCK_OPTION: self.clock.to_data(),
        }
        if self.event is not None:
            state["event"] = self.event
        if self.table is not None:
            state["score"] = list(self.table.score())
        return state

    # The effects of the event being handled.

    def emit(self, effect: Effect) -> None:
        self.out.append(effect)

    def say(self, member: MemberId, message_id: str, **args: str | int) -> None:
        self.emit(Say((member,), Message(message_id, args)))

    def say_to_others(
        self, message_id: str, except_member: MemberId | None = None, **args: str | int
    ) -> None:
        others = tuple(m for m in self.members() if m != except_member)
        if others:
            self.emit(Say(others, Message(message_id, args)))

    def save(self) -> None:
        self.emit(SaveTable(self.state(), self.status))
