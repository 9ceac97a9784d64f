"""The websocket server: accepts connections at the root URL, logs people in, feeds the lobby their packets.

Each frame is size-checked, rate-limited, decoded (JSON text, msgpack binary) and validated before the lobby
sees it; anything refused gets a spoken reason and changes nothing, and a connection that keeps flooding is
closed. At start every unfinished table is restored from its log. ``run_server`` is what ``serve`` runs: its
port opens only once the tables are restored and every catalogue is loaded, so the first login is answered
at once.

``/health`` reports the event loop's lag (how late a timer fires): no handler may block the loop, and this
is where that shows. ``run_server`` freezes the objects made at start-up out of the garbage collector's reach
and leaves collection to ``collector.ScheduledCollector`` (a round a minute), which cuts CPU per command and
the collector's pauses without changing behaviour.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import signal
import socket
import sys
import time
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.typing import Subprotocol

from playpalace_backgammon.table.interface import Message

from ..i18n import Localizer
from .accounts.accounts import Accounts, LoginResult, login_limits
from .cluster.bus import Bus
from .lobby.lobby import Lobby
from .lobby.match_analysis import Analyser
from .net.client import Client, OneWriteConnection
from .net.codec import MSGPACK_SUBPROTOCOL, decode_client
from .net.collector import ScheduledCollector
from .net.config import ServerConfig
from .net.connection_limits import Admission, ConnectionLimits
from .net.http_files import make_process_request
from .net.loop_lag import LoopLagMonitor
from .net.match_downloads import MatchDownloads
from .net.outbox import Outbox
from .net.packets import (
    AuthorizePacket,
    AuthorizeSuccessPacket,
    DisconnectPacket,
    GameInfo,
    PingPacket,
    PongPacket,
    RegisterPacket,
    UpdateOptionsListsPacket,
    require_handled,
)
from .net.protocol_errors import ProtocolError
from .net.rate_limit import TokenBucket
from .store.login_counts import SharedLoginCounts
from .store.store_pg import PgStore, open_store
from .tables.bot_driver import BotDriver, RandomBotDriver
from .tables.games import GameKind, available_games
from .tables.logs import process_name
from .tables.room_tasks import bot_turns

if TYPE_CHECKING:  # each imported where its role starts it: see ``LobbyServer.__init__``
    from playpalace_backgammon.bots.pool import BotPool

    from .cluster.event_service import EventService
    from .cluster.gateway import GatewayLobby
    from .cluster.table_owner import TableOwner
    from .cluster.table_service import TableService

_log = logging.getLogger(__name__)

FLOOD_MEMORY_SECONDS = 10.0
CLOSE_SECONDS = 0.3  # how long a connection has to close when the server stops, before it is cut
RECONNECT_AFTER_SECONDS = 5  # when clients are told to try again after the server stopped
BUS_RETRY_SECONDS = 1.0  # between attempts to reach nats-server


class LobbyServer:
    """Everything one running server holds: store, accounts, lobby, and the websocket listener."""

    def __init__(
        self,
        config: ServerConfig,
        *,
        games: dict[str, GameKind] | None = None,
        bot_driver: BotDriver | None = None,
        analysis_pool: Analyser | None = None,
        localizer: Localizer | None = None,
    ) -> None:
        """``bot_driver`` decides for bots (by default the bot pool's, which then also analyses finished
        matches); with a driver of one's own, ``analysis_pool`` runs the analyses (none without it)."""
        self.config = config
        self.outbox = Outbox()
        # A table owner (``serve --role tables``) writes its tables only under the epochs it holds them by.
        owns = config.role == "tables"
        self.owner_name = (config.owner or f"{socket.gethostname()}-{os.getpid()}") if owns else None
        # A paused owner's tick transaction is ended by PostgreSQL after the time to live (its locks freed).
        self.store = open_store(config.db, written=self.outbox.written, owner=self.owner_name,
                                idle_timeout=config.owner_ttl if owns else None)
        self.table_owner: TableOwner | None = None
        self.bus: Bus | None = None  # the cluster's (``--bus``): a gateway's, or an owner's serving gateways
        self.table_service: TableService | None = None
        self.event_service: EventService | None = None
        self._joining: asyncio.Task[None] | None = None
        self.outbox.store = self.store
        # Every Localizer of a process shares its compiled catalogues (i18n.localizer), so one each is cheap.
        self.localizer = localizer or Localizer()
        # On a shared store, failed logins and new accounts are counted in it: limits hold across gateways.
        self.login_counts = (SharedLoginCounts(str(config.db), login_limits(config).forget_after)
                             if isinstance(self.store, PgStore) else None)
        self.accounts = Accounts.from_config(self.store, config, self.login_counts)
        if bot_driver is None and config.role == "gateway":
            bot_driver = RandomBotDriver()  # a gateway plays no table: no bots' pool, no analyses
        if bot_driver is None and config.bots == "bus":
            bot_driver, analysis_pool = bots_on_the_bus(config)
        elif bot_driver is None:
            bot_driver, analysis_pool = default_bots(config.analysis_workers)
        # A process imports the parts of its own role only (a gateway no table owner's, an owner no gateway's,
        # neither the bots' pool with its bots elsewhere): what a role never runs costs no start of it.
        self.gateway: GatewayLobby | None = None
        lobby_class: type[Lobby] = Lobby
        if config.role == "gateway":
            from .cluster.gateway import GatewayLobby

            lobby_class = GatewayLobby
        self.lobby = lobby_class(
            config,
            self.store,
            self.localizer,
            games or available_games(),
            bot_driver,
            self.outbox,
            analysis_pool=analysis_pool,
        )
        if config.role == "gateway":
            assert isinstance(self.lobby, GatewayLobby)
            self.gateway = self.lobby
        self.outbox.refused = self.lobby.tables_refused
        self.outbox.moved = self.lobby.tables_moved
        self.downloads = MatchDownloads(self.store, lambda: self.localizer)
        self.started_at = time.time()
        self.loop_lag = LoopLagMonitor()
        self.connections = ConnectionLimits(config.max_connections, config.connections_per_address)
        self._ws: WsServer | None = None
        self._clients: set[Client] = set()  # every connection's client, logged in or not (told at the stop)
        # Every connection from its first byte, the opening handshake included, to be cut at the stop.
        self._connections: weakref.WeakSet[ServerConnection] = weakref.WeakSet()

    def restore_tables(self) -> int:
        """Rebuild every unfinished table from the store; one that fails to replay is logged and skipped."""
        restored = 0
        for stored in self.store.unfinished_tables():
            kind = self.lobby.games.get(stored.game)
            if kind is None:
                _log.error("table %s: unknown game %s", stored.id, stored.game, extra={"table": stored.id})
                continue
            try:
                room = self.lobby.restore_room(kind, stored)
            except Exception:
                _log.exception("table %s could not be restored", stored.id, extra={"table": stored.id})
                continue
            restored += 0 if room.status.ended else 1
        return restored

    def health(self) -> dict[str, Any]:
        health = {
            "status": "ok",
            "role": self.config.role or "all",
            "process": process_name(self.config.owner),
            "pid": os.getpid(),
            "online": len(self.lobby.online),
            "tables": len(self.lobby.rooms),
            "tournaments_running": sum(1 for event in self.lobby.tournaments.events.values()
                                       if event.core.status.value != "finished"),
            "uptime_seconds": round(time.time() - self.started_at, 1),
            "frame_to_send_latency": self.outbox.latency_summary(),
            "loop_lag": self.loop_lag.summary(),
        }
        if self.config.bus:  # joined and connected now (nats-server may be away for a while)
            health["bus_connected"] = self.bus is not None and self.bus.connected
        if self.table_owner is not None:
            health["ownership"] = self.table_owner.health()
        if self.table_service is not None:
            health["bus"] = self.table_service.health()
        if self.event_service is not None:
            health["events"] = self.event_service.health()
        if self.gateway is not None:
            health["bus"] = self.gateway.health()
        bots = self.lobby.bot_driver.health()
        if bots is not None:  # bots on the bus: what was asked, answered and asked again
            health["bots"] = bots
        return health

    def own_tables(self) -> int:
        """A table owner's start (``serve --role tables``): register in PostgreSQL and take a first share
        of the tables (``cluster.table_owner``) instead of restoring every unfinished one."""
        # Only a table owner holds tables by ownership (see ``__init__``: each role imports its own parts).
        from .cluster.table_owner import TableOwner
        from .store.ownership import Ownership

        assert isinstance(self.store, PgStore) and self.owner_name is not None
        ownership = Ownership(str(self.config.db), self.owner_name, self.config.owner_ttl)
        self.table_owner = TableOwner(self.lobby, self.store, ownership)
        self.table_owner.on_taken = self._table_taken
        self.table_owner.start()
        _log.info("owner %s: registered, %d tables held", self.owner_name, len(self.lobby.rooms))
        return len(self.lobby.rooms)

    async def start(self) -> None:
        """``prepare``, then ``listen``."""
        await self.prepare()
        await self.listen()

    async def prepare(self) -> None:
        """Everything before the port opens: the bots' helper started (``warm_bots``; a table owner's when
        a bot first sits at one of its tables), every unfinished table restored and its bots asked, the
        analyses under way resumed."""
        self.loop_lag.start()
        bot_turns().people_waiting = self.outbox.people_waiting  # the tables people play at come first
        bot_turns().share = self.config.bots_only_share
        # A table owner starts its helper when a bot sits at one of its tables (``Room._name_bot``) or is
        # first asked: most owners of a cluster hold people's tables, and a process less each is a start-up
        # less (a third of a second).
        if self.config.warm_bots and self.config.role != "tables":
            try:
                await self.lobby.bot_driver.start()
            except Exception:  # bots then start on first use, or fall back: the server still serves
                _log.exception("the bots could not be started ahead of use")
        if self.config.role == "tables":
            await self.join_bus()
            count = self.own_tables()  # each table's bots asked as it is taken
        elif self.config.role == "gateway":
            await self.join_bus()
            count = 0  # the tables are on their owners
        else:
            count = self.restore_tables()
            events = self.lobby.tournaments.restore()  # its running tables reattached to it
            if events:
                _log.info("restored %d tournaments", events)
            for room in list(self.lobby.rooms.values()):
                room.kick_bots()
        resumed = self.lobby.analyst.resume()
        if resumed:
            _log.info("resumed %d analyses", resumed)
        if count:
            _log.info("restored %d tables", count)

    def _table_taken(self, table_id: str) -> None:
        """The gateways' players at a table taken over are told where it is (once the bus is joined)."""
        if self.table_service is not None:
            self.table_service.table_moved(table_id)

    def _assure(self) -> None:
        """Before the bus carries anything for a table: the owner's lease checked (``TableOwner.assure``)."""
        if self.table_owner is not None:
            self.table_owner.assure()

    async def join_bus(self) -> None:
        """A gateway, or an owner given ``--bus``: connect to the cluster's nats-server and serve its part
        of the tables' traffic (``cluster.gateway``, ``cluster.table_service``). The start waits for it up
        to ``bus_wait`` seconds (``serve --bus-wait``); nats-server away, the process serves all the same
        and joins once it is there (a gateway's players hear meanwhile that their table is moving)."""
        if not self.config.bus or self.config.role not in ("tables", "gateway"):
            return
        self._joining = asyncio.get_running_loop().create_task(self._join_bus())
        try:
            await asyncio.wait_for(asyncio.shield(self._joining), self.config.bus_wait)
        except TimeoutError:
            _log.warning("nats-server at %s does not answer yet; serving meanwhile", self.config.bus)

    async def _join_bus(self) -> None:
        from .cluster.nats_bus import NatsBus

        name = self.owner_name or self.config.owner or "gateway"
        while self.bus is None:
            try:
                self.bus = await NatsBus.connect(self.config.bus, name=f"{self.config.role}-{name}")
            except Exception as error:  # nats-server away: tried again
                _log.warning("connecting to nats-server at %s: %s", self.config.bus, error)
                await asyncio.sleep(BUS_RETRY_SECONDS)
        if self.gateway is not None:
            await self.gateway.join_bus(self.bus)
        else:
            # An owner's services on the bus, imported by the owners alone (see ``__init__``).
            from .cluster.event_service import EventService
            from .cluster.remote import command_late
            from .cluster.table_service import TableService

            self.table_service = TableService(self.lobby, self.bus, queue_limit=self.config.send_queue_limit,
                                              max_frame_bytes=self.config.max_frame_bytes,
                                              gateway_ttl=self.config.owner_ttl,
                                              late=command_late(self.config.command_cap))
            self.table_service.assure = self._assure
            await self.table_service.start()
            self.event_service = EventService(self.table_service)
            await self.event_service.start()

    async def listen(self) -> None:
        """Open the port: from now on connections are answered."""
        self._ws = await serve(
            self._handler,
            self.config.host,
            self.config.port,
            select_subprotocol=_select_subprotocol,
            process_request=make_process_request(
                self.config.static_dir, self.health, self.localizer, self.downloads.answer,
                self.store.end_session),
            max_size=self.config.transport_max_bytes,
            max_queue=64,
            compression=None,  # loopback and LAN: deflating every frame costs more CPU than it saves
            ping_interval=20,
            ping_timeout=40,
            create_connection=_tracked_connection(self._connections, self.outbox.read),
            reuse_port=self.config.reuse_port,  # several gateways on one port (docs/scaling.md)
        )

    @property
    def port(self) -> int:
        assert self._ws is not None
        sockets = list(self._ws.sockets)
        return int(sockets[0].getsockname()[1])

    async def stop(self) -> None:
        """Stops at once and keeps everything. No new connection is taken; every table is saved as it
        stands and stops (``Lobby.stop``: its people keep their seats, as after a crash); every client is
        told the server is stopping and to come back, then closed, and a connection that has not closed
        within ``CLOSE_SECONDS`` (a client that does not answer the close handshake, a browser's idle
        HTTP connection) is cut; the analyses under way and the bots' workers are killed, not waited for
        (an analysis stays asked for and starts again at the next start)."""
        self.loop_lag.stop()
        if self._ws is not None:
            self._ws.server.close()  # the port: nothing new is accepted
        if self.table_owner is not None:
            await self.table_owner.stop()
        if self._joining is not None:
            self._joining.cancel()
            await asyncio.gather(self._joining, return_exceptions=True)
        if self.event_service is not None:
            await self.event_service.stop()
        if self.table_service is not None:  # no gateway's command after the tables are saved
            await self.table_service.stop()
        self.lobby.stop()
        if self._ws is not None:
            await self._close_connections(self._ws)
        if self.gateway is not None:
            await self.gateway.leave_bus()
        if self.bus is not None:
            await self.bus.close()
        await self.lobby.analyst.close()
        await self.lobby.bot_driver.close()
        self.store.close()
        if self.login_counts is not None:
            self.login_counts.close()
        if self.table_owner is not None:
            self.table_owner.retire()  # saved and committed: the live owners may take the tables now

    async def _close_connections(self, ws: WsServer) -> None:
        """Every client told the server is stopping, then every connection closed within ``CLOSE_SECONDS``
        (twice that at most: the clients' own close, then the rest's)."""
        for connection in ws.all_connections:
            connection.close_timeout = CLOSE_SECONDS
        clients = list(self._clients)
        for client in clients:
            text = self.lobby.text(client, "server-stopping")
            client.send(DisconnectPacket(message=text, show_message=True, reconnect=True,
                                         retry_after=RECONNECT_AFTER_SECONDS))
            client.close()  # its writer sends what is queued, then closes its connection
        if clients:
            flushed = [asyncio.ensure_future(client.wait_flushed()) for client in clients]
            await asyncio.wait(flushed, timeout=CLOSE_SECONDS)
        ws.close()
        try:
            await asyncio.wait_for(ws.wait_closed(), CLOSE_SECONDS)
        except TimeoutError:
            for connection in list(self._connections):  # the handshakes under way included
                connection.transport.abort()
            await ws.wait_closed()

    # One connection.

    async def _handler(self, websocket: ServerConnection) -> None:
        client = Client(websocket, queue_limit=self.config.send_queue_limit, outbox=self.outbox)
        client.localize = self.localizer.render
        address = _address_of(websocket)
        admission = self.connections.admit(address)
        if admission is not Admission.ADMITTED:
            await self._turn_away(client, admission)
            return
        self._clients.add(client)
        try:
            await self._serve(client, websocket)
        finally:
            self._clients.discard(client)
            self.connections.release(address)

    async def _turn_away(self, client: Client, admission: Admission) -> None:
        """A connection past a bound (``connection_limits``) is told which and closed."""
        reason = "refusal-" + admission.value.replace("_", "-")
        client.send(DisconnectPacket(message=self.lobby.text(client, reason), show_message=True))
        client.close()
        try:
            await asyncio.wait_for(client.wait_flushed(), 5)
        except (TimeoutError, Exception):
            pass
        finally:
            client.release()

    async def _serve(self, client: Client, websocket: ServerConnection) -> None:
        bucket = TokenBucket(self.config.rate_per_second, self.config.rate_burst)
        strikes = 0
        last_strike = 0.0
        try:
            async for frame in websocket:
                if client.closed:
                    continue  # closing: keep reading (and dropping) so the close handshake can finish
                if not bucket.allow():
                    strikes += 1
                    last_strike = time.monotonic()
                    if strikes == 1:
                        client.speak(self.lobby.text(client, "refusal-flood"))
                    if strikes >= self.config.flood_strikes:
                        client.send(
                            DisconnectPacket(
                                message=self.lobby.text(client, "refusal-flood-closed"), show_message=True
                            )
                        )
                        client.close()
                    continue
                if strikes and time.monotonic() - last_strike > FLOOD_MEMORY_SECONDS:
                    strikes = 0  # a quiet spell forgives earlier excess
                await self._on_frame(client, frame, time.perf_counter())
        except ConnectionClosed:
            pass
        finally:
            self.lobby.departed(client)
            client.close()
            try:  # let what is queued (a refusal, a disconnect packet) reach the client first
                await asyncio.wait_for(client.wait_flushed(), 5)
            except (TimeoutError, asyncio.CancelledError, Exception):
                pass
            finally:
                client.release()

    async def _on_frame(self, client: Client, frame: str | bytes, read_at: float = 0.0) -> None:
        try:
            packet = require_handled(
                decode_client(frame, binary=isinstance(frame, bytes), max_bytes=self.config.max_frame_bytes)
            )
        except ProtocolError as error:
            client.speak(self.lobby.text(client, "refusal-" + error.reason.value.replace("_", "-")))
            return
        if not isinstance(packet, AuthorizePacket | RegisterPacket) and read_at:
            self.outbox.arrived(read_at)  # logins wait for password hashing: not counted
        try:
            if isinstance(packet, AuthorizePacket):
                await self._authorize(client, packet)
            elif isinstance(packet, RegisterPacket):
                await self._register(client, packet)
            elif isinstance(packet, PingPacket):
                client.send(PongPacket())
            elif not client.authorized:
                client.speak(self.lobby.text(client, "refusal-login-first"))
            else:
                await self.lobby.handle(client, packet)
        except Exception:
            _log.exception("handling %s from %s failed", packet.type, client.username)
            client.speak(self.lobby.text(client, "refusal-internal"))

    async def _authorize(self, client: Client, packet: AuthorizePacket) -> None:
        client.language = self.localizer.resolve_locale(packet.locale)
        client.client_type = packet.client_type or ""
        if client.authorized:
            client.speak(self.lobby.text(client, "refusal-already-logged-in"))
            return
        outcome = await self.accounts.login(
            packet.username,
            packet.password,
            packet.session_token,
            client.language,
            client.websocket.remote_address,
        )
        if client.closed:
            return
        if outcome.result is not LoginResult.OK:
            text = self.lobby.text(client, outcome.result.value, seconds=outcome.retry_after)
            client.speak(text)
            client.send(DisconnectPacket(message=text, show_message=True, return_to_login=True))
            client.close()
            return
        username = outcome.username
        previous = self.lobby.online.get(username)
        if previous is not None and previous is not client:
            previous.send(
                DisconnectPacket(
                    message=self.lobby.text(previous, "login-taken-over"), show_message=True, reconnect=False
                )
            )
            previous.close()
            self.lobby.departed(previous)
        client.username = username
        session = self.accounts.new_session(username)
        client.send(
            AuthorizeSuccessPacket(
                username=username,
                version=self.config.version,
                session_token=session.token,
                session_expires_at=session.expires_at,
            )
        )
        games = [
            GameInfo(
                type=game_id,
                name=self.lobby.render(client, kind.declaration.name),
            )
            for game_id, kind in self.lobby.games.items()
        ]
        client.send(
            UpdateOptionsListsPacket(
                games=games,
                languages={
                    lang: self.localizer.render(Message("language-name"), lang)
                    for lang in self.localizer.locales
                },
            )
        )
        client.speak(self.lobby.text(client, "login-welcome", name=username))
        self.lobby.arrived(client)

    async def _register(self, client: Client, packet: RegisterPacket) -> None:
        client.language = self.localizer.resolve_locale(packet.locale)
        outcome = await self.accounts.register(
            packet.username, packet.password, client.language, client.websocket.remote_address
        )
        if client.closed:
            return
        message = "register-done" if outcome.result is LoginResult.OK else outcome.result.value
        text = self.lobby.text(client, message, name=outcome.username, seconds=outcome.retry_after)
        client.speak(text)
        if outcome.limit_refusal:  # as a refused login: told, then disconnected
            client.send(DisconnectPacket(message=text, show_message=True, return_to_login=True))
            client.close()


