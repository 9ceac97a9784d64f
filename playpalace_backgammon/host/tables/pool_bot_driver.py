"""Bot seats decided by the bot pool: the table's ``BotContext`` becomes a ``DecisionRequest``, the pool's
decision the host's plain ``BotAnswer`` (which the table core turns into commands). Any failure falls back
to a random legal play, so a table always goes on.

Simple, a level without gnubg, decides in one spawned helper process of the host's own (``LocalBots``), not
on a thread of the server: a Simple decision takes milliseconds of CPU and, on a thread, would hold the GIL
the event loop needs. The server speaks to it over one pipe its event loop watches (an executor's threads
handing each request on cost the server a sixth of its time at saturation). If that process fails, or too
many requests wait for it, the pool decides in its thread as before. A Random decision is a draw among the
legal plays the table has already listed: the server makes it itself (``_random_level``), the same draw
from the same seed, as sending it cost more than making it.

Hints (H, Shift+H) come from the same pool: ``hint`` asks gnubg (match-aware: score, cube, Crawford) in a
worker process, off the event loop; the table core turns its answer into the table's words. It raises when
the pool cannot answer; the core then gives the table's own rules-only answer.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import multiprocessing
import os
import random
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from playpalace_backgammon.bots import (
    Decision,
    DecisionRequest,
    Hint,
    engine_random,
)
from playpalace_backgammon.bots.decisions import BotLevel, DecisionKind, MoveDecision
from playpalace_backgammon.bots.local import runs_locally, serve_batches
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.bot_questions.bot_requests import answer_for, hint_request_for, request_for
from playpalace_backgammon.table.interface import BotTurn

from .bot_driver import BotAnswer, random_answer

_log = logging.getLogger(__name__)

class HelperFailed(RuntimeError):
    """The bots' helper process could not answer: it ended, failed on the request, or has too many waiting."""


#: Requests waiting for the helper at most; past this the pool decides (the pipe's buffer never fills, so
#: sending a request never blocks the event loop).
MAX_WAITING = 128


class LocalBots:
    """One spawned process that answers the in-process levels' decisions (Random, Simple) off the server.

    Spoken to over one pipe that the event loop watches: the requests of one event-loop tick leave in one
    write, their answers come back together and are read when the loop sees them (no executor, no threads
    handing work to each other). Spawned on first use (or by
    ``start``); a helper that ends is replaced on the next request, and the requests it held fail (their
    decisions are then made by the pool).
    """

    def __init__(self) -> None:
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._waiting: dict[int, asyncio.Future[Any]] = {}
        self._outgoing: list[tuple[int, DecisionRequest | None]] = []  # this tick's requests, sent at its end
        self._numbers = itertools.count()
        self.decisions = 0  # decisions answered by the helper process

    def _ready(self) -> Connection:
        if self._connection is None:
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            process = context.Process(target=serve_batches, args=(theirs,), name="bots-helper", daemon=True)
            process.start()
            theirs.close()
            loop = asyncio.get_running_loop()
            loop.add_reader(ours.fileno(), self._answered)
            # uvloop makes a watched descriptor non-blocking; a batch is written, and read, whole.
            os.set_blocking(ours.fileno(), True)
            self._process, self._connection, self._loop = process, ours, loop
        return self._connection

    def _ask(self, request: DecisionRequest | None) -> asyncio.Future[Any]:
        self._ready()
        if len(self._waiting) >= MAX_WAITING:
            raise HelperFailed("too many requests waiting for the helper")
        assert self._loop is not None
        number = next(self._numbers)
        future = self._waiting[number] = self._loop.create_future()
        self._outgoing.append((number, request))
        if len(self._outgoing) == 1:
            self._loop.call_soon(self._send)
        return future

    def _send(self) -> None:
        """The tick's requests, in one write."""
        batch, self._outgoing = self._outgoing, []
        if self._connection is None or not batch:
            return  # the helper ended meanwhile: ``close`` failed these requests
        try:
            self._connection.send(batch)
        except OSError:
            self.close()

    def _answered(self) -> None:
        """The loop saw the pipe readable: every answer waiting there goes to its request."""
        connection = self._connection
        if connection is None:
            return
        try:
            while connection.poll():
                for number, ok, value in connection.recv():
                    future = self._waiting.pop(number, None)
                    if future is None or future.done():
                        continue
                    if ok:
                        future.set_result(value)
                    else:
                        future.set_exception(HelperFailed(value))
        except (EOFError, OSError):  # the helper ended
            self.close()

    async def start(self) -> int:
        """Starts the helper now (it takes a moment) and returns its pid."""
        pid: int = await self._ask(None)
        return pid

    def warm(self) -> None:
        """Starts the helper without waiting for it: the first decision queues behind its start-up."""
        self._ready()

    async def decide(self, request: DecisionRequest) -> Decision:
        """The decision, computed in the helper; raises if the helper cannot answer (it is then renewed)."""
        answer: Decision = await self._ask(request)
        self.decisions += 1
        return answer

    def close(self) -> None:
        """Ends the helper (closing its pipe ends it) and fails what it still held."""
        connection, self._connection = self._connection, None
        if connection is not None:
            if self._loop is not None and not self._loop.is_closed():
                self._loop.remove_reader(connection.fileno())
            connection.close()
        waiting, self._waiting, self._outgoing = self._waiting, {}, []
        for future in waiting.values():
            if not future.done():
                future.set_exception(HelperFailed("the helper process ended"))
        self._process = None


