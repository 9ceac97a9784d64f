"""Bots off the event loop and followable by ear: the Random/Simple levels decide in a helper process, a
bot's sub-moves are spaced by the pacing (each its own log entry), and ``/health`` reports the loop's lag."""

from __future__ import annotations

import asyncio
import json
import os
import time
import urllib.request
from typing import Any

from .game_driver import decision, over, play_turns, room_of
from .live_server import WsClient, create_bot_table


def _bot_entries(server: Any, room: Any, human_seat: int = 0) -> list[list[list[Any]]]:
    """The command lists of the bot's logged entries that move checkers (one command a sub-move)."""
    rows = server.call(
        lambda: server.server.store._db.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (room.id,)
        ).fetchall()
    )
    log = [json.loads(entry) for (entry,) in rows]
    return [
        e["commands"]
        for e in log
        if e.get("seat", human_seat) != human_seat and any(c[0] == "move_checker" for c in e["commands"])
    ]


def _play_until_bot_moved(server: Any, client: WsClient) -> Any:
    """Play the person's turns until the bot has moved checkers and it is the person's turn again."""
    room = room_of(server)
    for _ in range(30):
        play_turns(server, room, {0: client}, 1)
        server.until(lambda: over(room) or decision(room) is not None, timeout=30)
        if _bot_entries(server, room) and server.call(lambda: not over(room)):
            return room
    raise AssertionError("the bot never moved")


def test_paced_bot_logs_and_announces_each_sub_move_apart(make_server):
    server = make_server(bot_pacing_seconds=0.2)
    client = WsClient(server.url)
    try:
        client.login("listener")
        create_bot_table(client)
        room = _play_until_bot_moved(server, client)
        entries = _bot_entries(server, room)
        assert entries and all(len(commands) == 1 for commands in entries)
        assert server.call(lambda: room.core.settings.bot_pacing_seconds) == 0.2
    finally:
        client.close()


def test_unpaced_bot_moves_at_once_in_one_entry(make_server):
    server = make_server()
    client = WsClient(server.url)
    try:
        client.login("quick")
        create_bot_table(client)
        room = _play_until_bot_moved(server, client)
        assert any(len(commands) > 1 for commands in _bot_entries(server, room))
    finally:
        client.close()


def test_simple_bot_decides_in_a_helper_process(server, connect):
    client = connect()
    client.login("helper")
    create_bot_table(client)
    _play_until_bot_moved(server, client)
    local = server.call(lambda: server.server.lobby.bot_driver.local)
    assert local.decisions > 0
    pid = asyncio.run_coroutine_threadsafe(local.start(), server.loop).result(30)
    assert pid != os.getpid()


def test_health_reports_loop_lag(server):
    deadline = time.monotonic() + 10
    while True:  # the monitor samples every 50 ms: look until it has a few samples to report
        with urllib.request.urlopen(server.url.replace("ws://", "http://") + "health", timeout=5) as response:
            lag = json.load(response)["loop_lag"]
        if lag["samples"] > 5 or time.monotonic() > deadline:
            break
    assert lag["samples"] > 5
    assert 0 <= lag["p50_ms"] <= lag["p99_ms"] <= lag["max_ms"]
    assert sum(lag["bucket_counts"]) >= lag["samples"]
