"""The server's analyses of matches: started when a match ends or when a player asks in Past matches, run
one after another in the bot pool's analysis worker, kept in the store, and told to the players.

Bounded per server (the pool's ``max_analyses``: more wait in the store, as jobs, and start when one ends)
and per player (``per_player`` analyses waiting for each person, whether they asked or their match ended:
more are refused, and a match's own analysis is skipped when all its people are at their bound, to be
asked for later). A player of the match may cancel its analysis, waiting or under way (the worker running
it is stopped). A job is in the store from the moment it is asked for until its result is saved, so
analyses a restart interrupted are started again (``resume``). Closing the server cancels the analyses
under way; their jobs stay for the next start.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Callable, Iterable

from playpalace_backgammon.bots.analysis_engine import ANALYSIS_PLIES, DEFAULT_ANALYSIS_PLIES
from playpalace_backgammon.bots.errors import BotError
from playpalace_backgammon.records import RecordError
from playpalace_backgammon.records.analysis import MatchAnalysis
from playpalace_backgammon.records.analysis_text import AnalysisTextError

from ..store.store import Store
from ..tables.logs import current_table
from .match_analysis import Analyser, analyse_match

_log = logging.getLogger(__name__)

#: Analyses one player may have asked for and not yet received.
PER_PLAYER = 2

Ready = Callable[[str, MatchAnalysis], None]
#: Told when an analysis could not be made: the match and the players who were waiting for it.
Failed = Callable[[str, frozenset[str]], None]


class MatchAnalyst:
    """Runs the analyses (see the module's docstring); ``ready(match_id, analysis)`` is called for each, and
    ``failed(match_id, players)`` for one that could not be made (its players may ask for it again)."""

    def __init__(self, store: Store, pool: Analyser | None, ready: Ready, *,
                 plies: int = DEFAULT_ANALYSIS_PLIES, per_player: int = PER_PLAYER, running: int = 1,
                 failed: Failed | None = None) -> None:
        if plies not in ANALYSIS_PLIES:
            raise ValueError(f"analysis plies must be one of {ANALYSIS_PLIES}")
        self.store = store
        self.pool = pool
        self.ready = ready
        self.failed = failed
        self.plies = plies
        self.per_player = per_player
        self.running = max(1, running)
        self._queue: list[str] = []
        self._asked_by: dict[str, set[str]] = {}  # match id -> players waiting for it
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._cancelled: set[asyncio.Task[None]] = set()  # under way when a player cancelled them

    @property
    def available(self) -> bool:
        return self.pool is not None

    def pending(self, match_id: str) -> bool:
        """Whether ``match_id`` is waiting for or under analysis."""
        return match_id in self._tasks or match_id in self._queue

    def waiting_for(self, username: str) -> int:
        """How many analyses ``username`` waits for (asked for, or of their matches that ended)."""
        folded = username.casefold()
        return sum(folded in waiting for waiting in self._asked_by.values())

    def match_finished(self, match_id: str, players: Iterable[str]) -> bool:
        """A match between ``players`` (its people, not its bots) just ended: analyse it once, unless
        nobody played it or each of them already waits for ``per_player`` analyses. Whether it is queued."""
        people = {name.casefold() for name in players}
        if (self.pool is None or not people or self.pending(match_id)
                or self.store.stored_analysis(match_id) is not None):
            return False
        if all(self.waiting_for(name) >= self.per_player for name in people):
            _log.info("match %s is not analysed now: its players already wait for analyses", match_id)
            return False
        self._asked_by[match_id] = people
        self.store.request_analysis(match_id, self.plies)
        self._enqueue(match_id)
        return True

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
        if self.waiting_for(folded) >= self.per_player:
            return "busy"
        self._asked_by.setdefault(match_id, set()).add(folded)
        self.store.request_analysis(match_id, self.plies)
        self._enqueue(match_id)
        return "started"

    def cancel(self, match_id: str) -> bool:
        """Stop the analysis of ``match_id``, waiting or under way, and forget its job (it may be asked for
        again); False when there was none. The caller checks the person may (a player of the match)."""
        if match_id in self._queue:
            self._queue.remove(match_id)
        elif match_id in self._tasks:
            task = self._tasks.pop(match_id)
            self._cancelled.add(task)
            task.cancel()
        else:
            return False
        self._asked_by.pop(match_id, None)
        self.store.drop_analysis_job(match_id)
        self.store.commit()
        self._start_next()
        return True

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
            # Its log lines name its match (a table's id), whichever table's tick started it.
            about = contextvars.copy_context()
            about.run(current_table.set, match_id)
            task = asyncio.get_running_loop().create_task(self._run(match_id), context=about)
            self._tasks[match_id] = task

    async def _run(self, match_id: str) -> None:
        assert self.pool is not None
        plies = next((p for m, p in self.store.unfinished_analyses() if m == match_id), self.plies)
        analysis: MatchAnalysis | None = None
        waiting = frozenset(self._asked_by.get(match_id, ()))
        failed = False
        try:
            analysis = await analyse_match(self.store, self.pool, match_id, plies)
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task not in self._cancelled:
                raise  # the server is closing: the job stays for the next start
            self._cancelled.discard(task)
            _log.info("the analysis of match %s was cancelled", match_id)
            return  # ``cancel`` did the rest
        except (RecordError, AnalysisTextError, BotError) as error:
            _log.warning("match %s could not be analysed: %s", match_id, error)
            self.store.drop_analysis_job(match_id)
            self.store.commit()
            failed = True
        except Exception:
            _log.exception("the analysis of match %s failed", match_id)
            self.store.drop_analysis_job(match_id)
            self.store.commit()
            failed = True
        finally:
            task = asyncio.current_task()
            if self._tasks.get(match_id) is task:  # not a cancelled one's successor
                del self._tasks[match_id]
                self._asked_by.pop(match_id, None)
                if not task.cancelling():  # type: ignore[union-attr]
                    self._start_next()
        if analysis is not None:
            try:
                self.ready(match_id, analysis)
            except Exception:
                _log.exception("telling the analysis of match %s failed", match_id)
        elif failed and self.failed is not None:
            try:
                self.failed(match_id, waiting)
            except Exception:
                _log.exception("telling that match %s could not be analysed failed", match_id)
