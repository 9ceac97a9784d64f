"""A bot's name is its number, said in each listener's language: a bot an Arabic-speaking host adds is
"بوت ٢" to the host and "Bot 2" to an English spectator, at the table and in Past matches; the table and
its records keep the name it was given (with its number); a bot saved with a literal name is said as it
is."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_archive import ArchivedMatch

from .live_server import ThreadedServer, WsClient, create_bot_table, watch_first_table
from .recording_client import RecordingClient
from .test_ratings import MenuHost

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
