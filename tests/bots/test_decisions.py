"""DecisionRequest checks its fields and survives pickling (it crosses into worker processes); the table
names decisions and levels with the bots' own enums."""

from __future__ import annotations

import pickle

import pytest

from playpalace_backgammon.bots import (
    BOT_DECISIONS,
    BotLevel,
    CubeOwner,
    DecisionKind,
    DecisionRequest,
    InvalidRequestError,
)
from playpalace_backgammon.rules import Position
from playpalace_backgammon.table import options
from playpalace_backgammon.table.bot_questions import bot_context


def test_request_round_trips_through_pickle() -> None:
    request = DecisionRequest(
        Position.initial(),
        DecisionKind.MOVE,
        BotLevel.GNUBG_2PLY,
        (6, 1),
        cube_value=4,
        cube_owner=CubeOwner.OPPONENT,
        match_length=7,
        mover_score=6,
        opponent_score=3,
        crawford=True,
        seed=9,
    )
    assert pickle.loads(pickle.dumps(request)) == request


@pytest.mark.parametrize(
    "changes",
    [
        {"dice": None},
        {"dice": (0, 3)},
        {"dice": (3, 7)},
        {"cube_value": 3},
        {"cube_value": 128},
        {"match_length": 26},
        {"match_length": 5, "mover_score": 5},
        {"match_length": 5, "mover_score": 2, "crawford": True},
        {"kind": DecisionKind.ROLL_OR_DOUBLE},
        {"kind": DecisionKind.END_TURN, "dice": None},
        {"kind": DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION, "dice": None},
    ],
)
def test_bad_requests_are_refused(changes: dict[str, object]) -> None:
    fields: dict[str, object] = {
        "position": Position.initial(),
        "kind": DecisionKind.MOVE,
        "level": BotLevel.SIMPLE,
        "dice": (3, 1),
    }
    fields.update(changes)
    with pytest.raises(InvalidRequestError):
        DecisionRequest(**fields)  # type: ignore[arg-type]


def test_finished_game_is_refused() -> None:
    done = Position((15,) + (0,) * 25, (0, 0, 0, 0, 0, 0, 15) + (0,) * 19)
    with pytest.raises(InvalidRequestError):
        DecisionRequest(done, DecisionKind.MOVE, BotLevel.SIMPLE, (3, 1))


def test_post_crawford_and_may_double() -> None:
    base = {"position": Position.initial(), "kind": DecisionKind.ROLL_OR_DOUBLE, "level": BotLevel.SIMPLE}
    crawford = DecisionRequest(**base, match_length=7, mover_score=2, opponent_score=6, crawford=True)
    after = DecisionRequest(**base, match_length=7, mover_score=2, opponent_score=6)
    assert not crawford.may_double and not crawford.post_crawford
    assert after.may_double and after.post_crawford
    owned = DecisionRequest(**base, cube_value=2, cube_owner=CubeOwner.OPPONENT)
    assert not owned.may_double


def test_the_table_uses_the_bots_enums_and_keeps_the_saved_level_values() -> None:
    assert bot_context.DecisionKind is DecisionKind
    assert options.parse_options({"bot_level": "gnubg_2ply"}).bot_level is BotLevel.GNUBG_2PLY
    assert BOT_DECISIONS == {DecisionKind.ROLL_OR_DOUBLE, DecisionKind.MOVE, DecisionKind.TAKE_OR_DROP,
                             DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION}
    # Saved in every table's options: these values must never change.
    assert [level.value for level in BotLevel] == [
        "random", "simple", "gnubg_0ply", "gnubg_1ply", "gnubg_2ply", "chaos"]
    assert [(level.uses_gnubg, level.gnubg_plies if level.uses_gnubg else None) for level in BotLevel] == [
        (False, None), (False, None), (True, 0), (True, 1), (True, 2), (False, None)]
    assert [level.gnubg_prune for level in BotLevel if level.uses_gnubg] == [False, True, True]
