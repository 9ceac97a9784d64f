"""What can happen to an event, as plain values: the events a ``TournamentCore`` takes, each written to and
read from its log as JSON data (``to_data``, ``event_from_data``).

People's requests (join, leave, start), what the lobby's tables report (a player came to their table, a
game's score, a match's end) and the timers it ran for the core (a player did not come in time).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar


class MatchEnd(Enum):
    """How a match of the event was decided."""

    PLAYED = "played"  # to the match's length
    RESIGNED = "resigned"  # a player resigned a game that ended the match
    FORFEIT = "forfeit"  # a player left the event (or had left before the match)
    NO_SHOW = "no-show"  # a player did not come to the table in time
    BYE = "bye"  # no opponent: a win without a match


@dataclass(frozen=True)
class Join:
    """A player (a person, or a bot the organiser seats) takes a place before the start."""

    kind: ClassVar[str] = "join"
    name: str
    rating: float
    bot: bool = False


@dataclass(frozen=True)
class Leave:
    """A player leaves: before the start, their place is freed; after it, they withdraw, forfeiting the
    match they are in or paired for."""

    kind: ClassVar[str] = "leave"
    name: str


@dataclass(frozen=True)
class Start:
    """Someone asks to start the event (only its organiser may)."""

    kind: ClassVar[str] = "start"
    by: str


@dataclass(frozen=True)
class Arrived:
    """A player came to the table of their match of the current round."""

    kind: ClassVar[str] = "arrived"
    name: str


@dataclass(frozen=True)
class ScoreChanged:
    """A game of a running match ended: the match's score now."""

    kind: ClassVar[str] = "score"
    round: int
    match: int
    first_points: int
    second_points: int


@dataclass(frozen=True)
class MatchFinished:
    """A match of the current round ended: its winner, final score and how it was won."""

    kind: ClassVar[str] = "finished"
    round: int
    match: int
    winner: str
    first_points: int
    second_points: int
    how: MatchEnd = MatchEnd.PLAYED


@dataclass(frozen=True)
class NoShowTimeout:
    """The time a match's players had to come to their table ran out (the timer ``StartTimer`` asked)."""

    kind: ClassVar[str] = "no-show"
    round: int
    match: int


Event = Join | Leave | Start | Arrived | ScoreChanged | MatchFinished | NoShowTimeout
_KINDS: dict[str, type[Event]] = {cls.kind: cls for cls in
                                  (Join, Leave, Start, Arrived, ScoreChanged, MatchFinished, NoShowTimeout)}


def event_to_data(event: Event) -> dict[str, Any]:
    """The event as JSON-ready data, its kind named. Its fields are plain values (the instance's own
    attributes: ``kind`` is the class's), so they are copied as they are; ``asdict`` would deep-copy each
    one, for nothing, on every event an event logs."""
    data = {"kind": event.kind, **vars(event)}
    if isinstance(event, MatchFinished):
        data["how"] = event.how.value
    return data


def event_from_data(data: dict[str, Any]) -> Event:
    """The event ``event_to_data`` wrote; KeyError, TypeError or ValueError on anything else."""
    fields = {key: value for key, value in data.items() if key != "kind"}
    cls = _KINDS[data["kind"]]
    if cls is MatchFinished:
        fields["how"] = MatchEnd(fields.get("how", MatchEnd.PLAYED.value))
    return cls(**fields)
