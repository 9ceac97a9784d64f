"""The archive's page listings on a store of 10,000 matches, against the same listings on 100.

Each store is a real SQLite file (WAL, as the server keeps it) filled as the server fills it: every match
saved when it starts and when it ends, through ``Store.save_table``. One player ("ann") played half of the
matches, 99 others the rest; one match in five is private. A page is what "Past matches" asks for: 11 rows
(10 and whether another page follows) of one's own matches, or of others' public ones: the first page, and
the page halfway down the list (asked from where the page before it ended, as the menu asks).
Figures: median and p99 per page in milliseconds, and the ratio of the 10,000-match store to the 100-match
store, both timed in this process (the target: a page in under 10 ms; the ratio shows the index at work).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from playpalace_backgammon.host.store.store import Store

REPEATS = 300
PAGE = 11


def fill(path: Path, matches: int, seed: int = 1) -> Store:
    """A store of ``matches`` finished or abandoned matches, saved as the server saves them."""
    choose = random.Random(seed)
    store = Store(path, written=lambda: None)  # one transaction for the whole filling
    for number in range(matches):
        first = "ann" if number % 2 == 0 else f"player{choose.randrange(99)}"
        second = f"player{choose.randrange(99)}"
        state = {
            "number": number, "host": first, "private": choose.random() < 0.2,
            "options": {"match_length": choose.choice((1, 3, 5, 7))},
            "seats": [{"kind": "human", "username": first}, {"kind": "human", "username": second}],
            "names": [first, second],
        }
        table_id = f"t{number}-{number:08x}"
        store.save_table(table_id, "backgammon", state, "playing")
        store.append_log(table_id, 1, {"dice": [3], "start": True})
        result = "finished" if choose.random() < 0.9 else "abandoned"
        store.save_table(table_id, "backgammon", {**state, "score": [choose.randrange(8), 7]}, result)
    store.commit()
    return store


def timed(call: Callable[[], object]) -> tuple[float, float]:
    """(median, p99) of ``call`` in milliseconds over ``REPEATS`` runs."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.99) - 1]


def listings(store: Store, matches: int) -> dict[str, Callable[[], object]]:
    own = store.matches_of("ann", None, matches)
    public = store.public_matches("ann", None, matches)
    # The page halfway down each list, from where the page before it ended.
    own_deep = own[len(own) // 2 // 10 * 10 - 1].cursor
    public_deep = public[len(public) // 2 // 10 * 10 - 1].cursor
    return {
        "own, first page": lambda: store.matches_of("ann", None, PAGE),
        "own, deep page": lambda: store.matches_of("ann", own_deep, PAGE),
        "others' public, first page": lambda: store.public_matches("ann", None, PAGE),
        "others' public, deep page": lambda: store.public_matches("ann", public_deep, PAGE),
        "one match by id": lambda: store.match("t7-00000007"),
    }


def run() -> None:
    with tempfile.TemporaryDirectory() as directory:
        start = time.perf_counter()
        big = fill(Path(directory) / "big.sqlite3", 10_000)
        print(f"filled 10,000 matches in {time.perf_counter() - start:.1f} s")
        small = fill(Path(directory) / "small.sqlite3", 100)
        print(f"{'listing':28} {'100: p50 ms':>12} {'10,000: p50 ms':>15} {'p99 ms':>8} {'ratio':>6}")
        reference = {name: timed(call) for name, call in listings(small, 100).items()}
        for name, call in listings(big, 10_000).items():
            median, p99 = timed(call)
            ratio = median / reference[name][0]
            print(f"{name:28} {reference[name][0]:12.3f} {median:15.3f} {p99:8.3f} {ratio:6.1f}")
        big.close()
        small.close()


if __name__ == "__main__":
    run()
