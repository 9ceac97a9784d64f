"""``playpalace-backgammon migrate --from FILE --to postgresql://...``: an SQLite store copied whole into
PostgreSQL, from one process to many (issue 24).

The file is opened as the server opens it (so a file of an earlier version is brought up to date first),
the database as the cluster opens it (its schema created when missing). Every table of the store is
copied row for row with PostgreSQL's ``COPY``, in one transaction: accounts and sessions, tables and their
logs, the archive, the ratings with their history in the order they were rated, the analyses and the jobs
still to do. The rows of each table are counted on both sides before the transaction commits; a database
that already holds anything of a server's is refused, so nothing is mixed or copied twice. One line a
table on standard output (its name and rows copied); a refusal is a message on standard error and exit
status 2.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from .database import PgConnection, is_postgres_url
from .store import Store
from .store_pg import PgStore

# Every table of the store, in an order that copies what is referred to first.
TABLES = ("users", "sessions", "tables", "table_log", "matches", "match_players", "ratings", "rating_changes",
          "ratings_meta", "analysis_jobs", "analyses", "analysis_players", "tournaments", "tournament_log",
          "tournament_matches", "tournament_places")
# Tables a new database fills by itself when opened (the ratings' formula version): replaced by the file's.
_DERIVED = ("ratings_meta",)


class MigrationError(Exception):
    """Why a store cannot be copied (said to the operator as it is)."""


def _columns(source: Store, table: str) -> list[str]:
    return [str(row[1]) for row in source._db.execute(f"PRAGMA table_info({table})").fetchall()]


def copy_store(source: Store, target: PgStore) -> dict[str, int]:
    """Copy every row of ``source`` into the empty ``target`` in one transaction; rows copied a table."""
    pg = target._db
    assert isinstance(pg, PgConnection)
    taken = [table for table in TABLES if table not in _DERIVED
             and pg.execute(f"SELECT EXISTS (SELECT 1 FROM {table})").fetchone()[0]]
    if taken:
        raise MigrationError(f"the database already holds a store ({', '.join(taken)} not empty)")
    copied: dict[str, int] = {}
    pg.execute("BEGIN")
    try:
        for table in _DERIVED:
            pg.execute(f"DELETE FROM {table}")
        for table in TABLES:
            columns = ", ".join(_columns(source, table))
            count = 0
            with pg.raw.cursor().copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                for row in source._db.execute(f"SELECT {columns} FROM {table}"):
                    copy.write_row(row)
                    count += 1
            there = int(pg.execute(f"SELECT count(*) FROM {table}").fetchone()[0])
            if there != count:
                raise MigrationError(f"{table}: {count} rows read, {there} in the database")
            copied[table] = count
        # Ratings' history goes on numbering after the copied changes.
        pg.execute("SELECT setval(pg_get_serial_sequence('rating_changes', 'seq'),"
                   " COALESCE((SELECT max(seq) FROM rating_changes), 0) + 1, false)")
        pg.commit()
    except BaseException:
        pg.rollback()
        raise
    return copied


def migrate(source: str | Path, target: str, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """The ``migrate`` command: copy the SQLite store ``source`` into the PostgreSQL database ``target``;
    the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    path = Path(source)
    if not path.is_file():
        print(f"playpalace-backgammon migrate: no store at {path}", file=err)
        return 2
    if not is_postgres_url(target):
        print(f"playpalace-backgammon migrate: {target} is not a postgresql:// URL", file=err)
        return 2
    try:
        import psycopg
    except ImportError:
        print("playpalace-backgammon migrate: PostgreSQL needs psycopg: pip install"
              " 'playpalace-backgammon[cluster]'", file=err)
        return 2
    try:
        store = Store(path)
    except Exception as error:  # noqa: BLE001 - sqlite3's errors: said as they are
        print(f"playpalace-backgammon migrate: {path} is not a readable store ({error})", file=err)
        return 2
    try:
        database = PgStore(target)
        try:
            copied = copy_store(store, database)
        finally:
            database.close()
    except (MigrationError, psycopg.Error) as error:
        print(f"playpalace-backgammon migrate: {error}", file=err)
        return 2
    finally:
        store.close()
    for table, count in copied.items():
        print(f"{table}\t{count}", file=out)
    return 0
