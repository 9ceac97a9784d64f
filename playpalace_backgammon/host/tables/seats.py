"""A table's seats as the lobby sees them: empty, a person (connected or not), or a bot."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


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
