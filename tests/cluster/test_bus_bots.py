"""Bots on the bus without a socket: the in-process ``LocalBroker`` between a table owner's ``BusBots`` and a
bots worker's ``BotService`` (a real ``BotPool``; the Simple level decides in-process, so no gnubg starts
here). A decision nobody answers is asked again until a worker does, the table told meanwhile that its bot
waits; a request swallowed by a worker that then dies is asked of the next one and answered once; the
messages carry the bots' own data unchanged; and the table core says the waiting sentence only for the
question it waits on. Every wait is on an event the code sets, never on a clock."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import pytest

from playpalace_backgammon.bots import (
    BotLevel,
    CubeAction,
    CubeDecision,
    CubeHint,
    CubeOwner,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    MoveHint,
    Purpose,
    ResignationDecision,
    TakeDecision,
)
from playpalace_backgammon.bots.analysis_engine import AnalysisOutput, AnalysisRequest
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.cluster import bot_messages as wire
from playpalace_backgammon.host.cluster import bot_service
from playpalace_backgammon.host.cluster.bot_service import QUEUE, BotService
from playpalace_backgammon.host.cluster.bus import (
    Bus,
    BusMessage,
    BusTimeout,
    LocalBroker,
    NoResponders,
    Subjects,
)
from playpalace_backgammon.host.cluster.bus_bots import BusBots
from playpalace_backgammon.host.tables.bot_driver import BotAnswer, bot_waiting
from playpalace_backgammon.host.tables.core.room_effects import AppendLog, AskBot, Say
from playpalace_backgammon.host.tables.core.room_events import BotAnswered, BotWaiting
from playpalace_backgammon.rules import Position
from playpalace_backgammon.table.interface import BotTurn
from tests.host.test_room_core import ANN, Harness
from tests.host.test_room_core_answers import _bot_asked

START = Position.initial()
MAT = Path(__file__).resolve().parents[1] / "analysis" / "beavered_money_session.mat"


def _asked_bot(level: str = "simple") -> tuple[Harness, AskBot]:
    """A real table whose bot (Simple unless said) is asked for a move."""
    h = Harness(seed=8, bot_level=level)
    return h, _bot_asked(h, h.with_bot(), DecisionKind.MOVE, steps=2)


def _bots(broker: LocalBroker, **settings: float) -> BusBots:
    async def connect() -> Bus:
        return broker.connect()

    return BusBots(connect, **{"attempt_timeout": 0.2, "notice_after": 0.01, **settings})


def test_the_messages_carry_the_bots_own_data_unchanged() -> None:
    requests = [
        DecisionRequest(START, DecisionKind.MOVE, BotLevel.GNUBG_1PLY, dice=(3, 1), match_length=5,
                        mover_score=2, opponent_score=4, cube_value=2, cube_owner=CubeOwner.OPPONENT, seed=7),
        DecisionRequest(START, DecisionKind.TAKE_OR_DROP, BotLevel.SIMPLE, cube_value=4, jacoby=True,
                        beavers=True, beavered=True, may_raccoon=True, cube_owner=CubeOwner.OPPONENT),
        DecisionRequest(START, DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION, BotLevel.RANDOM, resignation=2,
                        quadruple=True),
    ]
    for request in requests:
        for purpose in Purpose:
            assert wire.decode_decision_request(wire.encode_decision_request(request, purpose)) == (
                request, purpose)
    answers = [MoveDecision(3), CubeDecision(True), TakeDecision(True, beaver=True),
               ResignationDecision(False), MoveHint(((2, 0.125), (0, -0.5))),
               CubeHint(CubeAction.DOUBLE_TAKE, True, 0.1, 0.2, 1.0),
               CubeHint(CubeAction.NOT_AVAILABLE, False)]
    for answer in answers:
        assert wire.decode_answer(wire.encode_answer(answer)) == answer
    output = AnalysisOutput("Match statistics " * 5000, "(;FF[4])", 2)
    encoded = wire.encode_analysis(output)
    assert wire.decode_analysis(encoded) == output and len(encoded) < 2000  # compressed
    request = AnalysisRequest(" 5 point match\n", 1)
    assert wire.decode_analysis_request(wire.encode_analysis_request(request, "bots.job.1")) == (
        request, "bots.job.1")
    with pytest.raises(wire.WorkerRefused):
        wire.decode_answer(wire.encode_error("busy", "full"))
    # A request a local pool would refuse is refused here too (a die of 7), and anything malformed.
    body = wire.encode_decision_request(requests[0], Purpose.DECISION)
    bad_ones = (body.replace(b'"dice":[3,1]', b'"dice":[7,1]'), b"[]", b"{", body.replace(b'"mover"', b'"x"'))
    for bad in bad_ones:
        with pytest.raises(ValueError):
            wire.decode_decision_request(bad)


async def test_no_worker_at_first_the_table_hears_it_waits_then_a_worker_answers() -> None:
    _h, ask = _asked_bot()
    broker = LocalBroker()
    bots = _bots(broker)
    waited = asyncio.Event()

    async def decide(turn: BotTurn) -> BotAnswer:
        bot_waiting.set(waited.set)  # as the table's task does (``RoomTasks``)
        return await bots.decide(turn)

    asking = asyncio.create_task(decide(ask.turn))
    await waited.wait()
    assert not asking.done() and bots.stats["no_responders"] >= 1 and bots.stats["notices"] >= 1
    async with BotPool(workers=1) as pool:
        worker_bus = broker.connect()
        service = BotService(worker_bus, pool)
        await service.start()
        answer = await asking
        await service.stop()
    assert answer.play_index is not None
    assert 0 <= answer.play_index < len(ask.turn.context.legal_plays)
    assert service.answered["decisions"] == 1 and bots.stats["answered"] == 1
    await bots.close()


async def test_a_request_a_dying_worker_swallowed_is_asked_of_the_next_and_answered_once() -> None:
    _h, ask = _asked_bot()
    broker = LocalBroker()
    bots = _bots(broker, notice_after=60.0)
    swallowed = asyncio.Event()

    async def swallow(message: BusMessage) -> None:  # takes the request and never answers
        swallowed.set()

    dying = broker.connect()
    await dying.subscribe(Subjects.BOTS_DECIDE, swallow, queue=QUEUE)
    asking = asyncio.create_task(bots.decide(ask.turn))
    await swallowed.wait()
    await dying.close()  # killed: its subscription ends with its connection
    async with BotPool(workers=1) as pool:
        service = BotService(broker.connect(), pool)
        await service.start()
        answer = await asking
        await service.stop()
    assert answer.play_index is not None and 0 <= answer.play_index < len(ask.turn.context.legal_plays)
    assert bots.stats["timeouts"] >= 1 and bots.stats["answered"] == 1
    assert service.answered["decisions"] == 1
    assert bots.stats["notices"] == 0  # within the notice's bound: nobody was told anything
    await bots.close()


async def test_a_busy_worker_is_passed_over_and_an_invalid_request_ends_in_a_legal_play() -> None:
    _h, ask = _asked_bot()
    broker = LocalBroker()
    bots = _bots(broker, notice_after=60.0)
    answers = [wire.encode_error("busy", "full"), wire.encode_error("invalid", "no such thing")]
    seen = 0

    async def refuse(message: BusMessage) -> None:
        nonlocal seen
        seen += 1
        await broker.connect().respond(message, answers.pop(0))

    await broker.connect().subscribe(Subjects.BOTS_DECIDE, refuse, queue=QUEUE)
    answer = await bots.decide(ask.turn)
    assert seen == 2 and bots.stats["retries"] == 1
    assert answer.play_index is not None and 0 <= answer.play_index < len(ask.turn.context.legal_plays)


def test_the_core_says_its_bot_waits_only_for_the_question_it_waits_on_and_applies_the_answer_once() -> None:
    h, ask = _asked_bot()
    assert h.feed(BotWaiting(ask.token + 1)) == []  # a question nobody waits for any more
    effects = h.feed(BotWaiting(ask.token))
    said = [e for e in effects if isinstance(e, Say)]
    assert [(e.members, e.message.id) for e in said] == [((ANN,), "room-bot-waiting-worker")]
    assert said[0].message.args["name"] == h.core.seat_name(ask.turn.seat)
    logged = len(h.log)
    effects = h.feed(BotAnswered(ask.token, BotAnswer(play_index=0)))
    assert len([e for e in effects if isinstance(e, AppendLog)]) == 1
    again = h.feed(BotAnswered(ask.token, BotAnswer(play_index=0)))  # the same answer twice: ignored
    assert not [e for e in again if isinstance(e, AppendLog)] and len(h.log) == logged + 1
    assert h.feed(BotWaiting(ask.token)) == []  # answered: nothing more to wait for


async def test_an_analysis_whose_worker_falls_silent_is_asked_again_and_never_holds_up_a_decision(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker accepts the match and then says nothing (killed): after ``analysis_silence`` the match is
    asked again and a real worker analyses it. Its gnubg is stopped (SIGSTOP) the moment it has the match:
    meanwhile it says it is working (the asker keeps waiting), and a gnubg decision is answered at once."""
    monkeypatch.setattr(bot_service, "BEAT", 0.05)  # well inside the asker's patience below
    _h, ask = _asked_bot("gnubg_0ply")
    assert ask.turn.context.bot_level is BotLevel.GNUBG_0PLY
    broker = LocalBroker()
    bots = _bots(broker, notice_after=60.0, analysis_silence=0.5, attempt_timeout=30.0)
    accepted = asyncio.Event()

    async def accept_and_die(message: BusMessage) -> None:
        await dying.respond(message, wire.ACCEPTED)
        accepted.set()

    dying = broker.connect()
    await dying.subscribe(Subjects.BOTS_ANALYSE, accept_and_die, queue=QUEUE)
    analysing = asyncio.create_task(bots.analyse(AnalysisRequest(MAT.read_text(), 0)))
    await accepted.wait()
    await dying.close()
    held: asyncio.Future[int] = asyncio.get_running_loop().create_future()

    def hold(pid: int) -> None:
        os.kill(pid, signal.SIGSTOP)
        held.set_result(pid)

    async with BotPool(workers=1) as pool:
        pool.on_analysis = hold
        service = BotService(broker.connect(), pool)
        await service.start()
        pid = await held
        try:
            beats = asyncio.Event()
            await broker.connect().subscribe("bots.job.*", lambda m: _set(beats))
            await beats.wait()  # the stopped analysis is said to be under way: the asker keeps waiting
            answer = await bots.decide(ask.turn)
            assert answer.play_index is not None and not analysing.done()
        finally:
            os.kill(pid, signal.SIGCONT)
        output = await analysing
        await service.stop()
    assert "Session statistics" in output.text and output.plies == 0
    assert bots.stats["timeouts"] == 1 and service.answered == {"decisions": 1, "hints": 0, "analyses": 1,
                                                                 "errors": 0}
    await bots.close()


