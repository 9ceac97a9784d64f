"""The server's analyses of matches: started when a match ends or when a player asks in Past matches, run
one after another in the bot pool's analysis worker, kept in the store, and told to the players.

Bounded per server (the pool's ``max_analyses``: more wait in the store, as jobs, and start when one ends)
and per player (``per_player`` analyses asked for and not yet done; more are refused). A job is in the store
from the moment it is asked for until its result is saved, so analyses a restart interrupted are started
again (``resume``). Closing the server cancels the analyses under way; their jobs stay for the next start.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from playpalace_backgammon.bots.analysis_engine import ANALYSIS_PLIES, DEFAULT_ANALYSIS_PLIES
from playpalace_backgammon.bots.errors import BotError
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.records import RecordError
from playpalace_backgammon.records.analysis import MatchAnalysis
from playpalace_backgammon.records.analysis_text import AnalysisTextError

from .match_analysis import analyse_match
from .store import Store

_log = logging.getLogger(__name__)

#: Analyses one player may have asked for and not yet received.
PER_PLAYER = 2

Ready = Callable[[str, MatchAnalysis], None]


class MatchAnalyst:
    """Runs the analyses (see the module's docstring); ``ready(match_id, analysis)`` is called for each."""

    def __init__(self, store: Store, pool: BotPool | None, ready: Ready, *,
                 plies: int = DEFAULT_ANALYSIS_PLIES, per_player: int = PER_PLAYER, running: int = 1) -> None:
        if plies not in ANALYSIS_PLIES:
            raise ValueError(f"analysis plies must be one of {ANALYSIS_PLIES}")
        self.store = store
        self.pool = pool
        self.ready = ready
        self.plies = plies
        self.per_player = per_player
        self.running = max(1, running)
        self._queue: list[str] = []
        self._asked_by: dict[str, set[str]] = {}  # match id -> players waiting for it
        self._tasks: dict[str, asyncio.Task[None]] = {}

    @property
    def available(self) -> bool:
        return self.pool is not None

    def pending(self, match_id: str) -> bool:
        """Whether ``match_id`` is waiting for or under analysis."""
        return match_id in self._tasks or match_id in self._queue

    def match_finished(self, match_id: str) -> None:
        """A match just ended: analyse it once."""
        if self.pool is None or self.pending(match_id) or self.store.stored_analysis(match_id) is not None:
            return
        self.store.request_analysis(match_id, self.plies)
        self._enqueue(match_id)

    def request(self, match_id: str, username: str) -> str:
        """A player asks for a match's analysis: "started", "pending", "busy" (their bound is reached),
        "done" (already analysed) or "unavailable" (no bot pool)."""
        if self.pool is None:
            return "unavailable"
        if self.store.stored_analysis(match_id) is not None:
            return "done"
        folded = username.casefold()
        if self.pending(match_id):
            self._asked_by.setdefault(match_id, set()).add(folded)
            return "pending"
        if sum(folded in waiting for waiting in self._asked_by.values()) >= self.per_player:
            return "busy"
        self._asked_by.setdefault(match_id, set()).add(folded)
        self.store.request_analysis(match_id, self.plies)
        self._enqueue(match_id)
        return "started"

    def resume(self) -> int:
        """Starts again the analyses asked for and not finished before the server stopped; how many."""
        if self.pool is None:
            return 0
        jobs = self.store.unfinished_analyses()
        for match_id, _plies in jobs:
            self._enqueue(match_id)
        return len(jobs)

    async def close(self) -> None:
        tasks = list(self._tasks.values())
        self._queue.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def idle(self) -> None:
        """Returns once no analysis is waiting or running (tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks.values()), return_exceptions=True)

    def _enqueue(self, match_id: str) -> None:
        if not self.pending(match_id):
            self._queue.append(match_id)
        self._start_next()

    def _start_next(self) -> None:
        while self._queue and len(self._tasks) < self.running:
            match_id = self._queue.pop(0)
            task = asyncio.get_running_loop().create_task(self._run(match_id))
            self._tasks[match_id] = task

    async def _run(self, match_id: str) -> None:
        assert self.pool is not None
        plies = next((p for m, p in self.store.unfinished_analyses() if m == match_id), self.plies)
        analysis: MatchAnalysis | None = None
        try:
            analysis = await analyse_match(self.store, self.pool, match_id, plies)
        except asyncio.CancelledError:
            raise
        except (RecordError, AnalysisTextError, BotError) as error:
            _log.warning("match %s could not be analysed: %s", match_id, error)
            self.store.drop_analysis_job(match_id)
            self.store.commit()
        except Exception:
            _log.exception("the analysis of match %s failed", match_id)
            self.store.drop_analysis_job(match_id)
            self.store.commit()
        finally:
            self._tasks.pop(match_id, None)
            self._asked_by.pop(match_id, None)
            if not asyncio.current_task().cancelling():  # type: ignore[union-attr]
                self._start_next()
        if analysis is not None:
            try:
                self.ready(match_id, analysis)
            except Exception:
                _log.exception("telling the analysis of match %s failed", match_id)
