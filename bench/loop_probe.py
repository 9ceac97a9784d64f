"""Runs the server with every callback of its asyncio loop timed, for ``bench_tournament_live``'s probe:
``python -m bench.loop_probe OUT.json -m playpalace_backgammon serve --event-loop asyncio ...``.

Bench-only (the server's own code is not changed): each callback's start (``time.monotonic``), wall and
thread-CPU duration and a label (the task's coroutine, or the callback's name) are kept; so is each
person's frame, from its bytes read (``Outbox.arrived``'s time) to the flush that sent its answer. While a
callback runs, the stack is sampled every half millisecond of CPU (``SIGPROF``), so that a slow callback
can be opened up. Everything is written to ``OUT.json`` as the server stops."""

from __future__ import annotations

import asyncio
import atexit
import gc
import inspect
import json
import os
import runpy
import signal
import sys
import time
from types import FrameType
from typing import Any

SAMPLE_SECONDS = 0.0005
STACK_DEPTH = 14


def _label(callback: Any) -> str:
    owner = getattr(callback, "__self__", None)
    if isinstance(owner, asyncio.Task):
        coro = owner.get_coro()
        return f"task:{getattr(coro, '__qualname__', repr(coro))}"
    inner = getattr(callback, "func", None)  # functools.partial
    if inner is not None:
        callback = inner
    return str(getattr(callback, "__qualname__", repr(callback)))


def main() -> None:
    out, *rest = sys.argv[1:]
    if rest[0] != "-m":
        raise SystemExit("usage: python -m bench.loop_probe OUT.json -m MODULE ARGS...")
    module, args = rest[1], rest[2:]
    callbacks: list[tuple[float, float, float, str, float]] = []  # start, wall, cpu, label, process CPU
    frames: list[tuple[float, float]] = []  # a person's frame: read, answered (time.monotonic)
    samples: list[tuple[int, tuple[str, ...]]] = []  # the callback's index, its stack (innermost first)
    current = [-1]

    original_run = asyncio.events.Handle._run

    def timed_run(handle: asyncio.events.Handle) -> None:
        index = len(callbacks)
        current[0] = index
        start, cpu, process = time.monotonic(), time.thread_time(), time.process_time()
        try:
            original_run(handle)
        finally:
            current[0] = -1
            callbacks.append((start, time.monotonic() - start, time.thread_time() - cpu,
                              _label(handle._callback), process))

    asyncio.events.Handle._run = timed_run  # type: ignore[method-assign]

    def sample(_signum: int, frame: FrameType | None) -> None:
        if current[0] < 0 or frame is None:
            return
        stack = []
        while frame is not None and len(stack) < STACK_DEPTH:
            code = frame.f_code
            stack.append(f"{code.co_filename.rsplit('/', 2)[-1]}:{code.co_qualname}")
            frame = frame.f_back
        samples.append((current[0], tuple(stack)))

    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, SAMPLE_SECONDS, SAMPLE_SECONDS)

    from playpalace_backgammon.host.net import outbox

    original_arrived = outbox.Outbox.arrived
    original_flush = outbox.Outbox.flush
    pending: list[float] = []

    def arrived(self: outbox.Outbox, at: float) -> None:
        # ``at`` is perf_counter; on Linux both clocks are CLOCK_MONOTONIC, checked below all the same
        pending.append(at - time.perf_counter() + time.monotonic())
        original_arrived(self, at)

    def flush(self: outbox.Outbox) -> None:
        original_flush(self)
        if pending and not self._arrivals:
            done = time.monotonic()
            frames.extend((at, done) for at in pending)
            pending.clear()

    outbox.Outbox.arrived = arrived  # type: ignore[method-assign]
    outbox.Outbox.flush = flush  # type: ignore[method-assign]

    garbage: dict[str, int] = {}
    if os.environ.get("PROBE_GARBAGE"):  # what the slices find dead in cycles, by type (not freed: a probe)
        from playpalace_backgammon.host.net import collector

        original_slice = collector.ScheduledCollector.slice

        def slice_saving(self: collector.ScheduledCollector) -> float:
            for thing in gc.get_objects(0):  # what a slice scans: made since the last and alive, by type
                name = f"young:{type(thing).__module__}.{type(thing).__qualname__}"
                garbage[name] = garbage.get(name, 0) + 1
            gc.set_debug(gc.DEBUG_SAVEALL)
            try:
                return original_slice(self)
            finally:
                gc.set_debug(0)
                for thing in gc.garbage:
                    name = type(thing).__qualname__
                    if "proxy" in name.lower():  # a weak proxy: isinstance on it raises once its object dies
                        garbage[name] = garbage.get(name, 0) + 1
                        continue
                    if isinstance(thing, asyncio.Task):
                        name = f"Task:{getattr(thing.get_coro(), '__qualname__', '?')}"
                    elif inspect.isframe(thing):
                        name = f"frame:{thing.f_code.co_qualname}"
                    elif inspect.iscoroutine(thing):
                        name = f"coroutine:{thing.__qualname__}"
                    garbage[name] = garbage.get(name, 0) + 1
                gc.garbage.clear()

        collector.ScheduledCollector.slice = slice_saving  # type: ignore[method-assign]

    def dump() -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        with open(out, "w") as file:
            json.dump({"callbacks": callbacks, "frames": frames,
                       "samples": [[i, list(s)] for i, s in samples], "garbage": garbage}, file)

    atexit.register(dump)
    sys.argv = [module, *args]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
