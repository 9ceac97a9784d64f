"""The PlayPalace 11 packets, both directions: import packet models, unions and adapters from here.

`ClientPacket` and `ServerPacket` are unions discriminated on `type`; `CLIENT_PACKET_ADAPTER` and
`SERVER_PACKET_ADAPTER` validate and dump them. Their emitted JSON Schemas equal the two halves of the
published `packet_schema.json` (a copy ships beside this module, see `PACKET_SCHEMA_PATH`).

The server handles only `HANDLED_CLIENT_TYPES`; any other valid client packet gets a clear refusal.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Final, get_args

from pydantic import Field, TypeAdapter

from .client_packets import (
    AdminsCommandPacket,
    AuthorizePacket,
    BroadcastCommandPacket,
    ChatPacket,
    CheckTablePasswordCommandPacket,
    CheckTableVisibilityCommandPacket,
    ClientOptionsPacket,
    DocumentEditorResponsePacket,
    EditboxPacket,
    EscapePacket,
    KeybindPacket,
    ListOnlinePacket,
    ListOnlineWithGamesPacket,
    MenuSelectionPacket,
    PingPacket,
    PlaylistDurationResponsePacket,
    RefreshSessionPacket,
    RegisterPacket,
    RemoveTablePasswordCommandPacket,
    SetTablePasswordCommandPacket,
    SetTableVisibilityCommandPacket,
    SlashCommandPacket,
)
from .packet_base import Packet
from .protocol_errors import UnsupportedPacket
from .server_packets import (
    AddPlaylistPacket,
    AuthorizeSuccessPacket,
    ChatBroadcastPacket,
    ClearUIPacket,
    DisconnectPacket,
    DocumentEditorPacket,
    GameInfo,
    GameListEntry,
    GameListPacket,
    GetPlaylistDurationPacket,
    MenuItemPayload,
    MenuPacket,
    OpenClientOptionsPacket,
    OpenServerOptionsPacket,
    PlayAmbiencePacket,
    PlayMusicPacket,
    PlaySoundPacket,
    PongPacket,
    RefreshSessionFailurePacket,
    RefreshSessionSuccessPacket,
    RemovePlaylistPacket,
    RequestInputPacket,
    ServerStatusPacket,
    SpeakPacket,
    StartPlaylistPacket,
    StopAmbiencePacket,
    StopMusicPacket,
    TableCreatePacket,
    UpdateOptionsListsPacket,
)

PACKET_SCHEMA_PATH: Final = Path(__file__).with_name("packet_schema.json")
"""The published schema (MIT License, Copyright (c) 2026 RoryMichie, PlayPalace11 project)."""

# Members are listed in the schema's own `oneOf` order, so the emitted schema is the published one.
ClientPacket = Annotated[
    AuthorizePacket
    | RegisterPacket
    | RefreshSessionPacket
    | MenuSelectionPacket
    | KeybindPacket
    | EscapePacket
    | EditboxPacket
    | DocumentEditorResponsePacket
    | ChatPacket
    | PingPacket
    | ListOnlinePacket
    | ListOnlineWithGamesPacket
    | PlaylistDurationResponsePacket
    | ClientOptionsPacket
    | SlashCommandPacket
    | AdminsCommandPacket
    | BroadcastCommandPacket
    | SetTableVisibilityCommandPacket
    | CheckTableVisibilityCommandPacket
    | SetTablePasswordCommandPacket
    | RemoveTablePasswordCommandPacket
    | CheckTablePasswordCommandPacket,
    Field(discriminator="type"),
]
"""Any packet a client may send."""

ServerPacket = Annotated[
    AuthorizeSuccessPacket
    | RefreshSessionSuccessPacket
    | RefreshSessionFailurePacket
    | SpeakPacket
    | PlaySoundPacket
    | PlayMusicPacket
    | StopMusicPacket
    | PlayAmbiencePacket
    | StopAmbiencePacket
    | MenuPacket
    | RequestInputPacket
    | DocumentEditorPacket
    | ClearUIPacket
    | DisconnectPacket
    | ServerStatusPacket
    | TableCreatePacket
    | UpdateOptionsListsPacket
    | PongPacket
    | ChatBroadcastPacket
    | GameListPacket
    | AddPlaylistPacket
    | StartPlaylistPacket
    | RemovePlaylistPacket
    | GetPlaylistDurationPacket
    | OpenClientOptionsPacket
    | OpenServerOptionsPacket,
    Field(discriminator="type"),
]
"""Any packet the server may send."""

CLIENT_PACKET_ADAPTER: Final[TypeAdapter[ClientPacket]] = TypeAdapter(ClientPacket)
SERVER_PACKET_ADAPTER: Final[TypeAdapter[ServerPacket]] = TypeAdapter(ServerPacket)


def _by_type(union: object) -> dict[str, type[Packet]]:
    members: tuple[type[Packet], ...] = get_args(get_args(union)[0])
    return {member.model_fields["type"].default: member for member in members}


CLIENT_PACKET_TYPES: Final[dict[str, type[Packet]]] = _by_type(ClientPacket)
"""Client packet model by its `type` value."""

SERVER_PACKET_TYPES: Final[dict[str, type[Packet]]] = _by_type(ServerPacket)
"""Server packet model by its `type` value."""

HANDLED_CLIENT_TYPES: Final = frozenset(
    {"authorize", "register", "menu", "keybind", "editbox", "escape", "chat", "ping", "list_online"}
)
"""The client packet types this server acts on; every other valid packet is refused, changing nothing."""


def require_handled(packet: ClientPacket) -> ClientPacket:
    """Return the packet if this server acts on its type, else raise `UnsupportedPacket`."""
    if packet.type not in HANDLED_CLIENT_TYPES:
        raise UnsupportedPacket(packet.type)
    return packet


__all__ = [
    "CLIENT_PACKET_ADAPTER",
    "CLIENT_PACKET_TYPES",
    "HANDLED_CLIENT_TYPES",
    "PACKET_SCHEMA_PATH",
    "SERVER_PACKET_ADAPTER",
    "SERVER_PACKET_TYPES",
    "AddPlaylistPacket",
    "AdminsCommandPacket",
    "AuthorizePacket",
    "AuthorizeSuccessPacket",
    "BroadcastCommandPacket",
    "ChatBroadcastPacket",
    "ChatPacket",
    "CheckTablePasswordCommandPacket",
    "CheckTableVisibilityCommandPacket",
    "ClearUIPacket",
    "ClientOptionsPacket",
    "ClientPacket",
    "DisconnectPacket",
    "DocumentEditorPacket",
    "DocumentEditorResponsePacket",
    "EditboxPacket",
    "EscapePacket",
    "GameInfo",
    "GameListEntry",
    "GameListPacket",
    "GetPlaylistDurationPacket",
    "KeybindPacket",
    "ListOnlinePacket",
    "ListOnlineWithGamesPacket",
    "MenuItemPayload",
    "MenuPacket",
    "MenuSelectionPacket",
    "OpenClientOptionsPacket",
    "OpenServerOptionsPacket",
    "Packet",
    "PingPacket",
    "PlayAmbiencePacket",
    "PlayMusicPacket",
    "PlaySoundPacket",
    "PlaylistDurationResponsePacket",
    "PongPacket",
    "RefreshSessionFailurePacket",
    "RefreshSessionPacket",
    "RefreshSessionSuccessPacket",
    "RegisterPacket",
    "RemovePlaylistPacket",
    "RemoveTablePasswordCommandPacket",
    "RequestInputPacket",
    "ServerPacket",
    "ServerStatusPacket",
    "SetTablePasswordCommandPacket",
    "SetTableVisibilityCommandPacket",
    "SlashCommandPacket",
    "SpeakPacket",
    "StartPlaylistPacket",
    "StopAmbiencePacket",
    "StopMusicPacket",
    "TableCreatePacket",
    "UpdateOptionsListsPacket",
    "require_handled",
]
