"""Fixtures for PlayPalace 11's own clients against our server: the shared copy of PlayPalace 11 (skipped,
saying why, when it is not there), our server in this process on a loopback port with seeded dice
(``seeded.py``), serving PlayPalace's web client from that copy as its static directory, and one headless
Chromium."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:  # so `tests.host` helpers import under a plain `pytest` too
    sys.path.insert(0, str(REPO))

from tests.host.live_server import ThreadedServer  # noqa: E402
from tests.shared_copy import PLAYPALACE11, not_found  # noqa: E402
from tests.web.web_player import launched_browser  # noqa: E402

from .playpalace_page import PlayPalacePage  # noqa: E402
from .seeded import seeded_server  # noqa: E402


@pytest.fixture(scope="package")
def browser() -> Iterator[Browser]:
    """One Chromium for the modules of this folder a worker runs in a row (tests/conftest.py)."""
    yield from launched_browser()


@pytest.fixture(scope="session")
def playpalace11() -> Path:
    """The copy of PlayPalace 11 (its server, web and desktop clients) the tests read and run."""
    if not (PLAYPALACE11 / "clients" / "web" / "app.js").is_file():
        pytest.skip(not_found("web client of PlayPalace 11", PLAYPALACE11 / "clients" / "web"))
    return PLAYPALACE11


@pytest.fixture(scope="module")
def server(playpalace11: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ThreadedServer]:
    """Our lobby server with PlayPalace's web client as its static files; tables roll seeded dice."""
    db = tmp_path_factory.mktemp("playpalace") / "lobby.sqlite3"
    with seeded_server(db=db, static_dir=playpalace11 / "clients" / "web") as running:
        yield running


@pytest.fixture
def open_page(browser: Browser, server: ThreadedServer) -> Iterator[Callable[[str], PlayPalacePage]]:
    """open_page(name): PlayPalace's web client in a browser context of its own, not yet logged in."""
    assert server.server is not None
    port = server.server.port
    pages: list[PlayPalacePage] = []

    def make(name: str) -> PlayPalacePage:
        context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
        page = PlayPalacePage(context, f"http://127.0.0.1:{port}/", f"ws://127.0.0.1:{port}", name)
        pages.append(page)
        return page

    yield make
    for page in pages:
        page.context.close()
