"""The server's garbage collection: Python's automatic collection off after start-up, slices that free the
cycles made since the last and freeze what survives, a whole-heap round now and then for cycles among frozen
objects; and a closed connection, or a closed table, leaving no cycle of its own for them to find."""

from __future__ import annotations

import asyncio
import gc
import time
import weakref
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from playpalace_backgammon.host.net.collector import ScheduledCollector, freeze_start_up

from .live_server import ThreadedServer, WsClient, create_bot_table


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def _cycle() -> weakref.ref[Node]:
    a, b = Node(), Node()
    a.other, b.other = b, a
    return weakref.ref(a)


@pytest.fixture(scope="module")
def frozen_until_the_modules_end() -> Iterator[None]:
    """What the tests freeze is given back to Python's collector after the module's last test: until then
    each test's ``freeze_start_up`` collects only what is new since the last test froze the heap, not the
    whole of the test process's heap again (a second or more in a process that ran large modules)."""
    yield
    gc.unfreeze()


@pytest.fixture
def python_collector(frozen_until_the_modules_end: None) -> Iterator[None]:
    """Python's automatic collection as this test process had it, given back afterwards."""
    was_enabled = gc.isenabled()
    yield
    if was_enabled:
        gc.enable()


def _cycles_found() -> Counter[str]:
    """What one whole collection finds unreachable (objects that lived only in cycles), by kind."""
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        gc.collect()
        return Counter(type(o).__name__ for o in gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_start_up_is_frozen_and_automatic_collection_is_off(python_collector: None) -> None:
    freeze_start_up()
    assert not gc.isenabled() and gc.get_freeze_count() > 0
    dead = _cycle()
    kept = [[] for _ in range(100_000)]  # far past any automatic threshold
    assert dead() is not None and kept  # only a slice frees it


def test_a_slice_frees_new_cycles_and_freezes_the_survivors(python_collector: None) -> None:
    freeze_start_up()
    dead = _cycle()
    survivor = Node()
    survivor.other = survivor
    ScheduledCollector().slice()
    assert dead() is None
    assert all(o is not survivor for o in gc.get_objects())  # frozen: not scanned again


def test_a_slice_scans_only_what_was_made_since_the_last(python_collector: None) -> None:
    """Objects frozen by one slice are not in the next one's generation: each is scanned once."""
    freeze_start_up()
    collector = ScheduledCollector()
    kept = [Node() for _ in range(5_000)]
    assert gc.get_count()[0] >= 5_000
    collector.slice()
    assert gc.get_count()[0] < 100
    assert not {id(o) for o in gc.get_objects()} & {id(o) for o in kept}  # in no generation a slice scans
    newer = [Node() for _ in range(10)]
    assert {id(o) for o in gc.get_objects(0)} >= {id(o) for o in newer}


def test_a_cycle_frozen_alive_waits_for_the_whole_heap_round(python_collector: None) -> None:
    freeze_start_up()
    collector = ScheduledCollector()
    holder = [Node()]
    holder[0].other = holder[0]
    ref = weakref.ref(holder[0])
    collector.slice()  # the node survives and is frozen
    holder.clear()  # now cyclic garbage among frozen objects
    collector.slice()  # frozen objects are not scanned
    assert ref() is not None
    collector.whole_heap()  # everything unfrozen and collected once
    assert ref() is None and gc.get_freeze_count() > 0


def test_slices_come_sooner_when_one_took_longer_than_its_target() -> None:
    """The interval moves half-way to what would have made the last slice cost the target, within bounds."""
    collector = ScheduledCollector(pause_target=0.002, slice_seconds=(0.1, 1.0))
    assert collector.interval == 1.0
    collector.adapt(1.0, 0.008)  # four times the target: a quarter of the time would have done
    assert collector.interval == pytest.approx((1.0 + 0.25) / 2)
    for _ in range(20):
        collector.adapt(collector.interval, 0.1)
    assert collector.interval == 0.1  # never more often than the lower bound
    collector.adapt(0.1, 0.0005)  # a quarter of the target: four times as long would do
    assert collector.interval == pytest.approx((0.1 + 0.4) / 2)
    for _ in range(20):
        collector.adapt(collector.interval, 0.0)
    assert collector.interval == pytest.approx(1.0, abs=0.001)  # never less often than the upper one


async def until_two_slices(collector: ScheduledCollector) -> None:
    """Turns of the loop until the started collector has made two slices (or a thousand turns), then
    stops it."""
    try:
        for _ in range(1000):
            if collector.slices >= 2:
                break
            await asyncio.sleep(0.001)
    finally:
        collector.stop()


async def test_the_server_collects_a_slice_each_interval(python_collector: None) -> None:
    collector = ScheduledCollector(slice_seconds=(0.001, 0.01))
    collector.start()
    dead = _cycle()  # made after the start, which freezes what there is
    await until_two_slices(collector)
    assert collector.slices >= 2 and dead() is None


def test_a_closed_connection_leaves_no_cycle_of_its_own(
    make_server: Callable[..., ThreadedServer], python_collector: None,
) -> None:
    """Logged in, shown the main menu, gone: nothing of the connection (our client, its menu, the websockets
    library's connection and protocol, asyncio's transport) waits for the collector."""
    server = make_server(registrations_per_address_hour=0)
    for name in ("warm1", "warm2"):
        warm = WsClient(server.url)
        warm.login(name)
        warm.close()
    time.sleep(0.3)
    gc.collect()
    gc.disable()
    for number in range(10):
        client = WsClient(server.url)
        client.login(f"gone{number}")
        client.until_menu("main_menu")
        client.close()
    server.until(lambda: not server.server.lobby.online)  # type: ignore[union-attr]
    kinds = _cycles_found()
    connection = {"Client", "MenuState", "ServerConnection", "ServerProtocol", "_SelectorSocketTransport"}
    assert not kinds.keys() & connection, kinds
    assert sum(kinds.values()) <= 30, kinds  # 89 a connection before


def test_a_closed_table_leaves_no_cycle_of_its_own(
    make_server: Callable[..., ThreadedServer], python_collector: None,
) -> None:
    """A table against a bot, played a little and left (no grace): the room, its core, the table and its
    boards go when the last reference does, not at the collector's slice (a table that lived over a second
    would have been frozen, and kept until the hourly whole-heap round: 200 objects a table in the soak)."""
    server = make_server(registrations_per_address_hour=0, grace_seconds=0.0)
    lobby = server.server.lobby  # type: ignore[union-attr]
    gc.collect()
    gc.disable()
    for number in range(3):
        client = WsClient(server.url)
        client.login(f"host{number}")
        create_bot_table(client)
        client.key("t")
        client.until(lambda p: p["type"] == "speak")
        client.close()
        server.until(lambda: not lobby.tables.rooms)
    kinds = _cycles_found()
    table = {"Room", "RoomCore", "RoomView", "RoomTasks", "BackgammonTable", "TableState", "Match",
             "Narrator"}
    assert not kinds.keys() & table, kinds
