"""Which file each of the table's sounds (``table.sounds.Sound``) is, for each kind of client.

PlayPalace 11's own clients (and any other client of its protocol) get names from the sound pack they ship,
the same PlayPalace's own backgammon and games play: dice rolls, a step for a checker moved, a capture for a
hit, a set-down for a checker entered, a soft chime (at half volume) for one borne off, its turn, win and
lose sounds, and its backgammon's tokens for the board's points. Where PlayPalace has a few takes of one
sound (three dice rolls, two captures), they take turns. Our web client gets its own pack
(``web/static/sounds/``, made by ``scripts/make-sounds.py``): one file named after each sound.
"""

from __future__ import annotations

import itertools
from functools import lru_cache

from playpalace_backgammon.table.sounds import Sound

from .codec import encode_server
from .server_packets import PlaySoundPacket

Frame = str | bytes

PLAYPALACE_SOUNDS: dict[Sound, tuple[tuple[str, ...], int]] = {
    # sound: (the takes of it, volume 0..100)
    Sound.ROLL: (tuple(f"game_squares/diceroll{take}.ogg" for take in (1, 2, 3)), 100),
    Sound.MOVE: (("game_squares/step1.ogg",), 100),
    Sound.HIT: (("game_chess/capture1.ogg", "game_chess/capture2.ogg"), 100),
    Sound.ENTER: (("game_chess/setdown.ogg",), 100),
    Sound.BEAR_OFF: (("mention.ogg",), 50),
    Sound.DOUBLE: (("notify.ogg",), 100),
    Sound.TAKE: (("accountapprove.ogg",), 100),
    Sound.DROP: (("accountdeny.ogg",), 100),
    Sound.YOUR_TURN: (("game_pig/turn.ogg",), 100),
    Sound.GAME_WON: (("game_pig/win.ogg",), 100),
    Sound.GAME_LOST: (("game_pig/lose.ogg",), 100),
    Sound.MATCH_WON: (("gamewin.ogg",), 100),
    Sound.MATCH_LOST: (("game_pig/lose.ogg",), 100),
    Sound.OWN_BLOT: (("game_squares/token1.ogg",), 100),
    Sound.OWN_POINT: (("game_squares/token3.ogg",), 100),
    Sound.OTHER_BLOT: (("game_squares/token7.ogg",), 100),
    Sound.OTHER_POINT: (("game_squares/token4.ogg",), 100),
}

OWN_PACK_SUFFIX = ".wav"
_takes = itertools.count()


def own_sound_name(sound: Sound) -> str:
    """The file of our web client's pack for ``sound`` (under its ``sounds/``)."""
    return sound.value + OWN_PACK_SUFFIX


def playpalace_sound_name(sound: Sound) -> str:
    """A PlayPalace client's file for ``sound`` (the first take: a menu item's sound is always the same)."""
    return PLAYPALACE_SOUNDS[sound][0][0]


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
