"""Tournaments in the store: each event's settings and status (``tournaments``), its append-only log
(``tournament_log``: every event its core accepted, written before anyone hears of it, committed with the
tick like a table's log), the tables that played its matches (``tournament_matches``: the matches are in
the archive as any match, found under their tournament by these rows) and, once it ended, each player's
place (``tournament_places``: the profiles' list of a player's tournaments and finishes).

Tables of their own, created when missing, the same on SQLite and PostgreSQL (``store_pg`` has their
PostgreSQL spelling); a file of an earlier version simply has no tournament yet.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from .database import Database

TOURNAMENT_SCHEMA = """
CREATE TABLE IF NOT EXISTS tournaments (
    id TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at REAL NOT NULL,
    finished_at REAL
);
CREATE TABLE IF NOT EXISTS tournament_log (
    tournament_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    entry TEXT NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);
CREATE TABLE IF NOT EXISTS tournament_matches (
    tournament_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    match INTEGER NOT NULL,
    table_id TEXT NOT NULL,
    PRIMARY KEY (tournament_id, round, match)
);
CREATE TABLE IF NOT EXISTS tournament_places (
    tournament_id TEXT NOT NULL,
    username TEXT NOT NULL COLLATE NOCASE,
    place INTEGER NOT NULL,
    players INTEGER NOT NULL,
    finished_at REAL NOT NULL,
    PRIMARY KEY (tournament_id, username)
);
CREATE INDEX IF NOT EXISTS tournament_places_by_user ON tournament_places (username, finished_at);
"""

FINISHED_KEPT = 50
"""How many finished events a restarted lobby loads to browse (the newest); older ones stay in the store."""


@dataclass(frozen=True)
class StoredTournament:
    """An event as saved: its id, settings (the core's and the lobby's), status, and log in order."""

    id: str
    settings: dict[str, Any]
    status: str
    log: list[dict[str, Any]]


@dataclass(frozen=True)
class TournamentFinish:
    """A player's place in a finished event, for their profile."""

    tournament_id: str
    name: str
    place: int
    players: int


class TournamentQueries:
    """The tournaments' part of ``Store``."""

    _db: Database

    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        raise NotImplementedError

    def migrate_tournaments(self) -> None:
        self._db.executescript(TOURNAMENT_SCHEMA)

    def save_tournament(self, tournament_id: str, settings: dict[str, Any], status: str) -> None:
        """Create or update an event's settings and status."""
        finished = time.time() if status == "finished" else None
        self._write(
            "INSERT INTO tournaments (id, settings, status, created_at, finished_at) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (id) DO UPDATE SET settings = excluded.settings, status = excluded.status,"
            " finished_at = excluded.finished_at",
            (tournament_id, json.dumps(settings), status, time.time(), finished))

    def append_tournament_log(self, tournament_id: str, seq: int, entry: dict[str, Any]) -> None:
        """Append one entry to an event's log (committed with the tick, before its packets are sent)."""
        self._write("INSERT INTO tournament_log (tournament_id, seq, entry) VALUES (?, ?, ?)",
                    (tournament_id, seq, json.dumps(entry)))

    def link_tournament_match(self, tournament_id: str, round_number: int, match: int, table_id: str) -> None:
        """The table (and so the archived match) that plays match ``match`` of round ``round_number``."""
        self._write("INSERT INTO tournament_matches (tournament_id, round, match, table_id)"
                    " VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (tournament_id, round, match) DO UPDATE SET table_id = excluded.table_id",
                    (tournament_id, round_number, match, table_id))

    def tournament_tables(self, tournament_id: str) -> dict[tuple[int, int], str]:
        """Each match of an event that had a table: (round, match) -> the table's (and archive's) id."""
        rows = self._db.execute("SELECT round, match, table_id FROM tournament_matches"
                                " WHERE tournament_id = ?", (tournament_id,)).fetchall()
        return {(int(round_number), int(match)): str(table_id) for round_number, match, table_id in rows}

    def record_places(self, tournament_id: str, placings: list[tuple[int, str]], people: set[str]) -> None:
        """Each person's place in an event just finished (bots have no profile)."""
        now = time.time()
        for place, name in placings:
            if name in people:
                self._write("INSERT INTO tournament_places"
                            " (tournament_id, username, place, players, finished_at) VALUES (?, ?, ?, ?, ?)"
                            " ON CONFLICT (tournament_id, username) DO NOTHING",
                            (tournament_id, name, place, len(placings), now))

    def finishes_of(self, username: str, limit: int = 20) -> list[TournamentFinish]:
        """A player's latest finished events, newest first, with the event's name and their place."""
        rows = self._db.execute(
            "SELECT p.tournament_id, t.settings, p.place, p.players FROM tournament_places p"
            " JOIN tournaments t ON t.id = p.tournament_id WHERE p.username = ?"
            " ORDER BY p.finished_at DESC, p.tournament_id LIMIT ?", (username, limit)).fetchall()
        return [TournamentFinish(str(tid), str(json.loads(settings)["core"]["name"]), int(place),
                                 int(players)) for tid, settings, place, players in rows]

    def stored_tournament(self, tournament_id: str) -> StoredTournament | None:
        """One event as saved, with its log (None when there is none of that id): what an event's new owner
        rebuilds it from."""
        row = self._db.execute("SELECT settings, status FROM tournaments WHERE id = ?",
                               (tournament_id,)).fetchone()
        if row is None:
            return None
        log = [json.loads(entry) for (entry,) in self._db.execute(
            "SELECT entry FROM tournament_log WHERE tournament_id = ? ORDER BY seq", (tournament_id,))]
        return StoredTournament(tournament_id, json.loads(row[0]), str(row[1]), log)

    def stored_tournaments(self, finished_kept: int = FINISHED_KEPT) -> list[StoredTournament]:
        """Every event registering or running, and the newest finished ones (not those called off), oldest
        first, each with its log."""
        rows = self._db.execute(
            "SELECT id, settings, status, created_at FROM tournaments"
            " WHERE status IN ('registering', 'running')").fetchall()
        rows += self._db.execute(
            "SELECT id, settings, status, created_at FROM tournaments WHERE status = 'finished'"
            " ORDER BY finished_at DESC LIMIT ?", (finished_kept,)).fetchall()
        events = []
        for tournament_id, settings, status, _created in sorted(rows, key=lambda row: (row[3], row[0])):
            log = [json.loads(entry) for (entry,) in self._db.execute(
                "SELECT entry FROM tournament_log WHERE tournament_id = ? ORDER BY seq", (tournament_id,))]
            events.append(StoredTournament(str(tournament_id), json.loads(settings), str(status), log))
        return events
