"""Money play for the bots: the gnubg levels' money cube decisions (Jacoby rule on and off, beavers allowed
or not) agree with gnubg's own ``hint`` on sampled positions, in spawned workers; the Simple level's money
cube rule; and the host's requests carry a money table's rules to the bots."""

from __future__ import annotations

import asyncio
import dataclasses
import multiprocessing
import random
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from decimal import Decimal

import pytest

from playpalace_backgammon.bots import (
    BotLevel,
    CubeOwner,
    DecisionKind,
    DecisionRequest,
    InvalidRequestError,
    TakeDecision,
    engine_gnubg,
    engine_simple,
)
from playpalace_backgammon.host.tables.bot_driver import replies_for_hint
from playpalace_backgammon.host.tables.pool_bot_driver import PoolBotDriver
from playpalace_backgammon.rules import Phase, Position, SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_requests import hint_request_for, request_for
from playpalace_backgammon.table.interface import Command, Viewer
from tests.table.helpers import P0, P1, table_at

from . import gnubg_checks
from .positions import pre_roll_positions


@pytest.fixture(scope="module")
def workers() -> Iterator[ProcessPoolExecutor]:
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as executor:
        yield executor


def _race(rng: random.Random, spread: int) -> Position:
    def side(top: int) -> list[int]:
        counts = [0] * 26
        for _ in range(15):
            counts[rng.randint(1, top)] += 1
        return counts

    return Position(side(spread), side(spread + rng.randint(-2, 2)))


MONEY_STATES = [
    {"jacoby": True, "beavers": False},
    {"jacoby": False, "beavers": False},
    {"jacoby": True, "beavers": True},
    {"jacoby": False, "beavers": True},
    {"jacoby": True, "beavers": True, "cube_value": 2, "cube_owner": CubeOwner.MOVER},
    {"jacoby": False, "beavers": True, "cube_value": 4, "cube_owner": CubeOwner.MOVER},
    {"jacoby": True, "beavers": False, "cube_value": 2, "cube_owner": CubeOwner.CENTRED},  # automatic
]


def _money_requests() -> list[DecisionRequest]:
    rng = random.Random(12)
    requests = [
        DecisionRequest(position, DecisionKind.ROLL_OR_DOUBLE, BotLevel.GNUBG_0PLY, match_length=0, **state)
        for position in pre_roll_positions(8, seed=77) for state in MONEY_STATES
    ]
    # Races close enough for every answer: no double, double and take, double and pass, and beavers.
    for _ in range(60):
        state = rng.choice(MONEY_STATES)
        level = rng.choice([BotLevel.GNUBG_0PLY, BotLevel.GNUBG_0PLY, BotLevel.GNUBG_1PLY])
        requests.append(DecisionRequest(_race(rng, rng.choice([6, 7, 8, 9])), DecisionKind.ROLL_OR_DOUBLE,
                                        level, match_length=0, **state))  # type: ignore[arg-type]
    return requests


def test_money_cube_decisions_agree_with_gnubg_hint(workers: ProcessPoolExecutor) -> None:
    requests = _money_requests()
    half = len(requests) // 2
    jobs = [workers.submit(gnubg_checks.compare_cube_decisions, part)
            for part in (requests[:half], requests[half:])]
    assert [m for job in jobs for m in job.result()] == []
    proper = workers.submit(_proper_actions, requests).result()
    found = [text for text in proper if text is not None]
    # The sample met every kind of answer gnubg gives in money play.
    for kind in ("no double", "double, take", "double, pass", "too good"):
        assert any(text.startswith(kind) for text in found), (kind, found)
    assert any("beaver" in text for text in found), found
    # ... and positions whose answer the Jacoby rule alone changes, so a request that lost its rule would
    # have been told apart from gnubg's own answer above.
    answer_of = dict(zip(requests, proper, strict=True))
    changed = [request for request, text in answer_of.items() if request.jacoby and text is not None
               and answer_of.get(dataclasses.replace(request, jacoby=False), text) != text]
    assert changed, "no sampled position where the Jacoby rule changes gnubg's cube action"


def _proper_actions(requests: list[DecisionRequest]) -> list[str | None]:
    """gnubg's own proper cube action for each request (lower case, without redouble, the take's percentage
    left out; None without one), in a worker."""
    found: list[str | None] = []
    for request in requests:
        text = gnubg_checks.gnubg_proper_cube_action(request)
        if text is not None:
            text = text.lower().replace("redouble", "double").replace("too good to double", "too good")
            text = text.split(" (")[0]
        found.append(text)
    return found


