"""``serve --role bots --bus nats://...``: a bots worker on the bus (docs/scaling.md, "Bots as a service").

It answers ``bots.decide`` (a bot's decision or a hint) and ``bots.analyse`` (a whole match's analysis) as
a member of the queue group ``bots``, so each request goes to one worker however many run. Behind it is the
local ``BotPool`` unchanged: gnubg in spawned worker processes, the levels without gnubg in-process, a
decision gnubg cannot give answered by the Simple level, analyses in workers of their own at a lower
priority. The messages are the bots' own plain data (``bot_messages``); the table owner maps a decision
onto its legal plays as it does with the local pool.

Decisions and analyses have subscriptions of their own, so an analysis never holds up a decision. A worker
takes at most so many decisions at once (``decisions_at_once``: the rest wait in the bus a moment) and so
many analyses (``analyses_at_once``, its pool's analysis workers): one more is answered ``busy`` at once
and waits at its asker, who asks again, of any worker. An analysis is a job (``bot_messages``): accepted
at once, ``working`` said on the job's subject every ``BEAT`` seconds while gnubg works, then its result.
Nothing is remembered between requests but the pool's memo, so a worker may die at any moment: the owner
hears nothing more, asks again, and the next worker answers.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import socket
from collections.abc import Coroutine
from typing import Any

from playpalace_backgammon.bots import BotError, InvalidRequestError, PoolFullError, Purpose
from playpalace_backgammon.bots.analysis_engine import AnalysisRequest
from playpalace_backgammon.bots.pool import BotPool

from . import bot_messages as wire
from .bus import Bus, BusMessage, Subjects, Subscription

_log = logging.getLogger(__name__)

QUEUE = "bots"  # the queue group every bots worker joins
BEAT = 2.0  # seconds between two ``working`` messages of an analysis under way
DRAIN = 5.0  # seconds a stopping worker gives the requests under way


class BotService:
    """One worker's answers on the bus, from ``pool``."""

    def __init__(self, bus: Bus, pool: BotPool, *, decisions_at_once: int | None = None,
                 analyses_at_once: int | None = None, name: str = "") -> None:
        self.name = name
        self.bus = bus
        self.pool = pool
        self._decisions = asyncio.Semaphore(decisions_at_once or pool.workers * 4)
        self._analysis_places = analyses_at_once or pool.analysis_workers
        self._analysing = 0
        self._subscriptions: list[Subscription] = []
        self._tasks: set[asyncio.Task[None]] = set()
        self.answered = {"decisions": 0, "hints": 0, "analyses": 0, "errors": 0}

    async def start(self) -> None:
        self._subscriptions = [
            await self.bus.subscribe(Subjects.BOTS_DECIDE, self._decide, queue=QUEUE),
            await self.bus.subscribe(Subjects.BOTS_ANALYSE, self._analyse, queue=QUEUE),
        ]
        await self.bus.flush()  # subscribed at nats-server before anyone is told this worker is ready

    async def stop(self, drain: float = 0.0) -> None:
        """No new request; those under way given up to ``drain`` seconds to be answered (an analysis
        cut short is asked again of another worker once this one falls silent)."""
        for subscription in self._subscriptions:
            await subscription.unsubscribe()
        self._subscriptions = []
        if self._tasks and drain > 0:
            await asyncio.wait(list(self._tasks), timeout=drain)
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def health(self) -> dict[str, object]:
        """What this worker answered, and its pool's own counts (crashes, timeouts, fallbacks...)."""
        return {"status": "ok", "role": "bots", "process": self.name, "pid": os.getpid(),
                "bus_connected": self.bus.connected, "answered": dict(self.answered),
                "under_way": len(self._tasks),
                "gnubg_workers": len(self.pool.worker_pids()), "pool": dict(self.pool.stats)}

    async def _decide(self, message: BusMessage) -> None:
        """Taken at once while a place is free (the subscription then reads the next one): a decision
        waits for a place here, never behind another's gnubg search."""
        await self._decisions.acquire()
        self._spawn(self._answer_decision(message), self._decisions)

    async def _analyse(self, message: BusMessage) -> None:
        """Accepted while a place is free, else answered ``busy`` at once (its asker asks again)."""
        try:
            request, job = wire.decode_analysis_request(message.data)
        except ValueError as error:
            self.answered["errors"] += 1
            await self.bus.respond(message, wire.encode_analysis_error("invalid", str(error)))
            return
        if self._analysing >= self._analysis_places:
            await self.bus.respond(message, wire.encode_analysis_error("busy", "no analysis place free"))
            return
        self._analysing += 1
        await self.bus.respond(message, wire.ACCEPTED)
        self._spawn(self._run_analysis(request, job), None)

    def _spawn(self, work: Coroutine[Any, Any, None], places: asyncio.Semaphore | None) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)

        def done(finished: asyncio.Task[None]) -> None:
            self._tasks.discard(finished)
            if places is not None:
                places.release()

        task.add_done_callback(done)

    async def _answer_decision(self, message: BusMessage) -> None:
        try:
            request, purpose = wire.decode_decision_request(message.data)
        except ValueError as error:
            self.answered["errors"] += 1
            await self.bus.respond(message, wire.encode_error("invalid", str(error)))
            return
        try:
            if purpose is Purpose.HINT:
                answer = wire.encode_answer(await self.pool.hint(request))
                self.answered["hints"] += 1
            else:
                answer = wire.encode_answer(await self.pool.decide(request))
                self.answered["decisions"] += 1
        except InvalidRequestError as error:
            answer = wire.encode_error("invalid", str(error))
        except PoolFullError as error:
            answer = wire.encode_error("busy", str(error))
        except BotError as error:
            answer = wire.encode_error("failed", str(error))
        await self.bus.respond(message, answer)

    async def _run_analysis(self, request: AnalysisRequest, job: str) -> None:
        """gnubg's analysis, ``working`` said on ``job`` every ``BEAT`` seconds meanwhile, then the result."""
        analysing = asyncio.ensure_future(self.pool.analyse(request))
        try:
            while not analysing.done():
                await asyncio.wait([analysing], timeout=BEAT)
                if not analysing.done():
                    await self.bus.publish(job, wire.WORKING)
            try:
                answer = wire.encode_analysis(analysing.result())
                self.answered["analyses"] += 1
            except InvalidRequestError as error:
                answer = wire.encode_analysis_error("invalid", str(error))
            except PoolFullError as error:
                answer = wire.encode_analysis_error("busy", str(error))
            except BotError as error:
                answer = wire.encode_analysis_error("failed", str(error))
            await self.bus.publish(job, answer)
        finally:
            self._analysing -= 1
            if not analysing.done():
                analysing.cancel()  # the worker stops: its gnubg analysis process is killed


