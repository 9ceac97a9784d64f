"""Packets the server sends to a PlayPalace 11 client, one model per packet, field for field as published.

Field names, types, defaults and optionality follow the `server_to_client` half of `packet_schema.json`;
tests/host/test_packets_schema.py proves the JSON Schema emitted here equals the published one.
Clients reject unknown packet types and unknown fields, so only these packets may be sent.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .packet_base import Packet, Payload

StatusMode = Literal["initializing", "maintenance", "running"]
DurationType = Literal["total", "elapsed", "remaining"]

# --- nested objects -------------------------------------------------------------------------------


class MenuItemPayload(BaseModel):
    """Structured representation of a menu item."""

    # The published schema carries exactly this docstring as the item's description, so it is kept.
    model_config = ConfigDict(frozen=True)

    text: str
    id: str | None = None
    sound: str | None = None


class GameInfo(Payload):
    """A game the server offers: its type id and display name."""

    type: str
    name: str


class GameListEntry(Payload):
    """One table in the lobby's game list."""

    id: str
    name: str
    type: str
    players: Annotated[int, Field(ge=0)] = 0
    max_players: Annotated[int, Field(ge=0)] = 0


# --- session --------------------------------------------------------------------------------------


class AuthorizeSuccessPacket(Packet):
    """Login accepted; the server drives the interface from here on."""

    type: Literal["authorize_success"] = "authorize_success"
    username: str
    version: str
    session_token: str | None = None
    session_expires_at: int | None = None
    refresh_token: str | None = None
    refresh_expires_at: int | None = None


class RefreshSessionSuccessPacket(Packet):
    """A new session in exchange for a refresh token."""

    type: Literal["refresh_session_success"] = "refresh_session_success"
    username: str
    session_token: str
    session_expires_at: int
    refresh_token: str
    refresh_expires_at: int
    version: str | None = None


class RefreshSessionFailurePacket(Packet):
    """A refresh token refused."""

    type: Literal["refresh_session_failure"] = "refresh_session_failure"
    message: str


class DisconnectPacket(Packet):
    """The server is closing this connection, and says whether and when to come back."""

    type: Literal["disconnect"] = "disconnect"
    message: str | None = None
    show_message: bool = False
    reconnect: bool = False
    return_to_login: bool = False
    retry_after: Annotated[int, Field(ge=1)] | None = None
    status_mode: StatusMode | None = None


class ServerStatusPacket(Packet):
    """The server's state (starting, in maintenance, running)."""

    type: Literal["server_status"] = "server_status"
    mode: StatusMode
    retry_after: Annotated[int, Field(ge=1)]
    message: str | None = None
    resume_at: str | None = None


# --- speech and sound -----------------------------------------------------------------------------


class SpeakPacket(Packet):
    """Text for the screen reader and the history `buffer` it belongs to."""

    type: Literal["speak"] = "speak"
    text: str
    buffer: str | None = None
    muted: bool = False


class PlaySoundPacket(Packet):
    """Play a sound once: pan -100..100, volume 0..100, pitch 0..200 (percent)."""

    type: Literal["play_sound"] = "play_sound"
    name: str
    volume: Annotated[int, Field(ge=0, le=100)] = 100
    pan: Annotated[int, Field(ge=-100, le=100)] = 0
    pitch: Annotated[int, Field(ge=0, le=200)] = 100


class PlayMusicPacket(Packet):
    """Start background music."""

    type: Literal["play_music"] = "play_music"
    name: str
    looping: bool = True


class StopMusicPacket(Packet):
    """Stop the background music."""

    type: Literal["stop_music"] = "stop_music"


class PlayAmbiencePacket(Packet):
    """Start an ambience loop, with an optional intro and outro."""

    type: Literal["play_ambience"] = "play_ambience"
    loop: str
    intro: str | None = None
    outro: str | None = None


class StopAmbiencePacket(Packet):
    """Stop the ambience."""

    type: Literal["stop_ambience"] = "stop_ambience"


class AddPlaylistPacket(Packet):
    """Queue a list of tracks."""

    type: Literal["add_playlist"] = "add_playlist"
    playlist_id: str
    tracks: list[str]
    audio_type: Literal["music", "sound"] = "music"
    shuffle_tracks: bool = False
    repeats: int = 1
    auto_start: bool = True
    auto_remove: bool = True


class StartPlaylistPacket(Packet):
    """Start a queued playlist."""

    type: Literal["start_playlist"] = "start_playlist"
    playlist_id: str


class RemovePlaylistPacket(Packet):
    """Drop a playlist."""

    type: Literal["remove_playlist"] = "remove_playlist"
    playlist_id: str


class GetPlaylistDurationPacket(Packet):
    """Ask the client how long a playlist lasts; it answers `playlist_duration_response`."""

    type: Literal["get_playlist_duration"] = "get_playlist_duration"
    playlist_id: str
    duration_type: DurationType = "total"
    request_id: str | int | None = None


# --- interface ------------------------------------------------------------------------------------


class MenuPacket(Packet):
    """Show a menu (a board is a menu with `grid_enabled` and `grid_width`); `position` counts from 1."""

    type: Literal["menu"] = "menu"
    menu_id: str
    items: list[str | MenuItemPayload]
    position: int | None = None
    selection_id: str | None = None
    multiletter_enabled: bool | None = None
    escape_behavior: Literal["keybind", "select_last_option", "escape_event"] | None = None
    grid_enabled: bool | None = None
    grid_width: Annotated[int, Field(ge=1)] | None = None
    play_selection_sound: bool | None = None


class RequestInputPacket(Packet):
    """Open a text prompt; the client answers `editbox` with the same `input_id`."""

    type: Literal["request_input"] = "request_input"
    input_id: str
    prompt: str
    default_value: str = ""
    multiline: bool = False
    read_only: bool = False
    content_format: Literal["text", "markdown"] = "text"


class DocumentEditorPacket(Packet):
    """Open a document editor dialog."""

    type: Literal["document_editor"] = "document_editor"
    dialog_id: str
    prompt: str = ""
    content: str = ""
    content_label: str = ""
    source_content: str | None = None
    source_label: str | None = None


class ClearUIPacket(Packet):
    """Clear the client's menus and prompts."""

    type: Literal["clear_ui"] = "clear_ui"


class OpenClientOptionsPacket(Packet):
    """Open the client's own options dialog."""

    type: Literal["open_client_options"] = "open_client_options"
    options: dict[str, Any] = Field(default_factory=dict)


class OpenServerOptionsPacket(Packet):
    """Open the server options dialog."""

    type: Literal["open_server_options"] = "open_server_options"
    options: dict[str, Any] = Field(default_factory=dict)


# --- lobby and social -----------------------------------------------------------------------------


class TableCreatePacket(Packet):
    """Announce a new table: who hosts it and which game."""

    type: Literal["table_create"] = "table_create"
    host: str
    game: str


class UpdateOptionsListsPacket(Packet):
    """The games the server offers and the languages it speaks."""

    type: Literal["update_options_lists"] = "update_options_lists"
    games: list[GameInfo]
    languages: dict[str, str] | list[str] | None = None


class PongPacket(Packet):
    """The answer to `ping`."""

    type: Literal["pong"] = "pong"


class ChatBroadcastPacket(Packet):
    """A chat message relayed to its listeners."""

    type: Literal["chat"] = "chat"
    convo: Literal["local", "global"]
    sender: str
    message: str
    language: str


class GameListPacket(Packet):
    """The lobby's list of tables."""

    type: Literal["game_list"] = "game_list"
    games: list[GameListEntry]
