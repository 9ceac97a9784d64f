"""A whole 1-point match against a GNUBG bot, played by keyboard alone in the browser, with a spectator
listening in a second browser context."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from tests.playpalace.seeded import seeded_server

from .keyboard_game import GAME_OVER, MATCH_OVER, focus_on_point, heard_any, play_match
from .web_player import WebPlayer, new_context

pytestmark = pytest.mark.slow(7)  # seconds on an idle machine: this module starts first

# Every key of the rules page that needs no particular moment; each must reach the server and get an answer.
ANSWERED_KEYS = ["e", "d", "p", "s", "c", "t", "h", "Shift+H", "u", "Shift+D", "y", "n", "Control+Backspace"]


@dataclass
class PlayedMatch:
    player: WebPlayer
    spectator: WebPlayer
    decisions: dict[str, int]
    key_answers: dict[str, list[str]]
    focus_after: dict[str, str]
    player_heard: list[str]
    spectator_heard: list[str]
    player_spoken: list[str]
    spectator_spoken: list[str]


def tour_keys(player: WebPlayer) -> tuple[dict[str, list[str]], dict[str, str]]:
    """Press the rules page's status and offer keys, then the grid's edge keys; record answers and focus."""
    answers: dict[str, list[str]] = {}
    for key in ANSWERED_KEYS:
        mark = player.heard_count()
        player.press(key)
        answers[key] = player.heard(mark)
    focus: dict[str, str] = {}
    for key in ["End", "Alt+ArrowDown", "Home", "Alt+ArrowUp", "Alt+ArrowRight", "Alt+ArrowLeft"]:
        player.press(key)
        focus[key] = str(focus_on_point(player)["id"])
    return answers, focus


# A whole match driven by keys: each press waits for the server's answer and then for the pong of a ping sent
# after it (everything the server wrote before has arrived), and the words a decision must bring are awaited
# (the bounds only say when it is a failure), so a busy machine slows it but does not break it.


# Every table of this module's server rolls these dice: the match is the same every run, and a short one (34
# decisions: 18 rolls, 11 picks, 5 moves; the bot wins with a backgammon) in which every kind of step asserted
# below still happens: both sides roll and move, the game and the match end. Random dice made it 77-160.
DICE_SEED = 4


@pytest.fixture(scope="module")
def seeded_web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Our server in this process (its static files our web client's), every table rolling
    ``SeededDice(DICE_SEED)`` (tests/playpalace/seeded.py); yields the page's address."""
    db = tmp_path_factory.mktemp("keyboard-game") / "lobby.sqlite3"
    with seeded_server(dice_seed=DICE_SEED, db=db, rate_per_second=1000.0) as running:
        assert running.server is not None
        yield f"http://127.0.0.1:{running.server.port}/"


@pytest.fixture(scope="module")
def played(browser, seeded_web_server, artifacts) -> PlayedMatch:  # type: ignore[no-untyped-def]
    contexts = []

    def make(name: str) -> WebPlayer:
        context = new_context(browser)
        contexts.append(context)
        return WebPlayer(context, seeded_web_server, name)

    try:
        player, spectator = make("alice"), make("carol")
        player.log_in()
        player.create_bot_table("gnubg_0ply")
        spectator.log_in()
        spectator.watch_table_of("alice")
        spectator.wait_for_item("seat-0")  # the waiting room, as its players see it
        player.start_game()
        answers, focus = tour_keys(player)
        decisions = play_match(player)
        spectator.wait_to_hear("wins the match")
        # The board as the match ended (checkers borne off), for a look at the drawing.
        player.page.screenshot(path=str(artifacts / "board-match-over-1280x800.png"), full_page=True)
        return PlayedMatch(
            player, spectator, decisions, answers, focus,
            player.heard(), spectator.heard(), player.spoken(), spectator.spoken(),
        )
    finally:
        for context in contexts:
            context.close()


def test_whole_match_by_keyboard_is_announced(played: PlayedMatch) -> None:
    heard = played.player_heard
    assert played.decisions.get("roll", 0) >= 1, played.decisions
    assert played.decisions.get("move", 0) >= 1, played.decisions
    assert any(line.startswith("You roll") for line in heard), heard[-20:]
    assert any(line.startswith("Bot 2 rolls") for line in heard), heard[-20:]
    assert any(line.startswith(("You move from", "You bear off")) for line in heard), heard[-20:]
    assert any(line.startswith(("Bot 2 moves from", "Bot 2 bears off")) for line in heard), heard[-20:]
    assert heard_any(heard, GAME_OVER), heard[-20:]
    assert heard_any(heard, MATCH_OVER), heard[-20:]


def test_no_announcement_is_lost(played: PlayedMatch) -> None:
    """Bursts (a bot's whole turn) included: the live regions announce every spoken text, in order."""
    assert len(played.player_spoken) > 50
    assert played.player_heard == [text for text in played.player_spoken if text]
    assert played.spectator_heard == [text for text in played.spectator_spoken if text]


def test_every_rules_page_key_reaches_the_server(played: PlayedMatch) -> None:
    silent = [key for key, answer in played.key_answers.items() if not answer]
    assert not silent, f"no answer to {silent}: {played.key_answers}"
    assert played.focus_after == {
        "End": "cell-11",
        "Alt+ArrowDown": "cell-23",
        "Home": "cell-12",
        "Alt+ArrowUp": "cell-0",
        "Alt+ArrowRight": "cell-11",
        "Alt+ArrowLeft": "cell-0",
    }


def test_spectator_hears_the_moves(played: PlayedMatch) -> None:
    heard = played.spectator_heard
    assert any(line.startswith(("alice moves from", "alice bears off")) for line in heard), heard
    assert any(line.startswith(("Bot 2 moves from", "Bot 2 bears off")) for line in heard), heard
    assert any(line.startswith("alice rolls") for line in heard), heard[-20:]
    assert any("wins the match" in line for line in heard), heard[-20:]
    assert not played.spectator.console_errors, played.spectator.console_errors
    assert not played.player.console_errors, played.player.console_errors
