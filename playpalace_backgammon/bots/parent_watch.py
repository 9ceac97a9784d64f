"""Child processes end with the process that started them, however it ends (SIGKILL included).

A process started with the spawn method holds the read end of a pipe whose write end only its parent
holds (``multiprocessing.parent_process().sentinel``): when the parent dies, by any signal, the pipe reads
end of file. ``exit_with_parent`` starts a thread that waits for that and ends the process at once, so a
killed server leaves no bot worker, helper or (once those are gone) multiprocessing resource tracker behind.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait

#: The exit status of a process that ended because its parent went away.
ORPHANED = 3


def _watch(sentinel: int) -> None:
    wait([sentinel])
    os._exit(ORPHANED)


def exit_with_parent() -> bool:
    """In a spawned child: end this process as soon as its parent is gone. False when there is no parent
    to watch (not a multiprocessing child)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return False
    try:
        sentinel = parent.sentinel
    except ValueError:
        return False
    threading.Thread(target=_watch, args=(sentinel,), name="parent-watch", daemon=True).start()
    return True
