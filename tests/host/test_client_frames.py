"""What a client's connection is handed: a JSON client's frames as text frames, whether made as text or
already as UTF-8 bytes (the board and spoken lines leave the encoder as bytes and go out as they are), and a
msgpack client's as binary frames."""

from __future__ import annotations

import json
from typing import Any, cast

from websockets.asyncio.server import ServerConnection
from websockets.protocol import State

from playpalace_backgammon.host.net.client import Client, _speak_frame
from playpalace_backgammon.host.net.codec import MSGPACK_SUBPROTOCOL, decode_server, encode_server
from playpalace_backgammon.host.net.server_packets import SpeakPacket


class _Protocol:
    state = State.OPEN

    def __init__(self) -> None:
        self.sent: list[tuple[str, bytes]] = []

    def send_text(self, data: bytes) -> None:
        self.sent.append(("text", data))

    def send_binary(self, data: bytes) -> None:
        self.sent.append(("binary", data))


class _Connection:
    def __init__(self, binary: bool) -> None:
        self.subprotocol = MSGPACK_SUBPROTOCOL if binary else None
        self.protocol = _Protocol()
        self.paused = False
        self.writes = 0

    def send_data(self) -> None:
        self.writes += 1

    async def close(self) -> None:
        return None


def _client(binary: bool) -> tuple[Client, _Connection]:
    connection = _Connection(binary)
    return Client(cast(ServerConnection, connection), queue_limit=100), connection


async def test_a_json_clients_frames_go_out_as_text_frames_of_their_utf8() -> None:
    client, connection = _client(binary=False)
    packet = SpeakPacket(text="Bot 2 déplace «ça» 🎲", buffer="table", muted=False)
    as_text = encode_server(packet, binary=False)
    client.send_frame(as_text)
    client.send_frame(as_text.encode())
    client.speak("Bot 2 déplace «ça» 🎲", "table")
    assert [kind for kind, _ in connection.protocol.sent] == ["text", "text", "text"]
    assert {data for _, data in connection.protocol.sent} == {as_text.encode()}
    assert decode_server(connection.protocol.sent[-1][1].decode(), binary=False) == packet
    assert connection.writes == 3  # no outbox: each frame handed over at once


async def test_a_msgpack_clients_frames_go_out_as_binary_frames() -> None:
    client, connection = _client(binary=True)
    client.speak("Bot 2 moves.", "table")
    client.send(SpeakPacket(text="Pips.", buffer="misc", muted=False))
    kinds = [kind for kind, _ in connection.protocol.sent]
    assert kinds == ["binary", "binary"]
    said: list[Any] = [decode_server(data, binary=True) for _, data in connection.protocol.sent]
    assert [s.text for s in said] == ["Bot 2 moves.", "Pips."]


def test_a_spoken_line_is_made_as_bytes_once() -> None:
    frame = _speak_frame("Pips: 80.", "misc", False, False)
    assert isinstance(frame, bytes)
    assert json.loads(frame) == {"type": "speak", "text": "Pips: 80.", "buffer": "misc", "muted": False}
    assert _speak_frame("Pips: 80.", "misc", False, False) is frame
