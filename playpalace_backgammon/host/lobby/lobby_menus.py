"""The lobby's own menus: main -> a game -> create a table / list the open tables -> join as a player or
watch; the main menu also leads to who is online, Past matches and Players and ratings.

Menu ids follow PlayPalace's clients where they give one a meaning (``main_menu``). A table is chosen by
its id, not held: a menu left open must not keep a closed table (and its match) alive.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from playpalace_backgammon.table.interface import Message

from ..events.event_menus import TournamentMenus
from ..net.client import Client, MenuHandler, MenuHost
from ..tables.core.room_status import RoomStatus
from ..tables.games import GameKind
from ..tables.room import Room
from .archive_menus import PastMatches
from .online import Online
from .rating_menus import PlayersAndRatings
from .table_registry import TableRegistry

MAIN_MENU = "main_menu"  # PlayPalace's clients keep Backspace (the web client Escape too) to themselves here
_TABLE_STATES = {
    RoomStatus.WAITING: "lobby-table-waiting",
    RoomStatus.PLAYING: "lobby-table-playing",
    RoomStatus.FINISHED: "lobby-table-finished",
}


class LobbyMenus:
    """The menus between logging in and sitting at a table."""

    def __init__(self, host: MenuHost, games: Mapping[str, GameKind], online: Online, tables: TableRegistry,
                 past: PastMatches, players: PlayersAndRatings, events: TournamentMenus) -> None:
        self.host = host
        self.games = games
        self.online = online
        self.tables = tables
        self.past = past
        self.players = players
        self.events = events

    def _text(self, client: Client, message_id: str, **args: Any) -> str:
        return self.host.render(client, Message(message_id, args))

    def show_main(self, client: Client) -> None:
        self.past.forget(client)
        items: list[tuple[str, str, MenuHandler]] = []
        if self.events.tournaments.is_called(client.username or ""):
            items.append(("go-to-table", self._text(client, "tournament-go-item"),
                          lambda _: self.events.tournaments.go(client)))
        for game_id, kind in self.games.items():
            name = self.host.render(client, kind.declaration.name)
            items.append((f"game-{game_id}", name, functools.partial(self._game_chosen, client, kind)))
        items.append(("tournaments", self._text(client, "tournaments-menu"),
                      lambda _: self.events.show(client)))
        items.append(("online", self._text(client, "lobby-who-is-online"),
                      lambda _: self.speak_online(client)))
        items.append(("past", self._text(client, "archive-past-matches"), lambda _: self.past.show(client)))
        items.append(("ratings", self._text(client, "ratings-players-and-ratings"),
                      lambda _: self.players.show(client)))
        client.show_menu(MAIN_MENU, items, escape=lambda: None)

    def _game_chosen(self, client: Client, kind: GameKind, _item: str) -> None:
        self.show_game(client, kind)

    def speak_online(self, client: Client) -> None:
        """Who is online, said to ``client``."""
        names = self.online.names()
        client.speak(self._text(client, "lobby-online", count=len(names), names=", ".join(names)))

    def show_game(self, client: Client, kind: GameKind) -> None:
        items: list[tuple[str, str, MenuHandler]] = [
            ("create", self._text(client, "lobby-create-table"), lambda _: self._create(client, kind)),
            ("list", self._text(client, "lobby-list-tables"), lambda _: self.show_tables(client, kind)),
            ("back", self._text(client, "lobby-back"), lambda _: self.show_main(client)),
        ]
        client.show_menu("game", items, escape=lambda: self.show_main(client))

    def _create(self, client: Client, kind: GameKind) -> None:
        room = self.tables.new_room(kind, client)
        self.tables.enter(client, room)
        room.join(client)
        client.speak(self._text(client, "lobby-table-created", number=room.number), "table")

    def table_entry(self, client: Client, room: Room, state: str) -> str:
        """A table's line in the list: its number, what it plays, host, players, seats and state."""
        core = room.core
        return self._text(client, "lobby-table-entry", number=core.number,
                          format=self._table_format(client, core.options), host=core.host,
                          players=core.player_count, seats=len(core.seats), state=self._text(client, state))

    def _table_format(self, client: Client, options: Mapping[str, Any]) -> str:
        """What a table plays, as the archive says it: "5-point match", or "money session"."""
        if options.get("money"):
            return self._text(client, "money-archive-session")
        return self._text(client, "archive-match-length", length=int(options.get("match_length") or 1))

    def show_tables(self, client: Client, kind: GameKind) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        for room in self.tables.rooms.values():
            state = _TABLE_STATES.get(room.status)
            if room.kind is not kind or state is None or room.core.event is not None:
                continue  # a tournament's match is watched from its event's menu, not joined here
            chosen = functools.partial(self._table_chosen, client, kind, room.id)
            items.append((f"table-{room.id}", self.table_entry(client, room, state), chosen))
        if not items:
            client.speak(self._text(client, "lobby-no-tables"))
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.show_game(client, kind)))
        client.show_menu("tables", items, escape=lambda: self.show_game(client, kind))

    def _table_chosen(self, client: Client, kind: GameKind, room_id: str, _item: str) -> None:
        room = self.tables.rooms.get(room_id)
        if room is None:
            client.speak(self._text(client, "refusal-table-gone"))
            self.show_tables(client, kind)
            return
        self.show_join(client, kind, room)

    def show_join(self, client: Client, kind: GameKind, room: Room) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        room_id = room.id
        if room.core.joinable:
            items.append(
                ("join", self._text(client, "lobby-join-player"), lambda _: self._join(client, room_id))
            )
        items.append(
            ("watch", self._text(client, "lobby-join-spectator"), lambda _: self._watch(client, room_id))
        )
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.show_tables(client, kind)))
        client.show_menu("join", items, escape=lambda: self.show_tables(client, kind))

    def _join(self, client: Client, room_id: str) -> None:
        room = self.tables.open_room(room_id)
        if room is None or not room.core.joinable:
            client.speak(self._text(client, "refusal-table-full"))
            self.show_main(client)
            return
        self.tables.enter(client, room)
        room.join(client)

    def _watch(self, client: Client, room_id: str) -> None:
        room = self.tables.open_room(room_id)
        if room is None:
            client.speak(self._text(client, "refusal-table-gone"))
            self.show_main(client)
            return
        self.tables.enter(client, room)
        room.watch(client)
