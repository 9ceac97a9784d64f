"""The visual board's state: bar and borne-off counts by colour, the dice while moving, the cube."""

from __future__ import annotations

from playpalace_backgammon.rules import Phase, ReplayDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command
from playpalace_backgammon.table.presentation.visual_state import VisualState

from .helpers import P0, P1, table_at

INITIAL = {24: 2, 13: 5, 8: 3, 6: 5}


def _state(table: BackgammonTable) -> VisualState:
    state = table.visual_state()
    assert state is not None
    return state


def test_none_before_the_start_then_the_counts_and_dice_keyed_by_seat_colours() -> None:
    # The first die draws the colours (5: seat 0 is red); seat 1 wins the opening roll with 4-3.
    table = BackgammonTable({}, ("Ana", "Ben"), ReplayDice([5, 3, 4]))
    assert table.visual_state() is None
    table.start()
    state = _state(table)
    start = tuple((INITIAL.get(p, 0), INITIAL.get(25 - p, 0)) for p in range(1, 25))
    assert state == VisualState(("red", "white"), (0, 0), (0, 0), (4, 3), 1, None, start)
    data = state.to_data()
    points = data.pop("points")
    assert data.pop("selected") is None
    assert data == {"bar": {"red": 0, "white": 0}, "off": {"red": 0, "white": 0}, "dice": [4, 3],
                    "dice_used": [], "cube": {"value": 1, "owner": None}, "near": "red"}
    assert state.to_data(perspective=1)["near"] == "white"  # the viewer's own side is drawn nearest
    assert points[5] == ["red", 5] and points[23] == ["red", 2] and points[0] == ["white", 2]
    assert points[6] == [None, 0] and len(points) == 24
    assert state.to_data(perspective=1)["points"] == points[::-1]  # seat 1's point 1 is seat 0's 24
    assert list(data["bar"]) == list(data["off"]) == ["red", "white"]  # seat 0's colour first
    table.handle(P1, Command(ActionId.MOVE_CHECKER, move=(13, 9)))
    assert _state(table).dice == (3,)  # the die left to play, while the roll's sub-moves are made
    assert _state(table).dice_used == (4,)
    assert _state(table).to_data()["dice"] == [3] and _state(table).to_data()["dice_used"] == [4]
    assert _state(table).to_data(perspective=1)["points"][8] == ["white", 1]  # the sub-move shows at once
    assert _state(table).to_data()["selected"] is None
    table.handle(P1, Command(ActionId.POINT, 0))  # Enter on seat 1's point 13 (cell 0): selected
    assert _state(table).to_data(perspective=1)["selected"] == 13
    assert _state(table).to_data(perspective=0)["selected"] == 12
    table.handle(P1, Command(ActionId.MOVE_CHECKER, move=(13, 10)))
    assert table.match.phase is Phase.AWAITING_ROLL
    assert _state(table).dice == ()
    assert _state(table).to_data()["dice"] == []


def test_a_hit_shows_on_the_bar_at_once_and_borne_off_checkers_count() -> None:
    # Seat 0 (11 borne off) hits seat 1's blot on its 5 point; seat 1 has 12 borne off.
    table = table_at({8: 2, 6: 2}, {20: 1, 24: 2}, (3, 1), turn=0, more_dice=[6, 6])
    colours = table.colours
    assert _state(table).bar == (0, 0) and _state(table).off == (11, 12)
    table.handle(P0, Command(ActionId.MOVE_CHECKER, move=(8, 5)))  # the turn is still being played
    state = _state(table)
    assert state.bar == (0, 1)
    assert state.to_data()["bar"] == {colours[0]: 0, colours[1]: 1}
    assert state.dice == (1,) and state.dice_used == (3,)


def test_the_cube_shows_its_value_and_owner_after_a_take_and_no_dice_while_a_double_waits() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=3, match_length=5)
    colours = table.colours
    table.handle(P0, Command(ActionId.DOUBLE))
    state = _state(table)
    assert (state.cube_value, state.cube_owner, state.dice) == (1, None, ())
    table.handle(P1, Command(ActionId.TAKE))
    assert _state(table).to_data()["cube"] == {"value": 2, "owner": colours[1]}
    table.handle(P0, Command(ActionId.ROLL))
    assert table.turn is not None and _state(table).dice == tuple(sorted(table.turn.all_dice, reverse=True))


def test_doubles_show_the_dice_left_one_by_one_and_a_finished_play_waiting_for_enter_none() -> None:
    table = table_at(INITIAL, INITIAL, (4, 4), confirm_turn=True)
    assert _state(table).dice == (4, 4, 4, 4) and _state(table).dice_used == ()
    table.handle(P0, Command(ActionId.MOVE_CHECKER, move=(13, 5)))  # two of the four dice at once
    assert _state(table).dice == (4, 4) and _state(table).dice_used == (4, 4)
    table.handle(P0, Command(ActionId.MOVE_CHECKER, move=(24, 16)))
    assert _state(table).dice == () and _state(table).dice_used == (4, 4, 4, 4)  # Enter ends the turn
    table.handle(P0, Command(ActionId.UNDO))
    assert _state(table).dice == (4,) and _state(table).dice_used == (4, 4, 4)
