"""The server's garbage collection: Python's own for the young objects, and rounds of its own for the old.

Reference counting frees almost everything the server makes (tables, positions, packets) the moment it
is dropped; the cyclic collector has cycles to find (every closed connection is one: asyncio's transport
and the websockets library's connection objects), and they come in storms (a flood of connections), so
Python's automatic collection of the two young generations stays on at Python's own thresholds: those
cycles are freed within moments, in collections of a few thousand objects at most.

What it does badly is the oldest generation: 600 live tables and 1,000 connections are about 380,000
long-lived objects, and Python scans all of them whenever its young collections have moved a quarter as
many again into it, which in a busy minute is every second or two, each a stall of hundreds of
milliseconds. So Python never collects the oldest generation here (``OLDEST_THRESHOLD``); instead, every
``INTERVAL_SECONDS`` the event loop collects what is not frozen (what became old since the last round)
and freezes what survives (``gc.freeze``), so each object is scanned about once on its way to old age and
never again. Cycles among frozen objects (a connection that lived for minutes and then closed, a few
hundred objects each) wait for the whole-heap round every ``WHOLE_HEAP_EVERY`` rounds, which unfreezes
everything and collects it once (0.5-1.3 s at 600 tables: once an hour).

Measured in the 1,000-client soak (docs/performance.md): Python's default thresholds gave p99 143-201 ms a
minute; a youngest generation of 20,000 with a round a minute, 89-105 ms; Python's young collections with
a collection of the whole unfrozen heap each minute, 13-51 ms, until that collection grew to 400-600 ms.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

_log = logging.getLogger(__name__)

INTERVAL_SECONDS = 20.0
WHOLE_HEAP_EVERY = 180  # rounds: an hour
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
    """The rounds on the event loop; ``round`` is one (tests call it directly)."""

    def __init__(self, interval: float = INTERVAL_SECONDS, whole_heap_every: int = WHOLE_HEAP_EVERY) -> None:
        self.interval = interval
        self.whole_heap_every = whole_heap_every
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
        """One scheduled collection, its survivors frozen; returns the number of unreachable objects."""
        self.rounds += 1
        began = time.perf_counter()
        whole = self.rounds % self.whole_heap_every == 0
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
