"""A tournament's players as plain data, and the seeding every format starts from."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Entrant:
    """A player of the event: their name (unique in the lobby), their rating when they joined (what seeds
    and pairs them), and whether a bot plays the place."""

    name: str
    rating: float
    bot: bool = False

    def to_data(self) -> dict[str, Any]:
        return {"name": self.name, "rating": self.rating, "bot": self.bot}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Entrant:
        return cls(str(data["name"]), float(data["rating"]), bool(data.get("bot", False)))


def seeded(entrants: Sequence[Entrant]) -> list[Entrant]:
    """The field strongest first: by rating, equal ratings in the order they joined (a stable sort)."""
    return sorted(entrants, key=lambda entrant: -entrant.rating)