def _tracked_connection(opened: weakref.WeakSet[ServerConnection],
                        read: Callable[[], None] = lambda: None) -> type[ServerConnection]:
    """The websockets connection, each one kept in ``opened`` as soon as its socket is: the library knows
    a connection only once its opening handshake is done, and one that never sends its request (a
    browser's connection opened ahead of use, an idle HTTP keep-alive) would hold a stop for the whole
    handshake timeout. ``read`` is told of every read from a person's socket (``Outbox.read``): the
    bot-only tables' next pass waits for what was read to be answered."""

    class TrackedConnection(OneWriteConnection):
        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            super().connection_made(transport)
            opened.add(self)

        def data_received(self, data: bytes) -> None:
            read()
            super().data_received(data)

    return TrackedConnection


def _address_of(websocket: ServerConnection) -> str:
    """The peer's IP address (a socket without one, a Unix socket say, counts as one address)."""
    peer = websocket.remote_address
    return str(peer[0]) if isinstance(peer, tuple) and peer else ""


def _select_subprotocol(connection: ServerConnection, offered: Sequence[Subprotocol]) -> Subprotocol | None:
    """msgpack when the client asks for it; otherwise no subprotocol (JSON), as PlayPalace clients expect."""
    msgpack = Subprotocol(MSGPACK_SUBPROTOCOL)
    return msgpack if msgpack in offered else None


