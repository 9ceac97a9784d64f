"""A whole 1-point match against a bot over a real websocket and SQLite file, then Rematch from the board:
the match's sounds arrive as play_sound packets, each just before its words, in the client's own pack; the
board ends with Rematch and Leave the table; Rematch opens a new table (a second match in the archive) with
the same options, the player in the same seat and the new board shown at once."""

from __future__ import annotations

from typing import Any

from .game_driver import decision, over, room_of
from .live_server import ThreadedServer, WsClient, create_bot_table


def _room(server: ThreadedServer, number: int) -> Any:
    """The table numbered ``number`` (run on the server's loop)."""
    return next((r for r in server.server.lobby.rooms.values() if r.number == number), None)


def _settled(room: Any) -> bool:
    """The match is over, or no play is half made: the keys sent for the last decision have all landed."""
    table = room.core.table
    return over(room) or (table.selected is None and (table.turn is None or not table.turn.moves))


def play_to_the_end(server: ThreadedServer, room: Any, client: WsClient) -> None:
    for _ in range(600):
        server.until(lambda: over(room) or (_settled(room) and decision(room) is not None), timeout=30)
        pending = server.call(lambda: decision(room))
        if pending is None:
            return
        before = server.call(lambda: len(room.core.table.log))
        for key, cell in pending[2]:
            client.key(key, cell=cell)
        server.until(lambda logged=before: len(room.core.table.log) > logged and _settled(room))
        client.ready()
    raise AssertionError("the match never ended")


def test_a_match_sounds_and_rematch_from_the_board_starts_a_new_one(make_server: Any) -> None:
    # A whole match's keys come faster than a person's: the flood limit is raised, not in the way.
    server: ThreadedServer = make_server(rate_per_second=1000, rate_burst=1000)
    alice = WsClient(server.url)
    alice.login("alice", client_type="web")  # our web client: its own pack's names
    create_bot_table(alice, bot_level="random")
    room = room_of(server)
    play_to_the_end(server, room, alice)
    assert server.call(lambda: over(room))
    alice.settle()
    board = alice.menu
    assert board is not None and board["menu_id"] == "turn_menu"
    assert [item["id"] for item in board["items"]][-2:] == ["rematch", "leave"]
    assert [item["id"] for item in board["items"]][:24] == [f"cell-{i}" for i in range(24)]
    seen = alice.seen
    sounds = [(index, p["name"]) for index, p in enumerate(seen) if p["type"] == "play_sound"]
    names = {name for _, name in sounds}
    assert {"roll.wav", "your-turn.wav"} <= names and names & {"match-won.wav", "match-lost.wav"}
    assert all(seen[index + 1]["type"] == "speak" for index, _ in sounds)  # each sound, then its words

    alice.select("turn_menu", "rematch")
    server.until(lambda: (second := _room(server, 2)) is not None and second.core.status.value == "playing")
    second = server.call(lambda: _room(server, 2))
    assert server.call(lambda: second.core.options) == server.call(lambda: room.core.options)
    assert server.call(lambda: second.core.seat_of_user("alice")) == 0
    assert server.call(lambda: room.core.status.value) == "closed"
    alice.until(lambda p: p["type"] == "speak" and "Rematch" in p["text"])
    alice.until(lambda p: p["type"] == "menu" and p["menu_id"] == "turn_menu"
                and "rematch" not in [i["id"] for i in p["items"]])
    ids = server.call(lambda: [match.id for match in server.server.store.all_matches()])
    assert room.core.id in ids and second.core.id in ids
    alice.close()
