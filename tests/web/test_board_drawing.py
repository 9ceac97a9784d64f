"""Our web client draws, in Chromium with its own style sheet, what the board state says besides the points:
the dice left (those used faded), the cube at its owner's side (centred while nobody owns it), and each
side's borne-off checkers on that side of the board; the summary's dice are the dice left."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser

from .conftest import WebServer
from .web_player import WebPlayer, new_context

DRAW = """async (summary) => {
  const board = await import(new URL("js/board.js", document.baseURI).href);
  const centre = document.querySelector(".centre-art");
  board.drawCentre(centre, board.mergeSummary(board.parseBoardState(JSON.stringify(summary))));
  const rows = centre.parentElement.getBoundingClientRect();
  const middle = rows.top + rows.height / 2;
  const box = (el) => { const r = el.getBoundingClientRect(); return {x: r.left + r.width / 2 - rows.left,
    y: r.top + r.height / 2 - middle, w: r.width, h: r.height, right: r.right, bottom: r.bottom}; };
  const owned = document.querySelector(".side-art .cube-owned");
  return {
    rowsRight: rows.right, rowsBottom: rows.bottom, rowsWidth: rows.width,
    centredCube: centre.querySelectorAll(".cube").length,
    owned: owned ? {...box(owned), text: owned.textContent} : null,
    dice: [...centre.querySelectorAll(".die")].map((d) => ({text: d.textContent,
      used: d.classList.contains("die-used"), opacity: getComputedStyle(d).opacity})),
    trays: Object.fromEntries([...document.querySelectorAll(".side-art .off-tray")].map((t) =>
      [t.dataset.colour, {...box(t), slabs: t.querySelectorAll(".ck").length,
        hidden: t.closest("[aria-hidden='true']") !== null}])),
  };
}"""

FIRST_SEEN: dict[str, Any] = {}
BASE: dict[str, Any] = {"bar": {"white": 0, "red": 0}, "points": [[None, 0]] * 24, "selected": None}


@pytest.fixture(scope="module")
def player(browser: Browser, web_server: WebServer) -> Iterator[WebPlayer]:
    """One player at a started table against the Random bot, every board state it got kept in
    ``window.__states``; the table is left at the end, so later tests find no table of ours open."""
    context = new_context(browser)
    at_board = WebPlayer(context, web_server.base_url, "drawer")
    at_board.log_in()
    at_board.page.evaluate("""() => { window.__states = [];
      for (const socket of window.__seen.sockets) socket.addEventListener("message", (event) => {
        const packet = JSON.parse(event.data);
        if (packet.type === "speak" && packet.buffer === "board_state") {
          window.__states.push(JSON.parse(packet.text));
        }
      }); }""")
    at_board.create_bot_table("random")
    at_board.start_game()
    page = at_board.page
    page.wait_for_function("window.__states.length > 0")
    page.wait_for_selector(".side-art", state="attached")
    seen = page.evaluate("""() => {  // read at one moment: the bot may move next
      const dt = [...document.querySelectorAll(".board-status dt")]
        .find((el) => el.textContent === "Dice left");
      return {
        listed: dt ? [...dt.nextElementSibling.querySelectorAll(".die")].map((d) => d.textContent) : [],
        drawn: [...document.querySelectorAll(".centre-art .die:not(.die-used)")].map((d) => d.textContent),
        state: window.__states[window.__states.length - 1],
      };
    }""")
    FIRST_SEEN.update(seen)  # read before the tests draw anything of their own
    yield at_board
    at_board.page.focus("#menu-root [role='grid'] [data-id='cell-0']")
    at_board.press("Escape")
    at_board.choose("leave")  # the match under way: asked first, Y leaves
    at_board.wait_to_hear("Y or N")
    at_board.press("y")
    at_board.wait_for_item("game-backgammon")
    context.close()


def test_the_cube_is_drawn_at_its_owners_side_and_in_the_middle_while_nobody_owns_it(
    player: WebPlayer,
) -> None:
    page = player.page
    state = {**BASE, "off": {"white": 0, "red": 0}, "dice": [], "dice_used": [], "near": "white"}
    mine = page.evaluate(DRAW, {**state, "cube": {"value": 2, "owner": "white"}})
    assert mine["centredCube"] == 0 and mine["owned"]["text"] == "2"
    assert mine["owned"]["y"] > mine["owned"]["h"]  # in the viewer's (lower) half, clear of the middle
    assert abs(mine["owned"]["x"] - mine["rowsWidth"] / 2) < 2  # over the bar
    theirs = page.evaluate(DRAW, {**state, "cube": {"value": 4, "owner": "red"}})
    assert theirs["owned"]["text"] == "4" and theirs["owned"]["y"] < -theirs["owned"]["h"]
    centred = page.evaluate(DRAW, {**state, "cube": {"value": 1, "owner": None}})
    assert centred["owned"] is None and centred["centredCube"] == 1


def test_borne_off_checkers_are_drawn_on_each_sides_half_and_used_dice_faded(player: WebPlayer) -> None:
    drawn = player.page.evaluate(DRAW, {**BASE, "off": {"white": 3, "red": 12}, "dice": [5],
                                        "dice_used": [3], "cube": {"value": 1, "owner": None},
                                        "near": "red"})
    red, white = drawn["trays"]["red"], drawn["trays"]["white"]
    assert (red["slabs"], white["slabs"]) == (12, 3)
    assert red["y"] > 0 > white["y"]  # the viewer (red) below the middle, the opponent above
    assert red["right"] <= drawn["rowsRight"] and red["bottom"] <= drawn["rowsBottom"]  # on the board
    assert red["hidden"] and white["hidden"]  # decoration: the words carry it for screen readers
    assert drawn["dice"] == [{"text": "5", "used": False, "opacity": "1"},
                             {"text": "3", "used": True, "opacity": "0.35"}]
    nothing_off = player.page.evaluate(DRAW, {**BASE, "off": {"white": 0, "red": 0}, "dice": [],
                                              "dice_used": [], "cube": {"value": 1, "owner": None},
                                              "near": "red"})
    assert nothing_off["trays"] == {} and nothing_off["dice"] == []


def test_the_real_board_state_names_the_viewers_side_and_the_summary_lists_the_dice_left(
    player: WebPlayer,
) -> None:
    seen = FIRST_SEEN
    assert seen["state"]["near"] in ("white", "red") and "dice_used" in seen["state"]
    assert seen["listed"] == seen["drawn"] == [str(die) for die in seen["state"]["dice"]]
