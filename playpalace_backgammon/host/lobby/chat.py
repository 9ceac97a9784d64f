"""Chat: a line relayed to everyone online (``global``), to the sender's table, or to everyone in the lobby
not at a table; too long a line is refused with a spoken reason, an empty one ignored."""

from __future__ import annotations

from playpalace_backgammon.table.interface import Message

from ..net.client import Client, MenuHost
from ..net.packets import ChatBroadcastPacket, ChatPacket
from .online import Online
from .table_registry import TableRegistry

MAX_CHAT_CHARS = 500


class Chat:
    """Relays chat lines to their listeners."""

    def __init__(self, host: MenuHost, online: Online, tables: TableRegistry) -> None:
        self.host = host
        self.online = online
        self.tables = tables

    def listeners(self, client: Client, convo: str) -> list[Client]:
        """Who hears ``client``'s line in ``convo``: everyone, its table, or the lobby outside the tables."""
        if convo == "global":
            return list(self.online)
        room = self.tables.room_of.get(client)
        if room is not None:
            return list(room.clients.values())
        return [c for c in self.online if c not in self.tables.room_of]

    def relay(self, client: Client, packet: ChatPacket) -> None:
        message = packet.message.strip()
        if not message:
            return
        if len(message) > MAX_CHAT_CHARS:
            refusal = Message("refusal-chat-too-long", {"limit": MAX_CHAT_CHARS})
            client.speak(self.host.render(client, refusal))
            return
        relay = ChatBroadcastPacket(
            convo=packet.convo, sender=client.username or "", message=message, language=packet.language[:32]
        )
        for listener in self.listeners(client, packet.convo):
            listener.send(relay)
