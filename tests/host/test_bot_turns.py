"""Bots at a table nobody plays at wait their turn: their answers (and their decisions, when the driver
makes them without a wait) are fed a quarter of a millisecond's worth a pass of the loop
(``room_tasks.BotTurns``), so a field of bot-only tables never holds a person's table up for long, and
after each pass rest three times as long (a quarter of the loop's time at most); a table with a person gets
its bot's answer at once, and a table closed meanwhile gets nothing. People come first: a pass due while a
person's frame read waits for its answer steps aside (a few turns of the loop at most)."""

from __future__ import annotations

import asyncio

import pytest

from playpalace_backgammon.host.net.outbox import Outbox
from playpalace_backgammon.host.tables import room_tasks
from playpalace_backgammon.host.tables.bot_driver import RandomBotDriver
from playpalace_backgammon.host.tables.core.room_events import BotAnswered, Event
from playpalace_backgammon.host.tables.room_tasks import RoomTasks, bot_turns
from playpalace_backgammon.table.interface import BotTurn


class _Turn:
    """A question whose answer the driver below ignores."""


class _Driver(RandomBotDriver):
    async def decide(self, turn: BotTurn) -> object:  # type: ignore[override]
        return "play"

    def decide_now(self, turn: BotTurn) -> None:
        return None  # this driver must be waited for: asked in a task of the table's


class _NowDriver(RandomBotDriver):
    """Decides without a wait (as the Random level does), counting its decisions."""

    def __init__(self) -> None:
        super().__init__()
        self.decided: list[object] = []

    async def decide(self, turn: BotTurn) -> object:  # type: ignore[override]
        raise AssertionError("a table nobody plays at decides in its turn, not in a task")

    def decide_now(self, turn: BotTurn) -> object:  # type: ignore[override]
        self.decided.append(turn)
        return "play"


def _table(name: str, fed: list[tuple[str, int]], unpeopled: bool) -> RoomTasks:
    def feed(event: Event) -> None:
        assert isinstance(event, BotAnswered)
        fed.append((name, event.token))
    return RoomTasks(name, feed, lambda: _Driver(), lambda: unpeopled)


