"""Where a table is in its life; the values are what the store keeps."""

from __future__ import annotations

from enum import Enum


class RoomStatus(Enum):
    """WAITING for players and the host's start, PLAYING, FINISHED (the match is over, people may stay),
    CLOSED (no one is left; never restored)."""

    WAITING = "waiting"
    PLAYING = "playing"
    FINISHED = "finished"
    CLOSED = "closed"
