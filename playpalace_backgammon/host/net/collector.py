"""The server's garbage collection: Python's automatic collection off, and small slices of its own.

Reference counting frees almost everything the server makes (tables, positions, packets, and closed
connections and tables: ``Client.release`` and ``Room`` cut their cycles) the moment it is dropped, so the
cyclic collector has little to find, and every collection scans every object it tracks. So after start-up
(frozen once: modules, catalogues, restored tables) the automatic collector is off, and the event loop
collects in slices: it collects the youngest generation (what was made since the last slice and is still
alive, or died in a cycle) and freezes the survivors (``gc.freeze``), so each long-lived object is scanned
once, in the slice after it was made. A slice's cost grows with the time since the last, so after each the
interval to the next is set towards what would make a slice cost ``PAUSE_TARGET_SECONDS`` of CPU, within
``SLICE_SECONDS``. A cycle that dies young is freed by the next slice; one among frozen objects waits for
the whole-heap round every ``WHOLE_HEAP_SECONDS``, which unfreezes everything and collects it once
(0.5-1.3 s at 600 tables: once an hour), so nothing that must be freed soon may rely on the collector
(``tests/host/test_collector.py`` checks a closed connection and a closed table leave no cycle).

People come first, as with the bot-only tables' passes: a slice that is due looks at the sockets once more
(a turn of the loop), and while a person's frame read there waits to be handled and answered
(``people_waiting``: the server's ``Outbox.people_waiting``) it steps aside a turn at a time,
``STEP_ASIDE_TURNS`` at most, so the answer leaves before the pause. Timed callback by callback during a
64-player event of bots (docs/performance.md), the slices were most of the loop's work that the slowest
1% of people's frames waited behind.

Measured in the soak (docs/performance.md): Python's default collector gave p99 143-201 ms a minute; one
round a minute of everything made in it and alive (this module before) took 230-340 ms of CPU at about 450
clients on a busy machine, 0.4-0.6 s of the loop at 1,000 on an idle one, a stall a minute that alone held
p99 over 20 ms; slices on the same busy machine, 80-161 a minute, took 8-25 ms of CPU at the longest and
280-730 ms a minute in all (more objects scanned once: those living from a tenth of a second to a minute).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from collections.abc import Callable

_log = logging.getLogger(__name__)

PAUSE_TARGET_SECONDS = 0.002  # of CPU a slice: the interval between slices is tuned towards this
SLICE_SECONDS = (0.05, 1.0)  # the interval between slices stays within these
WHOLE_HEAP_SECONDS = 3600.0
REPORT_SECONDS = 60.0  # the slices' figures logged this often
SAMPLE_EVERY = 10  # slices: one in this many counts the objects it scans (a list of them all: not free)
STEP_ASIDE_TURNS = 8  # turns of the loop a slice waits at most, in a row, for people's frames to be answered

def freeze_start_up() -> None:
    """Move everything made so far (modules, catalogues, restored tables) out of the collector's scans, and
    turn Python's automatic collection off: from now on ``ScheduledCollector`` collects. Nothing is
    collected first: start-up's few cycles that died (a thousand objects, 0.2 MB: classes' and functions'
    scaffolding from building the modules' dataclasses and models) wait for the whole-heap round, where a
    collection of everything here would cost each process's start 35-50 ms of CPU."""
    gc.freeze()
    gc.disable()


