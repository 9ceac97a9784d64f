"""What every listener receives from seeded matches, frame by frame, against a recording.

Seeded matches are played through the real server logic (``LobbyServer._on_frame``: decoding, the lobby's
dispatch, the table, the outbox's ticks, each client's queue of frames) without sockets: a player against a
bot, watched by PlayPalace's desktop client (msgpack, German) and by a plain client (JSON, French) who
changes the seat they watch from halfway. Each listener's frames, in order, must be the packets recorded in
``fixtures/seeded_frames.json`` (as canonical JSON, room ids masked) and each frame must be valid under
PlayPalace's schema. The recording was made before the board's building and delivery were reworked for
speed: this is what says the work changed nothing anyone hears or sees.

``RECORD_SEEDED_FRAMES=1`` rewrites the recording (only when what listeners receive is meant to change).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import itertools
import json
import os
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import msgpack  # type: ignore[import-untyped]
from websockets.protocol import State

from playpalace_backgammon.host.net import sound_names
from playpalace_backgammon.host.net.client import Client
from playpalace_backgammon.host.net.codec import MSGPACK_SUBPROTOCOL
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.server import LobbyServer
from playpalace_backgammon.host.tables.bot_driver import RandomBotDriver
from playpalace_backgammon.host.tables.games import GameKind
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.backgammon import DECLARATION, BackgammonTable

from .game_driver import decision, over
from .schema_validation import assert_server_frame_valid

FIXTURE = Path(__file__).parent / "fixtures" / "seeded_frames.json"
SEEDS = (11, 12)
_ROOM_ID = re.compile(r"t\d+-[0-9a-f]{8}")
_PUMP_LIMIT = 20_000  # loop turns a step may take: far above what one needs, a bound on a hang


class _Protocol:
    """The websockets protocol's two sending calls, recording the frames instead."""

    state = State.OPEN

    def __init__(self, frames: list[str | bytes]) -> None:
        self.frames = frames

    def send_text(self, data: bytes) -> None:
        self.frames.append(data.decode())

    def send_binary(self, data: bytes) -> None:
        self.frames.append(bytes(data))


class RecordingConnection:
    """What ``Client`` uses of a websocket connection; every frame it is given is kept, in order."""

    def __init__(self, binary: bool) -> None:
        self.subprotocol = MSGPACK_SUBPROTOCOL if binary else None
        self.frames: list[str | bytes] = []
        self.protocol = _Protocol(self.frames)
        self.transport = None
        self.paused = False

    def send_data(self) -> None:
        return None

    @contextlib.asynccontextmanager
    async def send_context(self) -> AsyncIterator[None]:
        yield

    async def send(self, frame: str | bytes) -> None:
        self.frames.append(frame)

    async def close(self) -> None:
        return None


def _seeded_backgammon(seed: int) -> GameKind:
    """Backgammon whose tables draw their dice from ``seed`` (one table a match here)."""

    def create(options: Any, names: Any, _dice: Any) -> BackgammonTable:
        return BackgammonTable(options, tuple(names), SeededDice(seed))

    return GameKind(DECLARATION, create)


async def _pump(until: Callable[[], bool], server: LobbyServer) -> None:
    """Turn the event loop until ``until()`` holds and the tick's work is done (nothing waits to flush);
    then a few turns more, so nothing started by the last tick is left half done."""
    for _ in range(_PUMP_LIMIT):
        await asyncio.sleep(0)
        if until() and not server.outbox._scheduled:
            break
    else:
        raise AssertionError("the server did not settle")
    for _ in range(20):
        await asyncio.sleep(0)


