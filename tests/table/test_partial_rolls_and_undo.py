"""A roll only partly played is explained to everyone; U takes back one die's sub-move at a time, even of a
checker moved several dice at once; verbose commentary never calls a point only passed over "left empty"."""

from __future__ import annotations

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Outcome, Viewer

from .helpers import P0, P1, table_at

S0 = Viewer.spectator(0)
UNDO = Command(ActionId.UNDO)


def _heard(localizer: Localizer, outcome: Outcome, viewer: Viewer) -> list[str]:
    return [localizer.render(a.message, "en") for a in outcome.announcements if a.audience.includes(viewer)]


def _move(source: int, target: int) -> Command:
    return Command(ActionId.MOVE_CHECKER, move=(source, target))


def test_entering_with_one_die_when_the_other_is_blocked_says_so_to_everyone(localizer: Localizer) -> None:
    # Ana (on the bar) rolls 6-2: Ben holds his 6 and 8 points, so only the 2 enters and the 6 is lost.
    table = table_at({25: 1, 6: 5}, {6: 2, 8: 2, 13: 5}, (6, 2), more_dice=[3, 1])
    outcome = table.handle(P0, _move(25, 23))
    mine = _heard(localizer, outcome, P0)
    assert mine[:2] == ["You enter from the bar on 23.", "You cannot play the 6: no legal move uses it."]
    assert mine[-1] == "Ben's turn."
    assert "Ana cannot play the 6: no legal move uses it." in _heard(localizer, outcome, P1)
    assert "Ana cannot play the 6: no legal move uses it." in _heard(localizer, outcome, S0)
    assert table.match.turn == 1


def test_either_die_alone_but_not_both_names_the_rule_of_the_higher_die(localizer: Localizer) -> None:
    # Ana's one checker on 13 moves 6 or 5, but Ben's 23 point (Ana's 2) blocks playing both.
    table = table_at({13: 1}, {23: 2}, (6, 5), more_dice=[3, 1])
    outcome = table.handle(P0, _move(13, 7))
    assert "You cannot play the 5: only one die can be played, and the rules ask for the higher one." \
        in _heard(localizer, outcome, P0)
    assert "Ana cannot play the 5: only one die can be played, and the rules ask for the higher one." \
        in _heard(localizer, outcome, P1)


def test_doubles_partly_played_count_the_dice_lost_and_a_whole_play_says_nothing(
        localizer: Localizer) -> None:
    table = table_at({13: 1}, {24: 2}, (6, 6), more_dice=[3, 1])  # 13/7, then 7/1 is blocked
    outcome = table.handle(P0, _move(13, 7))
    said = _heard(localizer, outcome, P0)
    assert "You cannot play 3 more moves of 6: no legal move is left for a 6." in said
    whole = table_at({13: 2, 6: 5}, {24: 2}, (3, 1), more_dice=[3, 1])
    whole.handle(P0, _move(13, 10))
    last = whole.handle(P0, _move(6, 5))
    assert not [a for a in last.announcements if a.message.id == "bg-dice-unplayable"]


def test_a_checker_still_on_the_bar_after_the_roll_is_the_reason(localizer: Localizer) -> None:
    # Two of Ana's checkers on the bar, 4-3: Ben holds his 4 point; the 3 brings one in, the other stays out.
    table = table_at({25: 2, 6: 5}, {4: 2, 13: 5}, (4, 3), more_dice=[3, 1])
    outcome = table.handle(P0, _move(25, 22))
    assert "You cannot play the 4: a checker on the bar cannot enter with it." \
        in _heard(localizer, outcome, P0)


def test_confirm_turn_says_it_when_the_turn_is_ended(localizer: Localizer) -> None:
    table = table_at({13: 1}, {23: 2}, (6, 5), more_dice=[3, 1], confirm_turn=True)
    made = table.handle(P0, _move(13, 7))
    assert not [a for a in made.announcements if a.message.id == "bg-dice-unplayable"]
    ended = table.handle(P0, Command(ActionId.END_TURN))
    assert _heard(localizer, ended, P0)[0].startswith("You cannot play the 5:")


def test_u_takes_back_only_the_last_die_of_a_checker_moved_two_dice_at_once(localizer: Localizer) -> None:
    table = table_at({13: 1, 8: 3, 6: 5}, {24: 2, 13: 5}, (5, 4), confirm_turn=True)
    moved = table.handle(P0, _move(13, 4))  # through 9: two sub-moves announced
    assert _heard(localizer, moved, P0) == ["You move from 13 to 9.", "You move from 9 to 4."]
    assert table.match.phase is Phase.MOVING  # the whole play waits for Enter
    undone = table.handle(P0, UNDO)
    assert _heard(localizer, undone, P0) == ["You take back the move from 9 to 4."]
    assert table.turn is not None and table.turn.dice_left() == (5,)
    assert table.board_for(0).mover[9] == 1 and table.board_for(0).mover[13] == 0
    undone = table.handle(P0, UNDO)
    assert _heard(localizer, undone, P0) == ["You take back the move from 13 to 9."]
    assert table.board_for(0).mover[13] == 1 and table.turn.dice_left() == (5, 4)


def test_u_after_four_dice_of_a_double_in_one_go_takes_back_one_die(localizer: Localizer) -> None:
    table = table_at({24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5}, (3, 3), confirm_turn=True)
    table.handle(P0, _move(13, 4))  # 13/10/7/4: three sub-moves
    assert table.turn is not None and table.turn.dice_left() == (3,)
    table.handle(P0, UNDO)
    assert table.board_for(0).mover[7] == 1 and table.board_for(0).mover[4] == 0
    assert table.turn.dice_left() == (3, 3)
    assert table.snapshot()["turn"] == [[[[13, 10]], [3]], [[[10, 7]], [3]]]


def test_verbose_never_says_a_point_passed_over_was_left_empty(localizer: Localizer) -> None:
    table = table_at({13: 1, 8: 3, 6: 5}, {24: 2, 13: 5}, (5, 4), verbose=True, confirm_turn=True)
    outcome = table.handle(P0, _move(13, 4))
    assert _heard(localizer, outcome, P0) == [
        "You move from 13 to 9, leaving 13 empty.", "You move from 9 to 4."]
    assert _heard(localizer, outcome, P1) == [
        "Ana moves from 12 to 16, leaving 12 empty.", "Ana moves from 16 to 21."]
