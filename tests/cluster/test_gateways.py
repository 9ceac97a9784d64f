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
import urllib.request
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psycopg
import pytest

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.rules import ReplayDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.log import LogEntry
from playpalace_backgammon.table.replay import replay_step
from tests.cluster.services import NatsServer, PostgresServer, read
from tests.host.live_server import ServerProcess, WsClient, create_table, free_port, start_all, stop_all

# Seconds on an idle machine (23 matches, about 2,000 decisions, a gateway and an owner killed, 9 servers
# started): this module starts first.
pytestmark = pytest.mark.slow(40)

PAIRS = 20
AT_ONCE = 20  # pairs playing at the same time
WAIT = 60.0  # the most any one wait lasts


def cluster_process(pg_url: str, nats: NatsServer, *role: str) -> ServerProcess:
    """A process of the cluster; its limits opened for scripted players (40 accounts from one address, keys as
    fast as the test sends them), and each finished match analysed at 0-ply (nothing here reads the
    analyses: serve's 1-ply would spend GNU Backgammon's CPU on 20 matches for nothing)."""
    return ServerProcess(pg_url, free_port(), *role, "--bus", nats.url, "--rate-per-second", "1000",
                         "--registrations-per-hour", "0", "--analysis-ply", "0", orphan_proof=True,
                         light_hashes=True)


class Quick:
    """An owner and two gateways with a time to live of 1 s, on a database of their own, shared by the tests
    below that each kill one of them (a process costs a second or two of CPU to start): ``alive()`` gives
    each test the three alive, what a test before killed replaced by a new process under a new name. Each
    test looks only at its own tables and players, and counts the owner's lost gateways from its start."""

    def __init__(self, postgres: PostgresServer, nats: NatsServer) -> None:
        self.postgres, self.nats = postgres, nats
        self.database = postgres.create_database("g")
        self.url = postgres.url(self.database)
        self.started: list[ServerProcess] = []
        self.named = 0
        self.owner_name, self.owner = self.new("tables", "owner")
        self.gateways = [self.new("gateway", "gw")[1] for _ in range(2)]

    def new(self, role: str, prefix: str) -> tuple[str, ServerProcess]:
        """A process of ``role`` (not started), named ``prefix`` and a number not given before."""
        self.named += 1
        name = f"{prefix}-{self.named}"
        process = cluster_process(self.url, self.nats, "--role", role, "--owner", name, "--owner-ttl", "2")
        self.started.append(process)
        return name, process

    def alive(self) -> tuple[str, ServerProcess, list[ServerProcess]]:
        """The owner's name, the owner and the two gateways, each listening (the new ones side by side)."""
        if _ended(self.owner):
            self.owner_name, self.owner = self.new("tables", "owner")
        self.gateways = [self.new("gateway", "gw")[1] if _ended(gateway) else gateway
                         for gateway in self.gateways]
        start_all([process for process in (self.owner, *self.gateways) if process.process is None])
        return self.owner_name, self.owner, list(self.gateways)

    def stop(self) -> None:
        stop_all([process for process in self.started if process.process is not None][::-1])
        self.postgres.drop_database(self.database)


def _ended(process: ServerProcess) -> bool:
    return process.process is not None and process.process.poll() is not None


@pytest.fixture(scope="module")
def quick(postgres: PostgresServer, nats: NatsServer) -> Iterator[Quick]:
    shared = Quick(postgres, nats)
    yield shared
    shared.stop()


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
    rows = read(url, "SELECT id, state FROM tables WHERE status = 'waiting'")
    found = [str(table_id) for table_id, state in rows if json.loads(state)["host"] == host]
    assert len(found) == 1, found
    return found[0]


def table_row(url: str, table_id: str) -> tuple[str, dict[str, object]]:
    ((status, state),) = read(url, "SELECT status, state FROM tables WHERE id = %s", table_id)
    return str(status), json.loads(state)


