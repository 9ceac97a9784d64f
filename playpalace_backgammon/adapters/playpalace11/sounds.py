"""Our table's sounds at a PlayPalace table: files of the pack PlayPalace 11's clients ship.

The same names our own server sends PlayPalace's clients (``table.presentation.sound_files``): a moment's
sound (roll, move, hit, ...) is played to each listener just before its words, taking turns where PlayPalace
has a few takes of one sound; a board point with checkers carries its token sound, which PlayPalace's
clients play as the focus lands on it.
"""

from __future__ import annotations

import itertools

from ...table.presentation.sound_files import PLAYPALACE_SOUNDS, playpalace_sound_name
from ...table.presentation.sounds import Sound

_takes = itertools.count()


def moment_sound(sound: Sound) -> tuple[str, int]:
    """The file and volume (0-100) to play for a moment's ``sound``."""
    takes, volume = PLAYPALACE_SOUNDS[sound]
    return takes[next(_takes) % len(takes)], volume


def point_sound(sound: Sound | None) -> str | None:
    """The sound a board point's menu item carries (None: an empty point, no sound of its own)."""
    return playpalace_sound_name(sound) if sound is not None else None
