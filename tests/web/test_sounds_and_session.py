"""Our web client in Chromium: it plays the table's sounds from its own pack (the dice, the board's points
as the focus lands on them) at the player's volume, mutes them, and remembers both; it remembers the login,
so a reload comes straight back to the table, until the player logs out; a refused login is said once, on
the form, and an empty password is named before anything is sent."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tests.host.live_server import WsClient

from .conftest import WebServer
from .web_player import WebPlayer

# Every sound the page starts: its file, its volume, and whether the file loaded.
PLAYED = """
(() => {
  const played = [];
  window.__played = played;
  const native = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function play(...args) {
    const entry = { src: this.currentSrc || this.src, volume: this.volume, loaded: false };
    played.push(entry);
    this.addEventListener("canplaythrough", () => { entry.loaded = true; }, { once: true });
    return native.apply(this, args);
  };
  // Every text the login form's error line (role="alert") takes, as a screen reader would hear it.
  window.__alerts = [];
  const watch = () => {
    const line = document.getElementById("login-error");
    new MutationObserver(() => {
      if (line.textContent) window.__alerts.push(line.textContent);
    }).observe(line, { childList: true, characterData: true, subtree: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watch);
  else watch();
})();
"""


def _player(new_player: Callable[..., WebPlayer], name: str) -> WebPlayer:
    player = new_player(name)
    player.context.add_init_script(script=PLAYED)
    return player


def _played(player: WebPlayer, since: int = 0) -> list[dict[str, Any]]:
    return list(player.page.evaluate("(since) => window.__played.slice(since)", since))


def _wait_for_sound(
    player: WebPlayer, ending: str, since: int = 0, *, loaded: bool = False
) -> dict[str, Any]:
    script = """([since, ending, loaded]) => window.__played.slice(since)
        .find((p) => p.src.endsWith(ending) && (!loaded || p.loaded))"""
    try:
        handle = player.page.wait_for_function(
            script, arg=[since, ending, loaded], timeout=15_000, polling=50)
    except Exception:
        player.fail(f"never played {ending!r}; played: {[p['src'] for p in _played(player)][-8:]}")
    return dict(handle.json_value())


def _walk_board(player: WebPlayer, steps: int) -> None:
    """Arrow along the board's rows from its first cell."""
    player.page.locator("#menu-root [data-id='cell-0']").focus()
    for _ in range(steps):
        player.page.keyboard.press("ArrowRight")


def test_sounds_play_at_the_players_volume_mute_and_are_remembered_with_the_login(
    new_player: Callable[..., WebPlayer], web_server: WebServer,
) -> None:
    player = _player(new_player, "sofia")
    player.log_in()
    player.create_bot_table("random")
    player.start_game()
    roll = _wait_for_sound(player, "/sounds/roll.wav", loaded=True)
    assert abs(roll["volume"] - 0.8) < 1e-6  # the default volume, 80 of 100

    mark = len(_played(player))
    player.page.locator("#sound-volume").fill("40")  # the slider, as a keyboard or a pointer sets it
    sample = _wait_for_sound(player, "/sounds/your-turn.wav", mark)
    assert abs(sample["volume"] - 0.4) < 1e-6
    mark = len(_played(player))
    _walk_board(player, 11)  # points 13 to 24: the starting position has checkers on three of them
    heard = {p["src"].rsplit("/", 1)[1] for p in _played(player, mark)}
    assert heard and heard <= {"own-blot.wav", "own-point.wav", "other-blot.wav", "other-point.wav"}, heard
    assert all(abs(p["volume"] - 0.4) < 1e-6 for p in _played(player, mark))

    player.page.locator("#sound-button").click()
    assert player.page.locator("#sound-button").get_attribute("aria-pressed") == "true"
    mark = len(_played(player))
    _walk_board(player, 11)
    assert _played(player, mark) == []  # muted: nothing plays, and the words are as before

    player.page.reload()  # the login and the sound settings are remembered: straight back to the table
    player.wait_for_board(timeout=30)
    assert player.page.locator("#login-panel").is_hidden()
    assert player.page.locator("#sound-volume").input_value() == "40"
    assert player.page.locator("#sound-button").get_attribute("aria-pressed") == "true"
    assert player.page.evaluate("localStorage.getItem('playpalace-backgammon-session')") is not None
    assert "secret-password" not in (player.page.evaluate("JSON.stringify(localStorage)") or "")

    token = json.loads(player.page.evaluate("localStorage.getItem('playpalace-backgammon-session')"))["token"]
    with player.page.expect_response("**/session/end") as ended:
        player.page.locator("#logout-button").click()
    assert ended.value.status == 204
    assert not player.page.locator("#login-panel").is_hidden()
    assert player.page.evaluate("localStorage.getItem('playpalace-backgammon-session')") is None
    other = WsClient(f"ws://127.0.0.1:{web_server.port}/")  # the server forgot the token too
    try:
        other.send({"type": "authorize", "username": "sofia", "session_token": token})
        assert other.until(lambda p: p["type"] in ("authorize_success", "disconnect"))["type"] == "disconnect"
    finally:
        other.close()
    player.open()  # after logging out, a reload asks for the login again
    assert not player.page.locator("#login-panel").is_hidden()


def test_a_refused_login_is_said_once_and_an_empty_password_is_named(
    new_player: Callable[..., WebPlayer],
) -> None:
    owner = _player(new_player, "olga")
    owner.log_in()
    owner.page.locator("#logout-button").click()

    player = _player(new_player, "olga")
    player.open()
    keyboard = player.page.keyboard
    keyboard.type("olga")
    keyboard.press("Enter")  # no password
    player.page.wait_for_function("window.__alerts.length > 0")
    assert player.page.evaluate("window.__alerts") == ["Enter a password."]
    assert player.page.evaluate("window.__seen.sent.length") == 0  # nothing was sent
    assert player.page.evaluate("document.activeElement.id") == "password"

    keyboard.type("not-her-password")
    keyboard.press("Enter")
    player.page.wait_for_function("window.__alerts.length > 1", timeout=15_000)
    player.page.wait_for_function("document.getElementById('status').textContent !== ''")
    player.settle()
    alerts = player.page.evaluate("window.__alerts")
    assert alerts[1:] == ["Wrong username or password."], alerts
    assert not [text for text in player.heard() if "Wrong username" in text], player.heard()
    assert player.page.evaluate("localStorage.getItem('playpalace-backgammon-session')") is None
