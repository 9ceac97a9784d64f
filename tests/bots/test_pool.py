"""The worker pool: answers through real spawned gnubg workers, survives a killed worker, bounds its queue,
honours cancellation and timeouts (killing and replacing a worker whose request timed out), remembers
identical requests, and keeps the event loop responsive.

A test that needs a worker busy with a request does not guess how long gnubg thinks: ``Dispatches`` (the
pool's ``on_dispatch`` hook) stops that worker the moment the pool sends it the request, so the worker holds
the request and cannot answer it until the test lets it go on or kills it.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time

import pytest

from playpalace_backgammon.bots import (
    BotLevel,
    BotTimeoutError,
    CubeHint,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    MoveHint,
    PoolFullError,
)
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.rules import Position, legal_plays

from .positions import self_play_positions

# The opening 5-2: a 2-ply search of it takes some tens of milliseconds (no test relies on how long).
HEAVY = (Position.initial(), (5, 2))


def _move(
    level: BotLevel, position: Position = HEAVY[0], dice: tuple[int, int] = HEAVY[1]
) -> DecisionRequest:
    return DecisionRequest(position, DecisionKind.MOVE, level, dice)


class Dispatches:
    """An ``on_dispatch`` hook: notes each request the pool sends to a worker, as (worker pid, request).

    With ``hold``, it also stops (SIGSTOP) the worker of the first request sent, before the pool can read
    any answer: ``held`` then gives that worker's pid, and the worker is known to be busy with the request
    (it holds it and cannot answer) until the test sends it SIGCONT or kills it.
    """

    def __init__(self, *, hold: bool = False) -> None:
        self.sent: list[tuple[int, DecisionRequest]] = []
        self.held: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self._hold = hold

    def __call__(self, pid: int, request: DecisionRequest) -> None:
        self.sent.append((pid, request))
        if self._hold and not self.held.done():
            os.kill(pid, signal.SIGSTOP)
            self.held.set_result(pid)


async def test_decisions_and_hints_come_from_workers() -> None:
    async with BotPool(workers=2) as pool:
        await pool.start()
        assert len(pool.worker_pids()) == 2 and os.getpid() not in pool.worker_pids()
        decision = await pool.decide(_move(BotLevel.GNUBG_0PLY))
        assert isinstance(decision, MoveDecision)
        # The same request as a hint: gnubg's ranking, not the decision it remembers.
        ranked = await pool.hint(_move(BotLevel.GNUBG_0PLY))
        assert isinstance(ranked, MoveHint)
        hint = await pool.hint(_move(BotLevel.SIMPLE))
        assert isinstance(hint, MoveHint) and hint.plays[0][0] < len(legal_plays(*HEAVY))
        cube = await pool.hint(
            DecisionRequest(Position.initial(), DecisionKind.ROLL_OR_DOUBLE, BotLevel.GNUBG_0PLY)
        )
        assert isinstance(cube, CubeHint) and not cube.should_double
        take = await pool.hint(
            DecisionRequest(Position.initial(), DecisionKind.TAKE_OR_DROP, BotLevel.GNUBG_0PLY)
        )
        assert isinstance(take, CubeHint) and take.take


async def test_killed_worker_is_replaced_and_the_request_still_answered() -> None:
    async with BotPool(workers=1) as pool:
        await pool.start()
        (victim,) = pool.worker_pids()
        dispatches = Dispatches(hold=True)
        pool.on_dispatch = dispatches
        task = asyncio.create_task(pool.decide(_move(BotLevel.GNUBG_2PLY)))
        assert await dispatches.held == victim
        assert not task.done() and pool.pending == 1  # the victim holds the request, unanswered
        os.kill(victim, signal.SIGKILL)
        decision = await task
        assert isinstance(decision, MoveDecision)
        assert 0 <= decision.play_index < len(legal_plays(*HEAVY))
        # gnubg answered it on a fresh worker (the Simple level did not stand in).
        assert pool.stats["crashes"] == 1 and pool.stats["rebuilds"] == 1 and pool.stats["fallbacks"] == 0
        (replacement,) = pool.worker_pids()
        assert replacement != victim
        assert [pid for pid, _ in dispatches.sent] == [victim, replacement]
        again = await pool.decide(_move(BotLevel.GNUBG_0PLY))
        assert isinstance(again, MoveDecision)
        assert pool.worker_pids() == [replacement]


async def test_queue_is_bounded() -> None:
    async with BotPool(workers=1, max_pending=2) as pool:
        tasks = [asyncio.create_task(pool.decide(_move(BotLevel.GNUBG_2PLY))) for _ in range(2)]
        await asyncio.sleep(0)  # one turn of the loop: both tasks have queued their request
        assert pool.pending == 2
        with pytest.raises(PoolFullError):
            await pool.decide(_move(BotLevel.GNUBG_0PLY))
        assert len(await asyncio.gather(*tasks)) == 2
        assert pool.pending == 0


async def test_cancelled_requests_leave_the_pool_usable() -> None:
    async with BotPool(workers=1) as pool:
        dispatches = Dispatches(hold=True)
        pool.on_dispatch = dispatches
        tasks = [asyncio.create_task(pool.decide(_move(BotLevel.GNUBG_2PLY))) for _ in range(6)]
        worker = await dispatches.held  # the first request runs (held); the other five wait in the queue
        for task in tasks:
            task.cancel()
        results = await asyncio.gather(*tasks, return_exceptions=True)
        assert all(isinstance(r, asyncio.CancelledError) for r in results)
        assert pool.pending == 0
        os.kill(worker, signal.SIGCONT)  # the running request finishes; its answer is discarded
        assert isinstance(await pool.decide(_move(BotLevel.GNUBG_0PLY)), MoveDecision)
        # The queued requests were dropped: only the running one and the new one reached the worker.
        assert [request.level for _, request in dispatches.sent] == [BotLevel.GNUBG_2PLY, BotLevel.GNUBG_0PLY]
        assert pool.worker_pids() == [worker] and pool.stats["crashes"] == 0


async def test_timeout_falls_back_to_simple_for_decisions_and_raises_for_hints() -> None:
    # 1 ms is far less than starting a worker takes, so neither request is answered by gnubg in time.
    async with BotPool(workers=1, timeout=0.001) as pool:
        decision = await pool.decide(_move(BotLevel.GNUBG_2PLY))
        assert isinstance(decision, MoveDecision) and pool.stats["fallbacks"] == 1
        with pytest.raises(BotTimeoutError):
            await pool.hint(_move(BotLevel.GNUBG_2PLY))


async def test_a_timed_out_request_has_its_worker_killed_and_the_queue_moves_on() -> None:
    async with BotPool(workers=1) as pool:
        await pool.start()
        (first,) = pool.worker_pids()
        dispatches = Dispatches(hold=True)
        pool.on_dispatch = dispatches
        pool.timeout = 0.05
        slow = asyncio.create_task(pool.decide(_move(BotLevel.GNUBG_2PLY)))
        assert await dispatches.held == first  # it cannot answer: its request must time out
        pool.timeout = 120.0
        other_position, other_dice = self_play_positions(1, seed=71)[0]
        queued = asyncio.create_task(pool.decide(_move(BotLevel.GNUBG_0PLY, other_position, other_dice)))
        assert isinstance(await slow, MoveDecision)  # the Simple level answered
        assert pool.stats["timeouts"] == 1 and pool.stats["killed"] == 1
        answer = await asyncio.wait_for(queued, 120)
        assert isinstance(answer, MoveDecision) and pool.stats["fallbacks"] == 1  # gnubg answered it
        (second,) = pool.worker_pids()
        assert second != first
        dispatches = Dispatches(hold=True)
        pool.on_dispatch = dispatches
        pool.timeout = 0.05
        hint = asyncio.create_task(pool.hint(_move(BotLevel.GNUBG_2PLY)))
        assert await dispatches.held == second
        with pytest.raises(BotTimeoutError):
            await hint
        pool.timeout = 120.0
        pool.on_dispatch = None
        cube = await pool.hint(
            DecisionRequest(other_position, DecisionKind.ROLL_OR_DOUBLE, BotLevel.GNUBG_0PLY)
        )
        assert isinstance(cube, CubeHint) and pool.stats["killed"] == 2
        assert pool.worker_pids() and second not in pool.worker_pids()


async def test_an_identical_request_is_answered_from_memory() -> None:
    async with BotPool(workers=1) as pool:
        position, dice = self_play_positions(1, seed=72)[0]
        request = _move(BotLevel.GNUBG_1PLY, position, dice)
        first = await pool.decide(request)
        again = await pool.decide(DecisionRequest(**{**request.__dict__, "seed": 99}))
        assert again == first and pool.stats["memo_hits"] == 1
        other = await pool.decide(_move(BotLevel.GNUBG_0PLY, position, dice))
        assert isinstance(other, MoveDecision) and pool.stats["memo_hits"] == 1


@pytest.mark.serial
async def test_event_loop_stays_responsive_with_many_decisions_in_flight() -> None:
    async with BotPool(workers=2, max_pending=200) as pool:
        await pool.start()
        lags: list[float] = []
        done = asyncio.Event()

        async def ticker() -> None:
            while not done.is_set():
                before = time.monotonic()
                await asyncio.sleep(0.005)
                lags.append(time.monotonic() - before - 0.005)

        tick = asyncio.create_task(ticker())
        pairs = self_play_positions(160, seed=61)
        levels = [BotLevel.GNUBG_0PLY, BotLevel.GNUBG_1PLY, BotLevel.SIMPLE, BotLevel.RANDOM]
        requests = [_move(levels[i % 4], p, d) for i, (p, d) in enumerate(pairs)]
        began = time.monotonic()
        answers = await asyncio.gather(*(pool.decide(r) for r in requests))
        elapsed = time.monotonic() - began
        done.set()
        await tick
        for request, answer in zip(requests, answers, strict=True):
            assert isinstance(answer, MoveDecision)
            assert request.dice is not None
            assert answer.play_index < len(legal_plays(request.position, request.dice))
        # The loop kept ticking all along (at least once each 50 ms on average), however fast the
        # decisions came back.
        assert len(lags) >= max(1, int(elapsed / 0.05)), (len(lags), elapsed)
        assert max(lags) < 0.1


def test_a_pool_keeps_working_when_used_from_a_new_event_loop() -> None:
    # Not an async test: it runs two event loops one after the other on purpose.
    pool = BotPool(workers=1)
    first = asyncio.run(pool.decide(_move(BotLevel.GNUBG_0PLY)))
    position, dice = self_play_positions(1, seed=73)[0]
    second = asyncio.run(pool.decide(_move(BotLevel.GNUBG_0PLY, position, dice)))
    assert isinstance(first, MoveDecision) and isinstance(second, MoveDecision)
    assert second.play_index < len(legal_plays(position, dice)) and pool.stats["fallbacks"] == 0
    asyncio.run(pool.close())
    assert pool.worker_pids() == []
