"""What the pages look like and how assistive technology reads them: axe-core on the login page, the lobby and
the board (light and dark), and screenshots of the board at a desktop's and a phone's width."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser

from .conftest import WebServer
from .web_player import WebPlayer, new_context

pytestmark = pytest.mark.slow(7)  # seconds on an idle machine: its folder (tests/conftest.py) starts first

AXE = Axe()
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
THEMES = ["light", "dark"]


def assert_no_violations(player: WebPlayer, where: str) -> None:
    results = AXE.run(player.page)
    assert results.violations_count == 0, f"{where}:\n{results.generate_report()}"


@pytest.fixture(scope="module")
def at_board(browser: Browser, web_server: WebServer) -> Iterator[WebPlayer]:
    """One player at a started table against a bot; tests change its viewport and colour scheme."""
    context = new_context(browser)
    player = WebPlayer(context, web_server.base_url, "looker")
    player.log_in()
    player.create_bot_table("gnubg_0ply")
    player.start_game()
    yield player
    context.close()


@pytest.mark.parametrize("theme", THEMES)
def test_login_page_and_lobby_have_no_axe_violations(
    new_player: Callable[..., WebPlayer], theme: str
) -> None:
    player = new_player(f"axe-lobby-{theme}", dark=theme == "dark")
    player.open()
    assert_no_violations(player, "login page")
    player.log_in()
    assert_no_violations(player, "main menu")
    player.choose("game-backgammon")
    player.choose("create")
    player.wait_for_item("option-match_length")
    assert_no_violations(player, "waiting room")


@pytest.mark.parametrize("theme", THEMES)
@pytest.mark.parametrize("size", list(SIZES))
def test_board_is_accessible_and_drawn(at_board: WebPlayer, artifacts: Path, size: str, theme: str) -> None:
    width, height = SIZES[size]
    page = at_board.page
    page.set_viewport_size({"width": width, "height": height})
    page.emulate_media(color_scheme="dark" if theme == "dark" else "light")
    page.wait_for_function("(theme) => document.documentElement.dataset.theme === theme", arg=theme)
    at_board.settle()
    assert_no_violations(at_board, f"board, {size}, {theme}")

    grid = page.locator("[role='grid']")
    assert page.locator("[role='gridcell'].is-point").count() == 24
    # The board fits the page's width, and the checkers drawn are the ones the labels name.
    box = grid.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width, box
    drawn = page.evaluate(
        """() => [...document.querySelectorAll("[role='gridcell'].is-point .pt")].reduce(
            (sum, art) => sum + Number(art.dataset.count), 0)"""
    )
    assert drawn == 30, drawn
    page.screenshot(path=str(artifacts / f"board-{width}x{height}-{theme}.png"), full_page=True)
