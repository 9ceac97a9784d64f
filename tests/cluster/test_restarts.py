"""The bus and the store restarted under a match (issue 24, test 5): nats-server killed and started again,
then PostgreSQL stopped and started again, under a gateway and a table owner that run on (each a process of
its own on loopback; the nats-server private to this test, so that it can be restarted, and the PostgreSQL
the session's: the tests of one test process run one at a time, so no other test uses it while one stops
and starts it, and each test finds it serving, and leaves it so).

Ann and Bob, both on the gateway, play a 1-point match at one table on the owner. While nats-server is away
Ann presses a key and hears that the server is busy; once it is back Bob, who pressed nothing, is back at
his seat with the recap (his gateway reclaims it) and Ann's keys reach the table again. While PostgreSQL is
away Ann asks to resign the match: the step cannot be saved, so it does not happen, and she and Bob hear
that it was not saved, then she hears that the server is busy when she presses again; once PostgreSQL is
back the table is rebuilt from its log by itself, Ann resigns, and the match ends for both. Every step
anyone heard is in the log, once. And the one process on PostgreSQL (no role) brings its player back to the
seat once PostgreSQL is back. Waits are on what the clients hear or PostgreSQL records, up to a
deadline."""

from __future__ import annotations

import json
import threading
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.host.live_server import (
    ServerProcess,
    WsClient,
    create_bot_table,
    create_table,
    free_port,
    open_first_table,
    start_all,
)

from .services import NatsServer, PostgresServer, read

pytestmark = pytest.mark.slow(20)  # seconds on an idle machine: a private nats-server, three processes

WAIT = 60.0
BUSY = "The server is busy"
NOT_SAVED = "could not save what just happened"


def _serving(postgres: PostgresServer) -> None:
    """``postgres`` started again if a test left it stopped."""
    if postgres.process is None or postgres.process.poll() is not None:
        postgres.resume()


@pytest.fixture
def private_postgres(postgres: PostgresServer) -> Iterator[PostgresServer]:
    """The session's PostgreSQL, for the test to stop and start (a database of its own in it), serving
    before the test and after it, however it ended."""
    _serving(postgres)
    yield postgres
    _serving(postgres)


@pytest.fixture
def private(private_postgres: PostgresServer) -> Iterator[tuple[PostgresServer, NatsServer]]:
    """The module's PostgreSQL and a nats-server of this test's own."""
    nats = NatsServer().start()
    try:
        yield private_postgres, nats
    finally:
        nats.stop()


def until(check: Callable[[], Any], what: str, clients: list[WsClient]) -> Any:
    """Look again and again (up to ``WAIT``) until ``check()`` is true, reading what ``clients`` are sent."""
    deadline = threading.Event()
    timer = threading.Timer(WAIT, deadline.set)
    timer.start()
    try:
        while not (value := check()):
            assert not deadline.is_set(), f"never: {what}"
            for client in clients:
                client.recv(0.02)
        return value
    finally:
        timer.cancel()


def log_entries(url: str) -> list[tuple[int, dict[str, Any]]]:
    rows = read(url, "SELECT seq, entry FROM table_log ORDER BY seq")
    return [(int(seq), json.loads(entry)) for seq, entry in rows]


def table_status(url: str) -> str:
    rows = read(url, "SELECT status FROM tables")
    assert rows
    return str(rows[0][0])


def health(process: ServerProcess) -> dict[str, Any]:
    with urllib.request.urlopen(f"http://127.0.0.1:{process.port}/health", timeout=10) as answer:
        found: dict[str, Any] = json.loads(answer.read())
    return found


def heard_since(client: WsClient, mark: int) -> list[str]:
    return [p["text"] for p in client.seen[mark:] if p["type"] == "speak"]


