"""The port opens only when the server can answer: the real ``serve`` process has loaded every catalogue, and
restored its unfinished tables, by the moment its port first accepts a connection, and a newcomer's first
login in a language other than English is then answered in it.

The moment is an event, not a time: the test connects until the port accepts, and then reads what the
server had logged before (each log line is written before the next step of start-up begins)."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.table.interface import Message

from .live_server import REPO, WsClient, create_bot_table, free_port

CATALOGUES = re.compile(r"catalogues loaded in [\d.]+ s: (.+)$", re.MULTILINE)
RESTORED = re.compile(r"restored (\d+) tables")


class StartedServer:
    """``serve`` as a process, its log in a file, and what the log held when the port first accepted."""

    def __init__(self, db: Path, log: Path) -> None:
        self.port, self.log = free_port(), log
        self.output = log.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "playpalace_backgammon", "serve", "--port", str(self.port),
             "--db", str(db), "--bot-pacing", "0"],
            cwd=REPO, env=dict(os.environ, PYTHONUNBUFFERED="1"), stdout=self.output,
            stderr=subprocess.STDOUT,
        )
        self.log_when_accepting = self._until_accepting()

    def _until_accepting(self) -> str:
        """Connect until the port accepts (the process ending first fails the test); the log at that moment.
        The ceiling is only there so a server that never listens fails instead of hanging the suite."""
        ceiling = time.monotonic() + 300
        while time.monotonic() < ceiling:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=5):
                    return self.log.read_text(encoding="utf-8", errors="replace")
            except OSError:
                assert self.process.poll() is None, "serve exited: " + self.log.read_text(errors="replace")
                time.sleep(0.02)
        raise AssertionError("the port never accepted: " + self.log.read_text(errors="replace"))

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def end(self, signum: int = signal.SIGTERM) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signum)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(30)
        self.output.close()


def _catalogues_loaded(log: str) -> list[str]:
    found = CATALOGUES.search(log)
    return found.group(1).split() if found else []


def _newcomer_is_answered_in(server: StartedServer, name: str, locale: str, localizer: Localizer) -> None:
    client = WsClient(server.url)
    try:
        assert client.login(name, locale=locale)["type"] == "authorize_success"
        welcome = localizer.render(Message("login-welcome", {"name": name}), locale)
        assert welcome != localizer.render(Message("login-welcome", {"name": name}), "en")
        client.until(lambda p: p["type"] == "speak" and p["text"] == welcome)
        client.until_menu("main_menu")
    finally:
        client.close()


def test_the_port_opens_with_every_catalogue_loaded_and_the_tables_restored(tmp_path: Path) -> None:
    localizer = Localizer()
    locales = list(localizer.locales)
    assert len(locales) == 13
    db = tmp_path / "lobby.sqlite3"

    first = StartedServer(db, tmp_path / "first.log")
    try:
        assert _catalogues_loaded(first.log_when_accepting) == locales, first.log_when_accepting
        assert RESTORED.search(first.log_when_accepting) is None  # a new store: no table to restore
        _newcomer_is_answered_in(first, "nadia", "ar", localizer)
        host = WsClient(first.url)
        host.login("hana", locale="de")
        create_bot_table(host)  # a match under way, against a bot
        first.end(signal.SIGKILL)
        host.close()
    finally:
        first.end()

    again = StartedServer(db, tmp_path / "again.log")
    try:
        log = again.log_when_accepting
        assert _catalogues_loaded(log) == locales, log
        restored = RESTORED.search(log)
        assert restored is not None and int(restored.group(1)) == 1, log
        _newcomer_is_answered_in(again, "zhou", "zh-CN", localizer)
    finally:
        again.end()
