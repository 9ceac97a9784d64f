"""The sounds of the table: one name for each kind of moment a player follows by ear.

An announcement may carry a ``Sound`` (the dice rolled, a checker moved, hit, entered or borne off, the
cube offered, taken or dropped, your turn, a game or the match won or lost), and each cell of the board
grid the sound of what stands on it (your blot or point, the other side's), heard as the focus lands there.
Sounds never replace words: the announcement says the same with or without them. The value is the stable
name a host passes on: our web client's sound pack has a file of each name, and the host maps each onto a
sound PlayPalace's own clients ship (``sound_files.py``).
"""

from __future__ import annotations

from enum import Enum


class Sound(Enum):
    """A moment of the game worth a sound, from the listener's side (``GAME_WON`` for the winner,
    ``GAME_LOST`` for the loser)."""

    # Looked up for every cell of every board built and every sound sent: hashed by identity (members are
    # singletons), not by Enum's own ``__hash__``, a Python call in 3.11.
    __hash__ = object.__hash__

    ROLL = "roll"
    MOVE = "move"
    HIT = "hit"
    ENTER = "enter"
    BEAR_OFF = "bear-off"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    YOUR_TURN = "your-turn"
    GAME_WON = "game-won"
    GAME_LOST = "game-lost"
    MATCH_WON = "match-won"
    MATCH_LOST = "match-lost"
    # The board, by what stands on the point in focus, from the side the listener sees from.
    OWN_BLOT = "own-blot"
    OWN_POINT = "own-point"
    OTHER_BLOT = "other-blot"
    OTHER_POINT = "other-point"


def point_sound(count: int, own: bool) -> Sound | None:
    """The board's sound for a point holding ``count`` checkers (none: silent), the listener's or not."""
    if count <= 0:
        return None
    if own:
        return Sound.OWN_BLOT if count == 1 else Sound.OWN_POINT
    return Sound.OTHER_BLOT if count == 1 else Sound.OTHER_POINT
