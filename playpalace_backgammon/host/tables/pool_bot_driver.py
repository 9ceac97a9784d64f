"""Bot seats decided by the bot pool: the table's ``BotContext`` becomes a ``DecisionRequest``, the pool's
decision the host's plain ``BotAnswer`` (which the table core turns into commands). Any failure falls back
to a random legal play, so a table always goes on.

The levels without gnubg (Random, Simple) decide in one spawned helper process of the host's own
(``LocalBots``), not on a thread of the server: a Simple decision takes milliseconds of CPU and, on a thread,
would hold the GIL the event loop needs. If that process fails, the pool decides in its thread as before.

Hints (H, Shift+H) come from the same pool: ``hint`` asks gnubg (match-aware: score, cube, Crawford) in a
worker process, off the event loop; the table core turns its answer into the table's words. It raises when
the pool cannot answer; the core then gives the table's own rules-only answer.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from playpalace_backgammon.bots import (
    Decision,
    DecisionRequest,
    Hint,
)
from playpalace_backgammon.bots.local import decide_locally, runs_locally
from playpalace_backgammon.bots.parent_watch import exit_with_parent
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.bot_questions.bot_requests import answer_for, hint_request_for, request_for
from playpalace_backgammon.table.interface import BotTurn

from .bot_driver import BotAnswer, random_answer

_log = logging.getLogger(__name__)

def _helper_pid() -> int:
    """Run in the helper process: its pid (a warm-up and a liveness check)."""
    return os.getpid()


class LocalBots:
    """One spawned process that answers the in-process levels' decisions (Random, Simple) off the server.

    Spawned on first use (or by ``start``); a helper that dies is replaced on the next request.
    """

    def __init__(self) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self.decisions = 0  # decisions answered by the helper process

    def _ready(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"), initializer=exit_with_parent
            )
        return self._executor

    async def start(self) -> int:
        """Starts the helper now (it takes a moment) and returns its pid."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._ready(), _helper_pid)

    def warm(self) -> None:
        """Starts the helper without waiting for it: the first decision queues behind its start-up."""
        self._ready().submit(_helper_pid)

    async def decide(self, request: DecisionRequest) -> Decision:
        """The decision, computed in the helper; raises if the helper cannot answer (it is then renewed)."""
        loop = asyncio.get_running_loop()
        try:
            answer: Decision = await loop.run_in_executor(self._ready(), decide_locally, request)
        except BrokenProcessPool:
            self.close()
            raise
        self.decisions += 1
        return answer

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


class PoolBotDriver:
    """Asks the BotPool (levels without gnubg: the ``LocalBots`` helper); answers a roll with no cube to
    turn and the end of a turn itself. It sees the question only (``BotTurn``, ``BotContext``), never the
    table."""

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
            return answer_for(await self._decide(request), context)
        except Exception:
            _log.exception("the bot pool could not decide; a random legal play is made instead")
        return random_answer(context, self._random)

    async def start(self) -> None:
        """Starts the helper process for the levels without gnubg, so the first bot move does not wait
        for its spawning; the server does not wait for it either (a third of a second)."""
        if self.local is not None:
            self.local.warm()

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