async def _play_match(tmp_path: Path, seed: int) -> dict[str, list[str | bytes]]:
    """One seeded match; the frames each listener was handed, in order."""
    sound_names._takes = itertools.count()  # the takes of a sound go in turn from the first, as at a start
    config = ServerConfig(db=tmp_path / f"seed{seed}.sqlite3", bot_pacing_seconds=0.0)
    server = LobbyServer(config, games={DECLARATION.id: _seeded_backgammon(seed)},
                         bot_driver=RandomBotDriver(seed))
    connections: dict[str, RecordingConnection] = {}
    clients: dict[str, Client] = {}
    listeners = (("host", False, "en", "web"), ("desktop", True, "de", "Desktop"), ("plain", False, "fr", ""))
    for name, binary, language, client_type in listeners:
        connection = connections[name] = RecordingConnection(binary)
        client = clients[name] = Client(connection, queue_limit=100_000, outbox=server.outbox)  # type: ignore[arg-type]
        client.localize = server.localizer.render
        client.username, client.language, client.client_type = f"{name}{seed}", language, client_type
        server.lobby.arrived(client)
    await _pump(lambda: True, server)

    async def send(name: str, packet: dict[str, Any]) -> None:
        client = clients[name]
        frame = msgpack.packb(packet) if client.binary else json.dumps(packet)
        await server._on_frame(client, frame)
        await _pump(lambda: True, server)

    async def select(name: str, menu_id: str, item_id: str) -> None:
        await send(name, {"type": "menu", "menu_id": menu_id, "selection_id": item_id})

    async def key(name: str, key: str, cell: int | None = None) -> None:
        packet: dict[str, Any] = {"type": "keybind", "key": key, "shift": False, "control": False,
                                  "alt": False, "menu_id": "turn_menu"}
        if cell is not None:
            packet |= {"menu_item_id": f"cell-{cell}", "menu_index": cell + 1}
        await send(name, packet)

    await select("host", "main_menu", "game-backgammon")
    await select("host", "game", "create")
    await select("host", "table", "add-bot")
    room = next(iter(server.lobby.rooms.values()))
    for name in ("desktop", "plain"):
        await select(name, "main_menu", "game-backgammon")
        await select(name, "game", "list")
        await select(name, "tables", f"table-{room.id}")
        await select(name, "join", "watch")
    await select("host", "table", "start")
    made = 0
    while not over(room):
        await _pump(lambda: over(room) or decision(room) is not None, server)
        pending = decision(room)
        if pending is None:
            continue
        for pressed, cell in pending[2]:
            await key("host", pressed, cell)
        made += 1
        if made == 6:  # the plain client watches from the other seat from now on
            await key("plain", "escape")
            await select("plain", "actions_menu", "watch-1")
        if made == 8:  # the desktop client asks the pips
            await key("desktop", "p")
    await select("host", "turn_menu", "leave")
    for client in clients.values():
        client.close()
    await _pump(lambda: True, server)
    await server.lobby.analyst.close()
    server.store.close()
    return {name: connection.frames for name, connection in connections.items()}


def _canonical(frame: str | bytes) -> str:
    """A frame's packet as sorted JSON, room ids masked (they are drawn at random)."""
    packet = json.loads(frame) if isinstance(frame, str) else msgpack.unpackb(frame, raw=False)
    return _ROOM_ID.sub("<room>", json.dumps(packet, sort_keys=True, ensure_ascii=False))


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


async def test_seeded_matches_send_every_listener_the_recorded_packets(tmp_path: Path) -> None:
    recorded: dict[str, dict[str, list[str]]] = {}
    for seed in SEEDS:
        frames = await _play_match(tmp_path, seed)
        recorded[str(seed)] = {}
        for name, sent in frames.items():
            packets = []
            for frame in sent:
                packet = assert_server_frame_valid(frame)
                packets.append(f"{packet['type']} {_digest(_canonical(frame))}")
            recorded[str(seed)][name] = packets
    if os.environ.get("RECORD_SEEDED_FRAMES"):
        FIXTURE.write_text(json.dumps(recorded, indent=1) + "\n", encoding="utf-8")
    expected = json.loads(FIXTURE.read_text(encoding="utf-8"))
    for seed in map(str, SEEDS):
        for name, packets in expected[seed].items():
            got = recorded[seed][name]
            first = next((i for i, (a, b) in enumerate(zip(packets, got, strict=False)) if a != b), None)
            assert first is None and len(packets) == len(got), (
                f"seed {seed}, {name}: {len(got)} frames against {len(packets)} recorded; first difference "
                f"at {first}: {got[first] if first is not None else None} (recorded "
                f"{packets[first] if first is not None else None})")
        # The match was played to its end and the board was drawn for everyone many times.
        assert sum(1 for packet in expected[seed]["plain"] if packet.startswith("menu ")) > 20
