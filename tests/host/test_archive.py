"""The archive and replay by ear without sockets: real SQLite files, matches played through a RoomCore."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from playpalace_backgammon.host.lobby.replay import CHECKPOINT_EVERY, ReplayBook, ReplayCursor, ReplayError
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_archive import SCHEMA_VERSION
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Key, Message, Viewer

from .archive_matches import ANN, BOB, PlayedMatch, play_match
from .store_backends import StorePlaces

FIXTURES = Path(__file__).parent / "fixtures"
KIND = backgammon()


def _store_match(store: Store, played: PlayedMatch, table_id: str | None = None) -> str:
    """Write a played match into the store as the room driver does: every save and log entry."""
    table_id = table_id or played.core.id
    for state, status in played.saves:
        store.save_table(table_id, "backgammon", state, status.value)
    for seq, entry in enumerate(played.log, 1):
        store.append_log(table_id, seq, entry)
    return table_id


def _book(played: PlayedMatch) -> ReplayBook:
    return ReplayBook(KIND.create, KIND.declaration.actions, played.core.options, played.core.names,
                      played.log)


@pytest.fixture(scope="module")
def match_of_games() -> PlayedMatch:
    """A 7-point match of several games, played to the end."""
    for seed in range(1, 40):
        played = play_match(seed, 7)
        if played.core.table is not None and played.core.table.finished \
                and played.core.table.game_number() >= 3:
            return played
    raise AssertionError("no seed gave a match of three games")


def test_a_finished_match_is_kept_with_players_options_dates_score_and_result(store_at: StorePlaces,
                                                                              match_of_games) -> None:
    store = store_at.open("s")
    match_id = _store_match(store, match_of_games)
    match = store.match(match_id)
    assert match is not None and match.result == "finished" and match.ended_at is not None
    assert match.names == ("ann", "bob") and match.players == {0: "ann", 1: "bob"}
    assert match.match_length == 7 and match.options["match_length"] == 7
    score = tuple(match_of_games.core.table.score())
    assert match.score == score and match.winner == score.index(max(score))
    assert store.match_log(match_id) == match_of_games.log
    assert store.matches_of("ANN", None, 10) == [match]  # names in any case
    assert store.public_matches("cat", None, 10) == [match] and store.public_matches("bob", None, 10) == []
    store.close()
    reopened = store_at.open("s")
    assert reopened.match(match_id) == match
    reopened.close()


def test_an_abandoned_match_and_a_private_one_and_one_under_way(store_at: StorePlaces) -> None:
    store = store_at.open("s")
    under_way = play_match(5, 5, max_steps=30)
    _store_match(store, under_way, "live")
    assert store.match("live").result == "playing"
    assert store.matches_of("ann", None, 10) == [] and store.public_matches("cat", None, 10) == []
    state, _status = under_way.saves[-1]
    store.save_table("live", "backgammon", {**state, "score": [1, 0]}, "abandoned")
    abandoned = store.match("live")
    assert abandoned.result == "abandoned" and abandoned.score == (1, 0) and abandoned.winner is None
    # Closing it afterwards (as a finished table is closed when everyone leaves) keeps the result.
    store.save_table("live", "backgammon", state, "closed")
    assert store.match("live").result == "abandoned"
    secret = play_match(6, 1, private=True)
    _store_match(store, secret, "secret")
    assert store.match("secret").private
    assert [m.id for m in store.matches_of("bob", None, 10)] == ["secret", "live"]  # newest first
    assert [m.id for m in store.public_matches("cat", None, 10)] == ["live"]
    assert store.match("secret").visible_to("ann") and not store.match("secret").visible_to("cat")
    store.close()


def test_pages_follow_each_other_newest_first(store_at: StorePlaces) -> None:
    store = store_at.open("s")
    played = play_match(2, 1)
    for number in range(25):
        _store_match(store, played, f"m{number:02d}")
    ids: list[str] = []
    after = None
    for _ in range(3):  # each page from just after the last match of the one before
        page = store.matches_of("ann", after, 10)
        ids += [m.id for m in page]
        after = page[-1].cursor
    assert len(ids) == len(set(ids)) == 25
    assert ids == sorted(ids, key=lambda i: store.match(i).cursor, reverse=True)
    assert store.matches_of("ann", after, 10) == [] and store.matches_of("nobody", None, 10) == []
    publics = [m.id for m in store.public_matches("cat", None, 13)]
    assert publics == ids[:13] and [m.id for m in store.public_matches("cat", store.match(ids[12]).cursor,
                                                                         20)] == ids[13:]
    for sql in () if store_at.backend != "sqlite" else (  # each list searches its index from where
        # the page starts, sorting nothing (SQLite's plan; PostgreSQL's planner goes by its statistics)
        "SELECT m.id FROM match_players p JOIN matches m ON m.id = p.match_id WHERE p.username = 'ann'"
        " AND (p.started_at, p.match_id) < (1e300, '') ORDER BY p.started_at DESC, p.match_id DESC LIMIT 10",
        "SELECT m.id FROM matches m WHERE m.private = 0 AND (m.started_at, m.id) < (1e300, '')"
        " ORDER BY m.started_at DESC, m.id DESC LIMIT 10",
    ):
        plan = " ".join(str(row) for row in store._db.execute("EXPLAIN QUERY PLAN " + sql))
        assert "INDEX" in plan and ")<(?,?)" in plan and "TEMP B-TREE" not in plan, plan
    store.close()


def test_a_store_from_before_the_archive_opens_and_is_migrated_in_place(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURES / "log-before-host-core.sqlite3", path)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 0
    store = Store(path)
    (match,) = store.all_matches()
    assert match.result == "playing" and match.names == ("ann", "Bot 2") and match.players == {0: "ann"}
    assert match.score is None and len(store.match_log(match.id)) > 10
    assert [table.id for table in store.unfinished_tables()] == ["t1-7faad9387b10", "t2-7faad06eb490"]
    store.close()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    again = Store(path)
    assert len(again.all_matches()) == 1
    again.close()


def test_every_step_of_a_replay_is_heard_as_it_was_live_by_each_seat(match_of_games) -> None:
    book = _book(match_of_games)
    assert len(book) == len(match_of_games.log) and book.games == match_of_games.core.table.game_number()
    assert book.final_score == tuple(match_of_games.core.table.score())
    for seat, member in ((0, ANN), (1, BOB)):
        cursor = ReplayCursor(book, Viewer.player(seat))
        for index in range(len(book)):
            assert cursor.go(index)
            assert cursor.heard() == match_of_games.heard[member][index], index


def test_the_board_and_status_keys_answer_for_the_step_whichever_way_it_was_reached(match_of_games) -> None:
    book = _book(match_of_games)
    walked = ReplayCursor(book, Viewer.player(0))
    target = min(len(book) - 1, CHECKPOINT_EVERY * 2 + 5)
    for index in range(target + 1):
        walked.go(index)
    jumped = ReplayCursor(book, Viewer.player(0))
    jumped.go(len(book) - 1)
    jumped.go(target)
    assert jumped.table.grid(Viewer.player(0)) == walked.table.grid(Viewer.player(0))
    for action in (ActionId.STATUS_BOARD, ActionId.STATUS_CUBE, ActionId.STATUS_PIPS, ActionId.STATUS_SCORE,
                   ActionId.STATUS_DICE, ActionId.STATUS_TURN, ActionId.STATUS_IDS):
        assert jumped.ask(Command(action)) == walked.ask(Command(action))
    # The IDs are those of the position at that step, not of the end of the match.
    (ids,), _ = jumped.ask(Command(ActionId.STATUS_IDS))
    position_id, match_id = book.table_at(target)[0].match.gnubg_id().split(":")
    assert ids == Message("bg-status-ids", {"position_id": position_id, "match_id": match_id})
    end = ReplayCursor(book, Viewer.player(0))
    end.go(len(book) - 1)
    assert end.ask(Command(ActionId.STATUS_IDS)) != jumped.ask(Command(ActionId.STATUS_IDS))


def test_games_first_last_and_jumps(match_of_games) -> None:
    book = _book(match_of_games)
    cursor = ReplayCursor(book, Viewer.spectator(1))
    assert cursor.game == 1 and not cursor.previous_game()
    assert cursor.next_game() and cursor.game == 2
    start_of_two = cursor.index
    assert book.steps[start_of_two - 1].game == 1
    assert cursor.go_to_game(book.games) and cursor.game == book.games
    assert not cursor.next_game() and cursor.game == book.games
    assert cursor.previous_game() and cursor.game == book.games - 1
    assert cursor.go_to_game(2) and cursor.index == start_of_two
    assert any("bg-game-started" == m.id or m.id.startswith("bg-game") for m in cursor.heard())


def test_bad_step_requests_change_nothing(match_of_games) -> None:
    book = _book(match_of_games)
    cursor = ReplayCursor(book, Viewer.player(0))
    cursor.go(10)
    before = (cursor.index, cursor.table.snapshot())
    for bad in (-1, len(book), 10**9):
        assert not cursor.go(bad)
    for game in (0, -3, book.games + 1):
        assert not cursor.go_to_game(game)
    assert (cursor.index, cursor.table.snapshot()) == before


def test_nothing_can_be_played_in_a_replay(match_of_games) -> None:
    book = _book(match_of_games)
    cursor = ReplayCursor(book, Viewer.player(0))
    for index in range(len(book)):
        cursor.go(index)
        snapshot = cursor.table.snapshot()
        for key in (Key("enter"), Key("d", shift=True), Key("u"), Key("y"), Key("n")):
            command = cursor.command_for_key(key, 5)
            if command is None:
                continue
            cursor.ask(command)
            assert cursor.table.snapshot() == snapshot
        if index > 40:
            break
    # The book itself never changes: another cursor hears the same.
    assert ReplayCursor(book, Viewer.player(0)).heard() == match_of_games.heard[ANN][0]


def test_a_log_that_does_not_replay_is_refused() -> None:
    played = play_match(3, 1)
    options, names = played.core.options, played.core.names
    with pytest.raises(ReplayError):
        ReplayBook(KIND.create, KIND.declaration.actions, options, names, [])
    with pytest.raises(ReplayError):
        ReplayBook(KIND.create, KIND.declaration.actions, options, names, played.log[1:])
    tampered = [dict(entry) for entry in played.log]
    tampered[0] = {**tampered[0], "dice": tampered[0]["dice"][:-1]}
    with pytest.raises(ReplayError):
        ReplayBook(KIND.create, KIND.declaration.actions, options, names, tampered)
    with pytest.raises(ReplayError):
        ReplayBook(KIND.create, KIND.declaration.actions, options, names, [{"dice": "x", "start": True}])


def test_the_matches_command_lists_the_archive_and_refuses_a_bad_file(tmp_path: Path, capsys) -> None:
    from playpalace_backgammon.cli import main

    path = tmp_path / "s.sqlite3"
    store = Store(path)
    _store_match(store, play_match(2, 1), "first")
    _store_match(store, play_match(3, 1, private=True), "second")
    store.close()
    assert main(["matches", "--db", str(path), "--ids"]) == 0
    assert capsys.readouterr().out.split() == ["second", "first"]
    assert main(["matches", "--db", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("second\t") and lines[0].endswith("\tprivate") and "ann vs bob" in lines[1]
    assert "\tfinished\t1pt\t" in lines[1]
    assert main(["matches", "--db", str(tmp_path / "missing.sqlite3")]) == 2
    assert "no store" in capsys.readouterr().err and not (tmp_path / "missing.sqlite3").exists()
    (tmp_path / "junk").write_text("not a database")
    assert main(["matches", "--db", str(tmp_path / "junk")]) == 2
    assert "not a readable store" in capsys.readouterr().err
