"""A tournament on the cluster: two players on two gateways announce and join a knockout of 4 places, the
organiser fills it with 2 bots, and it runs on the one table owner that claimed it (its director and every
match's table there, its ownership and its tables' in PostgreSQL), while the gateways read it from the store,
render nothing of a table and hold no table. Each person is called to their table in words on their own
gateway, goes there with Alt+G, and plays their 1-point matches through keys (moves chosen from a replica
of the table's log, as ``test_gateways`` does); both hear every result and the winner. Then the owner of a
second event is killed in its first round, and the live one plays it to its end.

The two tests share one cluster (two owners, two gateways, a time to live of 2 s: starting a process costs
most of a second of CPU) and its database: each looks at its own event (the one not finished when it
starts), and the second counts the live owner's work from before the kill."""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Iterator

import pytest

from tests.cluster.services import NatsServer, PostgresServer, read
from tests.cluster.test_gateways import WAIT, Replica, cluster_process, health, keys_for, press, until
from tests.host.live_server import ServerProcess, WsClient, start_all, stop_all
from tests.host.tournament_client import announce, has_item, open_event

pytestmark = pytest.mark.slow(12)  # seconds on an idle machine: one cluster, two events

CALL = "Press Alt+G, or choose Go to my table"


def rows(url: str, sql: str, *args: object) -> list[tuple[object, ...]]:
    return read(url, sql, *args)


def two_join_a_knockout(ann: WsClient, bob: WsClient, pg_url: str, *, bob_hears_it: bool = False) -> str:
    """ann and bob log in, each on their own gateway; ann announces a knockout of 4 places, 1-point matches,
    starting when full (bob, in the main menu, hears it said on his gateway if ``bob_hears_it``), and both
    join it from its menu, ann hearing bob join; the event's id."""
    ann.login("ann")
    bob.login("bob")
    bob.until_menu("main_menu")
    announce(ann, places=6, length=5)
    if bob_hears_it:
        bob.until_speech("ann announces the tournament", WAIT)  # said on the other gateway
    ann.select("tournament", "join")
    ann.until(has_item("leave"), WAIT)  # type: ignore[arg-type]
    event_id = event_under_way(pg_url)
    open_event(bob, event_id)  # the list read from the store on bob's gateway
    bob.select("tournament", "join")
    bob.until(has_item("leave"), WAIT)  # type: ignore[arg-type]
    ann.until_speech("bob joins the tournament: 2 of 4 places taken.", WAIT)
    return event_id


def until_winner_heard(client: WsClient) -> None:
    """Until ``client`` has heard the event's winner, the last line of it: every result came before it, on
    the same path (the event's owner, then the client's gateway)."""
    def winner(text: str) -> bool:
        return "is over:" in text and text.endswith("wins!")

    if not any(winner(text) for text in client.speeches()):
        client.until(lambda p: p["type"] == "speak" and winner(p["text"]), WAIT)


def assert_each_result_heard_once(*people: WsClient) -> None:
    """Each of ``people`` heard each match of a four-place knockout's result once, and its winner once."""
    for client in people:
        until_winner_heard(client)
        client.drain(0.2)  # a line heard twice would come after: the quiet spell can only miss a repeat
        heard = client.speeches()
        for round_number, match in ((1, 1), (1, 2), (2, 1)):
            said = [text for text in heard if text.startswith(f"Round {round_number}, match {match}: ")]
            assert len(said) == 1, (round_number, match, said)
        assert len([text for text in heard if "is over:" in text and text.endswith("wins!")]) == 1


