"""One table of the lobby on the event loop: the thin driver that carries out a ``RoomCore``'s effects.

The core decides; this class does the I/O it asks for, in order: log entries and lobby state to the store
(committed at the end of the tick, before anything said in it leaves), each message rendered in each
listener's language, menus refreshed once at the end of the tick, timers on the loop, bot decisions and
hints asked of the bot driver in tasks whose answers come back to the core as events. It also turns menu
choices and key presses of the clients at the table into the core's events.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, Protocol

from playpalace_backgammon.table.bot_context import BotContext
from playpalace_backgammon.table.interface import Command, Key, Message, OptionKind, OptionSpec

from .bot_driver import BotDriver
from .client import Client, MenuState
from .games import GameKind
from .match_downloads import EXPORT_FORMATS, offer_download
from .outbox import Outbox
from .packets import RequestInputPacket
from .ratings import RatingChange
from .room_clock import MORE_TIME_ITEM, TIME_LEFT_ITEM, clock_key_event
from .room_core import RoomCore, RoomSettings
from .room_effects import (
    AppendLog,
    AskBot,
    AskHint,
    CancelTimer,
    Closed,
    Departed,
    Effect,
    Refresh,
    Rematch,
    SaveTable,
    Say,
    StartTimer,
)
from .room_events import (
    AddBot,
    AskMoreTime,
    AskRematch,
    AskTime,
    BotDecided,
    BotFailed,
    Disconnected,
    Event,
    HintAnswered,
    Join,
    Leave,
    Reclaim,
    RemoveBot,
    SetOption,
    SetPrivate,
    Start,
    Submit,
    Timer,
    TimerFired,
    Watch,
    WatchFrom,
)
from .room_menus import (
    ACTIONS_MENU,
    BOARD_MENU,
    BOARD_STATE_BUFFER,
    LEAVE_ITEM,
    PRIVATE_ITEM,
    REMATCH_ITEM,
    BoardLayout,
    BoardViews,
    actions_menu_items,
    cell_of,
    integer_bounds,
    number_text,
    option_spec,
    option_value,
    option_values,
    value_text,
    waiting_items,
)
from .room_status import RoomStatus
from .sound_names import sound_frame
from .store import Store, StoredTable

_log = logging.getLogger(__name__)

SIDE_MENUS = (ACTIONS_MENU,)
BUFFER = "table"
ESCAPE = "escape"


class RoomHost(Protocol):
    """What a table needs of the lobby around it."""

    store: Store
    outbox: Outbox
    bot_driver: BotDriver

    def render(self, client: Client, message: Message) -> str: ...

    def show_main(self, client: Client) -> None: ...

    def left_room(self, client: Client, room: Room) -> None: ...

    def room_closed(self, room: Room) -> None: ...

    def rating_changed(self, change: RatingChange) -> None: ...

    def match_finished(self, room: Room) -> None: ...

    def rematch(self, room: Room) -> None: ...


class Room:
    """A table: its ``RoomCore``, the clients at it, and the timers and tasks its effects started."""

    def __init__(self, host: RoomHost, kind: GameKind, core: RoomCore) -> None:
        self.host = host
        self.kind = kind
        self.core = core
        self.clients: dict[int, Client] = {}
        self.views = BoardViews()
        self._timers: dict[Timer, asyncio.TimerHandle] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._refresh_all = False
        self._refresh: set[int] = set()
        self._focus: dict[int, int] = {}
        self._waiting_focus: dict[int, str] = {}  # the waiting-room item a member's menu comes back on

    @classmethod
    def create(cls, host: RoomHost, kind: GameKind, room_id: str, owner: str, number: int,
               settings: RoomSettings) -> Room:
        core = RoomCore(room_id, kind.declaration, kind.create, owner, number, settings=settings)
        room = cls(host, kind, core)
        room.host.store.save_table(room.id, kind.declaration.id, core.state(), core.status.value)
        return room

    @classmethod
    def restore(cls, host: RoomHost, kind: GameKind, stored: StoredTable, settings: RoomSettings) -> Room:
        """Rebuild a table from its saved state and log; people get the grace period to come back."""
        core, effects = RoomCore.restore(
            stored.id, kind.declaration, kind.create, stored.state, RoomStatus(stored.status), stored.log,
            settings=settings,
        )
        room = cls(host, kind, core)
        room.apply(effects)
        return room

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
        """Hand ``event`` to the core and carry out what it decides."""
        self.apply(self.core.handle(event))

    def kick_bots(self) -> None:
        self.apply(self.core.kick_bots())

    def apply(self, effects: Sequence[Effect]) -> None:
        news: list[RatingChange] = []  # ratings changed by a match ending: told after what was said
        finished = False  # the match is over: analysed (once) after this tick's effects
        for effect in effects:
            match effect:
                case Say(members, message, sound):
                    for member in members:
                        client = self.clients.get(member)
                        if client is not None:
                            if sound is not None:
                                client.send_frame(sound_frame(sound, client.is_web, client.binary))
                            client.speak(self.host.render(client, message), BUFFER)
                case AppendLog(seq, entry):
                    self.host.store.append_log(self.id, seq, entry)
                case SaveTable(state, status):
                    rated = self.host.store.save_table(self.id, self.kind.declaration.id, state, status.value)
                    news.extend(rated)
                    finished = finished or status is RoomStatus.FINISHED
                case Refresh(members, focus):
                    self._mark_refresh(members, focus)
                case Departed(member, to_lobby):
                    self._departed(member, to_lobby)
                case StartTimer(timer, seconds):
                    self._cancel_timer(timer)
                    loop = asyncio.get_running_loop()
                    self._timers[timer] = loop.call_later(seconds, self._timer_fired, timer)
                case CancelTimer(timer):
                    self._cancel_timer(timer)
                case AskBot(token, turn):
                    self._spawn(self._ask_bot(token, turn))
                case AskHint(token, _member, context):
                    self._spawn(self._ask_hint(token, context))
                case Closed():
                    self._closed()
                case Rematch():
                    self.host.rematch(self)
        for change in news:
            self.host.rating_changed(change)
        if finished:
            self.host.match_finished(self)

    def _timer_fired(self, timer: Timer) -> None:
        self._timers.pop(timer, None)
        self.feed(TimerFired(timer))

    def _cancel_timer(self, timer: Timer) -> None:
        handle = self._timers.pop(timer, None)
        if handle is not None:
            handle.cancel()

    def _spawn(self, work: Any) -> None:
        task: asyncio.Task[None] = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _ask_bot(self, token: int, turn: Any) -> None:
        table = self.core.table
        assert table is not None
        try:
            commands = await self.host.bot_driver.commands(table, turn)
        except asyncio.CancelledError:
            raise
        except Exception:
            _log.exception("bot decision failed at table %s", self.id)
            self.feed(BotFailed(token))
            return
        self.feed(BotDecided(token, commands))

    async def _ask_hint(self, token: int, context: BotContext) -> None:
        table = self.core.table
        assert table is not None
        replies: Sequence[Message] | None
        try:
            replies = await self.host.bot_driver.hint_replies(table, context)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            _log.warning("table %s: no engine hint (%s); the rules answer", self.id, error)
            replies = None
        self.feed(HintAnswered(token, replies))

    def _departed(self, member: int, to_lobby: bool) -> None:
        client = self.clients.pop(member, None)
        if client is None:
            return
        self._focus.pop(member, None)
        self._refresh.discard(member)
        self.host.left_room(client, self)
        if to_lobby:
            self.host.show_main(client)

    def _closed(self) -> None:
        for handle in self._timers.values():
            handle.cancel()
        self._timers.clear()
        for task in list(self._tasks):
            task.cancel()
        self.host.room_closed(self)

    # People arriving (the lobby feeds these).

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

    # Choices and keys of the clients at the table.

    def press_key(self, client: Client, key: Key, cell: int | None) -> None:
        """A key pressed on the board, focus on ``cell``: Escape opens the actions menu (the board asks
        clients to send it as a keybind, so that Backspace arrives as itself); every other key is the
        table's."""
        table = self.core.table
        if table is None:
            return
        if key.key.lower() == ESCAPE and not (key.control or key.alt):
            self.show_actions_menu(client, cell)
            return
        clock_event = clock_key_event(client.id, key)
        if clock_event is not None:
            self.feed(clock_event)
            return
        command = table.command_for_key(self.core.viewer_of(client.id), key, cell)
        if command is not None:
            self.feed(Submit(client.id, command))

    def _action(self, item_id: str) -> Enum | None:
        """The game's action an item id names, or None."""
        try:
            return self.kind.declaration.actions(item_id)
        except ValueError:
            return None

    def _choose(self, client: Client, menu_id: str, item_id: str) -> None:
        """An item chosen from one of this table's menus."""
        member = client.id
        if menu_id == BOARD_MENU:
            cell = cell_of(item_id)
            if cell is not None:
                self.press_key(client, Key("enter"), cell)
                return
            if item_id in (REMATCH_ITEM, LEAVE_ITEM):  # after the match, on the board
                self.feed(AskRematch(member) if item_id == REMATCH_ITEM else Leave(member))
                return
            action = self._action(item_id)
            if action is not None:
                self.feed(Submit(member, Command(action), from_menu=True))
        elif menu_id == "table":
            spec = option_spec(self.core, item_id)
            if spec is not None:
                self._edit_option(client, spec)
            elif item_id == PRIVATE_ITEM:
                self.feed(SetPrivate(member, not self.core.private))
            elif item_id == "add-bot":
                self._add_bot(client)
            elif item_id == "remove-bot":
                self.feed(RemoveBot(member))
            elif item_id == "start":
                self.feed(Start(member))
            elif item_id == "leave":
                self.feed(Leave(member))

    def _add_bot(self, client: Client) -> None:
        """A bot for the first empty seat (none left: a late choice), named in the host's language."""
        seat = self.core.next_empty_seat()
        if seat is not None:
            name = self.host.render(client, Message("room-bot-name", {"number": seat + 1}))
            self.feed(AddBot(client.id, name))

    def _choose_action(self, client: Client, cell: int | None, item_id: str) -> None:
        """An item chosen from the actions menu, opened with the board's focus on ``cell``: an action is
        made there (a move of focus lands where it would have from the board) and the board comes back."""
        member = client.id
        if item_id == LEAVE_ITEM:
            self.feed(Leave(member))
        elif item_id == REMATCH_ITEM:
            self.feed(AskRematch(member))
        elif item_id.startswith("download-") and item_id[9:] in EXPORT_FORMATS:
            self.show(client, focus=cell)
            match = self.host.store.match(self.id)
            if match is None or not match.visible_to(client.username):
                client.speak(self.host.render(client, Message("archive-private-match")), BUFFER)
            else:
                offer_download(client, match, item_id[9:], self.host.render)
        elif item_id.startswith("watch-") and item_id[6:].isdigit():
            self.feed(WatchFrom(member, int(item_id[6:])))
        elif item_id in (TIME_LEFT_ITEM, MORE_TIME_ITEM):
            self.show(client, focus=cell)
            self.feed(AskTime(member) if item_id == TIME_LEFT_ITEM else AskMoreTime(member))
        else:
            action = self._action(item_id)
            self.show(client, focus=cell)
            if action is not None:
                self.feed(Submit(member, Command(action, cell), from_menu=True))

    def _edit_option(self, client: Client, spec: OptionSpec) -> None:
        """Booleans toggle at once; choices and numbers open a menu of values (a prompt for wide ranges)."""
        current = option_value(self.core, spec)
        if not self.core.is_host(client.id) or self.status is not RoomStatus.WAITING:
            self.feed(SetOption(client.id, spec.id, current))  # the core refuses it and says why
            return
        if spec.kind is OptionKind.BOOLEAN:
            self._set_option(client, spec, not current)
            return
        render = functools.partial(self.host.render, client)
        values = option_values(spec, render)
        if values is None:
            self._prompt_integer(client, spec)
            return
        chosen = {f"value-{value}": value for value, _ in values}

        def choose(item_id: str) -> None:
            self._set_option(client, spec, chosen[item_id])

        # The list's title, spoken as it opens (a menu packet has none): the option and its value now.
        title = Message("room-option-choose", {"label": render(spec.label),
                                               "value": value_text(spec, current, render)})
        client.speak(render(title), BUFFER)
        client.show_menu(
            f"option-{spec.id}",
            [(item_id, text, choose) for item_id, (_, text) in zip(chosen, values, strict=True)],
            escape=lambda: self.show(client),
            selection_id=f"value-{current}",
        )

    def _set_option(self, client: Client, spec: OptionSpec, value: Any) -> None:
        """The host's new value for an option: the waiting room comes back with the focus on that option,
        and the host hears the value it now has."""
        self._waiting_focus[client.id] = f"option-{spec.id}"
        self.feed(SetOption(client.id, spec.id, value))
        render = functools.partial(self.host.render, client)
        now = Message("room-option-now", {"label": render(spec.label),
                                          "value": value_text(spec, option_value(self.core, spec), render)})
        client.speak(render(now), BUFFER)

    def _prompt_integer(self, client: Client, spec: OptionSpec) -> None:
        low, high = integer_bounds(spec)
        input_id = f"option-{spec.id}"

        def answer(text: str) -> None:
            value = int(text) if text.strip().isdigit() else None
            if value is None or not low <= value <= high:
                message = Message("refusal-bad-number", {"minimum": low, "maximum": high})
                client.speak(self.host.render(client, message), BUFFER)
                self.show(client)
            else:
                self._set_option(client, spec, value)

        client.pending_input = {input_id: answer}
        client.send(
            RequestInputPacket(
                input_id=input_id,
                prompt=self.host.render(client, spec.label),
                default_value=number_text(self.core.options.get(spec.id, spec.default),
                                          functools.partial(self.host.render, client)),
            )
        )

    # Views.

    def _mark_refresh(self, members: tuple[int, ...] | None, focus: int | None) -> None:
        if members is None:
            self._refresh_all = True
        elif focus is not None:
            for member in members:
                self._focus[member] = focus
        else:
            self._refresh.update(members)
        self.host.outbox.refresh_at_tick_end(self)

    def flush(self) -> None:
        """The refreshes asked for this tick, once each. People in the table menu (Escape on the board)
        are left there; they get the current board when they go back to it."""
        focus, self._focus = self._focus, {}
        some, self._refresh = self._refresh, set()
        everyone, self._refresh_all = self._refresh_all, False
        if self.status.ended:
            return
        for member, client in list(self.clients.items()):
            if member in focus:
                self.show(client, focus=focus[member])
            elif member in some or (everyone and not _in_side_menu(client)):
                self.show(client)

    def show(self, client: Client, *, focus: int | None = None) -> None:
        """The table's current menu for ``client``: the waiting room, or the board."""
        render = functools.partial(self.host.render, client)
        choose: Callable[[str], None]
        if self.core.table is None:
            choose = functools.partial(self._choose, client, "table")
            items = waiting_items(self.core, client.id, render)
            focus_id = self._waiting_focus.pop(client.id, None)
            client.show_menu("table", [(i, text, choose) for i, text in items], escape=_nothing,
                             selection_id=focus_id if any(i == focus_id for i, _ in items) else None)
            return
        viewer = self.core.viewer_of(client.id)
        layout = BoardLayout.CELLS if client.is_playpalace else BoardLayout.CELLS_AND_ACTIONS
        order, offered, frame = self.views.board(
            self.core, viewer, client.language, client.binary, focus, render, layout, own_sounds=client.is_web
        )
        state = MenuState(
            BOARD_MENU,
            order=order,
            escape=lambda: self.show_actions_menu(client),
            dispatch=functools.partial(self._choose, client, BOARD_MENU),
            offered=offered,
        )
        client.show_prepared(state, frame, always=focus is not None)
        if client.is_web:
            visual = self.views.visual_state(self.core, viewer.perspective)
            if visual is not None and visual != client.board_state:
                client.board_state = visual
                client.speak(visual, BOARD_STATE_BUFFER, muted=True)

    def show_actions_menu(self, client: Client, cell: int | None = None) -> None:
        """Escape on the board (or PlayPalace's Actions button): the actions offered now, who is here,
        watching from another seat, (our web client) downloading the match so far, leaving; Escape goes
        back to the board, focus where it was."""
        render = functools.partial(self.host.render, client)
        choose = functools.partial(self._choose_action, client, cell)
        items = actions_menu_items(self.core, client.id, render)
        if client.is_web and self.core.table is not None:  # the match so far, as a file (our web client)
            items[-1:-1] = [(f"download-{fmt}", render(Message(f"archive-download-{fmt}")))
                            for fmt in EXPORT_FORMATS]
        back = functools.partial(self.show, client, focus=cell)
        client.show_menu(ACTIONS_MENU, [(i, text, choose) for i, text in items], escape=back)


def _nothing() -> None:
    return None


def _in_side_menu(client: Client) -> bool:
    return client.menu is not None and client.menu.menu_id.startswith(SIDE_MENUS)
