"""A table owner's side of the bus (docs/scaling.md, "The gateway's first slice"): the tables' traffic of
the listeners that gateways send it.

- ``tables.create`` (a queue group of the owners: one owner gets each): a listener creates a table; it is
  claimed at epoch 1 (``TableRegistry.claim_new``), the listener sits at it, and the answer is its id.
- ``tables.moved`` (to every gateway): a table this owner has just taken over from a dead one, so that the
  listeners at it come back (``reclaim``, or ``watch`` for a spectator) without reconnecting.
- ``table.<id>.presence``: a listener joins, watches, reclaims its seat (a login on a gateway, or a
  reconnect) or is gone (its connection ended: the reconnect grace starts, as for a local client).
- ``table.<id>.cmd``: a key, menu choice, Escape, edit box's answer or table chat of a listener at a
  table, fed to the lobby's dispatch exactly as a local client's packet (its gateway validated it: the
  owner checks the schema again, not the text, ``relayed_packet``); the answer, in the tick's
  ``frames.<gateway>`` message after the frames the command made (keyed by the command's reply subject,
  ``answers.<gateway>.<key>``, where only the bus's "no responders" ever comes), says ``ok``, and none
  comes when the fence refused the step (the table has moved: the owner holding it answers). A command whose
  id is not above the connection's last is answered ``ok`` and not carried out again; one sent (its ``t``,
  the gateway's wall clock) longer than ``COMMAND_LATE`` ago is answered ``late`` and not carried out (its
  gateway has given up on it and told the player nothing happened). A command for a table
  held here from a listener this owner does not know (the table moved here) reclaims the listener's seat first
  (the recap and the board) and answers ``moving``, so the player presses again on the board they now hear. A
  command or presence for a table whose writes the store refused and that waits for the store to be read back
  (``Lobby.unsaved``) is answered ``busy``; once it is rebuilt, ``tables.moved`` brings its listeners back.

Gateways beat on ``gateways.heartbeat``; a gateway of this owner's listeners that has not been heard from
(a beat or a request) for ``gateway_ttl`` seconds is dead (killed, cut off): each of its listeners is
disconnected as a local client whose connection ended, so the reconnect grace starts and the others hear
they lost the connection. A listener that reclaims its seat from another gateway takes it over at once.
Silence is counted only while this owner could listen (``GatewaySilence``): a stall of its own loop (a busy
start-up, a long tick) does not count against anyone, and no gateway is judged at a look that came late.
A gateway silent for that long is then asked whether it is still there (``gateways.<name>.alive``, for
another time to live): one killed has no subscription left and is lost at once, one only too busy to beat
answers once its loop runs again and keeps its players, one cut off is lost when the question times out.
While the owner's own bus is away nobody is taken for dead, and once it is back every gateway has a whole
time to live again (a restarted nats-server does not end anyone's connection).

An owner subscribes to ``table.<id>.*`` for each table it holds (created, taken over, rebuilt, a rematch),
before anything that names the table leaves it, and lets the subscription go within a quarter of the
gateways' time to live once the table is closed or has moved: no owner hears the commands of tables it
does not hold, and a command for a table nobody holds fails at once (no responders). A request that still
reaches this owner for a table it has let go, from a listener it does not know, goes unanswered.

A table that moved to another owner (this one was paused or cut off past its time to live) goes silently:
its gateways' listeners are forgotten here without a word or a note (``Lobby.moved_away``), and whatever
was queued for it and not yet published is dropped, since the new owner brings them back to their seats
(``tables.moved``). Before each message leaves, and before a request is handled, the owner's lease is
checked (``TableOwner.assure``): an owner resuming from a pause drops what moved before it says anything.

Frames leave in order, each tick's after the store's commit (the client's outbox): one message a gateway a
tick (``frames.<gateway>``, every frame of that tick for its listeners, each connection's numbered), through
one task that publishes one after another; a request is answered through the same task once its tick has
ended: after what it wrote is committed and after the frames it made, so an answered command is kept, and
its listener has been sent what it caused.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from collections.abc import Callable, Iterable
from typing import Any

import msgpack  # type: ignore[import-untyped]
from pydantic import ValidationError

from ..lobby.lobby import Lobby
from ..net.client import Frame
from ..net.packets import CLIENT_PACKET_ADAPTER, ClientPacket
from ..store.ratings import RatingChange
from ..tables.room import Room
from .bus import Bus, BusError, BusMessage, Subjects, Subscription
from .remote import COMMAND_LATE, BusClient, Listener, pack, unpack

_log = logging.getLogger(__name__)

CREATE_SUBJECT = "tables.create"
OWNERS_QUEUE = "owners"
_Message = tuple[str, bytes, str | None]  # a subject, its data, and the table it is about (None: none)


@dataclasses.dataclass
class _Frames:
    """A tick's frames for one gateway: each connection's document, with the table it is about; then the
    answers to that gateway's commands (the key of each command's reply subject, the answer, the table)."""

    gateway: str
    documents: list[tuple[str, dict[str, Any], str | None]]
    answers: list[tuple[str, dict[str, Any], str]] = dataclasses.field(default_factory=list)


def relayed_packet(data: bytes) -> ClientPacket:
    """A command's packet as a gateway relays it: one it decoded and validated from its client's frame
    (``net.codec.decode_client``: the size, the text's characters, the schema) and wrote again from the model.
    So the owner does not walk its text again, which is most of the first decoding's cost; the schema's
    strict check stays (a microsecond or two, and it builds the packet): a ``ValueError`` for anything the
    schema refuses."""
    try:
        return CLIENT_PACKET_ADAPTER.validate_python(msgpack.unpackb(data, raw=False), strict=True)
    except ValidationError as error:
        raise ValueError(str(error)) from None
    except Exception as error:  # msgpack's failures share no base
        raise ValueError(f"not a packet: {type(error).__name__}") from None


LATE = 1.5  # a look at the gateways this many periods after the last one found this owner's loop stalled


class GatewaySilence:
    """How long each gateway has been silent while this owner was listening, looked at every quarter of the
    time to live (``look``).

    The count starts when the owner last heard the gateway, and grows at each look by the time since the
    look before, but by no more than one period: while the owner's own loop was stalled it could not read
    anyone's beats, so its stall is nobody's silence. A late look judges nobody either (``dead``): the
    beats that arrived during the stall wait to be read behind it. A gateway silent for twice the time to
    live is dead even then, so an owner that stays late still loses a gateway that is gone."""

    def __init__(self, ttl: float) -> None:
        self.ttl = ttl
        self.period = ttl / 4
        self.silent: dict[str, float] = {}  # seconds each gateway has been silent while this owner listened
        self.on_time = True
        self._looked: float | None = None

    def heard(self, gateway: str) -> None:
        self.silent[gateway] = 0.0

    def forget(self, gateway: str) -> None:
        self.silent.pop(gateway, None)

    def forgive(self) -> None:
        """Every gateway gets a whole time to live from now (nobody could be heard while the bus was away)."""
        for gateway in self.silent:
            self.silent[gateway] = 0.0

    def look(self, now: float) -> None:
        """One look at the clock (monotonic seconds): each silence grows by the time since the last look,
        at most a period; the look is on time unless it came ``LATE`` periods or more after the last."""
        elapsed = 0.0 if self._looked is None else max(0.0, now - self._looked)
        self._looked = now
        self.on_time = elapsed < self.period * LATE
        for gateway in self.silent:
            self.silent[gateway] += min(elapsed, self.period)

    def dead(self, gateways: Iterable[str]) -> set[str]:
        """Those of ``gateways`` silent for longer than the time to live, at a look on time (or for longer
        than twice the time to live at any look); one never heard is not silent."""
        limit = self.ttl if self.on_time else 2 * self.ttl
        return {gateway for gateway in gateways if self.silent.get(gateway, 0.0) > limit}


class TableService:
    """The remote listeners of one owner, by gateway and connection."""

    def __init__(self, lobby: Lobby, bus: Bus, *, queue_limit: int, max_frame_bytes: int,
                 gateway_ttl: float = 3.0, late: float = COMMAND_LATE) -> None:
        """``late``: the age past which a command is refused unapplied (``command_late``)."""
        self.lobby = lobby
        self.late = late
        self.gateway_ttl = gateway_ttl
        self.silence = GatewaySilence(gateway_ttl)  # how long each gateway has not been heard from
        self.gateways_lost = 0
        self.bus = bus
        self.queue_limit = queue_limit
        self.max_frame_bytes = max_frame_bytes
        self.remote: dict[tuple[str, str], BusClient] = {}
        self.commands = 0
        # What leaves, in order: a message (subject, data), or a table to subscribe to first (its id).
        self._outgoing: asyncio.Queue[_Message | str | _Frames | None] = asyncio.Queue()
        self.assure: Callable[[], None] = lambda: None  # the owner's lease checked (``TableOwner.assure``)
        self.moved: set[str] = set()  # tables that moved to another owner: nothing more is sent for them
        # This tick's frames, by gateway: each connection's document, with the table it is about.
        self._batches: dict[str, list[tuple[str, dict[str, Any], str | None]]] = {}
        self._answers: dict[str, list[tuple[str, dict[str, Any], str]]] = {}  # by gateway, as ``_Frames``'s
        self._batching = False
        self._tables: dict[str, Subscription] = {}  # the tables subscribed to, by id
        self._holding: set[str] = set()  # the tables subscribed to or queued to be
        self._sender: asyncio.Task[None] | None = None
        self._subscriptions: list[Subscription] = []
        self._watcher: asyncio.Task[None] | None = None
        self._asking: dict[str, asyncio.Task[None]] = {}  # gateways silent too long, asked if still there
        # A table waiting for the store keeps its gateways' listeners; once back, they reclaim their seats.
        lobby.keeps_table = lambda client: isinstance(client, BusClient)
        lobby.on_rebuilt = self.table_moved
        lobby.moved_away = self._moved_away
        lobby.notices.elsewhere = self.news_elsewhere
        lobby.notices.rating_elsewhere = self.rating_elsewhere

    async def start(self) -> None:
        loop = asyncio.get_running_loop()
        self._sender = loop.create_task(self._send())
        self._watcher = loop.create_task(self._watch_gateways())
        self._subscriptions = [
            await self.bus.subscribe(Subjects.GATEWAYS_HEARTBEAT, self._beat),
            await self.bus.subscribe(CREATE_SUBJECT, self._create, queue=OWNERS_QUEUE),
        ]
        for table_id in [*self.lobby.rooms, *self.lobby.unsaved]:
            await self._hold(table_id)
        await self.bus.flush()
        self.bus.reconnected = self._bus_back

    async def _bus_back(self) -> None:
        """nats-server is back: no gateway could be heard meanwhile, so each gets a whole time to live from
        now before it is taken for dead (its clients reclaim their places as soon as it is back too)."""
        self.silence.forgive()

    async def stop(self) -> None:
        for subscription in self._subscriptions:
            await subscription.unsubscribe()
        self._subscriptions = []
        tasks = [task for task in (self._watcher, *self._asking.values()) if task is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._asking = {}
        if self._sender is not None:
            self._end_batches()
            self._outgoing.put_nowait(None)
            await asyncio.gather(self._sender, return_exceptions=True)
            self._sender = None
        for subscription in self._tables.values():
            await subscription.unsubscribe()
        self._tables.clear()
        self._holding.clear()

    def health(self) -> dict[str, Any]:
        return {"remote_listeners": len(self.remote), "commands": self.commands,
                "gateways_lost": self.gateways_lost}

    def news_elsewhere(self, kind: str, username: str, match_id: str, seat: int) -> None:
        """A finished match's news for a player not at its table here (who left it): to the gateways, where
        the one the player is online at tells them (``players.news``)."""
        news = {"k": kind, "u": username, "m": match_id, "s": seat}
        self._outgoing.put_nowait((Subjects.PLAYERS_NEWS, pack(news), None))

    def rating_elsewhere(self, change: RatingChange) -> None:
        """A rating's change for a player not at its table here (who left the match): likewise."""
        news = {"k": "rating", "u": change.username, "m": change.match_id, "c": dataclasses.asdict(change)}
        self._outgoing.put_nowait((Subjects.PLAYERS_NEWS, pack(news), None))

    def table_moved(self, table_id: str) -> None:
        """A table taken over here (``TableOwner``): the gateways' players and spectators at it reclaim their
        places here (``tables.moved``), and hear the recap and their board without doing anything."""
        self._queue_hold(table_id)
        self.moved.discard(table_id)
        self._queue((Subjects.TABLES_MOVED, pack({"table": table_id}), table_id))

    def _moved_away(self, table_id: str, client: object) -> bool:
        """A table moved to another owner: its gateway's listener is forgotten here without a word (the new
        owner brings it back), and nothing more queued for the table is sent."""
        if not isinstance(client, BusClient):
            return False
        self.moved.add(table_id)
        self._forget(client)
        return True

    # The tables held here: each one's subject subscribed to by this owner alone, so that no owner hears
    # the commands of tables it does not hold.

    def hold(self, table_id: str) -> None:
        """Subscribe to a table opened here with nobody of a gateway at it yet (a tournament's, whose
        players are called to it), before anything queued after this leaves."""
        self._queue_hold(table_id)

    def _queue_hold(self, table_id: str) -> None:
        """Subscribe to the table's subject before anything queued after this leaves (a gateway hears of
        the table only from what follows, so its next request finds this owner subscribed)."""
        if table_id not in self._holding:
            self._holding.add(table_id)
            self._queue(table_id)

    async def _hold(self, table_id: str) -> None:
        self._holding.add(table_id)
        if table_id not in self._tables:
            try:
                self._tables[table_id] = await self.bus.subscribe(Subjects.table(table_id),
                                                                  self._table_message)
            except Exception:  # the bus away: the next watch of the gateways subscribes again
                self._holding.discard(table_id)
                raise

    async def _table_message(self, message: BusMessage) -> None:
        kind = message.subject.rsplit(".", 1)[1]
        if kind == "cmd":
            await self._command(message)
        elif kind == "presence":
            await self._presence(message)

    async def _let_go_tables(self) -> None:
        """Unsubscribe from the tables no longer held here (closed, moved away); subscribe to any held and
        not yet subscribed to."""
        held = set(self.lobby.rooms) | set(self.lobby.unsaved)
        for table_id in held - self._holding:
            self._queue_hold(table_id)
        for table_id in [t for t in self._tables if t not in held]:
            self._holding.discard(table_id)
            try:
                await self._tables.pop(table_id).unsubscribe()
            except Exception:  # the bus away: a subscription left over only goes unanswered
                _log.warning("unsubscribing from table %s failed", table_id)

    # Gateways alive and dead.

    async def _beat(self, message: BusMessage) -> None:
        self.silence.heard(str(unpack(message.data).get("g", "")))

    async def _watch_gateways(self) -> None:
        self.silence.look(time.monotonic())
        while True:
            await asyncio.sleep(self.silence.period)
            try:
                self.silence.look(time.monotonic())
                self.lose_silent_gateways()
                await self._let_go_tables()
            except Exception:  # one failure must not end the watch
                _log.exception("watching the gateways failed")

    def lose_silent_gateways(self) -> None:
        """Every gateway not heard from for ``gateway_ttl`` while this owner listened (``GatewaySilence``) is
        asked whether it is still there (``still_there``). Nobody is lost while this owner's own bus is away
        (it cannot hear anyone then)."""
        if not self.bus.connected:
            return
        loop = asyncio.get_running_loop()
        for gateway in sorted(self.silence.dead({key[0] for key in self.remote}) - self._asking.keys()):
            self._asking[gateway] = loop.create_task(self.still_there(gateway))

    async def still_there(self, gateway: str) -> None:
        """Ask a silent gateway whether it is there, for another time to live: an answer is hearing it; no
        subscriber (it was killed) or no answer in time (cut off, or stalled that long too) loses it, unless
        it was heard meanwhile (a beat)."""
        silent = self.silence.silent.get(gateway, 0.0)
        try:
            await self.bus.request(Subjects.gateway_alive(gateway), b"", timeout=self.gateway_ttl)
        except BusError:
            if self.bus.connected and self.silence.silent.get(gateway, 0.0) >= silent:
                self.lose_gateway(gateway)
        else:
            self.silence.heard(gateway)
        finally:
            self._asking.pop(gateway, None)

    def lose_gateway(self, gateway: str) -> None:
        """Every listener of ``gateway``: its connection ended (its players' reconnect grace starts)."""
        _log.warning("gateway %s is silent: its players' reconnect grace starts", gateway)
        self.gateways_lost += 1
        self.silence.forget(gateway)
        for key, client in list(self.remote.items()):
            if key[0] == gateway:
                self.lobby.tables.disconnected(client)
                self._forget(client)

    # Frames out.

    def deliver(self, client: BusClient, frames: list[Frame], *, lobby: bool = False) -> None:
        """Add ``frames`` to this tick's message for the listener's gateway, numbered from the connection's
        count; with ``lobby``, the note that the table let the listener go (it is then forgotten here)."""
        document: dict[str, Any] = {"n": client.sent, "f": frames}
        client.sent += len(frames)
        room = self.lobby.tables.room_of.get(client)
        if room is not None:
            document["t"] = room.id  # a rematch moves its listeners to a new table
            if room.id not in self._holding:  # (a rematch, a table rebuilt here)
                self._queue_hold(room.id)
        if lobby:
            document["lobby"] = True
            self._forget(client)
        listener = client.listener
        self._batches.setdefault(listener.gateway, []).append(
            (listener.connection, document, room.id if room is not None else None))
        self._batch()

    def _batch(self) -> None:
        if not self._batching:
            self._batching = True
            asyncio.get_running_loop().call_soon(self._end_batches)

    def _end_batches(self) -> None:
        """This tick's frames leave: one message a gateway, its connections' frames in the order made, then
        its commands' answers."""
        self._batching = False
        batches, self._batches = self._batches, {}
        answers, self._answers = self._answers, {}
        for gateway in batches.keys() | answers.keys():
            self._outgoing.put_nowait(_Frames(gateway, batches.get(gateway, []), answers.get(gateway, [])))

    def _queue(self, item: _Message | str) -> None:
        """Queue ``item`` to leave after every frame made so far."""
        self._end_batches()
        self._outgoing.put_nowait(item)

    def publish(self, subject: str, data: bytes) -> None:
        """Publish after the frames made so far (the events' news)."""
        self._queue((subject, data, None))

    async def answer(self, message: BusMessage, answer: dict[str, Any]) -> None:
        await self._answer(message, answer)

    async def _answer(self, message: BusMessage, answer: dict[str, Any], *, ended: bool = False) -> None:
        """Answer a request once this tick has ended (the outbox's flush, scheduled before this task
        resumes: the store committed, the frames made), after those frames; ``ended``: the caller has
        waited for that already."""
        if not ended:
            await asyncio.sleep(0)
        if message.reply:
            about = message.subject.split(".")[1] if message.subject.startswith("table.") else None
            self._queue((message.reply, pack(answer), about))

    async def _acknowledge(self, message: BusMessage, listener: Listener, answer: dict[str, Any], *,
                           ended: bool = False) -> None:
        """Answer a command in its gateway's frames message, after the frames of this tick (the outbox's
        flush, scheduled before this task resumes: the store committed, the frames made); ``ended``: the
        caller has waited for that already. One message a tick to each gateway carries both."""
        if not ended:
            await asyncio.sleep(0)
        if message.reply:
            key, table_id = Subjects.command_key(message.reply), message.subject.split(".")[1]
            self._answers.setdefault(listener.gateway, []).append((key, answer, table_id))
            self._batch()

    async def _send(self) -> None:
        while (item := await self._outgoing.get()) is not None:
            self.assure()
            try:
                if isinstance(item, str):
                    await self._hold(item)
                elif isinstance(item, _Frames):
                    # A table that moved away before its frames left: its new owner speaks for it.
                    documents = [(connection, document) for connection, document, table_id in item.documents
                                 if table_id is None or table_id not in self.moved]
                    answers = [(key, answer) for key, answer, table_id in item.answers
                               if table_id not in self.moved]
                    if documents or answers:
                        batch = {"d": documents, "a": answers} if answers else {"d": documents}
                        await self.bus.publish(Subjects.gateway_frames(item.gateway), pack(batch))
                else:
                    subject, data, table_id = item
                    if table_id is not None and table_id in self.moved:
                        continue  # the table moved away before this left: its new owner speaks for it
                    await self.bus.publish(subject, data)
            except Exception:  # the bus away: the frames are lost; the gateway resends nothing yet
                _log.exception("sending %s failed", item if isinstance(item, str) else type(item).__name__)

    # Listeners.

    def _client(self, listener: Listener) -> BusClient:
        self.silence.heard(listener.gateway)
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
        self._queue_hold(room.id)  # (before the answer leaves: the gateway's next request finds it)
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
                    await self._acknowledge(message, listener, {"r": "busy"})
                return  # not held here, nor this listener's: the owner that holds it answers
            client = self._client(listener)
            answer = "moving" if self._reclaim(client, held) else "gone"
            if answer == "gone":
                self._forget(client)
            await self._acknowledge(message, listener, {"r": answer})
            return
        command = int(request.get("i", 0))
        if command <= client.last_command:
            await self._acknowledge(message, listener, {"r": "ok", "again": True})
            return
        if time.time() - float(request.get("t", time.time())) > self.late:
            # Its gateway has given up on it (or is about to): refused unapplied, never carried out late.
            await self._acknowledge(message, listener, {"r": "late"})
            return
        client.last_command = command
        self.commands += 1
        try:
            data = bytes(request["p"])
            if len(data) > self.max_frame_bytes:
                raise ValueError("too large")
            packet = relayed_packet(data)
        except (ValueError, KeyError, TypeError):
            await self._acknowledge(message, listener, {"r": "refused"})
            return
        self.lobby.dispatch.handle(client, packet)
        await asyncio.sleep(0)  # the tick's end (its flush was scheduled first): the store has committed
        if room.refused:
            return  # the fence refused the step: the table moved, and its new owner answers
        await self._acknowledge(message, listener, {"r": "ok"}, ended=True)
