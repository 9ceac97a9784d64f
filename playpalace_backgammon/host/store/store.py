"""The server's SQLite store: accounts, sessions, tables, each table's append-only log, and the archive of
matches (``store_archive``) and the players' ratings computed from it (``store_ratings``).

One file, WAL journal, ``synchronous=NORMAL``: a committed append survives the server process being killed
(the operating system holds it); checkpoints run on a thread of their own (``checkpointer``). Every table's
history is its log: the host appends an entry (an accepted command or bot decision, with the dice drawn
while handling it) BEFORE anyone hears of it, and at start replays the log of every unfinished table. With a
``written`` hook (the server's ``Outbox``) writes join one open transaction that the hook's owner commits
once per event-loop tick, before that tick's packets leave; without one, every write commits at once.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .checkpointer import Checkpointer
from .database import Database, StoreError
from .ratings import RatingChange
from .store_analysis import AnalysisQueries
from .store_archive import PAST_RESULTS, ArchiveQueries
from .store_ratings import RatingQueries
from .store_tournaments import TournamentQueries

_SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    username TEXT PRIMARY KEY COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    locale TEXT NOT NULL DEFAULT 'en',
    created_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    state TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS table_log (
    table_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
"""


@dataclass(frozen=True)
class StoredTable:
    """An unfinished table as saved: its id, game, lobby state (seats, options, host) and log entries."""

    id: str
    game: str
    state: dict[str, Any]
    status: str
    log: list[dict[str, Any]]


