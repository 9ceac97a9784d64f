"""Typical packets of every type, both directions, for the packet and codec tests.

Client packets are written as they travel (plain dicts), so decoding is tested against text that did not come
from our own encoder; server packets are built with the models, as the server builds them.
"""

from __future__ import annotations

from typing import Any

from playpalace_backgammon.host.net import packets as p

CLIENT_WIRE_SAMPLES: dict[str, dict[str, Any]] = {
    "authorize": {
        "type": "authorize",
        "username": "ana",
        "password": "s3cret",
        "major": 11,
        "minor": 2,
        "patch": 0,
        "locale": "es",
        "client_type": "web",
        "platform": "linux",
    },
    "register": {
        "type": "register",
        "username": "ana",
        "password": "s3cret",
        "email": "ana@example.org",
        "bio": "Plays at night.",
        "locale": "en",
    },
    "refresh_session": {"type": "refresh_session", "refresh_token": "r-123", "username": "ana"},
    "menu": {"type": "menu", "menu_id": "main", "selection": 2, "selection_id": "play"},
    "keybind": {
        "type": "keybind",
        "key": "space",
        "control": False,
        "alt": False,
        "shift": True,
        "menu_id": "board",
        "menu_index": 13,
        "menu_item_id": "point-13",
    },
    "escape": {"type": "escape", "menu_id": "board"},
    "editbox": {"type": "editbox", "text": "13/7 8/7", "input_id": "move"},
    "document_editor": {"type": "document_editor", "dialog_id": "notes", "action": "save", "content": "gg"},
    "chat": {"type": "chat", "message": "¡Buena suerte!", "convo": "global", "language": "Spanish"},
    "ping": {"type": "ping"},
    "list_online": {"type": "list_online"},
    "list_online_with_games": {"type": "list_online_with_games"},
    "playlist_duration_response": {
        "type": "playlist_duration_response",
        "request_id": 7,
        "playlist_id": "bg",
        "duration_type": "remaining",
        "duration": 93,
    },
    "client_options": {"type": "client_options", "options": {"volume": 80, "voices": ["a", "b"], "x": None}},
    "slash_command": {"type": "slash_command", "command": "who", "args": "table 3"},
    "admins_cmd": {"type": "admins_cmd"},
    "broadcast_cmd": {"type": "broadcast_cmd", "message": "Restart in five minutes."},
    "set_table_visibility_cmd": {"type": "set_table_visibility_cmd", "state": False},
    "check_table_visibility_cmd": {"type": "check_table_visibility_cmd"},
    "set_table_pw_cmd": {"type": "set_table_pw_cmd", "password": "dados"},
    "remove_table_pw_cmd": {"type": "remove_table_pw_cmd"},
    "check_table_pw_cmd": {"type": "check_table_pw_cmd"},
}
"""One typical wire dict per client packet type, with most optional fields filled in."""

SERVER_SAMPLES: dict[str, p.Packet] = {
    "authorize_success": p.AuthorizeSuccessPacket(
        username="ana", version="0.1.0", session_token="s-1", session_expires_at=1_900_000_000
    ),
    "refresh_session_success": p.RefreshSessionSuccessPacket(
        username="ana",
        session_token="s-2",
        session_expires_at=1_900_000_000,
        refresh_token="r-2",
        refresh_expires_at=1_900_086_400,
    ),
    "refresh_session_failure": p.RefreshSessionFailurePacket(message="Session expired."),
    "speak": p.SpeakPacket(text="You rolled 6 and 5.", buffer="table"),
    "play_sound": p.PlaySoundPacket(name="dice.ogg", volume=80, pan=-100, pitch=200),
    "play_music": p.PlayMusicPacket(name="lobby.ogg", looping=False),
    "stop_music": p.StopMusicPacket(),
    "play_ambience": p.PlayAmbiencePacket(loop="cafe.ogg", intro="cafe-in.ogg"),
    "stop_ambience": p.StopAmbiencePacket(),
    "menu": p.MenuPacket(
        menu_id="board",
        items=["13: 5 black", p.MenuItemPayload(text="Roll", id="roll", sound="click.ogg")],
        position=1,
        selection_id="roll",
        multiletter_enabled=False,
        escape_behavior="escape_event",
        grid_enabled=True,
        grid_width=12,
        play_selection_sound=True,
    ),
    "request_input": p.RequestInputPacket(input_id="move", prompt="Your move", default_value="24/18"),
    "document_editor": p.DocumentEditorPacket(dialog_id="notes", prompt="Notes", content="gg"),
    "clear_ui": p.ClearUIPacket(),
    "disconnect": p.DisconnectPacket(
        message="Server restarting.",
        show_message=True,
        reconnect=True,
        retry_after=30,
        status_mode="maintenance",
    ),
    "server_status": p.ServerStatusPacket(mode="running", retry_after=5),
    "table_create": p.TableCreatePacket(host="ana", game="backgammon"),
    "update_options_lists": p.UpdateOptionsListsPacket(
        games=[p.GameInfo(type="backgammon", name="Backgammon")], languages={"en": "English", "es": "Español"}
    ),
    "pong": p.PongPacket(),
    "chat": p.ChatBroadcastPacket(convo="local", sender="ana", message="gg", language="English"),
    "game_list": p.GameListPacket(
        games=[p.GameListEntry(id="t1", name="Ana's table", type="backgammon", players=1, max_players=2)]
    ),
    "add_playlist": p.AddPlaylistPacket(playlist_id="bg", tracks=["a.ogg", "b.ogg"], shuffle_tracks=True),
    "start_playlist": p.StartPlaylistPacket(playlist_id="bg"),
    "remove_playlist": p.RemovePlaylistPacket(playlist_id="bg"),
    "get_playlist_duration": p.GetPlaylistDurationPacket(playlist_id="bg", request_id="q1"),
    "open_client_options": p.OpenClientOptionsPacket(options={"volume": 80}),
    "open_server_options": p.OpenServerOptionsPacket(),
}
"""One typical model instance per server packet type."""