class EventPlay:
    """The people of an event, each going to the table they are called to and playing their turns there."""

    def __init__(self, url: str, event_id: str, people: dict[str, WsClient]) -> None:
        self.url = url
        self.event_id = event_id
        self.people = people
        self.went: dict[str, list[str]] = {name: [] for name in people}  # the tables each went to, in order
        self.replicas: dict[str, tuple[Replica, list[str]]] = {}
        self.rng = random.Random(11)
        self.decisions = 0
        self.moving = False  # an owner was killed: a key may be refused while its tables move
        self.refused = 0

    def open_tables(self) -> list[str]:
        return [str(table_id) for (table_id,) in rows(
            self.url, "SELECT t.table_id FROM tournament_matches t JOIN tables x ON x.id = t.table_id"
            " WHERE t.tournament_id = %s AND x.status <> 'finished' ORDER BY t.round, t.match",
            self.event_id)]

    def replica(self, table_id: str) -> tuple[Replica, list[str]]:
        if table_id not in self.replicas:
            (state,) = rows(self.url, "SELECT state FROM tables WHERE id = %s", table_id)[0]
            seats = [str(seat["username"]) for seat in json.loads(str(state))["seats"]]
            self.replicas[table_id] = (Replica(self.url, table_id), seats)
        return self.replicas[table_id]

    def go(self, name: str, table_id: str) -> None:
        """``name`` has been called (once more than they have gone): Alt+G to the table."""
        client = self.people[name]
        before = len(client.seen)
        client.key("g", alt=True)

        def board() -> bool:
            return any(p["type"] == "menu" and p["menu_id"] == "turn_menu" for p in client.seen[before:])

        while not board():
            client.until(lambda packet: packet["type"] == "menu" and packet["menu_id"] == "turn_menu", WAIT)
        self.went[name].append(table_id)

    def step(self) -> bool:
        """One look: each person called goes, each person to act acts; whether anything was done."""
        acted = False
        for client in self.people.values():
            client.ready()
        for table_id in self.open_tables():
            replica, seats = self.replica(table_id)
            replica.catch_up()
            for name in seats:
                if name not in self.people or table_id in self.went[name]:
                    continue
                if sum(CALL in text for text in self.people[name].speeches()) > len(self.went[name]):
                    self.go(name, table_id)
                    acted = True
            table = replica.table
            turn = table.bot_turn()
            if table.finished or turn is None or seats[turn.seat] not in self.people:
                continue
            name = seats[turn.seat]
            if table_id not in self.went[name]:
                continue  # not called yet (the call is on its way)
            count = replica.count
            client = self.people[name]
            press(client, keys_for(table, turn.seat, turn.context.kind, self.rng))
            if replica.catch_up() > count:
                self.decisions += 1
            else:  # refused in words (the table was moving): pressed again at the next look
                assert self.moving, (name, table_id)
                self.refused += 1
            acted = True
        return acted

    def until_decisions(self, count: int) -> None:
        deadline = threading.Event()
        timer = threading.Timer(6 * WAIT, deadline.set)
        timer.start()
        try:
            while self.decisions < count:
                assert not deadline.is_set(), "the players never got to play"
                if not self.step():
                    for client in self.people.values():
                        client.recv(0.05)
        finally:
            timer.cancel()

    def to_the_end(self) -> None:
        """Until the event is over in the store (every person's part played)."""
        deadline = threading.Event()
        timer = threading.Timer(6 * WAIT, deadline.set)
        timer.start()
        try:
            while rows(self.url, "SELECT status FROM tournaments WHERE id = %s", self.event_id) != [
                    ("finished",)]:
                assert not deadline.is_set(), "the event never finished"
                if not self.step():
                    for client in self.people.values():
                        client.recv(0.05)
        finally:
            timer.cancel()
            for replica, _ in self.replicas.values():
                replica.close()


Cluster = tuple[str, list[ServerProcess], list[ServerProcess]]


@pytest.fixture(scope="module")
def cluster(postgres: PostgresServer, nats: NatsServer) -> Iterator[Cluster]:
    """A database, two owners and two gateways (time to live 2 s), started side by side."""
    database = postgres.create_database("e")
    url = postgres.url(database)
    ttl = ("--owner-ttl", "2")
    owners = [cluster_process(url, nats, "--role", "tables", "--owner", f"owner-{n}", *ttl) for n in (1, 2)]
    gateways = [cluster_process(url, nats, "--role", "gateway", "--owner", f"gw-{n}", *ttl) for n in (1, 2)]
    try:
        start_all(owners + gateways)
        yield url, owners, gateways
    finally:
        stop_all(gateways + owners)
        postgres.drop_database(database)


def fill_with_bots(ann: WsClient, bob: WsClient, pg_url: str, event_id: str) -> EventPlay:
    """ann, the organiser, fills the event's empty places with bots; once both hear round 1 paired, their
    play of it."""
    ann.select("tournament", "fill-bots")
    for client in (ann, bob):
        client.until_speech("Round 1 of 2 is paired", WAIT)
    return EventPlay(pg_url, event_id, {"ann": ann, "bob": bob})


def event_under_way(url: str) -> str:
    """The id of the one event not finished."""
    (event_id,), = rows(url, "SELECT id FROM tournaments WHERE status <> 'finished'")
    return str(event_id)


