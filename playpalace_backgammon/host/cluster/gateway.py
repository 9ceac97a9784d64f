"""The gateway role (``serve --role gateway``, docs/scaling.md "The gateway's first slice"): websockets,
logins, the lobby's own menus and chat, and nothing of a table.

``GatewayLobby`` is the one process's ``Lobby`` with the tables taken out to the owners over the bus:

- a packet of a client at a table (a key, a menu choice, Escape, an edit box's answer, table chat) goes as a
  request on ``table.<id>.cmd`` with the connection's next command id and the time it was sent
  (``TableService`` on the owner feeds it to that table); a request nobody answers in time is asked again
  with the same id (the owner carries out a command once) while PostgreSQL shows the same owner and epoch,
  up to ``COMMAND_CAP``; when no owner answers (none holds the table), the owner now holding it answers
  ``moving`` or PostgreSQL shows it claimed since, the player hears "the table is moving, press again"
  (with the bus away, the owner waiting for the store, or past the cap, "the server is busy, press
  again": the owner refuses a command sent longer ago than ``COMMAND_LATE``, so it is never applied later);
- the frames the owners publish on ``frames.<gateway>`` (a tick's, for its connections) go to the websockets
  unchanged; a ``lobby`` note (the player left the table, or it moved) brings the gateway's main menu back;
- the list of tables is read from PostgreSQL; creating a table is a request to the owners' queue group
  (``tables.create``), joining and watching a request on ``table.<id>.presence``; a login whose account
  holds a seat reclaims it there, and a connection that ends tells the table it is gone (the owner starts
  the reconnect grace);
- chat outside a table (``global``, and the lobby's own) goes to every gateway on ``lobby.chat``, and each
  relays it to its own listeners;
- who is online is everyone on every gateway: each gateway says on ``gateways.online`` at every beat who
  came and went since its last beat, numbered (a version a change); another gateway applies the change to
  the names it has of that gateway at the version before, asks the whole (``gateways.<name>.online``)
  when it missed a change or hears a gateway first after its start, and counts a gateway's names while it
  has heard from it within the owners' time to live;
- a finished match's news for a player who has left its table (their rating's change, its analysis, or that
  the analysis failed) comes from the owner on ``players.news``, and the gateway where the player is online
  tells them, in their language.

The gateway beats on ``gateways.heartbeat`` four times in the owners' time to live, so the owners notice
when it dies and start its players' reconnect grace; an owner that has not heard it for that long asks it
first (``gateways.<name>.alive``), and a gateway only too busy to beat in time answers once it can. When
nats-server comes back after being away, each client at a table reclaims its place there (the owner may
have taken the gateway for dead meanwhile).

Menu handlers are synchronous: what they ask of the bus runs in a task of the client's, which the client's
next packet waits for, so a player's packets are still handled in the order sent.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
import logging
import os
import secrets
import socket
import time
from collections.abc import Coroutine, Mapping
from typing import Any

from ...i18n import Localizer
from ..lobby.chat import MAX_CHAT_CHARS, Chat
from ..lobby.lobby import Lobby
from ..lobby.lobby_menus import _TABLE_STATES, LobbyMenus
from ..lobby.match_analysis import stored_analysis
from ..net.client import Client, MenuHandler
from ..net.codec import encode_client
from ..net.config import ServerConfig
from ..net.outbox import Outbox
from ..net.packets import (
    ChatBroadcastPacket,
    ChatPacket,
    ClientPacket,
    EditboxPacket,
    EscapePacket,
    KeybindPacket,
    MenuSelectionPacket,
)
from ..store.ratings import RatingChange, Standing
from ..store.store import Store
from ..tables.bot_driver import BotDriver
from ..tables.core.room_status import RoomStatus
from ..tables.games import GameKind
from .bus import Bus, BusError, BusMessage, BusTimeout, NoResponders, Subjects, Subscription
from .gateway_events import GatewayTournamentMenus, GatewayTournaments
from .remote import COMMAND_SECONDS, PRESENCE_SECONDS, Listener, pack, unpack
from .table_service import CREATE_SUBJECT

_log = logging.getLogger(__name__)

TABLE_PACKETS = (KeybindPacket, MenuSelectionPacket, EscapePacket, EditboxPacket)


def gateway_name(configured: str) -> str:
    """The gateway's token on the bus: the name given (or the host's and the process id), with a part new
    at each start, so a restarted gateway's connections are never taken for its predecessor's."""
    base = configured or f"{socket.gethostname()}-{os.getpid()}"
    cleaned = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in base)
    return f"{cleaned}-{secrets.token_hex(3)}"


def rating_change(data: Mapping[str, Any]) -> RatingChange:
    """A ``RatingChange`` from its fields as an owner sent them (``players.news``)."""
    return RatingChange(str(data["match_id"]), str(data["username"]), str(data["pool"]),
                        str(data["opponent"]), bool(data["won"]), Standing(**data["before"]),
                        Standing(**data["after"]))


def _time_out(answer: asyncio.Future[dict[str, Any]], subject: str) -> None:
    """A command's answer not come in time: ``BusTimeout`` for whoever awaits it."""
    if not answer.done():
        answer.set_exception(BusTimeout(subject))


