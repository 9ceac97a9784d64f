"""Bots and raccoons, and the quadruple loss: gnubg's levels (in spawned workers) raccoon a beaver where
gnubg's own equities say the raccoon beats the take (the cube on the beaverer's side either way), and
answer a raccoon as gnubg answers a double from a doubler holding the cube; the Simple level raccoons by
its own estimate; through the host, a bot's raccoon becomes the table's R and Shift+H advises it. The
Simple level weighs a backgammon with a checker on the bar as four times the cube under the quadruple rule;
gnubg's levels know no such rule."""

from __future__ import annotations

import asyncio
import dataclasses
import multiprocessing
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

import pytest

from playpalace_backgammon.bots import (
    BotLevel,
    CubeOwner,
    DecisionKind,
    DecisionRequest,
    InvalidRequestError,
    ResignationDecision,
    TakeDecision,
    engine_simple,
)
from playpalace_backgammon.host.tables.bot_driver import replies_for_hint
from playpalace_backgammon.host.tables.pool_bot_driver import PoolBotDriver
from playpalace_backgammon.rules import Position
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.bot_questions.bot_requests import (
    answer_for,
    commands_for,
    hint_request_for,
    request_for,
)
from playpalace_backgammon.table.interface import Command
from tests.table.helpers import P0, P1, side, table_at

from . import gnubg_checks, raccoon_checks
from .positions import pre_roll_positions


@pytest.fixture(scope="module")
def workers() -> Iterator[ProcessPoolExecutor]:
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as executor:
        yield executor


def _facing_beaver(position: Position, *, may_raccoon: bool = True) -> DecisionRequest:
    """The doubler facing a beaver of a double from 1 (the cube taken at 2 by the beaverer, offered at 4)."""
    return DecisionRequest(position, DecisionKind.TAKE_OR_DROP, BotLevel.GNUBG_0PLY, cube_value=2,
                           cube_owner=CubeOwner.OPPONENT, beavers=True, beavered=True,
                           may_raccoon=may_raccoon)


def _facing_raccoon(position: Position) -> DecisionRequest:
    """The beaverer facing a raccoon (the beaver taken at 4, still theirs, offered at 8)."""
    return DecisionRequest(position, DecisionKind.TAKE_OR_DROP, BotLevel.GNUBG_0PLY, cube_value=4,
                           cube_owner=CubeOwner.MOVER, beavers=True, raccooned=True)


def test_requests_carry_raccoons_only_where_they_can_happen() -> None:
    position = Position.initial()
    with pytest.raises(InvalidRequestError):  # only the doubler facing a beaver may raccoon
        DecisionRequest(position, DecisionKind.TAKE_OR_DROP, BotLevel.SIMPLE, may_raccoon=True)
    with pytest.raises(InvalidRequestError):  # never past 64: taken at 32, a raccoon would offer 128
        dataclasses.replace(_facing_beaver(position), cube_value=32)
    with pytest.raises(InvalidRequestError):  # a raccoon leaves the cube with the one answering it
        dataclasses.replace(_facing_raccoon(position), cube_owner=CubeOwner.OPPONENT)
    assert _facing_beaver(position).may_raccoon and _facing_raccoon(position).raccooned


def test_gnubg_raccoons_where_gnubg_values_the_raccoon_above_the_take(workers: ProcessPoolExecutor) -> None:
    """On 160 sampled positions: the engine's (take, raccoon) is what gnubg's own equities of the positions
    after a take and after a raccoon say (``raccoon_checks.expected_raccoons``, asked with the doubler as
    gnubg's other player); the sample has raccoons, plain takes and drops, so an engine that always or
    never raccoons would fail. Without a raccoon allowed, the same answers never raccoon."""
    cases = [_facing_beaver(position) for position in pre_roll_positions(160, seed=909)]
    answers = workers.submit(gnubg_checks.decisions_for, cases).result()
    expected = workers.submit(raccoon_checks.expected_raccoons, cases).result()
    assert [(answer.take, answer.raccoon) for answer in answers] == expected  # type: ignore[union-attr]
    raccoons = sum(raccoon for _take, raccoon in expected)
    assert raccoons >= 8 and sum(take and not raccoon for take, raccoon in expected) >= 40
    assert sum(not take for take, _raccoon in expected) >= 10
    plain = [dataclasses.replace(case, may_raccoon=False) for case in cases[:60]]
    assert all(not answer.raccoon for answer in  # type: ignore[union-attr]
               workers.submit(gnubg_checks.decisions_for, plain).result())


def test_gnubg_answers_a_raccoon_as_a_double_from_the_cube_holder(workers: ProcessPoolExecutor) -> None:
    cases = [_facing_raccoon(position) for position in pre_roll_positions(120, seed=910)]
    answers = workers.submit(gnubg_checks.decisions_for, cases).result()
    expected = workers.submit(raccoon_checks.expected_raccoon_takes, cases).result()
    assert answers == [TakeDecision(take) for take in expected]  # and never a beaver of a raccoon
    assert expected.count(False) >= 10 and expected.count(True) >= 30


