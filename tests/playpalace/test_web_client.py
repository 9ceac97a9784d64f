"""PlayPalace 11's own web client, unchanged, in Chromium against our server: every key of the rules page at a
table against a bot, pressed as a person would, and what the page then says (its live regions, its history,
the menu item the focus reads). Where the client moves the focus itself (Home, End, Alt+arrows) the focus
must land where our server puts it for the same key from our own client. The dice are seeded
(``seeded.DICE_SEED``): the bot goes first, then it is our turn to roll, our double is taken, and we roll 6
and 1.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from playpalace_backgammon.table.interface import Key
from tests.host.live_server import ThreadedServer

from .playpalace_page import PlayPalacePage
from .table_answers import server_focus, server_targets

pytestmark = pytest.mark.slow(8)  # seconds on an idle machine: its folder (tests/conftest.py) starts first

HOST = "alice"
ARROWS = ("up", "down", "left", "right")


@pytest.fixture(scope="module")
def seated(browser: Any, server: ThreadedServer) -> Iterator[PlayPalacePage]:
    """alice at PlayPalace's web client: a 3-point match with hints and cube hints against a bot, started,
    her turn to roll."""
    assert server.server is not None
    port = server.server.port
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
    page = PlayPalacePage(context, f"http://127.0.0.1:{port}/", f"ws://127.0.0.1:{port}", HOST)
    try:
        page.log_in()
        assert page.last_menu()["menu_id"] == "main_menu"
        page.choose("Backgammon")
        page.choose("Create a table")
        page.choose("Match length: 1")
        page.choose("3")
        page.choose("Hints: off")
        page.choose("Cube hints: off")
        page.choose("Add a bot")
        board = page.choose("Start the game")
        assert board["menu_id"] == "turn_menu"
        page.wait_for_history(["Your turn."], 0, "the bot's opening move")
        yield page
    finally:
        context.close()


def test_the_main_menu_is_playpalaces_main_menu(open_page: Callable[[str], PlayPalacePage]) -> None:
    page = open_page("bob")
    page.log_in()
    assert page.last_menu()["menu_id"] == "main_menu"
    assert page.items() == [
        "Backgammon", "Tournaments", "Who is online", "Past matches", "Players and ratings"]
    sent = page.sent_count()
    for key in ["Escape", "Backspace"]:  # PlayPalace's client keeps them to itself in its main menu
        page.page.keyboard.press(key)
    page.page.keyboard.press("w")  # type-to-search in a list: the focus moves to "Who is online"
    assert page.focused_text() == "Who is online"
    assert page.sent(sent) == [] and page.page.is_hidden("#actions-btn")


def test_every_key_of_the_rules_page(seated: PlayPalacePage, server: ThreadedServer) -> None:
    page = seated
    board = page.last_menu()
    flags = (board["multiletter_enabled"], board["escape_behavior"], board["grid_width"])
    assert flags == (False, "keybind", 12)
    assert len(page.items()) == 24 and page.page.is_visible("#actions-btn")  # PlayPalace's Actions button

    def hear(key: str, expected: str, *, part: bool = False) -> str:
        """Press ``key``; the live region must say ``expected`` (or, with ``part``, a line holding it)."""
        mark = page.heard_count()
        line, _ = page.press_and_hear(key, [expected])
        page.wait_until(
            """([expected, part, mark]) => window.__playpalace.heard.slice(mark)
                .some((text) => (part ? text.includes(expected) : text === expected))""",
            [expected, part, mark], f"after {key}, hearing {expected!r}",
        )
        return line

    # Our turn to roll: the status keys, Y and N with no offer, U and H before rolling, the cube hint.
    hear("t", "Your turn to roll.")
    hear("e", "Bar: you 0, Bot 2 0. Borne off: you 0, Bot 2 0.")
    hear("d", "The cube is centred at 1.")
    hear("p", "Pip counts: you 167, Bot 2 ", part=True)
    hear("s", "Match to 3: you 0, Bot 2 0.")
    ids = hear("i", "Position ID ", part=True)
    assert ", match ID " in ids and ids.endswith(".")
    hear("c", "No dice to play right now.")
    hear("y", "No double has been offered.")
    hear("h", "Roll first; a hint suggests how to play your dice.")
    hear("n", "No double has been offered.")
    hear("u", "Roll the dice first: press Enter.")
    hear("Shift+H", "Cube advice", part=True)
    # B comes between Shift+T and Shift+M: the client says a line repeated at once only once.
    hear("Shift+T", "This table has no turn clock.")
    hear("b", "Beavers are not allowed at this table.")  # a match, not money play
    hear("Shift+M", "This table has no turn clock.")
    # No roll item on PlayPalace's board: Ctrl+arrows before rolling say how to roll, not "nothing to move".
    hear("Control+ArrowRight", "Roll the dice first: press Enter.")

    # Home, End and Alt+arrows: PlayPalace's client moves the focus itself; it lands where ours would.
    assert page.selection() == 0
    for key, chord in [
        ("End", Key("end")),
        ("Alt+ArrowDown", Key("down", alt=True)),
        ("Home", Key("home")),
        ("Alt+ArrowUp", Key("up", alt=True)),
        ("Alt+ArrowRight", Key("right", alt=True)),
        ("Alt+ArrowLeft", Key("left", alt=True)),
    ]:
        wanted = server_focus(server, HOST, chord, page.selection())
        page.page.keyboard.press(key)
        assert page.selection() == wanted, key
        assert page.focused_text() == page.items()[wanted]
    # Plain arrows move through the items one by one in PlayPalace's web client (its own rule).
    page.page.keyboard.press("ArrowRight")
    assert page.selection() == 1 and page.focused_text() == page.items()[1]
    page.page.keyboard.press("ArrowLeft")
    assert page.selection() == 0

    # Escape: the actions menu, then back to the same point.
    page.move_to(5)
    mark = page.received_count()
    page.page.keyboard.press("Escape")
    actions = page.wait_for_menu_since(mark, "the actions menu")
    assert actions["menu_id"] == "actions_menu" and page.focused_text() == "Back to the board"
    assert {"Roll the dice", "Offer a double", "Pip counts", "Leave the table"} <= set(page.items())
    mark = page.received_count()
    page.page.keyboard.press("Escape")
    assert page.wait_for_menu_since(mark, "the board again")["menu_id"] == "turn_menu"
    assert page.selection() == 5

    # N answers a real question: resigning the whole match (from the actions menu), then keeping on.
    mark = page.received_count()
    page.page.keyboard.press("Escape")
    page.wait_for_menu_since(mark, "the actions menu")
    heard = page.heard_count()
    assert page.choose("Resign the whole match")["menu_id"] == "turn_menu"
    page.wait_to_hear("Resign the whole match?", heard, "the question")
    hear("n", "You keep playing.")
    assert page.last_menu()["menu_id"] == "turn_menu" and page.selection() == 5

    # Shift+D: a real double, which the bot takes; D tells the cube.
    line, lines = page.press_and_hear("Shift+D", ["takes and now owns", "drops the double"])
    assert "You offer to double to 2." in lines and line == "Bot 2 takes and now owns the cube at 2."
    hear("d", "The cube is at 2, owned by Bot 2.")

    # Enter on a point rolls; C and H then answer for the dice.
    page.press_and_hear("Enter", ["You roll 6 and 1."])
    hear("c", "Dice left: 6 and 1.")
    line, _ = page.press_and_hear("h", ["legal plays. Suggestions:"])
    assert "Suggestions: 1: " in line, line  # the hint's lines, one utterance

    # Ctrl+arrows cycle through the points that can move; the server names the point, the focus goes there.
    sources = server_targets(server, HOST)
    assert len(sources) > 1
    for key in ["Control+ArrowRight", "Control+ArrowLeft", "Control+ArrowDown", "Control+ArrowUp"]:
        follow(page, server, key)
        assert page.selection() in sources
    follow(page, server, "Control+ArrowRight")

    # Enter selects; Ctrl+Right goes to a destination; Ctrl+Backspace puts the checker back.
    hear("Enter", " selected (", part=True)
    follow(page, server, "Control+ArrowRight")
    assert page.selection() not in sources
    hear("Control+Backspace", "Checker deselected.")

    # Select, move, undo.
    follow(page, server, "Control+ArrowRight")
    hear("Enter", " selected (", part=True)
    follow(page, server, "Control+ArrowRight")
    moved = hear("Enter", "You move from ", part=True)
    undone = hear("u", "You take back the move from ", part=True)
    assert undone.removeprefix("You take back the move from ") == moved.removeprefix("You move from ")

    # No Backspace ever became an Escape: the only escape packets left the actions menu.
    assert all(p["menu_id"] == "actions_menu" for p in page.sent() if p["type"] == "escape")
    assert page.errors == []


CTRL_ARROWS = {f"Control+Arrow{name.title()}": Key(name, control=True) for name in ARROWS}


def follow(page: PlayPalacePage, server: ThreadedServer, key: str) -> None:
    """Press a Ctrl+arrow: the board comes back with the focus where our server moves it for that key, and
    the page's focus goes there."""
    expected = server_focus(server, HOST, CTRL_ARROWS[key], page.selection())
    mark = page.received_count()
    page.page.keyboard.press(key)
    menu = page.wait_for_menu_since(mark, f"the board after {key}")
    assert menu.get("selection_id") == f"cell-{expected}", (key, menu.get("selection_id"))
    page.wait_until("(index) => document.querySelector('#menu-list > li.active')?.dataset.index === index",
                    str(expected), f"the focus on cell {expected}")
    assert page.focused_text() == page.items()[expected]


