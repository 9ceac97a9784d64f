"""How late the event loop runs a timer: the lag every packet waits behind whatever holds the loop.

A task asks to wake every ``interval`` seconds (50 ms: at 10 ms the waking alone cost a process about 8 ms
of CPU a second at rest) and records how much later than asked it woke. A handler that blocked the loop (a
slow query, a long computation) shows up here as a long lag. ``summary`` gives p50, p99 and the maximum of
the last ``keep`` wake-ups (a minute's), in milliseconds, for ``/health``; beside them, running counts per
lag bucket since start, so a reader that fetches them twice (the benchmark, before and after its load) gets
the percentiles of exactly the time between.
"""

from __future__ import annotations

import asyncio
import time
from bisect import bisect_left
from collections import deque
from typing import Any

#: Upper edges (ms) of the lag buckets counted since start; the last bucket is everything above.
BUCKET_EDGES_MS = (0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 20, 30, 50, 75, 100, 150, 200, 300, 500, 1000)


class LoopLagMonitor:
    """Samples the event loop's timer lag while it runs."""

    def __init__(self, interval: float = 0.05, keep: int = 1200) -> None:
        self.interval = interval
        self.lags: deque[float] = deque(maxlen=keep)
        self.counts = [0] * (len(BUCKET_EDGES_MS) + 1)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._sample())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _sample(self) -> None:
        while True:
            asked = time.perf_counter()
            await asyncio.sleep(self.interval)
            lag = max(0.0, time.perf_counter() - asked - self.interval)
            self.lags.append(lag)
            self.counts[bisect_left(BUCKET_EDGES_MS, lag * 1000)] += 1

    def summary(self) -> dict[str, Any]:
        ordered = sorted(self.lags)
        buckets = {"bucket_edges_ms": list(BUCKET_EDGES_MS), "bucket_counts": list(self.counts)}
        if not ordered:
            return {"samples": 0, **buckets}

        def at(fraction: float) -> float:
            return round(ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000, 2)

        return {"samples": len(ordered), "p50_ms": at(0.5), "p99_ms": at(0.99), "max_ms": at(1.0), **buckets}
