"""The server's garbage collection: on a schedule of its own instead of Python's allocation counts.

Reference counting frees almost everything the server makes (tables, positions, packets) the moment it
is dropped; the cyclic collector only has cycles to find (a closed connection's objects, now and then).
Python's own trigger counts allocations minus deallocations, and every old object freed (a table's
previous position, a closed table) lowers that count, so with many long-lived tables the youngest
generation swells to hundreds of thousands of objects before it is collected: 100-600 ms pauses of the
event loop, several a minute, which were most of the commands slower than 50 ms in the soak.

So the automatic collector is switched off. Once a minute the event loop runs one collection of what is
not frozen (what was made since the last round and is still alive: mostly the tables' current states)
and then freezes the survivors, so no object is scanned twice; every ``full_every`` rounds everything is
unfrozen and collected once, so cycles among objects that were frozen while alive are freed too (a
connection that lived through a round and then closed is such a cycle, in the websockets library's
objects; between whole-heap rounds they wait: 10 to 130 a minute in the soak). A scan
costs about 1-2 microseconds an object whatever the schedule, so rounds are rare: one pause of a few
hundred milliseconds a minute holds up well under 1% of commands, where a round every few seconds scans
the same live tables again and again.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time

_log = logging.getLogger(__name__)

INTERVAL_SECONDS = 60.0
FULL_EVERY = 10  # rounds: a whole-heap collection every ten minutes (0.5-1.3 s at 600 tables)


def freeze_start_up() -> None:
    """Move everything alive now (modules, catalogues, restored tables) out of the collector's scans."""
    gc.collect()
    gc.freeze()


class ScheduledCollector:
    """Collects on a timer of the event loop; ``round`` is one step of it (tests call it directly)."""

    def __init__(self, interval: float = INTERVAL_SECONDS, full_every: int = FULL_EVERY) -> None:
        self.interval = interval
        self.full_every = full_every
        self.rounds = 0
        self.longest_ms = 0.0
        self._task: asyncio.Task[None] | None = None
        self._was_enabled = gc.isenabled()

    def start(self) -> None:
        """Freeze what start-up made, switch the automatic collector off and collect on the loop."""
        freeze_start_up()
        gc.disable()
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        """Back to Python's own collector (the process may go on, as in tests)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
        if self._was_enabled:
            gc.enable()

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
        self.longest_ms = max(self.longest_ms, took)
        if whole:
            _log.info("whole-heap collection: %d unreachable objects, %.0f ms", found, took)
        else:
            _log.debug("collection: %d unreachable objects, %.0f ms", found, took)
        return found
