"""Which file each of the table's sounds (``sounds.Sound``) is, in each sound pack a client may have.

PlayPalace 11's own clients (and any other client of its protocol) get names from the sound pack they ship,
the same PlayPalace's own backgammon and games play: dice rolls, a step for a checker moved, a capture for a
hit, a set-down for a checker entered, a soft chime (at half volume) for one borne off, its turn, win and
lose sounds, and its backgammon's tokens for the board's points. Where PlayPalace has a few takes of one
sound (three dice rolls, two captures), a host lets them take turns. Our web client gets its own pack
(``web/static/sounds/``, made by ``scripts/make-sounds.py``): one file named after each sound.

Shared by every host of the table: our lobby server (``host/net/sound_names.py`` encodes the packets) and
the PlayPalace server adapter (``adapters/playpalace11/sounds.py``) name the same files.
"""

from __future__ import annotations

from .sounds import Sound

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


def own_sound_name(sound: Sound) -> str:
    """The file of our web client's pack for ``sound`` (under its ``sounds/``)."""
    return sound.value + OWN_PACK_SUFFIX


def playpalace_sound_name(sound: Sound) -> str:
    """A PlayPalace client's file for ``sound`` (the first take: a menu item's sound is always the same)."""
    return PLAYPALACE_SOUNDS[sound][0][0]
