"""The server's garbage collection: Python's own for the young objects, and the old ones once a minute.

Reference counting frees almost everything the server makes (tables, positions, packets) the moment it
is dropped; the cyclic collector has cycles to find (every closed connection is one: asyncio's transport
and the websockets library's connection objects), and they come in storms (a flood of connections), so
Python's automatic collection of the two young generations stays on at Python's own thresholds: those
cycles are freed within moments of being made, in collections of a few thousand objects at most.

What it does badly is the oldest generation: 600 live tables and 1,000 connections are about 380,000
long-lived objects, and Python collects them whenever its young collections have moved a quarter as many
again into them, which after a restart or a busy minute is every second or two (each a stall of
hundreds of milliseconds). So Python never collects the oldest generation here (``OLDEST_THRESHOLD``):
the event loop does, once a minute, in one collection (about 360 ms at that size), which frees the cycles
among old objects too (a connection that lived for minutes and then closed). What start-up made
(modules, catalogues, restored tables) is frozen once and never scanned.

Measured in the 1,000-client soak (docs/performance.md): Python's default thresholds gave p99 143-201 ms a
minute, a youngest generation of 20,000 with rounds that froze their survivors 89-105 ms (and a whole-heap
round of 0.5-1.3 s every ten minutes for the cycles frozen alive); this 15-46 ms. The automatic collector
off altogether was as fast, but a flood of connections then piled up their cycles until the next round.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

_log = logging.getLogger(__name__)

INTERVAL_SECONDS = 60.0
#: Collections of the middle generation between Python's own collections of the oldest: never, in effect.
OLDEST_THRESHOLD = 1_000_000_000


def freeze_start_up() -> None:
    """Move everything alive now (modules, catalogues, restored tables) out of the collector's scans, and
    leave the oldest generation to ``ScheduledCollector``."""
    gc.collect()
    gc.freeze()
    youngest, middle, _ = gc.get_threshold()
    gc.set_threshold(youngest, middle, OLDEST_THRESHOLD)


class ScheduledCollector:
    """A collection of the whole (unfrozen) heap a minute on the event loop; ``round`` is one (tests call
    it directly)."""

    def __init__(self, interval: float = INTERVAL_SECONDS) -> None:
        self.interval = interval
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
        found = gc.collect()
        _log.debug("collection: %d unreachable objects, %.0f ms", found, (time.perf_counter() - began) * 1000)
        return found
