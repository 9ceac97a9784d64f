"""What a client's connection is handed: a JSON client's frames as text frames, whether made as text or
already as UTF-8 bytes (the board and spoken lines leave the encoder as bytes and go out as they are), and a
msgpack client's as binary frames."""

from __future__ import annotations

import json
from typing import Any, cast

from websockets.asyncio.server import Server, ServerConnection
from websockets.protocol import State
from websockets.server import ServerProtocol

from playpalace_backgammon.host.net.client import Client, OneWriteConnection, _speak_frame
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


class _Transport:
    def __init__(self) -> None:
        self.written: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.written.append(bytes(data))

    def is_closing(self) -> bool:
        return False


def _framed_by_the_library(frames: list[bytes], binary: bool, before: bytes = b"") -> bytes:
    protocol = ServerProtocol(state=State.OPEN)
    if before:
        protocol.send_pong(before)
    for frame in frames:
        (protocol.send_binary if binary else protocol.send_text)(frame)
    return b"".join(protocol.data_to_send())


async def test_frames_written_directly_are_the_bytes_the_library_writes() -> None:
    """``OneWriteConnection.write_frames`` frames each message itself: byte for byte what websockets'
    protocol writes, for the three sizes of header, after a pong the protocol had queued, in one write."""
    frames = [b"x" * 5, "é".encode() * 100, b"y" * 125, b"z" * 126, b"w" * 65535, b"v" * 70_000]
    for binary in (False, True):
        connection = OneWriteConnection(ServerProtocol(state=State.OPEN), cast(Server, None))
        transport = _Transport()
        connection.transport = cast(Any, transport)
        connection.protocol.send_pong(b"beat")
        connection.write_frames(frames, binary)
        assert transport.written == [_framed_by_the_library(frames, binary, before=b"beat")]


async def test_a_clients_frames_go_through_the_connections_own_framing() -> None:
    # No close handshake to wait for when the writer ends: nobody is at the other end.
    connection = OneWriteConnection(ServerProtocol(state=State.OPEN), cast(Server, None), close_timeout=0)
    transport = _Transport()
    connection.transport = cast(Any, transport)
    client = Client(connection, queue_limit=100)
    client.send_frame('{"type":"speak","text":"ça"}')
    client.send_frame(b'{"type":"pong"}')
    assert transport.written == [_framed_by_the_library(['{"type":"speak","text":"ça"}'.encode()], False),
                                 _framed_by_the_library([b'{"type":"pong"}'], False)]
