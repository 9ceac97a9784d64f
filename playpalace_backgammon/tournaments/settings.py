"""What an event is set up as: its name, organiser, format, places, match lengths and no-show time."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from .round_robin import MAX_PLAYERS as ROUND_ROBIN_MAX

MAX_PLACES = 256
"""The largest field an event may have (a Swiss of 256 players pairs a round well under 50 ms)."""


class Format(Enum):
    KNOCKOUT = "knockout"
    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"


@dataclass(frozen=True)
class TournamentSettings:
    """An event's settings, fixed when it is announced. ``final_length``, when given, is the length of a
    knockout's final (a longer final); ``no_show_minutes``, how long a player has to come to their table
    before they lose the match by forfeit; ``start_when_full``, start as the last place is taken."""

    name: str
    organiser: str
    format: Format
    places: int
    match_length: int = 5
    final_length: int | None = None
    no_show_minutes: int = 5
    start_when_full: bool = False

    def __post_init__(self) -> None:
        limit = ROUND_ROBIN_MAX if self.format is Format.ROUND_ROBIN else MAX_PLACES
        if not 2 <= self.places <= limit:
            raise ValueError(f"places must be 2 to {limit}")
        if self.match_length < 1 or (self.final_length is not None and self.final_length < 1):
            raise ValueError("a match is at least one point")
        if self.no_show_minutes < 1:
            raise ValueError("a player has at least a minute to come")

    def length_of(self, round_number: int, rounds: int) -> int:
        """The match length of round ``round_number`` of ``rounds``."""
        if self.format is Format.KNOCKOUT and round_number == rounds and self.final_length is not None:
            return self.final_length
        return self.match_length

    def to_data(self) -> dict[str, Any]:
        return {"name": self.name, "organiser": self.organiser, "format": self.format.value,
                "places": self.places, "match_length": self.match_length, "final_length": self.final_length,
                "no_show_minutes": self.no_show_minutes, "start_when_full": self.start_when_full}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> TournamentSettings:
        final = data.get("final_length")
        return cls(str(data["name"]), str(data["organiser"]), Format(data["format"]), int(data["places"]),
                   int(data["match_length"]), None if final is None else int(final),
                   int(data["no_show_minutes"]), bool(data["start_when_full"]))
