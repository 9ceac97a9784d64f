"""``BotPool``: the asyncio face of the bots. GNU Backgammon runs in spawned worker processes.

``await pool.decide(request)`` always returns a decision, so a table never stalls: the levels without gnubg
answer in-process (one thread); gnubg requests wait in the pool's queue for one of ``workers`` processes
(spawn method, gnubg set up once in each, see ``worker``). Each worker has one request at a time, sent and
answered over a pipe that the event loop watches, so no thread waits on a worker.

- A worker that dies (segfault, kill) is replaced at once and its request retried once on the new one; if
  that fails too, the Simple level answers (``hint`` raises BotUnavailableError).
- A request not answered within ``timeout`` seconds (queueing included) is answered by the Simple level
  (``hint`` raises BotTimeoutError); if it was running, its worker is killed and replaced, so a runaway
  search never keeps a worker from the queue.
- At most ``max_pending`` requests wait or run; one more raises PoolFullError.
- Cancelling the awaiting task (a table closing) drops its request: a queued one never runs, a running one
  finishes in its worker and is discarded.
- gnubg is deterministic here (no noise, no evaluation cache), so the last answers are remembered and an
  identical request (openings recur at every table) is answered without asking a worker.

``await pool.analyse(AnalysisRequest(mat, plies))`` has gnubg analyse a whole match (``analysis_engine``) in
workers of its own (``analysis_workers``, one by default, started on first use, at a lower scheduling
priority than the bots'), with a queue of its own: a live table's bot or hint never waits behind an
analysis. At most ``max_analyses`` analyses wait or run (one more raises PoolFullError); each has
``analysis_timeout`` seconds; cancelling the awaiting task cancels the analysis (a running one's worker is
killed and replaced on next use, as an analysis cannot be stopped half-way).

``await pool.hint(request)`` gives gnubg's advice on the same request instead of a bot's decision (the best
plays, or the cube analysis); hints asked at a level without gnubg (Random, Simple, Chaos) are answered by
gnubg at 2-ply.
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import functools
import logging
import multiprocessing
import os
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.process import BaseProcess
from typing import Any

from . import worker as worker_module
from .analysis_engine import AnalysisOutput, AnalysisRequest, check
from .decisions import (
    CubeDecision,
    CubeHint,
    Decision,
    DecisionRequest,
    Hint,
    MoveDecision,
    MoveHint,
    Purpose,
    ResignationDecision,
    TakeDecision,
)
from .errors import BotTimeoutError, BotUnavailableError, InvalidRequestError, PoolFullError
from .local import decide_locally, decide_simply, runs_locally

log = logging.getLogger(__name__)

#: How many gnubg answers the pool remembers (a few hundred bytes each).
MEMO_SIZE = 4096


class _WorkerDied(Exception):
    """The worker's pipe closed before it answered."""


class _Worker:
    """One spawned gnubg process and the parent's end of its pipe."""

    def __init__(self, context: Any) -> None:
        self.conn, self._child = context.Pipe()
        self.process: BaseProcess = context.Process(
            target=worker_module.serve, args=(self._child,), name="bots-gnubg", daemon=True
        )
        self.killed = False

    async def start(self) -> None:
        # Spawning execs a new interpreter: a few milliseconds, kept off the event loop.
        await asyncio.to_thread(self.process.start)
        self._child.close()

    @property
    def usable(self) -> bool:
        return not self.killed and self.process.is_alive()

    async def ask(self, message: Any, sent: Callable[[], None] | None = None) -> tuple[str, Any]:
        """Sends one message and waits (without blocking the loop) for the reply; ``sent`` is called once the
        message is in the pipe, before any reply can be read."""
        loop = asyncio.get_running_loop()
        waiter: asyncio.Future[tuple[str, Any]] = loop.create_future()
        fd = self.conn.fileno()

        def readable() -> None:
            loop.remove_reader(fd)
            if waiter.done():
                return
            try:
                os.set_blocking(fd, True)  # a reply longer than the pipe holds is read to its end
                waiter.set_result(self.conn.recv())
            except (EOFError, OSError) as error:
                waiter.set_exception(_WorkerDied(str(error) or "pipe closed"))

        try:
            # Some event loops (uvloop) leave a watched descriptor non-blocking: a whole match to analyse
            # would then fail half-written.
            os.set_blocking(fd, True)
            self.conn.send(message)
        except (OSError, ValueError) as error:
            raise _WorkerDied(str(error)) from None
        if sent is not None:
            sent()
        loop.add_reader(fd, readable)
        try:
            return await waiter
        finally:
            loop.remove_reader(fd)

    def kill(self) -> None:
        self.killed = True
        if self.process.is_alive():
            self.process.kill()

    def close(self) -> None:
        self.kill()
        self.conn.close()

    def reap(self, seconds: float = 5.0) -> None:
        """Waits for the (killed) process to end, so that no zombie is left; blocking: call in a thread."""
        if self.process.pid is not None:
            self.process.join(seconds)