def test_the_actions_button_shows_the_actions_menu_as_playpalaces_dialog(seated: PlayPalacePage) -> None:
    page = seated
    page.page.click("#actions-btn")
    page.wait_until("() => document.getElementById('actions-dialog').open", None, "the Actions dialog")
    buttons = page.page.locator("#actions-list button")
    assert buttons.first.inner_text() == "Back to the board"
    mark = page.heard_count()
    received = page.received_count()
    page.page.click("#actions-list button:text-is('Pip counts')")
    page.wait_to_hear("Pip counts: you", mark, "pip counts from the Actions dialog")
    assert page.wait_for_menu_since(received, "the board again")["menu_id"] == "turn_menu"
    assert not page.page.evaluate("document.getElementById('actions-dialog').open")


def test_a_spectator_hears_whose_table_and_can_watch_from_the_other_seat(
    seated: PlayPalacePage, open_page: Callable[[str], PlayPalacePage]
) -> None:
    watcher = open_page("carol")
    watcher.log_in()
    watcher.choose("Backgammon")
    tables = watcher.choose("Open tables")
    entry = next(item["text"] for item in tables["items"] if item["id"].startswith("table-"))
    mark = watcher.heard_count()
    seated_mark = seated.heard_count()
    watcher.choose(entry)
    board = watcher.choose("Watch")
    assert board["menu_id"] == "turn_menu"
    welcome = watcher.wait_to_hear("You are watching", mark, "the welcome")
    assert welcome.startswith(f"You are watching table 1, {HOST}'s table.")
    seated.wait_to_hear("carol is watching.", seated_mark, "the news of a spectator")

    mark = watcher.heard_count()
    watcher.page.keyboard.press("p")
    watcher.wait_to_hear(f"Pip counts: {HOST} ", mark, "a spectator's pip counts")
    first_side = watcher.items()
    mark = watcher.received_count()
    watcher.page.keyboard.press("Escape")
    watcher.wait_for_menu_since(mark, "the spectator's actions menu")
    watcher.choose("Watch from seat 2, Bot 2")
    watcher.wait_until(
        """(before) => [...document.querySelectorAll('#menu-list > li')]
            .some((li, index) => li.textContent !== before[index])""",
        first_side, "the board from the other side",
    )
    assert watcher.last_menu()["menu_id"] == "turn_menu"
