"""Bots on the bus at its edges, with real processes on loopback (the helpers of ``test_bots_role``): an
owner started while nats-server is away serves and plays once it is there; the one-process server with
``--bots bus``; and an analysis asked over the bus, its first worker killed under it, that comes back equal
to the local pool's, word for word."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sqlite3
from pathlib import Path

import pytest

from playpalace_backgammon.bots.analysis_engine import AnalysisRequest
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.cluster.bus_bots import bus_bots
from playpalace_backgammon.host.net.config import ServerConfig
from tests.host.live_server import ServerProcess, ThreadedServer, WsClient, free_port

from .services import NatsServer
from .test_bots_role import WAIT, BotsWorker, bots_match, health, match_over, until

pytestmark = pytest.mark.slow(16)  # seconds on an idle machine

MAT = Path(__file__).resolve().parents[1] / "analysis" / "beavered_money_session.mat"


def test_an_owner_started_while_nats_server_is_away_serves_and_its_bots_play_once_it_is_there(
        pg_url: str) -> None:
    """The owner's bus is not there at its start: it serves all the same (at once: ``--bus-wait 0``, where
    serve waits 5 s for it first), its table says the bot waits, and once nats-server and a worker are up
    (nats-py connects by itself) the match goes on to its end."""
    port = free_port()
    away = NatsServer()
    server = ServerProcess(pg_url, free_port(), "--role", "tables", "--owner", "owner-a", "--bots", "bus",
                           "--bus", f"nats://127.0.0.1:{port}", "--grace-seconds", "0", "--bots-notice",
                           "0.5", "--bus-wait", "0", light_hashes=True).start()
    clients: list[WsClient] = []
    worker: BotsWorker | None = None
    try:
        bob = bots_match(server, clients)
        bob.until_speech("is waiting for a free bot worker", timeout=WAIT)
        assert not match_over(pg_url)
        away.start(port)
        worker = BotsWorker(away.url).start()
        until(lambda: match_over(pg_url), "the match goes on to its end once the bus is there")
        assert health(server)["bots"]["decisions"] > 4
    finally:
        for client in clients:
            client.close()
        server.stop()
        if worker is not None:
            worker.stop()
        away.stop()


def test_the_one_process_server_with_bots_on_the_bus_plays_through_a_worker(tmp_path: Path,
                                                                          nats: NatsServer) -> None:
    """``serve --bots bus`` without a role (the one process on SQLite, for testing): the same match, every
    decision a worker's."""
    worker = BotsWorker(nats.url)  # starting while the server starts
    config = ServerConfig(port=0, db=tmp_path / "one.sqlite3", grace_seconds=0.0, bots="bus",
                          bots_bus=nats.url, analysis_plies=0)
    server = ThreadedServer(config).start()
    worker.start()
    clients: list[WsClient] = []
    try:
        # As serve does before it listens: the first login would otherwise compile every catalogue (its
        # answer names each language in its own), seconds on a busy machine, past the client's patience.
        async def load_all() -> None:
            assert server.server is not None
            server.server.localizer.load_all()

        asyncio.run_coroutine_threadsafe(load_all(), server.loop).result(WAIT)
        bots_match(server, clients)

        def finished() -> bool:
            db = sqlite3.connect(config.db)
            try:
                return bool(db.execute("SELECT status FROM tables").fetchone() == ("finished",))
            finally:
                db.close()

        until(finished, "the match ends")
        decisions = server.call(lambda: server.server.lobby.bot_driver.stats["decisions"])  # type: ignore[union-attr]
        assert decisions == worker.health()["answered"]["decisions"] > 4
    finally:
        for client in clients:
            client.close()
        server.stop()
        worker.stop()


async def test_an_analysis_over_the_bus_is_the_local_pools_even_when_its_first_worker_is_killed(
        nats: NatsServer) -> None:
    """The match goes to the only worker; once its gnubg analysis process is there (stopped, so that it
    cannot finish first), a second worker starts and the first is killed (SIGKILL): its silence has the
    match asked of the second, whose analysis is the local pool's, word for word."""
    request = AnalysisRequest(MAT.read_text(), 0)
    first = BotsWorker(nats.url).start()
    second: BotsWorker | None = None
    before = first.pids
    bots = bus_bots(nats.url, "analysis-test", attempt_timeout=60.0, analysis_silence=5.0)
    started: set[int] = set()
    try:
        analysing = asyncio.create_task(bots.analyse(request))
        async with asyncio.timeout(WAIT):
            while not (started := first.pids - before):  # its analysis process: the match is in gnubg
                assert not analysing.done()
                await asyncio.sleep(0.02)
        for pid in started:
            os.kill(pid, signal.SIGSTOP)  # the analysis cannot end before its worker is killed
        second = BotsWorker(nats.url).start()
        first.process.kill()
        for pid in started:  # stopped, it cannot notice its parent's end by itself
            os.kill(pid, signal.SIGKILL)
        remote = await analysing
    finally:
        await bots.close()
        first.stop()
        if second is not None:
            second.stop()
    assert bots.stats["timeouts"] == 1 and bots.stats["answered"] == 2
    async with BotPool(workers=1) as pool:
        local = await pool.analyse(request)
    assert "Session statistics" in remote.text
    assert (remote.text, remote.plies) == (local.text, local.plies)
    assert _undated(remote.sgf) == _undated(local.sgf) and "DT[" in remote.sgf


def _undated(sgf: str) -> str:
    """gnubg's SGF without the day it was written (a run may cross midnight)."""
    return re.sub(r"DT\[[^]]*\]", "", sgf)