class Replica:
    """A table as its log in PostgreSQL describes it (read only), caught up entry by entry (through the
    connection ``read`` keeps for the test's database: one a replica was a PostgreSQL backend each)."""

    def __init__(self, url: str, table_id: str) -> None:
        self.url = url
        self.table_id = table_id
        rows = read(url, "SELECT state FROM tables WHERE id = %s", table_id)
        assert rows
        state = json.loads(rows[0][0])
        self.dice = ReplayDice([])
        self.table = BackgammonTable(state["options"], state["names"], self.dice)
        self.count = 0

    def catch_up(self) -> int:
        """The entries written since the last look, applied; the number of entries now."""
        for (entry,) in read(self.url, "SELECT entry FROM table_log WHERE table_id = %s AND seq > %s"
                             " ORDER BY seq", self.table_id, self.count):
            replay_step(self.table, LogEntry.from_data(json.loads(entry), ActionId), self.dice,
                        index=self.count, leftover="carry")
            self.count += 1
        return self.count

    def close(self) -> None:
        """Nothing of its own to close (``read``'s connections are closed at the end of each test)."""


Key = tuple[str, int | None, bool]  # a key, the board's cell it is pressed on, and whether with Control


def keys_for(table: object, seat: int, kind: DecisionKind, rng: random.Random) -> list[Key]:
    """The key presses that carry out a random legal choice of ``kind`` for ``seat``: first U for each
    sub-move already made this turn (or Control+Backspace to drop a selected checker), where some of an
    earlier play's keys were refused (its table moved, or the store refused a tick under load and the
    table undid it), then Enter on each point of the play."""
    if kind is DecisionKind.MOVE:
        turn = table.bot_turn()  # type: ignore[attr-defined]
        plays = turn.context.legal_plays
        # No hit when there is a choice: random play that hits runs for hundreds of turns.
        play = rng.choice([p for p in plays if not any(hit for _, _, hit in p.raw_steps)] or plays)
        keys: list[Key] = []
        for command in table.point_commands_for_play(seat, play):  # type: ignore[attr-defined]
            if command.action is ActionId.UNDO:
                keys.append(("u", 0, False))
            elif command.action is ActionId.DESELECT:
                keys.append(("backspace", 0, True))
            else:
                assert command.action is ActionId.POINT
                keys.append(("enter", command.cell, False))
        return keys
    if kind in (DecisionKind.ROLL_OR_DOUBLE, DecisionKind.END_TURN):
        return [("enter", 0, False)]
    return [("y", 0, False)]  # take, accept


def press(player: WsClient, keys: list[Key]) -> None:
    """Press ``keys``, then wait for the gateway's pong: it answers a ping once every command before it is
    answered, and an owner answers a command once it is committed and its frames are sent, so the keys are
    all logged (or refused in words) then."""
    for key, cell, control in keys:
        player.key(key, cell=cell, control=control)
    player.send({"type": "ping"})
    player.until(lambda packet: packet["type"] == "pong", WAIT)


