"""The collector's slices let people go first: a slice due while a person's frame waits for its answer
steps aside until the tick's flush has sent it, and people keeping the loop busy never stop the slices.
On asyncio's own loop, without sockets."""

from __future__ import annotations

import asyncio
import gc
import time
from collections.abc import Iterator

import pytest

from playpalace_backgammon.host.net.collector import STEP_ASIDE_TURNS, ScheduledCollector
from playpalace_backgammon.host.net.outbox import Outbox

from .test_collector import until_two_slices


@pytest.fixture
def python_collector() -> Iterator[None]:
    """Python's automatic collection as this test process had it, given back afterwards (``start``
    freezes the heap and turns it off)."""
    was_enabled = gc.isenabled()
    yield
    gc.unfreeze()
    if was_enabled:
        gc.enable()


def test_a_slice_due_while_a_person_waits_comes_after_the_answer_leaves() -> None:
    async def run() -> tuple[list[str], int]:
        outbox = Outbox()
        order: list[str] = []
        outbox.observers.append(lambda: order.append("flush"))
        collector = ScheduledCollector(people_waiting=outbox.people_waiting)
        outbox.read()  # a person's bytes read; the frame is handled a turn later, and answered at the flush

        def handled() -> None:
            order.append("person")
            outbox.arrived(time.perf_counter())

        asyncio.get_running_loop().call_soon(handled)
        await collector.after_people()
        order.append("slice")
        return order, collector.asides

    order, asides = asyncio.run(run())
    assert order == ["person", "flush", "slice"]
    assert asides >= 1


def test_a_slice_with_nobody_waiting_goes_ahead_after_one_look_at_the_sockets() -> None:
    async def run() -> int:
        collector = ScheduledCollector(people_waiting=lambda: False)
        await collector.after_people()
        return collector.asides

    assert asyncio.run(run()) == 0


def test_people_keeping_the_loop_busy_never_stop_the_slices(python_collector: None) -> None:
    async def run() -> tuple[int, int]:
        collector = ScheduledCollector(slice_seconds=(0.001, 0.01), people_waiting=lambda: True)
        collector.start()
        await until_two_slices(collector)
        return collector.slices, collector.asides

    slices, asides = asyncio.run(run())
    assert slices >= 2
    assert STEP_ASIDE_TURNS * slices <= asides <= STEP_ASIDE_TURNS * (slices + 1)
