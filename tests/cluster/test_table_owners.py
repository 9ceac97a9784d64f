"""Two table owners (``serve --role tables``, real processes) on one PostgreSQL: each claims the tables made
on it; one is killed with SIGKILL in mid-match, and the live one claims its tables at the next epoch,
rebuilds each from its log, and its players, logging in there, are back at their seats with the same board
and the same answers; play goes on, written under the new epoch. The ownership rows are waited for as
PostgreSQL records them (looked at again and again up to a deadline, never slept on for a set time)."""

from __future__ import annotations

import json
import random
import signal
import threading
import urllib.request
from collections.abc import Callable

import psycopg
import pytest

from playpalace_backgammon.host.net.config import ServerConfig
from tests.host.live_server import (
    ServerProcess,
    ThreadedServer,
    WsClient,
    create_bot_table,
    free_port,
    start_all,
)
from tests.host.test_crash_recovery import play_one_turn, replica, status, wait_for_my_roll

from .services import read
from .services import until as cluster_until
from .test_gateways import ownership

pytestmark = pytest.mark.slow(25)  # seconds on an idle machine: this module starts first

TTL = 2.0  # seconds without a heartbeat before an owner's tables go to the live ones
WAIT = 90.0  # the most the test waits for the ownership it expects


def owner(pg_url: str, name: str) -> ServerProcess:
    return ServerProcess(pg_url, free_port(), "--role", "tables", "--owner", name, "--owner-ttl", str(TTL),
                         light_hashes=True)


def newest_table(url: str) -> str:
    rows = read(url, "SELECT id FROM tables ORDER BY created_at DESC LIMIT 1")
    assert rows
    return str(rows[0][0])


def wait_for_ownership(url: str, expected: dict[str, tuple[str | None, int]]) -> None:
    deadline = threading.Event()
    timer = threading.Timer(WAIT, deadline.set)
    timer.start()
    try:
        while (found := ownership(url)) != expected:
            assert not deadline.is_set(), f"ownership never became {expected}: {found}"
            deadline.wait(0.05)
    finally:
        timer.cancel()


def held_by(server: ServerProcess) -> int:
    """How many tables the owner's ``/health`` says it holds."""
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/health", timeout=10) as answer:
        return int(json.loads(answer.read())["ownership"]["held"])


def log_entries(url: str, table_id: str) -> tuple[int, int]:
    """The table's log entries: how many, and how many distinct sequence numbers."""
    ((count, distinct),) = read(url, "SELECT count(*), count(DISTINCT seq) FROM table_log"
                                     " WHERE table_id = %s", table_id)
    return int(count), int(distinct)


def until(check: Callable[[], bool], what: str) -> None:
    """Look again and again (up to ``WAIT``) until ``check()`` is true."""
    cluster_until(check, what, WAIT)


def board_of(client: WsClient) -> list[str]:
    return [item["text"] for item in client.menu["items"]] if client.menu else []


def test_a_killed_owners_tables_are_claimed_and_rebuilt_by_the_live_one(pg_url: str) -> None:
    rng = random.Random(5)
    first, second = owner(pg_url, "owner-a"), owner(pg_url, "owner-b")
    start_all([first, second])
    clients: list[WsClient] = []
    try:
        tables: dict[str, str] = {}
        seen: dict[str, tuple[list[str], dict[str, str], int, object]] = {}
        for name, server in (("alice", first), ("bob", first), ("carol", second)):
            client = WsClient(server.url)
            clients.append(client)
            client.login(name)
            create_bot_table(client, match_length=5)
            tables[name] = table_id = newest_table(pg_url)
            wait_for_my_roll(pg_url, client, table_id)
            for _ in range(2):
                play_one_turn(pg_url, client, rng, table_id)
                wait_for_my_roll(pg_url, client, table_id)
        # Each table claimed by the process it was made on, at epoch 1.
        assert ownership(pg_url) == {tables["alice"]: ("owner-a", 1), tables["bob"]: ("owner-a", 1),
                                     tables["carol"]: ("owner-b", 1)}
        for name, client in zip(("alice", "bob"), clients, strict=False):
            table, count = replica(pg_url, tables[name])
            seen[name] = (board_of(client), status(client), count, table.snapshot()["match"])
            assert count > 4

        first.kill()  # SIGKILL in mid-match: its heart stops, its tables are orphans
        for client in clients[:2]:
            client.close()
        wait_for_ownership(pg_url, {tables["alice"]: ("owner-b", 2), tables["bob"]: ("owner-b", 2),
                                    tables["carol"]: ("owner-b", 1)})

        for name in ("alice", "bob"):
            again = WsClient(second.url)
            clients.append(again)
            again.login(name)
            again.until_speech("You are back at your table")
            board = again.until_menu("turn_menu")
            before_board, before_status, before_count, before_match = seen[name]
            assert [item["text"] for item in board["items"]] == before_board
            assert status(again) == before_status
            table, count = replica(pg_url, tables[name])
            assert count == before_count  # nothing written twice, nothing lost
            assert table.snapshot()["match"] == before_match
        # Play goes on at the new owner, its entries written under epoch 2.
        alice = clients[-2]
        play_one_turn(pg_url, alice, rng, tables["alice"])
        wait_for_my_roll(pg_url, alice, tables["alice"])
        assert replica(pg_url, tables["alice"])[1] > seen["alice"][2]
        assert ownership(pg_url)[tables["alice"]] == ("owner-b", 2)
    finally:
        for client in clients:
            client.close()
        first.stop()
        second.stop()