class Match:
    """Two players on a table through their gateways, its replica, and who sits where."""

    def __init__(self, pg_url: str, host: WsClient, guest: WsClient, names: tuple[str, str],
                 seed: int) -> None:
        self.names = names
        self.players = {names[0]: host, names[1]: guest}
        self.rng = random.Random(seed)
        self.tokens: dict[str, str] = {}
        for name, client in self.players.items():
            self.tokens[name] = client.login(name)["session_token"]
        create_table(host)
        self.table_id = table_hosted_by(pg_url, names[0])
        guest.until_menu("main_menu")
        guest.select("main_menu", "game-backgammon")
        guest.until_menu("game")
        guest.select("game", "list")
        listed = guest.until_menu("tables")
        entry = next(item for item in listed["items"] if item["id"] == f"table-{self.table_id}")
        assert entry["text"].startswith("Table ") and names[0] in entry["text"]
        guest.select("tables", entry["id"])
        guest.until_menu("join")
        guest.select("join", "join")
        guest.until_menu("table")
        host.until_speech(f"{names[1]} joined")
        host.select("table", "start")
        host.until_menu("turn_menu")
        guest.until_menu("turn_menu")
        _, state = table_row(pg_url, self.table_id)
        self.seats = [str(seat["username"]) for seat in state["seats"]]  # type: ignore[attr-defined]
        self.replica = Replica(pg_url, self.table_id)
        self.decisions = 0

    def to_act(self, caught_up: bool = False) -> tuple[str, DecisionKind] | None:
        """Who must act now and how (None once the match is over); ``caught_up``: the replica has just
        been caught up (at the end of ``decide``), no need to look at the log again."""
        if not caught_up:
            self.replica.catch_up()
        if self.replica.table.finished:
            return None
        turn = self.replica.table.bot_turn()
        assert turn is not None
        return self.seats[turn.seat], turn.context.kind

    def decide(self, caught_up: bool = False) -> None:
        """The player to act makes a random legal choice through keys, answered and logged (``caught_up``:
        as in ``to_act``)."""
        count = self.replica.count if caught_up else self.replica.catch_up()
        table = self.replica.table
        turn = table.bot_turn()
        assert turn is not None
        keys = keys_for(table, turn.seat, turn.context.kind, self.rng)
        press(self.players[self.seats[turn.seat]], keys)
        assert self.replica.catch_up() > count, (self.names, keys)
        self.decisions += 1

    def to_the_end(self) -> int:
        """Play until the match is over and both have heard its result; the decisions made in all."""
        # One look at the log a decision: the one that proves its keys were logged tells who acts next.
        caught_up = False
        while self.to_act(caught_up) is not None:
            self.decide(caught_up=True)
            caught_up = True
        for client in self.players.values():  # each hears the result (read already, perhaps, for a pong)
            until(lambda c=client: any("win the match" in text or "wins the match" in text  # type: ignore[misc]
                                       for text in c.speeches()), f"{self.names}: the result heard", [client])
        self.replica.close()
        return self.decisions


def play_pair(pg_url: str, host: WsClient, guest: WsClient, names: tuple[str, str], seed: int) -> int:
    """``host`` creates a table on its gateway, ``guest`` finds it in the list on the other and joins, the
    host starts, and both play to the end of the match; the number of decisions made."""
    return Match(pg_url, host, guest, names, seed).to_the_end()


def test_pairs_on_two_gateways_play_their_matches_to_the_end(pg_url: str, nats: NatsServer) -> None:
    # The default time to live: a busy start-up (13 processes and 40 players at once) stalls the owners and
    # gateways, and an owner neither counts its own stall as a gateway's silence nor loses a gateway that
    # answers when asked.
    owners = [cluster_process(pg_url, nats, "--role", "tables", "--owner", f"owner-{n}") for n in (1, 2)]
    gateways = [cluster_process(pg_url, nats, "--role", "gateway", "--owner", f"gw-{n}") for n in (1, 2)]
    clients: list[WsClient] = []
    try:
        start_all(owners + gateways)
        pairs = []
        for number in range(PAIRS):
            host, guest = WsClient(gateways[number % 2].url), WsClient(gateways[(number + 1) % 2].url)
            clients += [host, guest]
            pairs.append((host, guest, (f"host{number}", f"guest{number}"), number))
        with ThreadPoolExecutor(AT_ONCE) as pool:
            decisions = list(pool.map(lambda pair: play_pair(pg_url, *pair), pairs))
        assert all(made > 4 for made in decisions), decisions
        statuses = read(pg_url, "SELECT status, count(*) FROM tables GROUP BY status")
        assert dict(statuses).get("finished") == PAIRS, statuses
        # The owners' queue group shared the tables out: each owner carried commands of gateways' players.
        carried = [health(process)["bus"]["commands"] for process in owners]
        assert all(count > 0 for count in carried), carried
        # No live gateway was taken for dead, however busy the start-up.
        assert [health(process)["bus"]["gateways_lost"] for process in owners] == [0, 0]
        relayed = [health(process)["bus"]["commands"] for process in gateways]
        assert sum(relayed) == sum(carried), (relayed, carried)  # each command carried out once
        for client in clients:
            client.drain(0.1)  # what is left arrives, and is validated
            assert client.seen and not client.closed
    finally:
        for client in clients:
            client.close()
        stop_all(gateways + owners)


