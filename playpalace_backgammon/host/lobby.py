"""The lobby: who is online, the tables, and the server-driven menus between them.

Main menu -> a game -> create a table / list open tables -> join as a player or watch. Menu ids follow
PlayPalace's clients where they give one a meaning: ``main_menu``, and at a table ``turn_menu`` (the board)
and ``actions_menu`` (``room_menus``). Packets from logged-in clients land in ``handle``; everything a
person hears comes from ``locales/<lang>/lobby.ftl`` (or the table's files) in their language.
"""

from __future__ import annotations

import functools
import logging
import secrets
from collections.abc import Mapping
from typing import Any

from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.records.analysis import MatchAnalysis
from playpalace_backgammon.table.interface import Key, Message

from ..i18n import Localizer
from .analysis_review import AnalysisReview
from .archive_menus import PastMatches
from .bot_driver import BotDriver
from .client import Client, MenuHandler, MenuState
from .config import ServerConfig
from .games import GameKind
from .match_analyst import MatchAnalyst
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
)
from .rating_menus import PlayersAndRatings
from .ratings import RatingChange
from .room import Room
from .room_core import RoomSettings
from .room_effects import Refresh
from .room_menus import BOARD_MENU, cell_of
from .room_status import RoomStatus
from .store import Store, StoredTable

_log = logging.getLogger(__name__)

