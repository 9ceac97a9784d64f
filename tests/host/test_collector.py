"""The server's garbage collection: young cycles freed by Python as they come, old ones by the rounds (which
freeze what survives them, and unfreeze everything once in a while), and Python never collecting the oldest
generation by itself."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from playpalace_backgammon.host.collector import OLDEST_THRESHOLD, ScheduledCollector, freeze_start_up


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def _cycle() -> weakref.ref[Node]:
    a, b = Node(), Node()
    a.other, b.other = b, a
    return weakref.ref(a)


@pytest.fixture
def python_collector() -> Iterator[None]:
    """Python's collector as this test process had it, given back afterwards."""
    was_enabled, thresholds = gc.isenabled(), gc.get_threshold()
    gc.enable()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)
    if not was_enabled:
        gc.disable()


def test_start_up_is_frozen_and_python_keeps_collecting_the_young(python_collector: None) -> None:
    freeze_start_up()
    youngest, middle, oldest = gc.get_threshold()
    assert gc.isenabled() and gc.get_freeze_count() > 0
    assert oldest == OLDEST_THRESHOLD and youngest < 10_000
    dead = _cycle()
    kept = [[] for _ in range(20 * youngest)]  # enough allocations kept alive for several young collections
    assert dead() is None and kept


def test_an_old_cycle_waits_for_the_round(python_collector: None) -> None:
    freeze_start_up()
    holder = [Node()]
    holder[0].other = holder[0]
    ref = weakref.ref(holder[0])
    gc.collect(1)  # what Python's young collections do to a survivor: into the oldest generation
    holder.clear()
    kept = [[] for _ in range(200_000)]  # many young collections, none of the oldest
    assert ref() is not None and kept
    ScheduledCollector(interval=3600, whole_heap_every=1000).round()
    assert ref() is None


def test_a_cycle_frozen_alive_waits_for_the_whole_heap_round(python_collector: None) -> None:
    freeze_start_up()
    collector = ScheduledCollector(interval=3600, whole_heap_every=3)
    holder = [Node()]
    holder[0].other = holder[0]
    ref = weakref.ref(holder[0])
    collector.round()  # round 1: the node survives and is frozen
    assert all(o is not holder[0] for o in gc.get_objects())  # frozen: not scanned again
    holder.clear()  # now cyclic garbage among frozen objects
    collector.round()  # round 2: frozen objects are not scanned
    assert ref() is not None
    collector.round()  # round 3 of 3: everything unfrozen and collected once
    assert ref() is None and gc.get_freeze_count() > 0


async def test_the_server_runs_a_round_each_interval(python_collector: None) -> None:
    collector = ScheduledCollector(interval=0.01)
    collector.start()
    holder = [Node()]
    holder[0].other = holder[0]
    ref = weakref.ref(holder[0])
    gc.collect(1)
    holder.clear()
    for _ in range(100):
        if collector.rounds >= 2:
            break
        await asyncio.sleep(0.01)
    collector.stop()
    assert collector.rounds >= 2 and ref() is None
