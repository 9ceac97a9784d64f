"""The lobby over a real websocket: menus, tables, options, joining, watching, chat, presence, ping."""

from __future__ import annotations

import json

from playpalace_backgammon.table.backgammon import DECLARATION

from .game_driver import play_turns, room_of, settled
from .live_server import create_bot_table, create_table, open_first_table


def test_host_menu_offers_every_option_bots_start_and_leave(server, connect):
    host = connect()
    host.login("hostess")
    create_table(host)
    ids = host.item_ids()
    for spec in DECLARATION.options:
        assert f"option-{spec.id}" in ids
    assert {"add-bot", "start", "leave"} <= set(ids)
    host.select("table", "option-match_length")
    values = host.until_menu("option-match_length")
    assert [item["id"] for item in values["items"]][:2] == ["value-1", "value-2"]
    host.select("option-match_length", "value-5")
    host.until_menu("table")
    assert host.item_text("option-match_length").endswith(": 5")
    host.select("table", "option-hints")
    host.until(lambda p: p["type"] == "menu" and p["menu_id"] == "table")
    assert host.item_text("option-hints").endswith("on")
    host.select("table", "start")
    assert host.until_speech("Every seat needs")
    host.select("table", "add-bot")
    host.until(lambda p: p["type"] == "menu" and "remove-bot" in [i["id"] for i in p["items"]])
    host.select("table", "start")
    board = host.until_menu("turn_menu")
    assert board["grid_enabled"] is True and board["grid_width"] == 12
    cells = [item for item in board["items"] if item["id"].startswith("cell-")]
    assert len(cells) == 24
    room = room_of(server)
    assert server.call(lambda: room.core.table.options.match_length) == 5


def test_join_as_player_and_spectator_who_hears_every_public_announcement(server, connect):
    host, guest, watcher = connect(), connect(), connect()
    host.login("h1")
    create_table(host)
    guest.login("g1")
    entry = open_first_table(guest)
    assert "h1" in entry["text"] and "1 of 2" in entry["text"] and "1-point match" in entry["text"]
    guest.select("join", "join")
    guest.until_menu("table")
    host.until_speech("g1 joined")
    watcher.login("w1")
    watcher.until_menu("main_menu")
    watcher.select("main_menu", "game-backgammon")
    watcher.until_menu("game")
    watcher.select("game", "list")
    watcher.until_menu("tables")
    watcher.select("tables", entry["id"])
    join = watcher.until_menu("join")
    assert "join" not in [item["id"] for item in join["items"]]  # the seats are full
    watcher.select("join", "watch")
    watcher.until_menu("table")
    host.select("table", "start")
    for client in (host, guest, watcher):
        client.until_menu("turn_menu")
    room = room_of(server)
    play_turns(server, room, {0: host, 1: guest}, 6)
    settled(server, room, host, guest, watcher)
    recent = server.call(lambda: list(room.core.recent))
    public = [a for a in recent if 0 in a.audience.spectator_perspectives]
    assert public
    heard = watcher.speeches()
    rendered = [server.server.localizer.render(a.message, "en") for a in public]
    missing = [text for text in rendered if text not in heard]
    assert not missing, (missing, heard[-10:])
    # The spectator is offered no acting action on the board.
    acting = {"roll", "double", "take", "drop", "hint", "cube_hint", "undo"}
    assert not acting & set(watcher.item_ids())


def test_the_open_tables_list_says_a_table_is_a_money_session(server, connect):
    host, guest = connect(), connect()
    host.login("h2")
    create_table(host)
    host.select("table", "option-money")
    host.until(lambda p: p["type"] == "menu" and p["menu_id"] == "table"
               and host.item_text("option-money").endswith("on"))
    guest.login("g2")
    entry = open_first_table(guest)
    assert entry["text"].startswith("Table ") and ", money session, host h2," in entry["text"]


def test_table_and_global_chat_presence_and_ping(server, connect):
    a, b, c = connect(), connect(), connect()
    a.login("ann")
    create_table(a)
    b.login("ben")
    open_first_table(b)
    b.select("join", "join")
    b.until_menu("table")
    c.login("cid")
    c.until_menu("main_menu")
    a.send({"type": "chat", "message": "good luck", "convo": "local"})
    relay = b.until(lambda p: p["type"] == "chat")
    assert relay == {
        "type": "chat",
        "convo": "local",
        "sender": "ann",
        "message": "good luck",
        "language": "Other",
    }
    c.send({"type": "chat", "message": "hello all", "convo": "global"})
    assert a.until(lambda p: p["type"] == "chat" and p["message"] == "hello all")["sender"] == "cid"
    assert b.until(lambda p: p["type"] == "chat")["message"] == "hello all"
    assert all(p.get("message") != "good luck" for p in c.settle() if p["type"] == "chat")
    c.send({"type": "list_online"})
    online = c.until_speech("online")["text"]
    assert all(name in online for name in ("ann", "ben", "cid"))
    c.send({"type": "ping"})
    c.until(lambda p: p["type"] == "pong")


def test_msgpack_subprotocol_speaks_the_same_packets(server, connect):
    client = connect(use_msgpack=True)
    assert client.ws.subprotocol == "playpalace.msgpack"
    assert client.login("packer")["type"] == "authorize_success"
    create_bot_table(client)
    client.key("p")
    assert client.until(lambda p: p["type"] == "speak" and p["buffer"] == "table")


def test_leaving_the_last_seat_of_a_match_asks_first_then_gives_it_up(server, connect):
    """Nobody else is left to play on: leaving, once confirmed, forfeits the match and the game in play
    (at the start, two checkers in the bot's home board: a backgammon, 3 points)."""
    host = connect()
    host.login("solo")
    create_bot_table(host)
    host.send({"type": "escape", "menu_id": "turn_menu"})
    host.until_menu("actions_menu")
    host.select("actions_menu", "leave")
    host.until_speech("Leaving gives up the match: you lose it, and this game counts as a backgammon")
    assert server.call(lambda: len(server.server.lobby.rooms)) == 1
    host.key("y")
    host.until_menu("main_menu")
    assert server.call(lambda: len(server.server.lobby.rooms)) == 0
    status, state = server.call(
        lambda: server.server.store._db.execute("SELECT status, state FROM tables").fetchone())
    assert status == "closed" and json.loads(state)["score"][1] >= 3
    result = server.call(lambda: server.server.store._db.execute("SELECT result FROM matches").fetchone())
    assert result == ("finished",)


def test_a_bot_is_named_by_its_number_in_each_listener_s_language(server, connect):
    host, watcher = connect(), connect()
    host.login("olga", locale="ru")
    create_table(host)
    host.select("table", "add-bot")
    table = host.until(lambda p: p["type"] == "menu" and "remove-bot" in [i["id"] for i in p["items"]])
    assert next(item["text"] for item in table["items"] if item["id"] == "seat-1") == "Место 2: Бот 2, бот"
    watcher.login("will")
    open_first_table(watcher)
    watcher.select("join", "watch")
    watching = watcher.until_menu("table")
    seat = next(item["text"] for item in watching["items"] if item["id"] == "seat-1")
    assert seat == "Seat 2: Bot 2, a bot"
    host.select("table", "start")
    watcher.until_speech("Bot 2 rolls")  # the opening roll
    assert not any("Бот" in text for text in watcher.speeches())
