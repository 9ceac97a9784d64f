"""``serve --db postgresql://...``: the real server on the private PostgreSQL plays, is killed in mid-match
and started again, and finds the table as its log left it; and a tick whose commit PostgreSQL refuses (its
connection cut under it) is never heard: the table goes on from what the store kept, its player back at the
seat."""

from __future__ import annotations

import psycopg
import pytest

from playpalace_backgammon.host.net.config import ServerConfig
from tests.host.live_server import ThreadedServer, WsClient, create_bot_table
from tests.host.test_crash_recovery import sigkill_in_mid_match_and_restart, wait_for_my_roll

pytestmark = pytest.mark.slow(18)  # seconds on an idle machine: this module starts first


def test_serve_on_postgresql_keeps_a_match_across_a_sigkill(pg_url: str) -> None:
    restarted = sigkill_in_mid_match_and_restart(pg_url, seed=11, turns=3)
    assert restarted.before_count > 6
    assert restarted.moved_count > restarted.after_count


def _log_count(url: str) -> int:
    with psycopg.connect(url) as db:
        row = db.execute("SELECT count(*) FROM table_log").fetchone()
    assert row is not None
    return int(row[0])


def test_a_tick_postgresql_refuses_is_never_heard_and_the_table_goes_on(pg_url: str) -> None:
    server = ThreadedServer(ServerConfig(port=0, db=pg_url, bot_pacing_seconds=0.0)).start()
    try:
        alice = WsClient(server.url)
        alice.login("alice")
        create_bot_table(alice, match_length=5)
        wait_for_my_roll(pg_url, alice)
        alice.settle()  # the log is committed before its tick's frames leave: the board's come after it
        board = [item["text"] for item in alice.menu["items"]] if alice.menu else []
        count = _log_count(pg_url)
        # PostgreSQL drops the store's connection: the next tick's writes are lost with it.
        backend = server.call(lambda: server.server.store._pg.raw.info.backend_pid)  # type: ignore[union-attr]
        with psycopg.connect(pg_url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (backend,))
        seen = len(alice.seen)
        alice.key("enter", cell=0)  # roll: refused by the store
        alice.until_speech("You are back at your table")
        said = [p["text"] for p in alice.seen[seen:] if p["type"] == "speak"]
        # The first thing heard is that nothing happened: the roll's words never left.
        assert said[0].startswith("The server could not save"), said
        assert _log_count(pg_url) == count  # nothing of the refused tick was kept
        alice.settle()
        assert alice.menu is not None and [item["text"] for item in alice.menu["items"]] == board
        assert server.call(lambda: len(server.server.lobby.rooms)) == 1  # type: ignore[union-attr]
        alice.key("enter", cell=0)  # the roll again, on the new connection: kept this time
        alice.settle()  # the roll's frames, which leave after its commit
        assert _log_count(pg_url) > count
        alice.close()
    finally:
        server.stop()
