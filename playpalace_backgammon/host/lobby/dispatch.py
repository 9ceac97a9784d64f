"""Where a logged-in client's packet goes: a menu choice to the handler of an item it was offered, a key to
the replay or the table it is looking at (elsewhere only Escape means something: going back), Escape to
its menu, an edit box's text to the question that asked for it, chat to ``chat``, "who is online" to the
lobby's menus; Alt+G anywhere takes a player called to a tournament's table there, and on a tournament
table's board Alt+N, Alt+W and Alt+S say the event's "my next match", who is still in and the standings.
Anything else, or anything not offered, is refused with a spoken reason."""

from __future__ import annotations

from collections.abc import Callable

from playpalace_backgammon.table.interface import Key, Message

from ..net.client import Client, MenuHost, MenuState
from ..net.packets import (
    ChatPacket,
    ClientPacket,
    EditboxPacket,
    EscapePacket,
    KeybindPacket,
    ListOnlinePacket,
    MenuSelectionPacket,
)
from ..tables.room_menus import BOARD_MENU, cell_of
from .archive_menus import PastMatches
from .chat import Chat
from .lobby_menus import LobbyMenus
from .table_registry import TableRegistry

MAX_KEY_CHARS = 32
GO_KEY = Key("g", alt=True)


class PacketDispatch:
    """Hands each packet of a logged-in client to the part of the lobby it is for."""

    def __init__(self, host: MenuHost, menus: LobbyMenus, tables: TableRegistry, past: PastMatches,
                 chat: Chat, go_to_table: Callable[[Client], bool] | None = None,
                 event_key: Callable[[Client, str, Key], bool] | None = None) -> None:
        self.host = host
        self.menus = menus
        self.tables = tables
        self.past = past
        self.chat = chat
        self.go_to_table = go_to_table  # Alt+G anywhere off a board: to the tournament table one is called to
        self.event_key = event_key  # on a tournament table's board: its event's keys (next match, standings)

    def _refuse(self, client: Client, message_id: str) -> None:
        client.speak(self.host.render(client, Message(message_id, {})))

    def handle(self, client: Client, packet: ClientPacket) -> None:
        if isinstance(packet, MenuSelectionPacket):
            self.on_menu(client, packet)
        elif isinstance(packet, KeybindPacket):
            self.on_key(client, packet)
        elif isinstance(packet, EscapePacket):
            self.on_escape(client, packet)
        elif isinstance(packet, EditboxPacket):
            self.on_editbox(client, packet)
        elif isinstance(packet, ChatPacket):
            self.chat.relay(client, packet)
        elif isinstance(packet, ListOnlinePacket):
            self.menus.speak_online(client)
        else:
            self._refuse(client, "refusal-unsupported")

    def on_menu(self, client: Client, packet: MenuSelectionPacket) -> None:
        """A menu choice: the handler of an item the client's menu offers, by id or by place."""
        menu = client.menu
        if menu is None or (packet.menu_id is not None and packet.menu_id != menu.menu_id):
            self._refuse(client, "refusal-unknown-menu")
            return
        item_id = packet.selection_id
        if item_id is None and packet.selection is not None and packet.selection <= len(menu.order):
            item_id = menu.order[packet.selection - 1]
        handler = menu.handler_for(item_id) if item_id is not None else None
        if handler is None:
            self._refuse(client, "refusal-not-offered")
            return
        handler(item_id or "")

    def on_key(self, client: Client, packet: KeybindPacket) -> None:
        """A key: the replay's or the table's, on their board; elsewhere only Escape means something (going
        back), for a client that sends it as a keybind."""
        menu = client.menu
        if menu is None:
            return
        if len(packet.key) > MAX_KEY_CHARS:
            self._refuse(client, "refusal-not-offered")
            return
        key = Key(packet.key.lower(), shift=packet.shift, control=packet.control, alt=packet.alt)
        if self.past.press_key(client, key, cell_pressed(menu, packet)):
            return
        room = self.tables.room_of.get(client)
        if key == GO_KEY and self.go_to_table is not None:
            if self.go_to_table(client):
                return
            if room is None or menu.menu_id != BOARD_MENU:
                self._refuse(client, "tournament-no-call")
                return
        if room is None or menu.menu_id != BOARD_MENU:
            if packet.key.lower() == "escape" and not (packet.control or packet.alt) and menu.escape:
                menu.escape()
            return
        event = room.core.event
        if event is not None and self.event_key is not None and self.event_key(client, event, key):
            return
        room.press_key(client, key, cell_pressed(menu, packet))

    def on_escape(self, client: Client, packet: EscapePacket) -> None:
        menu = client.menu
        if menu is not None and menu.escape is not None and packet.menu_id in (None, menu.menu_id):
            menu.escape()

    def on_editbox(self, client: Client, packet: EditboxPacket) -> None:
        """An edit box's text, for the question the client was asked (one at a time)."""
        answer = client.pending_input.pop(packet.input_id or "", None)
        if answer is None:
            self._refuse(client, "refusal-unknown-input")
            return
        client.pending_input.clear()
        answer(packet.text)


def cell_pressed(menu: MenuState, packet: KeybindPacket) -> int | None:
    """The grid cell a key was pressed on, by the item's id or its place in the menu."""
    cell = cell_of(packet.menu_item_id)
    if cell is None and packet.menu_index is not None and packet.menu_index <= len(menu.order):
        cell = cell_of(menu.order[packet.menu_index - 1])
    return cell
