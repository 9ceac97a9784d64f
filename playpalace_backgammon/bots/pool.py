"""``BotPool``: the asyncio face of the bots. GNU Backgammon runs in spawned worker processes.

``await pool.decide(request)`` always returns a decision, so a table never stalls: the levels without gnubg
answer in-process (one thread); gnubg requests go to a ``ProcessPoolExecutor`` (spawn method, gnubg set up
once per worker). A worker that dies (segfault, kill) breaks the executor: it is replaced and the request
retried once; if that fails too, or the answer takes longer than ``timeout``, the Simple level answers.
``await pool.hint(request)`` raises instead (BotTimeoutError, BotUnavailableError). At most ``max_pending``
requests wait for workers; one more raises PoolFullError. Cancelling the awaiting task (a table closing)
drops its request: a queued one never runs, a running one finishes in its worker and is discarded.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from . import engine_gnubg, gnubg_session
from .errors import BotTimeoutError, BotUnavailableError, InvalidRequestError, PoolFullError
from .local import decide_locally, decide_simply, runs_locally
from .snapshot import Decision, DecisionKind, DecisionRequest, Hint

log = logging.getLogger(__name__)

_HINT_KINDS = (DecisionKind.HINT_MOVES, DecisionKind.HINT_CUBE)


class BotPool:
    """Answers bot decisions and hints without blocking the event loop."""

    def __init__(
        self,
        *,
        workers: int | None = None,
        max_pending: int = 64,
        timeout: float = 30.0,
        pacing: float = 0.0,
    ) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.max_pending = max_pending
        self.timeout = timeout
        #: Seconds the table runner waits between a bot's sub-moves (0 = all at once).
        self.pacing = pacing
        self.stats = {"crashes": 0, "rebuilds": 0, "timeouts": 0, "fallbacks": 0}
        self._pending = 0
        self._executor: ProcessPoolExecutor | None = None
        self._closed = False
        self._local = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots-local")

    @property
    def pending(self) -> int:
        """Requests now waiting for or running in a worker."""
        return self._pending

    async def start(self) -> None:
        """Starts every worker now (else they start on first use); returns when all are ready."""
        executor = self._ensure_executor()
        loop = asyncio.get_running_loop()
        await asyncio.gather(
            *(loop.run_in_executor(executor, engine_gnubg.warm_up, 0.2) for _ in range(self.workers))
        )

    async def decide(self, request: DecisionRequest) -> Decision:
        """The bot's decision; falls back to the Simple level if gnubg cannot answer in time."""
        if request.kind in _HINT_KINDS:
            raise InvalidRequestError("hints are asked for with hint()")
        if runs_locally(request):
            # Usually well under a millisecond, but a double with a hundred plays takes the Simple level
            # ~20 ms: one dedicated thread lets the event loop interleave (the GIL changes hands every 5 ms;
            # many threads would each take their turn and starve the loop).
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._local, decide_locally, request)
        try:
            answer = await self._in_worker(request)
        except (InvalidRequestError, PoolFullError):
            raise
        except Exception as error:
            self.stats["fallbacks"] += 1
            log.warning("gnubg could not answer (%s); the Simple level decides", error)
            return decide_simply(request)
        return answer  # type: ignore[return-value]

    async def hint(self, request: DecisionRequest) -> Hint:
        """gnubg's best plays or cube analysis (levels without gnubg are answered at 2-ply)."""
        if request.kind not in _HINT_KINDS:
            raise InvalidRequestError("decisions are asked for with decide()")
        return await self._in_worker(request)  # type: ignore[return-value]

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers (for monitoring and tests)."""
        executor = self._executor
        processes: dict[int, Any] = getattr(executor, "_processes", None) or {}
        return list(processes)

    async def close(self) -> None:
        """Stops the workers; pending requests are cancelled."""
        self._closed = True
        self._local.shutdown(wait=False, cancel_futures=True)
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.get_running_loop().run_in_executor(
                None, lambda: executor.shutdown(wait=True, cancel_futures=True)
            )

    async def __aenter__(self) -> BotPool:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # Internals.

    def _ensure_executor(self) -> ProcessPoolExecutor:
        if self._closed:
            raise BotUnavailableError("the bot pool is closed")
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=gnubg_session.init_worker,
            )
        return self._executor

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        """Drops a broken executor once, however many requests saw it break."""
        if self._executor is broken:
            self._executor = None
            self.stats["rebuilds"] += 1
            broken.shutdown(wait=False, cancel_futures=True)

    async def _in_worker(self, request: DecisionRequest) -> Decision | Hint:
        if self._pending >= self.max_pending:
            raise PoolFullError(f"{self._pending} bot requests are already waiting")
        self._pending += 1
        try:
            loop = asyncio.get_running_loop()
            for attempt in (1, 2):
                executor = self._ensure_executor()
                try:
                    future = loop.run_in_executor(executor, engine_gnubg.run, request)
                    return await asyncio.wait_for(future, self.timeout)
                except BrokenProcessPool:
                    self.stats["crashes"] += 1
                    log.warning("a gnubg worker died (attempt %d); replacing the pool", attempt)
                    self._replace(executor)
                except TimeoutError:
                    self.stats["timeouts"] += 1
                    raise BotTimeoutError(f"no answer within {self.timeout} s") from None
            raise BotUnavailableError("gnubg workers died twice on this request")
        finally:
            self._pending -= 1
