"""What the lobby adds to a tournament's settings (``tournaments.settings``): the bot level of fill-ins, the
turn clock of its tables, public or by invitation (and whom the organiser invited), a start time, and who
follows the event without playing in it.

Kept beside the core's settings in the store (``{"core": ..., "lobby": ...}``), fixed when the event is
announced but for the invitations, which the organiser adds to before the start, and the followers, saved
as each comes or goes so that a restart keeps them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playpalace_backgammon.bots.decisions import BotLevel
from playpalace_backgammon.tournaments.settings import TournamentSettings

from ..tables.turn_clock import CHOICES, OFF

BOT_RATING = 1500.0
"""The rating a bot of the event is seeded by (a person's is their rating against people, or this)."""


@dataclass
class EventOptions:
    """The lobby's part of an event's settings. ``start_at``: the wall-clock time (ms) it starts by itself,
    None for "when full" or when the organiser starts it; ``followers``: who hears its announcements to
    the event without playing in it (or after leaving it)."""

    bot_level: str = BotLevel.RANDOM.value
    clock: str = OFF
    public: bool = True
    start_at: int | None = None
    invited: set[str] = field(default_factory=set)
    followers: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        if self.bot_level not in {level.value for level in BotLevel}:
            raise ValueError(f"no bot level {self.bot_level}")
        if self.clock not in CHOICES:
            raise ValueError(f"no turn clock {self.clock}")

    def may_join(self, name: str, organiser: str) -> bool:
        """Whether ``name`` may take a place: anyone in a public event, else the organiser and the invited."""
        return self.public or name == organiser or name.casefold() in {n.casefold() for n in self.invited}

    def to_data(self) -> dict[str, Any]:
        return {"bot_level": self.bot_level, "clock": self.clock, "public": self.public,
                "start_at": self.start_at, "invited": sorted(self.invited),
                "followers": sorted(self.followers)}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> EventOptions:
        start = data.get("start_at")
        return cls(str(data.get("bot_level", BotLevel.RANDOM.value)), str(data.get("clock", OFF)),
                   bool(data.get("public", True)), None if start is None else int(start),
                   {str(name) for name in data.get("invited") or []},
                   {str(name) for name in data.get("followers") or []})


def stored_settings(settings: TournamentSettings, options: EventOptions) -> dict[str, Any]:
    """Both parts as the store keeps them."""
    return {"core": settings.to_data(), "lobby": options.to_data()}


def read_settings(data: dict[str, Any]) -> tuple[TournamentSettings, EventOptions]:
    return TournamentSettings.from_data(data["core"]), EventOptions.from_data(data.get("lobby") or {})