def default_bots(analysis_workers: int = 1) -> tuple[BotDriver, BotPool | None]:
    """The bots' driver and the pool behind it (which also analyses matches, in ``analysis_workers``
    processes of the lowest priority) when the pool can be loaded; else the in-host random driver and no
    pool."""
    try:
        # The pool (gnubg's workers) only where bots decide in this process: not a gateway's, nor with bots
        # on the bus.
        from playpalace_backgammon.bots.pool import BotPool

        from .tables.pool_bot_driver import PoolBotDriver

        pool = BotPool(analysis_workers=analysis_workers)
        return PoolBotDriver(pool), pool
    except Exception:  # the pool's optional engine is missing or broken: bots still play
        _log.exception("bot pool unavailable; bots play random legal moves")
        return RandomBotDriver(), None


def bots_on_the_bus(config: ServerConfig) -> tuple[BotDriver, Analyser]:
    """``--bots bus``: decisions, hints and analyses asked of bots workers on the bus (``cluster.bus_bots``);
    this process starts no bot process of its own."""
    from .cluster.bus_bots import bus_bots

    name = f"{config.owner or socket.gethostname()}-{os.getpid()}-bots"
    bots = bus_bots(config.bots_bus, name, attempt_timeout=config.bots_timeout,
                    notice_after=config.bots_notice)
    return bots, bots