def test_bots_only_tables_answers_are_spread_over_passes_a_persons_table_is_not_held(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(room_tasks, "TURNS_BUDGET_S", 0.0)  # one answer a pass, whatever the machine

    async def run() -> tuple[list[tuple[str, int]], int, list[tuple[str, int]]]:
        fed: list[tuple[str, int]] = []
        bots = [_table(f"b{index}", fed, True) for index in range(4)]
        person = _table("p", fed, False)
        for tasks in bots:
            tasks.ask_bot(1, _Turn())  # type: ignore[arg-type]
        person.ask_bot(1, _Turn())  # type: ignore[arg-type]
        bots[3].ask_bot(2, _Turn())  # type: ignore[arg-type]
        await asyncio.sleep(0)  # the drivers answer in this pass
        at_once = list(fed)
        bots[3].cancel_all()  # that table closes: its answers waiting are dropped
        before = bot_turns().passes
        while len(bot_turns()):
            await asyncio.sleep(0)
        return at_once, bot_turns().passes - before, fed

    at_once, passes, fed = asyncio.run(run())
    assert at_once == [("p", 1)]  # the person's table first, in the pass its answer came
    assert fed == [("p", 1), ("b0", 1), ("b1", 1), ("b2", 1)]  # in order, the closed table's dropped
    assert passes >= 3  # one a pass


def test_a_driver_that_need_not_wait_decides_in_the_bots_only_tables_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Its decision is made in a pass of ``BotTurns``, within the pass's budget, not in a task run between
    people's commands; a table closed before its turn gets no decision."""
    monkeypatch.setattr(room_tasks, "TURNS_BUDGET_S", 0.0)  # one decision a pass
    driver = _NowDriver()
    fed: list[tuple[str, int]] = []

    async def run() -> tuple[int, int]:
        tables = []
        for index in range(3):
            def feed(event: Event, name: str = f"b{index}") -> None:
                assert isinstance(event, BotAnswered) and event.answer == "play"
                fed.append((name, event.token))
            tables.append(RoomTasks(f"b{index}", feed, lambda: driver, lambda: True))
        for number, tasks in enumerate(tables):
            tasks.ask_bot(number, _Turn())  # type: ignore[arg-type]
        asked = len(driver.decided)
        tables[1].cancel_all()
        before = bot_turns().passes
        while len(bot_turns()):
            await asyncio.sleep(0)
        return asked, bot_turns().passes - before

    asked, passes = asyncio.run(run())
    assert asked == 0  # nothing decided when asked: in the table's turn
    assert fed == [("b0", 0), ("b2", 2)] and len(driver.decided) == 2
    assert passes == 3  # one a pass (the closed table's with nothing to decide)


class _Loop:
    """A loop that keeps what it is asked to run, for the test to look at and run by hand."""

    def __init__(self) -> None:
        self.soon: list[object] = []
        self.later: list[tuple[float, object]] = []

    def call_soon(self, callback: object) -> None:
        self.soon.append(callback)

    def call_later(self, delay: float, callback: object) -> None:
        self.later.append((delay, callback))


def _run_soon(loop: _Loop) -> None:
    """One turn of the fake loop: what was queued for it, in order (what they queue waits for the next)."""
    todo, loop.soon = loop.soon, []
    for callback in todo:
        callback()  # type: ignore[operator]


def test_after_each_pass_the_bots_only_tables_rest_three_times_as_long(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(room_tasks, "TURNS_BUDGET_S", 0.0)  # one answer a pass
    assert room_tasks.TURNS_SHARE == 0.25
    assert room_tasks.rest_after(0.001) == pytest.approx(0.003) and room_tasks.rest_after(-1.0) == 0.0
    loop = _Loop()
    turns = room_tasks.BotTurns(loop)  # type: ignore[arg-type]
    fed: list[int] = []
    for number in range(3):
        turns.add(lambda number=number: fed.append(number))  # type: ignore[misc]
    assert len(loop.soon) == 1 and loop.later == []  # the first pass comes at once (after a look)
    _run_soon(loop)
    assert fed == [] and len(loop.soon) == 1  # the loop reads its sockets before the pass
    _run_soon(loop)
    assert fed == [0] and len(loop.later) == 1  # the next after a rest, not at once
    rest, next_due = loop.later.pop()
    assert rest >= 0.0 and loop.soon == []
    next_due()  # type: ignore[operator]
    _run_soon(loop)
    _run_soon(loop)
    loop.later.pop()[1]()  # type: ignore[operator]
    _run_soon(loop)
    _run_soon(loop)
    assert fed == [0, 1, 2] and loop.later == [] and loop.soon == [] and len(turns) == 0


def test_a_persons_frame_read_is_answered_before_a_pending_bots_pass() -> None:
    """A pass that is due while a person's frame has been read and not yet answered waits, a turn of the
    loop at a time, until the person's handling and the tick's flush have run; then it runs."""

    async def run() -> None:  # a running loop for the outbox (its flush queued, run here by hand)
        loop = _Loop()
        outbox = Outbox()
        turns = room_tasks.BotTurns(loop)  # type: ignore[arg-type]
        turns.people_waiting = outbox.people_waiting
        order: list[str] = []
        turns.add(lambda: order.append("bots"))
        _run_soon(loop)  # the look at the sockets: a person's frame is read in it
        outbox.read()
        _run_soon(loop)
        assert order == [] and turns.passes == 0 and turns.asides == 1  # stepped aside: the person first

        def handle() -> None:  # the person's command handled (its task's turn); the answer left at the flush
            order.append("person")
            outbox.arrived(0.0)
        loop.soon.insert(0, handle)
        _run_soon(loop)
        assert order == ["person"] and turns.passes == 0  # the answer has not left: still aside
        loop.soon.insert(0, outbox.flush)
        _run_soon(loop)
        assert order == ["person", "bots"] and turns.passes == 1 and not outbox.people_waiting()

    asyncio.run(run())


def test_a_pass_steps_aside_a_few_turns_at_most_the_bots_still_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """People's frames in every turn of the loop hold a pass back ``STEP_ASIDE_TURNS`` turns, no more: then
    it runs whether or not people wait, and the next pass may step aside as many again."""
    monkeypatch.setattr(room_tasks, "TURNS_BUDGET_S", 0.0)  # one answer a pass
    loop = _Loop()
    turns = room_tasks.BotTurns(loop)  # type: ignore[arg-type]
    turns.people_waiting = lambda: True
    fed: list[int] = []
    turns.add(lambda: fed.append(1))
    turns.add(lambda: fed.append(2))
    _run_soon(loop)  # the look
    for _ in range(room_tasks.STEP_ASIDE_TURNS):
        _run_soon(loop)
        assert fed == []
    _run_soon(loop)
    assert fed == [1] and turns.asides == room_tasks.STEP_ASIDE_TURNS and len(loop.later) == 1
    loop.later.pop()[1]()  # type: ignore[operator]
    for _ in range(room_tasks.STEP_ASIDE_TURNS + 2):
        _run_soon(loop)
    assert fed == [1, 2] and turns.asides == 2 * room_tasks.STEP_ASIDE_TURNS and loop.soon == []


def test_on_a_running_loop_a_persons_answer_leaves_before_a_bots_pass_queued_ahead_of_it() -> None:
    """The same on asyncio's own loop, no sockets: a bots' pass is queued first, then a person's frame is
    read (``Outbox.read``) and handled in the next turn; the handling and the flush that sends its answer
    run before the pass."""

    async def run() -> list[str]:
        outbox = Outbox()
        turns = room_tasks.BotTurns(asyncio.get_running_loop())
        turns.people_waiting = outbox.people_waiting
        order: list[str] = []
        outbox.observers.append(lambda: order.append("flush"))
        turns.add(lambda: order.append("bots"))
        outbox.read()  # the frame read in this turn of the loop

        def handle() -> None:
            order.append("person")
            outbox.arrived(0.0)
        asyncio.get_running_loop().call_soon(handle)
        while len(turns):
            await asyncio.sleep(0)
        return order

    assert asyncio.run(run()) == ["person", "flush", "bots"]
