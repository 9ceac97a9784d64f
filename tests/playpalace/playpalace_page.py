"""PlayPalace 11's own web client (clients/web, unchanged) in Chromium, driven by keyboard, listening to it.

What a screen reader says there: the text PlayPalace's client puts into its live regions (#live-polite,
#live-assertive: every `speak` packet not muted, and a few of the client's own lines), recorded as it
appears, and the menu item the focus is on (the listbox #menu-list names its active option through
aria-activedescendant). Its history box (#history) keeps every line, also those a later line replaced in the
live region before it was read. Every wait is for something the page shows or says, never a fixed sleep.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, Route
from playwright.sync_api import TimeoutError as PlaywrightTimeout

RECORDER = (Path(__file__).parent / "recorder.js").read_text(encoding="utf-8")
TIMEOUT_MS = 15_000


class PlayPalacePage:
    """One browser context with PlayPalace's web client open, pointed at our server."""

    def __init__(self, context: BrowserContext, base_url: str, server_url: str, name: str) -> None:
        self.context = context
        self.base_url = base_url
        self.name = name
        # The client reads its deployment settings from an optional config.js beside index.html; the shared
        # copy has none, so the test answers that request with one naming our server.
        config = f"window.WEB_CLIENT_CONFIG = {{ serverUrl: {server_url!r}, soundBaseUrl: './sounds' }};"

        def serve_config(route: Route) -> None:
            route.fulfill(status=200, content_type="text/javascript", body=config)

        context.route("**/config.js*", serve_config)
        context.add_init_script(script=RECORDER)
        self.page: Page = context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))

    # What the page says and shows.

    def heard(self, since: int = 0) -> list[str]:
        """What the live regions announced, in order, from index ``since``."""
        return list(self.page.evaluate("(since) => window.__playpalace.heard.slice(since)", since))

    def heard_count(self) -> int:
        return int(self.page.evaluate("window.__playpalace.heard.length"))

    def history(self) -> list[str]:
        """Every line of the history box (its "all" buffer), oldest first."""
        value = str(self.page.evaluate("document.getElementById('history').value"))
        return value.split("\n") if value else []

    def items(self) -> list[str]:
        """The texts of the menu's items, in order."""
        return list(self.page.evaluate(
            "[...document.querySelectorAll('#menu-list > li')].map((li) => li.textContent)"))

    def selection(self) -> int:
        """The index of the menu's active item (-1 when there is none)."""
        return int(self.page.evaluate(
            "[...document.querySelectorAll('#menu-list > li')].findIndex((li) => li.classList.contains("
            "'active'))"
        ))

    def focused_text(self) -> str | None:
        """What a screen reader says of the focus: the active option of the focused menu list."""
        return self.page.evaluate(  # type: ignore[no-any-return]
            """() => {
                const list = document.getElementById('menu-list');
                if (document.activeElement !== list) return null;
                const id = list.getAttribute('aria-activedescendant');
                const option = id && document.getElementById(id);
                return option ? option.textContent : null;
            }"""
        )

    def received(self, since: int = 0) -> list[dict[str, Any]]:
        return list(self.page.evaluate("(since) => window.__playpalace.received.slice(since)", since))

    def received_count(self) -> int:
        return int(self.page.evaluate("window.__playpalace.received.length"))

    def sent(self, since: int = 0) -> list[dict[str, Any]]:
        return list(self.page.evaluate("(since) => window.__playpalace.sent.slice(since)", since))

    def sent_count(self) -> int:
        return int(self.page.evaluate("window.__playpalace.sent.length"))

    def last_menu(self) -> dict[str, Any]:
        menus = [p for p in self.received() if p.get("type") == "menu"]
        assert menus, f"{self.name}: no menu was received"
        return menus[-1]

    def fail(self, what: str) -> None:
        raise AssertionError(
            f"{self.name}: {what}. Heard last: {self.heard()[-6:]}. History: {self.history()[-8:]}. "
            f"Sent last: {self.sent()[-3:]}. Page errors: {self.errors}"
        )

    # Waiting for the page.

    def wait_until(self, script: str, arg: Any, what: str, timeout_ms: int = TIMEOUT_MS) -> Any:
        try:
            return self.page.wait_for_function(script, arg=arg, timeout=timeout_ms, polling=20).json_value()
        except PlaywrightTimeout:
            self.fail(f"{what} did not happen within {timeout_ms} ms")

    def wait_for_menu_since(self, mark: int, what: str) -> dict[str, Any]:
        """The first menu packet received from index ``mark`` on, once the client has drawn it."""
        menu: dict[str, Any] = self.wait_until(
            """(mark) => window.__playpalace.received.slice(mark).find((p) => p.type === 'menu')""",
            mark, what,
        )
        self.wait_for_items(what)
        return menu

    def wait_for_items(self, what: str) -> None:
        """Until the drawn menu is the last menu received (PlayPalace's client draws it at once)."""
        self.wait_until(
            """() => {
                const menus = window.__playpalace.received.filter((p) => p.type === 'menu');
                const last = menus[menus.length - 1];
                if (!last) return false;
                const texts = last.items.map((item) => (typeof item === 'string' ? item : item.text));
                const drawn = [...document.querySelectorAll('#menu-list > li')].map((li) => li.textContent);
                return JSON.stringify(texts) === JSON.stringify(drawn);
            }""",
            None, what,
        )

    def wait_to_hear(self, part: str, since: int, what: str) -> str:
        """The first live-region announcement from index ``since`` on that contains ``part``."""
        return str(self.wait_until(
            "([part, since]) => window.__playpalace.heard.slice(since).find((text) => text.includes(part))",
            [part, since], f"{what}: hearing {part!r}",
        ))

    def wait_for_history(self, parts: list[str], since: int, what: str) -> str:
        """The first history line from index ``since`` on that contains one of ``parts``."""
        return str(self.wait_until(
            """([parts, since]) => {
                const value = document.getElementById('history').value;
                const lines = value ? value.split('\\n').slice(since) : [];
                return lines.find((line) => parts.some((part) => line.includes(part)));
            }""",
            [parts, since], f"{what}: a history line with one of {parts}",
        ))

    # Acting, by keyboard.

    def log_in(self, password: str = "secret-password") -> None:
        """Open the page, type the name and password into PlayPalace's login dialog, and wait for the main
        menu, focused."""
        self.page.goto(self.base_url)
        self.wait_until("() => document.activeElement && document.activeElement.id === 'username'", None,
                        "the login dialog")
        keyboard = self.page.keyboard
        keyboard.type(self.name)
        keyboard.press("Enter")  # PlayPalace's login form: Enter in the name field moves to the password
        keyboard.type(password)
        mark = self.received_count()
        keyboard.press("Enter")
        self.wait_for_menu_since(mark, "the main menu after logging in")
        self.wait_until("() => document.activeElement === document.getElementById('menu-list')", None,
                        "focus on the menu")

    def move_to(self, index: int) -> None:
        """Move the menu's focus to ``index`` with the arrow keys (PlayPalace's client moves by one item)."""
        for _ in range(80):
            here = self.selection()
            if here == index:
                return
            self.page.keyboard.press("ArrowDown" if index > here else "ArrowUp")
        self.fail(f"the arrows never reached item {index}")

    def choose(self, text: str) -> dict[str, Any]:
        """Move to the item that reads ``text``, press Enter, and return the menu that answers it."""
        self.wait_until("(text) => [...document.querySelectorAll('#menu-list > li')]"
                        ".some((li) => li.textContent === text)", text, f"an item {text!r}")
        self.move_to(self.items().index(text))
        if self.focused_text() != text:
            self.fail(f"the focus does not read {text!r} but {self.focused_text()!r}")
        mark = self.received_count()
        self.page.keyboard.press("Enter")
        return self.wait_for_menu_since(mark, f"the menu after choosing {text!r}")

    def press_and_hear(self, key: str, parts: list[str]) -> tuple[str, list[str]]:
        """Press ``key`` on the board and wait for the history to take a line with one of ``parts``; the
        live region's announcements since the press, and the history's new lines."""
        heard_mark, history_mark = self.heard_count(), len(self.history())
        self.page.keyboard.press(key)
        self.wait_for_history(parts, history_mark, f"after {key}")
        self.wait_until("(mark) => window.__playpalace.heard.length > mark", heard_mark,
                        f"an announcement after {key}")
        line = next(line for line in self.history()[history_mark:] if any(p in line for p in parts))
        return line, self.history()[history_mark:]
