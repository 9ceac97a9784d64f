"""Packets a PlayPalace 11 client sends to the server, one model per packet, field for field as published.

Field names, types, defaults and optionality follow the `client_to_server` half of `packet_schema.json`;
tests/host/test_packets_schema.py proves the JSON Schema emitted here equals the published one.
The `type` field names the packet and has its own value as default, as in the schema.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from .packet_base import Packet

OneBased = Annotated[int, Field(ge=1)]
"""A position in a menu, counted from 1."""

# --- session: log in, register, renew a session ---------------------------------------------------


class AuthorizePacket(Packet):
    """Log in with a password or a session token; sent first on every connection."""

    type: Literal["authorize"] = "authorize"
    username: str
    password: str | None = None
    session_token: str | None = None
    major: int | None = None
    minor: int | None = None
    patch: int | None = None
    locale: str | None = None
    client_type: str | None = None
    platform: str | None = None


class RegisterPacket(Packet):
    """Create an account."""

    type: Literal["register"] = "register"
    username: str
    password: str
    email: str | None = None
    bio: str | None = None
    locale: str | None = None


class RefreshSessionPacket(Packet):
    """Trade a refresh token for a new session."""

    type: Literal["refresh_session"] = "refresh_session"
    refresh_token: str
    username: str | None = None
    client_type: str | None = None
    platform: str | None = None


# --- interface: answers to what the server showed -------------------------------------------------


class MenuSelectionPacket(Packet):
    """The item chosen in a menu, by position (from 1) and by the item's id."""

    type: Literal["menu"] = "menu"
    menu_id: str | None = None
    selection: OneBased | None = None
    selection_id: str | None = None


class KeybindPacket(Packet):
    """A key pressed, with its modifiers and the menu item that had focus."""

    type: Literal["keybind"] = "keybind"
    key: str
    control: bool = False
    alt: bool = False
    shift: bool = False
    menu_id: str | None = None
    menu_index: OneBased | None = None
    menu_item_id: str | None = None


class EscapePacket(Packet):
    """Escape pressed, in the given menu if any."""

    type: Literal["escape"] = "escape"
    menu_id: str | None = None


class EditboxPacket(Packet):
    """Text typed into a prompt opened by `request_input`."""

    type: Literal["editbox"] = "editbox"
    text: str
    input_id: str | None = None


class DocumentEditorResponsePacket(Packet):
    """The outcome of a document editor dialog."""

    type: Literal["document_editor"] = "document_editor"
    dialog_id: str
    action: Literal["save", "cancel"]
    content: str = ""


# --- social: chat, presence, keep-alive -----------------------------------------------------------


class ChatPacket(Packet):
    """A chat message, to the table ("local") or to everyone ("global")."""

    type: Literal["chat"] = "chat"
    message: str
    convo: Literal["local", "global"] = "local"
    language: str = "Other"


class PingPacket(Packet):
    """Keep-alive; the server answers `pong`."""

    type: Literal["ping"] = "ping"


class ListOnlinePacket(Packet):
    """Ask who is online."""

    type: Literal["list_online"] = "list_online"


class ListOnlineWithGamesPacket(Packet):
    """Ask who is online and at which game."""

    type: Literal["list_online_with_games"] = "list_online_with_games"


# --- client side settings and audio ---------------------------------------------------------------


class PlaylistDurationResponsePacket(Packet):
    """The answer to `get_playlist_duration`."""

    type: Literal["playlist_duration_response"] = "playlist_duration_response"
    request_id: str | int
    playlist_id: str
    duration_type: Literal["total", "elapsed", "remaining"]
    duration: Annotated[int, Field(ge=0)]


class ClientOptionsPacket(Packet):
    """The client's own options, as a free-form object."""

    type: Literal["client_options"] = "client_options"
    options: dict[str, Any]


# --- commands typed by users and administrators ---------------------------------------------------


class SlashCommandPacket(Packet):
    """A "/command args" line typed by the user."""

    type: Literal["slash_command"] = "slash_command"
    command: str
    args: str = ""


class AdminsCommandPacket(Packet):
    """Ask for the list of administrators."""

    type: Literal["admins_cmd"] = "admins_cmd"


class BroadcastCommandPacket(Packet):
    """An administrator's message to everyone."""

    type: Literal["broadcast_cmd"] = "broadcast_cmd"
    message: str


class SetTableVisibilityCommandPacket(Packet):
    """Show or hide the user's table in the lobby list."""

    type: Literal["set_table_visibility_cmd"] = "set_table_visibility_cmd"
    state: bool | None = None


class CheckTableVisibilityCommandPacket(Packet):
    """Ask whether the user's table is listed."""

    type: Literal["check_table_visibility_cmd"] = "check_table_visibility_cmd"


class SetTablePasswordCommandPacket(Packet):
    """Protect the user's table with a password."""

    type: Literal["set_table_pw_cmd"] = "set_table_pw_cmd"
    password: str


class RemoveTablePasswordCommandPacket(Packet):
    """Remove the password of the user's table."""

    type: Literal["remove_table_pw_cmd"] = "remove_table_pw_cmd"


class CheckTablePasswordCommandPacket(Packet):
    """Ask whether the user's table has a password."""

    type: Literal["check_table_pw_cmd"] = "check_table_pw_cmd"
