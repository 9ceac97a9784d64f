"""Bad input over a real websocket: each gets a clear refusal or a closed connection, never a crash, and no
table changes. After each case the same connection (or a new one) still gets a pong from the server."""

from __future__ import annotations

import json

import msgpack  # type: ignore[import-untyped]
from websockets.exceptions import ConnectionClosed

from .game_driver import decision, room_of
from .live_server import WsClient, create_bot_table, open_first_table


def _alive(server) -> None:
    probe = WsClient(server.url)
    probe.send({"type": "ping"})
    probe.until(lambda p: p["type"] == "pong")
    probe.close()


def _snapshot(server, room):
    return server.call(lambda: room.core.table.snapshot())


def _settled_snapshot(server, room):
    """The table once the bot has finished any move of its own: the person is to act and nothing else will."""
    server.until(lambda: decision(room) is not None)
    return _snapshot(server, room)


def test_frame_over_64_kib_is_refused_and_a_huge_one_closes_the_connection(server, connect):
    client = connect()
    client.login("big")
    create_bot_table(client)
    room = room_of(server)
    before = _settled_snapshot(server, room)
    client.send_raw(json.dumps({"type": "chat", "message": "x" * (64 * 1024)}))
    assert client.until_speech("too large")
    client.send({"type": "ping"})
    client.until(lambda p: p["type"] == "pong")
    client.send_raw("y" * (1024 * 1024))
    client.drain(1.0)
    assert client.closed
    assert _snapshot(server, room) == before
    _alive(server)


def test_bytes_that_are_not_json_or_msgpack(server, connect):
    text = connect()
    text.send_raw("{not json")
    assert text.until_speech("not valid JSON")
    text.send_raw(b"\xc1\xc1\xc1")
    assert text.until_speech("not valid msgpack")
    packed = connect(use_msgpack=True)
    packed.send_raw(b"\x93\x01")  # a truncated array
    assert packed.until_speech("not valid msgpack")
    packed.send_raw(msgpack.packb({"type": "ping"}))
    packed.until(lambda p: p["type"] == "pong")
    _alive(server)


def test_wrong_shapes_and_types(server, connect):
    client = connect()
    cases = [
        ("[1, 2]", "not a packet"),
        ('{"type": "teleport"}', "unknown"),
        ('{"type": "authorize"}', "lacks a field"),
        ('{"type": "ping", "extra": 1}', "should not have"),
        ('{"type": "authorize", "username": 7, "password": "x"}', "wrong type"),
        ('{"type": "menu", "selection": 0}', "out of range"),
        ('{"type": "slash_command", "command": "kick"}', "does not handle"),
    ]
    for frame, reason in cases:
        client.send_raw(frame)
        assert reason in client.until(lambda p: p["type"] == "speak")["text"]
    client.send({"type": "menu", "menu_id": "main_menu", "selection_id": "game-backgammon"})
    assert client.until_speech("Log in first")
    _alive(server)


def test_unknown_menu_and_action_not_offered_change_nothing(server, connect):
    host = connect()
    host.login("player1")
    create_bot_table(host)
    room = room_of(server)
    watcher = connect()
    watcher.login("watcher1")
    open_first_table(watcher)
    watcher.select("join", "watch")
    watcher.until_menu("turn_menu")
    before = _settled_snapshot(server, room)
    watcher.select("no_such_menu", "roll")
    assert watcher.until_speech("no longer open")
    for action in ("hint", "roll", "double", "cube_hint", "resign_single", "move_checker", "cell-99"):
        watcher.select("turn_menu", action)
        assert watcher.until_speech("not available")
    watcher.key("h")  # the hint key from a spectator: the table refuses it
    refusal = watcher.until(lambda p: p["type"] == "speak")
    assert refusal["buffer"] == "table"
    host.select("turn_menu", "move_checker")  # the bots' one-command move is never offered to a person
    assert host.until_speech("not available")
    assert _snapshot(server, room) == before
    # The player can still act: their roll or move is accepted.
    host.key("p")
    host.until(lambda p: p["type"] == "speak" and p["buffer"] == "table")


def test_flood_is_refused_then_the_connection_closed(server, connect):
    client = connect()
    client.login("flooder")
    client.until_menu("main_menu")
    for _ in range(200):
        try:
            client.send({"type": "ping"})
        except ConnectionClosed:
            break  # the server may close the connection before the last ping is even sent
    bye = client.until(lambda p: p["type"] == "disconnect")
    assert "Too many requests" in bye["message"]
    assert any("too fast" in text for text in client.speeches())
    client.recv(3)
    assert client.closed
    pongs = sum(1 for p in client.seen if p["type"] == "pong")
    assert 0 < pongs < 200
    _alive(server)


def test_one_tables_exception_is_contained(server, connect):
    first, second = connect(), connect()
    first.login("unlucky")
    create_bot_table(first)
    second.login("lucky")
    create_bot_table(second)
    rooms = server.call(lambda: sorted(server.server.lobby.rooms.values(), key=lambda r: r.number))
    broken, healthy = rooms

    def explode(viewer, command):
        raise RuntimeError("a bug in one table")

    server.call(lambda: setattr(broken.core.table, "handle", explode))
    first.key("p")
    assert first.until_speech("Something went wrong at this table")
    # If the bot won the opening roll at the healthy table, let it finish its move first.
    before = _settled_snapshot(server, healthy)
    second.key("p")
    second.until(lambda p: p["type"] == "speak" and p["buffer"] == "table")
    assert _snapshot(server, healthy)["match"] == before["match"]
    _alive(server)
