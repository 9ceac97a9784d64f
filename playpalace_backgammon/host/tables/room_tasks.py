"""What one table has running on the event loop: its timers and the questions it asked the bot driver.

The table's driver (``room.Room``) hands these the core's ``StartTimer``, ``CancelTimer``, ``AskBot`` and
``AskHint``; each timer that fires and each answer that comes back is fed to the core as an event
(``TimerFired``, ``BotAnswered`` or ``BotFailed``, ``HintAdvised``). The driver is asked the question alone
(``BotTurn``, ``BotContext``), never the live table, so nothing here touches the table after an ``await``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from playpalace_backgammon.bots import Hint
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.interface import BotTurn

from .bot_driver import BotDriver
from .core.room_effects import AskBot, AskHint, CancelTimer, StartTimer
from .core.room_events import BotAnswered, BotFailed, Event, HintAdvised, Timer, TimerFired

_log = logging.getLogger(__name__)


class RoomTasks:
    """A table's timers and its bot and hint questions under way; ``feed`` hands the core what comes of
    them."""

    def __init__(self, table_id: str, feed: Callable[[Event], None], driver: Callable[[], BotDriver]) -> None:
        self._table_id = table_id
        self._feed = feed
        self._driver = driver  # looked up when asked: the lobby's driver may be replaced (tests)
        self._timers: dict[Timer, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()

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
        self._spawn(self._bot_answer(token, turn))

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

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _bot_answer(self, token: int, turn: BotTurn) -> None:
        """The bot driver's answer to the question alone; the core applies it (or asks afresh)."""
        try:
            answer = await self._driver().decide(turn)
        except asyncio.CancelledError:
            raise
        except Exception:
            _log.exception("bot decision failed at table %s", self._table_id)
            self._feed(BotFailed(token))
            return
        self._feed(BotAnswered(token, answer))

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