def test_play_resumes_after_the_bus_and_the_store_restart(private: tuple[PostgresServer, NatsServer],
                                                         tmp_path: Path) -> None:
    postgres, nats = private
    url = postgres.url(postgres.create_database("r"))
    # A gateway gives up on a silent owner after 6 s, not serve's 20 (``--command-cap``: the answers 1 s and
    # 2 s apart time out, then the one 4 s after: "busy" at 7 s, where 20 s took 23), and the owner refuses
    # commands older than 4.5 s: the same rule, scaled.
    common = ("--bus", nats.url, "--rate-per-second", "1000", "--owner-ttl", "2", "--analysis-ply", "0",
              "--command-cap", "6")
    logs = [(tmp_path / name).open("wb") for name in ("owner.log", "gateway.log")]
    owner = ServerProcess(url, free_port(), "--role", "tables", "--owner", "owner-1", *common,
                          orphan_proof=True, output=logs[0], light_hashes=True)
    gateway = ServerProcess(url, free_port(), "--role", "gateway", *common, orphan_proof=True, output=logs[1],
                            light_hashes=True)
    clients: list[WsClient] = []
    try:
        start_all([owner, gateway])
        ann, bob = WsClient(gateway.url), WsClient(gateway.url)
        clients += [ann, bob]
        ann.login("ann")
        bob.login("bob")
        create_table(ann)
        open_first_table(bob)
        bob.select("join", "join")
        bob.until_menu("table")
        ann.until_speech("bob joined")
        ann.select("table", "start")
        ann.until_menu("turn_menu")
        bob.until_menu("turn_menu")
        started = log_entries(url)
        assert len(started) >= 1 and started[0][1].get("start")  # the start both heard is kept

        # nats-server killed: a key pressed meanwhile is answered in words.
        port = nats.port
        assert nats.process is not None
        nats.process.kill()
        nats.process.wait(10)
        mark = len(ann.seen)
        ann.key("s")
        until(lambda: any(BUSY in text for text in heard_since(ann, mark)), "Ann hears the server is busy",
              clients)
        mark_bob = len(bob.seen)
        nats.start(port)
        # Back: Bob, who pressed nothing, hears he is back at his seat (his gateway reclaimed it:
        # the owner may have taken the gateway for dead meanwhile), and Ann's keys reach the table again.
        until(lambda: any(t.startswith("You are back at your table") for t in heard_since(bob, mark_bob)),
              "Bob back at his seat, with the recap, once nats-server is back", clients)
        def answered() -> bool:
            mark = len(ann.seen)
            ann.key("s")
            return bool(until(lambda: any(t.startswith(("Match to", BUSY, "The table is moving"))
                                          for t in heard_since(ann, mark)), "an answer to S", clients)
                        and any(t.startswith("Match to") for t in heard_since(ann, mark)))
        until(answered, "Ann's S answered by the table once nats-server is back", clients)
        assert log_entries(url) == started  # nothing written twice, nothing lost

        # PostgreSQL stopped: Ann's resignation cannot be kept, so it does not happen; both hear that.
        ann.send({"type": "escape", "menu_id": "turn_menu"})
        ann.until_menu("actions_menu")
        postgres.halt()
        mark_ann, mark_bob = len(ann.seen), len(bob.seen)
        ann.select("actions_menu", "resign_match")
        until(lambda: any(NOT_SAVED in t for t in heard_since(ann, mark_ann))
              and any(NOT_SAVED in t for t in heard_since(bob, mark_bob)),
              "Ann and Bob hear that her step was not kept", clients)
        assert not any("resign" in t.lower() for t in heard_since(bob, mark_bob))  # nothing of it heard
        assert not any("Resign the whole match?" in t for t in heard_since(ann, mark_ann))
        mark = len(ann.seen)
        ann.key("s")  # the table is not back yet: the server is busy, in words
        until(lambda: any(BUSY in t for t in heard_since(ann, mark)), "Ann hears the server is busy", clients)
        assert health(owner)["ownership"]["waiting_for_store"] == 1

        # PostgreSQL back: the table is rebuilt from its log; Ann resigns and the match ends for both.
        postgres.resume()
        until(answered, "Ann's S answered by the table once PostgreSQL is back", clients)
        assert log_entries(url)[: len(started)] == started
        assert health(owner)["ownership"]["waiting_for_store"] == 0
        ann.send({"type": "escape", "menu_id": "turn_menu"})
        ann.until_menu("actions_menu")
        ann.select("actions_menu", "resign_match")
        ann.until_speech("Resign the whole match?")
        ann.key("y")
        ann.until_speech("Your rating")
        bob.until_speech("Your rating")
        until(lambda: table_status(url) == "finished", "the table finished in PostgreSQL", clients)
        entries = log_entries(url)
        assert [seq for seq, _ in entries] == list(range(1, len(entries) + 1))  # each step once, in order
        assert entries[: len(started)] == started
        assert sum(1 for _, entry in entries if entry.get("start")) == 1
        actions = [command[0] for _, entry in entries for command in entry.get("commands", [])]
        # The resignation asked while PostgreSQL was away is not there; the one both heard is, once.
        assert actions.count("resign_match") == 1 and actions.count("confirm_resign_match") == 1, actions
    finally:
        for client in clients:
            client.close()
        gateway.stop()
        owner.stop()
        for log in logs:
            log.close()
            print(f"--- {log.name}:\n" + Path(log.name).read_text(errors="replace")[-6000:])


def test_the_one_process_on_postgresql_brings_its_player_back_after_the_store_restarts(
        private_postgres: PostgresServer) -> None:
    """``serve --db postgresql://...`` (no role): a step refused while PostgreSQL is away sends the player
    to the main menu, told why; once PostgreSQL is back the table is rebuilt and the player is back at the
    seat without doing anything, and the match goes on to its end."""
    postgres = private_postgres
    url = postgres.url(postgres.create_database("o"))
    server = ServerProcess(url, free_port(), "--rate-per-second", "1000", "--analysis-ply", "0",
                           orphan_proof=True, light_hashes=True)
    clients: list[WsClient] = []
    try:
        server.start()
        ann = WsClient(server.url)
        clients.append(ann)
        ann.login("ann")
        create_bot_table(ann)
        started = log_entries(url)
        ann.send({"type": "escape", "menu_id": "turn_menu"})
        ann.until_menu("actions_menu")
        postgres.halt()
        mark = len(ann.seen)
        ann.select("actions_menu", "resign_match")
        until(lambda: any(NOT_SAVED in t for t in heard_since(ann, mark)), "told: not saved", clients)
        ann.until_menu("main_menu")
        assert not any("Resign the whole match?" in t for t in heard_since(ann, mark))
        mark = len(ann.seen)
        postgres.resume()
        until(lambda: any(t.startswith("You are back at your table") for t in heard_since(ann, mark)),
              "Ann back at her seat once PostgreSQL is back", clients)
        ann.until_menu("turn_menu")
        assert log_entries(url)[: len(started)] == started
        ann.send({"type": "escape", "menu_id": "turn_menu"})
        ann.until_menu("actions_menu")
        ann.select("actions_menu", "resign_match")
        ann.until_speech("Resign the whole match?")
        ann.key("y")
        ann.until_speech("Your bot-practice rating")
        until(lambda: table_status(url) == "finished", "the table finished in PostgreSQL", clients)
        entries = log_entries(url)
        assert [seq for seq, _ in entries] == list(range(1, len(entries) + 1))
        actions = [command[0] for _, entry in entries for command in entry.get("commands", [])]
        assert actions.count("resign_match") == 1 and actions.count("confirm_resign_match") == 1, actions
    finally:
        for client in clients:
            client.close()
        server.stop()
