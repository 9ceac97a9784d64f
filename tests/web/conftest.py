"""Fixtures: the real server as a subprocess and one headless Chromium, both shared by the whole session
(loading every language's catalogues and starting a browser take seconds), and players (a fresh browser
context and page each, closed after the test). Tests tell their players apart by name, and a test that
stops the server starts it again."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO

import pytest
from playwright.sync_api import Browser

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:  # so `tests.host` helpers import under a plain `pytest` too
    sys.path.insert(0, str(REPO))

from tests.host.live_server import ServerProcess, free_port  # noqa: E402

from .web_player import WebPlayer, launched_browser, new_context  # noqa: E402

ARTIFACTS = REPO / "test-artifacts"


class WebServer:
    """``python -m playpalace_backgammon serve`` on a free loopback port; restartable on the same port and
    database, as after a crash."""

    def __init__(self, directory: Path) -> None:
        self.db = directory / "lobby.sqlite3"
        self.log = directory / "server.log"
        self.port = free_port()
        self.process: ServerProcess | None = None

    def start(self) -> WebServer:
        # The tests' players press keys faster than a person, each answer awaited with a ping (``settle``);
        # their logins prove the page's path, not the hash's strength (argon2id at its smallest).
        self.process = ServerProcess(self.db, self.port, "--host", "127.0.0.1",
                                     "--rate-per-second", "1000", light_hashes=True).start()
        # Keep reading the server's output: a full pipe would block the server on its next log line.
        output = self.process.process.stdout if self.process.process else None
        threading.Thread(target=self._drain, args=(output,), daemon=True).start()
        return self

    def _drain(self, output: IO[bytes] | None) -> None:
        if output is None:
            return
        with self.log.open("ab") as log:
            for line in output:
                log.write(line)
                log.flush()

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()

    def stop(self) -> None:
        if self.process is not None:
            self.process.stop()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"


@pytest.fixture(scope="package")
def browser() -> Iterator[Browser]:
    """One Chromium for the modules of this folder a worker runs in a row (tests/conftest.py)."""
    yield from launched_browser()


@pytest.fixture(scope="session")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[WebServer]:
    server = WebServer(tmp_path_factory.mktemp("web-server")).start()
    yield server
    server.stop()


@pytest.fixture
def new_player(browser: Browser, web_server: WebServer) -> Iterator[Callable[..., WebPlayer]]:
    """make(name, width=1280, height=800, dark=False): a player in a browser context of its own."""
    players: list[WebPlayer] = []

    def make(name: str, *, width: int = 1280, height: int = 800, dark: bool = False) -> WebPlayer:
        context = new_context(browser, width=width, height=height, dark=dark)
        player = WebPlayer(context, web_server.base_url, name)
        players.append(player)
        return player

    yield make
    for player in players:
        player.context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
