"""The tests' private servers leave nothing running: stopped, every process of theirs has ended and their
ports are closed; and when the process that started them is killed outright, they end with it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import psycopg

from tests.host.processes import ended

from .services import NatsServer, PostgresServer, tcp_open

REPO = Path(__file__).resolve().parents[2]

_PARENT = """
import sys
from tests.cluster.services import NatsServer, PostgresServer
pg, nats = PostgresServer().start(), NatsServer().start()
print(" ".join(str(pid) for pid in sorted(pg.pids | nats.pids)), pg.port, nats.port, pg.root, flush=True)
sys.stdin.read()  # until killed
"""


def _until_ended(pids: set[int]) -> set[int]:
    """The processes of ``pids`` still running after waiting up to a minute for them to end."""
    gave_up = threading.Event()
    timer = threading.Timer(60, gave_up.set)
    timer.start()
    try:
        while (running := {pid for pid in pids if not ended(pid)}) and not gave_up.wait(0.05):
            pass
    finally:
        timer.cancel()
    return running


def test_stopped_servers_leave_no_process_and_no_open_port() -> None:
    pg, nats = PostgresServer().start(), NatsServer().start()
    client = psycopg.connect(pg.url(), autocommit=True)  # a backend of its own, beside the server's helpers
    assert client.execute("SELECT 1").fetchone() == (1,)
    pids = pg.pids | nats.pids
    assert len(pg.pids) >= 4 and len(nats.pids) == 1
    root = pg.root
    assert root is not None and root.is_dir() and tcp_open(pg.port) and tcp_open(nats.port)
    pg.stop()  # with the client still connected: its backend ends too
    nats.stop()
    client.close()
    assert {pid for pid in pids if not ended(pid)} == set()
    assert not tcp_open(pg.port) and not tcp_open(nats.port) and not root.exists()


def test_servers_end_with_the_process_that_started_them() -> None:
    parent = subprocess.Popen([sys.executable, "-c", _PARENT], cwd=REPO, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert parent.stdout is not None
    *numbers, pg_port, nats_port, root = parent.stdout.readline().split()
    pids = {int(pid) for pid in numbers}
    assert len(pids) >= 5 and tcp_open(int(pg_port)) and tcp_open(int(nats_port))
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    assert _until_ended(pids) == set()
    assert not tcp_open(int(pg_port)) and not tcp_open(int(nats_port))
    subprocess.run(["rm", "-rf", root], check=True)  # its directory is left; its processes are not
