"""Players' ratings in the store: kept up to date as matches end, and rebuilt from the archive at will.

Two tables of their own: ``ratings`` (a player's standing in a pool: rating, experience, matches played and
won) and ``rating_changes`` (what each rated match did to each of its players, in the order they were
rated). Both are derived from the archive alone (``matches``, ``match_players``, each table's last lobby
state and its log) by ``ratings.rated_match``, so ``rebuild_ratings`` recomputes them from scratch, match by
match in the order the matches ended, and comes out exactly as the ratings kept as they went.

Being derived data, they carry their own version (``ratings_meta``), not the file's ``PRAGMA user_version``
(the archive's schema version): a file whose ratings were computed by another formula version, or never,
is rebuilt when opened.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from playpalace_backgammon.table.log import step_seat

from .database import Database
from .ratings import POOLS, RatingChange, Standing, changes_of, rated_match
from .store_archive import PAST_RESULTS, ArchivedMatch

# Bumped whenever which matches count, or how, changes: a file rated by another version is rated again
# when opened. fibs-2: selfplay's matches are bots' alone, and a bot stands at its own seat's level.
FORMULA_VERSION = "fibs-2"

RATINGS_SCHEMA = """
CREATE TABLE IF NOT EXISTS ratings (
    pool TEXT NOT NULL,
    username TEXT NOT NULL COLLATE NOCASE,
    rating REAL NOT NULL,
    experience INTEGER NOT NULL,
    played INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (pool, username)
);
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (pool, rating DESC, username);
CREATE TABLE IF NOT EXISTS rating_changes (
    seq INTEGER PRIMARY KEY,
    match_id TEXT NOT NULL,
    username TEXT NOT NULL COLLATE NOCASE,
    pool TEXT NOT NULL,
    opponent TEXT NOT NULL,
    won INTEGER NOT NULL,
    rating_before REAL NOT NULL,
    rating_after REAL NOT NULL,
    experience_after INTEGER NOT NULL,
    UNIQUE (match_id, username)
);
CREATE INDEX IF NOT EXISTS rating_changes_by_user ON rating_changes (username, seq);
CREATE TABLE IF NOT EXISTS ratings_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""

Write = Callable[[str, tuple[Any, ...]], Any]


@dataclass(frozen=True)
class RatedPlayer:
    """One line of a leaderboard or the head of a profile: a player's standing in one pool."""

    username: str
    pool: str
    standing: Standing


@dataclass(frozen=True)
class PastChange:
    """One rated match in a player's history, newest first in a profile."""

    match_id: str
    pool: str
    opponent: str
    won: bool
    rating_before: float
    rating_after: float


