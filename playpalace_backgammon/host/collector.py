"""The server's garbage collection: Python's own for the young objects, plus a round of its own a minute.

Reference counting frees almost everything the server makes (tables, positions, packets) the moment it
is dropped; the cyclic collector has cycles to find (every closed connection is one: asyncio's transport
and the websockets library's connection objects), and they come in storms (a flood of connections), so
Python's automatic collection of the youngest generation stays on, every ``GEN0_THRESHOLD`` allocations.

What it cannot do well is the old heap: 600 live tables are hundreds of thousands of long-lived objects,
and every collection of an older generation scans them again. So once a minute the event loop runs one
collection of what is not frozen and then freezes the survivors (``gc.freeze``), so the long-lived heap
is out of the collector's way; every ``full_every`` rounds everything is unfrozen and collected once, so
cycles among objects frozen while alive (a connection that lived through a round and closed later) are
freed too.

Measured, and why: with the automatic collector off (rounds only) the soak's p99 was 12-23 ms a quiet
minute, but a flood of connections then piled up their cycles until the next round (45 MB in three
seconds of the login-flood test), and bringing rounds forward by connection counts stalled the loop
30-110 ms during the flood. The youngest generation's threshold stays at 20,000: the count drops each time
an old object is freed, so young collections come every few seconds with many objects (the soak's p99 is
90-105 ms a minute), yet Python's own 700 measured worse (143-201 ms, and more CPU).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

_log = logging.getLogger(__name__)

GEN0_THRESHOLD = 20_000  # allocations (net) between collections of the youngest generation; Python's is 700
INTERVAL_SECONDS = 60.0
FULL_EVERY = 10  # rounds: a whole-heap collection every ten minutes (0.5-1.3 s at 600 tables)


def freeze_start_up() -> None:
    """Move everything alive now (modules, catalogues, restored tables) out of the collector's scans, with the
    youngest generation collected every ``GEN0_THRESHOLD`` allocations."""
    gc.collect()
    gc.freeze()
    _, second, third = gc.get_threshold()
    gc.set_threshold(GEN0_THRESHOLD, second, third)


class ScheduledCollector:
    """A round a minute on the event loop; ``round`` is one step of it (tests call it directly)."""

    def __init__(self, interval: float = INTERVAL_SECONDS, full_every: int = FULL_EVERY) -> None:
        self.interval = interval
        self.full_every = full_every
        self.rounds = 0
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Freeze what start-up made and start the rounds."""
        freeze_start_up()
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            self.round()

    def round(self) -> int:
        """One scheduled collection; returns the number of unreachable objects found."""
        self.rounds += 1
        began = time.perf_counter()
        whole = self.rounds % self.full_every == 0
        if whole:
            gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        took = (time.perf_counter() - began) * 1000
        if whole:
            _log.info("whole-heap collection: %d unreachable objects, %.0f ms", found, took)
        else:
            _log.debug("collection: %d unreachable objects, %.0f ms", found, took)
        return found