def test_a_killed_gateways_players_come_back_through_the_other_and_hear_what_they_missed(
        quick: Quick) -> None:
    """SIGKILL of the host's gateway in mid-match, when the guest is to roll: the owner notices the gateway's
    silence and starts the host's reconnect grace (the guest hears the host lost the connection); the guest
    plays on; the host logs in to the other gateway with its session token and is back at the seat with
    the board, hearing in the recap what a spectator heard meanwhile; the match is played to its end, and
    leaving the table brings each player the gateway's main menu. Table chat goes over the bus too."""
    _, owner, gateways = quick.alive()
    pg_url = quick.url
    lost = health(owner)["bus"]["gateways_lost"]
    clients: list[WsClient] = []
    try:
        host, guest, watcher = WsClient(gateways[0].url), WsClient(gateways[1].url), WsClient(gateways[1].url)
        clients += [host, guest, watcher]
        match = Match(pg_url, host, guest, ("ann", "bob"), 3)
        watcher.login("carl")
        watcher.until_menu("main_menu")
        watcher.select("main_menu", "game-backgammon")
        watcher.until_menu("game")
        watcher.select("game", "list")
        watcher.until_menu("tables")
        watcher.select("tables", f"table-{match.table_id}")
        watcher.until_menu("join")
        watcher.select("join", "watch")
        watcher.until_menu("turn_menu")
        host.send({"type": "chat", "message": "good luck", "convo": "local"})  # table chat, over the bus
        for listener in (guest, watcher):
            said = listener.until(lambda p: p["type"] == "chat" and p["message"] == "good luck", WAIT)
            assert said["sender"] == "ann"
        host.send({"type": "chat", "message": "hello all", "convo": "global"})  # to every gateway's players
        for listener in (host, guest, watcher):
            said = listener.until(lambda p: p["type"] == "chat" and p["message"] == "hello all", WAIT)
            assert said["sender"] == "ann" and said["convo"] == "global"
        while match.to_act() != ("bob", DecisionKind.ROLL_OR_DOUBLE) or match.decisions < 4:
            match.decide()
        # A fence through the owner: its answer to the watcher's key leaves after every frame it sent the
        # watcher before (one subscription, in order); a pong, the gateway's own, waits for none of them.
        watcher.key("s")  # the score: "Match to" is said nowhere else
        watcher.until_speech("Match to ", WAIT)
        heard_before = len(watcher.speeches())

        gateways[0].kill()
        guest.until_speech("ann lost the connection", WAIT)  # the owner noticed the gateway's silence
        assert health(owner)["bus"]["gateways_lost"] == lost + 1
        while match.to_act() is not None and match.to_act()[0] == "bob":  # type: ignore[index]
            match.decide()  # bob rolls and moves while ann is away
        watcher.send({"type": "ping"})
        watcher.until(lambda packet: packet["type"] == "pong", WAIT)
        missed = [text for text in watcher.speeches()[heard_before:] if "ann" not in text]
        assert missed, watcher.speeches()[heard_before:]

        again = WsClient(gateways[1].url)
        clients.append(again)
        again.send({"type": "authorize", "username": "ann", "password": "", "locale": "en", "major": 11,
                    "minor": 0, "patch": 0, "session_token": match.tokens["ann"]})
        assert again.until(lambda p: p["type"] in ("authorize_success", "disconnect"))["type"] == (
            "authorize_success")
        again.until_speech("You are back at your table", WAIT)
        board = again.until_menu("turn_menu", WAIT)
        said = again.speeches()
        recap = said[next(index for index, text in enumerate(said) if "back at" in text):]
        assert all(line in recap for line in missed), (missed, recap)
        assert any(item["id"].startswith("cell-") for item in board["items"])
        match.players["ann"] = again
        match.to_the_end()
        assert table_row(pg_url, match.table_id)[0] == "finished"
        for player in match.players.values():  # the rating's news, made on the owner, reaches the gateways
            until(lambda c=player: any(text.startswith("Your rating goes")  # type: ignore[misc]
                                       for text in c.speeches()), "the rating's news", [player])
        for player in match.players.values():  # leaving the table: the gateway's own main menu again
            player.ready()
            assert player.menu is not None and player.item_ids()[-2:] == ["rematch", "leave"]
            player.select(player.menu["menu_id"], "leave")
            player.until_menu("main_menu", WAIT)
        again.select("main_menu", "game-backgammon")
        again.until_menu("game")
        again.select("game", "list")
        listed = again.until_menu("tables")  # listed by the gateway from PostgreSQL: the match is over
        assert f"table-{match.table_id}" not in [item["id"] for item in listed["items"]]
    finally:
        for client in clients:
            client.close()