class ScheduledCollector:
    """The slices on the event loop; ``slice`` and ``whole_heap`` are one each (tests call them directly).
    After each slice the interval to the next is set so that a slice would take ``pause_target`` of CPU
    (a slice's cost grows with the time since the last: what was made in it and lives), within
    ``slice_seconds``. Logged once a minute: slices, objects scanned, cycles freed, the longest pause.
    ``people_waiting`` (the server's outbox) says whether a person's answer is still to leave: a slice
    due then steps aside (``after_people``)."""

    def __init__(self, pause_target: float = PAUSE_TARGET_SECONDS,
                 slice_seconds: tuple[float, float] = SLICE_SECONDS,
                 whole_heap_seconds: float = WHOLE_HEAP_SECONDS,
                 people_waiting: Callable[[], bool] = lambda: False) -> None:
        self.people_waiting = people_waiting
        self.asides = 0  # turns of the loop slices stepped aside for people in all (the tests read it)
        self.pause_target = pause_target
        self.slice_seconds = slice_seconds
        self.whole_heap_seconds = whole_heap_seconds
        self.interval = slice_seconds[1]
        self.slices = 0
        self.whole_heaps = 0
        self._task: asyncio.Task[None] | None = None
        self._reset_figures()

    def _reset_figures(self) -> None:
        self._count = self._found = self._sampled = self._sampled_objects = 0
        self._longest = self._longest_cpu = self._total_cpu = 0.0

    def start(self) -> None:
        """Freeze what start-up made and start the slices."""
        freeze_start_up()
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _run(self) -> None:
        last_whole = last_report = time.monotonic()
        while True:
            await asyncio.sleep(self.interval)
            await self.after_people()
            now = time.monotonic()
            if now - last_whole >= self.whole_heap_seconds:
                self.whole_heap()
                last_whole = now
            else:
                self.adapt(self.interval, self.slice())
            if now - last_report >= REPORT_SECONDS:
                self._report(now - last_report)
                last_report = now

    async def after_people(self) -> None:
        """One more look at the sockets (uvloop runs its timers before it reads), then a turn of the loop
        at a time while a person's frame read waits for its answer, ``STEP_ASIDE_TURNS`` at most."""
        await asyncio.sleep(0)
        for _ in range(STEP_ASIDE_TURNS):
            if not self.people_waiting():
                return
            self.asides += 1
            await asyncio.sleep(0)

    def adapt(self, waited: float, cpu: float) -> None:
        """The next interval: what would make a slice cost ``pause_target``, judged by the last one (which
        cost ``cpu`` after ``waited``), moved half-way there, within ``slice_seconds``."""
        low, high = self.slice_seconds
        wanted = high if cpu <= 0 else waited * self.pause_target / cpu
        self.interval = min(high, max(low, (self.interval + wanted) / 2))

    def slice(self) -> float:
        """The youngest generation collected and its survivors frozen; the CPU seconds it took."""
        self.slices += 1
        objects = len(gc.get_objects(0)) if self.slices % SAMPLE_EVERY == 0 else -1
        began, cpu = time.perf_counter(), time.process_time()
        found = gc.collect(0)
        gc.freeze()
        took, cpu_took = time.perf_counter() - began, time.process_time() - cpu
        self._count += 1
        self._found += found
        self._total_cpu += cpu_took
        if objects >= 0:
            self._sampled += 1
            self._sampled_objects += objects
        if took > self._longest:
            self._longest, self._longest_cpu = took, cpu_took
        return cpu_took

    def whole_heap(self) -> int:
        """Everything unfrozen and collected once (cycles among old objects), then frozen again; the
        number of unreachable objects."""
        self.whole_heaps += 1
        began, cpu = time.perf_counter(), time.process_time()
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        _log.info("whole-heap collection: %d unreachable objects, %.0f ms (%.0f ms CPU)", found,
                  (time.perf_counter() - began) * 1000, (time.process_time() - cpu) * 1000)
        return found

    def _report(self, seconds: float) -> None:
        per_slice = self._sampled_objects / self._sampled if self._sampled else 0
        _log.info(
            "collection slices in %.0f s: %d (%.2f s apart now), about %.0f objects scanned each, %d "
            "unreachable, %.0f ms CPU in all; the longest %.1f ms (%.1f ms CPU)",
            seconds, self._count, self.interval, per_slice, self._found, self._total_cpu * 1000,
            self._longest * 1000, self._longest_cpu * 1000,
        )
        self._reset_figures()
