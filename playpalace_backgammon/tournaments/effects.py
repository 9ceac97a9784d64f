"""What a ``TournamentCore`` asks the lobby to do, as plain values: the effects it returns for each event.

The lobby carries them out in order: it appends the log entry before anyone hears of it, opens and closes
tables, says each message in every listener's language, and runs the timers, feeding each back as the
event it names when it runs out.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from playpalace_backgammon.table.interface import Message

from .events import NoShowTimeout


@dataclass(frozen=True)
class AppendLog:
    """Append this entry (number ``seq``, from 1) to the event's log: durable before anyone hears of it."""

    seq: int
    entry: dict[str, Any]


@dataclass(frozen=True)
class OpenMatch:
    """Open the table of match ``match`` of round ``round`` between ``players``, to ``length`` points, and
    call both there; report ``Arrived``, ``ScoreChanged`` and ``MatchFinished`` back."""

    round: int
    match: int
    players: tuple[str, str]
    length: int


@dataclass(frozen=True)
class ForfeitMatch:
    """End the table of this match at once, scored as resigned by ``losers`` (both, when neither came)."""

    round: int
    match: int
    losers: tuple[str, ...]


class Audience(Enum):
    NAMED = "named"  # the players named
    EVENT = "event"  # everyone in the event: its players (less those who left) and anyone following it
    LOBBY = "lobby"  # everyone in the lobby


@dataclass(frozen=True)
class Announce:
    """Say ``message`` to ``audience`` (the ``names`` given, when NAMED), each in their own language."""

    message: Message
    audience: Audience
    names: tuple[str, ...] = ()


@dataclass(frozen=True)
class StartTimer:
    """Start ``timer``; when ``seconds`` have passed, feed it back to the core as an event."""

    timer: NoShowTimeout
    seconds: float


@dataclass(frozen=True)
class CancelTimer:
    timer: NoShowTimeout


@dataclass(frozen=True)
class EventFinished:
    """The event is over: every player's place (shared places repeat), best first."""

    placings: tuple[tuple[int, str], ...]


Effect = AppendLog | OpenMatch | ForfeitMatch | Announce | StartTimer | CancelTimer | EventFinished