async def _set(event: asyncio.Event) -> None:
    event.set()


async def test_a_hint_comes_from_a_workers_gnubg_and_with_no_worker_the_tables_rules_answer() -> None:
    _h, ask = _asked_bot()
    broker = LocalBroker()
    bots = _bots(broker, attempt_timeout=60.0)  # gnubg's first start included
    with pytest.raises(NoResponders):  # raised to the table, whose rules then answer the hint
        await bots.hint(ask.turn.context)
    async with BotPool(workers=1) as pool:
        service = BotService(broker.connect(), pool)
        await service.start()
        hint = await bots.hint(ask.turn.context)
        await service.stop()
    assert isinstance(hint, MoveHint) and hint.plays
    assert all(0 <= index < len(ask.turn.context.legal_plays) for index, _equity in hint.plays)
    assert service.answered["hints"] == 1 and bots.stats["engine_hints"] == 1
    await bots.close()


async def test_with_no_bus_yet_a_hint_fails_in_time_and_a_decision_waits_and_says_so() -> None:
    """nats-server away: the connection never completes (nats-py tries without end). A hint gives up
    within its time (the table's rules answer it); a decision waits, its table told, until the bus comes."""
    _h, ask = _asked_bot()
    broker = LocalBroker()
    bus_there = asyncio.Event()

    async def connect() -> Bus:
        await bus_there.wait()
        return broker.connect()

    bots = BusBots(connect, attempt_timeout=0.2, notice_after=0.01)
    await bots.start()  # returns at once
    with pytest.raises(BusTimeout):
        await bots.hint(ask.turn.context)
    waited = asyncio.Event()

    async def decide(turn: BotTurn) -> BotAnswer:
        bot_waiting.set(waited.set)
        return await bots.decide(turn)

    asking = asyncio.create_task(decide(ask.turn))
    await waited.wait()
    assert not asking.done() and bots.stats["asked"] == 0
    async with BotPool(workers=1) as pool:
        service = BotService(broker.connect(), pool)
        await service.start()
        bus_there.set()
        answer = await asking
        await service.stop()
    assert answer.play_index is not None and service.answered["decisions"] == 1
    await bots.close()
