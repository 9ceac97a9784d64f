"""The board from each side, every key, status replies, hints, bad input, snapshots mid-turn, bot plays."""

from __future__ import annotations

import json
import random

import pytest

from playpalace_backgammon.rules import SeededDice, legal_plays
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import DECLARATION, BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.interface import Command, Key, TableRefusal, Viewer

from .helpers import P0, P1, cell, enter, fingerprint, heard, refused, started, table_at

S0, S1 = Viewer.spectator(0), Viewer.spectator(1)


def label(table: BackgammonTable, viewer: Viewer, point_cell: int) -> dict[str, object]:
    return dict(table.grid(viewer).cells[point_cell].label.args)


def test_grid_rows_run_13_to_24_on_top_and_12_to_1_below() -> None:
    table = started([1, 5, 2])
    grid = table.grid(P0)
    assert grid.width == 12 and len(grid.cells) == 24
    assert [c.label.args["point"] for c in grid.cells[:12]] == list(range(13, 25))
    assert [c.label.args["point"] for c in grid.cells[12:]] == list(range(12, 0, -1))


def test_each_player_sees_their_own_side_and_spectators_see_the_seat_they_watch() -> None:
    table = started([1, 5, 2])
    mine = label(table, P0, cell(24))
    assert (mine["point"], mine["count"], mine["owner"]) == (24, 2, "you")
    assert label(table, P1, cell(24))["owner"] == "you"  # Ben's own 24-point, from his side
    from_ben = label(table, S1, cell(24))
    assert (from_ben["owner"], from_ben["name"], from_ben["colour"]) == ("other", "Ben", "red")
    assert label(table, S0, cell(1))["name"] == "Ben"  # Ben's back checkers on Ana's 1-point
    enter(table, P0, 13)
    assert table.grid(P0).cells[cell(13)].selected
    assert table.grid(S1).cells[cell(12)].selected  # the same point, in Ben's numbering
    assert label(table, S1, cell(12))["selected"] == "yes"


def test_moves_are_announced_in_each_listeners_numbering() -> None:
    table = started([1, 5, 2])
    enter(table, P0, 13)
    outcome = enter(table, P0, 8)
    you = heard(outcome, P0, "bg-sub-move")[0].args
    ben = heard(outcome, P1, "bg-sub-move")[0].args
    watching_ana = heard(outcome, S0, "bg-sub-move")[0].args
    watching_ben = heard(outcome, S1, "bg-sub-move")[0].args
    assert (you["actor"], you["from"], you["to"]) == ("you", 13, 8)
    assert (ben["actor"], ben["name"], ben["from"], ben["to"]) == ("other", "Ana", 12, 17)
    assert (watching_ana["actor"], watching_ana["from"]) == ("other", 13)
    assert watching_ben["from"] == 12


KEYS = [
    (Key("backspace", control=True), ActionId.DESELECT),
    (Key("up", control=True), ActionId.PREVIOUS_TARGET),
    (Key("left", control=True), ActionId.PREVIOUS_TARGET),
    (Key("down", control=True), ActionId.NEXT_TARGET),
    (Key("right", control=True), ActionId.NEXT_TARGET),
    (Key("left", alt=True), ActionId.ROW_START),
    (Key("right", alt=True), ActionId.ROW_END),
    (Key("home"), ActionId.ROW_START),
    (Key("end"), ActionId.ROW_END),
    (Key("up", alt=True), ActionId.COLUMN_TOP),
    (Key("down", alt=True), ActionId.COLUMN_BOTTOM),
    (Key("d", shift=True), ActionId.DOUBLE),
    (Key("u"), ActionId.UNDO),
    (Key("h"), ActionId.HINT),
    (Key("h", shift=True), ActionId.CUBE_HINT),
    (Key("e"), ActionId.STATUS_BOARD),
    (Key("d"), ActionId.STATUS_CUBE),
    (Key("p"), ActionId.STATUS_PIPS),
    (Key("s"), ActionId.STATUS_SCORE),
    (Key("c"), ActionId.STATUS_DICE),
    (Key("t"), ActionId.STATUS_TURN),
    (Key("ArrowUp", control=True), ActionId.PREVIOUS_TARGET),
    (Key("Home"), ActionId.ROW_START),
    (Key("E"), ActionId.STATUS_BOARD),
]


@pytest.mark.parametrize(("key", "action"), KEYS)
def test_every_key_maps_to_its_action(key: Key, action: ActionId) -> None:
    table = started([1, 5, 2])
    assert table.command_for_key(P0, key, 5) == Command(action, 5)


