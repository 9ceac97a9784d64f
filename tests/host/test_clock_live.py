"""Turn clocks end to end on the real server, with every clock time at a twentieth (``clock_scale``): the
host picks a clock in the waiting room, the clock's deadline is in the SQLite file, a restart of the server
keeps it (stopped while the player is away), and when the player's time runs out they lose the match and
hear so; the table is finished in the store, its log ending with the time-out."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playpalace_backgammon.host.tables.core.room_core import RoomCore

from .live_server import ThreadedServer, WsClient, create_bot_table

SCALE = 0.05  # "fast": 8 s a move and 60 s of reserve become 0.4 s and 3 s


def _core(server: ThreadedServer) -> RoomCore | None:
    assert server.server is not None
    rooms = list(server.server.lobby.rooms.values())
    return rooms[0].core if rooms else None


def _running(server: ThreadedServer) -> Callable[[], Any]:
    """A predicate for ``until``: seat 0's clock, when it is the one running."""

    def running() -> Any:
        core = _core(server)
        clocks = None if core is None else core.clocks
        if clocks is not None and clocks.running is not None and clocks.running.seat == 0:
            return clocks.running
        return None

    return running


def _stored(db: Path) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
        table_id, state, status = con.execute("SELECT id, state, status FROM tables").fetchone()
        log = [json.loads(entry) for (entry,) in con.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (table_id,))]
    return status, json.loads(state), log


def test_a_restart_keeps_the_deadline_and_running_out_of_time_loses_the_match(
    make_server: Callable[..., ThreadedServer], tmp_path: Path
) -> None:
    db = tmp_path / "lobby.sqlite3"
    server = make_server(clock_scale=SCALE, grace_seconds=30)
    ann = WsClient(server.url)
    ann.login("ann")
    create_bot_table(ann, turn_clock="fast")
    running = server.until(_running(server))
    deadline = running.deadline
    ann.key("t", shift=True)
    assert "Your clock:" in ann.until_speech("Your clock")["text"]

    ann.close()
    server.until(lambda: (core := _core(server)) is not None and core.seats[0].away)
    server.stop()
    status, state, _log = _stored(db)
    stored = state["turn_clock"]["clocks"]["running"]
    assert status == "playing" and stored["seat"] == 0 and stored["deadline"] == deadline
    assert stored["paused_at"] is not None  # stopped when Ann's connection dropped

    again = make_server(clock_scale=SCALE, grace_seconds=30)
    restored = again.call(_running(again))
    assert restored is not None and restored.deadline == deadline and restored.paused_at is not None
    ann = WsClient(again.url)
    ann.login("ann")  # back at her table: her clock runs on from where it stopped
    lost = ann.until_speech("ran out of time", timeout=20)
    assert lost["text"] == "You ran out of time and lose the match."
    ann.until_speech("Bot 2 wins the match")
    status, _state, log = _stored(db)
    assert status == "finished" and log[-1]["commands"] == [["time_out", None]] and log[-1]["seat"] == 0
    ann.close()


def test_a_server_stopping_with_the_player_connected_stops_their_clock_and_keeps_their_seat(
    make_server: Callable[..., ThreadedServer], tmp_path: Path
) -> None:
    """The server stops while Ann is connected and thinking: nobody leaves (no grace period spent, no one
    told she lost the connection), but her clock is stored stopped at the stop, so the time the server is
    down is not hers; after the restart her seat and deadline are there."""
    db = tmp_path / "lobby.sqlite3"
    server = make_server(clock_scale=SCALE, grace_seconds=30)
    ann = WsClient(server.url)
    ann.login("ann")
    create_bot_table(ann, turn_clock="fast")
    deadline = server.until(_running(server)).deadline
    server.stop()
    told = ann.until(lambda p: p["type"] == "disconnect")
    assert told["reconnect"] is True
    ann.close()
    status, state, _log = _stored(db)
    stored = state["turn_clock"]["clocks"]["running"]
    assert status == "playing" and stored["seat"] == 0 and stored["deadline"] == deadline
    assert stored["paused_at"] is not None and stored["paused_ms"] == 0
    assert state["seats"][0]["username"] == "ann" and state["left"] == []
    assert not any("lost the connection" in text for text in ann.speeches())

    again = make_server(clock_scale=SCALE, grace_seconds=30)
    restored = again.call(_running(again))
    assert restored is not None and restored.deadline == deadline and restored.paused_at is not None
    ann = WsClient(again.url)
    ann.login("ann")
    ann.until_speech("You are back at your table")
    ann.close()
