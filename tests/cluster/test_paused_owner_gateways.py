"""The issue's SIGSTOP test (test 3) through the gateways: a table owner paused for longer than its
heartbeat's time to live, then continued, while its players are on gateways. Its tables have moved (the live
owner holds them at the next epoch, and every player hears the recap and gets the board from it without
pressing anything); the continued owner sends nothing for them (nats-server counts no message from its
connection after the pause: no frame, no answer, no note sending a player to the lobby); nobody is bounced to
the main menu; no log entry is written twice (each table's entries numbered 1, 2, 3 ... with no gap or
repeat); and the matches are played to their end on the live owner.

The bus is a nats-server of the test's own, with its monitoring port, so that what each process published
is read from nats-server itself (``/connz``: each connection's name and messages in). Waits are on what
arrives, what PostgreSQL records or what a process reports, looked at again and again up to a deadline."""

from __future__ import annotations

import json
import signal
import urllib.request
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psycopg
import pytest

from playpalace_backgammon.bots import DecisionKind
from tests.cluster.services import NatsServer
from tests.cluster.test_gateways import WAIT, Match, health, ownership, table_row, until
from tests.cluster.test_owner_failover import BotMatch, PeopleMatch, process, to_the_roll
from tests.host.live_server import WsClient, start_all, stop_all

pytestmark = pytest.mark.slow(20)  # seconds on an idle machine

# The default time to live: nothing here is timed, and a busy machine starving a process for a second must
# not move a table before the pause does (the pause is held until the rows say the tables moved).
TTL = 3.0
BACK = "You are back at your table"
MOVED = "This table has moved"


@pytest.fixture
def watched_nats() -> Iterator[NatsServer]:
    """A nats-server of this test's own, with its monitoring port (what each connection published)."""
    server = NatsServer(monitor=True).start()
    yield server
    server.stop()


def published_by(nats: NatsServer, name: str) -> int:
    """How many messages the process connected as ``name`` has published, as nats-server counts them."""
    address = f"http://127.0.0.1:{nats.monitor_port}/connz?limit=1000"
    with urllib.request.urlopen(address, timeout=10) as answer:
        connections = json.loads(answer.read())["connections"]
    found = [int(connection["in_msgs"]) for connection in connections if connection.get("name") == name]
    assert len(found) == 1, [connection.get("name") for connection in connections]
    return found[0]


def speeches_after(client: WsClient, mark: int) -> list[str]:
    return [str(packet["text"]) for packet in client.seen[mark:] if packet["type"] == "speak"]


def test_a_paused_owners_tables_move_and_once_continued_it_sends_nothing_for_them(
        pg_url: str, watched_nats: NatsServer, tmp_path: Path) -> None:
    nats = watched_nats
    first = process(pg_url, nats, "tables", "owner-1", tmp_path, TTL)
    second = process(pg_url, nats, "tables", "owner-2", tmp_path, TTL)
    gateways = [process(pg_url, nats, "gateway", f"gw-{n}", tmp_path, TTL) for n in (1, 2)]
    clients: list[WsClient] = []
    try:
        start_all([first, *gateways])
        host, guest, solo = (WsClient(gateways[0].url), WsClient(gateways[1].url),
                             WsClient(gateways[1].url))
        clients += [host, guest, solo]
        with ThreadPoolExecutor(2) as pool:
            people = pool.submit(PeopleMatch, pg_url, host, guest, ("ann", "bob"), 1)
            with_bot = pool.submit(BotMatch, pg_url, solo, "cid", 2)
            matches: list[Match] = [people.result(), with_bot.result()]
        second.start()  # the tables are owner-1's; owner-2 starts while their players play on
        with ThreadPoolExecutor(2) as pool:
            list(pool.map(to_the_roll, matches))
        assert ownership(pg_url) == {match.table_id: ("owner-1", 1) for match in matches}
        for client in clients:
            client.ready()
        heard = {id(client): len(client.seen) for client in clients}
        counts = [match.replica.catch_up() for match in matches]
        assert first.process is not None

        first.process.send_signal(signal.SIGSTOP)
        try:
            sent_before = published_by(nats, "tables-owner-1")
            until(lambda: ownership(pg_url) == {match.table_id: ("owner-2", 2) for match in matches},
                  "owner-2 holds both tables at epoch 2")
            for client in clients:  # the recap and the board from the live owner, no key pressed
                until(lambda c=client: any(BACK in text for text in speeches_after(c, heard[id(c)])),  # type: ignore[misc]
                      "the recap", [client])
                client.until_menu("turn_menu", WAIT)
            # A roll pressed now reaches the live owner (carried out) and waits in the paused one's socket.
            pressed = matches[0]
            _, kind = pressed.to_act()  # type: ignore[misc]
            assert kind is DecisionKind.ROLL_OR_DOUBLE
            pressed.decide()
        finally:
            first.process.send_signal(signal.SIGCONT)
        beats = health(first)["ownership"]["beats"]
        # The continued owner finds its heart had stopped, drops both tables, and holds nothing.
        until(lambda: (lambda found: found["held"] == 0 and found["beats"] >= beats + 2)(  # type: ignore[misc]
            health(first)["ownership"]), "the continued owner drops the tables", clients)
        assert published_by(nats, "tables-owner-1") == sent_before  # nothing at all from it since the pause

        with ThreadPoolExecutor(len(matches)) as pool:  # play goes on at the live owner, to the end
            list(pool.map(Match.to_the_end, matches))
        assert published_by(nats, "tables-owner-1") == sent_before
        for client in clients:  # nobody told the table moved, nobody sent to the lobby
            said = speeches_after(client, heard[id(client)])
            assert not any(MOVED in text for text in said), said
            assert not any(packet["type"] == "menu" and packet["menu_id"] == "main_menu"
                           for packet in client.seen[heard[id(client)]:]), "sent to the lobby"
        assert ownership(pg_url) == {match.table_id: ("owner-2", 2) for match in matches}
        assert health(first)["ownership"]["held"] == 0
        with psycopg.connect(pg_url) as db:
            for match, before in zip(matches, counts, strict=True):
                assert table_row(pg_url, match.table_id)[0] == "finished"
                seqs = [int(seq) for (seq,) in db.execute(
                    "SELECT seq FROM table_log WHERE table_id = %s ORDER BY seq", (match.table_id,))]
                assert seqs == list(range(1, len(seqs) + 1)) and len(seqs) > before, match.names
    finally:
        for client in clients:
            client.close()
        if first.process is not None:
            first.process.send_signal(signal.SIGCONT)
        stop_all([*gateways, first, second])
