"""Bot decision latency per level, through the real pool: p50 and p99, and the ratio to the Random level.

Run by ``python -m bench`` (``run()``). Random is the in-process reference measured in the same run.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time

from playpalace_backgammon.bots import BotLevel, DecisionKind, DecisionRequest
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.rules import Position, legal_plays

SAMPLES = {BotLevel.GNUBG_2PLY: 30, BotLevel.GNUBG_1PLY: 80}
DEFAULT_SAMPLES = 200


def _positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    rng = random.Random(seed)
    found: list[tuple[Position, tuple[int, int]]] = []
    position = Position.initial()
    while len(found) < count:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = legal_plays(position, dice)
        if len(plays) >= 2:
            found.append((position, dice))
        position = rng.choice(plays).result if plays else position
        position = Position.initial() if position.mover[0] == 15 else position.swap()
    return found


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def _measure() -> dict[BotLevel, list[float]]:
    positions = _positions(DEFAULT_SAMPLES, seed=7)
    timings: dict[BotLevel, list[float]] = {}
    async with BotPool(workers=1) as pool:
        await pool.start()
        for level in BotLevel:
            samples = positions[: SAMPLES.get(level, DEFAULT_SAMPLES)]
            timings[level] = []
            for position, dice in samples:
                request = DecisionRequest(position, DecisionKind.MOVE, level, dice)
                started = time.perf_counter()
                await pool.decide(request)
                timings[level].append(time.perf_counter() - started)
    return timings


def run() -> None:
    """Prints each level's move-decision latency (one worker, sequential requests)."""
    timings = asyncio.run(_measure())
    reference = statistics.median(timings[BotLevel.RANDOM])
    print("bots: move decision latency through BotPool (1 worker, sequential)")
    print(f"  {'level':<12} {'n':>4} {'p50 ms':>9} {'p99 ms':>9} {'p50 / random':>13}")
    for level, values in timings.items():
        p50, p99 = statistics.median(values), _percentile(values, 0.99)
        ratio = p50 / reference
        print(f"  {level.value:<12} {len(values):>4} {p50 * 1000:>9.2f} {p99 * 1000:>9.2f} {ratio:>12.1f}x")


if __name__ == "__main__":
    run()
