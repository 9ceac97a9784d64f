"""Gateways (``serve --role gateway``) and table owners (``serve --role tables``) on a real nats-server and
PostgreSQL, every one a process of its own on loopback: pairs of players, the two of each pair on different
gateways, create, list, join and play their matches to the end through keys, and every frame any of them
receives is valid under PlayPalace's schema (``WsClient`` checks each one).

Moves are chosen from a replica of each table rebuilt from its log in PostgreSQL (read only); every action
travels as a key over a player's websocket, through the gateway and the bus to the table's owner. Waits are
on what arrives or what PostgreSQL records, looked at again and again up to a deadline."""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.request
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.rules import ReplayDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Viewer
from tests.cluster.services import NatsServer
from tests.host.live_server import ServerProcess, WsClient, create_table, free_port

# Seconds on an idle machine (20 matches, about 1,800 decisions): this module starts first.
pytestmark = pytest.mark.slow(100)

PAIRS = 20
AT_ONCE = 5  # pairs playing at the same time
WAIT = 60.0  # the most any one wait lasts


def cluster_process(pg_url: str, nats: NatsServer, *role: str) -> ServerProcess:
    return ServerProcess(pg_url, free_port(), *role, "--bus", nats.url, "--rate-per-second", "1000",
                         orphan_proof=True)


def until(check: Callable[[], bool], what: str, clients: list[WsClient] = ()) -> None:  # type: ignore[assignment]
    """Look again and again (up to ``WAIT``) until ``check()`` is true, reading what ``clients`` are sent
    meanwhile (each frame validated as it arrives)."""
    deadline = threading.Event()
    timer = threading.Timer(WAIT, deadline.set)
    timer.start()
    try:
        while not check():
            assert not deadline.is_set(), f"never: {what}"
            if clients:
                for client in clients:
                    client.recv(0.02)
            else:
                deadline.wait(0.02)
    finally:
        timer.cancel()


def health(process: ServerProcess) -> dict[str, Any]:
    with urllib.request.urlopen(f"http://127.0.0.1:{process.port}/health", timeout=10) as answer:
        found: dict[str, Any] = json.loads(answer.read())
    return found


def table_hosted_by(url: str, host: str) -> str:
    with psycopg.connect(url) as db:
        rows = db.execute("SELECT id, state FROM tables WHERE status = 'waiting'").fetchall()
    found = [str(table_id) for table_id, state in rows if json.loads(state)["host"] == host]
    assert len(found) == 1, found
    return found[0]


def table_row(url: str, table_id: str) -> tuple[str, dict[str, object]]:
    with psycopg.connect(url) as db:
        row = db.execute("SELECT status, state FROM tables WHERE id = %s", (table_id,)).fetchone()
    assert row is not None
    return str(row[0]), json.loads(row[1])


class Replica:
    """A table as its log in PostgreSQL describes it (read only), caught up entry by entry."""

    def __init__(self, url: str, table_id: str) -> None:
        self.db = psycopg.connect(url, autocommit=True)
        self.table_id = table_id
        row = self.db.execute("SELECT state FROM tables WHERE id = %s", (table_id,)).fetchone()
        assert row is not None
        state = json.loads(row[0])
        self.dice = ReplayDice([])
        self.table = BackgammonTable(state["options"], state["names"], self.dice)
        self.count = 0

    def catch_up(self) -> int:
        """The entries written since the last look, applied; the number of entries now."""
        for (entry,) in self.db.execute("SELECT entry FROM table_log WHERE table_id = %s AND seq > %s"
                                        " ORDER BY seq", (self.table_id, self.count)).fetchall():
            step = json.loads(entry)
            self.dice.queue(step["dice"])
            if step.get("start"):
                self.table.start()
            for data in step.get("commands", []):
                viewer = Viewer(step["seat"], step["perspective"])
                self.table.handle(viewer, Command.from_data(data, ActionId))
            self.count += 1
        return self.count

    def close(self) -> None:
        self.db.close()


def keys_for(table: object, seat: int, kind: DecisionKind, rng: random.Random) -> list[tuple[str, int]]:
    """The key presses that carry out a random legal choice of ``kind`` for ``seat``."""
    if kind is DecisionKind.MOVE:
        turn = table.bot_turn()  # type: ignore[attr-defined]
        plays = turn.context.legal_plays
        # No hit when there is a choice: random play that hits runs for hundreds of turns.
        play = rng.choice([p for p in plays if not any(hit for _, _, hit in p.raw_steps)] or plays)
        keys = []
        for command in table.point_commands_for_play(seat, play):  # type: ignore[attr-defined]
            assert command.action is ActionId.POINT
            keys.append(("enter", command.cell))
        return keys
    if kind in (DecisionKind.ROLL_OR_DOUBLE, DecisionKind.END_TURN):
        return [("enter", 0)]
    return [("y", 0)]  # take, accept


