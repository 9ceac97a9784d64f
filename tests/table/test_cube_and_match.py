"""Doubling (take, drop, redouble), Crawford and post-Crawford games, resignation, a match to 5."""

from __future__ import annotations

import random

from playpalace_backgammon.rules import Phase, SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.interface import Command, Viewer

from .helpers import P0, P1, cell, heard, ids, refused, table_at
from .random_player import choose

INITIAL = {24: 2, 13: 5, 8: 3, 6: 5}


def play_any(table: BackgammonTable, seat: int, rng: random.Random) -> None:
    """Rolls (when needed) and plays a random legal play for ``seat`` through the sub-move commands."""
    viewer = Viewer.player(seat)
    if table.match.phase is Phase.AWAITING_ROLL:
        table.handle(viewer, Command(ActionId.ROLL))
    turn = table.bot_turn()
    if turn is not None and turn.seat == seat and turn.context.kind is DecisionKind.MOVE:
        for command in table.commands_for_play(seat, rng.choice(turn.context.legal_plays)):
            table.handle(viewer, command)


def test_double_take_redouble_and_drop() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=3, match_length=5)
    offered = table.handle(P0, Command(ActionId.DOUBLE))
    to_ben = heard(offered, P1, "bg-double-offered")[0]
    assert to_ben.args["value"] == 2 and to_ben.args["opponent"] == "you"
    assert [a.id for a in table.actions_for(P1)][:2] == [ActionId.TAKE, ActionId.DROP]
    assert refused(table, P0, Command(ActionId.TAKE)).id == "bg-refuse-no-double-offered"
    assert refused(table, P1, Command(ActionId.ROLL)).id == "bg-refuse-answer-double"
    assert refused(table, P0, Command(ActionId.ROLL)).id == "bg-refuse-not-your-turn"
    taken = table.handle(P1, Command(ActionId.TAKE))
    assert heard(taken, P0, "bg-double-taken")[0].args["value"] == 2
    assert (table.match.cube_value, table.match.cube_owner) == (2, 1)
    cube = table.status(P0, ActionId.STATUS_CUBE)
    assert cube.args["state"] == "owned" and cube.args["owner"] == "other"
    assert refused(table, P0, Command(ActionId.DOUBLE)).id == "bg-refuse-double-opponent-owns"
    rng = random.Random(5)
    play_any(table, 0, rng)
    while table.match.turn != 1 or table.match.phase is not Phase.AWAITING_ROLL:
        play_any(table, table.match.turn or 0, rng)
    table.handle(P1, Command(ActionId.DOUBLE))  # Ben owns the cube: he may redouble
    assert table.match.phase is Phase.DOUBLE_OFFERED
    dropped = table.handle(P0, Command(ActionId.DROP))
    won = heard(dropped, P1, "bg-game-won")[0]
    assert (won.args["actor"], won.args["how"], won.args["points"]) == ("you", "dropped", 2)
    assert table.match.score == [0, 2]
    assert "bg-game-started" in ids(dropped.announcements)
    assert (table.match.cube_value, table.match.cube_owner) == (1, None)  # the cube resets each game


def test_doubling_is_refused_in_a_single_game_and_after_rolling() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=3)
    assert refused(table, P0, Command(ActionId.DOUBLE)).id == "bg-refuse-double-single-game"
    table = table_at(INITIAL, INITIAL, (6, 5), seed=3, match_length=3)
    assert refused(table, P0, Command(ActionId.DOUBLE)).id == "bg-refuse-double-after-roll"


def test_resignation_decline_then_only_higher_then_backgammon_accepted_at_once() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=4, match_length=3)
    offer = table.handle(P0, Command(ActionId.RESIGN_SINGLE))
    to_ben = heard(offer, P1, "bg-resign-offered")[0]
    assert (to_ben.args["kind"], to_ben.args["points"], to_ben.args["opponent"]) == ("single", 1, "you")
    assert ActionId.ACCEPT_RESIGNATION in [a.id for a in table.actions_for(P1)]
    declined = table.handle(P1, Command(ActionId.DECLINE_RESIGNATION))
    assert heard(declined, P0, "bg-resign-declined")
    assert table.match.phase is Phase.AWAITING_ROLL
    assert refused(table, P0, Command(ActionId.RESIGN_SINGLE)).id == "bg-refuse-resign-higher"
    assert ActionId.RESIGN_SINGLE not in [a.id for a in table.actions_for(P0)]
    outcome = table.handle(P0, Command(ActionId.RESIGN_BACKGAMMON))
    assert "bg-resign-accepted" in ids(outcome.announcements)
    assert table.finished and table.match.score == [0, 3]
    assert refused(table, P1, Command(ActionId.ROLL)).id == "bg-refuse-match-over"


def test_resignation_accepted_mid_turn_and_crawford_then_post_crawford() -> None:
    table = table_at(INITIAL, INITIAL, (3, 1), seed=8, match_length=3)
    table.handle(P0, Command(ActionId.POINT, cell(8)))  # a checker selected mid-turn
    table.handle(P0, Command(ActionId.RESIGN_GAMMON))
    outcome = table.handle(P1, Command(ActionId.ACCEPT_RESIGNATION))
    assert table.match.score == [0, 2]
    assert "bg-crawford-game" in ids(outcome.announcements)
    assert table.match.crawford
    on_roll = table.match.turn
    assert on_roll is not None
    assert refused(table, Viewer.player(on_roll), Command(ActionId.DOUBLE)).id == "bg-refuse-double-crawford"
    assert table.status(P0, ActionId.STATUS_SCORE).args["crawford"] == "yes"
    # Ben, the leader, resigns the Crawford game as a single: 1-2, and the cube comes back.
    rng = random.Random(1)
    while table.match.turn != 1 or table.match.phase not in (Phase.AWAITING_ROLL, Phase.MOVING):
        play_any(table, table.match.turn or 0, rng)
    table.handle(P1, Command(ActionId.RESIGN_SINGLE))
    after = table.handle(P0, Command(ActionId.ACCEPT_RESIGNATION))
    assert table.match.score == [1, 2]
    assert "bg-post-crawford" in ids(after.announcements)
    assert not table.match.crawford
    while table.match.phase is not Phase.AWAITING_ROLL:
        play_any(table, table.match.turn or 0, rng)
    seat = table.match.turn
    assert seat is not None
    assert table.match.double_refusal(seat) is None
    table.handle(Viewer.player(seat), Command(ActionId.DOUBLE))
    assert table.match.phase is Phase.DOUBLE_OFFERED


def test_a_match_to_five_runs_to_its_end() -> None:
    table = BackgammonTable({"match_length": 5}, ("Ana", "Ben"), SeededDice(55))
    table.start()
    rng = random.Random(55)
    heard_ids: set[str] = set()
    while not table.finished:
        viewer, command = choose(table, rng)
        try:
            outcome = table.handle(viewer, command)
        except Exception as error:  # refusals are part of random play
            assert type(error).__name__ == "TableRefusal"
            continue
        heard_ids |= set(ids(outcome.announcements))
    assert max(table.match.score) >= 5
    assert table.match.game_number >= 2
    assert {"bg-match-won", "bg-score-now", "bg-game-won"} <= heard_ids
    assert table.bot_turn() is None
    assert all(a.id.value.startswith(("status", "row", "column")) for a in table.actions_for(P0))
