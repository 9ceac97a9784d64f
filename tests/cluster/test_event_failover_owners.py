"""A tournament whose owner dies while two owners live (docs/scaling.md, "A dead owner's events"): the event
and every one of its running matches' tables go to one live owner, never split between the two, so the new
director sees each match end; the event is played to its end, every match's result counted once."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tests.cluster.services import NatsServer
from tests.cluster.test_gateway_events import (
    assert_each_result_heard_once,
    fill_with_bots,
    rows,
    two_join_a_knockout,
)
from tests.cluster.test_gateways import cluster_process, health, until
from tests.host.live_server import WsClient, start_all, stop_all

pytestmark = pytest.mark.slow(25)


def test_a_killed_owners_event_goes_whole_to_one_of_two_live_owners_and_ends(pg_url: str,
                                                                            nats: NatsServer) -> None:
    ttl = ("--owner-ttl", "2")
    names = [f"owner-{n}" for n in (1, 2, 3)]
    owners = [cluster_process(pg_url, nats, "--role", "tables", "--owner", name, *ttl) for name in names]
    gateways = [cluster_process(pg_url, nats, "--role", "gateway", "--owner", f"gw-{n}", *ttl)
                for n in (1, 2)]
    ann, bob = None, None
    try:
        start_all(owners + gateways)
        ann, bob = WsClient(gateways[0].url), WsClient(gateways[1].url)
        event_id = two_join_a_knockout(ann, bob, pg_url)
        ((owner, _),) = rows(pg_url, "SELECT owner, epoch FROM table_owners WHERE table_id = %s", event_id)
        dead = owners[names.index(str(owner))]
        live = [name for name in names if name != owner]
        play = fill_with_bots(ann, bob, pg_url, event_id)
        play.until_decisions(3)
        running = play.open_tables()
        assert len(running) >= 2  # both people's matches under way on the owner about to die
        assert {row[0] for row in rows(pg_url, "SELECT owner FROM table_owners WHERE table_id = ANY(%s)",
                                       running)} == {owner}

        play.moving = True
        dead.kill()
        def event_row() -> list[tuple[object, ...]]:
            return rows(pg_url, "SELECT owner, epoch FROM table_owners WHERE table_id = %s", event_id)

        until(lambda: event_row()[0][0] in live, "the event claimed by a live owner", [ann, bob])
        ((heir, epoch),) = event_row()
        assert epoch == 2
        until(lambda: {row[0] for row in rows(
            pg_url, "SELECT owner FROM table_owners WHERE table_id = ANY(%s)", running)} == {heir},
              "the event's running tables claimed with it", [ann, bob])
        other = owners[names.index(next(name for name in live if name != heir))]
        heir_process = owners[names.index(str(heir))]
        play.to_the_end()

        # The event and its tables went whole to the heir; the other live owner took nothing of it.
        assert health(heir_process)["ownership"]["events_taken"] == 1
        assert health(heir_process)["ownership"]["taken"] >= len(running)
        assert health(other)["ownership"]["taken"] == 0 and health(other)["ownership"]["events_taken"] == 0
        assert health(other)["bus"]["commands"] == 0
        final = rows(pg_url, "SELECT o.owner FROM tournament_matches t JOIN table_owners o"
                     " ON o.table_id = t.table_id WHERE t.round = 2")
        assert final and {row[0] for row in final} <= {heir, None}  # opened by the heir's director
        # Every match's result is in the event's log once, and was heard once by each person.
        log = [(int(str(seq)), json.loads(str(entry))) for seq, entry in rows(
            pg_url, "SELECT seq, entry FROM tournament_log WHERE tournament_id = %s ORDER BY seq", event_id)]
        assert [seq for seq, _ in log] == list(range(1, len(log) + 1))
        results = Counter((entry["event"]["round"], entry["event"]["match"]) for _, entry in log
                          if entry["event"]["kind"] == "finished")
        assert results == Counter({(1, 1): 1, (1, 2): 1, (2, 1): 1}), results
        assert rows(pg_url, "SELECT status FROM tournaments") == [("finished",)]
        assert_each_result_heard_once(ann, bob)
    finally:
        for client in (ann, bob):
            if client is not None:
                client.close()
        stop_all(gateways + owners)
