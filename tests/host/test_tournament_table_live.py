"""A tournament's table through the real server: on its board Alt+N, Alt+W and Alt+S say the event's "my
next match", who is still in and the standings; its tables are not in the ordinary tables list; and a
person who follows the event from its menu, playing and watching nothing, hears its results. A knockout
of four, 1-point matches, bots at once (bot pacing 0, bots' tables without a rest): seconds. And a match
a person resigns from the board (the table's Resign, confirmed) is recorded as resigned, won by the other
player, in the event as in the archive."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

from .live_server import ThreadedServer, WsClient
from .test_tournaments_live import event_of, leave_table
from .tournament_client import announce, has_item, open_event


def test_board_keys_follow_and_the_tables_list_of_a_tournament(
        make_server: Callable[..., ThreadedServer]) -> None:
    server = make_server(bot_pacing_seconds=0.0, bots_only_share=1.0)
    ann, ben = WsClient(server.url), WsClient(server.url)
    try:
        ann.login("ann")
        ben.login("ben")
        announce(ann, places=6, length=5)  # a knockout of 4 (8 round to 4), 1-point matches, when full
        ann.select("tournament", "join")
        ann.until(has_item("leave"))  # type: ignore[arg-type]
        open_event(ben)
        assert "follow" in ben.item_ids() and "join" in ben.item_ids()
        ben.select("tournament", "follow")
        ben.until_speech("You follow the tournament")
        ben.until(has_item("unfollow"))  # type: ignore[arg-type]
        ann.select("tournament", "fill-bots")
        ann.until_speech("Round 1 of 2: you play")
        ben.until_speech("Round 1, match 2:", timeout=30)  # the bots' result reaches the follower
        # The event's tables are open (ann's waits for her) but not listed among the ordinary tables.
        lobby = server.server.lobby  # type: ignore[union-attr]
        assert server.call(lambda: sum(1 for room in lobby.rooms.values() if room.core.event)) >= 1
        ben.select("tournament", "back")
        ben.until_menu("tournaments")
        ben.select("tournaments", "back")
        ben.until_menu("main_menu")
        ben.select("main_menu", "game-backgammon")
        ben.until_menu("game")
        ben.select("game", "list")
        tables = ben.until_menu("tables")
        assert not [item for item in tables["items"] if item["id"].startswith("table-")]
        # At her table, the event's three keys.
        ann.key("g", alt=True)
        ann.until_menu("turn_menu")
        ann.key("w", alt=True)
        ann.until_speech("Players still in: 3.")
        ann.key("s", alt=True)
        ann.until_speech("ann, seed 1: still in")
        ann.key("n", alt=True)
        ann.until_speech("Your match: round 1 of 2")
        assert ann.menu is not None and ann.menu["menu_id"] == "turn_menu"  # still on the board
        leave_table(ann)
        ben.until_speech("ann resigned.")  # her result too
    finally:
        ann.close()
        ben.close()


def test_a_match_resigned_from_the_board_is_a_resignation_in_the_event_and_the_archive(
        make_server: Callable[..., ThreadedServer], tmp_path: Path) -> None:
    server = make_server(bot_pacing_seconds=0.0, bots_only_share=1.0)
    ann = WsClient(server.url)
    try:
        ann.login("ann")
        announce(ann, format=1, places=7, length=5)  # a Swiss of 6, 1-point matches
        ann.select("tournament", "join")
        ann.until(has_item("leave"))  # type: ignore[arg-type]
        ann.select("tournament", "fill-bots")
        ann.until_speech("Round 1 of 3: you play")
        ann.key("g", alt=True)
        ann.until_menu("turn_menu")
        ann.send({"type": "escape", "menu_id": "turn_menu"})
        ann.until_menu("actions_menu")
        ann.select("actions_menu", "resign_match")  # the table's Resign, from the board's actions ...
        ann.until_speech("Press Y to resign the match")
        ann.key("y")  # ... confirmed: she stays at the table, the match over
        result = ann.until_speech("ann resigned.")["text"]
        winner = result.split(": ", 1)[1].split(" beats ")[0]
        lobby = server.server.lobby  # type: ignore[union-attr]

        def ann_match() -> object:
            core = event_of(server).core  # type: ignore[attr-defined]
            return next(match for match in core.rounds[0] if "ann" in match.players)

        match = server.call(ann_match)
        assert (match.winner, match.how.value) == (winner, "resigned")  # type: ignore[attr-defined]
        assert sorted(match.points) == [0, 1]  # type: ignore[attr-defined]  # the winner: the length
        table_id = server.call(lambda: event_of(server).tables[(1, match.number)])  # type: ignore[attr-defined]
        server.call(lambda: lobby.store.commit())
    finally:
        ann.close()
    with sqlite3.connect(tmp_path / "lobby.sqlite3") as store:
        names, winner_seat, result_status = store.execute(
            "SELECT names, winner, result FROM matches WHERE id = ?", (table_id,)).fetchone()
    assert result_status == "finished" and json.loads(names)[winner_seat] == winner  # the archive agrees