def ownership(url: str, tables: list[str] | None = None) -> dict[str, tuple[str | None, int]]:
    """Who owns each table, at which epoch (of ``tables`` alone, when given)."""
    rows = read(url, "SELECT table_id, owner, epoch FROM table_owners")
    return {str(table): (owner, int(epoch)) for table, owner, epoch in rows
            if tables is None or str(table) in tables}


def test_a_killed_owners_tables_come_back_to_their_players_through_their_gateways(
        quick: Quick) -> None:
    """Two matches on the one owner, their players on two gateways; a second owner starts, and the first is
    killed with SIGKILL in mid-match (time to live 1 s): the second claims both tables at epoch 2 and tells
    the gateways, and every player hears the recap and gets the board without doing anything. A key pressed
    meanwhile is either refused in words ("the table is moving") or carried out once; no log entry is
    written twice, and both matches are played to the end."""
    first_name, first, gateways = quick.alive()
    pg_url = quick.url
    second_name, second = quick.new("tables", "owner")
    clients: list[WsClient] = []
    try:
        matches = []
        for number in range(2):
            host, guest = WsClient(gateways[number].url), WsClient(gateways[1 - number].url)
            clients += [host, guest]
            matches.append(Match(pg_url, host, guest, (f"host{number}", f"guest{number}"), number))
        second.launch()  # the tables are the first owner's already; the second starts while they play on
        for match in matches:
            while match.decisions < 4 or match.to_act()[1] is not DecisionKind.ROLL_OR_DOUBLE:  # type: ignore[index]
                match.decide()
        second.listening()
        tables = [match.table_id for match in matches]
        assert set(ownership(pg_url, tables).values()) == {(first_name, 1)}
        heard = {id(client): len(client.speeches()) for client in clients}

        first.kill()
        pressed = matches[0]
        count = pressed.replica.catch_up()
        player, _ = pressed.to_act()  # type: ignore[misc]
        pressed.players[player].key("enter", cell=0)  # the roll, while the table moves
        for client in clients:  # back at the seat, with no key pressed, through the gateway it is on
            until(lambda c=client: any("You are back at your table" in text  # type: ignore[misc]
                                       for text in c.speeches()[heard[id(c)]:]), "the recap", [client])
            client.until_menu("turn_menu", WAIT)
        assert ownership(pg_url, tables) == {table: (second_name, 2) for table in tables}
        pressing = pressed.players[player]
        pressing.send({"type": "ping"})
        pressing.until(lambda packet: packet["type"] == "pong", WAIT)
        moving = any("The table is moving" in text for text in pressing.speeches()[heard[id(pressing)]:])
        logged = pressed.replica.catch_up() - count
        assert (moving and logged == 0) or (not moving and logged == 1), (moving, logged)
        with ThreadPoolExecutor(len(matches)) as pool:
            list(pool.map(Match.to_the_end, matches))
        with psycopg.connect(pg_url) as db:
            for match in matches:
                row = db.execute("SELECT count(*), count(DISTINCT seq) FROM table_log WHERE table_id = %s",
                                 (match.table_id,)).fetchone()
                assert row is not None and row[0] == row[1] == match.replica.count
                assert table_row(pg_url, match.table_id)[0] == "finished"
    finally:
        for client in clients:
            client.close()
