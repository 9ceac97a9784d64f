"""The bots' helper process (``LocalBots``): Simple (and Random, asked directly) decide there, spoken to over
one pipe the event loop watches; a helper that ends fails what it held and is replaced by the next request.
The lobby's driver makes a Random bot's decisions itself, the same ones."""

from __future__ import annotations

import asyncio
import os

import pytest

from playpalace_backgammon.bots import BotLevel, DecisionKind, DecisionRequest, MoveDecision
from playpalace_backgammon.bots.local import decide_locally
from playpalace_backgammon.host.tables.pool_bot_driver import (
    MAX_WAITING,
    HelperFailed,
    LocalBots,
    PoolBotDriver,
)
from playpalace_backgammon.rules import Position, SeededDice, legal_plays
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_requests import request_for


def _request(seed: int, level: BotLevel = BotLevel.RANDOM) -> DecisionRequest:
    return DecisionRequest(Position.initial(), DecisionKind.MOVE, level, (6, 5), seed=seed)


async def test_the_helper_answers_as_the_levels_do_in_process_in_order() -> None:
    local = LocalBots()
    try:
        pid = await local.start()
        assert pid != os.getpid()
        requests = [_request(seed) for seed in range(20)] + [_request(1, BotLevel.SIMPLE)]
        answers = await asyncio.gather(*(local.decide(request) for request in requests))
        assert answers == [decide_locally(request) for request in requests]
        assert local.decisions == len(requests)
    finally:
        local.close()


async def test_a_helper_that_ends_fails_what_it_held_and_the_next_request_starts_another() -> None:
    local = LocalBots()
    try:
        first = await local.start()
        held = asyncio.ensure_future(local.decide(_request(1)))
        os.kill(first, 9)
        with pytest.raises(HelperFailed):
            await held  # answered before the kill, or failed by it: wait until the helper is seen gone
            while True:
                await local.decide(_request(2))
        second = await local.start()
        assert second not in (first, os.getpid())
        assert await local.decide(_request(3)) == decide_locally(_request(3))
    finally:
        local.close()


def test_on_uvloop_a_full_batch_is_written_and_read_whole() -> None:
    """uvloop leaves the descriptors it watches non-blocking: a batch larger than the pipe's buffer would
    fail half-written (EAGAIN) unless the pipe is made blocking again."""
    uvloop = pytest.importorskip("uvloop")

    async def many() -> list[object]:
        local = LocalBots()
        try:
            await local.start()
            assert local._connection is not None and os.get_blocking(local._connection.fileno())
            requests = [_request(seed) for seed in range(MAX_WAITING - 1)]
            answers = await asyncio.gather(*(local.decide(request) for request in requests))
            assert answers == [decide_locally(request) for request in requests]
            return list(answers)
        finally:
            local.close()

    with asyncio.Runner(loop_factory=uvloop.new_event_loop) as runner:
        assert len(runner.run(many())) == MAX_WAITING - 1


def test_the_random_level_decides_in_the_server_as_its_helper_would_without_asking_it() -> None:
    """A Random bot's decision is a draw among the legal plays the table listed: made here, it is the very
    play the helper draws from the same seed, and no helper process is started or asked."""
    table = BackgammonTable({"bot_level": "random"}, ("Ana", "Ben"), SeededDice(1))
    table.start()
    turn = table.bot_turn()
    assert turn is not None and turn.context.kind is DecisionKind.MOVE
    assert list(turn.context.legal_plays) == list(legal_plays(turn.context.position, turn.context.dice))

    async def decide() -> tuple[list[int | None], list[int], bool]:
        driver = PoolBotDriver()
        try:
            answers = [(await driver.decide(turn)).play_index for _ in range(30)]
            helper_draws = []
            for seed in range(1, 31):  # the seeds the driver gave its requests, in order
                request = request_for(turn.context, seed)
                assert request is not None and request.level is BotLevel.RANDOM
                decision = decide_locally(request)
                assert isinstance(decision, MoveDecision)
                helper_draws.append(decision.play_index)
            assert driver.local is not None
            return answers, helper_draws, driver.local.decisions == 0 and driver.local._process is None
        finally:
            await driver.close()

    answers, helper_draws, helper_untouched = asyncio.run(decide())
    assert answers == helper_draws and len(set(answers)) > 1
    assert helper_untouched
