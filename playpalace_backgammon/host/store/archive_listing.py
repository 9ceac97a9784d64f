"""``playpalace-backgammon matches``: the archive listed for server operators and scripts.

One line a match, newest first: id, start (UTC), result, length ("money" for a money session), players,
score, winner (the winner's name; "no winner" for a finished money session that ended level; "-" while
there is none: under way or abandoned), and "private" when it is; with ``--ids`` only the ids, one a line.
A missing or unreadable file is a message on standard error and exit status 2; nothing is created.
"""

from __future__ import annotations

import datetime
import sqlite3
import sys
from pathlib import Path
from typing import TextIO

from .store import Store
from .store_archive import ArchivedMatch


def match_line(match: ArchivedMatch) -> str:
    """A match as one tab-separated line."""
    started = datetime.datetime.fromtimestamp(match.started_at, datetime.UTC).strftime("%Y-%m-%d %H:%M")
    score = "-" if match.score is None else "-".join(str(points) for points in match.score)
    length = f"{match.match_length}pt" if match.match_length else "money"  # a money session: length 0
    winner = "no winner" if match.no_winner else "-" if match.winner is None else match.names[match.winner]
    fields = [match.id, started, match.result, length, " vs ".join(match.names), score, winner]
    if match.private:
        fields.append("private")
    return "\t".join(fields)


def list_matches(db: str | Path, ids_only: bool, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Print the archive of the store ``db`` (on ``out`` and ``err``, else the standard streams of the moment
    of the call); the exit status."""
    out = out or sys.stdout
    err = err or sys.stderr
    path = Path(db)
    if not path.is_file():
        print(f"playpalace-backgammon matches: no store at {path}", file=err)
        return 2
    try:
        store = Store(path)
    except sqlite3.DatabaseError as error:
        print(f"playpalace-backgammon matches: {path} is not a readable store ({error})", file=err)
        return 2
    try:
        for match in store.all_matches():
            print(match.id if ids_only else match_line(match), file=out)
    finally:
        store.close()
    return 0