def test_enter_y_and_n_depend_on_the_moment() -> None:
    table = table_at({6: 15}, {6: 15}, None, seed=2, match_length=3)
    assert table.command_for_key(P0, Key("enter"), 3) == Command(ActionId.ROLL)
    assert table.command_for_key(P0, Key("Return"), 3) == Command(ActionId.ROLL)
    assert table.command_for_key(P1, Key("enter"), 3) == Command(ActionId.POINT, 3)
    table.handle(P0, Command(ActionId.DOUBLE))
    assert table.command_for_key(P1, Key("y"), None) == Command(ActionId.TAKE)
    assert table.command_for_key(P1, Key("n"), None) == Command(ActionId.DROP)
    table.handle(P1, Command(ActionId.TAKE))
    table.handle(P0, Command(ActionId.RESIGN_SINGLE))
    assert table.command_for_key(P1, Key("y"), None) == Command(ActionId.ACCEPT_RESIGNATION)
    assert table.command_for_key(P1, Key("n"), None) == Command(ActionId.DECLINE_RESIGNATION)
    assert table.command_for_key(P1, Key("q"), None) is None
    assert table.command_for_key(P1, Key("d", control=True, alt=True), None) is None


def test_alt_keys_move_to_row_and_column_edges() -> None:
    table = started([1, 5, 2])
    focus = {a: table.handle(S0, Command(a, 15)).focus for a in (
        ActionId.ROW_START, ActionId.ROW_END, ActionId.COLUMN_TOP, ActionId.COLUMN_BOTTOM)}
    assert focus == {ActionId.ROW_START: 12, ActionId.ROW_END: 23, ActionId.COLUMN_TOP: 3,
                     ActionId.COLUMN_BOTTOM: 15}


def test_ctrl_arrows_cycle_sources_then_destinations_blots_first() -> None:
    table = table_at({13: 1, 6: 14}, {18: 1, 1: 14}, (6, 1))  # Ben's blot on Ana's 7-point
    sources = table.target_cells(P0)
    assert sources and all(table.turn.can_move_from(table.grid(P0).cells[c].label.args["point"])  # type: ignore
                           for c in sources)
    first = table.handle(P0, Command(ActionId.NEXT_TARGET, None)).focus
    assert first == sources[0]
    assert table.handle(P0, Command(ActionId.NEXT_TARGET, first)).focus == sources[1 % len(sources)]
    assert table.handle(P0, Command(ActionId.PREVIOUS_TARGET, first)).focus == sources[-1]
    enter(table, P0, 13)
    targets = table.target_cells(P0)
    assert targets[0] == cell(7)  # the hit (Ben's blot) comes first
    assert set(targets) == {cell(7), cell(12), cell(6)}  # 6 is both dice away
    blot_point = table.grid(P0).cells[targets[0]].label.args
    assert blot_point["owner"] == "other" and blot_point["count"] == 1
    assert refused(table, P1, Command(ActionId.NEXT_TARGET, 0)).id == "bg-refuse-no-targets"


def test_ctrl_arrows_before_rolling_say_to_roll_first_and_how() -> None:
    """PlayPalace's clients have no roll item on the board: Ctrl+arrows are what a listener tries first, and
    must hear that the dice come first (Enter on a point), not the words for someone else's turn."""
    table = table_at({13: 1, 6: 14}, {18: 1, 1: 14}, None)  # Ana to roll
    for action in (ActionId.NEXT_TARGET, ActionId.PREVIOUS_TARGET):
        assert refused(table, P0, Command(action, 3)).id == "bg-refuse-roll-first"
        assert refused(table, P1, Command(action, 3)).id == "bg-refuse-no-targets"  # not Ben's turn
    assert table.command_for_key(P0, Key("enter"), 3) == Command(ActionId.ROLL)  # the way the words say


def test_status_keys_answer_only_the_asker() -> None:
    table = started([1, 5, 2])
    for action in (ActionId.STATUS_BOARD, ActionId.STATUS_CUBE, ActionId.STATUS_PIPS, ActionId.STATUS_SCORE,
                   ActionId.STATUS_DICE, ActionId.STATUS_TURN):
        for viewer in (P0, P1, S0, S1):
            outcome = table.handle(viewer, Command(action))
            assert not outcome.announcements and len(outcome.replies) == 1 and not outcome.changed
    assert table.handle(P0, Command(ActionId.STATUS_PIPS)).replies[0].args["pips"] == 167
    dice = table.handle(P1, Command(ActionId.STATUS_DICE)).replies[0].args
    assert (dice["count"], dice["die1"], dice["die2"]) == (2, 5, 2)
    turn = table.handle(P1, Command(ActionId.STATUS_TURN)).replies[0].args
    assert (turn["actor"], turn["name"], turn["phase"]) == ("other", "Ana", "moving")
    assert table.handle(P0, Command(ActionId.STATUS_CUBE)).replies[0].args["state"] == "single-game"


