"""GNU Backgammon's levels at a PlayPalace table: decisions computed in worker processes of our own.

PlayPalace's server runs every game on one event loop and asks a game's bots on its 50 ms tick; gnubg holds
the GIL while it thinks and must run on a process's main thread, so it runs here as in our lobby server:
in processes started with spawn, at lower priority, each ending with the server's process. A decision is
asked without waiting (``ask``) and collected on a later tick once it is done, so no tick ever waits for it.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
from concurrent.futures import Future, ProcessPoolExecutor

from ...bots import engine_gnubg, gnubg_session
from ...bots.decisions import Decision, DecisionRequest
from ...bots.parent_watch import exit_with_parent
from ...bots.worker import NICENESS

WORKERS = 1
"""Processes for the tables' gnubg decisions (a 2-ply decision takes a fraction of a second)."""

_pool: list[ProcessPoolExecutor] = []


def _start_worker() -> None:
    """In each worker: end with the server, yield the CPU to its event loop, import gnubg once."""
    exit_with_parent()
    try:
        os.nice(NICENESS)
    except OSError:
        pass
    gnubg_session.init_worker()


def _workers() -> ProcessPoolExecutor:
    if not _pool:
        _pool.append(ProcessPoolExecutor(
            WORKERS, mp_context=multiprocessing.get_context("spawn"), initializer=_start_worker))
        atexit.register(close)
    return _pool[0]


def ask(request: DecisionRequest) -> Future[Decision]:
    """The decision at the request's gnubg level, under way in a worker."""
    return _workers().submit(engine_gnubg.decide, request)


def close() -> None:
    """Stops the workers (the server is ending); the next ``ask`` starts them again."""
    while _pool:
        _pool.pop().shutdown(wait=False, cancel_futures=True)