def test_the_jacoby_rule_and_beavers_belong_to_money_requests() -> None:
    position = Position.initial()
    with pytest.raises(InvalidRequestError):
        DecisionRequest(position, DecisionKind.ROLL_OR_DOUBLE, BotLevel.SIMPLE, match_length=5, jacoby=True)
    with pytest.raises(InvalidRequestError):
        DecisionRequest(position, DecisionKind.ROLL_OR_DOUBLE, BotLevel.SIMPLE, beavers=1)  # type: ignore[arg-type]
    request = DecisionRequest(position, DecisionKind.TAKE_OR_DROP, BotLevel.SIMPLE, jacoby=True, beavers=True)
    flipped = request.for_opponent()
    assert (flipped.jacoby, flipped.beavers) == (True, True)


def _simple(position: Position, kind: DecisionKind, **state: object) -> object:
    return engine_simple.decide(DecisionRequest(position, kind, BotLevel.SIMPLE, match_length=0,
                                                **state))  # type: ignore[arg-type]


def _race_of(mover_pips_per_checker: int, opponent_pips_per_checker: int) -> Position:
    mover, opponent = [0] * 26, [0] * 26
    mover[mover_pips_per_checker], opponent[opponent_pips_per_checker] = 15, 15
    return Position(mover, opponent)


def test_simple_money_cube_rule() -> None:
    even = Position.initial()
    assert engine_simple.winning_chance(even) < engine_simple.MONEY_DOUBLE_FROM
    assert not _simple(even, DecisionKind.ROLL_OR_DOUBLE).double  # type: ignore[attr-defined]
    # The doubler well behind (the taker the favourite): take, and beaver when beavers are allowed.
    behind = _race_of(6, 4)  # the mover (doubler) has 90 pips, the taker 60
    assert engine_simple.winning_chance(behind) <= engine_simple.MONEY_BEAVER_UP_TO
    taker_view = behind.swap()
    assert _simple(taker_view, DecisionKind.TAKE_OR_DROP, beavers=True) == TakeDecision(True, beaver=True)
    assert _simple(taker_view, DecisionKind.TAKE_OR_DROP) == TakeDecision(True, beaver=False)
    # No beaver past the cube's cap (32 doubled to 64 could not be redoubled).
    capped = _simple(taker_view, DecisionKind.TAKE_OR_DROP, beavers=True, cube_value=32,
                     cube_owner=CubeOwner.OPPONENT)
    assert capped == TakeDecision(True, beaver=False)
    # The doubler far ahead: the taker drops.
    ahead = _race_of(2, 6)
    assert engine_simple.winning_chance(ahead) > engine_simple.MONEY_TAKE_UP_TO
    assert _simple(ahead.swap(), DecisionKind.TAKE_OR_DROP, beavers=True) == TakeDecision(False)


def test_simple_money_doubles_between_its_bounds_and_cashes_when_jacoby_makes_gammons_single() -> None:
    mover, opponent = [0] * 26, [0] * 26
    mover[6], opponent[6], opponent[12] = 15, 14, 1
    good = Position(mover, opponent)  # 90 pips against 96, on roll: between the double and too-good bounds
    chance = engine_simple.winning_chance(good)
    assert engine_simple.MONEY_DOUBLE_FROM <= chance <= engine_simple.MONEY_TOO_GOOD_FROM
    assert _simple(good, DecisionKind.ROLL_OR_DOUBLE).double  # type: ignore[attr-defined]
    assert not _simple(good, DecisionKind.ROLL_OR_DOUBLE,  # type: ignore[attr-defined]
                       cube_value=2, cube_owner=CubeOwner.OPPONENT).double
    crushing = _race_of(2, 6)
    assert engine_simple.winning_chance(crushing) > engine_simple.MONEY_TOO_GOOD_FROM
    # Gammons count: too good, play on. Under the Jacoby rule with the cube centred (automatic doubles
    # included) a gammon would count single: double and cash.
    assert not _simple(crushing, DecisionKind.ROLL_OR_DOUBLE).double  # type: ignore[attr-defined]
    assert not _simple(crushing, DecisionKind.ROLL_OR_DOUBLE, jacoby=True, cube_value=2,  # type: ignore[attr-defined]
                       cube_owner=CubeOwner.MOVER).double
    for cube in (1, 2):
        assert _simple(crushing, DecisionKind.ROLL_OR_DOUBLE, jacoby=True,  # type: ignore[attr-defined]
                       cube_value=cube).double


