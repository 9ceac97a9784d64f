"""The server's garbage collection: Python's automatic collection off, and a round a minute of its own.

Reference counting frees almost everything the server makes (tables, positions, packets, and closed
connections: ``Client.release`` cuts their cycles) the moment it is dropped, so the cyclic collector has
little to find, and every collection scans every object it tracks. Python's automatic collections would
scan the young objects again and again (about 2.5 s a minute at 1,000 clients), and the old ones, 600
tables' worth, whenever enough had aged. So after start-up (frozen once: modules, catalogues, restored
tables) the automatic collector is off, and once a minute the event loop collects what is not frozen
(what was made in that minute and is still alive, or died in a cycle) and freezes the survivors
(``gc.freeze``): each long-lived object is scanned once, and a cycle lives a minute at most. Cycles among
frozen objects (an old connection's transport, a few objects) wait for the whole-heap round every
``WHOLE_HEAP_EVERY`` rounds, which unfreezes everything and collects it once (0.5-1.3 s at 600 tables:
once an hour).

Measured in the 1,000-client soak (docs/performance.md), p99 a minute: Python's default collector
143-201 ms; a youngest generation of 20,000 and rounds 89-105 ms; Python's young collections with a round
of the whole unfrozen heap 13-51 ms until that round grew past 400 ms; rounds every 20 s or 2 s (more
objects live past a round, so more to scan) 56-83 ms; this, over 30 minutes, 13.6 ms over the run (one
minute of 29 above 20 ms: 52 ms), memory +7.1%.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

_log = logging.getLogger(__name__)

INTERVAL_SECONDS = 60.0
WHOLE_HEAP_EVERY = 60  # rounds: an hour


def freeze_start_up() -> None:
    """Move everything alive now (modules, catalogues, restored tables) out of the collector's scans, and
    turn Python's automatic collection off: from now on ``ScheduledCollector`` collects."""
    gc.collect()
    gc.freeze()
    gc.disable()


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
