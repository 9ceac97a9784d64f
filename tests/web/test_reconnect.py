"""The client reconnects by itself and takes its seat back: after its websocket is closed under it, and after
the server is killed and started again on the same port and database."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from .conftest import WebServer
from .keyboard_game import act_once, focus_on_point
from .web_player import WebPlayer

pytestmark = pytest.mark.slow(5)  # seconds on an idle machine: this module starts first


def seated_player(new_player: Callable[..., WebPlayer], name: str) -> WebPlayer:
    player = new_player(name)
    player.log_in()
    player.create_bot_table("gnubg_0ply")
    player.start_game()
    return player


def assert_seat_resumed(player: WebPlayer, since: int) -> None:
    """Back on the board, focus on a point, and the seat still ours: our next decision is carried out."""
    player.wait_to_hear("Reconnected.", since, timeout=30)
    player.wait_to_hear("back at your table", since, timeout=10)
    player.wait_for_board()
    focus_on_point(player)
    for _ in range(10):
        if act_once(player) in ("roll", "select", "move"):
            break
    else:
        player.fail("no decision of ours after reconnecting")
    status = player.page.locator("#status").text_content() or ""
    assert f"Connected as {player.name}" in status, status


def test_reconnects_after_its_socket_is_closed(new_player: Callable[..., WebPlayer]) -> None:
    player = seated_player(new_player, "dora")
    mark = player.heard_count()
    opened = player.page.evaluate("window.__seen.opened")
    player.page.evaluate("window.__seen.sockets.at(-1).close()")
    lost = player.wait_to_hear("Connection lost", mark)
    assertive = player.page.locator("#live-assertive p").all_text_contents()
    assert lost in assertive, f"the lost connection is not announced assertively: {assertive}"
    assert_seat_resumed(player, mark)
    assert player.page.evaluate("window.__seen.opened") == opened + 1


def test_reconnects_after_the_server_restarts(
    new_player: Callable[..., WebPlayer], web_server: WebServer
) -> None:
    player = seated_player(new_player, "eric")
    mark = player.heard_count()
    web_server.kill()
    player.wait_to_hear("Connection lost", mark)
    web_server.start()
    assert_seat_resumed(player, mark)
