"""The tests' private PostgreSQL and nats-server (``host/cluster/services``, shared with ``make cluster``)
and their session fixtures (``postgres``, ``nats``; registered for every test directory by
``tests/conftest.py``). A missing server fails the test with what to run."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

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


__all__ = ["NatsServer", "PostgresServer", "descendants", "ended", "free_port", "nats", "postgres",
           "tcp_open"]


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
