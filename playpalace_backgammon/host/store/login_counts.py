"""The login guard's counts kept in PostgreSQL, so that its limits hold across gateways (issue 24).

Each gateway counts failed logins and new accounts itself on SQLite (``accounts.login_guard``); with a
shared store, an attacker spreading guesses or registrations over several gateways would get each
gateway's allowance. ``SharedLoginCounts`` keeps what must be shared in two tables of the store:

- ``login_failures (kind, key, count, last_at)``: failed logins per address (``kind = 'address'``) and per
  account (``'account'``), ``last_at`` the time of the last one by PostgreSQL's clock (seconds since the
  epoch), so the gateways' own clocks never enter; a count older than ``forget_after`` starts again;
- ``registration_shares (address, tokens, stamp)``: each address's bucket of new accounts, refilled at
  ``per_hour`` an hour, taken under a row lock so two gateways never spend the same share.

What a gateway holds alone stays local: the password checks running now (counted as failures until they
end) and the hashing queue. Rows past their time are deleted every ``PRUNE_EVERY`` writes, so the tables
stay as small as the guard's own. The counts have a connection of their own (autocommit), apart from the
store's tick transaction. PostgreSQL away, a count reads as none and a write is lost (logged): the login
itself needs the store and fails on its own.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import psycopg

_log = logging.getLogger(__name__)

LOGIN_COUNTS_SCHEMA = """
CREATE TABLE IF NOT EXISTS login_failures (
    kind TEXT NOT NULL,
    key TEXT COLLATE "C" NOT NULL,
    count INTEGER NOT NULL,
    last_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (kind, key)
);
CREATE TABLE IF NOT EXISTS registration_shares (
    address TEXT COLLATE "C" PRIMARY KEY,
    tokens DOUBLE PRECISION NOT NULL,
    stamp DOUBLE PRECISION NOT NULL
);
"""

_NOW = "extract(epoch from clock_timestamp())"
PRUNE_EVERY = 64


class SharedLoginCounts:
    """Failed logins and registration shares in PostgreSQL (``url``), forgotten ``forget_after`` seconds
    after the last failure."""

    def __init__(self, url: str, forget_after: float) -> None:
        self._url = url
        self.forget_after = forget_after
        self._conn: psycopg.Connection[Any] | None = None
        self._writes = 0

    def _connection(self) -> psycopg.Connection[Any]:
        import psycopg

        if self._conn is None or self._conn.closed or self._conn.broken:
            self._conn = psycopg.connect(self._url, autocommit=True)
        return self._conn

    def failures(self, kind: str, key: str) -> tuple[int, float] | None:
        """The failures counted for ``key`` and the seconds since the last one (None: none remembered)."""
        import psycopg

        try:
            row = self._connection().execute(
                f"SELECT count, {_NOW} - last_at FROM login_failures WHERE kind = %s AND key = %s",
                (kind, key)).fetchone()
        except psycopg.Error:
            _log.warning("the shared login counts could not be read", exc_info=True)
            return None
        if row is None or float(row[1]) >= self.forget_after:
            return None
        return int(row[0]), max(0.0, float(row[1]))

    def fail(self, kind: str, key: str) -> None:
        """One failure more for ``key`` (the first, when the last is forgotten)."""
        self._write(
            "INSERT INTO login_failures AS f (kind, key, count, last_at)"
            f" VALUES (%(kind)s, %(key)s, 1, {_NOW}) ON CONFLICT (kind, key)"
            " DO UPDATE SET last_at = excluded.last_at, count = CASE"
            " WHEN excluded.last_at - f.last_at >= %(forget)s THEN 1 ELSE f.count + 1 END",
            {"kind": kind, "key": key, "forget": self.forget_after})

    def clear(self, kind: str, key: str) -> None:
        """Forget ``key``'s failures (a successful login clears its account's)."""
        self._write("DELETE FROM login_failures WHERE kind = %(kind)s AND key = %(key)s",
                    {"kind": kind, "key": key})

    def take_registration(self, address: str, per_hour: int) -> bool:
        """Whether ``address`` may create one more account now; takes its share if so."""
        import psycopg

        try:
            conn = self._connection()
            with conn.transaction():
                conn.execute(f"INSERT INTO registration_shares VALUES (%s, %s, {_NOW})"
                             " ON CONFLICT DO NOTHING", (address, float(per_hour)))
                row = conn.execute(f"SELECT tokens, {_NOW} - stamp FROM registration_shares"
                                   " WHERE address = %s FOR UPDATE", (address,)).fetchone()
                assert row is not None
                tokens = min(float(per_hour), float(row[0]) + max(0.0, float(row[1])) * per_hour / 3600.0)
                allowed = tokens >= 1.0
                conn.execute(f"UPDATE registration_shares SET tokens = %s, stamp = {_NOW} WHERE address = %s",
                             (tokens - 1.0 if allowed else tokens, address))
        except psycopg.Error:
            _log.warning("the shared registration shares could not be read", exc_info=True)
            return True
        self._wrote(per_hour)
        return allowed

    def give_back_registration(self, address: str, per_hour: int) -> None:
        """Give back a share that created nothing (busy, or the name was taken)."""
        self._write("UPDATE registration_shares SET tokens = LEAST(%(per)s, tokens + 1)"
                    " WHERE address = %(a)s", {"per": float(per_hour), "a": address})

    def _write(self, sql: str, parameters: dict[str, Any]) -> None:
        import psycopg

        try:
            self._connection().execute(sql, parameters)
        except psycopg.Error:
            _log.warning("the shared login counts could not be written", exc_info=True)
            return
        self._wrote(0)

    def _wrote(self, per_hour: int) -> None:
        """Every ``PRUNE_EVERY`` writes, delete the rows past their time."""
        import psycopg

        self._writes += 1
        if self._writes % PRUNE_EVERY:
            return
        try:
            conn = self._connection()
            conn.execute(f"DELETE FROM login_failures WHERE last_at < {_NOW} - %s", (self.forget_after,))
            if per_hour > 0:  # a full bucket is the same as none
                conn.execute(f"DELETE FROM registration_shares WHERE tokens + ({_NOW} - stamp) * %s / 3600.0"
                             " >= %s", (float(per_hour), float(per_hour)))
        except psycopg.Error:
            _log.warning("the shared login counts could not be pruned", exc_info=True)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
