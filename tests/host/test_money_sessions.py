"""A money session in the archive and the ratings: match length 0, the leader (nobody when level) as winner,
never rated; and what a finished money table's snapshot carries for the records."""

from __future__ import annotations

from playpalace_backgammon.host.ratings import rated_match
from playpalace_backgammon.host.store_archive import ArchivedMatch, archive_row
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Viewer

OPTIONS = {"money": True, "match_length": 5, "jacoby": True, "beavers": True, "auto_doubles": 1}


def _state(score: list[int]) -> dict[str, object]:
    return {"names": ["Ana", "Ben"], "options": OPTIONS, "score": score,
            "seats": [{"kind": "human", "username": "ana"}, {"kind": "human", "username": "ben"}]}


def _archived(row: tuple[object, ...]) -> ArchivedMatch:
    return ArchivedMatch("t1", "backgammon", 1.0, 2.0, str(row[4]), False, int(row[6]),  # type: ignore[arg-type]
                         ("Ana", "Ben"), (3, 1), row[9], OPTIONS, {0: "ana", 1: "ben"})  # type: ignore[arg-type]


def test_a_money_session_is_archived_with_length_zero_and_never_rated() -> None:
    found = archive_row("t1", "backgammon", _state([3, 1]), "finished", 2.0)
    assert found is not None
    row, players = found
    assert (row[6], row[9]) == (0, 0) and players == [(0, "ana"), (1, "ben")]
    assert rated_match(_archived(row)) is None
    level = archive_row("t1", "backgammon", _state([2, 2]), "finished", 2.0)
    assert level is not None and level[0][9] is None


def test_a_finished_money_table_carries_what_records_need() -> None:
    table = BackgammonTable(OPTIONS, ("Ana", "Ben"), SeededDice(9))
    table.start()
    while table.match.phase.value not in ("game_over", "match_over"):
        turn = table.bot_turn()
        assert turn is not None
        viewer = Viewer.player(turn.seat)
        if table.match.phase.value == "awaiting_roll":
            table.handle(viewer, Command(ActionId.RESIGN_SINGLE))
        elif table.match.phase.value == "resignation_offered":
            table.handle(viewer, Command(ActionId.ACCEPT_RESIGNATION))
        else:
            table.handle(viewer, Command(ActionId.RESIGN_GAMMON))
    table.handle(Viewer.player(0), Command(ActionId.STOP_SESSION))
    data = table.snapshot()
    match = data["match"]
    assert (match["length"], match["jacoby"], match["beavers"], match["auto_doubles"]) == (0, True, True, 1)
    assert match["phase"] == "match_over" and sum(match["score"]) == 1
    assert match["results"][0]["how"] == "resigned" and match["results"][0]["points"] == 1
    assert data["options"]["money"] is True
    assert data["log"][-1] == [0, ["stop_session", None]]
