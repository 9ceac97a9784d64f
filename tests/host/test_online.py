"""Who is online, without sockets: one client a name, found in any case; a client that left does not take
away the login that replaced it; and the lobby built on it, a client arriving and leaving."""

from __future__ import annotations

from pathlib import Path

from playpalace_backgammon.host.lobby.lobby import Lobby
from playpalace_backgammon.host.lobby.online import Online
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.tables.bot_driver import RandomBotDriver
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.i18n import Localizer

from .recording_client import RecordingClient


def test_one_client_a_name_found_in_any_case() -> None:
    online = Online()
    ann, bob = RecordingClient("Ann"), RecordingClient("bob")
    online.add(ann)  # type: ignore[arg-type]
    online.add(bob)  # type: ignore[arg-type]
    assert online.get("Ann") is ann and online.get("ann") is None  # exact
    assert online.find("ANN") is ann and online.find("Bob") is bob and online.find("cat") is None
    assert online.names() == ["Ann", "bob"] and len(online) == 2 and set(online) == {ann, bob}


def test_a_client_that_left_leaves_the_login_that_replaced_it() -> None:
    online = Online()
    first, second = RecordingClient("ann"), RecordingClient("ann")
    online.add(first)  # type: ignore[arg-type]
    online.add(second)  # type: ignore[arg-type]
    online.remove(first)  # type: ignore[arg-type]
    assert online.get("ann") is second and len(online) == 1
    online.remove(second)  # type: ignore[arg-type]
    assert online.get("ann") is None and not online


def test_the_lobby_shows_an_arrival_its_main_menu_and_forgets_a_departure(tmp_path: Path) -> None:
    store = Store(tmp_path / "lobby.sqlite3")
    try:
        lobby = Lobby(ServerConfig(db=tmp_path / "lobby.sqlite3"), store, Localizer(),
                      {"backgammon": backgammon()}, RandomBotDriver(0))
        ann, bob = RecordingClient("ann"), RecordingClient("Bob")
        lobby.arrived(ann)  # type: ignore[arg-type]
        lobby.arrived(bob)  # type: ignore[arg-type]
        assert ann.menus[-1][0] == "main_menu"
        assert list(ann.texts()) == ["game-backgammon", "tournaments", "online", "past", "ratings"]
        ann.choose("online")
        assert ann.spoken[-1] == "2 people online: ann, Bob."  # sorted without regard to case
        lobby.departed(bob)  # type: ignore[arg-type]
        assert lobby.online.names() == ["ann"] and not lobby.rooms
    finally:
        store.close()
