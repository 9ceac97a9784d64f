"""What the tournaments' driver needs of the lobby around it (``EventHost``), beside what every menu needs:
the store, the tables (open one for a match, find one, send a person to theirs, let one go), and who is
online. The lobby is this host, so this package imports nothing of the lobby's."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from ..net.client import Client, MenuHost
from ..store.store import Store
from ..tables.room import Room


class EventHost(MenuHost, Protocol):
    store: Store

    def open_event_table(self, event_id: str, players: list[tuple[str, bool]], options: dict[str, Any],
                         clock: str) -> Room:
        """A new table for a tournament's match: ``players`` (name, bot) seated in order, started at once."""
        ...

    def table(self, table_id: str) -> Room | None:
        """The open table ``table_id`` (None once it closed)."""
        ...

    def go_to_table(self, client: Client, room: Room) -> None:
        """``client`` goes to their seat at ``room``."""
        ...

    def watch_table(self, client: Client, room: Room) -> None:
        ...

    def let_table_go(self, room: Room) -> None:
        """A tournament's table whose match ended with nobody at it: closed and forgotten."""
        ...

    def client_named(self, name: str) -> Client | None:
        ...

    def everyone(self) -> Iterable[Client]:
        """Everyone logged in."""
        ...
