"""A money session in the archive and the ratings: match length 0, the leader (nobody when level) as winner,
never rated; spoken in Past matches as a money session (a level one as having no winner, in every list),
and counted in the player's profile (sessions won, lost and level, and points won less points lost, a
session left or abandoned included) from a real SQLite store; and what a finished money table's snapshot
carries for the records."""

from __future__ import annotations

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.lobby.rating_menus import PlayersAndRatings
from playpalace_backgammon.host.store.archive_listing import match_line
from playpalace_backgammon.host.store.ratings import rated_match
from playpalace_backgammon.host.store.store_archive import ArchivedMatch, MoneyRecord, archive_row
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_events import (
    AddBot,
    BotDecided,
    Join,
    Leave,
    SetOption,
    Start,
    Submit,
)
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Viewer

from .store_backends import StorePlaces

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


def test_money_sessions_in_past_matches_and_the_profile(store_at: StorePlaces) -> None:
    from .recording_client import RecordingClient
    from .test_ratings import MenuHost

    store = store_at.open("lobby")
    try:
        saves = [("won", _state([3, 1]), "finished"), ("lost", _state([5, 0], second="ana", first="cat"),
                                                        "finished"),
                 ("level", _state([2, 2]), "finished"), ("left-open", _state([9, 0]), "abandoned"),
                 ("a-match", _state([5, 2], {"match_length": 5}), "finished")]
        for table_id, state, status in saves:
            store.save_table(table_id, "backgammon", state, status)
        # Ana won 3-1, lost 0-5 from the second seat, drew 2-2, and was 9-0 up when the session was
        # abandoned: four sessions, +6. The match does not count. Ratings never saw any of it.
        assert store.money_totals("ANA") == MoneyRecord(sessions=4, won=2, lost=1, level=1, net=6)
        assert store.money_totals("cat") == MoneyRecord(sessions=1, won=1, lost=0, level=0, net=5)
        assert store.money_totals("dan") == MoneyRecord()
        rated = store.standing("ana", "human")
        assert rated is not None and rated.standing.played == 1  # the match alone
        host = MenuHost(store)
        menus = PlayersAndRatings(host, store, host.localizer, host.past)  # type: ignore[arg-type]
        ana = RecordingClient("ana")
        menus.show_profile(ana, "ana", back=lambda: None)  # type: ignore[arg-type]
        assert ana.texts()["money"] == ("Money sessions played: 4: 2 won, 1 lost, 1 with no winner; "
                                        "points won less points lost: +6")
        menus.show_profile(ana, "cat", back=lambda: None)  # type: ignore[arg-type]
        assert ana.texts()["money"] == ("Money sessions played: 1: 1 won, 0 lost, 0 with no winner; "
                                        "points won less points lost: +5")
        menus.show_profile(ana, "dan", back=lambda: None)  # type: ignore[arg-type]
        assert ana.texts()["money"] == "No money session yet."
        won = store.match("won")
        assert won is not None and won.match_length == 0
        assert host.past.entry_text(ana, won).startswith(  # type: ignore[arg-type]
            "Won against Ben, money session, 3 to 1, ")
        played = store.match("a-match")
        assert played is not None and "5-point match" in host.past.entry_text(ana, played)  # type: ignore[arg-type]
        assert match_line(won).split("\t")[2:7] == ["finished", "money", "Ana vs Ben", "3-1", "Ana"]
        assert match_line(played).split("\t")[3] == "5pt"
    finally:
        store.close()


