"""A spectator joining our game mid-match inside PlayPalace 11's own server, through its own join code: it
hears PlayPalace's line that it joined as a spectator, then where the match stands, in our table's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Viewer

from .test_adapter import _choose, _create_table, _render, _server, game_class  # noqa: F401 - a fixture


def test_a_new_spectator_hears_it_is_watching_and_where_the_match_stands(
    game_class: Any, tmp_path: Path  # noqa: F811
) -> None:
    from server.core.users.test_user import MockUser

    server = _server(tmp_path / "playpalace.db")
    alice = MockUser("alice")
    table = _create_table(server, alice, game_class)
    game = table.game
    _choose(table, alice, "add_bot")
    table.handle_event("alice", {"type": "editbox", "input_id": "action_input_editbox", "text": "Ann"})
    _choose(table, alice, "start_game")
    for _ in range(20):
        server._tables.on_tick()

    carol = MockUser("carol")
    alice_heard = len(alice.get_spoken_messages())
    server._auto_join_table(carol, table, game.get_type())  # PlayPalace's "join" on a table in play
    spectator = game.get_player_by_name("carol")
    assert spectator is not None and spectator.is_spectator
    heard = carol.get_spoken_messages()
    assert heard[:2] == ["Joined alice's table as a spectator.", "carol is now spectating."], heard
    expected = [_render(reply) for action in (ActionId.STATUS_SCORE, ActionId.STATUS_TURN)
                for reply in game.table.handle(Viewer.spectator(0), Command(action)).replies]
    assert heard[2:] == expected and expected[0].startswith("Match to 1: "), heard
    assert "turn" in expected[1], expected
    assert alice.get_spoken_messages()[alice_heard:] == ["carol is now spectating."]  # told only carol
    assert "turn_menu" in carol.menus  # and the board, from seat 1's side
