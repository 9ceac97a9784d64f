"""Which process owns each table, kept in PostgreSQL so that it cannot split (issue 24).

Two tables: ``owners`` (each table-owning process and its last heartbeat) and ``table_owners`` (each
table's owner, none once released, and its epoch). A table's epoch grows by one each time it changes hands
or is released, and never goes back (a released table keeps its row), so an epoch once held is never valid
again. The owner writes the table's log only under the epoch it claimed (``store_pg.PgStore.append_log``),
so once another process has claimed the table, every write of the old owner changes nothing, whatever it
still believes.

Liveness is judged by PostgreSQL's clock alone (``clock_timestamp()``): an owner is live while its last
heartbeat is younger than the time to live; the processes' own clocks never enter. A live owner claims the
tables of dead ones with ``FOR UPDATE SKIP LOCKED`` (two claimers never wait on each other, nor take the
same table), each up to a fair share: the tables divided by the live owners, less those it holds already.
A table playing a match of an event is never claimed alone: it goes to whoever holds the event
(``claim_event_tables``), so that the event's director sees the match end.
Each ``Ownership`` has a connection of its own, apart from the store's tick transaction, so a heartbeat
never waits for a tick.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .database import pg_options

if TYPE_CHECKING:
    import psycopg

OWNERSHIP_SCHEMA = """
CREATE TABLE IF NOT EXISTS owners (
    owner TEXT PRIMARY KEY,
    heartbeat_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE IF NOT EXISTS table_owners (
    table_id TEXT COLLATE "C" PRIMARY KEY,
    owner TEXT,
    epoch BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS table_owners_by_owner ON table_owners (owner);
"""

# An owner whose heartbeat is younger than the time to live (%(ttl)s: seconds) is live.
_LIVE = "o.heartbeat_at >= clock_timestamp() - make_interval(secs => %(ttl)s)"
# A heartbeat: the owner's row made, or its time set to now (``register`` and ``renew``).
_BEAT = ("INSERT INTO owners (owner, heartbeat_at) VALUES (%(me)s, clock_timestamp())"
         " ON CONFLICT (owner) DO UPDATE SET heartbeat_at = excluded.heartbeat_at")


# A table ``d`` that plays a match of an event someone holds: it goes with the event, never alone.
_OF_HELD_EVENT = ("(SELECT 1 FROM tournament_matches m JOIN table_owners e ON e.table_id = m.tournament_id"
                  " WHERE m.table_id = d.table_id AND e.owner IS NOT NULL)")


@dataclass(frozen=True, order=True)
class Claim:
    """A table this owner now holds, and the epoch it writes the table's log under."""

    table_id: str
    epoch: int


class Ownership:
    """One owner's view of table ownership: register, renew the heartbeat, claim, release."""

    def __init__(self, url: str, owner: str, ttl: float) -> None:
        import psycopg

        self.owner = owner
        self.ttl = ttl
        self._url = url
        # A claim or renewal left open by a paused process must not hold its row locks past the time to live.
        self._conn: psycopg.Connection[Any] = psycopg.connect(url, autocommit=True, options=pg_options(ttl))

    def close(self) -> None:
        self._conn.close()

    def _db(self) -> psycopg.Connection[Any]:
        """The connection, a new one in place of one PostgreSQL dropped (a restart): the heartbeat goes on
        once the server is back. Each operation is one statement or one transaction, so none is split."""
        if self._conn.closed or self._conn.broken:
            import psycopg

            self._conn = psycopg.connect(self._url, autocommit=True, options=pg_options(self.ttl))
        return self._conn

    def _args(self, **more: Any) -> dict[str, Any]:
        return {"me": self.owner, "ttl": self.ttl, **more}

    def register(self) -> None:
        """Join as a live owner (or, registered before, beat the heart at once)."""
        self._db().execute(_BEAT, self._args())

    def renew(self) -> bool:
        """Beat the heart. False when it had stopped for longer than the time to live (or this owner was
        forgotten): others may have claimed some of its tables, so it must check which it still holds
        (``held``) before writing for any. The owner is live again afterwards either way. One statement:
        its ``WITH`` reads the heartbeat as it was before the statement's own write (a statement's parts
        share one snapshot), one round trip a beat where a transaction took four."""
        row = self._db().execute(
            f"WITH was AS (SELECT {_LIVE} AS live FROM owners o WHERE o.owner = %(me)s) {_BEAT}"
            " RETURNING (SELECT live FROM was)", self._args()).fetchone()
        return bool(row and row[0])

    def alive(self) -> bool:
        """Whether PostgreSQL counts this owner live now."""
        row = self._db().execute(f"SELECT 1 FROM owners o WHERE o.owner = %(me)s AND {_LIVE}",
                                 self._args()).fetchone()
        return row is not None

    def live_owners(self) -> list[str]:
        """The owners PostgreSQL counts live now, by name."""
        rows = self._db().execute(f"SELECT o.owner FROM owners o WHERE {_LIVE} ORDER BY o.owner",
                                  self._args()).fetchall()
        return [str(row[0]) for row in rows]

    def claim(self, table_id: str) -> int | None:
        """Take a table: a new one (epoch 1), or one released or whose owner is dead (its epoch plus one).
        None when a live owner holds it (this one included)."""
        row = self._db().execute(
            "INSERT INTO table_owners (table_id, owner, epoch) VALUES (%(table)s, %(me)s, 1)"
            " ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, epoch = table_owners.epoch + 1"
            f" WHERE NOT EXISTS (SELECT 1 FROM owners o WHERE o.owner = table_owners.owner AND {_LIVE})"
            " RETURNING epoch", self._args(table=table_id)).fetchone()
        return None if row is None else int(row[0])

    def claim_orphans(self) -> list[Claim]:
        """Take this owner's fair share of the tables whose owners are dead, in one transaction; nothing
        when this owner is not live itself. Rows another claimer has locked are skipped, not waited for:
        what is left is taken at the next call of whoever is short of a share. Most beats find no share to
        take: that is one statement alone, and the transaction (the share counted again in it) only when
        there is one."""
        if self._share() <= 0:
            return []
        with self._db().transaction():
            share = self._share()
            if share <= 0:
                return []
            rows = self._db().execute(
                "UPDATE table_owners t SET owner = %(me)s, epoch = t.epoch + 1 WHERE t.table_id IN"
                " (SELECT d.table_id FROM table_owners d WHERE d.owner IS NOT NULL AND NOT EXISTS"
                f" (SELECT 1 FROM owners o WHERE o.owner = d.owner AND {_LIVE})"
                f" AND NOT EXISTS {_OF_HELD_EVENT}"
                " ORDER BY d.table_id LIMIT %(share)s FOR UPDATE SKIP LOCKED)"
                " RETURNING t.table_id, t.epoch", self._args(share=share)).fetchall()
            self._db().execute(
                f"DELETE FROM owners o WHERE NOT {_LIVE} AND NOT EXISTS"
                " (SELECT 1 FROM table_owners t WHERE t.owner = o.owner)", self._args())
        return sorted(Claim(str(row[0]), int(row[1])) for row in rows) if rows else []

    def _share(self) -> int:
        """How many more tables this owner may hold now: the tables held by anyone divided by the live
        owners, less those it holds (0 when it is not live itself)."""
        counts = self._db().execute(
            f"SELECT (SELECT count(*) FROM owners o WHERE {_LIVE}),"
            f" EXISTS (SELECT 1 FROM owners o WHERE o.owner = %(me)s AND {_LIVE}),"
            " (SELECT count(*) FROM table_owners WHERE owner IS NOT NULL),"
            " (SELECT count(*) FROM table_owners WHERE owner = %(me)s)", self._args()).fetchone()
        assert counts is not None  # a SELECT without FROM has its one row
        live, me_live, total, mine = int(counts[0]), bool(counts[1]), int(counts[2]), int(counts[3])
        return -(-total // live) - mine if me_live and live else 0

    def claim_event_tables(self, event_ids: list[str]) -> list[Claim]:
        """Take the tables of these events' matches whose owners are dead (of the events this owner holds):
        an event's tables go with it, so that its director sees every match end (``claim_orphans`` leaves
        them to the event's owner). Rows another claimer has locked are skipped, and taken at a next call."""
        if not event_ids:
            return []
        rows = self._db().execute(
            "UPDATE table_owners t SET owner = %(me)s, epoch = t.epoch + 1 WHERE t.table_id IN"
            " (SELECT d.table_id FROM table_owners d WHERE d.owner IS NOT NULL AND d.table_id IN"
            " (SELECT m.table_id FROM tournament_matches m"
            " JOIN table_owners e ON e.table_id = m.tournament_id "
            " WHERE m.tournament_id = ANY(%(events)s) AND e.owner = %(me)s)"
            f" AND NOT EXISTS (SELECT 1 FROM owners o WHERE o.owner = d.owner AND {_LIVE})"
            " ORDER BY d.table_id FOR UPDATE SKIP LOCKED)"
            " RETURNING t.table_id, t.epoch", self._args(events=list(event_ids))).fetchall()
        return sorted(Claim(str(row[0]), int(row[1])) for row in rows)

    def retire(self) -> None:
        """Leave as an owner stopping on purpose: counted dead at once, so that the live owners take its
        tables at their next beat rather than after the time to live."""
        self._db().execute("UPDATE owners SET heartbeat_at = '-infinity' WHERE owner = %(me)s", self._args())

    def held(self) -> dict[str, int]:
        """The tables this owner holds now, each with its epoch."""
        rows = self._db().execute("SELECT table_id, epoch FROM table_owners WHERE owner = %(me)s",
                                  self._args()).fetchall()
        return {str(row[0]): int(row[1]) for row in rows}

    def release(self, table_id: str, epoch: int) -> bool:
        """Let a finished or closed table go (no owner, its epoch moved on); False when it had moved to
        another owner already."""
        cursor = self._db().execute(
            "UPDATE table_owners SET owner = NULL, epoch = epoch + 1"
            " WHERE table_id = %(table)s AND owner = %(me)s AND epoch = %(epoch)s",
            self._args(table=table_id, epoch=epoch))
        return cursor.rowcount == 1
