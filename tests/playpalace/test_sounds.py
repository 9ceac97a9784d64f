"""Our table's sounds in PlayPalace 11's own web client, unchanged: the play_sound packets our server sends
name sounds of PlayPalace's own pack, and its client plays them (the dice of the opening roll, loaded from
the pack in the shared copy); the board's points carry PlayPalace backgammon's token sounds, which its
client plays as the focus moves over them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Route

from tests.host.live_server import ThreadedServer

from .playpalace_page import PlayPalacePage

# Every sound the page starts, with whether its file loaded: recorded from HTMLMediaElement.play.
PLAYED = """
(() => {
  const played = [];
  window.__played = played;
  const native = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play(...args) {
    const entry = { src: this.currentSrc || this.src, volume: this.volume, loaded: false, failed: false };
    played.push(entry);
    this.addEventListener("canplaythrough", () => { entry.loaded = true; }, { once: true });
    this.addEventListener("error", () => { entry.failed = true; }, { once: true });
    return native.apply(this, args);
  };
})();
"""


@pytest.fixture(scope="module")
def at_table(browser: Any, server: ThreadedServer, playpalace11: Path) -> Iterator[PlayPalacePage]:
    """sona at PlayPalace's web client, a 1-point match against a bot just started. The shared copy's
    clients/web/sounds is a link to the desktop client's pack that our static server does not follow, so
    the page's sound requests are answered from that pack, as PlayPalace's own deployment serves them."""
    assert server.server is not None
    port = server.server.port
    pack = playpalace11 / "clients" / "desktop" / "sounds"
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")

    def serve_sound(route: Route) -> None:
        name = route.request.url.split("/sounds/", 1)[1].split("?", 1)[0]
        path = (pack / name).resolve()
        if path.is_relative_to(pack.resolve()) and path.is_file():
            route.fulfill(status=200, content_type="audio/ogg", body=path.read_bytes())
        else:
            route.fulfill(status=404, body="")

    context.route("**/sounds/**", serve_sound)
    context.add_init_script(script=PLAYED)
    page = PlayPalacePage(context, f"http://127.0.0.1:{port}/", f"ws://127.0.0.1:{port}", "sona")
    try:
        page.log_in()
        page.choose("Backgammon")
        page.choose("Create a table")
        page.choose("Add a bot")
        board = page.choose("Start the game")
        assert board["menu_id"] == "turn_menu"
        yield page
    finally:
        context.close()


def _played(page: PlayPalacePage) -> list[dict[str, Any]]:
    return list(page.page.evaluate("window.__played"))


def test_the_dice_of_the_opening_roll_play_from_playpalaces_own_pack(at_table: PlayPalacePage) -> None:
    page = at_table
    packets = [p for p in page.received() if p.get("type") == "play_sound"]
    assert packets and all(not p["name"].endswith(".wav") for p in packets)  # never our own pack's names
    assert any(p["name"].startswith("game_squares/diceroll") for p in packets)
    page.wait_until(
        """() => window.__played.some((p) => p.src.includes('/sounds/game_squares/diceroll') && p.loaded)""",
        None, "the dice sound played and loaded")
    assert not any(p["failed"] for p in _played(page) if "diceroll" in p["src"])


def test_the_board_points_sound_as_the_focus_moves_over_them(at_table: PlayPalacePage) -> None:
    page = at_table
    board = page.last_menu()
    sounds = [item.get("sound") for item in board["items"] if isinstance(item, dict)]
    assert set(filter(None, sounds)) <= {f"game_squares/token{n}.ogg" for n in (1, 3, 4, 7)}
    assert sum(1 for sound in sounds if sound) >= 8  # the opening's eight points, or more once played
    here = page.selection()
    target = next(index for index, sound in enumerate(sounds) if sound and index != here)
    before = len(_played(page))
    page.move_to(target)
    page.wait_until(
        "([mark, name]) => window.__played.slice(mark).some((p) => p.src.endsWith('/sounds/' + name))",
        [before, sounds[target]], f"the client to play {sounds[target]}")
