"""The archive of matches in the store: every match that started, finished or abandoned, kept with its log.

A table's log (``table_log``) is never deleted, so a match's whole history is already there; the archive
adds one row a match (``matches``: players' names, options, the date it started and ended, the result and
the final score, whether its host made it private) and one row a person who played it (``match_players``),
both kept up to date from the table's lobby state each time the host saves it (``save_table``). Listing a
page reads an index in order and stops after the page: a person's own matches by (username, start), the
public ones by (private, start), so a page costs the same for 100 matches as for 10,000
(``bench/bench_archive.py``).

``migrate`` brings a store of any earlier version up to date in place: it creates what is missing and
fills the archive from the tables already kept (a match saved before the score was kept has none).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from playpalace_backgammon.table.log import step_seat

from .database import Database

SCHEMA_VERSION = 1  # PRAGMA user_version: 0 = before the archive

ARCHIVE_SCHEMA = """
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    started_at REAL NOT NULL,
    ended_at REAL,
    result TEXT NOT NULL,
    private INTEGER NOT NULL DEFAULT 0,
    match_length INTEGER NOT NULL,
    names TEXT NOT NULL,
    score TEXT,
    winner INTEGER,
    options TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_by_visibility ON matches (private, started_at, id);
CREATE INDEX IF NOT EXISTS matches_by_start ON matches (started_at, id);
CREATE TABLE IF NOT EXISTS match_players (
    match_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    username TEXT NOT NULL COLLATE NOCASE,
    started_at REAL NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS match_players_by_user ON match_players (username, started_at, match_id);
"""

PLAYING = "playing"
FINISHED = "finished"
ABANDONED = "abandoned"
ARCHIVED_RESULTS = (PLAYING, FINISHED, ABANDONED)  # table statuses that have a match
PAST_RESULTS = (FINISHED, ABANDONED)  # what "Past matches" lists


PageCursor = tuple[float, str]
"""Where a page of the archive's lists ended: the last match's (start time, id), the order they list in."""
_NEWEST = float("inf")  # a cursor before every match


@dataclass(frozen=True)
class ArchivedMatch:
    """One match of the archive. ``players`` maps a seat to the account that sat there (bots have none);
    ``score`` is None when the store kept none (matches saved before scores were); ``winner`` is the seat
    that won a finished match."""

    id: str
    game: str
    started_at: float
    ended_at: float | None
    result: str
    private: bool
    match_length: int
    names: tuple[str, ...]
    score: tuple[int, ...] | None
    winner: int | None
    options: Mapping[str, Any]
    players: Mapping[int, str]

    def seat_of(self, username: str | None) -> int | None:
        """The seat ``username`` played in this match (any case), or None."""
        if not username:
            return None
        folded = username.casefold()
        return next((seat for seat, name in self.players.items() if name.casefold() == folded), None)

    @property
    def cursor(self) -> PageCursor:
        """Where a page that ends with this match ends (see ``matches_of``)."""
        return (self.started_at, self.id)

    def visible_to(self, username: str | None) -> bool:
        """Public matches to anyone; private ones to their players only."""
        return not self.private or self.seat_of(username) is not None

    @property
    def no_winner(self) -> bool:
        """Finished level with no one ahead: a money session that ended level (lists say so, not a loss;
        a match always has a winner)."""
        return (self.result == FINISHED and self.winner is None and self.score is not None
                and len(set(self.score)) == 1)


@dataclass(frozen=True)
class MoneyRecord:
    """A person's money sessions on their profile: how many (finished, left or abandoned), how many they
    ended ahead, behind and level, and the points they won less the points they lost."""

    sessions: int = 0
    won: int = 0
    lost: int = 0
    level: int = 0
    net: int = 0


_COLUMNS = "id, game, started_at, ended_at, result, private, match_length, names, score, winner, options"


def archive_row(table_id: str, game: str, state: Mapping[str, Any], status: str, now: float
                ) -> tuple[tuple[Any, ...], list[tuple[int, str]]] | None:
    """The archive's row for a table saved with ``state`` and ``status`` (None: no match to keep: not
    started, or closed before it started), and its (seat, username) of each person seated."""
    names = state.get("names") or []
    if status not in ARCHIVED_RESULTS or not names:
        return None
    options = dict(state.get("options") or {})
    score = state.get("score")
    money = bool(options.get("money"))  # a money session: match length 0, as gnubg writes it
    winner = None
    if status == FINISHED and score and not (money and len(set(score)) == 1):  # a level session: nobody
        winner = max(range(len(score)), key=lambda seat: score[seat])
    ended = None if status == PLAYING else now
    row = (table_id, game, now, ended, status, 1 if state.get("private") else 0,
           0 if money else int(options.get("match_length") or 1), json.dumps(list(names)),
           None if score is None else json.dumps(list(score)), winner, json.dumps(options))
    players = [(seat, str(data["username"])) for seat, data in enumerate(state.get("seats") or [])
               if data.get("kind") == "human" and data.get("username")]
    return row, players


class ArchiveQueries:
    """The archive's part of ``Store``: writes follow the table's saves, reads list and open matches."""

    _db: Database
    # SQLite's unary + keeps its planner off an index (see ``public_matches``); PostgreSQL has no unary +
    # for text and plans by its statistics (``store_pg`` sets this to nothing).
    _OFF_INDEX = "+"

    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        raise NotImplementedError

    def migrate(self) -> None:
        """Bring the file up to date in place: the archive's tables and indexes, filled from the tables
        already kept. Idempotent; one transaction."""
        self._db.executescript(ARCHIVE_SCHEMA)
        version = int(self._db.execute("PRAGMA user_version").fetchone()[0])
        if version >= SCHEMA_VERSION:
            return
        self._db.execute("BEGIN")
        rows = self._db.execute(
            "SELECT id, game, state, status, created_at FROM tables WHERE status IN (?, ?, ?)",
            ARCHIVED_RESULTS,
        ).fetchall()
        for table_id, game, state, status, created_at in rows:
            made = archive_row(table_id, game, json.loads(state), status, created_at)
            if made is not None:
                self._insert(made, created_at, update=False, write=self._db.execute)
        self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        self._db.execute("COMMIT")

    def _insert(self, made: tuple[tuple[Any, ...], list[tuple[int, str]]], started_at: float, *,
                update: bool = True, write: Callable[[str, tuple[Any, ...]], Any] | None = None) -> None:
        """Write a match's row and its players (through the tick's transaction unless ``write`` is given:
        the migration writes in one transaction of its own, before the server runs)."""
        write = write or self._write
        row, players = made
        sql = f"INSERT INTO matches ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        if update:
            sql += (" ON CONFLICT(id) DO UPDATE SET result = excluded.result, private = excluded.private,"
                    " ended_at = COALESCE(matches.ended_at, excluded.ended_at), names = excluded.names,"
                    " score = COALESCE(excluded.score, matches.score), winner = excluded.winner,"
                    " options = excluded.options")
        else:
            sql += " ON CONFLICT DO NOTHING"
        write(sql, row)
        for seat, username in players:
            write("INSERT INTO match_players (match_id, seat, username, started_at)"
                  " VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING", (row[0], seat, username, started_at))

    def archive_table(self, table_id: str, game: str, state: Mapping[str, Any], status: str) -> None:
        """Keep the archive in step with a table just saved (a no-op before its match starts, and for a
        table closed after it finished: its result stays)."""
        made = archive_row(table_id, game, state, status, time.time())
        if made is None:
            return
        if status == FINISHED:
            made = self._conceded(made)
        existing = self._db.execute("SELECT started_at FROM matches WHERE id = ?", (table_id,)).fetchone()
        self._insert(made, existing[0] if existing else made[0][2])

    def _conceded(self, made: tuple[tuple[Any, ...], list[tuple[int, str]]]
                  ) -> tuple[tuple[Any, ...], list[tuple[int, str]]]:
        """A finished match that no one won on points (resigned as a whole, or lost on time: the score
        stays as it was) was won by the other seat than the one whose step ended it, its last logged."""
        row, players = made
        score = json.loads(row[8]) if row[8] is not None else None
        if not score or len(score) != 2 or max(score) >= row[6]:
            return made
        last = self._db.execute("SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq DESC LIMIT 1",
                                (row[0],)).fetchone()
        seat = step_seat(json.loads(last[0])) if last else None
        if seat not in (0, 1):
            return made
        return (*row[:9], 1 - seat, *row[10:]), players

    # Reading.

    def _matches(self, rows: Sequence[tuple[Any, ...]]) -> list[ArchivedMatch]:
        found = []
        for row in rows:
            players = {int(seat): str(name) for seat, name in self._db.execute(
                "SELECT seat, username FROM match_players WHERE match_id = ?", (row[0],))}
            score = None if row[8] is None else tuple(int(s) for s in json.loads(row[8]))
            found.append(ArchivedMatch(
                id=row[0], game=row[1], started_at=float(row[2]),
                ended_at=None if row[3] is None else float(row[3]), result=row[4], private=bool(row[5]),
                match_length=int(row[6]), names=tuple(json.loads(row[7])), score=score,
                winner=None if row[9] is None else int(row[9]), options=json.loads(row[10]),
                players=players))
        return found

    def money_totals(self, username: str) -> MoneyRecord:
        """The money sessions ``username`` played, for their profile: finished ones, and ones left or
        abandoned with the points they stood at then (leaving a losing session does not hide it). Money
        sessions are never rated: this is all a profile says of them."""
        rows = self._db.execute(
            "SELECT p.seat, m.score FROM match_players p JOIN matches m ON m.id = p.match_id"
            " WHERE p.username = ? AND m.match_length = 0 AND m.result IN (?, ?)",
            (username, *PAST_RESULTS)).fetchall()
        sessions = won = lost = net = 0
        for seat, score in rows:
            points = json.loads(score) if score is not None else None
            if not isinstance(points, list) or len(points) != 2 or seat not in (0, 1):
                continue
            difference = int(points[seat]) - int(points[1 - seat])
            sessions += 1
            won += difference > 0
            lost += difference < 0
            net += difference
        return MoneyRecord(sessions, won, lost, sessions - won - lost, net)

    def match(self, match_id: str) -> ArchivedMatch | None:
        """One match of the archive, finished, abandoned or under way; None for an unknown id."""
        rows = self._db.execute(f"SELECT {_COLUMNS} FROM matches WHERE id = ?", (match_id,)).fetchall()
        found = self._matches(rows)
        return found[0] if found else None

    def matches_of(self, username: str, after: PageCursor | None, limit: int) -> list[ArchivedMatch]:
        """The past (finished or abandoned) matches ``username`` played, newest first, from just after
        ``after`` (the last match of the page before; None: from the newest). Paging by the last row seen
        rather than by a count of rows to skip keeps a page deep in the list as quick as the first."""
        started, match_id = after if after is not None else (_NEWEST, "")
        rows = self._db.execute(
            f"SELECT {', '.join('m.' + c.strip() for c in _COLUMNS.split(','))}"
            " FROM match_players p JOIN matches m ON m.id = p.match_id"
            " WHERE p.username = ? AND (p.started_at, p.match_id) < (?, ?) AND m.result IN (?, ?)"
            " ORDER BY p.started_at DESC, p.match_id DESC LIMIT ?",
            (username, started, match_id, *PAST_RESULTS, limit),
        ).fetchall()
        return self._matches(rows)

    def public_matches(self, excluding: str, after: PageCursor | None, limit: int) -> list[ArchivedMatch]:
        """Past public matches that ``excluding`` did not play, newest first, from just after ``after`` (as
        ``matches_of``). (The unary + keeps the planner on each match's own players, by the primary key,
        rather than on all of the player's rows.)"""
        started, match_id = after if after is not None else (_NEWEST, "")
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM matches m"
            " WHERE m.private = 0 AND (m.started_at, m.id) < (?, ?) AND m.result IN (?, ?) AND NOT EXISTS"
            f" (SELECT 1 FROM match_players p WHERE p.match_id = m.id AND {self._OFF_INDEX}p.username = ?)"
            " ORDER BY m.started_at DESC, m.id DESC LIMIT ?",
            (started, match_id, *PAST_RESULTS, excluding, limit),
        ).fetchall()
        return self._matches(rows)

    def all_matches(self) -> list[ArchivedMatch]:
        """Every match of the archive, newest first (for the command line)."""
        rows = self._db.execute(
            f"SELECT {_COLUMNS} FROM matches ORDER BY started_at DESC, id DESC").fetchall()
        return self._matches(rows)

    def match_log(self, match_id: str) -> list[dict[str, Any]]:
        """A match's log entries in order (the table's log; empty for an unknown id)."""
        return [json.loads(entry) for (entry,) in self._db.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (match_id,))]

    def table_state(self, match_id: str) -> dict[str, Any] | None:
        """The lobby state a table was last saved with (options, seats, names, score), or None."""
        row = self._db.execute("SELECT state FROM tables WHERE id = ?", (match_id,)).fetchone()
        return None if row is None else dict(json.loads(row[0]))