class Store(ArchiveQueries, AnalysisQueries, RatingQueries, TournamentQueries):
    """Synchronous access to the SQLite file; one connection, used from the event loop's thread only.
    A file of an earlier version is brought up to date when opened (``store_archive.migrate``, then
    ``store_analysis.migrate_analysis``, then ``store_ratings.migrate_ratings``; the tournaments' tables,
``store_tournaments``, created when missing)."""

    def __init__(self, path: str | Path, written: Callable[[], None] | None = None) -> None:
        path = Path(path)
        self.written = written
        self._touched: set[str] = set()  # the tables written in the open transaction
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        self._db: Database = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        self.migrate()
        self.migrate_analysis()
        self.migrate_ratings()
        self.migrate_tournaments()
        self._checkpointer: Checkpointer | None = None
        if str(path) != ":memory:":
            # No checkpoint (and its disk sync) inside a commit on the event loop: a thread does them.
            self._db.execute("PRAGMA wal_autocheckpoint=0")
            self._checkpointer = Checkpointer(path)
            self._checkpointer.start()

    def close(self) -> None:
        self.commit()
        if self._checkpointer is not None:
            self._checkpointer.stop()
        self._db.close()

    def commit(self) -> None:
        """Make every write so far durable (a no-op when none is pending); ``StoreError``, naming the
        tables it wrote, when the database refused the transaction."""
        touched, self._touched = self._touched, set()
        try:
            self._commit()
        except StoreError as error:
            error.tables = frozenset(touched)
            raise

    def _commit(self) -> None:
        if self._db.in_transaction:
            self._db.execute("COMMIT")

    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        """One write: inside the tick's transaction when a hook commits it, else committed at once."""
        self._changed(sql, args)

    def _changed(self, sql: str, args: tuple[Any, ...]) -> int:
        """``_write``, and the number of rows it changed."""
        if self.written is None:
            return self._db.execute(sql, args).rowcount
        if not self._db.in_transaction:
            self._db.execute("BEGIN")
        changed = self._db.execute(sql, args).rowcount
        self.written()
        return changed

    # Accounts and sessions.

    def user(self, username: str) -> tuple[str, str, str] | None:
        """(stored username, password hash, locale) of an account, or None."""
        row = self._db.execute(
            "SELECT username, password_hash, locale FROM users WHERE username = ?", (username,)
        ).fetchone()
        return None if row is None else (row[0], row[1], row[2])

    def add_user(self, username: str, password_hash: str, locale: str) -> bool:
        """Create an account; False when the name is taken."""
        return self._changed(
            "INSERT INTO users (username, password_hash, locale, created_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (username) DO NOTHING",
            (username, password_hash, locale, time.time()),
        ) == 1

    def set_password_hash(self, username: str, password_hash: str) -> None:
        self._write("UPDATE users SET password_hash = ? WHERE username = ?", (password_hash, username))

    def add_session(self, token: str, username: str, expires_at: int) -> None:
        self._write("DELETE FROM sessions WHERE expires_at < ?", (int(time.time()),))
        self._write(
            "INSERT INTO sessions (token, username, expires_at) VALUES (?, ?, ?)",
            (token, username, expires_at),
        )

    def session_user(self, token: str) -> str | None:
        """The user a session token belongs to, if it has not expired."""
        row = self._db.execute(
            "SELECT username FROM sessions WHERE token = ? AND expires_at >= ?", (token, int(time.time()))
        ).fetchone()
        return None if row is None else str(row[0])

    def end_session(self, token: str) -> None:
        """Forget a session token (its player logged out): it logs no one in any more."""
        self._write("DELETE FROM sessions WHERE token = ?", (token,))

    # Tables.

    def save_table(self, table_id: str, game: str, state: dict[str, Any], status: str) -> list[RatingChange]:
        """Create or update a table's lobby state (seats, options, host) and status, and its match in the
        archive once it has started; a match just ended is rated, and each person's change returned."""
        self._touched.add(table_id)
        self._write(
            "INSERT INTO tables (id, game, state, status, created_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET state = excluded.state, status = excluded.status",
            (table_id, game, json.dumps(state), status, time.time()),
        )
        self.archive_table(table_id, game, state, status)
        return self.rate_match(table_id) if status in PAST_RESULTS else []

    def append_log(self, table_id: str, seq: int, entry: dict[str, Any]) -> bool:
        """Append one entry to a table's log (committed with the tick, before its packets are sent);
        False when the store refused it (a PostgreSQL store whose process no longer owns the table:
        ``store_pg``)."""
        self._touched.add(table_id)
        self._write(
            "INSERT INTO table_log (table_id, seq, entry) VALUES (?, ?, ?)",
            (table_id, seq, json.dumps(entry)),
        )
        return True

    def confirmed(self, table_id: str) -> bool:
        """Whether every entry appended for ``table_id`` is written: always, here, where ``append_log``
        writes at once (a table owner's store batches its tick's entries: ``store_pg``)."""
        return True

    def take_moved(self) -> frozenset[str]:
        """The tables whose appends the store refused since the last call, found at the tick's end: none
        here (``store_pg``)."""
        return frozenset()

    def hold(self, table_id: str, epoch: int) -> None:
        """Write ``table_id`` under ``epoch`` from now on: nothing to note for a store that one process
        alone writes (a table owner's store on PostgreSQL fences by it: ``store_pg``)."""

    def let_go(self, table_id: str) -> None:
        """Write nothing more for ``table_id`` (nothing to note here either: ``store_pg``)."""

    def unfinished_tables(self) -> list[StoredTable]:
        """Every table that was neither finished nor closed, with its log in order."""
        rows = self._db.execute(
            "SELECT id, game, state, status FROM tables"
            " WHERE status IN ('waiting', 'playing') ORDER BY created_at"
        ).fetchall()
        return [StoredTable(table_id, game, json.loads(state), status, self._log_of(table_id))
                for table_id, game, state, status in rows]

    def table_holder(self, table_id: str) -> tuple[str | None, int] | None:
        """Which owner holds ``table_id`` now and at which epoch (``PgStore``: ``table_owners``); None where
        the store keeps no ownership (an SQLite store: one process holds every table)."""
        return None

    def open_table_states(self) -> list[tuple[str, str, dict[str, Any], str]]:
        """Every waiting or playing table's id, game, lobby state and status, oldest first, without its log:
        what a gateway lists (the tables themselves are on their owners)."""
        rows = self._db.execute(
            "SELECT id, game, state, status FROM tables"
            " WHERE status IN ('waiting', 'playing') ORDER BY created_at"
        ).fetchall()
        return [(table_id, game, json.loads(state), status) for table_id, game, state, status in rows]

    def stored_table(self, table_id: str) -> StoredTable | None:
        """One table as saved, with its log in order (None when there is none of that id): what a table's
        new owner rebuilds it from."""
        row = self._db.execute("SELECT game, state, status FROM tables WHERE id = ?", (table_id,)).fetchone()
        if row is None:
            return None
        return StoredTable(table_id, row[0], json.loads(row[1]), row[2], self._log_of(table_id))

    def _log_of(self, table_id: str) -> list[dict[str, Any]]:
        return [json.loads(entry) for (entry,) in self._db.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (table_id,))]
