"""Sub-moves through the board: die matching, refusals with reasons, undo, forced and partial turns."""

from __future__ import annotations

from playpalace_backgammon.rules import Phase, ReplayDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Key

from .helpers import P0, P1, cell, enter, heard, refused, started, table_at


def test_opening_roll_with_a_tie_then_the_higher_die_moves_first() -> None:
    table = BackgammonTable({}, ("Ana", "Ben"), ReplayDice([2, 4, 4, 5, 2]))
    outcome = table.start()
    assert table.colours == ("white", "red")
    assert table.dice_log == [2, 4, 4, 5, 2]
    rolls = heard(outcome, P0, "bg-opening-roll")
    assert [m.args["tie"] for m in rolls] == ["yes", "no"]
    assert heard(outcome, P1, "bg-goes-first")[0].args["actor"] == "other"
    assert heard(outcome, P0, "bg-colours")[0].args["actor"] == "you"
    assert table.match.turn == 0 and table.match.dice == (5, 2)
    assert table.match.phase is Phase.MOVING


def test_colours_follow_the_first_die() -> None:
    assert started([5, 6, 1]).colours == ("red", "white")
    assert started([3, 6, 1]).colours == ("white", "red")


def test_select_then_move_matches_the_die_and_ends_the_turn() -> None:
    table = started([1, 5, 2])  # seat 0 opens with 5-2
    reply = enter(table, P0, 13).replies[0]
    assert reply.id == "bg-selected" and reply.args["point"] == 13
    moved = enter(table, P0, 8)
    message = heard(moved, P0, "bg-sub-move")[0]
    assert (message.args["from"], message.args["to"], message.args["actor"]) == (13, 8, "you")
    assert table.match.phase is Phase.MOVING
    enter(table, P0, 13)
    done = enter(table, P0, 11)
    assert heard(done, P1, "bg-turn-started")[0].args["actor"] == "you"
    board = table.match.position_for(0).mover
    assert (board[13], board[11], board[8]) == (3, 1, 4)
    assert table.match.turn == 1 and table.match.phase is Phase.AWAITING_ROLL


def test_a_destination_no_die_reaches_is_refused_with_the_reason() -> None:
    table = started([1, 5, 2])
    enter(table, P0, 13)
    assert refused(table, P0, Command(ActionId.POINT, cell(10))).id == "bg-refuse-no-die"
    assert refused(table, P0, Command(ActionId.POINT, cell(18))).id == "bg-refuse-backwards"
    assert table.selected == 13


def test_a_destination_two_dice_away_moves_through_a_legal_point() -> None:
    table = started([1, 5, 2])
    enter(table, P0, 13)
    outcome = enter(table, P0, 6)
    moves = heard(outcome, P0, "bg-sub-move")
    assert len(moves) == 2 and moves[0].args["from"] == 13 and moves[-1].args["to"] == 6
    assert table.match.turn == 1


def test_undo_takes_back_the_last_sub_move_and_confirm_turn_keeps_the_last_one_undoable() -> None:
    table = started([1, 5, 2], confirm_turn=True)
    enter(table, P0, 13)
    enter(table, P0, 8)
    undo = table.handle(P0, Command(ActionId.UNDO))
    assert heard(undo, P1, "bg-undone")[0].args["from"] == 12  # Ben hears it in his own numbering
    assert table.match.position_for(0).mover == table.turn.position.mover  # type: ignore[union-attr]
    enter(table, P0, 13)
    enter(table, P0, 8)
    enter(table, P0, 13)
    last = enter(table, P0, 11)
    assert last.replies[0].id == "bg-play-complete"
    assert table.match.turn == 0  # waiting for confirmation
    assert refused(table, P0, Command(ActionId.ROLL)).id == "bg-refuse-end-turn-first"
    table.handle(P0, Command(ActionId.UNDO))
    assert not table.turn.complete  # type: ignore[union-attr]
    enter(table, P0, 13)
    enter(table, P0, 11)
    assert table.command_for_key(P0, Key("enter"), cell(1)) == Command(ActionId.END_TURN)
    table.handle(P0, Command(ActionId.END_TURN))
    assert table.match.turn == 1


def test_undo_with_nothing_played_is_refused() -> None:
    table = started([1, 5, 2])
    assert refused(table, P0, Command(ActionId.UNDO)).id == "bg-refuse-nothing-to-undo"


def test_only_the_higher_die_when_both_cannot_be_played() -> None:
    # One checker on 13; 6-5: either die moves it, but its 2-point is blocked, so only one die plays.
    table = table_at({13: 1}, {23: 2, 1: 13}, (6, 5))
    plays = table.match.legal_plays()
    assert {len(play.steps) for play in plays} == {1}
    enter(table, P0, 13)
    assert refused(table, P0, Command(ActionId.POINT, cell(8))).id == "bg-refuse-whole-roll"
    outcome = enter(table, P0, 7)
    assert table.match.turn == 1 and heard(outcome, P0, "bg-sub-move")


def test_no_legal_play_passes_the_turn_with_an_announcement() -> None:
    # Seat 0 on the bar against a closed board: any roll dances.
    table = table_at({25: 1, 6: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, None, more_dice=[3, 4])
    outcome = table.handle(P0, Command(ActionId.ROLL))
    dance = heard(outcome, P1, "bg-no-legal-play")[0]
    assert dance.args["on_bar"] == "yes" and dance.args["actor"] == "other"
    assert table.match.turn == 1 and table.match.phase is Phase.AWAITING_ROLL


def test_entering_from_the_bar_needs_only_the_destination() -> None:
    table = table_at({25: 1, 13: 14}, {6: 5}, (3, 5))
    refusal = refused(table, P0, Command(ActionId.POINT, cell(13)))
    assert refusal.id == "bg-refuse-bar-first"
    outcome = enter(table, P0, 22)
    assert heard(outcome, P0, "bg-sub-move")[0].args["kind"] == "enter"


def test_bearing_off_uses_the_same_point_twice_and_explains_refusals() -> None:
    table = table_at({6: 2, 3: 3, 1: 10}, {1: 15}, (6, 4))
    enter(table, P0, 6)
    outcome = enter(table, P0, 6)
    message = heard(outcome, P0, "bg-sub-move")[0]
    assert message.args["kind"] == "bear-off" and message.args["from"] == 6
    # Not home: a checker on 8 keeps bear-offs out.
    table = table_at({8: 1, 6: 14}, {1: 15}, (5, 3))
    enter(table, P0, 6)
    assert refused(table, P0, Command(ActionId.POINT, cell(6))).id == "bg-refuse-bear-off-not-home"
    # A higher die cannot bear off a lower point while higher points are occupied.
    table = table_at({5: 2, 2: 13}, {1: 15}, (6, 1))
    enter(table, P0, 2)
    assert refused(table, P0, Command(ActionId.POINT, cell(2))).id == "bg-refuse-bear-off-higher-first"


def test_bear_off_prefers_the_lowest_die_that_works() -> None:
    table = table_at({4: 2}, {1: 15}, (6, 5))
    enter(table, P0, 4)
    enter(table, P0, 4)
    assert table.turn is not None and table.turn.dice_left() == (6,)
    enter(table, P0, 4)
    outcome = enter(table, P0, 4)
    assert table.finished and table.match.score[0] == 2  # a gammon: Ben bore nothing off
    assert heard(outcome, P1, "bg-match-won")[0].args["actor"] == "other"