def test_hints_only_when_enabled_on_your_own_turn() -> None:
    off = started([1, 5, 2])
    assert refused(off, P0, Command(ActionId.HINT)).id == "bg-refuse-hints-off"
    table = started([1, 5, 2], hints=True)
    replies = table.handle(P0, Command(ActionId.HINT)).replies
    assert replies[0].id == "bg-hint-header-simple"
    assert replies[0].args["count"] == len(table.match.legal_plays())
    assert replies[1].id == "bg-hint-play" and "/" in str(replies[1].args["play"])
    assert refused(table, P1, Command(ActionId.HINT)).id == "bg-refuse-hint-not-your-turn"
    assert refused(table, S0, Command(ActionId.HINT)).id == "bg-refuse-spectator"
    context = table.hint_context(P0)
    assert context.kind is DecisionKind.MOVE and context.dice == (5, 2)
    cube = started([1, 5, 2], cube_hints=True, match_length=3)
    assert refused(cube, P0, Command(ActionId.CUBE_HINT)).id == "bg-refuse-cube-hint-not-now"


def test_bad_input_is_refused_with_a_reason_and_changes_nothing() -> None:
    table = started([1, 5, 2])
    assert refused(table, S0, Command(ActionId.POINT, 3)).id == "bg-refuse-spectator"
    assert refused(table, P1, Command(ActionId.POINT, 3)).id == "bg-refuse-not-your-turn"
    assert refused(table, P0, Command(ActionId.ROLL)).id == "bg-refuse-move-first"
    assert refused(table, P0, Command(ActionId.TAKE)).id == "bg-refuse-no-double-offered"
    assert refused(table, P0, Command(ActionId.ACCEPT_RESIGNATION)).id == "bg-refuse-no-resignation-offered"
    assert refused(table, P0, Command(ActionId.NEXT_GAME)).id == "bg-refuse-next-game-automatic"
    assert refused(table, P0, Command(ActionId.POINT, None)).id == "bg-refuse-bad-cell"
    assert refused(table, P0, Command(ActionId.POINT, 99)).id == "bg-refuse-bad-cell"
    assert refused(table, P0, Command(ActionId.DESELECT)).id == "bg-refuse-nothing-selected"
    assert refused(table, P0, Command(ActionId.END_TURN)).id == "bg-refuse-play-incomplete"
    assert refused(table, Viewer(5, 0), Command(ActionId.ROLL)).id == "bg-refuse-bad-viewer"
    assert refused(table, P0, "roll").id == "bg-refuse-unknown-action"  # type: ignore[arg-type]
    assert refused(table, P0, Command(ActionId.POINT, cell(1))).id == "bg-refuse-not-your-checker"
    assert refused(table, P0, Command(ActionId.POINT, cell(20))).id == "bg-refuse-empty-point"
    fresh = BackgammonTable({}, ("Ana", "Ben"), SeededDice(1))
    assert refused(fresh, P0, Command(ActionId.ROLL)).id == "bg-refuse-not-started"  # type: ignore[arg-type]


def test_options_are_validated_with_reasons() -> None:
    for bad, reason in (({"match_length": 0}, "bg-option-refused-match-length"),
                        ({"match_length": 26}, "bg-option-refused-match-length"),
                        ({"match_length": "3"}, "bg-option-refused-match-length"),
                        ({"match_length": True}, "bg-option-refused-match-length"),
                        ({"bot_level": "grandmaster"}, "bg-option-refused-bot-level"),
                        ({"hints": "yes"}, "bg-option-refused-boolean"),
                        ({"colour": "red"}, "bg-option-refused-unknown")):
        with pytest.raises(TableRefusal) as caught:
            BackgammonTable(bad, ("Ana", "Ben"))
        assert caught.value.message.id == reason
    table = BackgammonTable({"match_length": 25, "bot_level": "chaos"}, ("Ana", "Ben"))
    assert table.options.bot_level.value == "chaos"
    specs = {spec.id: spec for spec in DECLARATION.options}
    assert specs["match_length"].default == 1 and specs["bot_level"].default == "simple"
    assert [value for value, _ in specs["bot_level"].choices] == [
        "random", "simple", "gnubg_0ply", "gnubg_1ply", "gnubg_2ply", "chaos"]
    assert all(specs[name].default is False for name in ("verbose", "hints", "cube_hints", "confirm_turn"))


def test_snapshot_mid_turn_restores_sub_moves_and_selection() -> None:
    table = started([1, 5, 2], confirm_turn=True)
    enter(table, P0, 13)
    enter(table, P0, 8)
    enter(table, P0, 13)
    data = json.loads(json.dumps(table.snapshot()))
    again = BackgammonTable.restore(data, SeededDice(9))
    assert fingerprint(again) == fingerprint(table)
    assert again.selected == 13 and again.turn is not None and again.turn.dice_left() == (2,)
    enter(again, P0, 11)
    again.handle(P0, Command(ActionId.END_TURN))
    assert again.match.turn == 1
    data["match"]["position"][0][3] = 99
    with pytest.raises(TableRefusal) as caught:
        BackgammonTable.restore(data)
    assert caught.value.message.id == "bg-refuse-bad-snapshot"


