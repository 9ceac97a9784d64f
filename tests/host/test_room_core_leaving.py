"""Leaving a table in the middle of a match, at the table core without I/O: the bot that takes the seat is
asked at once when the game waits for that seat, whatever the decision (issue 22, item 1)."""

from __future__ import annotations

import pytest

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.tables.room_effects import AskBot, Effect
from playpalace_backgammon.host.tables.room_events import Join, Leave, SetOption, Start, Submit, Watch
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command

from .test_room_core import ANN, BOB, CAT, Harness

MEMBERS = (ANN, BOB)


def started(*, money: bool, spectator: bool) -> Harness:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    if money:
        h.feed(_option("money", True))
    else:
        h.feed(_option("match_length", 5))
    h.feed(Join(BOB, "bob"))
    if spectator:
        h.feed(Watch(CAT, "cat"))
    h.feed(Start(ANN))
    return h


def _option(option: str, value: object) -> SetOption:
    return SetOption(ANN, option, value)


def _table_turn(h: Harness) -> tuple[int, DecisionKind]:
    table = h.core.table
    assert table is not None
    turn = table.bot_turn()
    assert turn is not None
    return turn.seat, turn.context.kind


def _submit(h: Harness, seat: int, action: ActionId) -> list[Effect]:
    return h.feed(Submit(MEMBERS[seat], Command(action)))


def _reach(h: Harness, decision: DecisionKind) -> int:
    """Plays the table (people by their first legal play) until a seat must make ``decision``; that seat."""
    table = h.core.table
    assert table is not None
    for _ in range(200):
        seat, kind = _table_turn(h)
        if decision is DecisionKind.ROLL_OR_DOUBLE and kind is DecisionKind.ROLL_OR_DOUBLE:
            return seat
        if decision is DecisionKind.MOVE and kind is DecisionKind.MOVE:
            return seat
        if decision is DecisionKind.TAKE_OR_DROP and kind is DecisionKind.ROLL_OR_DOUBLE:
            _submit(h, seat, ActionId.DOUBLE)
            return 1 - seat
        if decision is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION and kind in (
                DecisionKind.ROLL_OR_DOUBLE, DecisionKind.MOVE):
            _submit(h, seat, ActionId.RESIGN_SINGLE)
            return 1 - seat
        if decision is DecisionKind.PLAY_ON_OR_STOP:
            if kind is DecisionKind.PLAY_ON_OR_STOP:
                _submit(h, seat, ActionId.PLAY_ON)  # the first seat plays on; the other still to choose
                return 1 - seat
            _submit(h, seat, ActionId.RESIGN_BACKGAMMON)  # accepted at once: the game is over
            continue
        if kind is DecisionKind.ROLL_OR_DOUBLE:
            _submit(h, seat, ActionId.ROLL)
        elif kind is DecisionKind.MOVE:
            for command in table.point_commands_for_play(seat, table.bot_turn().context.legal_plays[0]):  # type: ignore[union-attr]
                h.feed(Submit(MEMBERS[seat], command))
        elif kind is DecisionKind.END_TURN:
            _submit(h, seat, ActionId.END_TURN)
    raise AssertionError(f"never reached {decision}")


DECISIONS = [
    (DecisionKind.ROLL_OR_DOUBLE, False),
    (DecisionKind.MOVE, False),
    (DecisionKind.TAKE_OR_DROP, False),
    (DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION, False),
    (DecisionKind.ROLL_OR_DOUBLE, True),
    (DecisionKind.MOVE, True),
    (DecisionKind.TAKE_OR_DROP, True),
    (DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION, True),
    (DecisionKind.PLAY_ON_OR_STOP, True),
]


@pytest.mark.parametrize("spectator", [False, True], ids=["alone", "watched"])
@pytest.mark.parametrize(("decision", "money"), DECISIONS,
                         ids=[f"{d.name.lower()}-{'money' if m else 'match'}" for d, m in DECISIONS])
def test_the_bot_taking_a_leavers_seat_is_asked_at_once_when_the_game_waits_for_it(
        decision: DecisionKind, money: bool, spectator: bool) -> None:
    h = started(money=money, spectator=spectator)
    seat = _reach(h, decision)
    assert _table_turn(h) == (seat, decision)
    effects = h.feed(Leave(MEMBERS[seat], confirmed=True))
    asks = [e for e in effects if isinstance(e, AskBot)]
    assert len(asks) == 1 and asks[0].turn.seat == seat and asks[0].turn.context.kind is decision
    # The bot's answer is logged as the seat's, and the game goes on.
    logged = len(h.log)
    h.answer_bot(effects)
    assert len(h.log) > logged and h.log[logged]["seat"] == seat
    table = h.core.table
    assert table is not None and not table.finished


def test_leaving_when_the_other_seat_is_to_act_asks_no_bot() -> None:
    h = started(money=False, spectator=False)
    seat, _ = _table_turn(h)
    effects = h.feed(Leave(MEMBERS[1 - seat], confirmed=True))
    assert not any(isinstance(e, AskBot) for e in effects)