class GatewayMenus(LobbyMenus):
    """The lobby's menus on a gateway: the tables listed from the store, and created, joined and watched
    through the owners."""

    lobby: GatewayLobby

    def speak_online(self, client: Client) -> None:
        """Who is online on every gateway (this one's own, and the others' last said names)."""
        names = self.lobby.everyone_online()
        client.speak(self._text(client, "lobby-online", count=len(names), names=", ".join(names)))

    def _create(self, client: Client, kind: GameKind) -> None:
        self.lobby.later(client, self.lobby.create_table(client, kind))

    def show_tables(self, client: Client, kind: GameKind) -> None:
        items: list[tuple[str, str, MenuHandler]] = []
        for table_id, game, state, status in self.lobby.store.open_table_states():
            if game != kind.declaration.id or state.get("event") is not None:
                continue  # a tournament's match is watched from its event's menu, not joined here
            text = self._entry(client, state, RoomStatus(status))
            chosen = functools.partial(self._chosen, client, kind, table_id)
            items.append((f"table-{table_id}", text, chosen))
        if not items:
            client.speak(self._text(client, "lobby-no-tables"))
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.show_game(client, kind)))
        client.show_menu("tables", items, escape=lambda: self.show_game(client, kind))

    def _entry(self, client: Client, state: Mapping[str, Any], status: RoomStatus) -> str:
        seats = state.get("seats", [])
        players = sum(1 for seat in seats if seat.get("kind") != "empty")
        return self._text(client, "lobby-table-entry", number=state.get("number", 0),
                          format=self._table_format(client, state.get("options", {})),
                          host=state.get("host", ""), players=players, seats=len(seats),
                          state=self._text(client, _TABLE_STATES[status]))

    def _chosen(self, client: Client, kind: GameKind, table_id: str, _item: str) -> None:
        found = next((row for row in self.lobby.store.open_table_states() if row[0] == table_id), None)
        if found is None:
            client.speak(self._text(client, "refusal-table-gone"))
            self.show_tables(client, kind)
            return
        _, _, state, status = found
        joinable = status == RoomStatus.WAITING.value and any(
            seat.get("kind") == "empty" for seat in state.get("seats", []))
        items: list[tuple[str, str, MenuHandler]] = []
        if joinable:
            items.append(("join", self._text(client, "lobby-join-player"),
                          lambda _: self.lobby.later(client, self.lobby.sit(client, table_id, "join"))))
        items.append(("watch", self._text(client, "lobby-join-spectator"),
                      lambda _: self.lobby.later(client, self.lobby.sit(client, table_id, "watch"))))
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.show_tables(client, kind)))
        client.show_menu("join", items, escape=lambda: self.show_tables(client, kind))


class GatewayChat(Chat):
    """Chat on a gateway: a line outside a table, checked as on the one process, goes to every gateway."""

    lobby: GatewayLobby

    def relay(self, client: Client, packet: ChatPacket) -> None:
        message = packet.message.strip()
        if not message or len(message) > MAX_CHAT_CHARS or self.lobby.bus is None:
            super().relay(client, packet)  # ignored, or refused in words, as on the one process
            return
        line = {"convo": packet.convo, "sender": client.username or "", "message": message,
                "language": packet.language[:32]}
        self.lobby.spawn(self.lobby.bus.publish(Subjects.LOBBY_CHAT, pack(line)))


