"""One pairing of an event and what became of it, as plain data the core keeps and the views read."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from .events import MatchEnd


class MatchState(Enum):
    OPEN = "open"  # the table is open, waiting for its players
    PLAYING = "playing"  # both are there (or bots), or a game has ended
    DONE = "done"  # decided


@dataclass(frozen=True)
class MatchRecord:
    """Match ``number`` of round ``round`` (both from 1): its players (``second`` None for a bye), length,
    state, who has come to the table, the score, and once decided its winner (None: both lost, neither
    came) and how."""

    round: int
    number: int
    first: str
    second: str | None
    length: int
    state: MatchState = MatchState.OPEN
    arrived: tuple[str, ...] = ()
    points: tuple[int, int] = (0, 0)
    winner: str | None = None
    how: MatchEnd | None = None

    @property
    def players(self) -> tuple[str, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)

    @property
    def done(self) -> bool:
        return self.state is MatchState.DONE

    @property
    def loser(self) -> str | None:
        """Who lost a decided match between two (None for a bye; the second of two who both lost)."""
        if self.second is None or not self.done:
            return None
        return self.first if self.winner == self.second else self.second

    def opponent_of(self, name: str) -> str | None:
        return self.second if name == self.first else self.first

    def decided(self, winner: str | None, points: tuple[int, int], how: MatchEnd) -> MatchRecord:
        return replace(self, state=MatchState.DONE, winner=winner, points=points, how=how)

    def to_data(self) -> dict[str, Any]:
        """The record as JSON-ready data. Every snapshot of an event writes each of its matches, so the
        enums' values are read as ``_value_`` (``.value`` is a Python-level descriptor, most of the cost)."""
        how = self.how
        return {"round": self.round, "number": self.number, "first": self.first, "second": self.second,
                "length": self.length, "state": self.state._value_, "arrived": list(self.arrived),
                "points": list(self.points), "winner": self.winner,
                "how": None if how is None else how._value_}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> MatchRecord:
        first_points, second_points = data["points"]
        return cls(int(data["round"]), int(data["number"]), str(data["first"]), data["second"],
                   int(data["length"]), MatchState(data["state"]), tuple(data["arrived"]),
                   (int(first_points), int(second_points)), data["winner"],
                   None if data["how"] is None else MatchEnd(data["how"]))
