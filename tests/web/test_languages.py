"""The page follows the chosen language: the menu lists every language the server has, each in its own name;
the choice is remembered across visits; a right-to-left language (Arabic) mirrors the page, its menus,
headings, log and form, but never the board, whose points keep their places; the board summary names the
colours in the language's words and writes every number in its digits."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from .conftest import WebServer
from .web_player import WebPlayer, new_context


def _get(web_server: WebServer, path: str) -> Any:
    with urllib.request.urlopen(f"{web_server.base_url}{path}", timeout=5) as response:
        return json.load(response)


@pytest.fixture
def in_language(browser: Browser, web_server: WebServer) -> Iterator[Callable[[str, str], WebPlayer]]:
    """make(browser_locale, name): a player whose browser prefers ``browser_locale``."""
    contexts = []

    def make(browser_locale: str, name: str) -> WebPlayer:
        context = new_context(browser, locale=browser_locale)
        contexts.append(context)
        return WebPlayer(context, web_server.base_url, name)

    yield make
    for context in contexts:
        context.close()


def _login_form_shows(page: Page) -> None:
    page.wait_for_function("document.activeElement && document.activeElement.id === 'username'")


def test_every_language_is_offered_in_its_own_name_and_the_choice_is_remembered(
    in_language: Callable[[str, str], WebPlayer], web_server: WebServer
) -> None:
    languages = _get(web_server, "i18n/languages.json")
    page = in_language("es-ES", "chooser").page
    page.goto(web_server.base_url)
    _login_form_shows(page)
    offered = page.evaluate("""() => [...document.querySelectorAll("#language option")].map((option) => ({
        code: option.value, name: option.textContent, lang: option.lang, dir: option.dir }))""")
    expected = [{"code": language["code"], "name": language["name"], "lang": language["code"],
                 "dir": language["dir"]} for language in languages]
    assert sorted(offered, key=lambda option: option["code"]) == expected  # the server lists them by code
    assert len(offered) == len(languages) >= 2
    assert page.evaluate("document.documentElement.lang") == "es"

    chosen = next(code for code in ("fr", "de", "en") if code in {option["code"] for option in offered})
    page.select_option("#language", chosen)
    page.wait_for_function("(code) => document.documentElement.lang === code", arg=chosen)
    page.reload()
    _login_form_shows(page)
    words = _get(web_server, f"i18n/{chosen}.json")
    assert page.evaluate("document.documentElement.lang") == chosen  # not the browser's Spanish
    assert page.locator("#language").input_value() == chosen
    assert page.locator("#login-heading").text_content() == words["web-login-heading"]
    assert page.locator("#status").text_content() == words["web-not-connected"]


def _text_edges(page: Page, selector: str) -> dict[str, float]:
    """Where the text of the first element matching ``selector`` starts and ends, and the element's box."""
    return page.evaluate(
        """(selector) => {
            const el = document.querySelector(selector);
            const range = document.createRange();
            range.selectNodeContents(el);
            const text = range.getBoundingClientRect();
            const box = el.getBoundingClientRect();
            return { textLeft: text.left, textRight: text.right, left: box.left, right: box.right };
        }""",
        selector,
    )


def _assert_starts_on_the(side: str, edges: dict[str, float], what: str) -> None:
    """The text of ``what`` hugs the ``side`` of its box and leaves room on the other side."""
    left_gap, right_gap = edges["textLeft"] - edges["left"], edges["right"] - edges["textRight"]
    near, far = (right_gap, left_gap) if side == "right" else (left_gap, right_gap)
    assert near < 30 and far > near + 30, (what, side, edges)


@pytest.mark.parametrize(("browser_locale", "code", "direction"),
                         [("es-ES", "es", "ltr"), ("ar", "ar", "rtl")])
def test_the_page_follows_the_language_and_the_board_keeps_its_numbering(
    in_language: Callable[[str, str], WebPlayer], web_server: WebServer, browser_locale: str, code: str,
    direction: str,
) -> None:
    languages = {language["code"]: language for language in _get(web_server, "i18n/languages.json")}
    if code not in languages:
        pytest.skip(f"the server has no {code} catalogue")
    words = _get(web_server, f"i18n/{code}.json")
    digits = languages[code]["digits"]
    player = in_language(browser_locale, f"lang-{code}")
    page = player.page
    player.open()
    assert page.evaluate("[document.documentElement.lang, document.documentElement.dir]") == [code, direction]
    start = "right" if direction == "rtl" else "left"
    _assert_starts_on_the(start, _text_edges(page, "#login-heading"), "the login heading")

    player.log_in()
    # Menus, headings and the log run from the language's side.
    _assert_starts_on_the(start, _text_edges(page, "#menu-root .menu-item"), "the main menu's first item")
    _assert_starts_on_the(start, _text_edges(page, "#game-heading"), "the game heading")
    _assert_starts_on_the(start, _text_edges(page, "#history li"), "the history's first line")
    styles = page.evaluate("""() => ["#menu-root", "#history", "#chat-form", ".toolbar"].map(
        (selector) => getComputedStyle(document.querySelector(selector)).direction)""")
    assert styles == [direction] * 4

    player.create_bot_table("random")
    player.start_game()
    page.wait_for_function("document.querySelectorAll('[role=gridcell].is-point .pt').length === 24")
    # The board is not mirrored: 13 to 24 from the left on top, 12 down to 1 below, numbers in the
    # language's digits, every checker drawn.
    rows = page.evaluate("""() => ["row-top", "row-bottom"].map((row) =>
        [...document.querySelectorAll(`.${row} .pt`)]
            .map((art) => [art.getBoundingClientRect().left, Number(art.dataset.point),
                           art.querySelector(".num").textContent])
            .sort((a, b) => a[0] - b[0]))""")
    assert [point for _x, point, _num in rows[0]] == list(range(13, 25))
    assert [point for _x, point, _num in rows[1]] == list(range(12, 0, -1))
    own = str.maketrans("0123456789", digits)
    assert all(num == str(point).translate(own) for row in rows for _x, point, num in row)
    assert page.evaluate("getComputedStyle(document.querySelector('.board-rows')).direction") == "ltr"
    drawn = page.evaluate("""() => [...document.querySelectorAll("[role='gridcell'].is-point .pt")].reduce(
        (sum, art) => sum + Number(art.dataset.count), 0)""")
    assert drawn == 30

    # The summary names the colours in the language's words and counts in its digits.
    summary = page.locator("#board-status").inner_text()
    assert words["web-colour-red"] in summary and words["web-colour-white"] in summary, summary
    assert not re.search(r"\b(?:red|white)\b", summary, re.IGNORECASE), summary
    assert digits[0] in summary, summary  # nobody is on the bar yet
    if digits != "0123456789":
        assert not re.search("[0-9]", summary), summary
    if direction == "rtl":
        assert not re.search("[A-Za-z]", summary), summary
