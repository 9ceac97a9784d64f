"""PlayPalace 11's desktop client's own key handling against our server.

Its window cannot run here (wxPython, a screen reader through accessible_output2, BASS audio through
sound_lib: ``desktop_keys.py`` says what stands in for them). Its real code from the shared copy runs in a
process of its own: it takes in the menus our server sent a "Desktop" client, and each key of the rules
page, pressed on a cell of the board, becomes the packet it would send. Those packets go to our server,
which must answer each as it answers the same key from our own client.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.host.live_server import ThreadedServer, WsClient, create_bot_table

from .seeded import seeded_server

DRIVER = Path(__file__).with_name("desktop_keys.py")
# (key, ctrl, alt, shift): every key of the rules page that the desktop client sends (Home, End and
# Alt+arrows move its own grid focus and send nothing; Enter is a menu choice).
RULES_KEYS = [
    ("t", False, False, False), ("e", False, False, False), ("d", False, False, False),
    ("p", False, False, False), ("s", False, False, False), ("c", False, False, False),
    ("i", False, False, False), ("y", False, False, False), ("n", False, False, False),
    ("u", False, False, False), ("h", False, False, False), ("h", False, False, True),
    ("d", False, False, True), ("backspace", True, False, False), ("up", True, False, False),
    ("down", True, False, False), ("left", True, False, False), ("right", True, False, False),
    ("escape", False, False, False), ("enter", False, False, False),
]


@pytest.fixture(scope="module")
def lobby(playpalace11: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ThreadedServer]:
    with seeded_server(db=tmp_path_factory.mktemp("desktop") / "lobby.sqlite3") as running:
        yield running


def _desktop(playpalace11: Path, menus: list[dict[str, object]], presses: list[list[object]]) -> dict:  # type: ignore[type-arg]
    desktop = playpalace11 / "clients" / "desktop"
    if not (desktop / "ui" / "main_window.py").is_file():
        pytest.skip(f"no PlayPalace 11 desktop client at {desktop}")
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(desktop)], input=json.dumps({"menus": menus, "presses": presses}),
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    answer: dict = json.loads(done.stdout)  # type: ignore[type-arg]
    return answer


def test_every_key_of_the_rules_page_from_the_desktop_clients_own_code(
    playpalace11: Path, lobby: ThreadedServer
) -> None:
    client = WsClient(lobby.url)
    try:
        client.login("desk", client_type="Desktop")
        create_bot_table(client)
        client.until_speech("Your turn")
        menus = [p for p in client.seen if p["type"] == "menu"]
        board = client.menu
        assert board is not None and board["menu_id"] == "turn_menu"
        cell = 5
        presses = [[key, control, alt, shift, cell] for key, control, alt, shift in RULES_KEYS]
        result = _desktop(playpalace11, menus, presses)
        assert (result["menu_id"], result["multiletter"], result["escape_behavior"]) == ("turn_menu", False,
                                                                                          "keybind")
        sent = dict(zip([tuple(k) for k in RULES_KEYS], result["answers"], strict=True))
        for (key, control, alt, shift), packets in sent.items():
            if key == "enter":
                assert packets == [{"type": "menu", "selection": cell + 1, "menu_id": "turn_menu",
                                    "selection_id": f"cell-{cell}"}]
                continue
            # A letter is a key, not type-to-search; Backspace and Escape arrive as keys with their modifiers.
            assert packets == [{"type": "keybind", "key": key, "control": control, "alt": alt, "shift": shift,
                                "menu_id": "turn_menu", "menu_index": cell + 1,
                                "menu_item_id": f"cell-{cell}"}], (key, packets)

        # Our server answers the status keys the desktop client sent, each with its own words.
        expected = {"t": "Your turn to roll.", "e": "Bar: ", "d": "No doubling cube in a single game.",
                    "p": "Pip counts: ", "s": "Match to 1", "c": "No dice to play right now.",
                    "i": "Position ID ", "y": "No double has been offered.", "u": "Roll the dice first"}
        for key, words in expected.items():
            [packet] = sent[(key, False, False, False)]
            client.drain(0.05)
            client.send(packet)
            client.until_speech(words)
        # Escape from the board opens the actions menu; Enter on a cell rolls.
        client.send(sent[("escape", False, False, False)][0])
        client.until_menu("actions_menu")
        client.send({"type": "escape", "menu_id": "actions_menu"})
        client.until_menu("turn_menu")
        client.send(sent[("enter", False, False, False)][0])
        client.until_speech("You roll")
    finally:
        client.close()
