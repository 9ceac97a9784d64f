"""Plays a seat at the web client by keyboard alone, as the rules page says: Enter on a point rolls;
Ctrl+Right cycles to a source point (or, with a checker selected, a destination) and Enter selects or moves;
Y answers an offer. Each decision is read from the menu the server drew and checked against what is
announced next.
"""

from __future__ import annotations

from typing import Any

from .web_player import WebPlayer

MOVE_WORDS = ("You move from", "You enter from the bar", "You bear off")
ROLL_WORDS = ("You roll", "You have no legal move", "You cannot enter")
# As the player hears it ("You win the match" or "Bot 2 wins the match") and as a spectator does.
MATCH_OVER = ("You win the match", "wins the match")
GAME_OVER = ("You win the game", "wins the game")


def heard_any(lines: list[str], words: tuple[str, ...]) -> bool:
    return any(word in line for line in lines for word in words)


def focus_on_point(
    player: WebPlayer, looked: tuple[dict[str, Any] | None] | None = None
) -> dict[str, object]:
    """The focused board point (as ``looked`` found it when given, else asked now); fails elsewhere."""
    focused = looked[0] if looked is not None else player.focused()
    if focused is None or focused["role"] != "gridcell" or not str(focused["id"]).startswith("cell-"):
        player.fail(f"focus is not on a board point but on {focused}")
    assert focused is not None
    return focused


def follow_server_focus(player: WebPlayer) -> None:
    """After Ctrl+arrows the server names the cell to focus (selection_id): focus must be there."""
    menu = player.last_menu() or {}
    wanted = menu.get("selection_id")
    focused = focus_on_point(player)
    if wanted and focused["id"] != wanted:
        player.fail(f"the server moved focus to {wanted} but the client focuses {focused['id']}")


def act_once(player: WebPlayer) -> str:
    """Make the decision the board offers now, if any: "roll", "select", "move", "answer", "end", or "" when
    waiting for the opponent (then it waits for the server to say something new)."""
    # What the board offers, and the frames that had come when it was looked at: a wait below for something
    # new ends at the first frame after this look (one that came between the look and the wait counts).
    seen, listed, looked_at = player.glance()
    ids = set(listed)
    if "cell-0" not in ids:
        player.settle(looked_at, timeout=60)
        return ""
    if ids & {"take", "accept_resignation"}:
        focus_on_point(player, (seen,))
        player.press("y")
        return "answer"
    if "end_turn" in ids:
        focus_on_point(player, (seen,))
        player.press("Enter")
        return "end"
    if "roll" in ids:
        focus_on_point(player, (seen,))
        mark = player.heard_count()
        player.press("Enter")
        # The words may come after what ``press`` waited for (a first frame, then everything the server had
        # written): the wait ends when they come (60 s is only the bound past which it is a failure).
        if player.hears(ROLL_WORDS, mark, timeout=60) is None:
            player.fail("Enter on a point did not roll the dice")
        return "roll"
    if "next_target" in ids:
        selected = "deselect" in ids
        focus_on_point(player, (seen,))
        player.press("Control+ArrowRight")
        follow_server_focus(player)
        mark = player.heard_count()
        player.press("Enter")
        if selected and player.hears(MOVE_WORDS, mark, timeout=60) is None:
            player.fail("Enter on a destination did not move the checker")
        return "move" if selected else "select"
    player.settle(looked_at, timeout=60)
    return ""


def play_match(player: WebPlayer, max_steps: int = 3000) -> dict[str, int]:
    """Act until the match is announced as over; returns how many decisions of each kind were made.

    Bounded by steps, not seconds: a busy machine makes each step slower, never the match longer."""
    done: dict[str, int] = {}
    steps = 0
    looked = 0  # announcements already looked at for the match's end: each step fetches only newer ones
    while True:
        heard = player.heard(looked)
        if heard_any(heard, MATCH_OVER):
            break
        looked += len(heard)
        steps += 1
        if steps > max_steps:
            player.fail(f"the match was not over after {max_steps} steps ({done})")
        kind = act_once(player)
        if kind:
            done[kind] = done.get(kind, 0) + 1
    return done
