"""The ratings on a store of 10,000 matches (``bench_archive.fill``: half of them Ann's, 99 others, rated
as they end), against 1,000: a rebuild from the archive alone (what ``ratings --rebuild`` and the first
opening of an older file cost), a leaderboard page (first and deep) and a profile's reads.

Figures: the rebuild in seconds and per match, then median and p99 per read in milliseconds, and the ratio
of the 10,000-match store to the 1,000-match one, all timed in this process.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from playpalace_backgammon.host.store.ratings import HUMAN
from playpalace_backgammon.host.store.store import Store

from .bench_archive import fill, timed


def reads(store: Store) -> dict[str, Callable[[], object]]:
    return {
        "leaderboard, first page": lambda: store.leaderboard(HUMAN, 0, 11),
        "leaderboard, last page": lambda: store.leaderboard(HUMAN, 90, 11),
        "profile: standing and place": lambda: (store.standing("ann", HUMAN), store.rank_of("ann", HUMAN)),
        "profile: 30 recent changes": lambda: store.rating_history("ann", 0, 30),
    }


def run() -> None:
    with tempfile.TemporaryDirectory() as directory:
        stores = {count: fill(Path(directory) / f"s{count}.sqlite3", count) for count in (1_000, 10_000)}
        for count, store in stores.items():
            start = time.perf_counter()
            rated = store.rebuild_ratings()
            took = time.perf_counter() - start
            print(f"rebuild of {count:,} matches ({rated:,} rated): {took:.2f} s, "
                  f"{took / max(rated, 1) * 1e6:.0f} us a match")
        print(f"{'read':30} {'1,000: p50 ms':>14} {'10,000: p50 ms':>15} {'p99 ms':>8} {'ratio':>6}")
        reference = {name: timed(call) for name, call in reads(stores[1_000]).items()}
        for name, call in reads(stores[10_000]).items():
            median, p99 = timed(call)
            print(f"{name:30} {reference[name][0]:14.3f} {median:15.3f} {p99:8.3f} "
                  f"{median / reference[name][0]:6.2f}")
        for store in stores.values():
            store.close()
