"""A test's lobby around the tournaments' driver (``EventHost``) with no sockets and no tables: a real SQLite
store, English words from the real locales, people who keep what they hear, tables that keep what they are
told, and a clock the test moves, whose timers fire when it passes them (no waiting)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playpalace_backgammon.host.events.director import Tournaments
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.tables.core.seats import SeatKind
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.table.interface import Message

LOCALIZER = Localizer()


class Clock:
    """Wall-clock milliseconds that move only when the test says, and the timers set on them."""

    def __init__(self, now: int = 1_700_000_000_000) -> None:
        self.now = now
        self.timers: list[Timer] = []

    def __call__(self) -> int:
        return self.now

    def later(self, seconds: float, callback: Callable[[], None]) -> Timer:
        timer = Timer(self.now + round(seconds * 1000), seconds, callback)
        self.timers.append(timer)
        return timer

    def pending(self) -> list[Timer]:
        return [timer for timer in self.timers if not timer.cancelled and not timer.fired]

    def advance(self, ms: int) -> None:
        """The clock moved on by ``ms``: each timer due by then fires, in the order of its time."""
        end = self.now + ms
        while due := sorted((t for t in self.pending() if t.at <= end), key=lambda t: t.at):
            self.now = max(self.now, due[0].at)
            due[0].fired = True
            due[0].callback()
        self.now = end


@dataclass
class Timer:
    at: int
    seconds: float
    callback: Callable[[], None]
    cancelled: bool = False
    fired: bool = False

    def cancel(self) -> None:
        self.cancelled = True


@dataclass
class Person:
    """A person online: what they heard, in English, and the menu they are in."""

    username: str
    language: str = "en"
    heard: list[str] = field(default_factory=list)
    menu: Any = None

    def speak(self, text: str) -> None:
        self.heard.append(text)


@dataclass
class Seat:
    username: str
    kind: SeatKind
    member: object | None = None


@dataclass
class Core:
    seats: list[Seat]
    table: Any = None


@dataclass
class FakeRoom:
    """A match's table: its seats, and the events the driver fed it (a forfeit)."""

    id: str
    core: Core
    fed: list[Any] = field(default_factory=list)
    on_change: Any = None

    def feed(self, event: Any) -> None:
        self.fed.append(event)

    def sit(self, name: str) -> None:
        next(seat for seat in self.core.seats if seat.username == name).member = object()


class FakeHost:
    """What the driver asks of the lobby, kept: the tables it opened, who it sent where."""

    def __init__(self, db: Path, people: Iterable[str], rooms: dict[str, FakeRoom] | None = None) -> None:
        self.store = Store(db)
        self.people = {name: Person(name) for name in people}
        self.rooms: dict[str, FakeRoom] = rooms if rooms is not None else {}
        self.opened: list[FakeRoom] = []
        self.sent: list[tuple[str, str]] = []

    def render(self, client: Any, message: Message) -> str:
        return LOCALIZER.render(message, client.language)

    def show_main(self, client: Any) -> None:
        client.menu = None

    def open_event_table(self, event_id: str, players: list[tuple[str, bool]], options: dict[str, Any],
                         clock: str) -> Any:
        seats = [Seat(name, SeatKind.BOT if bot else SeatKind.HUMAN, object() if bot else None)
                 for name, bot in players]
        room = FakeRoom(f"t{len(self.rooms) + 1}", Core(seats))
        self.rooms[room.id] = room
        self.opened.append(room)
        return room

    def table(self, table_id: str) -> Any:
        return self.rooms.get(table_id)

    def go_to_table(self, client: Any, room: Any) -> None:
        self.sent.append((client.username, room.id))

    def watch_table(self, client: Any, room: Any) -> None:
        self.sent.append((client.username, f"watch {room.id}"))

    def let_table_go(self, room: Any) -> None:
        self.rooms.pop(room.id, None)

    def client_named(self, name: str) -> Any:
        return self.people.get(name)

    def everyone(self) -> Iterable[Any]:
        return iter(self.people.values())


def director(host: FakeHost, clock: Clock) -> Tournaments:
    return Tournaments(host, clock, clock.later)  # type: ignore[arg-type]
