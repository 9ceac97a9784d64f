"""The tests' private PostgreSQL and nats-server (``host/cluster/services``, shared with ``make cluster``)
and their session fixtures (``postgres``, ``nats``; registered for every test directory by
``tests/conftest.py``). A missing server fails the test with what to run."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import pytest

from playpalace_backgammon.host.cluster.services import (
    NatsServer,
    PostgresServer,
    ServiceMissing,
    descendants,
    ended,
    free_port,
    tcp_open,
)

if TYPE_CHECKING:  # imported where first used: every test directory loads this module
    import psycopg


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    try:
        server = PostgresServer().start()
    except ServiceMissing as missing:
        pytest.fail(f"{missing} (make test does)")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def nats() -> Iterator[NatsServer]:
    try:
        server = NatsServer().start()
    except ServiceMissing as missing:
        pytest.fail(f"{missing} (make test does)")
    yield server
    server.stop()


__all__ = ["NatsServer", "PostgresServer", "close_readers", "descendants", "ended", "free_port", "nats",
           "postgres", "read", "tcp_open"]

_readers: dict[str, psycopg.Connection[Any]] = {}
_readers_lock = threading.Lock()


def read(url: str, sql: str, *args: object) -> list[tuple[Any, ...]]:
    """The rows a read-only ``sql`` finds in ``url``'s database, through one connection per database kept
    for the test (``close_readers``; the tests' helpers look again and again, and a connection each was a
    PostgreSQL backend started and ended each time). Each statement sees what is committed when it runs, as
    a connection of its own would; one broken meanwhile (PostgreSQL restarted) is opened again, once."""
    import psycopg

    for attempt in (1, 2):
        with _readers_lock:
            db = _readers.get(url)
            if db is None or db.closed:
                db = _readers[url] = psycopg.connect(url, autocommit=True)
        try:
            return list(db.execute(sql, args).fetchall())  # type: ignore[arg-type]
        except psycopg.OperationalError:
            if attempt == 2 or not db.broken:
                raise
            with _readers_lock:
                if _readers.get(url) is db:
                    del _readers[url]
            db.close()
    raise AssertionError("unreachable")


def close_readers() -> None:
    """Close every connection ``read`` kept (at the end of each test of the cluster's)."""
    with _readers_lock:
        kept = list(_readers.values())
        _readers.clear()
    for db in kept:
        db.close()


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
