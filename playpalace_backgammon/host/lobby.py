"""The lobby: who is online, the tables, and the server-driven menus between them.

Main menu -> a game -> create a table / list open tables -> join as a player or watch. Packets from logged-in
clients land in ``handle``; everything a person hears comes from ``locales/<lang>/lobby.ftl`` (or the table's
files) in their language.
"""

from __future__ import annotations

import logging
from typing import Any

from playpalace_backgammon.table.interface import Key, Message

from ..i18n import Localizer
from .bot_driver import BotDriver
from .client import Client, MenuHandler
from .config import ServerConfig
from .games import GameKind
from .outbox import Outbox
from .packets import (
    ChatBroadcastPacket,
    ChatPacket,
    ClientPacket,
    EditboxPacket,
    EscapePacket,
    KeybindPacket,
    ListOnlinePacket,
    MenuSelectionPacket,
    PingPacket,
    PongPacket,
)
from .room import CLOSED, PLAYING, WAITING, Room
from .room_menus import cell_of, press_key
from .store import Store

_log = logging.getLogger(__name__)

MAX_CHAT_CHARS = 500
MAX_KEY_CHARS = 32
RENDERED_TEXTS = 100_000  # rendered texts kept in front of the Localizer (cleared when full)


class Lobby:
    """Online clients, open tables, and the menus that join them."""

    def __init__(
        self,
        config: ServerConfig,
        store: Store,
        localizer: Localizer,
        games: dict[str, GameKind],
        bot_driver: BotDriver,
        outbox: Outbox | None = None,
    ) -> None:
        self.config = config
        self.store = store
        self.localizer = localizer
        self.games = games
        self.bot_driver = bot_driver
        self.outbox = outbox or Outbox()
        self.online: dict[str, Client] = {}
        self.rooms: dict[str, Room] = {}
        self._next_number = 1
        self._rendered: dict[tuple[Any, ...], str] = {}

    def text(self, client: Client, message_id: str, **args: Any) -> str:
        return self.render(client, Message(message_id, args))

    def render(self, client: Client, message: Message) -> str:
        """A message in the client's language. Board labels are rendered for every change of every table,
        mostly the same ones again: a plain dictionary in front of the Localizer answers those."""
        args = message.args
        try:
            key = (client.language, message.id, *args.items()) if args else (client.language, message.id)
            text = self._rendered.get(key)
        except TypeError:  # an unhashable argument
            return self.localizer.render(message, client.language)
        if text is None:
            text = self.localizer.render(message, client.language)
            if len(self._rendered) >= RENDERED_TEXTS:
                self._rendered.clear()
            self._rendered[key] = text
        return text

    # Tables.

    def new_room(self, kind: GameKind, host: Client) -> Room:
        number = self._next_number
        self._next_number += 1
        room = Room(self, f"t{number}-{id(host):x}", kind, host.username or "", number)
        self.rooms[room.id] = room
        room.save()
        return room

    def add_restored(self, room: Room) -> None:
        self.rooms[room.id] = room
        self._next_number = max(self._next_number, room.number + 1)

    def room_closed(self, room: Room) -> None:
        self.rooms.pop(room.id, None)

    def room_of_user(self, username: str) -> Room | None:
        for room in self.rooms.values():
            if room.status != CLOSED and room.seat_of_user(username) is not None:
                return room
        return None

    # Arrivals and departures.

    def arrived(self, client: Client) -> None:
        """A client logged in: back to their seat if they hold one, else the main menu."""
        assert client.username is not None
        self.online[client.username] = client
        room = self.room_of_user(client.username)
        if room is not None and room.reclaim(client):
            return
        self.show_main(client)

    def departed(self, client: Client) -> None:
        if client.username is not None and self.online.get(client.username) is client:
            del self.online[client.username]
        if client.room is not None:
            client.room.disconnected(client)

    # Packets.

    async def handle(self, client: Client, packet: ClientPacket) -> None:
        if isinstance(packet, MenuSelectionPacket):
            self._on_menu(client, packet)
        elif isinstance(packet, KeybindPacket):
            self._on_key(client, packet)
        elif isinstance(packet, EscapePacket):
            self._on_escape(client, packet)
        elif isinstance(packet, EditboxPacket):
            self._on_editbox(client, packet)
        elif isinstance(packet, ChatPacket):
            self._on_chat(client, packet)
        elif isinstance(packet, PingPacket):
            client.send(PongPacket())
        elif isinstance(packet, ListOnlinePacket):
            names = sorted(self.online, key=str.casefold)
            client.speak(self.text(client, "lobby-online", count=len(names), names=", ".join(names)))
        else:
            client.speak(self.text(client, "refusal-unsupported"))

    def _on_menu(self, client: Client, packet: MenuSelectionPacket) -> None:
        menu = client.menu
        if menu is None or (packet.menu_id is not None and packet.menu_id != menu.menu_id):
            client.speak(self.text(client, "refusal-unknown-menu"))
            return
        item_id = packet.selection_id
        if item_id is None and packet.selection is not None and packet.selection <= len(menu.order):
            item_id = menu.order[packet.selection - 1]
        handler = menu.handler_for(item_id) if item_id is not None else None
        if handler is None:
            client.speak(self.text(client, "refusal-not-offered"))
            return
        handler(item_id or "")

    def _on_key(self, client: Client, packet: KeybindPacket) -> None:
        room = client.room
        if room is None or room.table is None or client.menu is None or client.menu.menu_id != "board":
            return
        if len(packet.key) > MAX_KEY_CHARS:
            client.speak(self.text(client, "refusal-not-offered"))
            return
        cell = cell_of(packet.menu_item_id)
        if cell is None and packet.menu_index is not None and packet.menu_index <= len(client.menu.order):
            cell = cell_of(client.menu.order[packet.menu_index - 1])
        key = Key(packet.key.lower(), shift=packet.shift, control=packet.control, alt=packet.alt)
        press_key(room, client, key, cell)

    def _on_escape(self, client: Client, packet: EscapePacket) -> None:
        menu = client.menu
        if menu is not None and menu.escape is not None and packet.menu_id in (None, menu.menu_id):
            menu.escape()

    def _on_editbox(self, client: Client, packet: EditboxPacket) -> None:
        answer = client.pending_input.pop(packet.input_id or "", None)
        if answer is None:
            client.speak(self.text(client, "refusal-unknown-input"))
            return
        client.pending_input.clear()
        answer(packet.text)

    def _on_chat(self, client: Client, packet: ChatPacket) -> None:
        message = packet.message.strip()
        if not message:
            return
        if len(message) > MAX_CHAT_CHARS:
            client.speak(self.text(client, "refusal-chat-too-long", limit=MAX_CHAT_CHARS))
            return
        if packet.convo == "global":
            listeners = list(self.online.values())
        elif client.room is not None:
            listeners = client.room.members()
        else:
            listeners = [c for c in self.online.values() if c.room is None]
        relay = ChatBroadcastPacket(
            convo=packet.convo, sender=client.username or "", message=message, language=packet.language[:32]
        )
        for listener in listeners:
            listener.send(relay)

    # Menus.

    def show_main(self, client: Client) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        for game_id, kind in self.games.items():
            name = self.render(client, kind.declaration.name)
            items.append((f"game-{game_id}", name, lambda _, k=kind: self.show_game(client, k)))
        items.append(
            ("online", self.text(client, "lobby-who-is-online"), lambda _: self._speak_online(client))
        )
        client.show_menu("main", items, escape=lambda: None)

    def _speak_online(self, client: Client) -> None:
        names = sorted(self.online, key=str.casefold)
        client.speak(self.text(client, "lobby-online", count=len(names), names=", ".join(names)))

    def show_game(self, client: Client, kind: GameKind) -> None:
        items: list[tuple[str, str, MenuHandler]] = [
            ("create", self.text(client, "lobby-create-table"), lambda _: self._create(client, kind)),
            ("list", self.text(client, "lobby-list-tables"), lambda _: self.show_tables(client, kind)),
            ("back", self.text(client, "lobby-back"), lambda _: self.show_main(client)),
        ]
        client.show_menu("game", items, escape=lambda: self.show_main(client))

    def _create(self, client: Client, kind: GameKind) -> None:
        room = self.new_room(kind, client)
        room.join_player(client)
        client.speak(self.text(client, "lobby-table-created", number=room.number), "table")

    def show_tables(self, client: Client, kind: GameKind) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        for room in self.rooms.values():
            if room.kind is not kind or room.status == CLOSED:
                continue
            state = (
                "lobby-table-waiting"
                if room.status == WAITING
                else ("lobby-table-playing" if room.status == PLAYING else "lobby-table-finished")
            )
            text = self.text(
                client,
                "lobby-table-entry",
                number=room.number,
                host=room.host,
                players=room.player_count,
                seats=len(room.seats),
                state=self.text(client, state),
            )
            items.append((f"table-{room.id}", text, lambda _, r=room: self.show_join(client, kind, r)))
        if not items:
            client.speak(self.text(client, "lobby-no-tables"))
        items.append(("back", self.text(client, "lobby-back"), lambda _: self.show_game(client, kind)))
        client.show_menu("tables", items, escape=lambda: self.show_game(client, kind))

    def show_join(self, client: Client, kind: GameKind, room: Room) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        if room.joinable:
            items.append(("join", self.text(client, "lobby-join-player"), lambda _: self._join(client, room)))
        items.append(
            ("watch", self.text(client, "lobby-join-spectator"), lambda _: self._watch(client, room))
        )
        items.append(("back", self.text(client, "lobby-back"), lambda _: self.show_tables(client, kind)))
        client.show_menu("join", items, escape=lambda: self.show_tables(client, kind))

    def _join(self, client: Client, room: Room) -> None:
        if room.status == CLOSED or not room.join_player(client):
            client.speak(self.text(client, "refusal-table-full"))
            self.show_main(client)

    def _watch(self, client: Client, room: Room) -> None:
        if room.status == CLOSED:
            client.speak(self.text(client, "refusal-table-gone"))
            self.show_main(client)
            return
        room.join_spectator(client)
