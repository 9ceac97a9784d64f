"""Where a table is in its life; the values are what the store keeps."""

from __future__ import annotations

from enum import Enum


class RoomStatus(Enum):
    """WAITING for players and the host's start, PLAYING, FINISHED (the match is over, people may stay),
    CLOSED (no one is left; never restored), ABANDONED (closed with its match under way: no person was
    left to play or watch it, once every grace period had run out; kept with its score, never restored)."""

    WAITING = "waiting"
    PLAYING = "playing"
    FINISHED = "finished"
    CLOSED = "closed"
    ABANDONED = "abandoned"

    @property
    def ended(self) -> bool:
        """Closed one way or the other: the table takes no more events."""
        return self in (RoomStatus.CLOSED, RoomStatus.ABANDONED)
