"""A money session in the archive and the ratings: match length 0, the leader (nobody when level) as winner,
never rated; spoken in Past matches as a money session, and counted in the player's profile (sessions and
points won less points lost) from a real SQLite store; and what a finished money table's snapshot carries
for the records."""

from __future__ import annotations

from pathlib import Path

from playpalace_backgammon.host.lobby.rating_menus import PlayersAndRatings
from playpalace_backgammon.host.store.archive_listing import match_line
from playpalace_backgammon.host.store.ratings import rated_match
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_archive import ArchivedMatch, archive_row
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Viewer

OPTIONS = {"money": True, "match_length": 5, "jacoby": True, "beavers": True, "auto_doubles": 1}


def _state(score: list[int], options: dict[str, object] = OPTIONS, first: str = "ana",
           second: str = "ben") -> dict[str, object]:
    return {"names": [first.title(), second.title()], "options": options, "score": score,
            "seats": [{"kind": "human", "username": first}, {"kind": "human", "username": second}]}


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


def test_money_sessions_in_past_matches_and_the_profile(tmp_path: Path) -> None:
    from .recording_client import RecordingClient
    from .test_ratings import MenuHost

    store = Store(tmp_path / "lobby.sqlite3")
    try:
        saves = [("won", _state([3, 1]), "finished"), ("lost", _state([5, 0], second="ana", first="cat"),
                                                        "finished"),
                 ("level", _state([2, 2]), "finished"), ("left-open", _state([9, 0]), "abandoned"),
                 ("a-match", _state([5, 2], {"match_length": 5}), "finished")]
        for table_id, state, status in saves:
            store.save_table(table_id, "backgammon", state, status)
        # Ana won 3-1, lost 0-5 from the second seat, drew 2-2; the abandoned session and the match do
        # not count. Ratings never saw any of it.
        assert store.money_totals("ANA") == (3, -3) and store.money_totals("cat") == (1, 5)
        assert store.money_totals("dan") == (0, 0)
        rated = store.standing("ana", "human")
        assert rated is not None and rated.standing.played == 1  # the match alone
        host = MenuHost(store)
        menus = PlayersAndRatings(host, store, host.localizer, host.past)  # type: ignore[arg-type]
        ana = RecordingClient("ana")
        menus.show_profile(ana, "ana", back=lambda: None)  # type: ignore[arg-type]
        assert ana.texts()["money"] == "Money sessions played: 3, points won less points lost: -3"
        menus.show_profile(ana, "cat", back=lambda: None)  # type: ignore[arg-type]
        assert ana.texts()["money"] == "Money sessions played: 1, points won less points lost: +5"
        menus.show_profile(ana, "dan", back=lambda: None)  # type: ignore[arg-type]
        assert ana.texts()["money"] == "No money session yet."
        won = store.match("won")
        assert won is not None and won.match_length == 0
        assert host.past.entry_text(ana, won).startswith(  # type: ignore[arg-type]
            "Won against Ben, money session, 3 to 1, ")
        played = store.match("a-match")
        assert played is not None and "5-point match" in host.past.entry_text(ana, played)  # type: ignore[arg-type]
        assert match_line(won).split("\t")[2:6] == ["finished", "money", "Ana vs Ben", "3-1"]
        assert match_line(played).split("\t")[3] == "5pt"
    finally:
        store.close()