async def _health_server(service: BotService, host: str, port: int) -> asyncio.Server:
    """``GET /health`` on ``host:port``: the worker's ``health`` as JSON (anything else: 404)."""

    async def answer(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            line = await asyncio.wait_for(reader.readline(), 10)
            found = line.split()[1:2] == [b"/health"]
            body = json.dumps(service.health()).encode() if found else b"{}"
            status = b"200 OK" if found else b"404 Not Found"
            writer.write(b"HTTP/1.0 " + status + b"\r\nContent-Type: application/json\r\nContent-Length: "
                         + str(len(body)).encode() + b"\r\n\r\n" + body)
            await writer.drain()
        except (OSError, TimeoutError):
            pass
        finally:
            writer.close()

    return await asyncio.start_server(answer, host, port)


async def run_bots(bus_url: str, *, name: str = "", workers: int | None = None, analysis_workers: int = 1,
                   host: str = "127.0.0.1", port: int = 0) -> None:
    """A bots worker until SIGINT or SIGTERM: its gnubg workers started first, then it joins the queue
    group and says ``bots worker ready`` on its standard output (with ``port``, after its ``/health``
    opens there). At the stop, the decisions under way are answered first (a few seconds at most)."""
    from .nats_bus import NatsBus

    name = name or f"bots-{socket.gethostname()}-{os.getpid()}"
    pool = BotPool(workers=workers, analysis_workers=analysis_workers)
    await pool.start()
    bus = await NatsBus.connect(bus_url, name=name)
    service = BotService(bus, pool, name=name)
    await service.start()
    health = await _health_server(service, host, port) if port else None
    _log.info("bots worker %s: %d gnubg workers, on %s", name, pool.workers, bus_url)
    print(f"bots worker ready: {name}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    await stop.wait()
    if health is not None:
        health.close()
    await service.stop(drain=DRAIN)
    await bus.close()
    await pool.close()
    _log.info("bots worker %s stopped: %s", name, service.answered)
