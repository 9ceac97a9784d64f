"""A table owner's side of the bus (docs/scaling.md, "The gateway's first slice"): the tables' traffic of
the listeners that gateways send it.

- ``tables.create`` (a queue group of the owners: one owner gets each): a listener creates a table; it is
  claimed at epoch 1 (``TableRegistry.claim_new``), the listener sits at it, and the answer is its id.
- ``tables.moved`` (to every gateway): a table this owner has just taken over from a dead one, so that the
  listeners at it come back (``reclaim``, or ``watch`` for a spectator) without reconnecting.
- ``table.<id>.presence``: a listener joins, watches, reclaims its seat (a login on a gateway, or a
  reconnect) or is gone (its connection ended: the reconnect grace starts, as for a local client).
- ``table.<id>.cmd``: a key, menu choice, Escape, edit box's answer or table chat of a listener at a
  table, fed to the lobby's dispatch exactly as a local client's packet; the answer says ``ok``, and none
  comes when the fence refused the step (the table has moved: the owner holding it answers). A command whose
  id is not above the connection's last is answered ``ok`` and not carried out again. A command for a table
  held here from a listener this owner does not know (the table moved here) reclaims the listener's seat first
  (the recap and the board) and answers ``moving``, so the player presses again on the board they now hear. A
  command or presence for a table whose writes the store refused and that waits for the store to be read back
  (``Lobby.unsaved``) is answered ``busy``; once it is rebuilt, ``tables.moved`` brings its listeners back.

Gateways beat on ``gateways.heartbeat``; a gateway of this owner's listeners that has not been heard from
(a beat or a request) for ``gateway_ttl`` seconds is dead (killed, cut off): each of its listeners is
disconnected as a local client whose connection ended, so the reconnect grace starts and the others hear
they lost the connection. A listener that reclaims its seat from another gateway takes it over at once.
While the owner's own bus is away nobody is taken for dead, and once it is back every gateway has a whole
time to live again (a restarted nats-server does not end anyone's connection).

Requests for a table this owner does not hold from a listener it does not know go unanswered: the owner
that holds it answers.

A table that moved to another owner (this one was paused or cut off past its time to live) goes silently:
its gateways' listeners are forgotten here without a word or a note (``Lobby.moved_away``), and whatever
was queued for it and not yet published is dropped, since the new owner brings them back to their seats
(``tables.moved``). Before each message leaves, and before a request is handled, the owner's lease is
checked (``TableOwner.assure``): an owner resuming from a pause drops what moved before it says anything.

Frames leave in order, each tick's after the store's commit (the client's outbox), through one task that
publishes them one after another; a request is answered through the same task once its tick has ended: after
what it wrote is committed and after the frames it made, so an answered command is kept, and its listener has
been sent what it caused.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from ..lobby.lobby import Lobby
from ..net.client import Frame
from ..net.codec import decode_client
from ..net.protocol_errors import ProtocolError
from ..tables.room import Room
from .bus import Bus, BusMessage, Subjects, Subscription
from .remote import BusClient, Listener, pack, unpack

_log = logging.getLogger(__name__)

CREATE_SUBJECT = "tables.create"
OWNERS_QUEUE = "owners"


class TableService:
    """The remote listeners of one owner, by gateway and connection."""

    def __init__(self, lobby: Lobby, bus: Bus, *, queue_limit: int, max_frame_bytes: int,
                 gateway_ttl: float = 3.0) -> None:
        self.lobby = lobby
        self.gateway_ttl = gateway_ttl
        self.heard: dict[str, float] = {}  # when each gateway was last heard from (monotonic seconds)
        self.gateways_lost = 0
        self.bus = bus
        self.queue_limit = queue_limit
        self.max_frame_bytes = max_frame_bytes
        self.remote: dict[tuple[str, str], BusClient] = {}
        self.commands = 0
        # Each message with the table it is about (None: none), published in order by one task.
        self._outgoing: asyncio.Queue[tuple[str, bytes, str | None] | None] = asyncio.Queue()
        self.assure: Callable[[], None] = lambda: None  # the owner's lease checked (``TableOwner.assure``)
        self.moved: set[str] = set()  # tables that moved to another owner: nothing more is sent for them
        self._watched = time.monotonic()  # when the gateways were last looked at
        self._sender: asyncio.Task[None] | None = None
        self._subscriptions: list[Subscription] = []
        self._watcher: asyncio.Task[None] | None = None
        # A table waiting for the store keeps its gateways' listeners; once back, they reclaim their seats.
        lobby.keeps_table = lambda client: isinstance(client, BusClient)
        lobby.on_rebuilt = self.table_moved
        lobby.moved_away = self._moved_away

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        self._sender = loop.create_task(self._send())
        self._watcher = loop.create_task(self._watch_gateways())
        self._subscriptions = [
            await self.bus.subscribe(Subjects.GATEWAYS_HEARTBEAT, self._beat),
            await self.bus.subscribe("table.*.cmd", self._command),
            await self.bus.subscribe("table.*.presence", self._presence),
            await self.bus.subscribe(CREATE_SUBJECT, self._create, queue=OWNERS_QUEUE),
        ]
        await self.bus.flush()
        self.bus.reconnected = self._bus_back

    async def _bus_back(self) -> None:
        """nats-server is back: no gateway could be heard meanwhile, so each gets a whole time to live from
        now before it is taken for dead (its clients reclaim their places as soon as it is back too)."""
        now = time.monotonic()
        for gateway in self.heard:
            self.heard[gateway] = now

    async def stop(self) -> None:
        for subscription in self._subscriptions:
            await subscription.unsubscribe()
        self._subscriptions = []
        if self._watcher is not None:
            self._watcher.cancel()
            await asyncio.gather(self._watcher, return_exceptions=True)
        if self._sender is not None:
            self._outgoing.put_nowait(None)
            await asyncio.gather(self._sender, return_exceptions=True)
            self._sender = None

    def health(self) -> dict[str, Any]:
        return {"remote_listeners": len(self.remote), "commands": self.commands,
                "gateways_lost": self.gateways_lost}

    def table_moved(self, table_id: str) -> None:
        """A table taken over here (``TableOwner``): the gateways' players and spectators at it reclaim their
        places here (``tables.moved``), and hear the recap and their board without doing anything."""
        self.moved.discard(table_id)
        self._outgoing.put_nowait((Subjects.TABLES_MOVED, pack({"table": table_id}), table_id))

    def _moved_away(self, table_id: str, client: object) -> bool:
        """A table moved to another owner: its gateway's listener is forgotten here without a word (the new
        owner brings it back), and nothing more queued for the table is sent."""
        if not isinstance(client, BusClient):
            return False
        self.moved.add(table_id)
        self._forget(client)
        return True

    # Gateways alive and dead.

    async def _beat(self, message: BusMessage) -> None:
        self.heard[str(unpack(message.data).get("g", ""))] = time.monotonic()

    async def _watch_gateways(self) -> None:
        while True:
            await asyncio.sleep(self.gateway_ttl / 4)
            try:
                self.lose_silent_gateways()
            except Exception:  # one failure must not end the watch
                _log.exception("watching the gateways failed")

    def lose_silent_gateways(self) -> None:
        """Every listener of a gateway not heard from for ``gateway_ttl``: its connection ended. Nobody is
        lost while this owner's own bus is away (it cannot hear anyone then), nor after this owner itself
        was not running for that long (paused, starved): every gateway gets a whole time to live again."""
        now = time.monotonic()
        paused, self._watched = now - self._watched > self.gateway_ttl, now
        if paused:
            for gateway in self.heard:
                self.heard[gateway] = now
        if not self.bus.connected:
            return
        silent = {key[0] for key in self.remote if now - self.heard.get(key[0], now) > self.gateway_ttl}
        for gateway in sorted(silent):
            _log.warning("gateway %s is silent: its players' reconnect grace starts", gateway)
            self.gateways_lost += 1
            self.heard.pop(gateway, None)
            for key, client in list(self.remote.items()):
                if key[0] == gateway:
                    self.lobby.tables.disconnected(client)
                    self._forget(client)

    # Frames out.

    def deliver(self, client: BusClient, frames: list[Frame], *, lobby: bool = False) -> None:
        """Queue ``frames`` for the listener's gateway, numbered from the connection's count; with
        ``lobby``, the note that the table let the listener go (it is then forgotten here)."""
        document: dict[str, Any] = {"n": client.sent, "f": frames}
        client.sent += len(frames)
        room = self.lobby.tables.room_of.get(client)
        if room is not None:
            document["t"] = room.id  # a rematch moves its listeners to a new table
        if lobby:
            document["lobby"] = True
            self._forget(client)
        listener = client.listener
        self._outgoing.put_nowait((Subjects.client(listener.gateway, listener.connection), pack(document),
                                   room.id if room is not None else None))

    async def _answer(self, message: BusMessage, answer: dict[str, Any]) -> None:
        """Answer a request once this tick has ended (the outbox's flush, scheduled before this task
        resumes: the store committed, the frames queued), after those frames."""
        await asyncio.sleep(0)
        if message.reply:
            about = message.subject.split(".")[1] if message.subject.startswith("table.") else None
            self._outgoing.put_nowait((message.reply, pack(answer), about))

    async def _send(self) -> None:
        while (item := await self._outgoing.get()) is not None:
            subject, data, table_id = item
            self.assure()
            if table_id is not None and table_id in self.moved:
                continue  # the table moved away before this left: its new owner speaks for it
            try:
                await self.bus.publish(subject, data)
            except Exception:  # the bus away: the frames are lost; the gateway resends nothing yet
                _log.exception("publishing to %s failed", subject)

    # Listeners.

    def _client(self, listener: Listener) -> BusClient:
        self.heard[listener.gateway] = time.monotonic()
        client = self.remote.get(listener.key)
        if client is None:
            client = BusClient(listener, self, queue_limit=self.queue_limit, outbox=self.lobby.outbox,
                               localize=self.lobby.localizer.render)
            self.remote[listener.key] = client
            self.lobby.online.add(client)  # a finished match's news (ratings) reaches it as a local client's
        return client

    def _forget(self, client: BusClient) -> None:
        if self.remote.get(client.listener.key) is client:
            del self.remote[client.listener.key]
        self.lobby.online.remove(client)
        client.close()

    def _reclaim(self, client: BusClient, room: Room) -> bool:
        self.lobby.tables.enter(client, room)
        if room.reclaim(client):
            return True
        self.lobby.tables.left_room(client, room)
        return False

    # Requests.

    async def _create(self, message: BusMessage) -> None:
        request = unpack(message.data)
        listener = Listener.from_data(request)
        kind = self.lobby.games.get(str(request.get("game", "")))
        if kind is None:
            await self._answer(message, {"r": "refused"})
            return
        client = self._client(listener)
        try:
            room = self.lobby.tables.new_room(kind, client)
        except Exception:  # PostgreSQL refused the claim: the gateway tells its player
            _log.exception("a table for %s could not be created", listener.username)
            self._forget(client)
            await self._answer(message, {"r": "refused"})
            return
        self.lobby.tables.enter(client, room)
        room.join(client)
        client.speak(self.lobby.text(client, "lobby-table-created", number=room.number), "table")
        await self._answer(message, {"r": "ok", "table": room.id})

    async def _presence(self, message: BusMessage) -> None:
        self.assure()
        request = unpack(message.data)
        listener = Listener.from_data(request)
        action = str(request.get("a", ""))
        room = self.lobby.tables.open_room(message.subject.split(".")[1])
        known = self.remote.get(listener.key)
        if action == "gone":
            if known is not None:
                self.lobby.tables.disconnected(known)  # its seat kept for the grace period
                self._forget(known)
            return
        if room is None:
            if message.subject.split(".")[1] in self.lobby.unsaved and action != "gone":
                await self._answer(message, {"r": "busy"})  # held here, waiting for the store
            return  # not held here: the owner that holds it answers
        client = self._client(listener)
        if action == "join" and room.core.joinable:
            self.lobby.tables.enter(client, room)
            room.join(client)
            answer = "ok"
        elif action == "watch":
            self.lobby.tables.enter(client, room)
            room.watch(client)
            answer = "ok"
        elif action == "reclaim" and self._reclaim(client, room):
            answer = "ok"
            for other in list(self.remote.values()):  # its seat's old connection, on a gateway gone
                if other is not client and other.username == client.username and (
                        other not in self.lobby.tables.room_of):
                    self._forget(other)
        else:
            answer = "refused"
            self._forget(client)
        await self._answer(message, {"r": answer, "table": room.id})

    async def _command(self, message: BusMessage) -> None:
        self.assure()
        request = unpack(message.data)
        listener = Listener.from_data(request)
        client = self.remote.get(listener.key)
        room = self.lobby.tables.room_of.get(client) if client is not None else None
        if client is None or room is None:
            table_id = message.subject.split(".")[1]
            held = self.lobby.tables.open_room(table_id)
            if held is None:
                if table_id in self.lobby.unsaved:  # held here, waiting for the store: said in words
                    await self._answer(message, {"r": "busy"})
                return  # not held here, nor this listener's: the owner that holds it answers
            client = self._client(listener)
            answer = "moving" if self._reclaim(client, held) else "gone"
            if answer == "gone":
                self._forget(client)
            await self._answer(message, {"r": answer})
            return
        command = int(request.get("i", 0))
        if command <= client.last_command:
            await self._answer(message, {"r": "ok", "again": True})
            return
        client.last_command = command
        self.commands += 1
        try:
            packet = decode_client(bytes(request["p"]), binary=True, max_bytes=self.max_frame_bytes)
        except ProtocolError:
            await self._answer(message, {"r": "refused"})
            return
        self.lobby.dispatch.handle(client, packet)
        if room.refused:
            return  # the fence refused the step: the table moved, and its new owner answers
        await self._answer(message, {"r": "ok"})
