"""A bot's name is its number, said in each listener's language: a bot an Arabic-speaking host adds is
"بوت ٢" to the host and "Bot 2" to an English spectator, at the table, in Past matches, in a replay by ear
and in a player's recent rated matches; the table and its records keep the name it was given (with its
number); a bot saved with a literal name is said as it is."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from playpalace_backgammon.host.lobby.rating_menus import PlayersAndRatings
from playpalace_backgammon.host.store.ratings import BOTS
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_archive import ArchivedMatch
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_events import AddBot, Join, SetOption, Start
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.interface import Viewer

from .live_server import ThreadedServer, WsClient, create_bot_table, watch_first_table
from .recording_client import RecordingClient
from .test_ratings import KIND, MenuHost, Table, _play

ARABIC_BOT = "بوت ٢"


def test_an_arabic_host_s_bot_is_bot_2_to_an_english_spectator(
    make_server: Callable[..., ThreadedServer], tmp_path: Path
) -> None:
    server = make_server()
    host, bob = WsClient(server.url), WsClient(server.url)
    host.login("layla", locale="ar")
    create_bot_table(host)
    watch_first_table(bob, "bob")
    board = [item["text"] for item in (bob.menu or {}).get("items", [])]
    bob.key("escape", cell=0)  # the actions menu: the seats, named
    actions = [item["text"] for item in bob.until_menu("actions_menu")["items"]]
    assert "Seat 2: Bot 2, a bot" in actions and any("checkers of Bot 2" in text for text in board), board
    assert not any("بوت" in text for text in actions + board + bob.speeches())
    assert any(ARABIC_BOT in item["text"] for item in (host.menu or {}).get("items", []))  # the host's words
    with sqlite3.connect(f"file:{tmp_path / 'lobby.sqlite3'}?mode=ro", uri=True) as con:
        (state,) = con.execute("SELECT state FROM tables").fetchone()
    seats = json.loads(state)["seats"]
    assert seats[1]["username"] == ARABIC_BOT and seats[1]["bot_number"] == 2  # the records' name, its number
    host.close()
    bob.close()


def test_past_matches_say_a_numbered_bot_in_the_listener_s_language(tmp_path: Path) -> None:
    store = Store(tmp_path / "lobby.sqlite3")
    try:
        lobby = MenuHost(store)
        options = {"match_length": 3}
        against_bot = ArchivedMatch("m", "backgammon", 1.0, 2.0, "finished", False, 3, ("layla", ARABIC_BOT),
                                    (3, 1), 0, options, {0: "layla"})
        literal = ArchivedMatch("n", "backgammon", 1.0, 2.0, "finished", False, 3, ("layla", "Gammon Bot"),
                                (3, 1), 0, options, {0: "layla"})
        person = ArchivedMatch("p", "backgammon", 1.0, 2.0, "finished", False, 3, ("layla", ARABIC_BOT),
                               (3, 1), 0, options, {0: "layla", 1: ARABIC_BOT})
        bob, layla = RecordingClient("bob"), RecordingClient("layla")
        layla.language = "ar"
        assert lobby.past.entry_text(bob, against_bot).startswith("layla against Bot 2, ")  # type: ignore[arg-type]
        assert ARABIC_BOT in lobby.past.entry_text(layla, against_bot)  # type: ignore[arg-type]
        assert lobby.past.entry_text(bob, literal).startswith("layla against Gammon Bot, ")  # type: ignore[arg-type]
        # A person who took a bot's name as their account's is said by that name.
        assert ARABIC_BOT in lobby.past.entry_text(bob, person)  # type: ignore[arg-type]
    finally:
        store.close()


def _bot_match(store: Store, host: str, bot: str, number: int | None) -> str:
    """``host`` plays a 1-point match to the end against a bot named ``bot`` (its number ``number``, None as
    tables saved it before bots were numbered), through a RoomCore into ``store``, rated as it ends."""
    core = RoomCore("against-bot", KIND.declaration, KIND.create, host, 1, dice=SeededDice(7))
    table = Table(core, store)
    table.feed(Join(1, host))
    table.feed(AddBot(1, bot, number))
    table.feed(SetOption(1, "match_length", 1))
    table.feed(Start(1))
    _play(table, (1, 2), 7)
    assert core.table is not None and core.table.finished and [c.pool for c in table.rated] == [BOTS]
    return core.id


# (host, its language, the bot's name it made, its number; the listener's language, the name they hear,
# and the words of the host's language they must not hear)
CASES = {
    "arabic host, english listener": ("layla", ARABIC_BOT, 2, "en", "Bot 2", "بوت"),
    "english host, arabic listener": ("ann", "Bot 2", 2, "ar", ARABIC_BOT, "Bot"),
    "saved before numbering": ("layla", ARABIC_BOT, None, "en", "Bot 2", "بوت"),
    "a literal name": ("ann", "Gammon Bot", None, "ar", "Gammon Bot", "Bot 2"),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_a_replay_and_a_profile_say_the_bot_in_the_listener_s_language(
        tmp_path: Path, case: tuple[str, str, int | None, str, str, str]) -> None:
    host, bot, number, language, heard, foreign = case
    store = Store(tmp_path / "lobby.sqlite3")
    try:
        match_id = _bot_match(store, host, bot, number)
        lobby = MenuHost(store)
        listener = RecordingClient("zed")
        listener.language = language
        lobby.past.replay(listener, match_id, back=lambda: None)  # type: ignore[arg-type]
        opening = listener.spoken[0]
        assert host in opening and heard in opening, opening
        session = lobby.past.replays[listener]  # type: ignore[index]
        steps = len(session.cursor.book)
        before = len(listener.spoken)
        for _ in range(steps - 1):
            session.control("next")
        announced = listener.spoken[before:]
        assert sum(heard in line for line in announced) >= 5, announced  # the steps name the bot
        session.listen_as(Viewer.player(1))
        session.listen_as(Viewer.spectator(1))
        assert heard in listener.spoken[-2] and heard in listener.spoken[-1], listener.spoken[-2:]
        assert not any(foreign in line for line in listener.spoken), [
            line for line in listener.spoken if foreign in line][:3]
        menus = PlayersAndRatings(lobby, store, lobby.localizer, lobby.past)  # type: ignore[arg-type]
        menus.show_profile(listener, host, back=lambda: None)  # type: ignore[arg-type]
        line = listener.texts()[f"match-{match_id}"]
        assert heard in line and foreign not in line, line
        if language == "en":
            assert f"against {heard}," in line, line
    finally:
        store.close()