MAX_CHAT_CHARS = 500
MAX_KEY_CHARS = 32
MAIN_MENU = "main_menu"  # PlayPalace's clients keep Backspace (the web client Escape too) to themselves here
_TABLE_STATES = {
    RoomStatus.WAITING: "lobby-table-waiting",
    RoomStatus.PLAYING: "lobby-table-playing",
    RoomStatus.FINISHED: "lobby-table-finished",
}


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
        self.room_of: dict[Client, Room] = {}  # the table each client is at
        self.room_settings = RoomSettings(
            grace_seconds=config.grace_seconds,
            bot_pacing_seconds=config.bot_pacing_seconds,
            recent_announcements=config.replay_announcements,
            clock_scale=config.clock_scale,
        )
        self._next_number = 1
        pool = getattr(bot_driver, "pool", None)
        self.analyst = MatchAnalyst(store, pool if isinstance(pool, BotPool) else None, self._analysis_ready,
                                    plies=config.analysis_plies)
        self.review = AnalysisReview(self, self.analyst)  # summaries and "Your 5 biggest errors"
        self.past = PastMatches(self)  # "Past matches", and the replays under way
        self.players = PlayersAndRatings(self)  # "Players and ratings"

    def text(self, client: Client, message_id: str, **args: Any) -> str:
        return self.render(client, Message(message_id, args))

    def render(self, client: Client, message: Message) -> str:
        """A message in the client's language."""
        return self.localizer.render(message, client.language)

    # Tables.

    def _new_number_and_id(self) -> tuple[int, str]:
        number = self._next_number
        self._next_number += 1
        # Unique for good: a table's id is its match's id in the archive, across restarts of the server.
        return number, f"t{number}-{secrets.token_hex(4)}"

    def new_room(self, kind: GameKind, host: Client) -> Room:
        number, room_id = self._new_number_and_id()
        room = Room.create(self, kind, room_id, host.username or "", number, self.room_settings)
        self.rooms[room.id] = room
        return room

    def rematch(self, room: Room) -> None:
        """Every player at ``room`` asked for a rematch: a new table (a new match in the archive) with the
        same seats, options and spectators, everyone moved to it, started at once. The old table then
        lets everyone go and closes (its own effects, after this one)."""
        number, room_id = self._new_number_and_id()
        rematch = Room(self, room.kind, room.core.rematch(room_id, number))
        self.rooms[room_id] = rematch
        for member, client in room.clients.items():
            rematch.clients[member] = client
            self.room_of[client] = rematch
        rematch.apply(rematch.core.begin())
        rematch.apply([Refresh(tuple(rematch.clients))])  # the new board for each, from any menu of the old

    def restore_room(self, kind: GameKind, stored: StoredTable) -> Room:
        """A table rebuilt from the store after a restart (one with no person left is closed at once)."""
        room = Room.restore(self, kind, stored, self.room_settings)
        self._next_number = max(self._next_number, room.number + 1)
        if not room.status.ended:
            self.rooms[room.id] = room
        return room

    def rating_changed(self, change: RatingChange) -> None:
        """A match just ended: its player hears their new rating, at the table or, if they left it (a
        loss), wherever they are, when online."""
        client = self.online.get(change.username)
        if client is None:
            folded = change.username.casefold()
            client = next((c for name, c in self.online.items() if name.casefold() == folded), None)
        if client is not None:
            self.players.tell_change(client, change)

    def match_finished(self, room: Room) -> None:
        """A table's match just ended: GNU Backgammon analyses it (in the background) for its people."""
        names = (room.core.seats[index].username for index in room.core.person_seats())
        self.analyst.match_finished(room.id, [name for name in names if name])

    def _analysis_ready(self, match_id: str, analysis: MatchAnalysis) -> None:
        self.review.tell(match_id, analysis)

    def room_closed(self, room: Room) -> None:
        self.rooms.pop(room.id, None)

    def left_room(self, client: Client, room: Room) -> None:
        if self.room_of.get(client) is room:
            del self.room_of[client]

    def _enter(self, client: Client, room: Room) -> None:
        """The client goes to ``room``: whatever it held at another table is freed first."""
        previous = self.room_of.get(client)
        if previous is not None and previous is not room:
            previous.leave(client, quietly=True)
        self.room_of[client] = room

    def room_of_user(self, username: str) -> Room | None:
        for room in self.rooms.values():
            if not room.status.ended and room.core.seat_of_user(username) is not None:
                return room
        return None

    # Arrivals and departures.

    def arrived(self, client: Client) -> None:
        """A client logged in: back to their seat if they hold one, else the main menu."""
        assert client.username is not None
        self.online[client.username] = client
        room = self.room_of_user(client.username)
        if room is not None:
            self._enter(client, room)
            if room.reclaim(client):
                return
            self.left_room(client, room)
        self.show_main(client)

    def departed(self, client: Client) -> None:
        self.past.forget(client)
        if client.username is not None and self.online.get(client.username) is client:
            del self.online[client.username]
        room = self.room_of.get(client)
        if room is not None:
            room.disconnected(client)
            self.left_room(client, room)

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
        elif isinstance(packet, ListOnlinePacket):
            self._speak_online(client)
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
        """A key: the table's, on the board; elsewhere only Escape means something (going back), for a
        client that sends it as a keybind."""
        menu = client.menu
        if menu is None:
            return
        if len(packet.key) > MAX_KEY_CHARS:
            client.speak(self.text(client, "refusal-not-offered"))
            return
        key = Key(packet.key.lower(), shift=packet.shift, control=packet.control, alt=packet.alt)
        if self.past.press_key(client, key, self._cell(menu, packet)):
            return
        room = self.room_of.get(client)
        if room is None or menu.menu_id != BOARD_MENU:
            if packet.key.lower() == "escape" and not (packet.control or packet.alt) and menu.escape:
                menu.escape()
            return
        room.press_key(client, key, self._cell(menu, packet))

    @staticmethod
    def _cell(menu: MenuState, packet: KeybindPacket) -> int | None:
        """The grid cell a key was pressed on, by the item's id or its place in the menu."""
        cell = cell_of(packet.menu_item_id)
        if cell is None and packet.menu_index is not None and packet.menu_index <= len(menu.order):
            cell = cell_of(menu.order[packet.menu_index - 1])
        return cell

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
        room = self.room_of.get(client)
        if packet.convo == "global":
            listeners = list(self.online.values())
        elif room is not None:
            listeners = list(room.clients.values())
        else:
            listeners = [c for c in self.online.values() if c not in self.room_of]
        relay = ChatBroadcastPacket(
            convo=packet.convo, sender=client.username or "", message=message, language=packet.language[:32]
        )
        for listener in listeners:
            listener.send(relay)

    # Menus.

    def show_main(self, client: Client) -> None:
        self.past.forget(client)
        items: list[tuple[str, str, MenuHandler]] = []
        for game_id, kind in self.games.items():
            name = self.render(client, kind.declaration.name)
            items.append((f"game-{game_id}", name, functools.partial(self._game_chosen, client, kind)))
        items.append(
            ("online", self.text(client, "lobby-who-is-online"), lambda _: self._speak_online(client))
        )
        items.append(("past", self.text(client, "archive-past-matches"), lambda _: self.past.show(client)))
        items.append(("ratings", self.text(client, "ratings-players-and-ratings"),
                      lambda _: self.players.show(client)))
        client.show_menu(MAIN_MENU, items, escape=lambda: None)

    def _game_chosen(self, client: Client, kind: GameKind, _item: str) -> None:
        self.show_game(client, kind)

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
        self._enter(client, room)
        room.join(client)
        client.speak(self.text(client, "lobby-table-created", number=room.number), "table")

    def _table_format(self, client: Client, options: Mapping[str, Any]) -> str:
        """What a table plays, as the archive says it: "5-point match", or "money session"."""
        if options.get("money"):
            return self.text(client, "money-archive-session")
        return self.text(client, "archive-match-length", length=int(options.get("match_length") or 1))

    def show_tables(self, client: Client, kind: GameKind) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        for room in self.rooms.values():
            state = _TABLE_STATES.get(room.status)
            if room.kind is not kind or state is None:
                continue
            core = room.core
            text = self.text(
                client,
                "lobby-table-entry",
                number=core.number,
                format=self._table_format(client, core.options),
                host=core.host,
                players=core.player_count,
                seats=len(core.seats),
                state=self.text(client, state),
            )
            # By id, not the Room: a menu left open must not keep a closed table (and its match) alive.
            chosen = functools.partial(self._table_chosen, client, kind, room.id)
            items.append((f"table-{room.id}", text, chosen))
        if not items:
            client.speak(self.text(client, "lobby-no-tables"))
        items.append(("back", self.text(client, "lobby-back"), lambda _: self.show_game(client, kind)))
        client.show_menu("tables", items, escape=lambda: self.show_game(client, kind))

    def _table_chosen(self, client: Client, kind: GameKind, room_id: str, _item: str) -> None:
        room = self.rooms.get(room_id)
        if room is None:
            client.speak(self.text(client, "refusal-table-gone"))
            self.show_tables(client, kind)
            return
        self.show_join(client, kind, room)

    def show_join(self, client: Client, kind: GameKind, room: Room) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        room_id = room.id
        if room.core.joinable:
            items.append(
                ("join", self.text(client, "lobby-join-player"), lambda _: self._join(client, room_id))
            )
        items.append(
            ("watch", self.text(client, "lobby-join-spectator"), lambda _: self._watch(client, room_id))
        )
        items.append(("back", self.text(client, "lobby-back"), lambda _: self.show_tables(client, kind)))
        client.show_menu("join", items, escape=lambda: self.show_tables(client, kind))

    def _join(self, client: Client, room_id: str) -> None:
        room = self.rooms.get(room_id)
        if room is None or room.status.ended or not room.core.joinable:
            client.speak(self.text(client, "refusal-table-full"))
            self.show_main(client)
            return
        self._enter(client, room)
        room.join(client)

    def _watch(self, client: Client, room_id: str) -> None:
        room = self.rooms.get(room_id)
        if room is None or room.status.ended:
            client.speak(self.text(client, "refusal-table-gone"))
            self.show_main(client)
            return
        self._enter(client, room)
        room.watch(client)
