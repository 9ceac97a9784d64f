"""GNU Backgammon's analysis of whole 7-point matches in the bot pool's analysis worker, at 1-ply (the
server's default) against 0-ply as the reference, both timed in this process.

Three seeded 7-point matches (Simple against gnubg 0-ply, so there are errors and cube actions) are played
into a store, and each is analysed in the pool as the server does: .mat rebuilt from the store, gnubg's
``analyse match`` in the worker, its text export read. Figures: decisions, seconds per match at each ply,
and the ratio of 1-ply to 0-ply. The issue's bound is 60 s for a 7-point match at 1-ply.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from playpalace_backgammon.bots import BotLevel
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.lobby.match_analysis import analyse_match
from playpalace_backgammon.host.selfplay import level_driver, match_seed, play_match
from playpalace_backgammon.host.store.store import Store

MATCHES = 3
LENGTH = 7
LEVELS = (BotLevel.SIMPLE, BotLevel.GNUBG_0PLY)


async def _bench(directory: Path) -> None:
    store = Store(directory / "bench.sqlite3")
    try:
        async with BotPool(workers=1) as pool:
            ids = []
            for index in range(MATCHES):
                table_id, _status = await play_match(
                    store, length=LENGTH, levels=LEVELS, seed=match_seed(7, index),
                    decide=level_driver(pool, LEVELS), number=index + 1)
                ids.append(table_id)
            await analyse_match(store, pool, ids[0], 0)  # the worker started and gnubg loaded
            times: dict[int, list[float]] = {0: [], 1: []}
            decisions = 0
            for plies in (0, 1):
                for table_id in ids:
                    start = time.perf_counter()
                    analysis = await analyse_match(store, pool, table_id, plies)
                    times[plies].append(time.perf_counter() - start)
                    decisions += len(analysis.decisions) if plies == 1 else 0
        zero, one = sum(times[0]) / MATCHES, sum(times[1]) / MATCHES
        print(f"{MATCHES} matches of {LENGTH} points, {decisions} decisions judged at 1-ply")
        print(f"0-ply: {zero:.2f} s a match (reference); 1-ply: {one:.2f} s a match, "
              f"slowest {max(times[1]):.2f} s; ratio {one / zero:.1f}")
    finally:
        store.close()


def run() -> None:
    with tempfile.TemporaryDirectory() as directory:
        asyncio.run(_bench(Path(directory)))


if __name__ == "__main__":
    run()
