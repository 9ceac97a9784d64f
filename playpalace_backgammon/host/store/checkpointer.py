"""Moves SQLite's WAL checkpoints off the event loop.

With ``synchronous=NORMAL`` a commit writes to the WAL without waiting for the disk; the wait comes when a
checkpoint copies the WAL back into the database file and syncs it. SQLite runs one automatically inside
whichever commit crosses the WAL size limit, which here would be a commit on the event loop: every table
would stall behind one disk sync. The store turns that off, and this thread checkpoints on its own
connection instead (sqlite3 releases the GIL while it works), passively, so it never blocks a writer.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from pathlib import Path

log = logging.getLogger(__name__)

CHECKPOINT_INTERVAL = 2.0  # seconds between checkpoints


class Checkpointer:
    """A daemon thread that checkpoints the WAL of ``path`` every ``interval`` seconds until stopped."""

    def __init__(self, path: Path, interval: float = CHECKPOINT_INTERVAL) -> None:
        self._path = path
        self._interval = interval
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="sqlite-checkpoint", daemon=True)
        self._db: sqlite3.Connection | None = None

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Stops the thread after one last checkpoint."""
        self._stop.set()
        self._thread.join(timeout=10)

    def checkpoint(self) -> tuple[int, int, int]:
        """One passive checkpoint: SQLite's (busy, WAL frames, frames checkpointed)."""
        if self._db is None:
            self._db = sqlite3.connect(str(self._path), isolation_level=None, check_same_thread=False)
        busy, frames, done = self._db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        return int(busy), int(frames), int(done)

    def _run(self) -> None:
        try:
            while not self._stop.wait(self._interval):
                self.checkpoint()
            self.checkpoint()
        except sqlite3.Error:
            log.exception("checkpointing %s failed; SQLite will checkpoint at the next start", self._path)
        finally:
            if self._db is not None:
                self._db.close()
