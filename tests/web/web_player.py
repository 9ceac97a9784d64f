"""A person at the web client, driven through Playwright by keyboard, who listens to the live regions.

Every wait is for something the server says (a websocket frame, a menu, an announcement), never a fixed sleep;
failures name what was awaited and quote the last announcements heard.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeout

RECORDER = (Path(__file__).parent / "recorder.js").read_text(encoding="utf-8")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
QUIET_MS = 60
# Debian's headless shell: the full browser's engine without its windowing, a third less CPU for these tests.
CHROMIUM = Path("/usr/bin/chromium-headless-shell")


def launched_browser() -> Iterator[Browser]:
    """Playwright and a headless Chromium, closed when the generator is (the ``browser`` fixtures)."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make browser` (scripts/ensure-chromium.sh)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield chromium
        chromium.close()


def new_context(browser: Browser, *, locale: str = "en-GB", width: int = 1280, height: int = 800,
                dark: bool = False) -> BrowserContext:
    """A browser context of the tests' person: a desktop's window, the given language and colour scheme, and
    reduced motion. The page's focus ring eases in over 80 ms where motion is not reduced: at every key a
    test presses Chromium would paint its frames (a third more frames, a fifth more of the renderer's time
    in a walk over the board), and what the tests read (focus, the DOM, the live regions) is the same."""
    return browser.new_context(
        viewport={"width": width, "height": height},
        color_scheme="dark" if dark else "light",
        locale=locale,
        reduced_motion="reduce",
    )


