"""Analyses of archived matches in the store: asked for, then done (``analysis_jobs``), and their results
(``analyses``: the whole ``MatchAnalysis`` as JSON and gnubg's SGF of the match with the analysis in it;
``analysis_players``: each seat's error rate, for the players' profiles).

Tables of their own, created when missing (no change to the archive's ``PRAGMA user_version``): a file of
an earlier version simply has no analysis yet. A job left unfinished by a restart is still in
``analysis_jobs`` and is started again (``unfinished_analyses``).
"""

from __future__ import annotations

import json
import time
from typing import Any

from .database import Database

ANALYSIS_SCHEMA = """
CREATE TABLE IF NOT EXISTS analysis_jobs (
    match_id TEXT PRIMARY KEY,
    plies INTEGER NOT NULL,
    requested_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS analyses (
    match_id TEXT PRIMARY KEY,
    plies INTEGER NOT NULL,
    result TEXT NOT NULL,
    sgf TEXT NOT NULL,
    analysed_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS analysis_players (
    match_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    error_rate REAL NOT NULL,
    PRIMARY KEY (match_id, seat)
);
"""


class AnalysisQueries:
    """The analyses' part of ``Store``."""

    _db: Database

    def _write(self, sql: str, args: tuple[Any, ...]) -> None:
        raise NotImplementedError

    def migrate_analysis(self) -> None:
        self._db.executescript(ANALYSIS_SCHEMA)

    def request_analysis(self, match_id: str, plies: int) -> None:
        """Notes that ``match_id`` is to be analysed at ``plies`` (kept until ``save_analysis``)."""
        self._write("INSERT INTO analysis_jobs (match_id, plies, requested_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (match_id) DO UPDATE SET plies = excluded.plies,"
                    " requested_at = excluded.requested_at", (match_id, plies, time.time()))

    def unfinished_analyses(self) -> list[tuple[str, int]]:
        """(match id, plies) of the analyses asked for and not yet saved, oldest first."""
        rows = self._db.execute(
            "SELECT match_id, plies FROM analysis_jobs ORDER BY requested_at, match_id").fetchall()
        return [(str(row[0]), int(row[1])) for row in rows]

    def save_analysis(self, match_id: str, plies: int, result: dict[str, Any], sgf: str) -> None:
        """Keeps a finished analysis (replacing an earlier one) and ends its job."""
        self._write("INSERT INTO analyses (match_id, plies, result, sgf, analysed_at) VALUES (?, ?, ?, ?, ?)"
                    " ON CONFLICT (match_id) DO UPDATE SET plies = excluded.plies, result = excluded.result,"
                    " sgf = excluded.sgf, analysed_at = excluded.analysed_at",
                    (match_id, plies, json.dumps(result), sgf, time.time()))
        for seat, player in enumerate(result.get("players") or []):
            self._write("INSERT INTO analysis_players (match_id, seat, error_rate) VALUES (?, ?, ?)"
                        " ON CONFLICT (match_id, seat) DO UPDATE SET error_rate = excluded.error_rate",
                        (match_id, seat, float(player["error_rate"])))
        self._write("DELETE FROM analysis_jobs WHERE match_id = ?", (match_id,))

    def average_error_rate(self, username: str) -> float | None:
        """The player's average error rate (thousandths of a point per decision) over their analysed
        matches, or None when none of theirs was analysed."""
        row = self._db.execute(
            "SELECT AVG(a.error_rate), COUNT(*) FROM analysis_players a JOIN match_players p"
            " ON p.match_id = a.match_id AND p.seat = a.seat WHERE p.username = ?", (username,)).fetchone()
        return None if row is None or not row[1] else float(row[0])

    def drop_analysis_job(self, match_id: str) -> None:
        """Forgets a job that cannot be done (its match cannot be rebuilt)."""
        self._write("DELETE FROM analysis_jobs WHERE match_id = ?", (match_id,))

    def stored_analysis(self, match_id: str) -> tuple[int, dict[str, Any], str] | None:
        """(plies, the analysis as JSON data, the SGF) of ``match_id``, or None when not analysed."""
        row = self._db.execute(
            "SELECT plies, result, sgf FROM analyses WHERE match_id = ?", (match_id,)).fetchone()
        return None if row is None else (int(row[0]), json.loads(row[1]), str(row[2]))
