"""What each person sees, over a real websocket: the visual board state goes to our web client only, a
spectator who switches the seat they watch from gets that seat's grid and announcements, and a table that
had not started comes back after a restart, ready to start."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.interface import Viewer

from .game_driver import play_turns, room_of, settled
from .live_server import ThreadedServer, WsClient, create_bot_table, watch_first_table


def _states(client: WsClient) -> list[dict[str, Any]]:
    return [
        json.loads(p["text"]) for p in client.seen if p["type"] == "speak" and p["buffer"] == "board_state"
    ]


def test_board_state_goes_to_web_clients_only_and_matches_the_table(
    server: ThreadedServer, connect: Any
) -> None:
    alice, web_watcher, plain_watcher = connect(), connect(), connect()
    alice.login("alice", client_type="web")
    create_bot_table(alice)
    watch_first_table(web_watcher, "wendy", client_type="web")
    watch_first_table(plain_watcher, "pete")
    room = room_of(server)
    play_turns(server, room, {0: alice}, 4)
    settled(server, room, alice, web_watcher, plain_watcher)

    def expected() -> dict[str, Any]:
        table = room.core.table
        board = table.board_for(0)
        colours = table.colours
        moving = table.match.phase is Phase.MOVING
        owner = table.match.cube_owner
        points = []
        for point in range(1, 25):  # seat 0's numbering: both watch from seat 0's side
            mine, theirs = board.mover[point], board.opponent[25 - point]
            points.append([colours[0], mine] if mine else ([colours[1], theirs] if theirs else [None, 0]))
        return {
            "bar": {colours[0]: board.mover[25], colours[1]: board.opponent[25]},
            "off": {colours[0]: board.mover[0], colours[1]: board.opponent[0]},
            "dice": list(table.turn.dice_left()) if moving and table.turn is not None else [],
            "dice_used": list(table.visual_state().dice_used),
            "cube": {"value": table.match.cube_value, "owner": None if owner is None else colours[owner]},
            "points": points,
            "selected": table.visual_state().selected,  # the person's sub-moves end with no selection
            "near": colours[0],
        }

    now = server.call(expected)
    for client in (alice, web_watcher):
        states = _states(client)
        assert states, "a web client got no board state"
        assert states[-1] == now
        assert all(p["muted"] for p in client.seen if p.get("buffer") == "board_state")
    assert not _states(plain_watcher)
    assert not any(p.get("buffer") == "board_state" for p in plain_watcher.seen)
    assert any(s["dice"] for s in _states(alice)), "dice were never shown while someone moved"


def _cells(menu: dict[str, Any]) -> list[str]:
    return [item["text"] for item in menu["items"] if item["id"].startswith("cell-")]


def test_spectator_switching_seat_gets_that_seats_numbering(server: ThreadedServer, connect: Any) -> None:
    alice, watcher = connect(), connect()
    alice.login("alice")
    create_bot_table(alice)
    watch_first_table(watcher, "wendy")
    room = room_of(server)
    localizer = server.server.localizer

    def grid(perspective: int) -> list[str]:
        cells = room.core.table.grid(Viewer.spectator(perspective)).cells
        return [localizer.render(c.label, "en") for c in cells]

    assert _cells(watcher.menu or {}) == server.call(lambda: grid(0))
    watcher.send({"type": "escape", "menu_id": "turn_menu"})
    watcher.until_menu("actions_menu")
    watcher.select("actions_menu", "watch-1")
    board = watcher.until_menu("turn_menu")
    assert _cells(board) == server.call(lambda: grid(1))
    assert server.call(lambda: grid(1)) != server.call(lambda: grid(0))

    seen_before = len(watcher.seen)
    recent_before = server.call(lambda: len(room.core.recent))
    play_turns(server, room, {0: alice}, 3)
    settled(server, room, watcher)
    after = server.call(lambda: list(room.core.recent))[recent_before:] if recent_before < 30 else []
    heard = [p["text"] for p in watcher.seen[seen_before:] if p["type"] == "speak"]
    mine = [localizer.render(a.message, "en") for a in after if 1 in a.audience.spectator_perspectives]
    others = [localizer.render(a.message, "en") for a in after if 1 not in a.audience.spectator_perspectives]
    assert mine, "nothing was announced to seat 2's side"
    assert all(text in heard for text in mine)
    assert not [text for text in others if text in heard and text not in mine]
    assert _cells(watcher.menu or {}) == server.call(lambda: grid(1))


def test_a_table_that_had_not_started_is_restored_and_can_start(
    make_server: Callable[..., ThreadedServer], tmp_path: Any
) -> None:
    db = tmp_path / "restore.sqlite3"
    first = make_server(db=db)
    alice = WsClient(first.url)
    alice.login("alice")
    alice.until_menu("main_menu")
    alice.select("main_menu", "game-backgammon")
    alice.until_menu("game")
    alice.select("game", "create")
    alice.until_menu("table")
    alice.select("table", "add-bot")
    alice.until(lambda p: p["type"] == "menu" and "remove-bot" in [i["id"] for i in p["items"]])
    alice.select("table", "option-match_length")
    alice.until_menu("option-match_length")
    alice.select("option-match_length", "value-3")
    alice.until(lambda p: p["type"] == "menu" and p["menu_id"] == "table" and "Match length: 3" in str(p))
    alice.close()
    first.stop()

    second = make_server(db=db)
    restored = room_of(second)
    core = restored.core
    assert second.call(lambda: (core.status.value, core.table, core.options["match_length"])) == (
        "waiting",
        None,
        3,
    )
    assert second.call(lambda: [s.kind.value for s in restored.core.seats]) == ["human", "bot"]
    again = WsClient(second.url)
    try:
        again.login("alice")
        menu = again.until_menu("table")
        assert "start" in [i["id"] for i in menu["items"]]
        again.select("table", "start")
        again.until_menu("turn_menu")
        assert second.call(lambda: (core.status.value, core.table.options.match_length)) == ("playing", 3)
    finally:
        again.close()
