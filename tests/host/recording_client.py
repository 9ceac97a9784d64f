"""A lobby client without a socket: it records what it is shown and told, and chooses items."""

from __future__ import annotations

from typing import Any


class _Shown:
    def __init__(self, menu_id: str) -> None:
        self.menu_id = menu_id


class RecordingClient:
    is_playpalace = False
    binary = False

    def __init__(self, username: str) -> None:
        self.username = username
        self.language = "en"
        self.is_web = False
        self.spoken: list[str] = []
        self.menus: list[tuple[str, list[tuple[str, str, Any]]]] = []

    @property
    def menu(self) -> Any:
        """The menu shown last (its ``menu_id``), as a real client keeps it; None before any."""
        return _Shown(self.menus[-1][0]) if self.menus else None

    def speak(self, text: str, buffer: str = "misc", *, muted: bool = False) -> None:
        self.spoken.append(text)

    def show_prepared(self, state: Any, _document: Any, **_kwargs: Any) -> None:
        """A prepared menu (a replay's board): recorded by its id, without items to choose."""
        self.menus.append((state.menu_id, []))

    def show_menu(self, menu_id: str, items: list[tuple[str, str, Any]], **_kwargs: Any) -> None:
        self.menus.append((menu_id, items))

    def choose(self, item_id: str) -> None:
        handler = {item: chosen for item, _text, chosen in self.menus[-1][1]}[item_id]
        handler(item_id)

    def texts(self) -> dict[str, str]:
        return {item: text for item, text, _chosen in self.menus[-1][1]}