def test_replay_from_options_dice_and_commands_gives_the_same_table() -> None:
    table = started([1, 5, 2, 6, 6, 3, 1])
    enter(table, P0, 13)
    enter(table, P0, 8)
    enter(table, P0, 13)
    enter(table, P0, 11)
    table.handle(P1, Command(ActionId.ROLL))
    again = BackgammonTable.replay(table.options, table.names, table.dice_log, table.log)
    assert fingerprint(again) == fingerprint(table)


@pytest.mark.parametrize("way", ["commands_for_play", "point_commands_for_play"])
def test_commands_for_play_make_exactly_the_chosen_play(way: str) -> None:
    rng = random.Random(3)
    for seed in range(30):
        table = BackgammonTable({"confirm_turn": seed % 2 == 0}, ("Ana", "Ben"), SeededDice(seed))
        table.start()
        for _ in range(12):
            if table.finished:
                break
            turn = table.bot_turn()
            assert turn is not None
            viewer = Viewer.player(turn.seat)
            if turn.context.kind is not DecisionKind.MOVE:
                for command in table.commands_for_answer(turn.seat, False):
                    table.handle(viewer, command)
                continue
            play = rng.choice(turn.context.legal_plays)
            assert play in legal_plays(turn.context.position, turn.context.dice)  # type: ignore[arg-type]
            mover = turn.seat
            if len(play.raw_steps) > 1 and rng.random() < 0.3:  # a sub-move made: the play starts afresh
                table.handle(viewer, table.commands_for_play(mover, rng.choice(turn.context.legal_plays))[0])
            commands = getattr(table, way)(mover, play)
            if way == "commands_for_play":  # one command a step, each announced
                moves = [command for command in commands if command.action is ActionId.MOVE_CHECKER]
                assert [command.move for command in moves] == [step[:2] for step in play.raw_steps]
            for command in commands:
                outcome = table.handle(viewer, command)
                if command.action is ActionId.MOVE_CHECKER:
                    assert [a.message.id for a in outcome.announcements][:1] == ["bg-sub-move"]
            assert table.match.position_for(mover) == play.result


def test_a_checker_move_in_one_command_is_checked_like_one_made_on_the_board() -> None:
    table = started([1, 5, 2])  # Ana (seat 0) opens with 5-2

    def move(source: object, target: object) -> Command:
        return Command(ActionId.MOVE_CHECKER, move=(source, target))  # type: ignore[arg-type]

    for bad in (Command(ActionId.MOVE_CHECKER), move(13, 26), move(0, 0), move(13, "8"), move(8, 13)):
        expected = "bg-refuse-backwards" if bad.move == (8, 13) else "bg-refuse-bad-move"
        assert refused(table, P0, bad).id == expected
    assert refused(table, P0, move(13, 10)).id == "bg-refuse-no-die"
    assert refused(table, P0, move(6, 0)).id == "bg-refuse-bear-off-not-home"
    assert refused(table, P1, move(13, 8)).id == "bg-refuse-not-your-turn"
    assert refused(table, S0, move(13, 8)).id == "bg-refuse-spectator"
    enter(table, P0, 13)  # a selection is dropped by a move in one command
    outcome = table.handle(P0, move(24, 22))
    assert table.selected is None
    assert heard(outcome, P1, "bg-sub-move")[0].args == {**heard(outcome, P1, "bg-sub-move")[0].args,
                                                          "from": 1, "to": 3, "actor": "other"}
    table.handle(P0, move(13, 8))
    assert table.match.turn == 1
    again = BackgammonTable.replay(table.options, table.names, table.dice_log, table.log)
    assert fingerprint(again) == fingerprint(table)
    restored = BackgammonTable.restore(json.loads(fingerprint(table)), SeededDice(1))
    assert [command.move for _seat, command in restored.log] == [None, (24, 22), (13, 8)]


def test_logged_commands_round_trip_and_bad_ones_are_refused() -> None:
    for command in (Command(ActionId.ROLL), Command(ActionId.POINT, 7),
                    Command(ActionId.MOVE_CHECKER, move=(25, 20))):
        assert Command.from_data(json.loads(json.dumps(command.to_data())), ActionId) == command
    for bad in ([], ["roll"], ["fly", None], ["point", "7"], ["move_checker", None, 25],
                ["move_checker", None, 25, "x"], "roll", None):
        with pytest.raises(ValueError):
            Command.from_data(bad, ActionId)  # type: ignore[arg-type]
