"""``playpalace-backgammon ratings``: the ratings for server operators and scripts.

``--rebuild`` forgets every rating and computes them again from the archive alone, in one transaction
(what to run after restoring matches from a backup, or to check the ratings kept as matches ended). Then,
or without it, one line a rated player, highest first: pool, place, name, rating, experience, rated matches
played and won. A missing or unreadable file is a message on standard error and exit status 2; nothing is
created.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path
from typing import TextIO

from .ratings import POOLS
from .store import Store
from .store_ratings import RatedPlayer

_PAGE = 1000


def player_line(place: int, player: RatedPlayer) -> str:
    """A player's standing as one tab-separated line."""
    standing = player.standing
    return "\t".join([player.pool, str(place), player.username, f"{standing.rating:.2f}",
                      str(standing.experience), str(standing.played), str(standing.won)])


def list_ratings(db: str | Path, rebuild: bool, pools: tuple[str, ...] = POOLS, out: TextIO = sys.stdout,
                 err: TextIO = sys.stderr) -> int:
    """Rebuild (if asked) and print the ratings of the store ``db``; the exit status."""
    path = Path(db)
    if not path.is_file():
        print(f"playpalace-backgammon ratings: no store at {path}", file=err)
        return 2
    try:
        store = Store(path)
    except sqlite3.DatabaseError as error:
        print(f"playpalace-backgammon ratings: {path} is not a readable store ({error})", file=err)
        return 2
    try:
        if rebuild:
            rated = store.rebuild_ratings()
            print(f"rebuilt from {rated} rated matches", file=err)
        for pool in pools:
            offset = 0
            while page := store.leaderboard(pool, offset, _PAGE):
                for place, player in enumerate(page, offset + 1):
                    print(player_line(place, player), file=out)
                offset += len(page)
    finally:
        store.close()
    return 0
