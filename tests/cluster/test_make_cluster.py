"""``make cluster`` (scripts/cluster.sh, ``host/cluster/local``) as a real process: every process it starts
answers (the owners' and nats-server's health, PostgreSQL's queries, each owner registered in it), and
Ctrl+C (SIGINT) stops them all, ports closed. Killed outright, it leaves nothing running either: that is
``test_operations``'s ``--one-port`` cluster's end (one cluster, its PostgreSQL initialised, started
less)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import urllib.request
from pathlib import Path
from typing import Any

import psycopg
import pytest

from tests.host.live_server import WsClient

from .services import descendants, ended, tcp_open

pytestmark = pytest.mark.slow(8)  # seconds on an idle machine

REPO = Path(__file__).resolve().parents[2]
WAIT = 120.0  # the most the test waits for the cluster to start, or for its processes to end


def _get(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url, timeout=10) as answer:
        assert answer.status == 200
        found = json.loads(answer.read())
    assert isinstance(found, dict)
    return found


def _until_ended(pids: set[int]) -> set[int]:
    """The processes of ``pids`` still running after waiting up to ``WAIT`` for them to end."""
    gave_up = threading.Event()
    timer = threading.Timer(WAIT, gave_up.set)
    timer.start()
    try:
        while (running := {pid for pid in pids if not ended(pid)}) and not gave_up.wait(0.05):
            pass
    finally:
        timer.cancel()
    return running


class Cluster:
    """scripts/cluster.sh started as ``make cluster`` starts it, its logs in a file."""

    def __init__(self, *extra: str) -> None:
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            ["bash", "scripts/cluster.sh", "--port", "0", "--owner-ttl", "2", "--bot-pacing", "0", *extra],
            cwd=REPO, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=self.log, text=True,
            env={**os.environ, "PYTHON": sys.executable, "PYTHONPATH": str(REPO)})
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # the first line it prints: ready, or it ended
        assert line.startswith("cluster ready "), line + self.logs()
        self.processes: list[dict[str, Any]] = json.loads(line.removeprefix("cluster ready "))["processes"]
        self.pids = descendants(self.process.pid)

    def logs(self) -> str:
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-4000:]

    def named(self, name: str) -> dict[str, Any]:
        return next(process for process in self.processes if process["name"] == name)

    def end(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        _until_ended(self.pids)
        self.log.close()


def test_make_cluster_starts_every_process_and_ctrl_c_stops_them_all() -> None:
    cluster = Cluster()
    try:
        names = sorted(process["name"] for process in cluster.processes)
        assert names == ["gateway-1", "gateway-2", "nats-server", "owner-1", "owner-2", "postgres"]
        for name in ("owner-1", "owner-2"):
            found = _get(cluster.named(name)["health"])
            assert found["ownership"]["owner"] == name and found["ownership"]["held"] == 0
            # On the bus, serving the gateways' players.
            assert found["bus"] == {"remote_listeners": 0, "commands": 0, "gateways_lost": 0}
        for name in ("gateway-1", "gateway-2"):
            found = _get(cluster.named(name)["health"])
            assert found["bus"]["gateway"].startswith(name + "-") and "ownership" not in found
        player = WsClient(cluster.named("gateway-1")["url"])  # a player logs in where players connect
        try:
            assert player.login("ann")["type"] == "authorize_success"
            player.until_menu("main_menu")
        finally:
            player.close()
        assert _get(cluster.named("nats-server")["health"]) == {"status": "ok"}
        with psycopg.connect(cluster.named("postgres")["url"]) as db:
            owners = {row[0] for row in db.execute("SELECT owner FROM owners").fetchall()}
        assert owners == {"owner-1", "owner-2"}
        ports = [process["port"] for process in cluster.processes]
        assert all(tcp_open(port) for port in ports)
        # Every process it reports is its own child, PostgreSQL's helpers beside them.
        assert {process["pid"] for process in cluster.processes} < cluster.pids
        assert len(cluster.pids) >= 10

        cluster.process.send_signal(signal.SIGINT)  # Ctrl+C
        assert cluster.process.wait(WAIT) == 0
        assert cluster.process.stdout is not None
        assert cluster.process.stdout.read().strip() == "cluster stopped"
        assert _until_ended(cluster.pids) == set()
        assert not any(tcp_open(port) for port in ports)
    finally:
        cluster.end()


def test_make_cluster_with_bots_workers_has_owners_without_gnubg() -> None:
    cluster = Cluster("--bots-workers", "1", "--gateways", "0", "--owners", "1")  # an owner and the worker
    try:
        names = sorted(process["name"] for process in cluster.processes)
        assert names == ["bots-1", "nats-server", "owner-1", "postgres"]
        worker = _get(cluster.named("bots-1")["health"])
        assert worker["status"] == "ok" and worker["gnubg_workers"] >= 1
        owner = cluster.named("owner-1")  # one proves it: the owners are started alike
        assert _get(owner["health"])["bots"]["retries"] == 0  # its bots are asked on the bus
        assert descendants(owner["pid"]) == {owner["pid"]}  # no gnubg, no helper of its own
        cluster.process.send_signal(signal.SIGINT)
        assert cluster.process.wait(WAIT) == 0
        assert _until_ended(cluster.pids) == set()
    finally:
        cluster.end()
