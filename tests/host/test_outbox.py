"""The end-of-tick flush: a log entry is committed to the SQLite file before any packet of its tick leaves,
several changes in one tick cost one refresh and one commit, one failing table does not stop the rest."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from playpalace_backgammon.host.net.outbox import Outbox
from playpalace_backgammon.host.store.store import Store


def _rows_seen_by_another_connection(path: Path) -> int:
    with sqlite3.connect(path) as other:
        return int(other.execute("SELECT COUNT(*) FROM table_log").fetchone()[0])


class Probe:
    """Stands where a client or a table stands: records what the file held when it was flushed."""

    def __init__(self, path: Path, fail: bool = False) -> None:
        self.path, self.fail = path, fail
        self.flushed_with: list[int] = []

    def flush(self) -> None:
        self.flushed_with.append(_rows_seen_by_another_connection(self.path))
        if self.fail:
            raise RuntimeError("this table is broken")


async def test_entries_are_durable_before_the_ticks_packets_leave(tmp_path: Path) -> None:
    path = tmp_path / "lobby.sqlite3"
    outbox = Outbox()
    store = Store(path, written=outbox.written)
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


def test_without_a_hook_every_write_commits_at_once(tmp_path: Path) -> None:
    path = tmp_path / "plain.sqlite3"
    store = Store(path)
    store.append_log("t1", 1, {"start": True, "dice": [4, 2]})
    assert _rows_seen_by_another_connection(path) == 1
    store.close()