class WebPlayer:
    """One browser page logged in (or about to log in) as one user."""

    def __init__(self, context: BrowserContext, base_url: str, name: str) -> None:
        self.context = context
        self.base_url = base_url
        self.name = name
        context.add_init_script(script=RECORDER)
        self.page: Page = context.new_page()
        self.console_errors: list[str] = []
        self.page.on("console", lambda m: self.console_errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda error: self.console_errors.append(str(error)))

    # What the page has heard and shows.

    def heard(self, since: int = 0) -> list[str]:
        """Every text appended to the live regions (role="log"), in order, from index ``since``."""
        script = "(since) => window.__seen.heard.slice(since).map((h) => h.text)"
        return list(self.page.evaluate(script, since))

    def spoken(self) -> list[str]:
        """Every text the server sent to be announced (speak packets, not muted), in order."""
        return list(self.page.evaluate("window.__seen.spoken"))

    def heard_count(self) -> int:
        return int(self.page.evaluate("window.__seen.heard.length"))

    def last_heard(self, count: int = 12) -> str:
        return " | ".join(self.heard()[-count:])

    def frames(self) -> int:
        return int(self.page.evaluate("window.__seen.frames"))

    def items(self) -> list[dict[str, Any]]:
        """The menu as drawn: id, text and role of each item, in order."""
        return list(
            self.page.evaluate(
                """() => [...document.querySelectorAll('#menu-root [data-index]')].map((el) => ({
                    id: el.dataset.id ?? null, text: el.textContent, role: el.getAttribute('role') }))"""
            )
        )

    def item_ids(self) -> list[str]:
        return [item["id"] for item in self.items()]

    def focused(self) -> dict[str, Any] | None:
        """The focused menu item or grid cell (id, text, role), or None when focus is elsewhere."""
        return self.page.evaluate(  # type: ignore[no-any-return]
            """() => {
                const el = document.activeElement;
                if (!el || !el.closest('#menu-root') || !el.dataset.index) return null;
                return { id: el.dataset.id ?? null, text: el.textContent, role: el.getAttribute('role') };
            }"""
        )

    def look(self) -> tuple[dict[str, Any] | None, list[str]]:
        """``focused()`` and ``item_ids()`` in one round trip to the page."""
        focused, ids, _frames = self.glance()
        return focused, ids

    def glance(self) -> tuple[dict[str, Any] | None, list[str], int]:
        """``look()``, and how many frames had come when the page was looked at: waiting for a frame newer
        than that cannot miss one that came between the look and the wait."""
        focused, ids, frames = self.page.evaluate(
            """() => {
                const el = document.activeElement;
                const focused = el && el.closest('#menu-root') && el.dataset.index
                    ? { id: el.dataset.id ?? null, text: el.textContent, role: el.getAttribute('role') }
                    : null;
                return [focused, [...document.querySelectorAll('#menu-root [data-index]')]
                    .map((item) => item.dataset.id ?? null), window.__seen.frames];
            }"""
        )
        return focused, list(ids), int(frames)

    def walk(self, keys: list[str]) -> list[str | None]:
        """Press each of ``keys`` in turn (no answer awaited) and say where each left focus: the focused menu
        item's id as the key came up (None off the menu), all read in one look at the end."""
        mark = int(self.page.evaluate("window.__seen.focusAfterKeys.length"))
        for key in keys:
            self.page.keyboard.press(key)
        walked = list(self.page.evaluate("(n) => window.__seen.focusAfterKeys.slice(n)", mark))
        if len(walked) != len(keys):
            self.fail(f"{len(keys)} keys pressed but {len(walked)} came up")
        return walked

    def last_menu(self) -> dict[str, Any] | None:
        return self.page.evaluate("window.__seen.lastMenu")  # type: ignore[no-any-return]

    # Waiting for the server.

    def fail(self, what: str) -> None:
        sent = self.page.evaluate("window.__seen.sent.slice(-4)")
        raise AssertionError(
            f"{self.name}: {what}. Last announcements: {self.last_heard()}. Last packets sent: {sent}"
        )

    def settle(self, after_frames: int | None = None, timeout: float = 30.0) -> None:
        """Wait for a frame newer than ``after_frames`` (if given), then until the server has answered a
        ping sent after it: everything the server wrote before has then arrived (``__seen.answered``). With
        no open socket (the server away), until the server has been quiet for a moment instead."""
        self._settle(-1 if after_frames is None else after_frames, timeout)

    def settle_after_key(self, timeout: float = 30.0) -> None:
        """``settle`` after the frames the page had when its last key went down."""
        self._settle(None, timeout)

    def _settle(self, after: int | None, timeout: float) -> None:
        """``settle`` after frame ``after``; None: after the frames the page had when its last key went
        down (read by the page, so a press costs no round trip to ask first)."""
        answered = self.page.evaluate(
            "([n, ms]) => window.__seen.answered(n ?? window.__seen.framesAtKey, ms)", [after, timeout * 1000]
        )
        if answered is True:
            return
        if answered is False:
            self.fail(f"the server did not answer within {timeout} s")
        try:
            # One wait for both (a frame once newer stays newer): each wait is a round trip to the page.
            self.page.wait_for_function(
                """([n, ms]) => window.__seen.frames > (n ?? window.__seen.framesAtKey)
                    && performance.now() - window.__seen.lastFrameAt > ms""",
                arg=[after, QUIET_MS],
                timeout=timeout * 1000,
                polling=20,
            )
        except PlaywrightTimeout:
            self.fail(f"the server did not answer within {timeout} s")

    def hears(self, parts: tuple[str, ...], since: int = 0, timeout: float = 15.0) -> str | None:
        """The first announcement from index ``since`` on that contains one of ``parts``, waiting up to
        ``timeout`` seconds for it; None if none came."""
        try:
            handle = self.page.wait_for_function(
                """([parts, since]) => window.__seen.heard.slice(since).map((h) => h.text)
                    .find((text) => parts.some((part) => text.includes(part)))""",
                arg=[list(parts), since],
                timeout=timeout * 1000,
                polling=50,
            )
        except PlaywrightTimeout:
            return None
        return str(handle.json_value())

    def wait_to_hear(self, part: str, since: int = 0, timeout: float = 15.0) -> str:
        """The first announcement from index ``since`` on that contains ``part``."""
        heard = self.hears((part,), since, timeout)
        if heard is None:
            self.fail(f"never heard {part!r} within {timeout} s")
        assert heard is not None
        return heard

    def wait_for_item(self, item_id: str, timeout: float = 30.0) -> None:
        try:
            self.page.wait_for_selector(f"#menu-root [data-id='{item_id}']", timeout=timeout * 1000)
        except PlaywrightTimeout:
            self.fail(f"no menu item {item_id!r} appeared; items: {self.item_ids()}")

    # Acting, by keyboard only.

    def press(self, key: str) -> None:
        """Press a key and wait for the server's answer: a frame newer than those the page had when the key
        went down, then everything the server wrote before a ping sent after it (``settle``)."""
        self.page.keyboard.press(key)
        self.settle_after_key()

    def open(self) -> None:
        self.page.goto(self.base_url)
        self.page.wait_for_function("document.activeElement && document.activeElement.id === 'username'")

    def log_in(self, password: str = "secret-password") -> None:
        """Type the username and password (focus starts on the username field) and press Enter."""
        self.open()
        keyboard = self.page.keyboard
        keyboard.type(self.name)
        keyboard.press("Tab")
        keyboard.type(password)
        keyboard.press("Enter")
        self.wait_for_item("game-backgammon")
        if self.focused() is None:
            self.fail("after logging in, focus is not on the main menu")

    def choose(self, item_id: str) -> None:
        """Move with the arrow keys to the item with ``item_id`` and press Enter on it."""
        self.wait_for_item(item_id)
        for _ in range(60):
            focused, ids = self.look()
            if focused is None:
                self.fail(f"focus left the menu while looking for {item_id!r}")
            if focused["id"] == item_id:
                self.press("Enter")
                return
            here, there = ids.index(focused["id"]), ids.index(item_id)
            # Every arrow the distance needs, then a look where focus landed (a menu the server redraws
            # on the way is met by looking again).
            for _step in range(abs(there - here)):
                self.page.keyboard.press("ArrowDown" if there > here else "ArrowUp")
        self.fail(f"arrows never reached {item_id!r}")

    def choose_first(self, prefix: str, containing: str = "") -> None:
        """Choose the first item whose id starts with ``prefix`` (and whose text contains ``containing``)."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            for item in self.items():
                item_id = item["id"] or ""
                if item_id.startswith(prefix) and containing in (item["text"] or ""):
                    self.choose(item_id)
                    return
            self.page.wait_for_timeout(50)
        self.fail(f"no item starting with {prefix!r} containing {containing!r}; items: {self.item_ids()}")

    def create_bot_table(self, level: str = "gnubg_0ply") -> None:
        """From the main menu: create a 1-point table, set the bot difficulty, add a bot (not started)."""
        self.choose("game-backgammon")
        self.choose("create")
        self.wait_for_item("option-match_length")
        length = next(item["text"] for item in self.items() if item["id"] == "option-match_length")
        if [int(number) for number in re.findall(r"\d+", length)][-1:] != [1]:  # any language's digits
            self.fail(f"a new table is not a 1-point match: {length!r}")
        self.choose("option-bot_level")
        self.choose(f"value-{level}")
        self.wait_for_item("add-bot")
        self.choose("add-bot")
        self.wait_for_item("remove-bot")

    def start_game(self) -> None:
        self.choose("start")
        self.wait_for_board()

    def wait_for_board(self, timeout: float = 15.0) -> None:
        try:
            cell = "#menu-root [role='grid'] [data-id='cell-23']"
            self.page.wait_for_selector(cell, timeout=timeout * 1000)
        except PlaywrightTimeout:
            self.fail("the board never appeared")
        self.settle()

    def watch_table_of(self, host: str) -> None:
        """From the main menu: list the open tables and watch the one ``host`` made (other tests' tables
        may be open on the same server)."""
        self.choose("game-backgammon")
        self.choose("list")
        self.choose_first("table-", containing=host)
        self.choose("watch")
