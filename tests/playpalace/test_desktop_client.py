"""PlayPalace 11's desktop client's own menu and key handling against our server.

Its window cannot run here (wxPython, a screen reader through accessible_output2, BASS audio through
sound_lib: ``desktop_keys.py`` says what stands in for them). Its real code from the shared copy runs in a
process of its own: its main window and menu list take in the menus our server sent a "Desktop" client, and
each key of the rules page, pressed on a cell of the board, becomes the packet it sends or a move of its own
focus. The packets go to our server, which must answer each as it answers the same key from our own client;
the focus moves must land where our server puts the focus for the same key.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.table.interface import Key
from tests.host.live_server import ThreadedServer, WsClient, create_bot_table
from tests.shared_copy import not_found

from .seeded import seeded_server
from .table_answers import server_focus

DRIVER = Path(__file__).with_name("desktop_keys.py")
NAME = "desk"
CELL = 5
# (key, ctrl, alt, shift): the keys of the rules page the desktop client sends as keybinds.
SENT_KEYS = [
    ("t", False, False, False), ("e", False, False, False), ("d", False, False, False),
    ("p", False, False, False), ("s", False, False, False), ("c", False, False, False),
    ("i", False, False, False), ("y", False, False, False), ("n", False, False, False),
    ("u", False, False, False), ("h", False, False, False), ("b", False, False, False),
    ("h", False, False, True), ("d", False, False, True), ("t", False, False, True),
    ("m", False, False, True),
    ("backspace", True, False, False), ("up", True, False, False), ("down", True, False, False),
    ("left", True, False, False), ("right", True, False, False), ("escape", False, False, False),
]
# The keys of the rules page the desktop client answers itself, moving its grid focus; our table's names.
FOCUS_KEYS = {
    ("home", False, False, False): Key("home"), ("end", False, False, False): Key("end"),
    ("left", False, True, False): Key("left", alt=True),
    ("right", False, True, False): Key("right", alt=True),
    ("up", False, True, False): Key("up", alt=True), ("down", False, True, False): Key("down", alt=True),
}
# What our server answers each sent key with at the start of a 1-point match, our turn to roll.
ANSWERS = {
    ("t", False): "Your turn to roll.", ("e", False): "Bar: ",
    ("d", False): "No doubling cube in a single game.",
    ("p", False): "Pip counts: ", ("s", False): "Match to 1", ("c", False): "No dice to play right now.",
    ("i", False): "Position ID ", ("y", False): "No double has been offered.",
    ("u", False): "Roll the dice first", ("b", False): "Beavers are not allowed at this table.",
    ("t", True): "This table has no turn clock.", ("m", True): "This table has no turn clock.",
}


@pytest.fixture(scope="module")
def lobby(playpalace11: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ThreadedServer]:
    with seeded_server(db=tmp_path_factory.mktemp("desktop") / "lobby.sqlite3") as running:
        yield running


def _desktop(playpalace11: Path, menus: list[dict[str, Any]], presses: list[list[Any]],
             sounds: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    desktop = playpalace11 / "clients" / "desktop"
    if not (desktop / "ui" / "main_window.py").is_file():
        pytest.skip(not_found("desktop client of PlayPalace 11", desktop))
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(desktop)],
        input=json.dumps({"menus": menus, "presses": presses, "sounds": sounds or []}),
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    answer: dict[str, Any] = json.loads(done.stdout)
    return answer


def _keybind(key: str, control: bool, alt: bool, shift: bool, cell: int) -> dict[str, Any]:
    return {"type": "keybind", "key": key, "control": control, "alt": alt, "shift": shift,
            "menu_id": "turn_menu", "menu_index": cell + 1, "menu_item_id": f"cell-{cell}"}


def test_every_key_of_the_rules_page_from_the_desktop_clients_own_code(
    playpalace11: Path, lobby: ThreadedServer
) -> None:
    client = WsClient(lobby.url)
    try:
        client.login(NAME, client_type="Desktop")
        create_bot_table(client)
        client.until_speech("Your turn")
        client.drain(0.05)
        menus = [p for p in client.seen if p["type"] == "menu"]
        board = client.menu
        assert board is not None and board["menu_id"] == "turn_menu"
        item_sounds = [item.get("sound") for item in board["items"]]
        focus_keys = list(FOCUS_KEYS)
        presses = [[*chord, CELL] for chord in [*SENT_KEYS, ("enter", False, False, False), *focus_keys]]
        presses += [["down", False, False, False, CELL], ["right", False, False, False, CELL]]
        sounds = [p for p in client.seen if p["type"] == "play_sound"]
        result = _desktop(playpalace11, menus, presses, sounds)
        assert (result["menu_id"], result["multiletter"], result["escape_behavior"], result["grid"]) == (
            "turn_menu", False, "keybind", [True, 12])
        answers = iter(result["answers"])

        # Letters are keys, not type-to-search; Backspace and Escape arrive as keys with their modifiers.
        sent = {}
        for chord in SENT_KEYS:
            answer = next(answers)
            assert answer["sent"] == [_keybind(*chord, CELL)], (chord, answer)
            sent[chord] = answer["sent"][0]
        enter = next(answers)
        assert enter["sent"] == [{"type": "menu", "selection": CELL + 1, "menu_id": "turn_menu",
                                  "selection_id": f"cell-{CELL}"}]
        # Home, End, Alt+arrows: the client's own grid moves the focus, sends nothing, and lands where our
        # server puts it; the point landed on plays the sound our server gave its item.
        for chord in focus_keys:
            answer = next(answers)
            wanted = server_focus(lobby, NAME, FOCUS_KEYS[chord], CELL)
            assert (answer["sent"], answer["selection"]) == ([], wanted), chord
            if wanted != CELL:
                assert answer["sounds"] == [item_sounds[wanted] or "play_menuclick"], chord
        # Plain arrows move by the grid's rows and columns of twelve.
        assert [(a["sent"], a["selection"]) for a in (next(answers), next(answers))] == [([], 17), ([], 6)]
        # The play_sound packets our server sent are played by the client's own handler, by name.
        played = result["played"]
        assert played == [p["name"] for p in sounds] and any("diceroll" in name for name in played)

        # Our server answers each key the client sent with its own words.
        for (key, shift), words in ANSWERS.items():
            client.drain(0.05)
            client.send(sent[(key, False, False, shift)])
            client.until_speech(words)
        # Escape from the board opens the actions menu; Enter on a cell rolls.
        client.send(sent[("escape", False, False, False)])
        client.until_menu("actions_menu")
        client.send({"type": "escape", "menu_id": "actions_menu"})
        client.until_menu("turn_menu")
        client.send(enter["sent"][0])
        client.until_speech("You roll")
    finally:
        client.close()


def test_in_the_main_menu_letters_search_and_backspace_stays_in_the_client(
    playpalace11: Path, lobby: ThreadedServer
) -> None:
    """The same client code with a list menu of ours: multi-letter search on, so a letter sends nothing
    (as the board's letters did before it said otherwise); Escape is an escape event."""
    client = WsClient(lobby.url)
    try:
        client.login("lister", client_type="Desktop")
        main_menu = client.until_menu("main_menu")
        assert "multiletter_enabled" not in main_menu
        texts = [item["text"] for item in main_menu["items"]]
        result = _desktop(playpalace11, [main_menu], [["w", False, False, False, 0],
                                                      ["backspace", False, False, False, None],
                                                      ["escape", False, False, False, None]])
        letter, backspace, escape = result["answers"]
        assert letter["sent"] == [] and texts[letter["selection"]] == "Who is online"
        assert backspace["sent"] == []
        assert escape["sent"] == [{"type": "escape", "menu_id": "main_menu"}]
    finally:
        client.close()
