"""The connection the store's queries run on, whichever database is under it: SQLite's own connection, or
PostgreSQL's through ``PgConnection``, which gives psycopg's the shape the queries were written for.

The queries are written once, in the SQL both databases read (``?`` parameters, ``ON CONFLICT`` upserts, row
values); only the schemas differ (``store_pg``). Both connections run in autocommit mode with explicit
``BEGIN`` and ``COMMIT``, so ``in_transaction`` and the tick's transaction mean the same on both.

psycopg 3 rather than asyncpg: the store is synchronous by design (a table's effects write it and the
event loop's tick commits once, before that tick's packets leave), and psycopg has a synchronous
connection with sqlite3's shape (``execute`` returning a cursor to fetch from); asyncpg is asynchronous
only, so every store call would become an ``await`` or a hop to a thread. psycopg is imported only when a
PostgreSQL store is opened: the one-process server on SQLite needs nothing installed.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import psycopg


class Rows(Protocol):
    """What a query returns: its rows one at a time or all at once, and the rows a write changed."""

    @property
    def rowcount(self) -> int: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Database(Protocol):
    """The part of a DB-API connection the store uses (``sqlite3.Connection`` has it as it is)."""

    @property
    def in_transaction(self) -> bool: ...

    def execute(self, sql: str, parameters: Any = ..., /) -> Rows: ...

    def executescript(self, sql_script: str, /) -> Any: ...

    def close(self) -> None: ...


class StoreError(Exception):
    """A write the database refused: the tick's transaction was rolled back and nothing of it was kept.
    ``tables``: the tables whose log or state that transaction wrote (their owner must stop them)."""

    def __init__(self, message: str, tables: frozenset[str] = frozenset()) -> None:
        super().__init__(message)
        self.tables = tables


@functools.lru_cache(maxsize=1024)
def postgres_sql(sql: str) -> str:
    """``sql`` with psycopg's ``%s`` placeholders for ``?`` (the store's SQL has no ``?`` or ``%`` in a
    literal)."""
    return sql.replace("%", "%%").replace("?", "%s")


def pg_options(idle_timeout: float | None) -> str:
    """libpq's ``options`` for a session that PostgreSQL ends when it sits inside a transaction
    for more than ``idle_timeout`` seconds (``idle_in_transaction_session_timeout``; None: never). A table
    owner's transactions last a tick, milliseconds; one left open longer belongs to a process that stopped
    (paused, cut off), and ending its session releases the row locks that would keep claimers from its
    tables."""
    if idle_timeout is None:
        return ""
    return f"-c idle_in_transaction_session_timeout={max(1, round(idle_timeout * 1000))}"


def is_postgres_url(url: str) -> bool:
    """Whether a store location names a PostgreSQL database rather than an SQLite file."""
    return url.startswith(("postgresql://", "postgres://"))


class PgConnection:
    """A psycopg connection in autocommit mode with sqlite3's methods: ``execute`` (``?`` parameters),
    ``executescript``, ``in_transaction``. ``commit`` refuses to pretend: a transaction PostgreSQL aborted
    (one statement failed) is rolled back and reported, never silently dropped by a ``COMMIT``."""

    def __init__(self, url: str, *, idle_timeout: float | None = None) -> None:
        import psycopg

        self._url = url
        self._options = pg_options(idle_timeout)
        self._conn: psycopg.Connection[Any] = psycopg.connect(url, autocommit=True, options=self._options)
        from psycopg.pq import TransactionStatus

        self._idle = TransactionStatus.IDLE

    @property
    def raw(self) -> psycopg.Connection[Any]:
        """The psycopg connection (for ``COPY`` and locking queries written for PostgreSQL alone)."""
        return self._conn

    @property
    def in_transaction(self) -> bool:
        """Whether a transaction is open, or the connection is lost or closed (never idle then): read from
        libpq directly, as every tick asks (``info`` would build an object each time)."""
        return self._conn.pgconn.transaction_status != self._idle

    def execute(self, sql: str, parameters: Any = (), /) -> Rows:
        if not parameters:
            return self._conn.execute(sql)
        return self._conn.execute(postgres_sql(sql), tuple(parameters))

    def executescript(self, sql_script: str, /) -> None:
        self._conn.execute(sql_script)

    def commit(self) -> None:
        """Commit the open transaction; a failed one is rolled back and raises ``StoreError``. A connection
        PostgreSQL dropped (a restart, the network) loses its transaction: that raises ``StoreError`` too,
        and the next statement runs on a new connection."""
        if not self.in_transaction:  # a gateway's every tick, and an owner's that wrote nothing
            return
        import psycopg
        from psycopg.pq import TransactionStatus

        if self._conn.broken or self._conn.closed:
            self._reconnect()
            raise StoreError("the connection to PostgreSQL was lost with the transaction")
        try:
            if self._conn.pgconn.transaction_status == TransactionStatus.INERROR:
                self._conn.execute("ROLLBACK")
                raise StoreError("a write failed: the transaction was rolled back")
            self._conn.execute("COMMIT")  # (an idle connection returned above)
        except psycopg.Error as error:
            if self._conn.broken or self._conn.closed:
                self._reconnect()
            raise StoreError(f"the commit failed: {error}") from error

    def _reconnect(self) -> None:
        """A new connection in place of a lost one (none when PostgreSQL is still away: the next commit
        tries again)."""
        import psycopg

        try:
            self._conn = psycopg.connect(self._url, autocommit=True, options=self._options)
        except psycopg.Error:
            pass

    def rollback(self) -> None:
        if self.in_transaction:
            self._conn.execute("ROLLBACK")

    def close(self) -> None:
        self._conn.close()
