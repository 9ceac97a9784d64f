"""Every button under the board, by keyboard alone in Chromium: Enter and Space on each do that button's own
action (as a click does), never Enter on a point; the arrows reach every button in order, and come back.

Two people play a 25-point match in two browser contexts (the doubles, takes and drops, resignations offered,
declined and accepted, need a person on the other side), through each moment the server offers buttons at:
moving, before rolling, facing a double, facing a resignation, asked to confirm resigning the match, after
the match. At each moment the buttons drawn are the server's items after the 24 points; a status or hint
button answers what its key answers; every other button is pressed by Enter once and by Space once, each
checked by the words or the menu it brings. Every wait ends on what the page hears or shows.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable

import pytest

from .keyboard_game import MATCH_OVER, ROLL_WORDS, focus_on_point
from .web_player import WebPlayer

pytestmark = pytest.mark.slow(20)  # seconds on an idle machine: this module starts first

CELLS = 24
WAIT = 60.0  # a bound only: each wait ends when its event comes
# Buttons whose answer is their key's: pressed by key, then by Enter and Space on the button, same words.
KEY_TWINS = {
    "status_board": "e", "status_cube": "d", "status_pips": "p", "status_score": "s", "status_dice": "c",
    "status_turn": "t", "status_ids": "i", "hint": "h", "cube_hint": "Shift+H",
}
# The refusals of the action a button used to take instead of its own: Enter on a point.
WRONG = ("Choose a point on the board first.", "The match is over.")
KEYS = ("Enter", "Space")


def buttons(player: WebPlayer) -> list[str]:
    """The buttons drawn under the board, checked to be the server's items after the 24 points, as
    buttons (not grid cells)."""
    def drawn_and_offered() -> tuple[list[str], list[str]]:
        menu = player.last_menu() or {}
        offered = [item.get("id") for item in menu.get("items", [])[CELLS:]]
        return [item["id"] for item in player.items()[CELLS:]], offered

    # The page draws a menu a moment after it arrives (later on a busy machine): wait until it has drawn the
    # last one; the bound only says when that is a failure.
    ids, offered = drawn_and_offered()
    for _ in range(1200):
        if ids == offered:
            break
        player.page.wait_for_timeout(50)
        ids, offered = drawn_and_offered()
    if ids != offered:
        player.fail(f"the buttons drawn {ids} are not the server's {offered}")
    roles = player.page.evaluate(
        "() => [...document.querySelectorAll('#menu-root [role=toolbar] [data-index]')]"
        ".map((el) => el.tagName)")
    if roles != ["BUTTON"] * len(ids):
        player.fail(f"the items after the points are not buttons in the toolbar: {roles}")
    return ids


def focused_id(player: WebPlayer) -> str:
    focused = player.focused()
    if focused is None:
        player.fail("focus left the board")
    assert focused is not None
    return str(focused["id"])


def to_board(player: WebPlayer) -> None:
    """From a button, Up back to the board's points (focus and the items read in one look, then focus after
    each Up)."""
    focused, ids = player.look()
    for _ in range(len(ids)):
        if focused is None:
            player.fail("focus left the board")
        assert focused is not None
        if str(focused["id"]).startswith("cell-"):
            break
        player.page.keyboard.press("ArrowUp")
        focused = player.focused()
    focus_on_point(player, (focused,))


def check_arrows(player: WebPlayer, ids: list[str]) -> None:
    """Down from the board's bottom row reaches the first button, Down each next one in order (and no
    further), Up each one before, and from the first the point the focus left; Right and Left likewise."""
    to_board(player)
    player.press("Alt+ArrowDown")  # the bottom of the column, sent too: the server's answer awaited
    start = focused_id(player)
    if not start.startswith("cell-") or int(start[5:]) < 12:
        player.fail(f"Alt+Down did not reach the bottom row: {start}")
    # Where each arrow left focus, read once a walk's arrows are all pressed (``WebPlayer.walk``).
    walked = player.walk(["ArrowDown"] * (len(ids) + 1))
    assert walked == [*ids, ids[-1]], f"Down from the bottom row walked {walked}, not {ids}"
    back = player.walk(["ArrowUp"] * len(ids))
    assert back == [*reversed(ids[:-1]), start], f"Up walked {back}, back to {start} expected"
    right = player.walk(["ArrowDown"] + ["ArrowRight"] * (len(ids) - 1))[1:]
    assert right == ids[1:], f"Right walked {right}, not {ids[1:]}"
    left = player.walk(["ArrowLeft"] * len(ids))
    assert left == [*reversed(ids[:-1]), start], f"Left walked {left}, back to {start} expected"


def reach(player: WebPlayer, item_id: str) -> None:
    """Move to ``item_id`` with Down and Up alone (the board's rows, then the buttons in order). Between two
    buttons every arrow the distance needs is pressed before looking again (Down and Up move by one button);
    from the board, one at a time."""
    focused, ids = player.look()  # one round trip to the page for both
    if item_id not in ids:
        player.wait_for_item(item_id)
        focused, ids = player.look()
    for _ in range(80):
        if focused is None:
            player.fail("focus left the board")
            return
        here = str(focused["id"])
        if here == item_id:
            return
        if item_id not in ids:
            player.fail(f"the item {item_id!r} is gone; items: {ids}")
        there, start = ids.index(item_id), ids.index(here)
        steps = abs(there - start) if min(there, start) >= CELLS else 1
        for _step in range(steps):
            player.page.keyboard.press("ArrowDown" if there > start else "ArrowUp")
        focused, ids = player.look()
    player.fail(f"Down and Up never reached {item_id!r}")


def answer(player: WebPlayer, act: Callable[[], None]) -> list[str]:
    """What the page hears after ``act`` (a key press): its first words awaited, then the rest of the
    server's answer."""
    mark = player.heard_count()
    act()
    player.page.wait_for_function("(n) => window.__seen.heard.length > n", arg=mark, timeout=WAIT * 1000)
    player.settle_after_key()
    return player.heard(mark)


def press_button(player: WebPlayer, item_id: str, key: str, expected: tuple[str, ...]) -> list[str]:
    """Enter or Space on the button ``item_id``: it must send that item's own menu choice, and the page
    must hear one of ``expected`` (never Enter on a point's refusal)."""
    reach(player, item_id)
    mark = player.heard_count()
    sent = int(player.page.evaluate("window.__seen.sentCount"))
    player.page.keyboard.press(key)
    packets = player.page.evaluate(
        "(n) => window.__seen.sent.slice(n - window.__seen.sentCount).map((text) => JSON.parse(text))", sent)
    # The page's keepalive ping may fall in the same moment: it is no action, so it is not counted.
    actions = [(packet.get("type"), packet.get("selection_id")) for packet in packets
               if packet.get("type") != "ping"]
    if actions != [("menu", item_id)]:
        player.fail(f"{key} on {item_id!r} sent {packets}, not the choice of {item_id!r} alone")
    if expected and player.hears(expected, mark, timeout=WAIT) is None:
        player.fail(f"{key} on {item_id!r} was not answered with any of {expected}")
    heard = player.heard(mark)
    wrong = [line for line in heard if line.strip() in WRONG]
    assert not wrong, f"{key} on {item_id!r} was taken for Enter on a point: {wrong}"
    return heard


def check_moment(player: WebPlayer, moment: str, seen: set[str]) -> list[str]:
    """The buttons offered now: drawn as the server's, reached by the arrows, and each status or hint button
    answering by Enter and by Space what its key answers (once for each moment)."""
    ids = buttons(player)
    assert ids, f"{player.name}: no buttons under the board {moment}"
    if moment in seen:
        return ids
    seen.add(moment)
    check_arrows(player, ids)
    for item_id in ids:
        key = KEY_TWINS.get(item_id)
        if key is None:
            continue
        by_key = answer(player, functools.partial(player.page.keyboard.press, key))
        for name in KEYS:
            reach(player, item_id)
            by_button = answer(player, functools.partial(player.page.keyboard.press, name))
            # The same words; news of the match (such as its review) may come before, amid or after either
            # answer, and is heard by one of the two only: the lines both heard must agree, in order.
            common_button = [line for line in by_button if line in by_key]
            common_key = [line for line in by_key if line in by_button]
            shorter = min(len(common_button), len(common_key))
            assert shorter and common_button[:shorter] == common_key[:shorter], (
                f"{moment}: {name} on {item_id!r} said {by_button}, its key {key!r} said {by_key}")
    return ids


class Match:
    """The two players and which (button, key) pairs were pressed."""

    def __init__(self, first: WebPlayer, second: WebPlayer) -> None:
        self.players = (first, second)
        self.pressed: set[tuple[str, str]] = set()
        self.moments: set[str] = set()

    def press(self, player: WebPlayer, item_id: str, key: str, expected: tuple[str, ...]) -> list[str]:
        heard = press_button(player, item_id, key, expected)
        self.pressed.add((item_id, key))
        return heard

    def other(self, player: WebPlayer) -> WebPlayer:
        return self.players[1] if player is self.players[0] else self.players[0]

    def mover(self) -> WebPlayer:
        """The player moving now (after a game's opening roll), awaited."""
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            for player in self.players:
                if {"next_target", "end_turn"} & set(player.item_ids()):
                    return player
            self.players[0].page.wait_for_timeout(50)
        self.players[0].fail("nobody is moving")
        raise AssertionError

    def select(self, player: WebPlayer) -> None:
        to_board(player)
        player.press("Control+ArrowRight")
        player.press("Enter")
        player.wait_for_item("deselect")

    def finish_turn(self, player: WebPlayer, end_key: str | None) -> None:
        """Play the rest of the turn by the points; End turn pressed by ``end_key`` (or Enter on a point)."""
        for _ in range(40):
            ids = set(player.item_ids())
            if "end_turn" in ids:
                if end_key is None:
                    to_board(player)
                    player.press("Enter")
                else:
                    check_moment(player, "turn complete", self.moments)
                    self.press(player, "end_turn", end_key, ())  # the other's Roll is the answer
                self.other(player).wait_for_item("roll", timeout=WAIT)
                return
            if "next_target" not in ids:
                return  # no legal move left: the turn passed
            to_board(player)
            player.press("Control+ArrowRight")
            player.press("Enter")
        player.fail("the turn never ended")

    def roll(self, player: WebPlayer, key: str) -> None:
        self.press(player, "roll", key, ROLL_WORDS)


def set_up(new_player: Callable[..., WebPlayer]) -> Match:
    """abby's 25-point table with hints, cube hints and turn confirmation; bert joins; the match starts."""
    abby, bert = new_player("abby"), new_player("bert")
    abby.log_in()
    abby.choose("game-backgammon")
    abby.choose("create")
    abby.choose("option-match_length")
    abby.choose("value-25")
    for option in ("option-hints", "option-cube_hints", "option-confirm_turn"):
        abby.choose(option)
    bert.log_in()
    bert.choose("game-backgammon")
    bert.choose("list")
    bert.choose_first("table-", containing="abby")
    bert.choose("join")
    abby.page.wait_for_function(
        "() => [...document.querySelectorAll('#menu-root [data-id=\"seat-1\"]')].some((el) =>"
        " el.textContent.includes('bert'))", timeout=WAIT * 1000)
    abby.start_game()
    bert.wait_for_board()
    return Match(abby, bert)


def test_every_button_under_the_board_does_its_own_action_by_enter_and_space(
    new_player: Callable[..., WebPlayer],
) -> None:
    match = set_up(new_player)
    moments = match.moments

    # Game 1. The mover: resigning the match asked and taken back, by each key.
    mover = match.mover()
    other = match.other(mover)
    check_moment(mover, "moving", moments)
    for key in KEYS:
        match.press(mover, "resign_match", key, ("Resign the whole match?",))
        check_moment(mover, "asked to resign the match", moments)
        match.press(mover, "cancel_resign_match", key, ("You keep playing.",))
    # A resignation offered, the other declines it (each key); then the checker selected and deselected,
    # a move made and undone, by each key.
    match.press(mover, "resign_single", "Enter", ("You offer to resign this game as a single",))
    check_moment(other, "facing a resignation", moments)
    match.press(other, "decline_resignation", "Enter", ("You decline the resignation",))
    match.press(mover, "resign_gammon", "Space", ("You offer to resign this game as a gammon",))
    match.press(other, "decline_resignation", "Space", ("You decline the resignation",))
    for key in KEYS:
        match.select(mover)
        check_moment(mover, "a checker selected", moments)
        match.press(mover, "deselect", key, ("Checker deselected.",))
    for key in KEYS:
        match.select(mover)
        player_moves = ("You move from", "You enter from the bar", "You bear off")
        mover.press("Control+ArrowRight")
        mark = mover.heard_count()
        mover.press("Enter")
        if mover.hears(player_moves, mark, timeout=WAIT) is None:
            mover.fail("Enter on a destination did not move the checker")
        check_moment(mover, "a move made", moments)
        match.press(mover, "undo", key, ("You take back the move",))
    match.finish_turn(mover, "Enter")
    # The other, before rolling: doubles by Enter; the mover, facing it, takes by Enter.
    check_moment(other, "before rolling", moments)
    match.press(other, "double", "Enter", ("You offer to double to 2",))
    check_moment(mover, "facing a double", moments)
    match.press(mover, "take", "Enter", ("You take; you now own the cube at 2",))
    match.roll(other, "Enter")
    match.finish_turn(other, "Space")
    # The cube's owner redoubles by Space; the other drops it by Space: the game is over.
    match.press(mover, "double", "Space", ("You offer to double to 4",))
    match.press(other, "drop", "Space", ("You drop the double",))

    # Game 2: a double taken by Space, the dice rolled by Space, a redouble dropped by Enter.
    mover = match.mover()
    other = match.other(mover)
    match.finish_turn(mover, None)
    match.press(other, "double", "Enter", ("You offer to double to 2",))
    match.press(mover, "take", "Space", ("You take; you now own the cube at 2",))
    match.roll(other, "Space")
    match.finish_turn(other, None)
    match.press(mover, "double", "Enter", ("You offer to double to 4",))
    match.press(other, "drop", "Enter", ("You drop the double",))

    # Games 3 to 6: a single accepted by each key, a backgammon (accepted at once) by each key.
    for key in KEYS:
        mover = match.mover()
        match.press(mover, "resign_single", key, ("You offer to resign this game as a single",))
        match.press(match.other(mover), "accept_resignation", key, ("You accept the resignation",))
    for key in KEYS:
        mover = match.mover()
        match.press(mover, "resign_backgammon", key, ("You offer to resign this game as a backgammon",))

    # The match resigned by Enter; after it, a rematch asked by Space and accepted by Enter.
    abby, bert = match.players
    match.press(abby, "resign_match", "Enter", ("Resign the whole match?",))
    match.press(abby, "confirm_resign_match", "Enter", MATCH_OVER)
    for player in match.players:
        player.wait_for_item("rematch", timeout=WAIT)
        check_moment(player, f"after the match ({player.name})", moments)
    match.press(abby, "rematch", "Space", ("You asked for a rematch",))
    match.press(bert, "rematch", "Enter", ("Rematch: a new match starts",))
    for player in match.players:
        player.wait_for_item("resign_match", timeout=WAIT)
    # The new match resigned by Space; each leaves the table, one by Enter, one by Space.
    match.press(bert, "resign_match", "Space", ("Resign the whole match?",))
    match.press(bert, "confirm_resign_match", "Space", MATCH_OVER)
    for player, key in ((abby, "Enter"), (bert, "Space")):
        player.wait_for_item("leave", timeout=WAIT)
        reach(player, "leave")
        player.page.keyboard.press(key)
        player.wait_for_item("game-backgammon", timeout=WAIT)  # the main menu: the table is left
        match.pressed.add(("leave", key))

    # Every button met was pressed by both keys, or answered as its key does.
    state_buttons = {
        "roll", "double", "take", "drop", "resign_single", "resign_gammon", "resign_backgammon",
        "accept_resignation", "decline_resignation", "resign_match", "confirm_resign_match",
        "cancel_resign_match", "deselect", "undo", "end_turn", "rematch", "leave",
    }
    for button in state_buttons:
        if button == "resign_gammon":  # offered again only at a higher level: Enter is the single's test
            continue
        for key in KEYS:
            assert (button, key) in match.pressed, f"{key} on {button!r} was never pressed"
    assert moments >= {"moving", "before rolling", "facing a double", "facing a resignation",
                       "asked to resign the match", "after the match (abby)", "after the match (bert)"}
