"""The table's sounds on their way to clients: the core passes each announcement's sound with its words
(never in a recap), the board's cells name the sound of what stands there, and every name is one the
client it goes to has: PlayPalace 11's own pack for its clients, our web client's own pack for ours."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from playpalace_backgammon.host.net.codec import decode_server
from playpalace_backgammon.host.net.server_packets import PlaySoundPacket
from playpalace_backgammon.host.net.sound_names import sound_frame
from playpalace_backgammon.host.tables.core.room_effects import Say
from playpalace_backgammon.host.tables.core.room_events import Disconnected, Reclaim
from playpalace_backgammon.host.tables.room_menus import BoardLayout, BoardViews, cell_of
from playpalace_backgammon.table.interface import Viewer
from playpalace_backgammon.table.presentation.sound_files import (
    PLAYPALACE_SOUNDS,
    own_sound_name,
    playpalace_sound_name,
)
from playpalace_backgammon.table.presentation.sounds import Sound
from tests.shared_copy import PLAYPALACE11, not_found

from .test_room_core import ANN, Harness
from .test_room_menus import render

STATIC = Path(__file__).resolve().parents[2] / "playpalace_backgammon" / "web" / "static"


def test_the_core_passes_each_sound_with_its_words_and_a_recap_has_none() -> None:
    h = Harness()
    h.until_ann_moves(h.with_bot())
    h.until_ann_moves(h.play_human_turn())
    sounds = [e.sound for e in h.effects if isinstance(e, Say) and ANN in e.members and e.sound is not None]
    assert Sound.ROLL in sounds and (Sound.MOVE in sounds or Sound.HIT in sounds)
    assert Sound.YOUR_TURN in sounds
    h.feed(Disconnected(ANN))
    recap = h.feed(Reclaim(4, "ann"))
    said = [e for e in recap if isinstance(e, Say)]
    assert len(said) > 3 and all(e.sound is None for e in said)


def _board_items(layout: BoardLayout, own_sounds: bool) -> list[dict[str, str]]:
    h = Harness()
    h.with_bot()
    frame = BoardViews().board(h.core, Viewer.player(0), "en", False, None, render, layout,
                               own_sounds=own_sounds)[2]
    items: list[dict[str, str]] = json.loads(frame)["items"]
    return [item for item in items if cell_of(item["id"]) is not None]


def test_board_cells_carry_the_sound_of_their_point_in_the_client_s_pack() -> None:
    h = Harness()
    h.with_bot()
    assert h.core.table is not None
    grid = h.core.table.grid(Viewer.player(0))
    playpalace = _board_items(BoardLayout.CELLS, own_sounds=False)
    ours = _board_items(BoardLayout.CELLS_AND_ACTIONS, own_sounds=True)
    for cell, pp_item, our_item in zip(grid.cells, playpalace, ours, strict=True):
        if cell.sound is None:
            assert "sound" not in pp_item and "sound" not in our_item
        else:
            assert pp_item["sound"] == playpalace_sound_name(cell.sound)
            assert our_item["sound"] == own_sound_name(cell.sound)
    assert sum(1 for item in playpalace if "sound" in item) == 8  # the opening position's eight points


def _played(frame: str | bytes) -> PlaySoundPacket:
    packet = decode_server(frame, binary=isinstance(frame, bytes))
    assert isinstance(packet, PlaySoundPacket)
    return packet


def test_play_sound_packets_take_turns_between_playpalace_takes_and_keep_the_volume() -> None:
    names = {_played(sound_frame(Sound.ROLL, False, False)).name for _ in range(6)}
    assert names == {f"game_squares/diceroll{take}.ogg" for take in (1, 2, 3)}
    off = _played(sound_frame(Sound.BEAR_OFF, False, True))
    assert off.name == "mention.ogg" and off.volume == 50
    assert _played(sound_frame(Sound.HIT, True, False)).name == "hit.wav"


def test_every_sound_has_a_file_in_our_web_client_s_pack_with_its_licence() -> None:
    for sound in Sound:
        path = STATIC / "sounds" / own_sound_name(sound)
        assert path.is_file() and path.read_bytes()[:4] == b"RIFF", sound
    assert "GPL-3.0-or-later" in (STATIC / "sounds" / "LICENSE.md").read_text(encoding="utf-8")


def test_every_playpalace_name_is_one_playpalace_11_ships() -> None:
    """Each name is a file of PlayPalace 11's pack in the shared copy, or (for the files that copy leaves
    out of its 60 MB pack) a name PlayPalace's own server sends to its clients."""
    if not (PLAYPALACE11 / "server").is_dir():
        pytest.skip(not_found("server of PlayPalace 11", PLAYPALACE11 / "server"))
    sent = set()
    for source in (PLAYPALACE11 / "server" / "games").rglob("*.py"):
        sent |= set(re.findall(r"[\w/]+\.ogg", source.read_text(encoding="utf-8", errors="replace")))
    pack = PLAYPALACE11 / "clients" / "desktop" / "sounds"
    for sound, (takes, _volume) in PLAYPALACE_SOUNDS.items():
        for name in takes:
            assert (pack / name).is_file() or name in sent, (sound, name)
    assert set(PLAYPALACE_SOUNDS) == set(Sound)


def test_the_committed_pack_is_what_the_script_writes(tmp_path: Path) -> None:
    script = Path(__file__).resolve().parents[2] / "scripts" / "make-sounds.py"
    subprocess.run([sys.executable, str(script), str(tmp_path)], check=True, capture_output=True)
    made = sorted(path.name for path in tmp_path.iterdir())
    assert made == sorted(own_sound_name(sound) for sound in Sound)
    for name in made:
        assert (tmp_path / name).read_bytes() == (STATIC / "sounds" / name).read_bytes(), name