class GatewayLobby(Lobby):
    """The lobby of a gateway: its own menus and chat; every table's traffic over the bus."""

    tournaments: GatewayTournaments
    events: GatewayTournamentMenus

    def __init__(self, config: ServerConfig, store: Store, localizer: Localizer,
                 games: Mapping[str, GameKind], bot_driver: BotDriver, outbox: Outbox | None = None,
                 **options: Any) -> None:
        super().__init__(config, store, localizer, games, bot_driver, outbox, **options)
        # No director here: the events run on the owners, read from the store and changed by requests.
        self.tournaments = GatewayTournaments(self)
        self.events = GatewayTournamentMenus(self, self.tournaments)
        self.menus = GatewayMenus(self, games, self.online, self.tables, self.past, self.players, self.events)
        self.menus.lobby = self
        self.dispatch.menus = self.menus
        self.dispatch.go_to_table = self.tournaments.go
        self.dispatch.event_key = self.events.board_key
        chat = GatewayChat(self, self.online, self.tables)
        chat.lobby = self
        self.dispatch.chat = chat
        self.name = gateway_name(config.owner)
        self.bus: Bus | None = None
        self.at_table: dict[Client, str] = {}  # the table each client at one is at, by id
        self.connections: dict[str, Client] = {}  # each logged-in client by its connection token
        self.commands = 0
        self.resends = 0  # commands asked again after a timeout
        self.command_seconds = COMMAND_SECONDS
        self.command_cap = config.command_cap
        self._command_ids: dict[Client, int] = {}
        self._answers: dict[str, asyncio.Future[dict[str, Any]]] = {}  # commands waiting, by reply key
        self._keys = itertools.count(1)
        self._pending: dict[Client, asyncio.Task[None]] = {}
        self._background: set[asyncio.Task[None]] = set()
        self._subscription: Subscription | None = None
        self._moves: Subscription | None = None
        self._chat: Subscription | None = None
        self._online: Subscription | None = None
        self._news: Subscription | None = None
        self._event_news: Subscription | None = None
        # The other gateways' players by gateway: when last heard (monotonic seconds), and their names.
        self.elsewhere: dict[str, tuple[float, list[str]]] = {}
        self.online_ttl = config.owner_ttl
        self._versions: dict[str, int] = {}  # the version of each other gateway's names held here
        self._asking: set[str] = set()  # gateways whose whole list is asked for now
        self.online_asked = 0  # whole lists asked of other gateways (a change missed, or a gateway new here)
        self._said: frozenset[str] = frozenset()  # this gateway's names as last said, at ``_said_version``
        self._said_version = 0
        self._whole: Subscription | None = None
        self._alive: Subscription | None = None
        self._unheard: Subscription | None = None  # the bus's "no responders" for this gateway's commands
        self.beat_seconds = config.owner_ttl / 4
        self._beats: asyncio.Task[None] | None = None

    async def join_bus(self, bus: Bus) -> None:
        """Take the frames the owners send this gateway's clients."""
        self.bus = bus
        self._subscription = await bus.subscribe(Subjects.gateway_frames(self.name), self._frames)
        self._unheard = await bus.subscribe(Subjects.command_replies(self.name), self._no_owner)
        self._moves = await bus.subscribe(Subjects.TABLES_MOVED, self._table_moved)
        self._chat = await bus.subscribe(Subjects.LOBBY_CHAT, self._chat_line)
        self._online = await bus.subscribe(Subjects.GATEWAYS_ONLINE, self._online_names)
        self._whole = await bus.subscribe(Subjects.gateway_online(self.name), self._all_names)
        self._news = await bus.subscribe(Subjects.PLAYERS_NEWS, self._player_news)
        self._event_news = await bus.subscribe(Subjects.EVENTS_NEWS, self.tournaments.news)
        self._alive = await bus.subscribe(Subjects.gateway_alive(self.name), self._still_here)
        await bus.flush()
        bus.reconnected = self._bus_back
        self._beats = asyncio.get_running_loop().create_task(self._beat(bus))

    async def _bus_back(self) -> None:
        """nats-server is back (restarted, or the link was cut): every client here at a table reclaims its
        place there, since its owner may have taken this gateway for dead meanwhile (each hears the recap
        and the board, without pressing anything)."""
        for client, table_id in list(self.at_table.items()):
            self.later(client, self._back_after_the_bus(client, table_id))

    async def _back_after_the_bus(self, client: Client, table_id: str) -> None:
        """Reclaim the client's place; the owners may reach nats-server again a little after this gateway,
        so an unanswered request is asked again, a beat apart, for twice the owners' time to live."""
        for _attempt in range(8):
            answer = await self._presence(client, table_id, "reclaim")
            if answer == "unanswered":
                await asyncio.sleep(self.beat_seconds)
                continue
            if answer != "ok":
                await self._presence(client, table_id, "watch")
            return

    async def _still_here(self, message: BusMessage) -> None:
        """An owner that has not heard this gateway for its time to live asks whether it is still here."""
        if self.bus is not None:
            try:
                await self.bus.respond(message, pack({"g": self.name}))
            except BusError:  # the bus away: the owner will not lose anyone while its own is away either
                _log.warning("gateway %s: an owner's question could not be answered", self.name)

    async def _beat(self, bus: Bus) -> None:
        beat = pack({"g": self.name})
        while True:
            try:
                await bus.publish(Subjects.GATEWAYS_HEARTBEAT, beat)
                await self.say_online()
            except BusError:  # the bus away: the next beat tries again
                _log.warning("gateway %s: a heartbeat could not be sent", self.name)
            await asyncio.sleep(self.beat_seconds)

    async def leave_bus(self) -> None:
        subscriptions = (self._subscription, self._moves, self._chat, self._online, self._news, self._alive,
                         self._event_news, self._whole, self._unheard)
        for subscription in subscriptions:
            if subscription is not None:
                await subscription.unsubscribe()
        self._subscription = self._moves = self._chat = self._online = self._news = self._alive = None
        self._event_news = self._whole = self._unheard = None
        tasks = list(self._pending.values()) + list(self._background)
        if self._beats is not None:
            tasks.append(self._beats)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def health(self) -> dict[str, Any]:
        return {"gateway": self.name, "at_tables": len(self.at_table), "commands": self.commands,
                "resends": self.resends, "online_elsewhere": sum(len(names) for _, names in self._fresh())}

    # Who is online, across the gateways.

    def _fresh(self) -> list[tuple[float, list[str]]]:
        """The other gateways heard from within the time to live (a dead one's names go with it)."""
        now = time.monotonic()
        return [seen for seen in self.elsewhere.values() if now - seen[0] <= self.online_ttl]

    def everyone_online(self) -> list[str]:
        """Everyone logged in on any gateway, each name once, sorted without regard to case."""
        names = {name.casefold(): name for _, others in self._fresh() for name in others}
        names.update((name.casefold(), name) for name in self.online.names())
        return sorted(names.values(), key=str.casefold)

    async def say_online(self) -> None:
        """Who came (``+``) and went (``-``) on this gateway since its last beat, to the other gateways (at
        every beat; with nothing changed, only the version: the list's own liveness). A change is numbered
        from the version before (``f``) to the one after (``v``), so a gateway that missed one knows it."""
        if self.bus is None:
            return
        names = frozenset(self.online.names())
        came, went = sorted(names - self._said), sorted(self._said - names)
        before = self._said_version
        if came or went:
            self._said, self._said_version = names, before + 1
        change: dict[str, Any] = {"g": self.name, "f": before, "v": self._said_version}
        if came:
            change["+"] = came
        if went:
            change["-"] = went
        await self.bus.publish(Subjects.GATEWAYS_ONLINE, pack(change))

    async def _all_names(self, message: BusMessage) -> None:
        """Another gateway missed a change of this one's: every name, at the version last said."""
        if self.bus is not None:
            try:
                await self.bus.respond(message, pack({"v": self._said_version, "u": sorted(self._said)}))
            except BusError:
                _log.warning("gateway %s: a list of names asked could not be sent", self.name)

    async def _online_names(self, message: BusMessage) -> None:
        """A change of another gateway's names: applied to what is held here when that is the version it
        starts from (or any version inside it: each name it names is given as it ends); else the whole
        list is asked, and meanwhile the names held stay, counted as heard."""
        said = unpack(message.data)
        gateway = str(said.get("g", ""))
        if not gateway or gateway == self.name:
            return
        now = time.monotonic()
        first, last = int(said.get("f", 0)), int(said.get("v", 0))
        held = self._versions.get(gateway, 0 if gateway not in self.elsewhere else -1)
        names = self.elsewhere.get(gateway, (now, []))[1]
        if first <= held <= last:
            came = {str(name) for name in said.get("+", [])}
            went = {str(name) for name in said.get("-", [])}
            names = sorted((set(names) - went) | came, key=str.casefold)
            self._versions[gateway] = last
        elif held < first:
            self._ask_all(gateway)
        self.elsewhere[gateway] = (now, names)
        for gone in [g for g, (seen, _) in self.elsewhere.items() if now - seen > 10 * self.online_ttl]:
            del self.elsewhere[gone]  # a gateway long dead (each start has a new name)
            self._versions.pop(gone, None)

    def _ask_all(self, gateway: str) -> None:
        if gateway in self._asking or self.bus is None:
            return
        self._asking.add(gateway)
        self.online_asked += 1
        self.spawn(self._whole_list(gateway))

    async def _whole_list(self, gateway: str) -> None:
        """Every name of ``gateway``, asked of it; kept unless a newer change came meanwhile."""
        try:
            assert self.bus is not None
            answer = unpack(await self.bus.request(Subjects.gateway_online(gateway), b"",
                                                   timeout=self.online_ttl))
        except (BusError, ValueError):
            return  # asked again at its next change missed (a dead gateway drops out with its beats)
        finally:
            self._asking.discard(gateway)
        version = int(answer.get("v", 0))
        if gateway in self.elsewhere and version >= self._versions.get(gateway, -1):
            self.elsewhere[gateway] = (self.elsewhere[gateway][0], sorted(
                (str(name) for name in answer.get("u", [])), key=str.casefold))
            self._versions[gateway] = version

    async def _player_news(self, message: BusMessage) -> None:
        """A finished match's news for a player no longer at its table: told if they are online here."""
        news = unpack(message.data)
        client = self.online.find(str(news.get("u", "")))
        if client is None:
            return
        if news.get("k") == "failed":
            self.review.tell_failed(client)
            return
        if news.get("k") == "rating":
            self.players.tell_change(client, rating_change(news.get("c", {})))
            return
        analysis = stored_analysis(self.store, str(news.get("m", "")))
        seat = int(news.get("s", -1))
        if analysis is not None and 0 <= seat < len(analysis.players):
            self.review.tell_summary(client, analysis, seat)

    # Clients coming and going.

    def listener(self, client: Client) -> Listener:
        return Listener(self.name, str(client.id), client.username or "", client.language, client.client_type,
                        client.binary)

    def arrived(self, client: Client) -> None:
        """A client logged in: back to the seat its account holds at a table, else the main menu."""
        self.online.add(client)
        self.connections[str(client.id)] = client
        self.later(client, self._reclaim(client))

    async def _reclaim(self, client: Client) -> None:
        name = (client.username or "").casefold()
        for table_id, _game, state, _status in self.store.open_table_states():
            if any((seat.get("username") or "").casefold() == name and seat.get("kind") == "human"
                   for seat in state.get("seats", [])):
                if await self._presence(client, table_id, "reclaim") == "ok":
                    return
        self.show_main(client)

    def departed(self, client: Client) -> None:
        super().departed(client)
        self.connections.pop(str(client.id), None)
        self._command_ids.pop(client, None)
        pending = self._pending.pop(client, None)
        if pending is not None:
            pending.cancel()
        table_id = self.at_table.pop(client, None)
        if table_id is not None and self.bus is not None:  # its seat's grace starts on the owner
            data = pack({**self.listener(client).to_data(), "a": "gone"})
            self.spawn(self.bus.publish(Subjects.table_presence(table_id), data))

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Bus work nobody waits for (a publish), kept until it is done."""
        task = asyncio.get_running_loop().create_task(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    def later(self, client: Client, work: Coroutine[Any, Any, None]) -> None:
        """Bus work of a menu's choice, in a task the client's next packet waits for."""
        previous = self._pending.get(client)

        async def after() -> None:
            if previous is not None:
                await asyncio.gather(previous, return_exceptions=True)
            try:
                await work
            except BusError:
                _log.exception("gateway %s: a request for %s failed", self.name, client.username)
                client.speak(self.text(client, "refusal-internal"))

        self._pending[client] = asyncio.get_running_loop().create_task(after())

    # Packets.

    async def handle(self, client: Client, packet: ClientPacket) -> None:
        pending = self._pending.pop(client, None)
        if pending is not None:
            await asyncio.gather(pending, return_exceptions=True)
        table_id = self.at_table.get(client)
        to_table = isinstance(packet, TABLE_PACKETS) or (isinstance(packet, ChatPacket)
                                                         and packet.convo != "global")
        if table_id is not None and to_table:
            await self._command(client, table_id, packet)
        else:
            self.dispatch.handle(client, packet)

    async def _command(self, client: Client, table_id: str, packet: ClientPacket) -> None:
        """One command for the client's table, carried out once by its owner (asked again with the same id
        while the owner is only slow).

        "The table is moving" is said only when it truly moved: nobody holds it (no responders), the owner
        that now holds it answers ``moving``, or PostgreSQL shows another owner or epoch than at the first
        timeout (the old owner is fenced then, and can never apply it). While the owner is unchanged a
        timeout means slow: the command is asked again until ``command_cap`` (``COMMAND_CAP`` unless
        ``serve --command-cap`` says), then the player hears the server is busy; the owner refuses it
        unapplied once older than ``command_late`` of that (``late``)."""
        self.commands += 1
        command = self._command_ids[client] = self._command_ids.get(client, 0) + 1
        data = pack({**self.listener(client).to_data(), "i": command, "t": time.time(),
                     "p": encode_client(packet, binary=True)})
        started = time.monotonic()
        holder: tuple[str | None, int] | None = None  # the table's owner and epoch at the first timeout
        timeout = self.command_seconds
        result = ""
        while True:
            try:
                answer = await self.ask_table(table_id, data, timeout=timeout)
            except BusTimeout:  # lost on the way, or the owner is slow, paused or gone
                now = self.table_holder(table_id)  # off the common path: only after a timeout
                if holder is None:
                    holder = now
                elif now != holder:
                    break  # claimed by another owner: the old one is fenced; the new one brings the player
                if time.monotonic() - started >= self.command_cap:
                    result = "busy"
                    break
                timeout = min(timeout * 2, 4 * self.command_seconds)
                self.resends += 1
                continue
            except BusError:  # no responders: no owner holds the table now (or the bus is away)
                break
            result = str(answer.get("r", ""))
            if result == "gone":  # the table holds no seat of this player any more
                self.at_table.pop(client, None)
                self.show_main(client)
            if result not in ("moving", "busy", "late"):
                return
            break  # moving: it moved here, the player is back at the seat and presses again on that board
        # The bus away, the owner waiting for the store, or too slow: busy; else no owner holds the table yet.
        busy = result in ("busy", "late") or self.bus is None or not self.bus.connected
        client.speak(self.text(client, "table-busy" if busy else "table-moving"))

    def table_holder(self, table_id: str) -> tuple[str | None, int] | None:
        """The table's owner and epoch as PostgreSQL has them now (None on a store without ownership)."""
        return self.store.table_holder(table_id)

    async def ask_table(self, table_id: str, data: bytes, *, timeout: float) -> dict[str, Any]:
        """A command to the owner of ``table_id``, and its answer: that owner sends it in this gateway's
        frames message, after the frames the command made (one message, not two, to this gateway a tick);
        ``NoResponders`` at once when no owner holds the table, ``BusTimeout`` when none answers in time."""
        subject = Subjects.table_command(table_id)
        if self.bus is None:
            raise NoResponders(subject)
        key = str(next(self._keys))
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[dict[str, Any]] = loop.create_future()
        self._answers[key] = answer
        try:
            await self.bus.publish(subject, data, reply=Subjects.command_reply(self.name, key))
            # One timer on the answer itself (``wait_for`` would wrap it in a second future and a callback).
            timer = loop.call_later(timeout, _time_out, answer, subject)
            try:
                return await answer
            finally:
                timer.cancel()
        finally:
            self._answers.pop(key, None)

    async def _no_owner(self, message: BusMessage) -> None:
        """The bus's "no responders" for a command: no owner holds its table now."""
        answer = self._answers.get(Subjects.command_key(message.subject))
        if answer is not None and not answer.done():
            answer.set_exception(NoResponders(message.subject))

    async def request(self, subject: str, data: bytes, *, timeout: float) -> bytes:
        """A request on the bus (the tournaments' menus ask the events' owners)."""
        return await self._request(subject, data, timeout=timeout)

    async def _request(self, subject: str, data: bytes, *, timeout: float) -> bytes:
        """A request on the bus (``NoResponders`` while nats-server has not been reached yet)."""
        if self.bus is None:
            raise NoResponders(subject)
        return await self.bus.request(subject, data, timeout=timeout)

    async def _frames(self, message: BusMessage) -> None:
        """An owner's tick of frames for this gateway's clients, each sent on unchanged; then the answers to
        this gateway's commands (``ask_table``)."""
        batch = unpack(message.data)
        for connection, document in batch.get("d", []):
            self._client_frames(str(connection), document)
        for key, reply in batch.get("a", []):
            answer = self._answers.get(str(key))
            if answer is not None and not answer.done() and isinstance(reply, dict):
                answer.set_result(reply)

    def _client_frames(self, connection: str, document: dict[str, Any]) -> None:
        client = self.connections.get(connection)
        if client is None:
            return
        for frame in document.get("f", []):
            client.send_frame(frame)
        if "t" in document:
            self.at_table[client] = str(document["t"])
            self.tournaments.arrived_at(client.username or "", str(document["t"]))
        if document.get("lobby"):
            self.at_table.pop(client, None)
            self.show_main(client)

    async def _chat_line(self, message: BusMessage) -> None:
        """A chat line from any gateway: to everyone here (``global``), or to those here at no table."""
        line = unpack(message.data)
        relay = ChatBroadcastPacket(convo="global" if line.get("convo") == "global" else "local",
                                    sender=str(line.get("sender", "")), message=str(line.get("message", "")),
                                    language=str(line.get("language", "")))
        for client in self.online:
            if relay.convo == "global" or client not in self.at_table:
                client.send(relay)

    async def _table_moved(self, message: BusMessage) -> None:
        """A live owner took over a table: its players here reclaim their seats there, its spectators
        watch again, each hearing the recap and the board."""
        table_id = str(unpack(message.data).get("table", ""))
        for client, at in list(self.at_table.items()):
            if at == table_id:
                self.later(client, self._come_back(client, table_id))

    async def _come_back(self, client: Client, table_id: str) -> None:
        if await self._presence(client, table_id, "reclaim") != "ok":
            await self._presence(client, table_id, "watch")

    # The tables' lobby, through the owners.

    async def create_table(self, client: Client, kind: GameKind) -> None:
        data = pack({**self.listener(client).to_data(), "game": kind.declaration.id})
        try:
            answer = unpack(await self._request(CREATE_SUBJECT, data, timeout=PRESENCE_SECONDS))
        except BusError:
            answer = {}
        if answer.get("r") == "ok":
            self.at_table[client] = str(answer["table"])
        else:
            client.speak(self.text(client, "refusal-internal"))

    async def go_to(self, client: Client, table_id: str) -> None:
        """To the seat a tournament's table keeps for the player, on its owner."""
        if await self._presence(client, table_id, "reclaim") != "ok":
            client.speak(self.text(client, "tournament-no-call"))
            self.show_main(client)

    async def sit(self, client: Client, table_id: str, action: str) -> None:
        """Join or watch a table; refused, the player hears why and is back in the main menu."""
        if await self._presence(client, table_id, action) != "ok":
            refusal = "refusal-table-full" if action == "join" else "refusal-table-gone"
            client.speak(self.text(client, refusal))
            self.show_main(client)

    async def _presence(self, client: Client, table_id: str, action: str) -> str:
        data = pack({**self.listener(client).to_data(), "a": action})
        try:
            answer = unpack(await self._request(Subjects.table_presence(table_id), data,
                                                   timeout=PRESENCE_SECONDS))
        except BusError:
            return "unanswered"
        if answer.get("r") == "ok":
            self.at_table[client] = str(answer.get("table", table_id))
        return str(answer.get("r", ""))