def event_loop_factory(choice: str = "auto") -> Callable[[], asyncio.AbstractEventLoop] | None:
    """The event loop ``serve`` runs on: ``uvloop`` (the optional extra ``fast``: its loop and transports
    are compiled, a smaller share of each command's CPU), ``asyncio`` (Python's own: None, the default
    factory), or ``auto``: uvloop where it is installed. Asking for uvloop where it is missing raises."""
    if choice == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        if choice == "uvloop":
            raise
        return None
    factory: Callable[[], asyncio.AbstractEventLoop] = uvloop.new_event_loop
    return factory


LOOP_SWITCH_INTERVAL = 0.0005  # seconds; Python's default 5 ms lets a busy bot thread delay the loop

async def run_server(config: ServerConfig) -> None:
    """Serve until SIGINT or SIGTERM."""
    # Should a decision ever be made on a thread of this process (the bots' fallback when their helper
    # process fails), hand the GIL back to the event loop sooner than the default 5 ms.
    sys.setswitchinterval(LOOP_SWITCH_INTERVAL)
    # Start-up makes a quarter of a million objects that live as long as the server (the catalogues above
    # all): no automatic collection scans them as they are made; the collector's start freezes them.
    gc.disable()
    server = LobbyServer(config)
    await server.prepare()
    # The port opens only when the server can answer at once: the tables restored (``prepare``), every
    # catalogue loaded (loaded on first use, one would keep the first login in its language waiting, and
    # stall every table, for a tenth of a second or more), and start-up's objects frozen out of the
    # collector's scans.
    began = time.perf_counter()
    server.localizer.load_all()
    locales = " ".join(server.localizer.locales)
    _log.info("catalogues loaded in %.1f s: %s", time.perf_counter() - began, locales)
    collector = ScheduledCollector(people_waiting=server.outbox.people_waiting)
    collector.start()
    await server.listen()
    _log.info(
        "listening on ws://%s:%d (web client at http://%s:%d/)",
        config.host,
        server.port,
        config.host,
        server.port,
    )
    print(
        f"PlayPalace backgammon server on http://{config.host}:{server.port}/ (websockets on the same port)",
        flush=True,
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    await stop.wait()
    collector.stop()
    await server.stop()
