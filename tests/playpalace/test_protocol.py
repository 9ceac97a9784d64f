"""What PlayPalace 11's clients are sent and may send, on the wire: menu ids they give a meaning to, a board
whose letters are keys and whose Escape and Backspace arrive as keybinds, the actions menu, and a new
spectator's welcome. No browser here; ``test_web_client.py`` drives PlayPalace's real web client."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest

from tests.host.live_server import Packet, ThreadedServer, WsClient, create_bot_table

from .seeded import seeded_server


@pytest.fixture(scope="module")
def lobby(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ThreadedServer]:
    with seeded_server(db=tmp_path_factory.mktemp("protocol") / "lobby.sqlite3") as running:
        yield running


@pytest.fixture
def connect(lobby: ThreadedServer) -> Iterator[Callable[[], WsClient]]:
    clients: list[WsClient] = []

    def make() -> WsClient:
        client = WsClient(lobby.url)
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.close()


def _ids(menu: Packet) -> list[str]:
    return [item["id"] for item in menu["items"]]


def _seated(connect: Callable[[], WsClient], name: str, client_type: str | None) -> WsClient:
    client = connect()
    client.login(name, client_type=client_type)
    create_bot_table(client)
    return client


def _escape_key(client: WsClient, cell: int) -> None:
    client.send({"type": "keybind", "key": "escape", "control": False, "alt": False, "shift": False,
                 "menu_id": "turn_menu", "menu_index": cell + 1, "menu_item_id": f"cell-{cell}"})


@pytest.mark.parametrize("client_type", ["Web", "Desktop"])
def test_playpalace_clients_get_a_board_of_keys_and_cells_alone(
    connect: Callable[[], WsClient], client_type: str
) -> None:
    client = _seated(connect, f"pp-{client_type.lower()}", client_type)
    board = client.menu
    assert board is not None and board["menu_id"] == "turn_menu"
    assert board["multiletter_enabled"] is False and board["escape_behavior"] == "keybind"
    assert board["grid_enabled"] is True and board["grid_width"] == 12
    assert _ids(board) == [f"cell-{i}" for i in range(24)]
    assert "main_menu" in [p["menu_id"] for p in client.seen if p["type"] == "menu"]


def test_other_clients_get_the_actions_under_the_cells(connect: Callable[[], WsClient]) -> None:
    client = _seated(connect, "plain", None)
    board = client.menu
    assert board is not None and board["menu_id"] == "turn_menu" and board["escape_behavior"] == "keybind"
    ids = _ids(board)
    assert ids[:24] == [f"cell-{i}" for i in range(24)] and "status_pips" in ids[24:]


def test_escape_as_a_keybind_opens_the_actions_menu_and_escape_comes_back_to_the_same_point(
    connect: Callable[[], WsClient],
) -> None:
    client = _seated(connect, "escaper", "Web")
    _escape_key(client, 7)
    actions = client.until_menu("actions_menu")
    ids = _ids(actions)
    assert ids[0] == "back" and ids[-1] == "leave" and {"status_pips", "seat-0", "seat-1"} <= set(ids)
    assert actions["escape_behavior"] == "escape_event"
    client.send({"type": "escape", "menu_id": "actions_menu"})
    board = client.until_menu("turn_menu")
    assert board["selection_id"] == "cell-7"


def test_an_action_chosen_from_the_actions_menu_is_made_and_the_board_comes_back(
    connect: Callable[[], WsClient],
) -> None:
    client = _seated(connect, "chooser", "Web")
    _escape_key(client, 3)
    client.until_menu("actions_menu")
    mark = len(client.seen)
    client.select("actions_menu", "status_pips")
    assert client.until_menu("turn_menu")["selection_id"] == "cell-3"
    # The answer, before or after the board comes back (said with a bot's move when it falls in its moment).
    pips = [p for p in client.seen[mark:] if p["type"] == "speak" and "Pip counts: you" in p["text"]]
    assert (pips[0] if pips else client.until_speech("Pip counts: you"))["buffer"] == "table"
    _escape_key(client, 3)
    client.until_menu("actions_menu")
    client.select("actions_menu", "row_end")  # made on the point the board was focused on
    assert client.until(lambda p: p["type"] == "menu" and p.get("selection_id") == "cell-11")


def test_backspace_arrives_as_itself_so_ctrl_backspace_puts_the_checker_back(
    connect: Callable[[], WsClient],
) -> None:
    client = _seated(connect, "backspacer", "Web")
    client.until_speech("Your turn.")
    client.key("enter", cell=0)
    client.until_speech("You roll 6 and 1.")
    client.key("right", control=True, cell=0)
    source = client.until(lambda p: p["type"] == "menu" and "selection_id" in p)["selection_id"]
    client.key("enter", cell=int(source.removeprefix("cell-")))
    client.until_speech("selected")
    client.send({"type": "keybind", "key": "backspace", "control": True, "alt": False, "shift": False,
                 "menu_id": "turn_menu", "menu_item_id": source})
    client.until_speech("Checker deselected.")
    assert client.menu is not None and client.menu["menu_id"] == "turn_menu"


def test_escape_as_a_keybind_goes_back_in_a_list_menu_too(connect: Callable[[], WsClient]) -> None:
    client = connect()
    client.login("lister", client_type="Desktop")
    client.until_menu("main_menu")
    client.select("main_menu", "game-backgammon")
    client.until_menu("game")
    client.send({"type": "keybind", "key": "escape", "control": False, "alt": False, "shift": False,
                 "menu_id": "game"})
    client.until_menu("main_menu")


def test_a_new_spectator_hears_whose_table_it_is(connect: Callable[[], WsClient]) -> None:
    host = _seated(connect, "hostess", "Web")
    watcher = connect()
    watcher.login("viewer", client_type="Web")
    watcher.until_menu("main_menu")
    watcher.select("main_menu", "game-backgammon")
    watcher.until_menu("game")
    watcher.select("game", "list")
    tables = watcher.until_menu("tables")
    (entry,) = [item for item in tables["items"] if "host hostess," in item["text"]]
    watcher.select("tables", entry["id"])
    watcher.until_menu("join")
    mark = len(watcher.seen)
    watcher.select("join", "watch")
    watcher.until_menu("turn_menu")
    (welcome,) = [p for p in watcher.seen[mark:] if p["type"] == "speak"]
    number = re.match(r"Table (\d+),", entry["text"])
    assert number is not None and welcome["buffer"] == "table"
    assert welcome["text"].startswith(f"You are watching table {number[1]}, hostess's table.")
    host.until_speech("viewer is watching.")
    assert not [text for text in host.speeches() if "You are watching" in text]
