"""The server's scheduled garbage collection: cycles are still freed, and each object is scanned once
between whole-heap rounds."""

from __future__ import annotations

import asyncio
import gc
import weakref
from collections.abc import Iterator

import pytest

from playpalace_backgammon.host.collector import ScheduledCollector


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def _cycle() -> weakref.ref[Node]:
    a, b = Node(), Node()
    a.other, b.other = b, a
    return weakref.ref(a)


@pytest.fixture
def collector() -> Iterator[ScheduledCollector]:
    was_enabled = gc.isenabled()
    gc.disable()
    made = ScheduledCollector(interval=3600, full_every=3)
    yield made
    gc.unfreeze()
    if was_enabled:
        gc.enable()


def test_a_round_frees_cycles_made_since_the_last_round_and_freezes_the_rest(
    collector: ScheduledCollector,
) -> None:
    gc.collect()
    gc.freeze()
    dead = _cycle()
    survivor = Node()
    survivor.other = survivor
    assert dead() is not None  # no automatic collection between rounds
    collector.round()
    assert dead() is None
    assert gc.get_freeze_count() > 0
    assert all(o is not survivor for o in gc.get_objects())  # frozen: not scanned again


def test_a_cycle_that_died_after_being_frozen_waits_for_the_whole_heap_round(
    collector: ScheduledCollector,
) -> None:
    holder = [Node()]
    holder[0].other = holder[0]
    ref = weakref.ref(holder[0])
    collector.round()  # round 1: the node survives and is frozen
    holder.clear()  # now it is cyclic garbage among frozen objects
    collector.round()  # round 2: frozen objects are not scanned
    assert ref() is not None
    collector.round()  # round 3 of full_every=3: everything unfrozen and collected
    assert ref() is None


async def test_the_server_collects_once_a_round_and_keeps_pythons_own_collector() -> None:
    was_enabled = gc.isenabled()
    gc.enable()
    try:
        collector = ScheduledCollector(interval=0.01, full_every=1000)
        collector.start()
        assert gc.isenabled() and gc.get_freeze_count() > 0  # start-up frozen, Python's collector still on
        dead = _cycle()
        for _ in range(100):
            if collector.rounds >= 2:
                break
            await asyncio.sleep(0.01)
        assert collector.rounds >= 2 and dead() is None
        collector.stop()
    finally:
        gc.unfreeze()
        if not was_enabled:
            gc.disable()
