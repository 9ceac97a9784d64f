"""The lobby's tables: every open table by id, the table each client is at, table numbers and ids, and
rematches (a new table with the same seats, everyone moved to it).

A client is at one table at most: entering one frees whatever it held at another. The tables themselves
(``tables.room``) call back through their ``RoomHost`` (``tables.room_host``), which the lobby is.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from typing import Any

from ..net.client import Client
from ..store.store import StoredTable
from ..tables.core.room_core import RoomCore
from ..tables.core.room_effects import Refresh
from ..tables.core.room_restore import restore
from ..tables.core.room_state import RoomSettings
from ..tables.core.room_status import RoomStatus
from ..tables.core.seats import Seat, SeatKind
from ..tables.games import GameKind
from ..tables.logs import about_table
from ..tables.room import Room
from ..tables.room_host import RoomHost

_log = logging.getLogger(__name__)


class TableRegistry:
    """The open tables and who is at which."""

    def __init__(self, host: RoomHost[Room], settings: RoomSettings) -> None:
        self.host = host
        self.settings = settings
        self.rooms: dict[str, Room] = {}
        self.room_of: dict[Client, Room] = {}  # the table each client is at
        self._next_number = 1
        # Claims a new table's id before its first write (a table owner's, in PostgreSQL: ``cluster``);
        # the one process owns every table it makes.
        self.claim_new: Callable[[str], bool] = lambda _table_id: True

    def _new_number_and_id(self) -> tuple[int, str]:
        number = self._next_number
        self._next_number += 1
        # Unique for good: a table's id is its match's id in the archive, across restarts of the server.
        room_id = f"t{number}-{secrets.token_hex(4)}"
        if not self.claim_new(room_id):
            raise RuntimeError(f"table {room_id} is held by another owner")
        return number, room_id

    def new_room(self, kind: GameKind, owner: Client) -> Room:
        """A new table of ``kind`` hosted by ``owner`` (who is not at it yet)."""
        number, room_id = self._new_number_and_id()
        core = RoomCore(room_id, kind.declaration, kind.create, owner.username or "", number,
                        settings=self.settings)
        room = Room(self.host, kind, core)
        self.host.store.save_table(room.id, kind.declaration.id, core.state(), core.status.value)
        self.rooms[room.id] = room
        _log.info("table %s opened by %s", room_id, owner.username, extra={"table": room_id})
        return room

    def new_event_room(self, kind: GameKind, event_id: str, players: list[tuple[str, bool]],
                       options: dict[str, Any], clock: str) -> Room:
        """A tournament's table: ``players`` (name, bot) seated in order (a person's seat waits for them
        to come), the event's options and turn clock, started at once; it plays on with nobody watching."""
        number, room_id = self._new_number_and_id()
        core = RoomCore(room_id, kind.declaration, kind.create, players[0][0], number, settings=self.settings)
        core.event = event_id
        core.options.update(options)
        core.clock.choose(clock)
        core.seats = [Seat(SeatKind.BOT if bot else SeatKind.HUMAN, name) for name, bot in players]
        room = Room(self.host, kind, core)
        self.rooms[room.id] = room
        room.apply(core.begin())
        return room

    def let_go(self, room: Room) -> None:
        """A table nobody is at whose match is over: its tasks stopped, forgotten."""
        room.tasks.cancel_all()
        self.rooms.pop(room.id, None)

    def rematch(self, room: Room) -> None:
        """Every player at ``room`` asked for a rematch: a new table (a new match in the archive) with the
        same seats, options and spectators, everyone moved to it, started at once. The old table then
        lets everyone go and closes (its own effects, after this one)."""
        number, room_id = self._new_number_and_id()
        rematch = Room(self.host, room.kind, room.core.rematch(room_id, number))
        self.rooms[room_id] = rematch
        for member, client in room.clients.items():
            rematch.clients[member] = client
            self.room_of[client] = rematch
        rematch.apply(rematch.core.begin())
        rematch.apply([Refresh(tuple(rematch.clients))])  # the new board for each, from any menu of the old

    def restore_room(self, kind: GameKind, stored: StoredTable) -> Room:
        """A table rebuilt from the store after a restart, from its saved state and log (one with no
        person left is closed at once); people get the grace period to come back."""
        with about_table(stored.id):  # what the replay logs names the table
            core, effects = restore(stored.id, kind.declaration, kind.create, stored.state,
                                    RoomStatus(stored.status), stored.log, settings=self.settings)
            room = Room(self.host, kind, core)
            room.apply(effects)
        self._next_number = max(self._next_number, room.number + 1)
        if not room.status.ended:
            self.rooms[room.id] = room
        return room

    def drop(self, room: Room) -> list[Client]:
        """``room`` stops here without writing anything more (``Room.drop``) and leaves the lobby; the
        clients that were at it."""
        clients = room.drop()
        self.rooms.pop(room.id, None)
        for client in clients:
            self.left_room(client, room)
        return clients

    def rebuild(self, kind: GameKind, stored: StoredTable) -> Room:
        """A table rebuilt from its saved state and log while the server runs (its writes were refused, or
        this owner has just claimed it), its bots asked again; its people reclaim their seats."""
        room = self.restore_room(kind, stored)
        room.kick_bots()
        return room

    def open_room(self, room_id: str) -> Room | None:
        """The table ``room_id`` while its match is not over (None once it ended or closed)."""
        room = self.rooms.get(room_id)
        return None if room is None or room.status.ended else room

    def room_closed(self, room: Room) -> None:
        self.rooms.pop(room.id, None)

    def left_room(self, client: Client, room: Room) -> None:
        if self.room_of.get(client) is room:
            del self.room_of[client]

    def enter(self, client: Client, room: Room) -> None:
        """The client goes to ``room``: whatever it held at another table is freed first."""
        previous = self.room_of.get(client)
        if previous is not None and previous is not room:
            previous.leave(client, quietly=True)
        self.room_of[client] = room

    def room_of_user(self, username: str) -> Room | None:
        """The open table where ``username`` holds a seat."""
        for room in self.rooms.values():
            if not room.status.ended and room.core.seat_of_user(username) is not None:
                return room
        return None

    def reclaim_seat(self, client: Client) -> bool:
        """A client just logged in: back to the seat its name holds, if any. Whether it is at a table."""
        assert client.username is not None
        room = self.room_of_user(client.username)
        if room is None:
            return False
        self.enter(client, room)
        if room.reclaim(client):
            return True
        self.left_room(client, room)
        return False

    def disconnected(self, client: Client) -> None:
        """A client's connection ended: its table keeps its seat for the grace period."""
        room = self.room_of.get(client)
        if room is not None:
            room.disconnected(client)
            self.left_room(client, room)
