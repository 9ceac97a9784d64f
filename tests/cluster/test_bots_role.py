"""Bots as a service, with real processes on loopback: a table owner (``serve --role tables --bots bus``) on
the private PostgreSQL, bots workers (``serve --role bots``) on the private nats-server, real gnubg in the
workers' own processes and none in the owner's. A bot match plays to its end; it still does when one of two
workers is stopped under a request and then killed; with no worker at first, the table's people hear that
the bot waits for one, and once a worker starts the match goes on to its end (more in
``test_bots_bus_edges``).

In each match Alice starts a table against a gnubg bot, Bob watches it, and Alice leaves: with no grace
period a bot plays her seat at once, so the whole match is bots' decisions over the bus, and Bob hears it.
Every wait is for something the processes record or say, up to a deadline; none is a set sleep."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest

from tests.host.live_server import (
    REPO,
    ServerProcess,
    ThreadedServer,
    WsClient,
    create_bot_table,
    free_port,
    watch_first_table,
)

from .services import NatsServer, descendants, ended, read
from .services import until as cluster_until

pytestmark = pytest.mark.slow(15)  # seconds on an idle machine: this module starts first

WAIT = 120.0  # the most any step waits for what it expects


class BotsWorker:
    """``serve --role bots`` as a process, waited for by the line it prints once it is on the bus."""

    def __init__(self, bus: str, *extra: str) -> None:
        self.port = free_port()
        argv = [sys.executable, "-m", "playpalace_backgammon", "serve", "--role", "bots", "--bus", bus,
                "--bot-workers", "1", "--port", str(self.port), *extra]
        self.process = subprocess.Popen(["setpriv", "--pdeathsig", "SIGKILL", "--", *argv], cwd=REPO,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT)
        self.output: list[str] = []
        self._ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for raw in self.process.stdout:
            line = raw.decode(errors="replace").rstrip()
            self.output.append(line)
            if line.startswith("bots worker ready"):
                self._ready.set()
        self._ready.set()

    def start(self) -> BotsWorker:
        assert self._ready.wait(WAIT) and self.process.poll() is None, "\n".join(self.output[-30:])
        return self

    @property
    def pids(self) -> set[int]:
        return descendants(self.process.pid)

    def health(self) -> dict[str, Any]:
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/health", timeout=10) as answer:
            found: dict[str, Any] = json.loads(answer.read())
        return found

    def stop(self) -> None:
        running = self.pids
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
        until(lambda: all(ended(pid) for pid in running), "the worker's gnubg processes end with it")


def until(check: Callable[[], Any], what: str) -> Any:
    """Look again and again (up to ``WAIT``) until ``check()`` is true; its value."""
    return cluster_until(check, what, WAIT)


def owner(pg_url: str, nats: NatsServer, *extra: str) -> ServerProcess:
    return ServerProcess(pg_url, free_port(), "--role", "tables", "--owner", "owner-a", "--bots", "bus",
                         "--bus", nats.url, "--grace-seconds", "0", "--analysis-ply", "0", *extra,
                         light_hashes=True)


def health(server: ServerProcess) -> dict[str, Any]:
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/health", timeout=10) as answer:
        found: dict[str, Any] = json.loads(answer.read())
    return found


def table_status(url: str) -> str | None:
    found = read(url, "SELECT status FROM tables ORDER BY created_at DESC LIMIT 1")
    return str(found[0][0]) if found else None


def analyses(url: str) -> int:
    ((count,),) = read(url, "SELECT count(*) FROM analyses")
    return int(count)


def log_count(url: str) -> int:
    ((count,),) = read(url, "SELECT count(*) FROM table_log")
    return int(count)


def bots_match(server: ServerProcess | ThreadedServer, clients: list[WsClient]) -> WsClient:
    """Alice starts a match against a gnubg bot, Bob watches, Alice leaves (a bot plays her seat at once):
    Bob, who hears the rest."""
    alice, bob = WsClient(server.url), WsClient(server.url)
    clients += [alice, bob]
    alice.login("alice")
    create_bot_table(alice, match_length=1, bot_level="gnubg_0ply")
    watch_first_table(bob, "bob")
    alice.close()
    return bob


def match_over(url: str) -> bool:
    return table_status(url) == "finished"


def test_an_owner_without_gnubg_plays_a_bot_match_to_its_end_through_a_bots_worker(
        pg_url: str, nats: NatsServer) -> None:
    worker, server = BotsWorker(nats.url), owner(pg_url, nats).launch()  # side by side
    worker.start()
    server.listening()
    clients: list[WsClient] = []
    try:
        assert server.process is not None
        bob = bots_match(server, clients)
        until(lambda: match_over(pg_url), "the match ends")
        # Its analysis, asked by the owner when the match ended, is made by the worker and kept.
        until(lambda: analyses(pg_url) == 1, "the match's analysis is kept")
        bots, answered = health(server)["bots"], worker.health()["answered"]
        assert bots["decisions"] > 4 and bots["retries"] == 0 and bots["notices"] == 0
        assert answered["decisions"] == bots["decisions"]  # each decision answered once, and used
        assert answered["analyses"] == bots["analyses"] == 1
        assert descendants(server.process.pid) == {server.process.pid}  # the owner started no process
        assert worker.health()["gnubg_workers"] == 1 and len(worker.pids) >= 2  # gnubg: its own process
        assert not [text for text in bob.speeches() if "waiting for a free bot worker" in text]
    finally:
        for client in clients:
            client.close()
        server.stop()
        worker.stop()


def test_a_worker_stopped_under_a_request_then_killed_the_other_finishes_the_match(
        pg_url: str, nats: NatsServer) -> None:
    first, second = BotsWorker(nats.url), BotsWorker(nats.url)  # side by side
    server = owner(pg_url, nats, "--bots-timeout", "1").launch()
    first.start()
    second.start()
    server.listening()
    clients: list[WsClient] = []
    try:
        bots_match(server, clients)
        first.process.send_signal(signal.SIGSTOP)  # takes requests from the bus, answers none
        until(lambda: health(server)["bots"]["timeouts"] >= 1 or match_over(pg_url),
              "a request goes unanswered by the stopped worker")
        assert not match_over(pg_url), "the match ended before the stopped worker was asked anything"
        gnubg = first.pids - {first.process.pid}
        first.process.kill()  # SIGKILL: the requests it held are never answered
        first.process.wait(10)
        until(lambda: match_over(pg_url), "the match ends on the live worker")
        bots = health(server)["bots"]
        assert bots["timeouts"] >= 1 and bots["retries"] >= bots["timeouts"]
        until(lambda: all(ended(pid) for pid in gnubg), "the killed worker's gnubg processes end with it")
    finally:
        for client in clients:
            client.close()
        server.stop()
        first.stop()
        second.stop()


def test_with_no_worker_the_table_says_the_bot_waits_and_goes_on_once_one_starts(
        pg_url: str, nats: NatsServer) -> None:
    server = owner(pg_url, nats, "--bots-notice", "0.5").start()
    clients: list[WsClient] = []
    worker: BotsWorker | None = None
    try:
        bob = bots_match(server, clients)
        bob.until_speech("is waiting for a free bot worker", timeout=WAIT)
        count = log_count(pg_url)
        assert health(server)["bots"]["no_responders"] >= 1 and not match_over(pg_url)
        worker = BotsWorker(nats.url).start()
        until(lambda: match_over(pg_url), "the match goes on to its end once a worker answers")
        assert log_count(pg_url) > count
    finally:
        for client in clients:
            client.close()
        server.stop()
        if worker is not None:
            worker.stop()