def test_simple_raccoons_by_its_estimate() -> None:
    ahead = Position(side({4: 15}), side({6: 15}))  # the doubler on roll, 60 pips to 90
    close = Position(side({6: 15}), side({6: 12, 5: 3}))  # 90 to 87: a take, not a raccoon
    behind = Position(side({6: 15}), side({4: 15}))
    for position, answer in ((ahead, TakeDecision(True, raccoon=True)), (close, TakeDecision(True)),
                             (behind, TakeDecision(False))):
        request = dataclasses.replace(_facing_beaver(position), level=BotLevel.SIMPLE)
        assert engine_simple.decide(request) == answer, position
    not_allowed = dataclasses.replace(_facing_beaver(ahead, may_raccoon=False), level=BotLevel.SIMPLE)
    assert engine_simple.decide(not_allowed) == TakeDecision(True)
    # The beaverer facing a raccoon answers it like a double and never beavers it.
    doubled = Position(side({6: 15}), side({6: 15}))
    answer = engine_simple.decide(dataclasses.replace(_facing_raccoon(doubled), level=BotLevel.SIMPLE))
    assert answer == TakeDecision(True)


class _WorkerPool:
    """The bot pool's hint, asked of gnubg in this module's spawned worker."""

    def __init__(self, executor: ProcessPoolExecutor) -> None:
        self.executor = executor

    async def hint(self, request: DecisionRequest) -> object:
        return await asyncio.get_running_loop().run_in_executor(self.executor, gnubg_checks.hint_for, request)


def _points(half: tuple[int, ...]) -> dict[int, int]:
    return {point: count for point, count in enumerate(half) if point and count}


def test_through_the_host_a_gnubg_bot_raccoons_and_shift_h_says_so(workers: ProcessPoolExecutor) -> None:
    """A position where gnubg raccoons, set up at a table: the doubler's bot request says a raccoon is
    allowed, its decision becomes the table's R, and Shift+H advises the raccoon; then the beaverer's
    request is the raccoon's, and its hint asks the engine (its take or drop is gnubg's)."""
    cases = [_facing_beaver(position) for position in pre_roll_positions(80, seed=909)]
    expected = workers.submit(raccoon_checks.expected_raccoons, cases).result()
    position = next(case.position for case, (_take, raccoon) in zip(cases, expected, strict=True) if raccoon)
    table = table_at(_points(position.mover), _points(position.opponent), None, seed=5, money=True,
                     jacoby=False, beavers=True, raccoons=1, cube_hints=True, bot_level="gnubg_0ply")
    table.handle(P0, Command(ActionId.DOUBLE))
    table.handle(P1, Command(ActionId.BEAVER))
    turn = table.bot_turn()
    assert turn is not None and turn.seat == 0
    request = request_for(turn.context, 1)
    assert request is not None and request.may_raccoon and request.beavered
    [decision] = workers.submit(gnubg_checks.decisions_for, [request]).result()
    assert decision == TakeDecision(True, raccoon=True)
    assert commands_for(table, turn, answer_for(decision, turn.context)) == [Command(ActionId.RACCOON)]
    driver = PoolBotDriver(_WorkerPool(workers), local_process=False)  # type: ignore[arg-type]
    context = table.advice_context(P0, Command(ActionId.CUBE_HINT))
    assert context is not None and hint_request_for(context, 1) == request_for(context, 1)
    replies = replies_for_hint(table, context, asyncio.run(driver.hint(context)))
    assert [reply.id for reply in replies] == ["raccoon-cube-advice-raccoon"]
    table.handle(P0, Command(ActionId.RACCOON))
    turn = table.bot_turn()
    assert turn is not None and turn.seat == 1
    answer_request = request_for(turn.context, 2)
    assert answer_request is not None and answer_request.raccooned and not answer_request.beavered
    assert (answer_request.cube_value, answer_request.cube_owner) == (4, CubeOwner.MOVER)
    [answer] = workers.submit(gnubg_checks.decisions_for, [answer_request]).result()
    [take] = workers.submit(raccoon_checks.expected_raccoon_takes, [answer_request]).result()
    assert answer == TakeDecision(take)
    facing = table.advice_context(P1, Command(ActionId.CUBE_HINT))
    assert facing is not None
    hint = replies_for_hint(table, facing, asyncio.run(driver.hint(facing)))
    assert (hint[0].id, hint[0].args["advice"]) == ("bg-cube-advice", "take" if take else "drop")
    assert [reply.id for reply in hint[1:]] == ["money-cube-equities"]  # gnubg's, for that double


def test_simple_weighs_a_backgammon_on_the_bar_as_four_under_the_quadruple_rule() -> None:
    """The bot (not on roll) bears its last two checkers off next; the resigner has three on the bar: a
    backgammon resignation (three times the cube) is what playing on is worth without the rule, and less
    than it with it, where playing on wins four times the cube."""
    certain = Position(side({1: 2}), side({25: 3, 6: 12}))
    offer = DecisionRequest(certain, DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION, BotLevel.SIMPLE,
                            cube_value=2, cube_owner=CubeOwner.MOVER, resignation=3)
    assert engine_simple.decide(offer) == ResignationDecision(True)
    assert engine_simple.decide(dataclasses.replace(offer, quadruple=True)) == ResignationDecision(False)
    assert engine_simple.playing_on_worth(dataclasses.replace(offer, quadruple=True)) > 3.5