def play_pair(pg_url: str, host: WsClient, guest: WsClient, names: tuple[str, str], seed: int) -> int:
    """``host`` creates a table on its gateway, ``guest`` finds it in the list on the other and joins, the
    host starts, and both play to the end of the match; the number of decisions made."""
    host.login(names[0])
    guest.login(names[1])
    create_table(host)
    table_id = table_hosted_by(pg_url, names[0])
    guest.until_menu("main_menu")
    guest.select("main_menu", "game-backgammon")
    guest.until_menu("game")
    guest.select("game", "list")
    listed = guest.until_menu("tables")
    entry = next(item for item in listed["items"] if item["id"] == f"table-{table_id}")
    assert entry["text"].startswith("Table ") and names[0] in entry["text"]
    guest.select("tables", entry["id"])
    guest.until_menu("join")
    guest.select("join", "join")
    guest.until_menu("table")
    host.until_speech(f"{names[1]} joined")
    host.select("table", "start")
    host.until_menu("turn_menu")
    guest.until_menu("turn_menu")
    _, state = table_row(pg_url, table_id)
    seats = {index: seat["username"] for index, seat in enumerate(state["seats"])}  # type: ignore[attr-defined]
    by_name = {names[0]: host, names[1]: guest}
    rng = random.Random(seed)
    decisions = 0
    began = time.monotonic()
    replica = Replica(pg_url, table_id)
    try:
        while True:
            count = replica.catch_up()
            table = replica.table
            if table.finished:
                break
            turn = table.bot_turn()
            assert turn is not None
            keys = keys_for(table, turn.seat, turn.context.kind, rng)
            player = by_name[seats[turn.seat]]
            for key, cell in keys:
                player.key(key, cell=cell)
            # The gateway answers a ping after every command before it has been answered, and an owner
            # answers a command once it is committed and its frames are sent: the keys are all logged.
            player.send({"type": "ping"})
            player.until(lambda packet: packet["type"] == "pong", WAIT)
            assert replica.catch_up() > count, (names, keys)
            decisions += 1
    finally:
        replica.close()
    for client in (host, guest):  # each hears the result (perhaps read already, waiting for a pong)
        until(lambda c=client: any("win the match" in text or "wins the match" in text  # type: ignore[misc]
                                   for text in c.speeches()), f"{names}: the result heard", [client])
    print("pair", names, decisions, "decisions", round(time.monotonic() - began, 1), "s")
    return decisions


def test_pairs_on_two_gateways_play_their_matches_to_the_end(pg_url: str, nats: NatsServer) -> None:
    owners = [cluster_process(pg_url, nats, "--role", "tables", "--owner", f"owner-{n}") for n in (1, 2)]
    gateways = [cluster_process(pg_url, nats, "--role", "gateway", "--owner", f"gw-{n}") for n in (1, 2)]
    clients: list[WsClient] = []
    try:
        for process in owners + gateways:
            process.start()
        pairs = []
        for number in range(PAIRS):
            host, guest = WsClient(gateways[number % 2].url), WsClient(gateways[(number + 1) % 2].url)
            clients += [host, guest]
            pairs.append((host, guest, (f"host{number}", f"guest{number}"), number))
        with ThreadPoolExecutor(AT_ONCE) as pool:
            decisions = list(pool.map(lambda pair: play_pair(pg_url, *pair), pairs))
        assert all(made > 4 for made in decisions), decisions
        with psycopg.connect(pg_url) as db:
            statuses = db.execute("SELECT status, count(*) FROM tables GROUP BY status").fetchall()
        assert dict(statuses).get("finished") == PAIRS, statuses
        # The owners' queue group shared the tables out: each owner carried commands of gateways' players.
        carried = [health(process)["bus"]["commands"] for process in owners]
        assert all(count > 0 for count in carried), carried
        relayed = [health(process)["bus"]["commands"] for process in gateways]
        assert sum(relayed) == sum(carried), (relayed, carried)  # each command carried out once
        for client in clients:
            client.drain(0.1)  # what is left arrives, and is validated
            assert client.seen and not client.closed
    finally:
        for client in clients:
            client.close()
        for process in gateways + owners:
            process.stop()
