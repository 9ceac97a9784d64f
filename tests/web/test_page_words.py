"""The page's own words come from the server (``i18n/<lang>.json``, rendered from ``locales/<lang>/web.ftl``):
in the browser's language at start, in the chosen one after the language menu changes, before the login form
shows; the page's HTML and scripts hold none of them, not even the languages' names."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from html.parser import HTMLParser

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page

from playpalace_backgammon.host.net.http_files import WEB_SHARING_CATALOGUES
from playpalace_backgammon.i18n import locales_dir
from playpalace_backgammon.web import STATIC_DIR

from .conftest import WebServer
from .web_player import new_context


def _words(web_server: WebServer, language: str) -> dict[str, str]:
    with urllib.request.urlopen(f"{web_server.base_url}i18n/{language}.json", timeout=5) as response:
        return dict(json.load(response))


@pytest.fixture
def spanish_page(browser: Browser, web_server: WebServer) -> Iterator[Page]:
    context = new_context(browser, locale="es-ES")
    page = context.new_page()
    yield page
    context.close()


def _shown(page: Page) -> dict[str, str]:
    return page.evaluate(
        """() => ({
            lang: document.documentElement.lang,
            title: document.title,
            heading: document.getElementById("login-heading").textContent,
            username: document.querySelector("label[for='username']").textContent,
            logIn: document.getElementById("login-button").textContent,
            status: document.getElementById("status").textContent,
            english: document.querySelector("#language option[value='en']").textContent,
            spanish: document.querySelector("#language option[value='es']").textContent,
        })"""
    )


def test_words_arrive_in_the_browsers_language_and_follow_the_language_menu(
    spanish_page: Page, web_server: WebServer
) -> None:
    page = spanish_page
    spanish, english = _words(web_server, "es"), _words(web_server, "en")
    page.goto(web_server.base_url)
    page.wait_for_function("document.activeElement && document.activeElement.id === 'username'")
    assert not page.locator("#login-panel").is_hidden()
    assert _shown(page) == {
        "lang": "es", "title": spanish["web-app-title"], "heading": spanish["web-login-heading"],
        "username": spanish["web-username"], "logIn": spanish["web-log-in"],
        "status": spanish["web-not-connected"], "english": "English", "spanish": "Español"}
    assert page.locator("#language").input_value() == "es"
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()

    page.select_option("#language", "en")
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert _shown(page) == {
        "lang": "en", "title": english["web-app-title"], "heading": english["web-login-heading"],
        "username": english["web-username"], "logIn": english["web-log-in"],
        "status": english["web-not-connected"], "english": "English", "spanish": "Español"}


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.labels: list[str] = []

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.text.append(data.strip())

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.labels += [value for name, value in attrs if name in ("aria-label", "title", "alt") and value]


def test_the_page_itself_holds_no_words() -> None:
    """Every text and label of index.html, and every string the scripts show, is looked up by id."""
    parser = _Text()
    parser.feed((STATIC_DIR / "index.html").read_text(encoding="utf-8"))
    assert parser.text == [] and parser.labels == []
    ids = set(_words_ids())
    used: set[str] = set()
    for script in [STATIC_DIR / "i18n.js", *sorted((STATIC_DIR / "js").glob("*.js"))]:
        used |= set(re.findall(r"""["'](web-[a-z0-9-]+)["']""", script.read_text(encoding="utf-8")))
    used |= set(re.findall(r'data-i18n(?:-attr)?="(?:[\w-]+:)?(web-[a-z0-9-]+)"',
                           (STATIC_DIR / "index.html").read_text(encoding="utf-8")))
    assert used and used <= ids, used - ids


def _words_ids() -> list[str]:
    ids = []
    for name in ("web.ftl", *WEB_SHARING_CATALOGUES):  # the page's words: web.ftl's, and web- ones shared
        catalogue = locales_dir() / "en" / name
        ids += re.findall(r"^(web-[a-z0-9-]+) =", catalogue.read_text(encoding="utf-8"), re.MULTILINE)
    return ids
