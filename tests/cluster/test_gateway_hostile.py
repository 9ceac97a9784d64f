"""Whatever a client sends through a gateway (``serve --role gateway``, a process of its own with a table
owner beside it, on nats-server and PostgreSQL): the hostile-packet test of the one process
(``tests/host/test_hostile_packets.py``) from a player seated at a started table, so that every packet a
table takes crosses the bus to the owner. Each one gets a typed refusal or a valid answer (every frame
checked against the schema), the connection stays usable, nobody hears "something went wrong", and
neither process logs an error or a traceback."""

from __future__ import annotations

import json
import logging
import tempfile
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playpalace_backgammon.host.net import packets as p
from tests.cluster.services import NatsServer, PostgresServer
from tests.host.live_server import ServerProcess, free_port, start_all, stop_all
from tests.host.test_hostile_packets import INTERNAL_ERRORS, Seated, hostile

pytestmark = pytest.mark.slow(30)  # seconds on an idle machine: this module starts first


class Cluster:
    """An owner and a gateway on their own database, their output in one file."""

    def __init__(self, postgres: PostgresServer, nats: NatsServer) -> None:
        self.database = postgres.create_database("h")
        self.log = tempfile.TemporaryFile()
        url = postgres.url(self.database)
        limits = ("--bus", nats.url, "--rate-per-second", "100000")
        self.processes = [ServerProcess(url, free_port(), "--role", role, "--owner", role, *limits,
                                        orphan_proof=True, output=self.log, light_hashes=True)
                          for role in ("tables", "gateway")]
        start_all(self.processes)
        self.url = self.processes[1].url

    def logged(self) -> str:
        self.log.seek(0)
        return self.log.read().decode(errors="replace")

    def stop(self) -> None:
        stop_all(self.processes[::-1])


@pytest.fixture(scope="module")
def cluster(postgres: PostgresServer, nats: NatsServer) -> Iterator[Cluster]:
    started = Cluster(postgres, nats)
    yield started
    started.stop()
    started.log.close()
    postgres.drop_database(started.database)


@pytest.fixture(scope="module")
def seated(cluster: Cluster) -> Iterator[Seated]:
    player = Seated(cluster)  # type: ignore[arg-type]
    yield player
    player.client.close()


@pytest.mark.parametrize("packet_type", sorted(p.CLIENT_PACKET_TYPES))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_packet_through_a_gateway_gets_a_refusal_or_a_valid_answer(
    seated: Seated, packet_type: str, data: st.DataObject
) -> None:
    document: Any = data.draw(hostile(packet_type))
    answers = seated.send(document)
    spoken = [a["text"] for a in answers if a["type"] == "speak"]
    assert not any(error in text for error in INTERNAL_ERRORS for text in spoken), (document, spoken)


def test_neither_process_logged_an_error(cluster: Cluster, seated: Seated) -> None:
    """After every hostile packet above (this test runs after them, on the same processes)."""
    seated.send({"type": "ping"})
    logged = cluster.logged()
    error = f" {logging.getLevelName(logging.ERROR)} "
    assert "Traceback" not in logged and error not in logged, logged[-3000:]
    assert "owner tables: registered" in logged  # the log read is the processes' own
    with urllib.request.urlopen(f"http://127.0.0.1:{cluster.processes[1].port}/health", timeout=10) as answer:
        assert json.loads(answer.read())["bus"]["commands"] > 0  # the well-formed ones went to the owner
