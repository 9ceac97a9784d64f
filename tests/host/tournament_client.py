"""Test helpers: a tournament announced, joined and followed through the lobby's menus, as a client does."""

from __future__ import annotations

from .live_server import Packet, WsClient


def has_item(item_id: str) -> object:
    return lambda p: p["type"] == "menu" and item_id in [item["id"] for item in p["items"]]


def announce(client: WsClient, **cycles: int) -> None:
    """From the main menu: the form, each field chosen as many times as ``cycles`` says (format=1: Swiss;
    length=5: from 3 points round to 1), announced; ends in the event's menu."""
    client.until_menu("main_menu")
    client.select("main_menu", "tournaments")
    client.until_menu("tournaments")
    client.select("tournaments", "create")
    client.until_menu("tournament_create")
    for field, times in cycles.items():
        for _ in range(times):
            client.select("tournament_create", field.replace("_", "-"))
            client.until_menu("tournament_create")
    client.select("tournament_create", "announce")
    client.until_menu("tournament")


def open_event(client: WsClient, event_id: str | None = None) -> Packet:
    """From the main menu: the tournament ``event_id`` (by default the first listed), opened; its line in
    the list."""
    if client.menu is None or client.menu["menu_id"] != "main_menu":
        client.until_menu("main_menu")
    client.select("main_menu", "tournaments")
    listed = client.until(has_item("create"))  # type: ignore[arg-type]
    wanted = "event-" if event_id is None else f"event-{event_id}"
    entry: Packet = next(item for item in listed["items"]
                         if item["id"] == wanted or (event_id is None and item["id"].startswith(wanted)))
    client.select("tournaments", entry["id"])
    client.until_menu("tournament")
    return entry


def lines_of(client: WsClient, item: str, menu_id: str) -> list[str]:
    """The lines of one of the event's views (bracket, standings, still-in), then back to its menu."""
    client.select("tournament", item)
    menu = client.until_menu(menu_id)
    client.select(menu_id, "back")
    client.until_menu("tournament")
    return [entry["text"] for entry in menu["items"] if entry["id"] != "back"]
