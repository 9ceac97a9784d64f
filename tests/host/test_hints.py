"""Hints over a real websocket: H asks the bot pool (gnubg in a spawned worker) and only the asker hears the
answer, which names legal plays of the asker's dice; a spectator hears nothing of it."""

from __future__ import annotations

import asyncio
from typing import Any

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.bots.engine_simple import score_result
from playpalace_backgammon.rules import format_play
from playpalace_backgammon.table.interface import Viewer

from .game_driver import decision, play_turns, room_of
from .live_server import ThreadedServer, WsClient, watch_first_table


def _toggle(client: WsClient, option: str) -> None:
    client.select("table", f"option-{option}")
    client.until(lambda p: p["type"] == "menu" and p["menu_id"] == "table" and _on(p, option))


def _on(menu: dict[str, Any], option: str) -> bool:
    return any(i["id"] == f"option-{option}" and i["text"].endswith(": on") for i in menu["items"])


def _table_with_hints(client: WsClient) -> None:
    client.login("alice")
    client.until_menu("main_menu")
    client.select("main_menu", "game-backgammon")
    client.until_menu("game")
    client.select("game", "create")
    client.until_menu("table")
    client.select("table", "add-bot")
    client.until(lambda p: p["type"] == "menu" and "remove-bot" in [i["id"] for i in p["items"]])
    _toggle(client, "hints")
    client.select("table", "start")
    client.until_menu("turn_menu")


def _until_my_move(server: ThreadedServer, room: Any, alice: WsClient) -> None:
    for _ in range(50):
        pending = server.until(lambda: decision(room), timeout=30)
        if pending[1] is DecisionKind.MOVE:
            alice.ready()
            return
        play_turns(server, room, {0: alice}, 1)
    raise AssertionError("alice never had a move to make")


def test_hint_comes_from_the_pool_to_the_asker_only_and_names_legal_plays(
    server: ThreadedServer, connect: Any
) -> None:
    alice, watcher = connect(), connect()
    _table_with_hints(alice)
    watch_first_table(watcher, "wendy")
    room = room_of(server)
    server.call(lambda: room.core.seats[0].username == "alice") or _fail("alice is not in seat 1")
    _until_my_move(server, room, alice)
    legal = server.call(
        lambda: {format_play(p) for p in room.core.table.hint_context(Viewer.player(0)).legal_plays}
    )
    watcher.settle()
    alice.settle()

    alice.key("h", cell=0)
    header = alice.until(lambda p: p["type"] == "speak" and "legal play" in p["text"], timeout=90)
    spoken = [p["text"] for p in alice.settle() if p["type"] == "speak"]
    plays = [text.split(": ", 1)[1] for text in spoken if text[:1].isdigit() and ": " in text]

    assert plays, f"no play suggested after {header['text']!r}: {spoken}"
    assert set(plays) <= legal, f"suggested {plays}, legal {sorted(legal)}"
    assert server.call(lambda: server.server.lobby.bot_driver.engine_hints) == 1
    heard = [p["text"] for p in watcher.settle() if p["type"] == "speak"]
    assert header["text"] not in heard and not set(heard) & set(spoken)


def test_hint_is_refused_to_a_spectator_and_out_of_turn(server: ThreadedServer, connect: Any) -> None:
    alice, watcher = connect(), connect()
    _table_with_hints(alice)
    watch_first_table(watcher, "wendy")
    watcher.settle()
    watcher.key("h", cell=0)
    refusal = watcher.until(lambda p: p["type"] == "speak", timeout=10)
    assert "legal play" not in refusal["text"]
    assert server.call(lambda: server.server.lobby.bot_driver.engine_hints) == 0


def _fail(message: str) -> None:
    raise AssertionError(message)


def test_without_the_pool_the_hint_is_the_rules_answer(server: ThreadedServer, connect: Any) -> None:
    alice = connect()
    _table_with_hints(alice)
    room = room_of(server)
    pool = server.server.lobby.bot_driver.pool
    asyncio.run_coroutine_threadsafe(pool.close(), server.loop).result(30)  # the pool is gone
    _until_my_move(server, room, alice)
    legal = server.call(
        lambda: [format_play(p) for p in sorted(room.core.table.hint_context(Viewer.player(0)).legal_plays,
                                                key=lambda play: -score_result(play.result))]
    )
    alice.settle()

    alice.key("h", cell=0)
    header = alice.until(lambda p: p["type"] == "speak" and "legal play" in p["text"], timeout=30)
    assert "Simple bot" in header["text"] or len(legal) == 1
    spoken = [p["text"] for p in alice.settle() if p["type"] == "speak"]
    plays = [text.split(": ", 1)[1] for text in spoken if text[:1].isdigit() and ": " in text]

    assert str(len(legal)) in header["text"] or len(legal) == 1
    assert plays and plays == legal[: len(plays)]  # no engine ranked them: the Simple bot's order
    assert server.call(lambda: server.server.lobby.bot_driver.engine_hints) == 0
