"""The end-of-tick flush: a log entry is committed to the store (an SQLite file, or PostgreSQL) before any
packet of its tick leaves, several changes in one tick cost one refresh and one commit, one failing table
does not stop the rest."""

from __future__ import annotations

import asyncio

from playpalace_backgammon.host.net.outbox import Outbox

from .store_backends import StorePlaces


def _rows_seen_by_another_connection(places: StorePlaces) -> int:
    return int(places.rows("lobby", "SELECT COUNT(*) FROM table_log")[0][0])


class Probe:
    """Stands where a client or a table stands: records what the file held when it was flushed."""

    def __init__(self, places: StorePlaces, fail: bool = False) -> None:
        self.path, self.fail = places, fail
        self.flushed_with: list[int] = []

    def flush(self) -> None:
        self.flushed_with.append(_rows_seen_by_another_connection(self.path))
        if self.fail:
            raise RuntimeError("this table is broken")


async def test_entries_are_durable_before_the_ticks_packets_leave(store_at: StorePlaces) -> None:
    path = store_at
    outbox = Outbox()
    store = store_at.open("lobby", written=outbox.written)
    outbox.store = store
    client, room, broken = Probe(path), Probe(path), Probe(path, fail=True)
    for seq in (1, 2, 3):
        store.append_log("t1", seq, {"commands": [["roll", None]], "dice": [3, 5]})
        outbox.send_at_tick_end(client)
        outbox.refresh_at_tick_end(room)
    outbox.refresh_at_tick_end(broken)
    before = _rows_seen_by_another_connection(path)
    flushed = asyncio.Event()
    outbox.observers.append(flushed.set)
    await flushed.wait()  # the tick ends
    store.close()
    assert before == 0  # nothing is committed while the tick runs
    assert client.flushed_with == [3]  # the client's packets leave after all three entries are committed
    assert room.flushed_with == [0]  # tables refresh once, before the commit
    assert broken.flushed_with == [0]  # and a broken one did not stop the commit or the sending
    assert outbox.ticks == 1


def test_without_a_hook_every_write_commits_at_once(store_at: StorePlaces) -> None:
    path = store_at
    store = store_at.open("lobby")
    store.append_log("t1", 1, {"start": True, "dice": [4, 2]})
    assert _rows_seen_by_another_connection(path) == 1
    store.close()
