"""What our server's table answers a host's key, asked of the table itself on the server's loop: the answer
our own client follows, against which PlayPalace's clients are checked."""

from __future__ import annotations

from typing import Any

from playpalace_backgammon.table.interface import Key, Viewer
from tests.host.live_server import ThreadedServer


def _room(server: ThreadedServer, host: str) -> Any:
    assert server.server is not None
    return next(room for room in server.server.lobby.rooms.values() if room.core.host == host)


def server_focus(server: ThreadedServer, host: str, key: Key, cell: int) -> int:
    """Where our server moves ``host``'s focus for ``key`` pressed on ``cell``, asked of a table that is then
    left as it was (the keys asked here only move the focus)."""

    def ask() -> int:
        core = _room(server, host).core
        viewer = core.viewer_of(next(m for m, name in core.usernames.items() if name == host))
        command = core.table.command_for_key(viewer, key, cell)
        focus = core.table.handle(viewer, command).focus
        assert focus is not None
        return int(focus)

    return int(server.call(ask))


def server_targets(server: ThreadedServer, host: str) -> list[int]:
    """The cells Ctrl+arrows cycle through for ``host`` now, as the table says."""

    def ask() -> list[int]:
        core = _room(server, host).core
        seat = core.seat_of_user(host)
        return list(core.table.target_cells(Viewer.player(seat)))

    return list(server.call(ask))