@dataclasses.dataclass(eq=False)
class _Job:
    request: DecisionRequest | None  # None: a ping
    future: asyncio.Future[Any]
    purpose: Purpose = Purpose.DECISION
    worker: _Worker | None = None  # the worker running it, while it runs

    @property
    def message(self) -> tuple[DecisionRequest, Purpose] | None:
        """What the worker is sent (see ``worker``)."""
        return None if self.request is None else (self.request, self.purpose)


class BotPool:
    """Answers bot decisions and hints without blocking the event loop."""

    def __init__(
        self,
        *,
        workers: int | None = None,
        max_pending: int = 64,
        timeout: float = 30.0,
        on_dispatch: Callable[[int, DecisionRequest], None] | None = None,
        analysis_workers: int = 1,
        max_analyses: int = 16,
        analysis_timeout: float = 900.0,
    ) -> None:
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.max_pending = max_pending
        self.timeout = timeout
        #: Called in the event loop with a worker's pid and the request just sent to it, before the worker's
        #: answer can be read (for monitoring; tests use it to catch a worker while it holds a request).
        self.on_dispatch = on_dispatch
        #: crashes: workers that died under a request; rebuilds: workers replaced (any reason);
        #: timeouts: requests not answered in time; killed: running workers killed after a timeout;
        #: fallbacks: decisions the Simple level made instead; memo_hits: answers given from memory.
        self.stats = {"crashes": 0, "rebuilds": 0, "timeouts": 0, "fallbacks": 0, "killed": 0, "memo_hits": 0}
        self._pending = 0
        self._closed = False
        self._context = multiprocessing.get_context("spawn")
        self._slots: list[_Worker | None] = [None] * self.workers
        self._servers: list[asyncio.Task[None]] = []
        self._queue: asyncio.Queue[_Job] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._memo: OrderedDict[tuple[DecisionRequest, Purpose], Decision | Hint] = OrderedDict()
        self._local = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots-local")
        self.max_analyses = max_analyses
        self.analysis_timeout = analysis_timeout
        self.analysis_workers = max(1, analysis_workers)  # analyses at once: at most so many cores' share
        self._analysis_slots: list[_Worker | None] = [None] * self.analysis_workers
        self._analysis_queue: asyncio.Queue[tuple[AnalysisRequest, asyncio.Future[Any]]] | None = None
        self._analysts: list[asyncio.Task[None]] = []
        self._analyses = 0
        #: Called in the event loop with the pid of the worker an analysis was just sent to (tests).
        self.on_analysis: Callable[[int], None] | None = None

    @property
    def pending(self) -> int:
        """Requests now waiting for or running in a worker."""
        return self._pending

    async def start(self) -> None:
        """Starts every worker now (else they start on first use); returns when all are ready."""
        queue = self._ensure_serving()
        loop = asyncio.get_running_loop()
        pings = [_Job(request=None, future=loop.create_future()) for _ in range(self.workers)]
        for job in pings:
            queue.put_nowait(job)
        await asyncio.gather(*(job.future for job in pings))

    async def decide(self, request: DecisionRequest) -> Decision:
        """The bot's decision; falls back to the Simple level if gnubg cannot answer in time."""
        if runs_locally(request):
            # Usually well under a millisecond, but a double with a hundred plays takes the Simple level
            # a few ms: one dedicated thread lets the event loop interleave (the GIL changes hands every
            # 5 ms; many threads would each take their turn and starve the loop).
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._local, decide_locally, request)
        try:
            answer = await self._in_worker(request, Purpose.DECISION)
            if not isinstance(answer, MoveDecision | CubeDecision | TakeDecision | ResignationDecision):
                raise TypeError(f"a worker answered a decision with {answer!r}")
        except (InvalidRequestError, PoolFullError):
            raise
        except Exception as error:
            self.stats["fallbacks"] += 1
            log.warning("gnubg could not answer (%s); the Simple level decides", error)
            return decide_simply(request)
        return answer

    async def hint(self, request: DecisionRequest) -> Hint:
        """gnubg's advice on the request's decision (levels without gnubg are answered at 2-ply): the best
        plays for MOVE, the cube analysis for ROLL_OR_DOUBLE (for TAKE_OR_DROP: the doubler's analysis)."""
        answer = await self._in_worker(request, Purpose.HINT)
        if not isinstance(answer, MoveHint | CubeHint):
            raise BotUnavailableError(f"a worker answered a hint with {answer!r}")
        return answer

    async def analyse(self, request: AnalysisRequest) -> AnalysisOutput:
        """gnubg's analysis of a whole match, in the analysis workers (see the module's docstring)."""
        check(request)
        if self._closed:
            raise BotUnavailableError("the bot pool is closed")
        if self._analyses >= self.max_analyses:
            raise PoolFullError(f"{self._analyses} analyses are already waiting")
        loop = asyncio.get_running_loop()
        if self._analysis_queue is None:
            self._analysis_queue = asyncio.Queue()
            # Each server task serves every asker: a context of its own, not that of the first to ask.
            self._analysts = [asyncio.create_task(self._serve_analyses(slot), context=contextvars.Context())
                              for slot in range(len(self._analysis_slots))]
        future: asyncio.Future[Any] = loop.create_future()
        self._analyses += 1
        try:
            self._analysis_queue.put_nowait((request, future))
            answer = await asyncio.wait_for(asyncio.shield(future), self.analysis_timeout)
        except TimeoutError:
            self.stats["timeouts"] += 1
            raise BotTimeoutError(f"no analysis within {self.analysis_timeout} s") from None
        finally:
            self._analyses -= 1
            if not future.done():
                future.cancel()  # queued: skipped; running: its worker is killed (``_serve_analyses``)
        if not isinstance(answer, AnalysisOutput):
            raise BotUnavailableError(f"a worker answered an analysis with {answer!r}")
        return answer

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers (for monitoring and tests)."""
        return [w.process.pid for w in self._slots if w is not None and w.usable and w.process.pid]

    async def close(self) -> None:
        """Stops the workers; pending requests are cancelled."""
        self._closed = True
        self._local.shutdown(wait=False, cancel_futures=True)
        if self._loop is asyncio.get_running_loop():
            for server in self._servers:
                server.cancel()
            await asyncio.gather(*self._servers, return_exceptions=True)
            if self._queue is not None:
                while not self._queue.empty():
                    self._queue.get_nowait().future.cancel()
        for analyst in self._analysts:
            analyst.cancel()
        await asyncio.gather(*self._analysts, return_exceptions=True)
        self._servers, self._queue, self._analysts, self._analysis_queue = [], None, [], None
        workers = self._drop_workers()
        await asyncio.gather(*(asyncio.to_thread(w.reap) for w in workers))

    async def __aenter__(self) -> BotPool:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # Internals.

    def _ensure_serving(self) -> asyncio.Queue[_Job]:
        if self._closed:
            raise BotUnavailableError("the bot pool is closed")
        loop = asyncio.get_running_loop()
        if self._queue is not None and self._loop is not loop:
            # Used from a new event loop (the first one has ended): its tasks and pipe watches died with
            # it, so start afresh with new workers.
            self._drop_workers()
            self._queue, self._servers = None, []
        if self._queue is None:
            self._loop = loop
            self._queue = asyncio.Queue()
            self._servers = [asyncio.create_task(self._serve(slot), context=contextvars.Context())
                             for slot in range(self.workers)]
        return self._queue

    def _drop_workers(self) -> list[_Worker]:
        workers = [w for w in self._slots + self._analysis_slots if w is not None]
        self._slots = [None] * self.workers
        self._analysis_slots = [None] * len(self._analysis_slots)
        for worker in workers:
            worker.close()
        return workers

    async def _in_worker(self, request: DecisionRequest, purpose: Purpose) -> Decision | Hint:
        key = (dataclasses.replace(request, seed=0), purpose)
        remembered = self._memo.get(key)
        if remembered is not None:
            self._memo.move_to_end(key)
            self.stats["memo_hits"] += 1
            return remembered
        if self._pending >= self.max_pending:
            raise PoolFullError(f"{self._pending} bot requests are already waiting")
        queue = self._ensure_serving()
        job = _Job(request=request, future=asyncio.get_running_loop().create_future(), purpose=purpose)
        self._pending += 1
        try:
            queue.put_nowait(job)
            try:
                answer: Decision | Hint = await asyncio.wait_for(asyncio.shield(job.future), self.timeout)
            except TimeoutError:
                self.stats["timeouts"] += 1
                running = job.worker
                if running is not None:
                    self.stats["killed"] += 1
                    log.warning("a gnubg worker took over %s s; killing and replacing it", self.timeout)
                    running.kill()
                raise BotTimeoutError(f"no answer within {self.timeout} s") from None
        finally:
            self._pending -= 1
            if not job.future.done():
                job.future.cancel()  # a queued request is skipped, a running one's answer discarded
        self._memo[key] = answer
        if len(self._memo) > MEMO_SIZE:
            self._memo.popitem(last=False)
        return answer

    async def _serve(self, slot: int) -> None:
        """One worker slot: takes queued requests one at a time, keeping a live worker in the slot."""
        assert self._queue is not None
        while True:
            job = await self._queue.get()
            if job.future.done():
                continue
            try:
                await self._run(slot, job)
            except Exception as error:  # e.g. a worker could not be started: fail this request, keep serving
                log.exception("bot worker slot %d failed", slot)
                if not job.future.done():
                    job.future.set_exception(BotUnavailableError(f"no gnubg worker: {error}"))
                await asyncio.sleep(1.0)  # do not spin if starting workers keeps failing

    async def _serve_analyses(self, slot: int) -> None:
        """One analysis slot: one match at a time in a worker of its own; a cancelled one kills it."""
        assert self._analysis_queue is not None
        while True:
            request, future = await self._analysis_queue.get()
            if future.done():
                continue
            worker = self._analysis_slots[slot]
            try:
                if worker is None or not worker.usable:
                    if worker is not None:
                        worker.close()
                        await asyncio.to_thread(worker.reap)
                    worker = self._analysis_slots[slot] = _Worker(self._context)
                    await worker.start()
                sent = functools.partial(self._analysis_sent, worker.process.pid or 0)
                asked = asyncio.ensure_future(worker.ask(request, sent))
                await asyncio.wait([asked, future], return_when=asyncio.FIRST_COMPLETED)
                if not asked.done():  # cancelled or timed out while gnubg works: stop it
                    worker.kill()
                    await asyncio.gather(asked, return_exceptions=True)
                    continue
                status, value = asked.result()
                if future.done():
                    pass
                elif status == "ok":
                    future.set_result(value)
                else:
                    future.set_exception(value)
            except Exception as error:
                if worker is not None:
                    worker.kill()
                if not future.done():
                    future.set_exception(BotUnavailableError(f"the analysis worker failed: {error}"))

    def _analysis_sent(self, pid: int) -> None:
        if self.on_analysis is not None:
            self.on_analysis(pid)

    async def _worker_for(self, slot: int) -> _Worker:
        current = self._slots[slot]
        if current is not None and current.usable:
            return current
        if current is not None:
            self.stats["rebuilds"] += 1
            current.close()
            await asyncio.to_thread(current.reap)
        fresh = _Worker(self._context)
        self._slots[slot] = fresh
        await fresh.start()
        return fresh

    def _dispatched(self, worker: _Worker, job: _Job) -> Callable[[], None] | None:
        """What to call once ``job`` is sent to ``worker``: the ``on_dispatch`` hook if set (not on pings)."""
        hook, request, pid = self.on_dispatch, job.request, worker.process.pid
        if hook is None or request is None or pid is None:
            return None

        def sent() -> None:
            try:
                hook(pid, request)
            except Exception:  # a monitor's failure must not fail the request
                log.exception("the pool's on_dispatch hook failed")

        return sent

    async def _run(self, slot: int, job: _Job) -> None:
        for attempt in (1, 2):
            worker = await self._worker_for(slot)
            if job.future.done():
                return
            job.worker = worker
            try:
                status, value = await worker.ask(job.message, self._dispatched(worker, job))
            except _WorkerDied:
                worker.kill()  # its pipe is closed: replace it even if the process has not quite exited
                if job.future.done():  # killed after its timeout, or cancelled: nothing to retry
                    return
                self.stats["crashes"] += 1
                log.warning("a gnubg worker died (attempt %d); replacing it", attempt)
                continue
            finally:
                job.worker = None
            if not job.future.done():
                if status == "ok":
                    job.future.set_result(value)
                else:
                    job.future.set_exception(value)
            return
        if not job.future.done():
            job.future.set_exception(BotUnavailableError("gnubg workers died twice on this request"))