def test_a_table_whose_fenced_write_is_refused_stops_at_once_and_its_player_is_told(pg_url: str) -> None:
    """An owner (in-process) whose table another owner has taken (its row moved on, as a claim does) learns
    it from the store's fence at the next command: nothing of that command is written or heard, the table
    leaves the owner's lobby, and its player is told it moved."""
    config = ServerConfig(port=0, db=pg_url, bot_pacing_seconds=0.0, role="tables", owner="owner-a",
                          owner_ttl=60.0)
    server = ThreadedServer(config).start()
    try:
        alice = WsClient(server.url)
        alice.login("alice")
        create_bot_table(alice, match_length=5)
        table_id = newest_table(pg_url)
        wait_for_my_roll(pg_url, alice, table_id)
        assert ownership(pg_url) == {table_id: ("owner-a", 1)}
        count = replica(pg_url, table_id)[1]
        with psycopg.connect(pg_url, autocommit=True) as db:  # owner-b's claim
            db.execute("UPDATE table_owners SET owner = 'owner-b', epoch = epoch + 1")
        seen = len(alice.seen)
        alice.key("enter", cell=0)
        alice.until_speech("This table has moved to another server")
        said = [p["text"] for p in alice.seen[seen:] if p["type"] == "speak"]
        assert said[0].startswith("This table has moved"), said  # nothing of the refused step was heard
        alice.until_menu("main_menu")
        assert replica(pg_url, table_id)[1] == count
        assert server.call(lambda: table_id in server.server.lobby.rooms) is False  # type: ignore[union-attr]
        assert server.call(lambda: server.server.store.epoch(table_id)) is None  # type: ignore[union-attr]
        alice.close()
    finally:
        server.stop()


def test_a_paused_owner_loses_its_table_and_once_continued_changes_nothing(pg_url: str) -> None:
    """SIGSTOP of an owner for longer than its time to live: the live owner claims its table at epoch 2.
    A command sent to the paused owner meanwhile waits in its socket; on SIGCONT the paused owner handles
    it, but its write is fenced: the log is unchanged, the player hears only that the table moved, and the
    owner holds no table any more. Back at the live owner, the player has the same board and plays on."""
    rng = random.Random(11)
    first, second = owner(pg_url, "owner-a"), owner(pg_url, "owner-b")
    start_all([first, second])
    clients: list[WsClient] = []
    assert first.process is not None
    try:
        alice = WsClient(first.url)
        clients.append(alice)
        alice.login("alice")
        create_bot_table(alice, match_length=5)
        table_id = newest_table(pg_url)
        wait_for_my_roll(pg_url, alice, table_id)
        play_one_turn(pg_url, alice, rng, table_id)
        wait_for_my_roll(pg_url, alice, table_id)
        assert ownership(pg_url) == {table_id: ("owner-a", 1)}
        before_status = status(alice)  # drained first: the log is committed before its tick's frames leave
        before_board = board_of(alice)
        table, before_count = replica(pg_url, table_id)
        before_match = table.snapshot()["match"]

        first.process.send_signal(signal.SIGSTOP)
        try:
            wait_for_ownership(pg_url, {table_id: ("owner-b", 2)})
            seen = len(alice.seen)
            alice.key("enter", cell=0)  # her roll, sent to the paused owner
        finally:
            first.process.send_signal(signal.SIGCONT)
        alice.until_speech("This table has moved to another server")
        said = [p["text"] for p in alice.seen[seen:] if p["type"] == "speak"]
        assert said[0].startswith("This table has moved"), said  # nothing of the fenced roll was heard
        alice.until_menu("main_menu")
        until(lambda: held_by(first) == 0, "the continued owner drops the table")
        assert log_entries(pg_url, table_id) == (before_count, before_count)  # nothing written, nothing twice
        assert ownership(pg_url) == {table_id: ("owner-b", 2)}

        again = WsClient(second.url)
        clients.append(again)
        again.login("alice")
        again.until_speech("You are back at your table")
        board = again.until_menu("turn_menu")
        assert [item["text"] for item in board["items"]] == before_board
        assert status(again) == before_status
        table, count = replica(pg_url, table_id)
        assert count == before_count and table.snapshot()["match"] == before_match
        play_one_turn(pg_url, again, rng, table_id)
        wait_for_my_roll(pg_url, again, table_id)
        count, distinct = log_entries(pg_url, table_id)
        assert count == distinct > before_count
        assert held_by(first) == 0 and ownership(pg_url) == {table_id: ("owner-b", 2)}
    finally:
        for client in clients:
            client.close()
        first.process.send_signal(signal.SIGCONT)
        first.stop()
        second.stop()