def test_a_knockout_runs_on_one_owner_and_is_played_through_two_gateways(cluster: Cluster) -> None:
    """(First: the owners have carried nothing before it.)"""
    pg_url, owners, gateways = cluster
    ann, bob = None, None
    try:
        ann, bob = WsClient(gateways[0].url), WsClient(gateways[1].url)
        event_id = two_join_a_knockout(ann, bob, pg_url, bob_hears_it=True)

        # One owner claimed the event at epoch 1 and holds it; its director runs there alone.
        ((owner, epoch),) = rows(pg_url, "SELECT owner, epoch FROM table_owners WHERE table_id = %s",
                                 event_id)
        assert epoch == 1 and owner in ("owner-1", "owner-2")
        held = {name: health(process).get("events", {}).get("events") for name, process
                in zip(("owner-1", "owner-2"), owners, strict=True)}
        assert held == {owner: 1, ({"owner-1", "owner-2"} - {owner}).pop(): 0}, held

        play = fill_with_bots(ann, bob, pg_url, event_id)
        play.to_the_end()
        assert play.decisions > 4

        # Every match was played on the event's owner, to its end; the event's log is whole.
        matches = rows(pg_url, "SELECT t.round, t.match, o.owner, x.status FROM tournament_matches t"
                       " JOIN table_owners o ON o.table_id = t.table_id JOIN tables x ON x.id = t.table_id"
                       " WHERE t.tournament_id = %s ORDER BY t.round, t.match", event_id)
        assert [(r, m) for r, m, _, _ in matches] == [(1, 1), (1, 2), (2, 1)]
        assert {o for _, _, o, _ in matches} <= {owner, None}  # (a finished table is released)
        other = owners[0] if owner == "owner-2" else owners[1]
        carried = health(owners[0 if owner == "owner-1" else 1])["bus"]["commands"]
        assert carried >= play.decisions and health(other)["bus"]["commands"] == 0
        assert {str(s) for _, _, _, s in matches} <= {"finished", "closed"}  # (closed: a final of two bots)
        seqs = [int(str(seq)) for (seq,) in rows(pg_url, "SELECT seq FROM tournament_log"
                                                 " WHERE tournament_id = %s ORDER BY seq", event_id)]
        assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) >= 4 + 3  # four joins, three results
        # Both heard each result and the winner, on their own gateways.
        for client in (ann, bob):
            until_winner_heard(client)
            client.drain(0.2)
            heard = client.speeches()
            for round_number, match in ((1, 1), (1, 2), (2, 1)):
                assert any(text.startswith(f"Round {round_number}, match {match}: ") for text in heard), heard
            won = [text for text in heard if "is over:" in text and text.endswith("wins!")]
            assert len(won) == 1, won
        # The gateways held no table, and read the event's end from the store.
        for process in gateways:
            assert health(process)["tables"] == 0
        assert all(len(play.went[name]) >= 1 for name in ("ann", "bob"))
    finally:
        for client in (ann, bob):
            if client is not None:
                client.close()


def test_a_killed_owners_event_is_taken_over_and_played_to_its_end(cluster: Cluster) -> None:
    """SIGKILL of the event's owner in round 1 (time to live 2 s): the live owner claims the event at epoch 2
    and its running matches' tables with it, rebuilds its director from its log, the players are back at
    their boards through their gateways, and the event is played to its end there; each result and the
    winner are heard once, and the event's log has every entry once."""
    pg_url, owners, gateways = cluster
    ann, bob = None, None
    try:
        ann, bob = WsClient(gateways[0].url), WsClient(gateways[1].url)
        event_id = two_join_a_knockout(ann, bob, pg_url)  # (the first test's, over, is listed too)
        ((owner, _),) = rows(pg_url, "SELECT owner, epoch FROM table_owners WHERE table_id = %s", event_id)
        dead, live = (owners[0], owners[1]) if owner == "owner-1" else (owners[1], owners[0])
        live_name = "owner-2" if owner == "owner-1" else "owner-1"
        events_before = health(live)["events"]["events"]  # (none of this one's)
        play = fill_with_bots(ann, bob, pg_url, event_id)
        play.until_decisions(3)
        running = play.open_tables()
        assert running  # round 1 under way on the owner about to die

        play.moving = True
        carried_before = health(live)["bus"]["commands"]
        dead.kill()
        until(lambda: rows(pg_url, "SELECT owner, epoch FROM table_owners WHERE table_id = %s", event_id)
              == [(live_name, 2)], "the event claimed by the live owner", [ann, bob])
        until(lambda: {row[0] for row in rows(
            pg_url, "SELECT owner FROM table_owners WHERE table_id = ANY(%s)", running)} == {live_name},
              "the event's running tables claimed with it", [ann, bob])
        play.to_the_end()

        assert health(live)["ownership"]["events_taken"] == 1
        # The players played on there, through their gateways.
        assert health(live)["bus"]["commands"] > carried_before
        assert health(live)["events"]["events"] == events_before + 1
        final = rows(pg_url, "SELECT o.owner FROM tournament_matches t JOIN table_owners o"
                     " ON o.table_id = t.table_id WHERE t.tournament_id = %s AND t.round = 2", event_id)
        assert final and {row[0] for row in final} <= {live_name, None}  # opened by the new director
        seqs = [int(str(seq)) for (seq,) in rows(pg_url, "SELECT seq FROM tournament_log"
                                                 " WHERE tournament_id = %s ORDER BY seq", event_id)]
        assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) >= 4 + 3
        assert_each_result_heard_once(ann, bob)
    finally:
        for client in (ann, bob):
            if client is not None:
                client.close()
