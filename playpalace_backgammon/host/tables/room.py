"""One table of the lobby on the event loop: the driver that carries out a ``RoomCore``'s effects.

The core decides; this class does the I/O it asks for, in order: log entries and lobby state to the store
(committed at the end of the tick, before anything said in it leaves), each message rendered in each
listener's language, menus refreshed once at the end of the tick or shown at once (``room_menus.RoomView``),
timers on the loop, bot decisions and hints asked of the bot driver in tasks whose plain answers come back
to the core as events. Keys, menu choices and prompts' answers of the clients at the table go to the core
as they are (``KeyPressed``, ``MenuChosen``, ``TextEntered``): what they mean is the core's decision.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from playpalace_backgammon.table.interface import Key, Message

from ..net.client import Client
from ..net.match_downloads import offer_download
from ..store.ratings import RatingChange
from .core.room_core import RoomCore
from .core.room_effects import (
    AppendLog,
    AskBot,
    AskHint,
    CancelTimer,
    Closed,
    Departed,
    Effect,
    NameBot,
    OfferDownload,
    PromptNumber,
    Refresh,
    Rematch,
    SaveTable,
    Say,
    Show,
    ShowActions,
    ShowOptionValues,
    StartTimer,
)
from .core.room_events import (
    AddBot,
    Disconnected,
    Event,
    Join,
    KeyPressed,
    Leave,
    Reclaim,
    Watch,
)
from .core.room_status import RoomStatus
from .core.seats import SeatKind
from .games import GameKind
from .logs import current_table
from .room_host import RoomHost
from .room_menus import RoomView
from .room_tasks import RoomTasks

_log = logging.getLogger(__name__)


class Room:
    """A table: its ``RoomCore``, the clients at it, and the timers and tasks its effects started."""

    def __init__(self, host: RoomHost[Room], kind: GameKind, core: RoomCore) -> None:
        self.host = host
        self.kind = kind
        self.core = core
        self.clients: dict[int, Client] = {}
        # The view and the tasks feed the room through a weak reference, and the effects' executors are the
        # class's own functions: a closed room holds no cycle of its own, so reference counting frees it
        # (with its core, table and boards) at once instead of the collector's hourly round of frozen objects.
        feed = _weak_feed(self)
        self.view = RoomView(core, feed, host.render)
        self.tasks = RoomTasks(core.id, feed, lambda: host.bot_driver,
                               lambda: all(seat.kind is SeatKind.BOT for seat in core.seats))
        self._depth = 0  # effects being carried out: nested when one feeds the core again (``NameBot``)
        self._news: list[RatingChange] = []  # ratings changed by a match ending: told after what was said
        self._finished = False  # the match is over: analysed (once) after this tick's effects
        self.refused = False  # the store refused its log (the table moved to another owner): it stops
        self.on_change: Callable[[Room], None] | None = None  # a tournament's driver, after each batch

    @property
    def id(self) -> str:
        return self.core.id

    @property
    def number(self) -> int:
        return self.core.number

    @property
    def status(self) -> RoomStatus:
        return self.core.status

    # Events in, effects out.

    def feed(self, event: Event) -> None:
        """Hand ``event`` to the core and carry out what it decides (its log lines, and the tasks and timers
        it starts, name this table: ``host/tables/logs``)."""
        token = current_table.set(self.core.id)
        try:
            self.apply(self.core.handle(event))
        finally:
            current_table.reset(token)

    def kick_bots(self) -> None:
        token = current_table.set(self.core.id)
        try:
            self.apply(self.core.kick_bots())
        finally:
            current_table.reset(token)

    def apply(self, effects: Sequence[Effect]) -> None:
        """Carry ``effects`` out in order; then tell the lobby of ratings changed and a match finished, and
        a tournament's driver (``on_change``) that the table may have moved on."""
        self._depth += 1
        try:
            for effect in effects:
                if self.refused:
                    break  # nothing more of a step the store did not keep: not said, not done
                _EXECUTORS[type(effect)](self, effect)
        finally:
            self._depth -= 1
        if self._depth:
            return
        if not self.refused and (self._finished or self.on_change is not None):
            # Before a finished match's news or an event's step: its entries written (a batching store
            # writes them at the tick's end otherwise, ``Store.confirmed``), or the table moved.
            self.refused = not self.host.store.confirmed(self.id)
        if self.refused:
            self.host.table_refused(self)
            return
        news, self._news = self._news, []
        finished, self._finished = self._finished, False
        for change in news:
            self.host.rating_changed(change)
        if finished:
            self.host.match_finished(self)
        if self.on_change is not None:
            self.on_change(self)

    def _say(self, effect: Say) -> None:
        clients = self.clients
        self.view.say_to([clients[member] for member in effect.members if member in clients], effect)

    def _append_log(self, effect: AppendLog) -> None:
        if not self.host.store.append_log(self.id, effect.seq, effect.entry):
            self.refused = True

    def _save_table(self, effect: SaveTable) -> None:
        status = effect.status
        self._news += self.host.store.save_table(self.id, self.kind.declaration.id, effect.state,
                                                 status.value)
        self._finished = self._finished or status is RoomStatus.FINISHED

    def _departed(self, effect: Departed) -> None:
        client = self.clients.pop(effect.member, None)
        if client is None:
            return
        self.view.forget(effect.member)
        self.host.left_room(client, self)
        if effect.to_lobby:
            self.host.show_main(client)

    def _closed(self, _effect: Closed) -> None:
        _log.info("table %s closed", self.id)
        self.tasks.cancel_all()
        self.host.room_closed(self)

    def stop(self) -> None:
        """The server stops: the table is saved as it stands (a running clock stopped now) and does nothing
        more, its timers and tasks cancelled (a bot's or an engine's question is asked again at the next
        start); nobody leaves, so its people find their seats after the restart as after a crash."""
        self.tasks.cancel_all()
        if not self.status.ended:
            self.core.clock.stand_still()
            state = self.core.state()
            self.host.store.save_table(self.id, self.kind.declaration.id, state, self.status.value)

    def drop(self) -> list[Client]:
        """The table stops here and writes nothing more (its writes were refused, or it moved to another
        owner): its timers and tasks cancelled, its clients let go and returned."""
        self.tasks.cancel_all()
        clients = list(self.clients.values())
        self.clients.clear()
        return clients

    def _rematch(self, _effect: Rematch) -> None:
        self.host.rematch(self)

    # The menus a client is shown, and what only the driver can do for the core.

    def _to_tasks(self, effect: StartTimer | CancelTimer | AskBot | AskHint) -> None:
        self.tasks.carry_out(effect)

    def _to_view(self, effect: Show | ShowActions | ShowOptionValues | PromptNumber) -> None:
        client = self.clients.get(effect.member)
        if client is not None:
            self.view.carry_out(client, effect)

    def _name_bot(self, effect: NameBot) -> None:
        """The bot's name in the host's language, kept by the table and its records; with its number, which
        every listener hears in their own language (``render``)."""
        client = self.clients.get(effect.member)
        if client is not None:
            name = self.host.render(client, Message("room-bot-name", {"number": effect.seat + 1}))
            self.feed(AddBot(effect.member, name, effect.seat + 1))
            self.host.bot_driver.warm()  # the bots' helper process started now, ahead of the bot's first move

    def _offer_download(self, effect: OfferDownload) -> None:
        """Our web client fetches the match's export (``match_downloads``); a match it may not see is
        refused."""
        client = self.clients.get(effect.member)
        match = self.host.store.match(self.id)
        if client is None or match is None or not match.visible_to(client.username):
            self._say(Say((effect.member,), Message("archive-private-match")))
            return
        offer_download(client, match, effect.fmt, self.host.render)

    # People arriving (the lobby feeds these), and keys on the board.

    def join(self, client: Client) -> None:
        self.clients[client.id] = client
        self.feed(Join(client.id, client.username or ""))

    def watch(self, client: Client) -> None:
        self.clients[client.id] = client
        self.feed(Watch(client.id, client.username or ""))

    def reclaim(self, client: Client) -> bool:
        """Give a returning person their seat back; False if they hold none here any more."""
        if self.status.ended or self.core.seat_of_user(client.username or "") is None:
            return False
        self.clients[client.id] = client
        self.feed(Reclaim(client.id, client.username or ""))
        return True

    def leave(self, client: Client, *, quietly: bool = False) -> None:
        self.feed(Leave(client.id, quietly))

    def disconnected(self, client: Client) -> None:
        self.feed(Disconnected(client.id))

    def press_key(self, client: Client, key: Key, cell: int | None) -> None:
        """A key pressed on the board, focus on ``cell``: the core decides what it means."""
        self.feed(KeyPressed(client.id, key, cell))

    # Views.

    def _mark_refresh(self, effect: Refresh) -> None:
        self.view.mark(effect)
        self.host.outbox.refresh_at_tick_end(self)

    def flush(self) -> None:
        """The refreshes asked for this tick, once each (``RoomView.flush``)."""
        self.view.flush(self.clients, self.status.ended)

    def show(self, client: Client, *, focus: int | None = None) -> None:
        """The table's current menu for ``client``: the waiting room, or the board."""
        self.view.show(client, focus=focus)


def _weak_feed(room: Room) -> Callable[[Event], None]:
    """``room.feed`` without a strong reference to the room (a closed room's late event goes nowhere)."""
    ref = weakref.ref(room)

    def feed(event: Event) -> None:
        alive = ref()
        if alive is not None:
            alive.feed(event)

    return feed


_EXECUTORS: dict[type[Any], Callable[[Room, Any], None]] = {
    Say: Room._say, AppendLog: Room._append_log, SaveTable: Room._save_table,
    Refresh: Room._mark_refresh, Departed: Room._departed, Closed: Room._closed,
    Rematch: Room._rematch, NameBot: Room._name_bot, OfferDownload: Room._offer_download,
    **dict.fromkeys((StartTimer, CancelTimer, AskBot, AskHint), Room._to_tasks),
    **dict.fromkeys((Show, ShowActions, ShowOptionValues, PromptNumber), Room._to_view),
}
