"""The store's tests on both databases: ``StorePlaces`` opens a test's stores by name, on SQLite (a file of
the test's temporary directory) or on the private PostgreSQL (a database of its own, dropped afterwards),
and reads them through a connection of its own. The ``store_at`` fixtures (``conftest``) give one of each
to every test that asks, so each such test runs once per backend."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_pg import open_store

BACKENDS = ("sqlite", "postgresql")


class StorePlaces:
    """The stores of one test (or module), by name, on one backend."""

    def __init__(self, backend: str, root: Path, request: pytest.FixtureRequest) -> None:
        self.backend = backend
        self.root = root
        self._postgres = request.getfixturevalue("postgres") if backend == "postgresql" else None
        self._databases: dict[str, str] = {}

    def location(self, name: str) -> str | Path:
        """Where the store ``name`` lives: an SQLite file or a PostgreSQL URL (created when new)."""
        if self._postgres is None:
            return self.root / f"{name}.sqlite3"
        if name not in self._databases:
            self._databases[name] = self._postgres.create_database("s")
        return str(self._postgres.url(self._databases[name]))

    def open(self, name: str, written: Callable[[], None] | None = None) -> Store:
        return open_store(self.location(name), written)

    def rows(self, name: str, sql: str) -> list[tuple[Any, ...]]:
        """``sql``'s rows as another connection sees them (what is committed)."""
        location = self.location(name)
        if self._postgres is None:
            with sqlite3.connect(location) as db:
                return db.execute(sql).fetchall()
        import psycopg

        with psycopg.connect(str(location)) as db:
            return db.execute(sql).fetchall()

    def execute(self, name: str, sql: str) -> None:
        """Run ``sql`` on the store ``name`` through a connection of its own, committed."""
        location = self.location(name)
        if self._postgres is None:
            with sqlite3.connect(location) as db:
                db.executescript(sql)
            return
        import psycopg

        with psycopg.connect(str(location), autocommit=True) as db:
            db.execute(sql)

    def drop(self) -> None:
        for database in self._databases.values():
            assert self._postgres is not None
            self._postgres.drop_database(database)
        self._databases.clear()
