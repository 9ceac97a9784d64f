"""Leaving a table in the middle of a match, at the table core without I/O: the bot that takes the seat is
asked at once when the game waits for that seat, whatever the decision (issue 22, item 1); leaving asks Y
or N and says what it costs, and with nobody left to play on gives the match up, the game in play
counting as its position scores (issue 23, item 2; issue 22, item 3); only players are told to choose
Rematch (issue 23, item 10)."""

from __future__ import annotations

import pytest

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.tables.core.room_choices import (
    ACTIONS_MENU,
    BOARD_MENU,
    LEAVE_ITEM,
    WAITING_MENU,
)
from playpalace_backgammon.host.tables.core.room_effects import AskBot, Closed, Departed, Effect, Say
from playpalace_backgammon.host.tables.core.room_events import (
    AskRematch,
    Join,
    KeyPressed,
    Leave,
    MenuChosen,
    SetOption,
    Start,
    Submit,
    Watch,
)
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.rules.position import Position
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Key, Message

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
    effects = h.feed(Leave(MEMBERS[seat]))
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
    effects = h.feed(Leave(MEMBERS[1 - seat]))
    assert not any(isinstance(e, AskBot) for e in effects)


# Leaving asks first, and says what it costs (issue 23, item 2).


def test_leave_the_table_during_a_match_asks_y_or_n_and_n_keeps_the_seat() -> None:
    h = started(money=False, spectator=True)
    effects = h.feed(MenuChosen(ANN, ACTIONS_MENU, LEAVE_ITEM, 3))
    assert h.heard(ANN, effects) == ["bg-leave-confirm-bot"] and h.core.seat_of(ANN) == 0
    assert not any(isinstance(e, Departed) for e in effects)
    effects = h.feed(KeyPressed(ANN, Key("n"), 3))
    assert h.heard(ANN, effects) == ["room-leave-cancelled"] and h.core.seat_of(ANN) == 0
    h.feed(MenuChosen(ANN, BOARD_MENU, LEAVE_ITEM, None))
    effects = h.feed(KeyPressed(ANN, Key("y"), 3))
    assert Departed(ANN, to_lobby=True) in effects and h.core.seat_of(ANN) is None
    assert "bg-left-bot-plays" in h.heard(BOB, effects) and "bg-left-bot-plays" in h.heard(CAT, effects)
    assert h.core.left == [0] and h.core.status is RoomStatus.PLAYING


def test_anything_else_done_while_asked_keeps_the_seat_and_means_what_it_always_does() -> None:
    h = started(money=False, spectator=False)
    h.feed(MenuChosen(ANN, BOARD_MENU, LEAVE_ITEM, None))
    assert ANN in h.core.leaving
    effects = h.feed(KeyPressed(ANN, Key("p"), None))  # pip counts
    assert ANN not in h.core.leaving and h.core.seat_of(ANN) == 0
    assert "room-leave-cancelled" not in h.heard(ANN, effects) and h.heard(ANN, effects)
    assert not any(isinstance(e, Departed) for e in h.feed(KeyPressed(ANN, Key("y"), None)))


def test_leaving_a_waiting_table_a_finished_match_or_as_a_spectator_asks_nothing() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Watch(CAT, "cat"))
    effects = h.feed(MenuChosen(CAT, BOARD_MENU, LEAVE_ITEM, None))
    assert Departed(CAT, to_lobby=True) in effects
    effects = h.feed(MenuChosen(ANN, WAITING_MENU, LEAVE_ITEM, None))
    assert Departed(ANN, to_lobby=True) in effects
    over = started(money=False, spectator=False)
    over.feed(Submit(ANN, Command(ActionId.RESIGN_MATCH)))
    over.feed(Submit(ANN, Command(ActionId.CONFIRM_RESIGN_MATCH)))
    assert over.core.status is RoomStatus.FINISHED
    assert Departed(BOB, to_lobby=True) in over.feed(MenuChosen(BOB, BOARD_MENU, LEAVE_ITEM, None))


def _certain_backgammon(h: Harness, loser: int) -> None:
    """The loser with none borne off and a checker on the winner's 1-point; the cube at 2, the winner's."""
    table = h.core.table
    assert table is not None
    match = table.match  # type: ignore[attr-defined]
    loser_side = [0] * 26
    loser_side[24], loser_side[18] = 1, 14
    winner_side = [0] * 26
    winner_side[0], winner_side[2] = 14, 1
    match.position = Position(loser_side, winner_side) if loser == 0 else Position(winner_side, loser_side)
    match.cube_value, match.cube_owner = 2, 1 - loser


def test_leaving_with_nobody_left_to_play_on_forfeits_the_match_and_the_game_as_its_position_scores() -> None:
    h = Harness(seed=5, match_length=9)
    effects = h.until_ann_moves(h.with_bot())
    _certain_backgammon(h, 0)
    effects = h.feed(MenuChosen(ANN, BOARD_MENU, LEAVE_ITEM, None))
    (question,) = [e for e in effects if isinstance(e, Say) and ANN in e.members]
    assert question.message == Message("bg-leave-confirm-forfeit", {"money": "no", "kind": "backgammon",
                                                                    "points": 6})
    effects = h.feed(KeyPressed(ANN, Key("y"), None))
    table = h.core.table
    assert table is not None and table.finished and table.score() == (0, 6)
    assert h.core.status is RoomStatus.CLOSED and Closed() in effects
    assert h.core.left == [0]


def test_a_spectator_is_not_told_to_choose_rematch_but_hears_who_asked() -> None:
    h = started(money=False, spectator=True)
    h.feed(Submit(ANN, Command(ActionId.RESIGN_MATCH)))
    h.feed(Submit(ANN, Command(ActionId.CONFIRM_RESIGN_MATCH)))
    effects = h.feed(AskRematch(ANN))
    assert h.heard(BOB, effects) == ["room-rematch-asked"]
    assert h.heard(CAT, effects) == ["room-rematch-asked-watching"]
    assert "room-match-over-choices" not in h.heard(CAT)