def test_a_level_session_has_no_winner_in_every_list(store_at: StorePlaces) -> None:
    """A money session that ends level is neither won nor lost: Past matches, the public list, the profile
    and the ``matches`` command say it has no winner (not a loss for both, nor a win for the second)."""
    from .recording_client import RecordingClient
    from .test_ratings import MenuHost

    store = store_at.open("lobby")
    try:
        store.save_table("level", "backgammon", _state([6, 6]), "finished")
        level = store.match("level")
        assert level is not None and level.result == "finished" and level.winner is None
        host = MenuHost(store)
        heard = {}
        for name in ("ana", "ben", "cat"):
            client = RecordingClient(name)
            heard[name] = host.past.entry_text(client, level)  # type: ignore[arg-type]
        assert heard["ana"].startswith("No winner against Ben, money session, 6 to 6, ")
        assert heard["ben"].startswith("No winner against Ana, money session, 6 to 6, ")
        assert heard["cat"].startswith("Ana against Ben, money session, 6 to 6, ")
        assert heard["cat"].endswith(", no winner")
        assert store.money_totals("ben") == MoneyRecord(sessions=1, won=0, lost=0, level=1, net=0)
        menus = PlayersAndRatings(host, store, host.localizer, host.past)  # type: ignore[arg-type]
        ben = RecordingClient("ben")
        menus.show_profile(ben, "ben", back=lambda: None)  # type: ignore[arg-type]
        assert ben.texts()["money"] == ("Money sessions played: 1: 0 won, 0 lost, 1 with no winner; "
                                        "points won less points lost: +0")
        assert match_line(level).split("\t")[2:7] == ["finished", "money", "Ana vs Ben", "6-6", "no winner"]
        # In every language, a level session is said otherwise than a won or lost one.
        for language in host.localizer.locales:
            client = RecordingClient("ana")
            client.language = language
            won = ArchivedMatch("w", "backgammon", 1.0, 2.0, "finished", False, 0, ("Ana", "Ben"), (6, 5), 0,
                                OPTIONS, {0: "ana", 1: "ben"})
            lost = ArchivedMatch("l", "backgammon", 1.0, 2.0, "finished", False, 0, ("Ana", "Ben"), (5, 6), 1,
                                 OPTIONS, {0: "ana", 1: "ben"})
            said = {host.past.entry_text(client, match) for match in (level, won, lost)}  # type: ignore[arg-type]
            assert len(said) == 3, language
            client.username = "cat"
            said = {host.past.entry_text(client, match) for match in (level, won, lost)}  # type: ignore[arg-type]
            assert len(said) == 3, language
    finally:
        store.close()


def test_a_losing_session_left_counts_on_the_profile_with_its_points(store_at: StorePlaces) -> None:
    """Ana loses a game of a money session against a bot, then leaves: the table closes, the session is
    kept as abandoned with its score, and her profile counts it with the points she lost."""
    from .recording_client import RecordingClient
    from .test_ratings import KIND, MenuHost, Table

    store = store_at.open("lobby")
    try:
        core = RoomCore("left", KIND.declaration, KIND.create, "ana", 1, dice=SeededDice(5))
        table = Table(core, store)
        table.feed(Join(1, "ana"))
        table.feed(AddBot(1, "Bot 2"))
        for key, value in (("money", True), ("jacoby", False)):
            table.feed(SetOption(1, key, value))
        table.feed(Start(1))
        game = core.table
        assert game is not None
        while not game.between_games:  # type: ignore[attr-defined]
            turn = game.bot_turn()
            assert turn is not None
            if turn.seat == 0:  # Ana gives up a backgammon, accepted at once: 3 points at cube 1
                table.feed(Submit(1, Command(ActionId.RESIGN_BACKGAMMON)))
                continue
            context = turn.context
            if context.kind is DecisionKind.MOVE:
                commands = list(game.point_commands_for_play(turn.seat, context.legal_plays[0]))
            else:
                commands = list(game.commands_for_answer(turn.seat, False))
            assert table.asked is not None
            token, table.asked = table.asked, None
            table.feed(BotDecided(token, commands))
        assert game.score() == (0, 3)
        table.feed(Leave(1, quietly=False))
        assert core.status is RoomStatus.ABANDONED
        left = store.match("left")
        assert left is not None and left.result == "abandoned" and left.score == (0, 3)
        assert store.money_totals("ana") == MoneyRecord(sessions=1, won=0, lost=1, level=0, net=-3)
        host = MenuHost(store)
        ana = RecordingClient("ana")
        PlayersAndRatings(host, store, host.localizer, host.past).show_profile(  # type: ignore[arg-type]
            ana, "ana", back=lambda: None)  # type: ignore[arg-type]
        assert ana.texts()["money"] == ("Money sessions played: 1: 0 won, 1 lost, 0 with no winner; "
                                        "points won less points lost: -3")
        assert host.past.entry_text(ana, left).startswith(  # type: ignore[arg-type]
            "Abandoned against Bot 2, money session, 0 to 3, ")
    finally:
        store.close()
