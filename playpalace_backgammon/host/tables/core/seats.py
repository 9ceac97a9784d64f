"""A table's seats as the lobby sees them: empty, a person (connected or not), or a bot."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from playpalace_backgammon.table.interface import Message

from ....i18n import Localizer


class SeatKind(Enum):
    EMPTY = "empty"
    HUMAN = "human"
    BOT = "bot"


@dataclass
class Seat:
    """One seat. A person's seat outlives their connection: ``member`` is None while they are away,
    ``away`` says their grace period runs (a bot takes the seat when it ends), ``bot_controlled`` says a bot
    now plays it. ``level`` is the bot level of a bot's seat when it is not the table's (``selfplay`` plays
    each seat at its own level): kept with the table, so the ratings know each bot's strength. ``bot_number``
    is the number a bot's name says (``room-bot-name``), so each listener hears the name in their own
    language; None for a bot saved with a literal name, which is said as it is."""

    kind: SeatKind = SeatKind.EMPTY
    username: str | None = None  # a person's username, or a bot's name
    member: int | None = None
    away: bool = False
    bot_controlled: bool = False
    level: str | None = None
    bot_number: int | None = None

    @property
    def bot_driven(self) -> bool:
        """Whether a bot decides for this seat now."""
        return self.kind is SeatKind.BOT or (self.kind is SeatKind.HUMAN and self.bot_controlled)

    @property
    def held(self) -> bool:
        """A person holds this seat: connected, or away within the grace period."""
        return self.kind is SeatKind.HUMAN and (self.member is not None or self.away)

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind.value, "username": self.username,
                                "bot_controlled": self.bot_controlled}
        if self.level is not None:
            data["level"] = self.level
        if self.bot_number is not None:
            data["bot_number"] = self.bot_number
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Seat:
        level, number = data.get("level"), data.get("bot_number")
        return cls(
            SeatKind(data["kind"]), data.get("username"), bot_controlled=bool(data.get("bot_controlled")),
            level=level if isinstance(level, str) else None,
            bot_number=number if type(number) is int else None,
        )


def bot_numbers(seats: list[Seat]) -> dict[str, int]:
    """Each bot's name as the table holds it, and the number that name says (bots with a number only)."""
    return {seat.username: seat.bot_number for seat in seats
            if seat.kind is SeatKind.BOT and seat.username and seat.bot_number is not None}


def with_bot_names(message: Message, bots: Mapping[str, int], name: Callable[[int], str]) -> Message:
    """``message`` with each argument that is a numbered bot's name (``bots``: name to number) said as
    ``name`` says that number (``room-bot-name`` of it, in the listener's language); any other argument, a
    literal bot name or a person's, as it is."""
    args = message.args
    if not bots:
        return message
    for value in args.values():
        if type(value) is str and value in bots:
            break
    else:
        return message
    return Message(message.id, {
        key: name(bots[value]) if type(value) is str and value in bots else value
        for key, value in args.items()})


class BotNames:
    """Which names kept in the records are numbered bots': the saved seat's number when the table kept one,
    else (stores from before numbering) a name that is ``room-bot-name`` of the seat's number in one of our
    languages. A person's name and any other bot name are literal."""

    def __init__(self, localizer: Localizer) -> None:
        self.localizer = localizer
        self._names: dict[int, frozenset[str]] = {}  # a number: the bot's name in every language

    def says(self, name: str, number: int) -> bool:
        """Whether ``name`` is ``room-bot-name`` of ``number`` in some language."""
        names = self._names.get(number)
        if names is None:
            bot = Message("room-bot-name", {"number": number})
            names = self._names[number] = frozenset(
                self.localizer.render(bot, locale) for locale in self.localizer.locales)
        return name in names

    def number(self, names: Sequence[str], players: Mapping[int, Any], seat: int,
               saved: Sequence[Mapping[str, Any]] = ()) -> int | None:
        """The number ``seat``'s name says, when it is a bot's (no account sat there) and a numbered one:
        ``saved`` (the table's saved seats) tells it, else the name is tested against the seat's number
        (a bot is named by the number of the seat it was added to); None otherwise."""
        if seat in players or seat >= len(names):
            return None
        name = names[seat]
        data = saved[seat] if seat < len(saved) else {}
        number = data.get("bot_number")
        if type(number) is int and data.get("kind") == SeatKind.BOT.value and data.get("username") == name:
            return number
        return seat + 1 if self.says(name, seat + 1) else None

    def numbers(self, names: Sequence[str], players: Mapping[int, Any],
                saved: Sequence[Mapping[str, Any]] = ()) -> dict[str, int]:
        """Each numbered bot's name among ``names`` and its number (as ``bot_numbers`` gives a table's)."""
        found = ((names[seat], self.number(names, players, seat, saved)) for seat in range(len(names)))
        return {name: number for name, number in found if number is not None}
