"""gnubg's analysis of whole matches in the bot pool: what it finds holds together (losses add up to gnubg's
error totals, its marks add up to its counts), it runs apart from the live bots (a bot's decision
is answered while an analysis is held in its worker), and it is bounded and cancellable.

A held analysis is not a guess about how long gnubg thinks: the pool's ``on_analysis`` hook stops (SIGSTOP)
the analysis worker the moment the match is sent to it, so that worker cannot answer until it is let go."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import pytest

from playpalace_backgammon.bots import (
    BotLevel,
    DecisionKind,
    DecisionRequest,
    InvalidRequestError,
    MoveDecision,
    PoolFullError,
)
from playpalace_backgammon.bots.analysis_engine import AnalysisRequest
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.bots.worker import ANALYSIS_NICENESS, NICENESS
from playpalace_backgammon.host.server import default_bots
from playpalace_backgammon.records.analysis import RATINGS, rating_for
from playpalace_backgammon.records.analysis_text import parse_analysis
from playpalace_backgammon.rules import Position

from .matches import play_matches


class Held:
    """An ``on_analysis`` hook that stops the analysis worker as soon as it has the match."""

    def __init__(self) -> None:
        self.pid: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def __call__(self, pid: int) -> None:
        if not self.pid.done():
            os.kill(pid, signal.SIGSTOP)
            self.pid.set_result(pid)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def test_an_analysed_match_holds_together(tmp_path: Path) -> None:
    async with BotPool(workers=1) as pool:
        played = await play_matches(tmp_path / "a.sqlite3", pool, count=2, length=3, seed=5)
        for match in played:
            output = await pool.analyse(AnalysisRequest(match.mat, 0))
            analysis = parse_analysis(output.text, match.names, 0)
            assert "GNU Backgammon" in output.sgf and "A[" in output.sgf  # the SGF carries the analysis
            for seat, summary in enumerate(analysis.players):
                mine = [d for d in analysis.decisions if d.seat == seat]
                moves = [d for d in mine if d.kind == "move"]
                assert moves and all(d.dice is not None for d in moves)
                # Every loss is gnubg's, rounded to 3 decimals: their sum is its error total.
                rounding = 0.0006 * len(mine) + 0.001
                assert sum(d.loss for d in mine) == pytest.approx(summary.error_total, abs=rounding)
                for skill in ("doubtful", "bad", "very-bad"):
                    marked = [d for d in moves if d.skill == skill]
                    assert len(marked) == getattr(summary, skill.replace("-", "_"))
                    assert all(d.loss > 0 for d in marked)
                assert sum(1 for d in moves if not d.forced) == summary.unforced_moves
                assert summary.rating == rating_for(summary.error_rate) and summary.rating in RATINGS
                assert all(d.best != d.played or d.loss == 0 for d in mine)
            games = [d.game for d in analysis.decisions]
            assert games == sorted(games) and games[-1] == match.mat.count("\n Game ")  # one file a game
            lucky = [d for d in analysis.decisions if d.luck is not None]
            assert lucky, "every roll's luck is given"


async def test_a_live_bot_never_waits_behind_an_analysis(tmp_path: Path) -> None:
    async with BotPool(workers=1) as pool:
        [match] = await play_matches(tmp_path / "b.sqlite3", pool, count=1, length=3, seed=9)
        held = Held()
        pool.on_analysis = held
        analysis = asyncio.create_task(pool.analyse(AnalysisRequest(match.mat, 1)))
        pid = await held.pid
        try:
            assert pid not in pool.worker_pids()
            decision = await pool.decide(
                DecisionRequest(Position.initial(), DecisionKind.MOVE, BotLevel.GNUBG_1PLY, (6, 5)))
            assert isinstance(decision, MoveDecision)
            assert pool.stats["fallbacks"] == 0 and pool.stats["timeouts"] == 0
            assert not analysis.done()  # still held: the bot was answered beside it, not after it
        finally:
            os.kill(pid, signal.SIGCONT)
        output = await analysis
        assert "Match statistics" in output.text


async def test_analyses_are_bounded_and_cancellable(tmp_path: Path) -> None:
    async with BotPool(workers=1, max_analyses=1) as pool:
        [match] = await play_matches(tmp_path / "c.sqlite3", pool, count=1, length=1, seed=3)
        with pytest.raises(InvalidRequestError):
            await pool.analyse(AnalysisRequest(match.mat, 3))
        with pytest.raises(InvalidRequestError):
            await pool.analyse(AnalysisRequest("", 1))
        held = Held()
        pool.on_analysis = held
        first = asyncio.create_task(pool.analyse(AnalysisRequest(match.mat, 0)))
        pid = await held.pid
        with pytest.raises(PoolFullError):
            await pool.analyse(AnalysisRequest(match.mat, 0))
        first.cancel()
        with pytest.raises(asyncio.CancelledError):
            await first
        for _ in range(200):  # the cancelled analysis's worker is killed
            if not _alive(pid) or _zombie(pid):
                break
            await asyncio.sleep(0.05)
        assert not _alive(pid) or _zombie(pid)
        pool.on_analysis = None
        again = await pool.analyse(AnalysisRequest(match.mat, 0))  # a fresh worker takes the next one
        assert "Match statistics" in again.text


def _zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(")")[-1].split()[0] == "Z"
    except OSError:
        return False


async def test_analyses_run_one_at_a_time_in_one_process_at_the_lowest_priority(tmp_path: Path) -> None:
    """Live tables first: by default one analysis worker (never more than one core's share), niced to the
    lowest priority below the server and the bots."""
    async with BotPool(workers=1) as pool:
        first, second = await play_matches(tmp_path / "c.sqlite3", pool, count=2, length=1, seed=3)
        pids: list[int] = []
        pool.on_analysis = pids.append
        await asyncio.gather(*(pool.analyse(AnalysisRequest(match.mat, 0)) for match in (first, second)))
        assert len(pids) == 2 and len(set(pids)) == 1
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, pids[0]) == min(19, ours + NICENESS + ANALYSIS_NICENESS)


def test_the_server_setting_bounds_the_analysis_workers() -> None:
    _, pool = default_bots(analysis_workers=2)
    assert pool is not None and pool.analysis_workers == 2