class RatingQueries:
    """The ratings' part of ``Store``."""

    _db: Database

    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        raise NotImplementedError

    def match(self, match_id: str) -> ArchivedMatch | None:
        raise NotImplementedError

    def migrate_ratings(self) -> None:
        """Create the ratings' tables, and compute them from the archive if this file's were made by
        another formula version (or never)."""
        self._db.executescript(RATINGS_SCHEMA)
        self.rate_if_stale()

    def rate_if_stale(self) -> None:
        """Rate the archive again when its ratings were computed by another formula version, or never."""
        row = self._db.execute("SELECT value FROM ratings_meta WHERE key = 'formula'").fetchone()
        if row is None or row[0] != FORMULA_VERSION:
            self.rebuild_ratings()

    # Writing.

    def _standings(self, pool: str, usernames: list[str]) -> dict[str, Standing]:
        found: dict[str, Standing] = {}
        for username in usernames:
            row = self._db.execute(
                "SELECT rating, experience, played, won FROM ratings WHERE pool = ? AND username = ?",
                (pool, username)).fetchone()
            if row is not None:
                found[username.casefold()] = Standing(float(row[0]), int(row[1]), int(row[2]), int(row[3]))
        return found

    def _departures(self, match_id: str) -> tuple[list[int], int | None, dict[int, str]]:
        """The seats that left the match for good, in order (its table's last lobby state), the seat of
        its last logged step, and the bot levels seats kept of their own."""
        row = self._db.execute("SELECT state FROM tables WHERE id = ?", (match_id,)).fetchone()
        state = json.loads(row[0]) if row else {}
        left = [seat for seat in (state.get("left") or []) if type(seat) is int]
        levels = {index: str(seat["level"]) for index, seat in enumerate(state.get("seats") or [])
                  if isinstance(seat, dict) and isinstance(seat.get("level"), str)}
        last = self._db.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq DESC LIMIT 1", (match_id,)
        ).fetchone()
        return left, step_seat(json.loads(last[0])) if last else None, levels

    def _rate(self, match: ArchivedMatch, write: Write) -> list[RatingChange]:
        if self._db.execute("SELECT 1 FROM rating_changes WHERE match_id = ? LIMIT 1",
                            (match.id,)).fetchone():
            return []
        rated = rated_match(match, *self._departures(match.id))
        if rated is None:
            return []
        people = [name for name in rated.accounts if name is not None]
        changes = changes_of(rated, self._standings(rated.pool, people))
        for change in changes:
            after = change.after
            write("INSERT INTO ratings (pool, username, rating, experience, played, won)"
                  " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(pool, username) DO UPDATE SET"
                  " rating = excluded.rating, experience = excluded.experience, played = excluded.played,"
                  " won = excluded.won",
                  (change.pool, change.username, after.rating, after.experience, after.played, after.won))
            write("INSERT INTO rating_changes (match_id, username, pool, opponent, won, rating_before,"
                  " rating_after, experience_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                  (change.match_id, change.username, change.pool, change.opponent, int(change.won),
                   change.before.rating, after.rating, after.experience))
        return changes

    def rate_match(self, match_id: str) -> list[RatingChange]:
        """Rate a match that has just ended (through the tick's transaction): each person's change, or
        nothing when it is not rated or was rated already."""
        match = self.match(match_id)
        if match is None or match.result not in PAST_RESULTS:
            return []
        return self._rate(match, self._write)

    def rebuild_ratings(self) -> int:
        """Forget every rating and rate every past match of the archive again, in the order they ended,
        in one transaction; the number of matches rated."""
        outer = self._db.in_transaction
        if not outer:
            self._db.execute("BEGIN")
        self._db.execute("DELETE FROM ratings")
        self._db.execute("DELETE FROM rating_changes")
        ids = [match_id for (match_id,) in self._db.execute(
            "SELECT id FROM matches WHERE result IN (?, ?) ORDER BY ended_at, id", PAST_RESULTS)]
        rated = 0
        for match_id in ids:
            match = self.match(match_id)
            if match is not None and self._rate(match, self._db.execute):
                rated += 1
        self._db.execute("INSERT INTO ratings_meta (key, value) VALUES ('formula', ?)"
                         " ON CONFLICT(key) DO UPDATE SET value = excluded.value", (FORMULA_VERSION,))
        if not outer:
            self._db.execute("COMMIT")
        return rated

    # Reading.

    def standing(self, username: str, pool: str) -> RatedPlayer | None:
        """A player's standing in a pool (None: no rated match there yet)."""
        row = self._db.execute(
            "SELECT username, rating, experience, played, won FROM ratings WHERE pool = ? AND username = ?",
            (pool, username)).fetchone()
        if row is None:
            return None
        return RatedPlayer(str(row[0]), pool, Standing(float(row[1]), int(row[2]), int(row[3]), int(row[4])))

    def leaderboard(self, pool: str, offset: int, limit: int) -> list[RatedPlayer]:
        """A page of a pool's players, highest rating first (ties by name)."""
        rows = self._db.execute(
            "SELECT username, rating, experience, played, won FROM ratings WHERE pool = ?"
            " ORDER BY rating DESC, username LIMIT ? OFFSET ?", (pool, limit, max(0, offset))).fetchall()
        return [RatedPlayer(str(r[0]), pool, Standing(float(r[1]), int(r[2]), int(r[3]), int(r[4])))
                for r in rows]

    def rank_of(self, username: str, pool: str) -> int | None:
        """A player's place on a pool's leaderboard (1 = first), or None."""
        found = self.standing(username, pool)
        if found is None:
            return None
        row = self._db.execute(
            "SELECT COUNT(*) FROM ratings WHERE pool = ? AND (rating > ? OR (rating = ? AND username < ?))",
            (pool, found.standing.rating, found.standing.rating, found.username)).fetchone()
        return int(row[0]) + 1

    def rating_history(self, username: str, offset: int, limit: int) -> list[PastChange]:
        """A player's rated matches (both pools), newest first."""
        rows = self._db.execute(
            "SELECT match_id, pool, opponent, won, rating_before, rating_after FROM rating_changes"
            " WHERE username = ? ORDER BY seq DESC LIMIT ? OFFSET ?",
            (username, limit, max(0, offset))).fetchall()
        return [PastChange(str(r[0]), str(r[1]), str(r[2]), bool(r[3]), float(r[4]), float(r[5]))
                for r in rows]

    def all_standings(self) -> dict[tuple[str, str], Standing]:
        """Every standing by (pool, username folded): what a rebuild is compared with."""
        return {(str(r[0]), str(r[1]).casefold()): Standing(float(r[2]), int(r[3]), int(r[4]), int(r[5]))
                for r in self._db.execute(
                    "SELECT pool, username, rating, experience, played, won FROM ratings")
                if str(r[0]) in POOLS}

    def average_error_rate(self, username: str) -> float | None:
        """The player's average error rate over their analysed matches, or None when none was analysed.
        The match analysis overrides this (its store part comes before this one in ``Store``'s bases);
        without it no match is analysed."""
        del username
        return None
