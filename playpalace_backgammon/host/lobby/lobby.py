"""The lobby, put together: who is online (``online``), the tables (``table_registry``), the lobby's menus
(``lobby_menus``), chat (``chat``), where each packet goes (``dispatch``), what a finished match's players
hear (``notices``), and the features a menu away: Past matches (``archive_menus``), Players and ratings
(``rating_menus``) and the analysis (``analysis_review``, ``match_analyst``).

``Lobby`` builds these parts and is the one host they share: the ``MenuHost`` of every menu (a message in the
client's language, the main menu) and the ``RoomHost`` of every table. Everything a person hears comes from
``locales/<lang>/*.ftl`` in their language.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from playpalace_backgammon.records.analysis import MatchAnalysis
from playpalace_backgammon.table.interface import Message

from ...i18n import Localizer
from ..events.director import Tournaments
from ..events.event_menus import TournamentMenus
from ..net.client import Client
from ..net.config import ServerConfig
from ..net.outbox import Outbox
from ..net.packets import ClientPacket
from ..store.database import StoreError
from ..store.ratings import RatingChange
from ..store.store import Store, StoredTable
from ..tables.bot_driver import BotDriver
from ..tables.core.room_state import RoomSettings
from ..tables.games import GameKind
from ..tables.room import Room
from .analysis_review import AnalysisReview
from .archive_menus import PastMatches
from .chat import Chat
from .dispatch import PacketDispatch
from .lobby_menus import LobbyMenus
from .match_analysis import Analyser
from .match_analyst import MatchAnalyst
from .notices import MatchNotices
from .online import Online
from .rating_menus import PlayersAndRatings
from .table_registry import TableRegistry

_log = logging.getLogger(__name__)

#: How often a table whose writes were refused is read again while the store is away.
UNSAVED_RETRY_SECONDS = 1.0


def room_settings(config: ServerConfig) -> RoomSettings:
    """What every table of this server shares, from its configuration."""
    return RoomSettings(
        grace_seconds=config.grace_seconds,
        bot_pacing_seconds=config.bot_pacing_seconds,
        recent_announcements=config.replay_announcements,
        clock_scale=config.clock_scale,
    )


class Lobby:
    """The lobby's parts, and the host of its menus and tables. ``analysis_pool`` (the bots' pool, when the
    server has one) runs GNU Backgammon's analyses of finished matches; without it there are none."""

    def __init__(
        self,
        config: ServerConfig,
        store: Store,
        localizer: Localizer,
        games: Mapping[str, GameKind],
        bot_driver: BotDriver,
        outbox: Outbox | None = None,
        *,
        analysis_pool: Analyser | None = None,
    ) -> None:
        self.store = store
        self.localizer = localizer
        self.games = games
        self.bot_driver = bot_driver
        self.outbox = outbox or Outbox()
        self.online = Online()
        self.tables = TableRegistry(self, room_settings(config))
        self.analyst = MatchAnalyst(store, analysis_pool, self._analysis_ready, plies=config.analysis_plies,
                                    failed=self._analysis_failed)
        self.review = AnalysisReview(self, store, self.analyst)  # summaries and "Your 5 biggest errors"
        self.past = PastMatches(self, store, localizer, games, self.review)  # and the replays under way
        self.players = PlayersAndRatings(self, store, localizer, self.past)
        self.notices = MatchNotices(self.online, self.players, self.review, self.analyst)
        self.tournaments = Tournaments(self)
        self.events = TournamentMenus(self, self.tournaments)
        self.menus = LobbyMenus(self, games, self.online, self.tables, self.past, self.players, self.events)
        chat = Chat(self, self.online, self.tables)
        self.dispatch = PacketDispatch(self, self.menus, self.tables, self.past, chat, self.tournaments.go,
                                      self.events.board_key)
        self.stopping = False  # the server is stopping: connections end, seats stay held (``stop``)
        # Tables whose writes were refused and that could not be read back yet (the store away), with the
        # people who were at them: rebuilt every ``UNSAVED_RETRY_SECONDS`` until the store answers.
        self.unsaved: dict[str, tuple[GameKind, list[Client]]] = {}
        self._unsaved_retry: asyncio.Task[None] | None = None
        self.on_rebuilt: Callable[[str], None] | None = None  # told each table back (the bus's side)
        self.keeps_table: Callable[[Client], bool] = lambda _client: False  # listeners kept at a table away
        # A listener of a table that moved to another owner whom that owner brings back (a gateway's):
        # told nothing here (``table_refused``).
        self.moved_away: Callable[[str, Client], bool] = lambda _table, _client: False

    @property
    def rooms(self) -> dict[str, Room]:
        """The open tables by id."""
        return self.tables.rooms

    # The host of every menu.

    def render(self, client: Client, message: Message) -> str:
        """A message in the client's language."""
        return self.localizer.render(message, client.language)

    def text(self, client: Client, message_id: str, **args: Any) -> str:
        return self.render(client, Message(message_id, args))

    def show_main(self, client: Client) -> None:
        self.menus.show_main(client)

    # The host of every table.

    def left_room(self, client: Client, room: Room) -> None:
        self.tables.left_room(client, room)

    def room_closed(self, room: Room) -> None:
        self.tables.room_closed(room)

    def rematch(self, room: Room) -> None:
        self.tables.rematch(room)

    def rating_changed(self, change: RatingChange) -> None:
        self.notices.rating_changed(change)

    def match_finished(self, room: Room) -> None:
        self.notices.match_finished(room)

    def table_refused(self, room: Room) -> None:
        """The store refused the table's log (another owner holds it now): it stops here, and the
        people at it are told and go back to the main menu; a gateway's listener is told nothing here
        (``moved_away``): the new owner brings it back to its seat through its gateway."""
        self.store.let_go(room.id)
        for client in self.tables.drop(room):
            client.discard()
            if self.moved_away(room.id, client):
                continue
            client.speak(self.text(client, "table-moved"))
            self.show_main(client)

    def tables_moved(self, table_ids: frozenset[str]) -> None:
        """The store's fence refused these tables' log entries at the tick's end (``Outbox.moved``): each
        stops as ``table_refused`` says, before anything it said in the tick leaves."""
        for table_id in sorted(table_ids):
            room = self.rooms.get(table_id)
            if room is not None and not room.refused:
                room.refused = True
                self.table_refused(room)

    def tables_refused(self, table_ids: frozenset[str]) -> None:
        """The store refused a tick's writes for these tables (``Outbox.refused``): nothing they said in
        that tick leaves; each stops and is rebuilt from what the store kept, its people back at their
        seats. A table that cannot be read now (the store away) waits in ``unsaved`` and is rebuilt as soon
        as the store answers; meanwhile its local people are in the main menu and its gateways' listeners
        stay at it, hearing that the server is busy when they press a key."""
        for table_id in sorted(table_ids):
            room = self.rooms.get(table_id)
            if room is None:
                continue
            clients = self.tables.drop(room)
            for client in clients:
                client.discard()
                client.speak(self.text(client, "table-not-saved"))
            try:
                rebuilt = self._rebuild(room.kind, table_id)
            except Exception:
                _log.warning("table %s cannot be read back yet; it waits for the store", table_id,
                             exc_info=True, extra={"table": table_id})
                self._wait_for_store(room.kind, table_id, clients)
                continue
            for client in clients:
                if rebuilt is None or not self.tables.reclaim_seat(client):
                    self.show_main(client)
        try:  # what the rebuilds wrote, kept before their people hear them (this is the tick's end)
            self.store.commit()
        except StoreError:
            _log.exception("the rebuilt tables could not be saved")

    def rebuild(self, kind: GameKind, table_id: str) -> Room | None:
        """The table ``table_id`` rebuilt from the store (None when it cannot be read or is over)."""
        try:
            return self._rebuild(kind, table_id)
        except Exception:
            _log.exception("table %s could not be rebuilt from the store", table_id,
                           extra={"table": table_id})
            return None

    def _rebuild(self, kind: GameKind, table_id: str) -> Room | None:
        """``rebuild``, raising what the store raised."""
        stored = self.store.stored_table(table_id)
        if stored is None or stored.status not in ("waiting", "playing"):
            return None
        room = self.tables.rebuild(kind, stored)
        if room.status.ended:
            return None
        self.tournaments.adopt(room)  # a match of an event here: its director watches the new room
        return room

    # Tables waiting for the store.

    def _wait_for_store(self, kind: GameKind, table_id: str, clients: list[Client]) -> None:
        self.unsaved[table_id] = (kind, clients)
        for client in clients:
            if not self.keeps_table(client):
                self.show_main(client)
        if self._unsaved_retry is None or self._unsaved_retry.done():
            self._unsaved_retry = asyncio.get_running_loop().create_task(self._retry_unsaved())

    async def _retry_unsaved(self) -> None:
        while self.unsaved:
            await asyncio.sleep(UNSAVED_RETRY_SECONDS)
            self.rebuild_unsaved()

    def rebuild_unsaved(self) -> None:
        """Each table waiting for the store, rebuilt if the store answers now: its local people back at
        their seats, its gateways' listeners told (``on_rebuilt``: they reclaim their seats)."""
        for table_id, (kind, clients) in list(self.unsaved.items()):
            try:
                rebuilt = self._rebuild(kind, table_id)
            except Exception:
                _log.debug("table %s still cannot be read", table_id, exc_info=True,
                           extra={"table": table_id})
                with contextlib.suppress(StoreError):
                    self.store.commit()  # a connection lost is replaced here, for the next try
                continue
            try:  # what the rebuild wrote (its bots asked), kept before anyone hears the table again
                self.store.commit()
            except StoreError:
                if rebuilt is not None:
                    self.tables.drop(rebuilt)
                continue
            del self.unsaved[table_id]
            _log.info("table %s rebuilt from the store once it answered", table_id, extra={"table": table_id})
            for client in clients:
                if client.closed or self.tables.room_of.get(client) is not None:
                    continue
                if self.keeps_table(client):
                    if rebuilt is None:
                        self.show_main(client)
                elif rebuilt is not None:
                    self.tables.reclaim_seat(client)
            if rebuilt is not None and self.on_rebuilt is not None:
                self.on_rebuilt(table_id)

    def _analysis_ready(self, match_id: str, analysis: MatchAnalysis) -> None:
        self.notices.analysis_ready(match_id, analysis)

    def _analysis_failed(self, match_id: str, players: frozenset[str]) -> None:
        self.notices.analysis_failed(match_id, players)

    # The host of the tournaments.

    def open_event_table(self, event_id: str, players: list[tuple[str, bool]], options: dict[str, Any],
                         clock: str) -> Room:
        return self.tables.new_event_room(next(iter(self.games.values())), event_id, players, options, clock)

    def table(self, table_id: str) -> Room | None:
        return self.tables.rooms.get(table_id)

    def go_to_table(self, client: Client, room: Room) -> None:
        self.tables.enter(client, room)
        if not room.reclaim(client):
            self.tables.left_room(client, room)

    def watch_table(self, client: Client, room: Room) -> None:
        self.tables.enter(client, room)
        room.watch(client)

    def let_table_go(self, room: Room) -> None:
        self.tables.let_go(room)

    def client_named(self, name: str) -> Client | None:
        return self.online.find(name)

    def everyone(self) -> Iterable[Client]:
        return iter(self.online)

    # The server's calls.

    def restore_room(self, kind: GameKind, stored: StoredTable) -> Room:
        """A table rebuilt from the store after a restart (one with no person left is closed at once)."""
        return self.tables.restore_room(kind, stored)

    def arrived(self, client: Client) -> None:
        """A client logged in: back to their seat if they hold one, else the main menu."""
        self.online.add(client)
        if not self.tables.reclaim_seat(client):
            self.show_main(client)

    def departed(self, client: Client) -> None:
        """A client's connection ended: its replay is dropped, its seat kept for the grace period (while
        the server stops, kept as it is: the table has stopped too)."""
        self.past.forget(client)
        self.review.forget(client)
        self.online.remove(client)
        if not self.stopping:
            self.tables.disconnected(client)

    def stop(self) -> None:
        """The server stops: every table is saved as it stands and stops (``Room.stop``), and from now on
        a connection that ends is nobody leaving, so each table comes back after the restart with its
        people's seats and grace periods, as after a crash."""
        self.stopping = True
        if self._unsaved_retry is not None:
            self._unsaved_retry.cancel()
        self.tournaments.stop()
        for room in list(self.rooms.values()):
            room.stop()

    async def handle(self, client: Client, packet: ClientPacket) -> None:
        """A packet of a logged-in client."""
        self.dispatch.handle(client, packet)
