"""Bots through the real pool: each level's decision latency, and the event loop's lag under 20 bot tables.

Run by ``python -m bench`` (``run()``). Two parts:

1. Latency per level: one worker, one MOVE request at a time, on positions from games between gnubg
   0-ply players (what a bot meets in play); p50 and
   p99, and the ratio of the p50 to the Random level's (the in-process reference, measured in the same run);
   also the engine's own CPU time per decision, which the machine's other load does not inflate.
2. Load: 20 concurrent tables of gnubg 2-ply bots play money games (cube questions included) through one
   ``BotPool`` of the default size (one worker per core) while a ticker coroutine sleeping 5 ms at a time
   measures how late the event loop wakes it, against the same ticker run alone just before (what the
   machine itself costs); also the decisions' latency under that load (queueing included) and their rate.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from playpalace_backgammon.bots import (
    BotLevel,
    CubeDecision,
    CubeOwner,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    TakeDecision,
    engine_gnubg,
)
from playpalace_backgammon.bots.local import decide_locally
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.rules import Position, legal_plays

SAMPLES = {BotLevel.GNUBG_2PLY: 30, BotLevel.GNUBG_1PLY: 80}
DEFAULT_SAMPLES = 200
TABLES = 20
LOAD_SECONDS = 20.0
IDLE_SECONDS = 3.0
TICK = 0.005
TARGET_0PLY_P50 = 0.005
TARGET_2PLY_P50 = 0.100
TARGET_LAG_P99 = 0.005


def _game_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """Positions a bot meets in play: from games between gnubg 0-ply players, each with the roll played there.

    Runs in a spawned process (gnubg may not run in the bench's own). Random self-play would give chaotic
    positions with many more plays to weigh than real games have.
    """
    rng = random.Random(seed)
    found: list[tuple[Position, tuple[int, int]]] = []
    position = Position.initial()
    while len(found) < count:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = legal_plays(position, dice)
        if len(plays) >= 2:
            found.append((position, dice))
            request = DecisionRequest(position, DecisionKind.MOVE, BotLevel.GNUBG_0PLY, dice)
            decision = engine_gnubg.decide(request)
            assert isinstance(decision, MoveDecision)
            position = plays[decision.play_index].result
        elif plays:
            position = plays[0].result
        position = Position.initial() if position.mover[0] == 15 else position.swap()
    return found


def _positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as process:
        return process.submit(_game_positions, count, seed).result()


def _percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def _measure_levels() -> dict[BotLevel, list[float]]:
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


class _Load:
    """What the load part measured."""

    def __init__(self) -> None:
        self.lags: list[float] = []
        self.idle_lags: list[float] = []
        self.latencies: list[float] = []
        self.games = 0
        self.stats: dict[str, int] = {}
        self.workers = 0
        self.seconds = 0.0


async def _table(pool: BotPool, seed: int, stop: asyncio.Event, load: _Load) -> None:
    """One table of two gnubg 2-ply bots playing money games until told to stop."""
    rng = random.Random(seed)

    async def ask(request: DecisionRequest) -> object:
        started = time.perf_counter()
        answer = await pool.decide(request)
        load.latencies.append(time.perf_counter() - started)
        return answer

    level = BotLevel.GNUBG_2PLY
    while not stop.is_set():
        position, cube, owner = Position.initial(), 1, CubeOwner.CENTRED
        while not stop.is_set():
            if cube < 64 and owner is not CubeOwner.OPPONENT:
                question = DecisionRequest(
                    position, DecisionKind.ROLL_OR_DOUBLE, level, cube_value=cube, cube_owner=owner
                )
                double = await ask(question)
                if isinstance(double, CubeDecision) and double.double:
                    taker = DecisionRequest(
                        position.swap(), DecisionKind.TAKE_OR_DROP, level, cube_value=cube,
                        cube_owner=owner.swapped(),
                    )
                    take = await ask(taker)
                    if isinstance(take, TakeDecision) and not take.take:
                        break
                    cube, owner = cube * 2, CubeOwner.OPPONENT
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            plays = legal_plays(position, dice)
            if len(plays) > 1:
                move = await ask(DecisionRequest(position, DecisionKind.MOVE, level, dice, cube, owner))
                assert isinstance(move, MoveDecision)
                position = plays[move.play_index].result
            elif plays:
                position = plays[0].result
            if position.mover[0] == 15:
                break
            position, owner = position.swap(), owner.swapped()
        load.games += 1


async def _ticker(stop: asyncio.Event, lags: list[float]) -> None:
    """Sleeps TICK at a time until told to stop, noting how late each wake-up came."""
    while not stop.is_set():
        before = time.perf_counter()
        await asyncio.sleep(TICK)
        lags.append(time.perf_counter() - before - TICK)


async def _measure_idle_lag(seconds: float) -> list[float]:
    """The ticker's lag with no bots at all: what the machine alone costs (the reference)."""
    stop, lags = asyncio.Event(), list[float]()
    tick = asyncio.create_task(_ticker(stop, lags))
    await asyncio.sleep(seconds)
    stop.set()
    await tick
    return lags


async def _measure_load() -> _Load:
    load = _Load()
    stop = asyncio.Event()
    load.idle_lags = await _measure_idle_lag(IDLE_SECONDS)
    async with BotPool(max_pending=4 * TABLES) as pool:
        await pool.start()
        load.workers = pool.workers

        async def ticker() -> None:
            await _ticker(stop, load.lags)

        started = time.perf_counter()
        tasks = [asyncio.create_task(_table(pool, seed, stop, load)) for seed in range(TABLES)]
        tick = asyncio.create_task(ticker())
        await asyncio.sleep(LOAD_SECONDS)
        stop.set()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await tick
        load.seconds = time.perf_counter() - started
        load.stats = dict(pool.stats)
    return load


def _load_average() -> str:
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "unknown"


def _engine_cpu_times(level: BotLevel, samples: list[tuple[Position, tuple[int, int]]]) -> list[float]:
    """CPU seconds of each decision in this process alone, whatever else the machine runs.

    Called in a spawned process for the gnubg levels (gnubg may not run in the bench's own process).
    """
    decide = engine_gnubg.decide if level.uses_gnubg else decide_locally
    times = []
    for position, dice in samples:
        request = DecisionRequest(position, DecisionKind.MOVE, level, dice)
        started = time.thread_time()
        decide(request)
        times.append(time.thread_time() - started)
    return times


def _measure_cpu() -> dict[BotLevel, list[float]]:
    positions = _positions(DEFAULT_SAMPLES, seed=7)
    cpu: dict[BotLevel, list[float]] = {}
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as process:
        for level in BotLevel:
            samples = positions[: SAMPLES.get(level, DEFAULT_SAMPLES)]
            if level.uses_gnubg:
                cpu[level] = process.submit(_engine_cpu_times, level, samples).result()
            else:
                cpu[level] = _engine_cpu_times(level, samples)
    return cpu


def _verdict(value: float, target: float) -> str:
    return "meets" if value < target else "MISSES"


def run() -> None:
    """Prints each level's latency, then the loop lag and decision figures under 20 bot tables."""
    timings = asyncio.run(_measure_levels())
    cpu = _measure_cpu()
    reference = statistics.median(timings[BotLevel.RANDOM])
    print(
        "bots: move decision latency through BotPool (1 worker, one request at a time; "
        f"machine load average {_load_average()})"
    )
    print(
        f"  {'level':<12} {'n':>4} {'p50 ms':>9} {'p99 ms':>9} {'p50 / random':>13} "
        f"{'engine cpu p50 ms':>18}"
    )
    for level, values in timings.items():
        p50, p99 = statistics.median(values), _percentile(values, 0.99)
        ratio = p50 / reference
        engine = statistics.median(cpu[level]) * 1000
        print(
            f"  {level.value:<12} {len(values):>4} {p50 * 1000:>9.2f} {p99 * 1000:>9.2f} {ratio:>12.1f}x"
            f" {engine:>18.2f}"
        )
    for level, target in ((BotLevel.GNUBG_0PLY, TARGET_0PLY_P50), (BotLevel.GNUBG_2PLY, TARGET_2PLY_P50)):
        p50 = statistics.median(timings[level])
        print(f"  target {level.value} p50 < {target * 1000:.0f} ms: {_verdict(p50, target)}")

    load = asyncio.run(_measure_load())
    lag_p99 = _percentile(load.lags, 0.99)
    print(
        f"bots: {TABLES} tables of gnubg 2-ply bots for {load.seconds:.0f} s, one BotPool of {load.workers} "
        f"workers ({os.cpu_count()} cores)"
    )
    print(
        f"  event loop lag ({TICK * 1000:.0f} ms ticker, n={len(load.lags)}): p50 "
        f"{statistics.median(load.lags) * 1000:.2f} ms, p99 {lag_p99 * 1000:.2f} ms, "
        f"max {max(load.lags) * 1000:.2f} ms"
    )
    idle_p99 = _percentile(load.idle_lags, 0.99)
    print(
        f"  reference, the same ticker with no bots ({IDLE_SECONDS:.0f} s before): "
        f"p99 {idle_p99 * 1000:.2f} ms"
        f" (loaded / idle p99: {lag_p99 / max(idle_p99, 1e-6):.1f}x; machine load average {_load_average()})"
    )
    print(f"  target loop lag p99 < {TARGET_LAG_P99 * 1000:.0f} ms: {_verdict(lag_p99, TARGET_LAG_P99)}")
    if load.latencies:
        print(
            f"  decisions: {len(load.latencies)} ({len(load.latencies) / load.seconds:.1f}/s, "
            f"{load.games} games ended), latency under load incl. queueing p50 "
            f"{statistics.median(load.latencies) * 1000:.0f} ms, p99 "
            f"{_percentile(load.latencies, 0.99) * 1000:.0f} ms"
        )
    print(f"  pool stats: {load.stats}")


if __name__ == "__main__":
    run()
