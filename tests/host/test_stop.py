"""SIGTERM stops the real server at once and keeps everything: with a player at a table whose gnubg bot has
just been asked to play, a spectator, a browser's idle connections (one opened ahead of use that never
sends a request, one idle HTTP keep-alive) and a finished match under analysis in gnubg, the process exits
with status 0 well within STOP_BOUND (on a busy machine; under half a second idle), every client told the
server is stopping and to come back, no child process left; after a restart the table stands as it stood,
its player back in their seat (nobody was taken as having left), its bot plays on, and the analysis is
still asked for and runs again."""

from __future__ import annotations

import json
import random
import signal
import socket
import sqlite3
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.host.store.store import Store

from .archive_matches import play_match
from .live_server import ServerProcess, WsClient, create_bot_table, free_port, watch_first_table
from .processes import ended
from .test_crash_recovery import play_one_turn, wait_for_my_roll
from .test_no_orphans import _descendants

pytestmark = pytest.mark.slow(20)  # seconds on an idle machine: this module starts first

STOP_BOUND = 5.0  # seconds from SIGTERM to the process's exit, on a machine busy with other work
ANALYSED = "finished-match"


def _match_to_analyse(db: Path) -> None:
    """A finished 7-point match in the store with its 2-ply analysis asked for: the server resumes it at
    start, and it runs for far longer than this test."""
    store = Store(db)
    played = play_match(5, 7)
    for state, status in played.saves:
        store.save_table(ANALYSED, "backgammon", state, status.value)
    for seq, entry in enumerate(played.log, 1):
        store.append_log(ANALYSED, seq, entry)
    store.request_analysis(ANALYSED, 2)
    store.commit()
    store.close()


def _nice(pid: int) -> int | None:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])
    except (OSError, IndexError, ValueError):
        return None


def _analysing(server_pid: int) -> bool:
    """Whether a gnubg worker is analysing: it lowers its priority by 19 when given a match."""
    base = _nice(server_pid) or 0
    return any((_nice(pid) or 0) >= min(19, base + 19) for pid in _descendants(server_pid))


def _until_analysing(server: ServerProcess, client: WsClient) -> None:
    assert server.process is not None
    for _ in range(600):
        if _analysing(server.process.pid):
            return
        client.drain(0.05)
    raise AssertionError("no analysis started")


def _analysis_jobs(db: Path) -> list[str]:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return [row[0] for row in con.execute("SELECT match_id FROM analysis_jobs")]
    finally:
        con.close()


def _log(db: Path) -> list[str]:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return [row[0] for row in con.execute(
            "SELECT entry FROM table_log WHERE table_id != ? ORDER BY table_id, seq", (ANALYSED,))]
    finally:
        con.close()


def _table_state(db: Path) -> dict[str, Any]:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        (state,) = con.execute("SELECT state FROM tables WHERE status = 'playing'").fetchone()
    finally:
        con.close()
    loaded: dict[str, Any] = json.loads(state)
    return loaded


def _browser_connections(port: int) -> list[socket.socket]:
    """What a browser holds open besides its websocket: a connection opened ahead of use that has sent
    nothing yet, and an HTTP keep-alive connection idle after its answer."""
    ahead = socket.create_connection(("127.0.0.1", port))
    idle = socket.create_connection(("127.0.0.1", port))
    idle.sendall(b"GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n")
    assert idle.recv(4096).startswith(b"HTTP/1.1 200")
    return [ahead, idle]


def test_sigterm_stops_at_once_and_the_restart_finds_everything(tmp_path: Path) -> None:
    db, port = tmp_path / "stop.sqlite3", free_port()
    _match_to_analyse(db)
    rng = random.Random(5)
    first = ServerProcess(db, port, "--analysis-ply", "2", light_hashes=True).start()
    assert first.process is not None
    alice, bob = WsClient(first.url), WsClient(first.url)
    browser: list[socket.socket] = []
    try:
        alice.login("alice")
        create_bot_table(alice, bot_level="gnubg_2ply", match_length=5)
        watch_first_table(bob, "bob")
        wait_for_my_roll(db, alice)
        play_one_turn(db, alice, rng)
        wait_for_my_roll(db, alice)
        _until_analysing(first, alice)
        browser = _browser_connections(port)
        children = _descendants(first.process.pid)
        play_one_turn(db, alice, rng)  # the turn passes: the bot is asked, gnubg thinks
        first.process.send_signal(signal.SIGTERM)
        try:
            code = first.process.wait(STOP_BOUND)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the server still runs {STOP_BOUND} s after SIGTERM") from None
        output = first.process.stdout.read().decode() if first.process.stdout else ""
    except BaseException:
        first.kill()
        raise
    finally:
        for sock in browser:
            sock.close()
    assert code == 0, output
    assert "Traceback" not in output, output
    for client in (alice, bob):
        told = client.until(lambda p: p["type"] == "disconnect")
        assert told["reconnect"] is True and told["retry_after"] >= 1
        assert "The server is stopping" in told["message"]
        client.close()
    assert not any("lost the connection" in text for text in bob.speeches())  # nobody left
    for _ in range(200):  # a child ends when its parent has: each watches it (test_no_orphans)
        if all(ended(pid) for pid in children):
            break
        time.sleep(0.05)
    assert all(ended(pid) for pid in children), children

    stopped_log = _log(db)
    state = _table_state(db)
    assert state["left"] == []
    assert [seat["username"] for seat in state["seats"]][:1] == ["alice"]
    assert _analysis_jobs(db) == [ANALYSED]

    second = ServerProcess(db, port, "--analysis-ply", "2", light_hashes=True).start()
    try:
        again = WsClient(second.url)
        again.login("alice")
        again.until_speech("You are back at your table")
        again.until_menu("turn_menu")
        assert _log(db)[: len(stopped_log)] == stopped_log  # the game as it stood (the bot may have played)
        wait_for_my_roll(db, again)  # the bot, asked again, has played
        _until_analysing(second, again)
        again.close()
    finally:
        second.stop()
