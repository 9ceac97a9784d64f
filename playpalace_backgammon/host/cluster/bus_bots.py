"""A table owner's bots on the bus (``--bots bus``, docs/scaling.md "Bots as a service"): ``BusBots`` is the
``BotDriver`` and the match analyser of a process that starts no gnubg of its own. Each decision, hint and
analysis is a request to the queue group of bots workers (``serve --role bots``, ``bot_service``), in the
bots' own plain data (``bot_messages``); a decision comes back as the local pool's would and becomes the
table's ``BotAnswer`` the same way (``answer_for``), applied only by the table core, as now.

A decision is asked until it is answered (``ask``): a request nobody answers (no worker at all: no
responders; a worker killed or stopped under it: no reply within ``attempt_timeout``; a worker full) is
asked again, after a pause that grows to a second, and goes to a live worker, since a dead one's
subscription ends with its connection. Once ``notice_after`` seconds have gone without an answer, and
every ``notice_every`` seconds after that, the table says that its bot waits for a worker
(``bot_driver.bot_waiting``), so it is never silent. An answer is tied to its question by the table core
(its token and the table's version), so a late or repeated answer is never applied twice. A hint is asked
once (the table's rules answer when no worker does). An analysis, a job of minutes on a subject of its own
(so it never delays a decision), is asked again when its worker is full or falls silent (it says it is
``working`` every few seconds), for at most ``analysis_timeout`` seconds in all.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import random
import uuid
from collections.abc import Callable, Coroutine
from typing import Any, ClassVar

from playpalace_backgammon.bots import BotTimeoutError, BotUnavailableError, CubeHint, Hint, MoveHint, Purpose
from playpalace_backgammon.bots.analysis_engine import AnalysisOutput, AnalysisRequest, check
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.bot_questions.bot_requests import answer_for, hint_request_for, request_for
from playpalace_backgammon.table.interface import BotTurn

from ..tables.bot_driver import BotAnswer, bot_waiting, random_answer
from . import bot_messages as wire
from .bus import Bus, BusError, BusMessage, BusTimeout, NoResponders, Subjects

_log = logging.getLogger(__name__)

ATTEMPT_TIMEOUT = 10.0  # seconds one worker has for a decision before it is asked of another
NOTICE_AFTER = 5.0  # seconds without an answer before the table says its bot waits for a worker
NOTICE_EVERY = 30.0  # and again so often while it still waits
ANALYSIS_TIMEOUT = 900.0  # seconds an analysis may take, asked again included
ANALYSIS_SILENCE = 10.0  # seconds without a word from the worker analysing a match before another is asked
PAUSES = (0.05, 0.1, 0.2, 0.5, 1.0)  # between two asks of one question, the last one repeated


class _WorkerSilent(Exception):
    """The worker analysing a match said nothing for ``analysis_silence`` seconds: it is gone."""


class BusBots:
    """Bots and analyses answered by bots workers on the bus; ``connect`` opens the bus at ``start`` or on
    first use (and again after a failure: no bus yet counts as no worker yet)."""

    def __init__(self, connect: Callable[[], Coroutine[Any, Any, Bus]], *,
                 attempt_timeout: float = ATTEMPT_TIMEOUT, notice_after: float = NOTICE_AFTER,
                 notice_every: float = NOTICE_EVERY, analysis_timeout: float = ANALYSIS_TIMEOUT,
                 analysis_silence: float = ANALYSIS_SILENCE) -> None:
        self._connect = connect
        self._connecting: asyncio.Task[Bus] | None = None  # the connection, made once (again if it failed)
        self.attempt_timeout = attempt_timeout
        self.notice_after = notice_after
        self.notice_every = notice_every
        self.analysis_timeout = analysis_timeout
        self.analysis_silence = analysis_silence
        self._random = random.Random()
        self._seed = 0
        #: asked: requests sent; answered: replies received; decisions: workers' decisions handed to tables;
        #: retries: requests asked again (no responders, no answer in time, a worker full or failing);
        #: notices: times a table was told its bot waits; analyses: analyses received.
        self.stats = {"asked": 0, "answered": 0, "decisions": 0, "retries": 0, "no_responders": 0,
                      "timeouts": 0, "notices": 0, "engine_hints": 0, "analyses": 0}

    async def bus(self) -> Bus:
        """The connection, once made: nats-server away at the start is waited for (nats-py tries again
        without end), each question meanwhile waiting too and its table told so after ``notice_after``."""
        task = self._connecting
        if task is None or (task.done() and (task.cancelled() or task.exception() is not None)):
            # A context of its own: the connection (and nats-py's tasks) serve every table, not the first.
            task = self._connecting = asyncio.get_running_loop().create_task(self._connect(),
                                                                              context=contextvars.Context())
        return await asyncio.shield(task)

    # The BotDriver.

    #: Never a decision at once: each is a worker's answer, asked for as soon as the table asks.
    decide_now: ClassVar[None] = None

    def warm(self) -> None:
        """Nothing to start here: the workers run elsewhere, and the bus connects at ``start``."""
        return None

    async def start(self) -> None:
        """Start connecting, without waiting: the server starts even while nats-server is away."""
        if self._connecting is None:
            self._connecting = asyncio.get_running_loop().create_task(self._connect(),
                                                                      context=contextvars.Context())

    async def decide(self, turn: BotTurn) -> BotAnswer:
        """A worker's decision, asked until one answers; a question the bots cannot take, or an answer
        that makes no sense, ends in a random legal play (as with the local pool), so a table goes on."""
        context = turn.context
        self._seed += 1
        try:
            request = request_for(context, self._seed)
            if request is None:
                return random_answer(context, self._random)
            data = wire.encode_decision_request(request, Purpose.DECISION)
        except Exception:
            _log.exception("a bot's question could not be put to the bots; a random legal play instead")
            return random_answer(context, self._random)
        while True:
            reply = await self.ask(Subjects.BOTS_DECIDE, data, self.attempt_timeout, bot_waiting.get())
            try:
                decision = wire.decode_answer(reply)
                if isinstance(decision, MoveHint | CubeHint):
                    raise ValueError(f"a hint for a decision: {decision!r}")
                answer = answer_for(decision, context)
                self.stats["decisions"] += 1
                return answer
            except wire.WorkerRefused as refused:
                if refused.kind == "invalid":
                    _log.error("a bots worker refused a decision (%s); a random legal play instead", refused)
                    return random_answer(context, self._random)
                self.stats["retries"] += 1  # busy or failing: another worker may answer, after a pause
                await asyncio.sleep(PAUSES[1])
            except (ValueError, IndexError) as error:
                _log.error("a bots worker's answer is unusable (%s); a random legal play instead", error)
                return random_answer(context, self._random)

    async def hint(self, context: BotContext) -> Hint:
        """gnubg's hint from one worker within ``attempt_timeout`` (the bus's connection included); raises
        otherwise, and the table's rules answer it."""
        self._seed += 1
        data = wire.encode_decision_request(hint_request_for(context, self._seed), Purpose.HINT)
        try:
            async with asyncio.timeout(self.attempt_timeout):
                bus = await self.bus()
                self.stats["asked"] += 1
                hint = wire.decode_answer(await bus.request(Subjects.BOTS_DECIDE, data,
                                                            timeout=self.attempt_timeout))
        except TimeoutError:
            raise BusTimeout(Subjects.BOTS_DECIDE) from None
        if not isinstance(hint, MoveHint | CubeHint):
            raise BotUnavailableError(f"a bots worker answered a hint with {hint!r}")
        self.stats["engine_hints"] += 1
        return hint

    async def close(self) -> None:
        task, self._connecting = self._connecting, None
        if task is None:
            return
        if not task.done():
            task.cancel()
        bus = (await asyncio.gather(task, return_exceptions=True))[0]
        if isinstance(bus, Bus):
            await bus.close()

    # The analyser.

    async def analyse(self, request: AnalysisRequest) -> AnalysisOutput:
        """A worker's analysis of a whole match (a job, ``bot_messages``), asked again of another worker
        when its worker goes silent or is full, for at most ``analysis_timeout`` seconds in all (then
        ``BotTimeoutError``, and the players are told)."""
        check(request)
        try:
            async with asyncio.timeout(self.analysis_timeout):
                while True:
                    try:
                        return await self._analysis_job(request)
                    except _WorkerSilent:
                        self.stats["timeouts"] += 1
                        _log.warning("a bots worker went silent under an analysis; asking another")
                    except wire.WorkerRefused as refused:
                        if refused.kind == "invalid":
                            raise BotUnavailableError(str(refused)) from None
                    self.stats["retries"] += 1
                    await asyncio.sleep(PAUSES[-1])
        except TimeoutError:
            raise BotTimeoutError(f"no bots worker analysed the match within {self.analysis_timeout} s") \
                from None

    async def _analysis_job(self, request: AnalysisRequest) -> AnalysisOutput:
        """One worker's try: the job's subject listened to first, the request accepted, then ``working``
        every few seconds until the result; ``_WorkerSilent`` after ``analysis_silence`` seconds of
        nothing."""
        job = Subjects.bots_job(uuid.uuid4().hex)
        heard: asyncio.Queue[bytes] = asyncio.Queue()

        async def got(message: BusMessage) -> None:
            heard.put_nowait(message.data)

        subscription = await (await self.bus()).subscribe(job, got)
        try:
            data = wire.encode_analysis_request(request, job)
            if wire.analysis_progress(await self.ask(Subjects.BOTS_ANALYSE, data, self.attempt_timeout,
                                                     None)) != "accepted":
                raise wire.WorkerRefused("failed", "an analysis request answered with a result")
            while True:
                try:
                    async with asyncio.timeout(self.analysis_silence):
                        said = await heard.get()
                except TimeoutError:
                    raise _WorkerSilent from None
                if wire.analysis_progress(said) == "done":
                    output = wire.decode_analysis(said)
                    self.stats["analyses"] += 1
                    return output
        finally:
            await subscription.unsubscribe()

    # Asking until answered.

    async def ask(self, subject: str, data: bytes, timeout: float,
                  waiting: Callable[[], None] | None) -> bytes:
        """The first reply to ``data`` on ``subject``, asked again (after a pause) for as long as nobody
        answers; ``waiting`` is called after ``notice_after`` seconds and every ``notice_every`` after."""
        loop = asyncio.get_running_loop()
        notice: asyncio.TimerHandle | None = None

        def noticed() -> None:
            nonlocal notice
            self.stats["notices"] += 1
            notice = loop.call_later(self.notice_every, noticed)
            if waiting is not None:
                waiting()

        if waiting is not None:
            notice = loop.call_later(self.notice_after, noticed)
        attempt = 0
        try:
            while True:
                try:
                    bus = await self.bus()
                    self.stats["asked"] += 1
                    reply = await bus.request(subject, data, timeout=timeout)
                    self.stats["answered"] += 1
                    return reply
                except NoResponders:
                    self.stats["no_responders"] += 1
                except BusTimeout:
                    self.stats["timeouts"] += 1
                    _log.warning("no bots worker answered on %s within %s s; asking again", subject, timeout)
                except (BusError, OSError) as error:
                    _log.warning("the bus could not carry a request on %s (%s); asking again", subject, error)
                except Exception as error:  # connecting failed (nats-server away): as if nobody answered
                    _log.warning("no bus for %s yet (%s); asking again", subject, error)
                self.stats["retries"] += 1
                await asyncio.sleep(PAUSES[min(attempt, len(PAUSES) - 1)])
                attempt += 1
        finally:
            if notice is not None:
                notice.cancel()

    def health(self) -> dict[str, int]:
        return dict(self.stats)


def bus_bots(url: str, name: str, **settings: float) -> BusBots:
    """A ``BusBots`` on the nats-server at ``url``."""

    async def connect() -> Bus:
        from .nats_bus import NatsBus

        return await NatsBus.connect(url, name=name)

    return BusBots(connect, **settings)