def _random_level(request: DecisionRequest, context: BotContext) -> Decision:
    """The Random level's decision, made here: a draw from the request's seed, as its helper would make
    it, among the legal plays the table already listed (the same list, in the same order). Sending it to
    the helper cost more than deciding (pickling, a pipe, waking another process on a busy machine: a
    field of bot-only tables, a tournament's, asked hundreds a second)."""
    if request.kind is DecisionKind.MOVE:
        return MoveDecision(random.Random(request.seed).randrange(len(context.legal_plays)))
    return engine_random.decide(request)


class PoolBotDriver:
    """Asks the BotPool (Simple: the ``LocalBots`` helper; Random it draws itself); answers a roll with no
    cube to turn and the end of a turn itself. It sees the question only (``BotTurn``, ``BotContext``),
    never the table."""

    def __init__(self, pool: BotPool | None = None, *, local_process: bool = True) -> None:
        self.pool = pool or BotPool()
        self.local = LocalBots() if local_process else None
        self._random = random.Random()
        self._seed = 0
        self.engine_hints = 0  # hints answered by the engine (the rest fell back to the rules' answer)

    async def decide(self, turn: BotTurn) -> BotAnswer:
        context = turn.context
        self._seed += 1
        try:
            request = request_for(context, self._seed)
            if request is None:
                return random_answer(context, self._random)
            if request.level is BotLevel.RANDOM:
                return answer_for(_random_level(request, context), context)
            return answer_for(await self._decide(request), context)
        except Exception:
            _log.exception("the bot pool could not decide; a random legal play is made instead")
        return random_answer(context, self._random)

    def decide_now(self, turn: BotTurn) -> BotAnswer | None:
        """The Random level's decision, made here and now as ``decide`` makes it; None for the other levels
        (their helper is asked: ``decide``). The tables nobody plays at decide in their turn of the loop
        (``room_tasks.BotTurns``), not in a task each."""
        context = turn.context
        if context.bot_level is not BotLevel.RANDOM:
            return None
        self._seed += 1
        try:
            request = request_for(context, self._seed)
            if request is None:
                return random_answer(context, self._random)
            return answer_for(_random_level(request, context), context)
        except Exception:
            _log.exception("the bot pool could not decide; a random legal play is made instead")
        return random_answer(context, self._random)

    async def start(self) -> None:
        """Starts the helper process for the levels without gnubg, so the first bot move does not wait
        for its spawning; the server does not wait for it either (a third of a second)."""
        self.warm()

    def warm(self) -> None:
        """Starts the helper process now if it is not running (a bot sat at a table), without waiting;
        nothing outside an event loop (the helper's answers are read by the loop)."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return
        if self.local is not None:
            self.local.warm()

    def health(self) -> dict[str, int] | None:
        return None

    async def _decide(self, request: DecisionRequest) -> Decision:
        if self.local is not None and runs_locally(request):
            try:
                return await self.local.decide(request)
            except asyncio.CancelledError:
                raise
            except Exception:
                _log.exception("the bots' helper process failed; this decision is made in the server")
        return await self.pool.decide(request)

    async def hint(self, context: BotContext) -> Hint:
        """The asker's hint from gnubg; raises if the pool cannot answer."""
        self._seed += 1
        hint = await self.pool.hint(hint_request_for(context, self._seed))
        self.engine_hints += 1
        return hint

    async def close(self) -> None:
        if self.local is not None:
            self.local.close()
        await self.pool.close()
