"""The tests' private PostgreSQL and nats-server (``host/cluster/services``, shared with ``make cluster``)
and their session fixtures (``postgres``, ``nats``; registered for every test directory by
``tests/conftest.py``). A missing server fails the test with what to run."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from playpalace_backgammon.host.cluster.services import (
    KeptConnection,
    NatsServer,
    PostgresServer,
    ServiceMissing,
    descendants,
    ended,
    free_port,
    tcp_open,
)


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    try:
        server = PostgresServer().start()
    except ServiceMissing as missing:
        pytest.fail(f"{missing} (make test does)")
    yield server
    server.stop()


def running_nats() -> Iterator[NatsServer]:
    """A nats-server of its own for as long as the generator runs (the ``nats`` fixtures)."""
    try:
        server = NatsServer().start()
    except ServiceMissing as missing:
        pytest.fail(f"{missing} (make test does)")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def nats() -> Iterator[NatsServer]:
    yield from running_nats()


__all__ = ["NatsServer", "PostgresServer", "close_readers", "descendants", "ended", "free_port", "nats",
           "postgres", "read", "running_nats", "tcp_open"]

_readers: dict[str, KeptConnection] = {}
_readers_lock = threading.Lock()


def read(url: str, sql: str, *args: object) -> list[tuple[Any, ...]]:
    """The rows a read-only ``sql`` finds in ``url``'s database, through one connection per database kept
    for the test (``KeptConnection``, closed by ``close_readers``): the tests' helpers look again and again.
    Each statement sees what is committed when it runs, as a connection of its own would."""
    with _readers_lock:
        kept = _readers.get(url)
        if kept is None:
            kept = _readers[url] = KeptConnection(url)
    return kept.execute(sql, args)


def close_readers() -> None:
    """Close every connection ``read`` kept (at the end of each test of the cluster's)."""
    with _readers_lock:
        kept = list(_readers.values())
        _readers.clear()
    for connection in kept:
        connection.close()


def until(check: Callable[[], Any], what: str, wait: float) -> Any:
    """Look again and again (up to ``wait`` seconds) until ``check()`` is true; its value."""
    deadline = threading.Event()
    timer = threading.Timer(wait, deadline.set)
    timer.start()
    try:
        while not (value := check()):
            assert not deadline.is_set(), f"never: {what}"
            deadline.wait(0.05)
        return value
    finally:
        timer.cancel()
