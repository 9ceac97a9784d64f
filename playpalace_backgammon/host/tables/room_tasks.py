"""What one table has running on the event loop: its timers and the questions it asked the bot driver.

The table's driver (``room.Room``) hands these the core's ``StartTimer``, ``CancelTimer``, ``AskBot`` and
``AskHint``; each timer that fires and each answer that comes back is fed to the core as an event
(``TimerFired``, ``BotAnswered`` or ``BotFailed``, ``HintAdvised``). The driver is asked the question alone
(``BotTurn``, ``BotContext``), never the live table, so nothing here touches the table after an ``await``.

A table nobody plays at (two bots: a tournament's match between bots) would otherwise play as fast as the
loop turns, and a field of them opened in one tick would move in step, each pass of the loop carrying every
one of them a move while a person's command waits behind them. Their answers go through the loop's
``BotTurns`` (and their decisions too, when the driver makes them without a wait: the Random level's,
``decide_now``): fed in order, about a quarter of a millisecond's worth a pass of the loop (one bot's step,
mostly), then a rest three times as long before the next pass, so a person's table waits at most that long
for them, and all the bots' tables together take at most a quarter of the loop's time (on a busy machine
the rest goes to the tables people play at). A pass is begun only after the loop has read its sockets
again, and while a person's frame read there waits to be handled and answered it steps aside, a turn of
the loop at a time (a few at most in a row), so the person's answer leaves first.
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections import deque
from collections.abc import Callable, Coroutine
from typing import Any

from playpalace_backgammon.bots import Hint
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.interface import BotTurn

from .bot_driver import BotDriver, bot_waiting
from .core.room_effects import AskBot, AskHint, CancelTimer, StartTimer
from .core.room_events import BotAnswered, BotFailed, BotWaiting, Event, HintAdvised, Timer, TimerFired

_log = logging.getLogger(__name__)


TURNS_BUDGET_S = 0.00025  # the bots-only tables' work in one pass of the loop: at most about this long
TURNS_SHARE = 0.25  # of the loop's time at most: after a pass, a rest three times as long as it took
STEP_ASIDE_TURNS = 8  # turns of the loop a pass waits at most, in a row, for people's frames to be answered


def rest_after(spent: float, share: float = TURNS_SHARE) -> float:
    """The seconds the bots-only tables wait after a pass that took ``spent``: their share of the loop's
    time stays ``share`` (``TURNS_SHARE``), leaving the rest of the machine to the tables people play at
    (and to the bots' helper, whose answers for those come back sooner)."""
    return max(0.0, spent) * (1 - share) / share


class BotTurns:
    """The answers for tables nobody plays at, waiting their turn: each pass feeds them in order until
    ``TURNS_BUDGET_S`` has gone (at least one), then lets the loop read its sockets again, and the next
    pass comes after a rest (``rest_after``) rather than at once.

    People come first: a pass is due (at once, or when its rest is over) only after the loop has looked
    at its sockets once more (uvloop runs its timers before it reads), and while a person's frame read
    there waits to be handled and answered (``people_waiting``) the pass steps aside a turn of the loop
    at a time, ``STEP_ASIDE_TURNS`` at most in a row, so the bots still move when people keep the loop
    busy."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._waiting: deque[Callable[[], None]] = deque()
        self._scheduled = False
        self._asides = 0  # turns of the loop this pass has stepped aside for people so far
        self.share = TURNS_SHARE  # the server's ``bots_only_share``
        self.passes = 0  # passes of the loop that fed some (the tests read it)
        self.asides = 0  # turns stepped aside for people in all (the tests read it)
        # Whether a person's frame was read or handled and its answer has not left yet (the server's
        # ``Outbox.people_waiting``): a pass due then steps aside, so the person's answer leaves first.
        self.people_waiting: Callable[[], bool] = lambda: False

    def add(self, feed: Callable[[], None]) -> None:
        self._waiting.append(feed)
        if not self._scheduled:
            self._scheduled = True
            self._due()

    def _due(self) -> None:
        """The next pass, after one more look at the sockets: a turn of the loop from now."""
        self._asides = 0
        self._loop.call_soon(self._look)

    def _look(self) -> None:
        self._loop.call_soon(self._pass)  # queued behind this turn: the loop reads its sockets first

    def _pass(self) -> None:
        if self._asides < STEP_ASIDE_TURNS and self.people_waiting():
            self._asides += 1
            self.asides += 1
            self._loop.call_soon(self._pass)  # after the person's handling and the tick's flush
            return
        self.passes += 1
        started = time.perf_counter()
        until = started + TURNS_BUDGET_S
        try:
            while self._waiting:
                self._waiting.popleft()()
                if time.perf_counter() >= until:
                    break
        finally:
            self._scheduled = bool(self._waiting)
            if self._scheduled:
                self._loop.call_later(rest_after(time.perf_counter() - started, self.share), self._due)

    def __len__(self) -> int:
        return len(self._waiting)


_TURNS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, BotTurns] = weakref.WeakKeyDictionary()


def bot_turns() -> BotTurns:
    """The running loop's queue of answers for tables nobody plays at (one a loop: servers in threads)."""
    loop = asyncio.get_running_loop()
    turns = _TURNS.get(loop)
    if turns is None:
        turns = _TURNS[loop] = BotTurns(loop)
    return turns


class RoomTasks:
    """A table's timers and its bot and hint questions under way; ``feed`` hands the core what comes of
    them. ``unpeopled`` says whether nobody plays at the table now: its bots' answers then wait their
    turn in ``BotTurns``."""

    def __init__(self, table_id: str, feed: Callable[[Event], None], driver: Callable[[], BotDriver],
                 unpeopled: Callable[[], bool] = lambda: False) -> None:
        self._table_id = table_id
        self._feed = feed
        self._driver = driver  # looked up when asked: the lobby's driver may be replaced (tests)
        self._unpeopled = unpeopled
        self._timers: dict[Timer, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._generation = 0  # raised by ``cancel_all``: an answer queued before it is dropped

    def carry_out(self, effect: StartTimer | CancelTimer | AskBot | AskHint) -> None:
        """A timer started or cancelled, or a question asked of the bot driver, as the core asks."""
        match effect:
            case StartTimer(timer, seconds):
                self.start_timer(timer, seconds)
            case CancelTimer(timer):
                self.cancel_timer(timer)
            case AskBot(token, turn):
                self.ask_bot(token, turn)
            case AskHint(token, _member, context):
                self.ask_hint(token, context)

    def start_timer(self, timer: Timer, seconds: float) -> None:
        self.cancel_timer(timer)
        loop = asyncio.get_running_loop()
        self._timers[timer] = loop.call_later(seconds, self._fired, timer)

    def cancel_timer(self, timer: Timer) -> None:
        handle = self._timers.pop(timer, None)
        if handle is not None:
            handle.cancel()

    def _fired(self, timer: Timer) -> None:
        self._timers.pop(timer, None)
        self._feed(TimerFired(timer))

    def ask_bot(self, token: int, turn: BotTurn) -> None:
        """The driver asked; at a table nobody plays at, a driver that can decide without a wait
        (``decide_now``: the Random level) decides in the table's turn in ``BotTurns``, inside its budget,
        not in a task of its own run between people's commands."""
        decide_now = self._driver().decide_now if self._unpeopled() else None
        if decide_now is None:
            self._spawn(self._bot_answer(token, turn))
            return
        generation = self._generation

        def decided() -> None:
            if generation != self._generation:
                return
            answer = decide_now(turn)
            if answer is None:
                self._spawn(self._bot_answer(token, turn))
            else:
                self._feed(BotAnswered(token, answer))

        bot_turns().add(decided)

    def ask_hint(self, token: int, context: BotContext) -> None:
        self._spawn(self._engine_hint(token, context))

    def cancel_all(self) -> None:
        """Every timer and question dropped: the table closed, or the server stops (a question cancelled
        is asked again when the table is restored)."""
        for handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        for task in list(self._tasks):
            task.cancel()
        self._generation += 1

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _bot_answer(self, token: int, turn: BotTurn) -> None:
        """The bot driver's answer to the question alone; the core applies it (or asks afresh). A driver
        that waits long says so through ``bot_waiting`` (this task's own context), and the core words it."""
        bot_waiting.set(lambda: self._feed(BotWaiting(token)))
        try:
            answer = await self._driver().decide(turn)
        except asyncio.CancelledError:
            raise
        except Exception:
            _log.exception("bot decision failed at table %s", self._table_id)
            self._feed(BotFailed(token))
            return
        if not self._unpeopled():
            self._feed(BotAnswered(token, answer))
            return
        generation = self._generation

        def fed() -> None:
            if generation == self._generation:
                self._feed(BotAnswered(token, answer))

        bot_turns().add(fed)

    async def _engine_hint(self, token: int, context: BotContext) -> None:
        """The engine's hint for the question alone; the core words it (or has the rules answer)."""
        hint: Hint | None
        try:
            hint = await self._driver().hint(context)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            _log.warning("table %s: no engine hint (%s); the rules answer", self._table_id, error)
            hint = None
        self._feed(HintAdvised(token, hint))
