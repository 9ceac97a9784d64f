"""The host's options over a real websocket: every change is spoken, the waiting room comes back with the
focus on the option just changed, and a list of values opens with a spoken title."""

from __future__ import annotations

from .live_server import WsClient


def _to_table_menu(client: WsClient) -> None:
    client.until_menu("main_menu")
    client.select("main_menu", "game-backgammon")
    client.until_menu("game")
    client.select("game", "create")
    client.until_menu("table")


def test_a_match_length_is_chosen_from_a_titled_list_and_the_focus_comes_back_to_it(server, connect):
    host = connect()
    host.login("hostess")
    _to_table_menu(host)
    host.select("table", "option-match_length")
    title = host.until(lambda p: p["type"] == "speak")
    assert title["text"] == "Match length, now 1: choose a value."
    values = host.until_menu("option-match_length")
    assert values["selection_id"] == "value-1"
    host.select("option-match_length", "value-5")
    assert host.until(lambda p: p["type"] == "speak")["text"] == "Match length: 5."
    table = host.until_menu("table")
    assert table["selection_id"] == "option-match_length"


def test_turning_verbose_hints_and_cube_hints_on_and_off_is_spoken(server, connect):
    host = connect()
    host.login("hostess")
    _to_table_menu(host)
    toggles = (("verbose", "Verbose commentary"), ("hints", "Hints"), ("cube_hints", "Cube hints"))
    for option, label in toggles:
        host.select("table", f"option-{option}")
        assert host.until(lambda p: p["type"] == "speak")["text"] == f"{label}: on."
        assert host.until_menu("table")["selection_id"] == f"option-{option}"
        host.select("table", f"option-{option}")
        assert host.until(lambda p: p["type"] == "speak")["text"] == f"{label}: off."
        assert host.until_menu("table")["selection_id"] == f"option-{option}"
