"""Our web client downloads a match's export: the match being played (from the table's actions menu) and,
once abandoned, the same match from Past matches; each a real file fetched with the session's token."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .web_player import WebPlayer


def _download(player: WebPlayer, item_id: str) -> tuple[str, str]:
    """Choose a download item; the saved file's name and text."""
    player.wait_for_item(item_id)
    with player.page.expect_download(timeout=15_000) as info:
        player.choose(item_id)
    download = info.value
    assert download.failure() is None, download.failure()
    return download.suggested_filename, Path(download.path()).read_text(encoding="utf-8")


def test_a_match_under_way_and_then_past_is_downloaded(new_player: Callable[..., WebPlayer]) -> None:
    player = new_player("fiona")
    player.log_in()
    player.create_bot_table("random")
    player.start_game()
    player.press("Escape")
    name, text = _download(player, "download-mat")
    assert name.startswith("fiona-") and name.endswith(".mat"), name
    assert "point match" in text and "fiona" in text, text[:300]
    player.wait_to_hear("Downloading")
    player.wait_for_board()  # back on the board after the download
    player.press("Escape")
    player.choose("leave")  # no one is left: asked first, and Y gives the match up
    player.wait_to_hear("Y or N")
    player.press("y")
    player.choose("past")
    player.choose("mine")
    player.choose_first("match-")
    name, text = _download(player, "download-sgf")
    assert name.endswith(".sgf") and "GM[6]" in text and "fiona" in text, (name, text[:300])
    assert not player.console_errors, player.console_errors
