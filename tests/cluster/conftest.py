"""Fixtures of the cluster's tests: a fresh database of the private PostgreSQL for each test (the servers
themselves, ``postgres`` and ``nats``, are session fixtures of ``services``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from .services import PostgresServer, close_readers


@pytest.fixture(autouse=True)
def _readers() -> Iterator[None]:
    """``services.read``'s connections, one per database, closed at the end of each test."""
    yield
    close_readers()


@pytest.fixture
def pg_url(postgres: PostgresServer) -> Iterator[str]:
    """The URL of a new, empty database, dropped after the test."""
    name = postgres.create_database("c")
    yield postgres.url(name)
    postgres.drop_database(name)
