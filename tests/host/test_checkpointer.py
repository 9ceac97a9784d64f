"""WAL checkpoints happen on their own thread, never inside a commit on the event loop."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

from playpalace_backgammon.host.store.checkpointer import Checkpointer
from playpalace_backgammon.host.store.store import Store


def _grows(path: Path, beyond: int, seconds: float = 10.0) -> bool:
    """Whether the database file (not its WAL) grows past ``beyond`` bytes within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.stat().st_size > beyond:
            return True
        time.sleep(0.05)
    return False


def _checkpoint_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == "sqlite-checkpoint"]


def test_the_store_leaves_checkpoints_to_its_thread(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    before = set(_checkpoint_threads())  # other stores of this test process (another test's server)
    store = Store(path)
    mine = set(_checkpoint_threads()) - before
    try:
        assert store._db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
        assert len(mine) == 1
        empty = path.stat().st_size
        for number in range(300):
            store.append_log("t1", number, {"command": "roll", "n": number, "pad": "x" * 500})
        # The rows reach the database file itself only through a checkpoint: the thread's.
        assert _grows(path, empty + 100_000)
    finally:
        store.close()
    assert not any(thread.is_alive() for thread in mine)
    reader = sqlite3.connect(path)
    assert reader.execute("SELECT COUNT(*) FROM table_log").fetchone()[0] == 300


def test_without_the_thread_the_wal_is_not_copied_back(tmp_path: Path) -> None:
    path = tmp_path / "plain.sqlite3"
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("PRAGMA journal_mode=WAL")
    writer.execute("PRAGMA wal_autocheckpoint=0")
    writer.execute("CREATE TABLE t (x TEXT)")
    empty = path.stat().st_size
    for _ in range(200):
        writer.execute("INSERT INTO t VALUES (?)", ("y" * 1000,))
    assert not _grows(path, empty + 100_000, seconds=0.5)
    checkpointer = Checkpointer(path, interval=0.05)
    checkpointer.start()
    try:
        assert _grows(path, empty + 100_000)
    finally:
        checkpointer.stop()