def test_the_host_asks_the_bots_with_the_money_tables_rules() -> None:
    table = BackgammonTable({"money": True, "beavers": True, "jacoby": False, "bot_level": "gnubg_0ply"},
                            ("Ana", "Ben"), SeededDice(5))
    table.start()
    while table.match.phase is not Phase.AWAITING_ROLL:  # the opening play, made by the table's commands
        moving = table.bot_turn()
        assert moving is not None
        for command in table.commands_for_play(moving.seat, moving.context.legal_plays[0]):
            table.handle(Viewer.player(moving.seat), command)
    turn = table.bot_turn()
    assert turn is not None
    request = request_for(turn.context, 1)
    assert request is not None
    assert (request.match_length, request.jacoby, request.beavers) == (0, False, True)
    doubler = turn.seat
    table.handle(Viewer.player(doubler), Command(ActionId.DOUBLE))
    turn = table.bot_turn()
    assert turn is not None and turn.context.kind is DecisionKind.TAKE_OR_DROP
    hint = hint_request_for(turn.context, 2)
    assert (hint.match_length, hint.jacoby, hint.beavers) == (0, False, True)
    table.handle(Viewer.player(1 - doubler), Command(ActionId.BEAVER))
    turn = table.bot_turn()
    assert turn is not None and turn.seat == doubler and turn.context.beavered
    beavered = request_for(turn.context, 3)  # the doubler answers a beaver as the engine judges it
    assert beavered is not None and (beavered.beavered, beavered.cube_value) == (True, 2)


class _WorkerPool:
    """The bot pool's hint, asked of gnubg in one of this module's spawned workers."""

    def __init__(self, executor: ProcessPoolExecutor) -> None:
        self.executor = executor

    async def hint(self, request: DecisionRequest) -> object:
        return await asyncio.get_running_loop().run_in_executor(self.executor, engine_gnubg.hint, request)


def test_the_cube_hint_speaks_gnubgs_money_equities(workers: ProcessPoolExecutor) -> None:
    """Shift+H in money play, through the host's hint path and gnubg in a worker: the equities said are
    gnubg's own for the asker's position, before rolling and facing the double (the doubler's, the same
    position), and the advice to the player doubled is gnubg's proper take, pass or beaver."""
    driver = PoolBotDriver(_WorkerPool(workers), local_process=False)  # type: ignore[arg-type]
    races = [  # Ana (seat 0, on roll) against Ben in a race, each side in its own numbering
        ({6: 12, 5: 3}, {6: 13, 8: 2}, False),  # 87 pips to 94: double, take
        ({6: 8, 5: 4, 4: 3}, {6: 14, 12: 1}, False),  # 80 to 96: double, pass
        ({6: 13, 8: 2}, {6: 12, 5: 3}, True),  # 94 to 87, beavers allowed: no double, beaver
    ]
    advised = []
    for ana, ben, beavers in races:
        table = table_at(ana, ben, None, seed=5, money=True, cube_hints=True, jacoby=False, beavers=beavers,
                         bot_level="gnubg_0ply")
        context = table.cube_hint_context(P0)
        replies = replies_for_hint(table, context, asyncio.run(driver.hint(context)))
        request = hint_request_for(context, 1)
        # gnubg's own figures ("+0.791"), as the numbers said in the listener's digits (Decimal("0.791")).
        own = {key: Decimal(value) for key, value in
               workers.submit(gnubg_checks.gnubg_cube_equities, request).result().items()}
        proper = workers.submit(gnubg_checks.gnubg_proper_cube_action, request).result()
        assert [r.id for r in replies] == ["bg-cube-advice", "money-cube-equities"]
        assert len(own) == 3 and replies[1].args == own, (replies, own)
        table.handle(P0, Command(ActionId.DOUBLE))
        doubled = table.cube_hint_context(P1)
        answer = replies_for_hint(table, doubled, asyncio.run(driver.hint(doubled)))
        assert answer[1].args == own
        assert proper is not None
        lower = proper.lower()
        expected = "beaver" if "beaver" in lower else ("drop" if "pass" in lower else "take")
        said = "beaver" if answer[0].id == "money-cube-advice-beaver" else answer[0].args["advice"]
        assert said == expected, (proper, answer)
        advised.append(said)
    assert advised == ["take", "drop", "beaver"]
