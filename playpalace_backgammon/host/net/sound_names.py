"""Each of the table's sounds as a ``play_sound`` packet or a menu item's sound, for each kind of client.

Which file a sound is, in PlayPalace 11's pack or in our web client's, is the table's own
(``table/presentation/sound_files.py``, shared with the PlayPalace server adapter); here the takes of one
sound take turns and each packet is encoded once per name.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

from playpalace_backgammon.table.presentation.sound_files import (
    PLAYPALACE_SOUNDS,
    own_sound_name,
    playpalace_sound_name,
)
from playpalace_backgammon.table.presentation.sounds import Sound

from .codec import encode_server
from .server_packets import PlaySoundPacket

Frame = str | bytes

_takes = itertools.count()


def item_sound_name(sound: Sound | None, own_pack: bool) -> str | None:
    """The name a board cell's menu item carries for ``sound`` (None: no sound)."""
    if sound is None:
        return None
    return own_sound_name(sound) if own_pack else playpalace_sound_name(sound)


def sound_frame(sound: Sound, own_pack: bool, binary: bool) -> Frame:
    """The ``play_sound`` packet of ``sound`` for one kind of client, encoded (once per name)."""
    if own_pack:
        return _frame(own_sound_name(sound), 100, binary)
    takes, volume = PLAYPALACE_SOUNDS[sound]
    return _frame(takes[next(_takes) % len(takes)], volume, binary)


@lru_cache(maxsize=256)
def _frame(name: str, volume: int, binary: bool) -> Frame:
    return encode_server(PlaySoundPacket(name=name, volume=volume), binary=binary)
