"""The menus of a table, as items (id, text) for one listener: the waiting room (seats, the host's options,
bots, start, leave), the value menus of an option, the actions menu (Escape on the board) and the board.

The board is the ``menu`` PlayPalace's clients call ``turn_menu``: ``grid_enabled``, the table's grid cells
(ids ``cell-N``), then, for clients that lay the actions out under the board (see ``BoardLayout``), the
actions offered to this viewer now that have an item of their own (ids = the action's value). Letters and
digits are keys there, not type-to-search (``multiletter_enabled`` false), and Escape and Backspace travel
as keybinds, so Ctrl+Backspace reaches the table. It is built once per (viewer, language, layout) and
encoded once per (framing, focus) for each version of the game (``BoardViews``). What choosing an item
means is the table core's (``room_choices``), by the item's id.

``RoomView`` shows these menus to one client at the table: each choice, key and answer of a prompt goes to
the core as an event (``KeyPressed``, ``MenuChosen``, ``TextEntered``) and nothing else; Escape out of
the board, the actions menu or an option's values likewise.
"""

from __future__ import annotations

import functools
import json
import operator
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from typing import Any

from playpalace_backgammon.table.interface import Action, GridCell, Key, Message, OptionSpec, Viewer
from playpalace_backgammon.table.presentation.sounds import Sound

from ..net.client import Client, LineKind, MenuState
from ..net.codec import encode_frame
from ..net.match_downloads import EXPORT_FORMATS
from ..net.packets import RequestInputPacket
from ..net.sound_names import item_sound_name, sound_frame
from .core.room_choices import (
    ACTIONS_MENU,
    ADD_BOT_ITEM,
    BACK_ITEM,
    BOARD_MENU,
    CELL_PREFIX,
    DOWNLOAD_PREFIX,
    LEAVE_ITEM,
    OPTION_PREFIX,
    PRIVATE_ITEM,
    REMATCH_ITEM,
    REMOVE_BOT_ITEM,
    START_ITEM,
    VALUE_PREFIX,
    WAITING_MENU,
    WATCH_PREFIX,
    cell_of,
    current_value,
    host_options,
    integer_bounds,
    menu_values,
    option_of,
    value_words,
)
from .core.room_clock import MORE_TIME_ITEM, TIME_LEFT_ITEM
from .core.room_core import RoomCore
from .core.room_effects import PromptNumber, Refresh, Say, Show, ShowActions, ShowOptionValues
from .core.room_events import Event, KeyPressed, MenuChosen, TextEntered
from .core.room_status import RoomStatus
from .core.seats import SeatKind, bot_numbers, with_bot_names

__all__ = [
    "ACTIONS_MENU", "BOARD_MENU", "CELL_PREFIX", "LEAVE_ITEM", "PRIVATE_ITEM", "REMATCH_ITEM", "BoardLayout",
    "BoardViews", "RoomView", "actions_menu_items", "cell_of", "in_side_menu", "integer_bounds",
    "option_spec",
    "option_value", "option_values", "value_text", "waiting_items",
]

# What a moment's sound says a line is, for the one utterance PlayPalace's clients get of a moment.
_LINE_KINDS = {
    **dict.fromkeys((Sound.MOVE, Sound.HIT, Sound.ENTER, Sound.BEAR_OFF), LineKind.MOVE),
    **dict.fromkeys((Sound.MATCH_WON, Sound.MATCH_LOST), LineKind.RESULT),
}
BOARD_STATE_BUFFER = "board_state"  # a muted speak our web client reads as JSON, never speaks
BUFFER = "table"  # where a table's menus' titles are spoken

Render = Callable[[Message], str]
Item = tuple[str, str]
Frame = str | bytes


def _t(render: Render, message_id: str, **args: str | int) -> str:
    return render(Message(message_id, args))


def seat_lines(core: RoomCore, render: Render) -> list[str]:
    """One line a seat: who sits there and how (away, played by a bot)."""
    lines = []
    for index, seat in enumerate(core.seats):
        number = index + 1
        name = seat.username or ""
        if seat.kind is SeatKind.EMPTY:
            lines.append(_t(render, "room-seat-empty", number=number))
        elif seat.kind is SeatKind.BOT:
            lines.append(_t(render, "room-seat-bot", number=number, name=core.seat_name(index)))
        elif seat.member is None and not seat.bot_controlled:
            lines.append(_t(render, "room-seat-away", number=number, name=name))
        elif seat.bot_controlled:
            lines.append(_t(render, "room-seat-bot-playing", number=number, name=name))
        else:
            lines.append(_t(render, "room-seat-player", number=number, name=name))
    return lines


def waiting_items(core: RoomCore, member: int, render: Render) -> list[Item]:
    """The waiting room: the seats, then (for the host) whether the match is private, the options, bots
    and start, then leave."""
    items = [(f"seat-{i}", line) for i, line in enumerate(seat_lines(core, render))]
    if core.is_host(member):
        privacy = _t(render, "option-on" if core.private else "option-off")
        items.append((PRIVATE_ITEM, _t(render, "archive-private-option", value=privacy)))
        for spec in host_options(core.declaration):
            value = value_text(spec, option_value(core, spec), render)
            text = _t(render, "room-option", label=render(spec.label), value=value)
            items.append((f"{OPTION_PREFIX}{spec.id}", text))
        if any(seat.kind is SeatKind.EMPTY for seat in core.seats):
            items.append((ADD_BOT_ITEM, _t(render, "room-add-bot")))
        if any(seat.kind is SeatKind.BOT for seat in core.seats):
            items.append((REMOVE_BOT_ITEM, _t(render, "room-remove-bot")))
        items.append((START_ITEM, _t(render, "room-start")))
    items.append((LEAVE_ITEM, _t(render, "room-leave")))
    return items


def option_spec(core: RoomCore, item_id: str) -> OptionSpec | None:
    """The option an ``option-<id>`` item names."""
    return option_of(core.declaration, item_id)


def option_value(core: RoomCore, spec: OptionSpec) -> Any:
    """The value an option has now."""
    return current_value(core, spec)


def value_text(spec: OptionSpec, value: Any, render: Render) -> str:
    words = value_words(spec, value)
    return render(words) if isinstance(words, Message) else words


def option_values(spec: OptionSpec, render: Render) -> list[tuple[Any, str]] | None:
    """The values a menu offers for ``spec``, each with its words; None when the range is too wide for a
    menu (a text prompt asks for the number instead)."""
    values = menu_values(spec)
    if values is None:
        return None
    return [(value, value_text(spec, value, render)) for value in values]


def actions_menu_items(core: RoomCore, member: int, render: Render) -> list[Item]:
    """Escape on the board: back, the actions offered to this member now that have an item of their own
    (ids = the action's value), who is here, the seat a spectator watches from, leave."""
    items: list[Item] = [(BACK_ITEM, _t(render, "room-back-to-board"))]
    table = core.table
    if table is not None and not table.finished:
        viewer = core.viewer_of(member)
        items += [(str(action.id.value), render(action.label)) for action in table.actions_for(viewer)
                  if action.listed]
        if core.clocks is not None:
            items.append((TIME_LEFT_ITEM, _t(render, "clock-action-time-left")))
            if viewer.seat is not None:
                items.append((MORE_TIME_ITEM, _t(render, "clock-action-more-time")))
    elif table is not None and core.event is None and (seat := core.seat_of(member)) is not None:
        items.append((REMATCH_ITEM, rematch_text(core, seat, render)))
    items += [(f"seat-{index}", line) for index, line in enumerate(seat_lines(core, render))]
    if member in core.spectators:
        for index in range(len(core.seats)):
            text = _t(render, "room-watch-from", number=index + 1, name=core.seat_name(index))
            items.append((f"{WATCH_PREFIX}{index}", text))
    items.append((LEAVE_ITEM, _t(render, "room-leave")))
    return items


def rematch_text(core: RoomCore, seat: int, render: Render) -> str:
    """The Rematch item of the player at ``seat``: who asked for one already (the other player, or this
    one)."""
    others = [i for i in core.rematch_asked if i != seat]
    if others:
        return _t(render, "room-rematch-accept", name=core.seat_name(others[0]))
    if seat in core.rematch_asked:
        return _t(render, "room-rematch-asked-by-you")
    return _t(render, "room-rematch")


def after_match_items(core: RoomCore, viewer: Viewer, render: Render) -> list[dict[str, Any]]:
    """After the match, under the board: Rematch (players; none at a tournament's table) and Leave table."""
    items: list[dict[str, Any]] = []
    if viewer.seat is not None and core.event is None:
        items.append({"text": rematch_text(core, viewer.seat, render), "id": REMATCH_ITEM})
    items.append({"text": _t(render, "room-leave"), "id": LEAVE_ITEM})
    return items


def encoded_document(document: dict[str, Any], binary: bool) -> Frame:
    """A server packet already written out as plain data (the board menu, built for every change) as a
    frame (UTF-8 bytes for a JSON client: sent as a text frame as they are), without the model round trip;
    the test suite validates every frame against the schema."""
    return encode_frame(document, binary)


class BoardLayout(Enum):
    """What follows the 24 cells in a board menu.

    PlayPalace 11's own clients move through a grid menu themselves, over all its items: Alt+Down (and the
    desktop client's Down) would leave the board for the rows of actions under it. They get the cells alone
    and find the actions in the actions menu (Escape, or their Actions button), as with PlayPalace's own
    backgammon. Every other client gets the cells, then the actions offered now."""

    CELLS_AND_ACTIONS = "cells-and-actions"
    CELLS = "cells"


# Read for every board built or shown, as module globals: in Python 3.11 a member read from its enum class
# is a Python-level look-up, and an enum's hash a Python call (a board's key holds whether it is CELLS).
_CELLS_AND_ACTIONS = BoardLayout.CELLS_AND_ACTIONS
_CELLS_ONLY = BoardLayout.CELLS
_FINISHED = RoomStatus.FINISHED


def _cell_item(index: int, cell: GridCell, render: Render, own_sounds: bool) -> dict[str, Any]:
    """A cell's menu item: its words, and its sound (what stands there, heard as focus lands)."""
    item = {"text": render(cell.label), "id": f"{CELL_PREFIX}{index}"}
    sound = item_sound_name(cell.sound, own_sounds)
    if sound is not None:
        item["sound"] = sound
    return item


class _PointOfView:
    """One way of seeing a table's board (seat, side, language, layout, sound pack) as last built: its cells
    and actions with the items made of them, the document, and its frames by (framing, focus). A new version
    of the game renders only the items whose cell or action is not the very one of the last build (the table
    gives back the same objects for what did not change); when none changed, the document and its frames
    stay the very same objects, so nobody is sent the board again and nothing is encoded again."""

    __slots__ = ("version", "bots", "cells", "cell_items", "actions", "items", "order", "offered", "document",
                 "frames")

    def __init__(self) -> None:
        self.version = -1
        self.bots: Mapping[str, int] = {}
        self.cells: tuple[GridCell, ...] = ()
        self.cell_items: list[dict[str, Any]] = []
        self.actions: dict[int, tuple[Action, dict[str, Any]]] = {}  # by the action's id(): it, its item
        self.items: list[dict[str, Any]] = []
        self.order: list[str] = []
        self.offered: frozenset[str] = frozenset()
        self.document: dict[str, Any] = {}
        self.frames: dict[tuple[bool, int | None], Frame] = {}

    def update(self, core: RoomCore, viewer: Viewer, render: Render, layout: BoardLayout, own_sounds: bool,
               bots: Mapping[str, int]) -> None:
        """The board at ``core.version``, made of the last one's items wherever their source is the same."""
        self.version = core.version
        if bots != self.bots:  # a bot's name is said by its number: every rendered text may have changed
            self.bots, self.cells, self.cell_items, self.actions = dict(bots), (), [], {}
        table = core.table
        assert table is not None
        grid = table.grid(viewer)
        cells = grid.cells
        if len(cells) == len(self.cells):
            before = zip(self.cells, cells, self.cell_items, strict=True)
            items = [old_item if old is cell else _cell_item(index, cell, render, own_sounds)
                     for index, (old, cell, old_item) in enumerate(before)]
        else:
            items = [_cell_item(index, cell, render, own_sounds) for index, cell in enumerate(cells)]
        self.cells, self.cell_items = cells, items
        items = list(items)
        if layout is _CELLS_AND_ACTIONS:
            known, offered = self.actions, {}
            for action in table.actions_for(viewer):  # an item under the board names no cell
                if action.listed and not action.needs_cell:
                    pair = known.get(id(action))
                    if pair is None or pair[0] is not action:
                        pair = (action, {"text": render(action.label), "id": str(action.id.value)})
                    offered[id(action)] = pair
                    items.append(pair[1])
            self.actions = offered
        if core.status is _FINISHED:  # every client, PlayPalace's too: not behind Escape alone
            items += after_match_items(core, viewer, render)
        elif len(items) == len(self.items) and all(map(operator.is_, items, self.items)):
            return  # what this point of view sees is unchanged: the same document, the same frames
        self.items = items
        self.order = [item["id"] for item in items]
        self.offered = frozenset(self.order)
        self.document = {
            "type": "menu",
            "menu_id": BOARD_MENU,
            "items": items,
            "multiletter_enabled": False,
            "escape_behavior": "keybind",
            "grid_enabled": True,
            "grid_width": grid.width,
        }
        self.frames = {}

    def frame(self, binary: bool, focus: int | None) -> Frame:
        """The document encoded for this framing and focus, once."""
        key = (binary, focus)
        frame = self.frames.get(key)
        if frame is None:
            document = self.document
            if focus is not None:
                document = {**document, "selection_id": f"{CELL_PREFIX}{focus}"}
            frame = self.frames[key] = encoded_document(document, binary)
        return frame


class BoardViews:
    """A table's board menus, built once per point of view and version of the game, shared by everyone who
    sees the board the same way, and encoded once per framing and focus: a listener whose board did not
    change gets the very frame they were sent before (``Client.show_prepared`` then sends nothing)."""

    def __init__(self) -> None:
        self.version = -1
        self._views: dict[tuple[Any, ...], _PointOfView] = {}
        self._visual: dict[int, str | None] = {}

    def _current(self, core: RoomCore) -> None:
        if self.version != core.version:
            # The points of view nobody looked at during the last version are forgotten.
            stale = [key for key, view in self._views.items() if view.version != self.version]
            for key in stale:
                del self._views[key]
            self.version = core.version
            self._visual.clear()

    def board(
        self,
        core: RoomCore,
        viewer: Viewer,
        language: str,
        binary: bool,
        focus: int | None,
        render: Render,
        layout: BoardLayout = BoardLayout.CELLS_AND_ACTIONS,
        *,
        own_sounds: bool = False,
        bots: Mapping[str, int] | None = None,
    ) -> tuple[list[str], frozenset[str], Frame]:
        """(item ids in order, the ids offered, the encoded menu) of the board for this viewer; each cell's
        sound named from our web client's pack (``own_sounds``) or from PlayPalace's. ``render`` says a
        message in the viewer's language, numbered bots' names included (``bots``: the table's, by default
        read from its seats)."""
        self._current(core)
        key = (viewer.seat, viewer.perspective, language, layout is _CELLS_ONLY, own_sounds)
        view = self._views.get(key)
        if view is None:
            view = self._views[key] = _PointOfView()
        if view.version != core.version:
            view.update(core, viewer, render, layout, own_sounds,
                        bot_numbers(core.seats) if bots is None else bots)
        return view.order, view.offered, view.frame(binary, focus)

    def visual_state(self, core: RoomCore, perspective: int) -> str | None:
        """Dice, cube, bar and borne-off counts as JSON for our web client's drawing."""
        self._current(core)
        if perspective not in self._visual:
            state = core.table.visual_state() if core.table is not None else None
            self._visual[perspective] = None if state is None else json.dumps(
                state.to_data(perspective), separators=(",", ":"))
        return self._visual[perspective]


def _nothing() -> None:
    return None


class RoomView:
    """The table's menus as each client at it sees them: the waiting room, the board, the actions menu, an
    option's values and the prompt for a number. What is chosen, pressed or typed goes to the core as an
    event (``feed``); this class decides nothing about the table."""

    def __init__(self, core: RoomCore, feed: Callable[[Event], None],
                 render: Callable[[Client, Message], str]) -> None:
        self.core = core
        self.boards = BoardViews()
        self._feed = feed
        self._host_render = render
        self.waiting_focus: dict[int, str] = {}  # the waiting-room item a member's menu comes back on
        self._refresh_all = False
        self._refresh: set[int] = set()
        self._focus: dict[int, int] = {}
        # A numbered bot's name as said in a language: (language, number) -> text, a few at most.
        self._bot_names: dict[tuple[str, int], str] = {}

    def _render(self, client: Client, message: Message) -> str:
        """``message`` in ``client``'s language, a bot's name in it too: an argument that is a numbered bot's
        name is said as ``room-bot-name`` of its number in the listener's language (a bot saved with a
        literal name is said as it is)."""
        return self._renderer(client, bot_numbers(self.core.seats))(message)

    def _renderer(self, client: Client, bots: Mapping[str, int]) -> Render:
        """``_render`` for ``client`` with the table's numbered bots (``bots``) read once, for the many
        messages of one menu. A bot's name is said once a language and number at this table
        (``_bot_names``), not again in every message that names it."""
        host, say = self._host_render, functools.partial(self._host_render, client)
        if not bots:
            return say
        language, said = client.language, self._bot_names

        def name(number: int) -> str:
            text = said.get((language, number))
            if text is None:
                text = said[(language, number)] = say(Message("room-bot-name", {"number": number}))
            return text

        return lambda message: host(client, with_bot_names(message, bots, name))

    def say(self, client: Client, effect: Say) -> None:
        """What the core says, in the client's language, after its sound."""
        self.say_to((client,), effect)

    def say_to(self, clients: Iterable[Client], effect: Say) -> None:
        """What the core says to each of ``clients`` in their language, after its sound: rendered once a
        language."""
        texts: dict[str, str] = {}
        kind = LineKind.PLAIN if effect.sound is None else _LINE_KINDS.get(effect.sound, LineKind.PLAIN)
        buffer = effect.buffer or BUFFER
        for client in clients:
            text = texts.get(client.language)
            if text is None:
                render = self._renderer(client, bot_numbers(self.core.seats))
                message = effect.message
                if effect.parts:
                    parts = {name: render(part) for name, part in effect.parts}
                    message = Message(message.id, {**message.args, **parts})
                text = texts[client.language] = render(message)
            if effect.sound is not None:
                client.send_frame(sound_frame(effect.sound, client.is_web, client.binary))
            client.speak(text, buffer, kind=kind)

    def mark(self, effect: Refresh) -> None:
        """A refresh the core asked for, done at the end of the tick (``flush``)."""
        members, focus = effect.members, effect.focus
        if members is None:
            self._refresh_all = True
        elif focus is not None:
            for member in members:
                self._focus[member] = focus
        else:
            self._refresh.update(members)
            if effect.item_id is not None:
                for member in members:
                    self.waiting_focus[member] = effect.item_id

    def forget(self, member: int) -> None:
        self._focus.pop(member, None)
        self._refresh.discard(member)

    def flush(self, clients: Mapping[int, Client], ended: bool) -> None:
        """The refreshes asked for this tick, once each. People in the table menu (Escape on the board)
        are left there; they get the current board when they go back to it."""
        focus, self._focus = self._focus, {}
        some, self._refresh = self._refresh, set()
        everyone, self._refresh_all = self._refresh_all, False
        if ended:
            return
        for member, client in list(clients.items()):
            if member in focus:
                self.show(client, focus=focus[member])
            elif member in some or (everyone and not in_side_menu(client)):
                self.show(client)

    def carry_out(self, client: Client, effect: Show | ShowActions | ShowOptionValues | PromptNumber) -> None:
        """The core's effect on what ``client`` is shown now."""
        match effect:
            case Show(_, focus):
                self.show(client, focus=focus)
            case ShowActions(_, cell):
                self.show_actions_menu(client, cell)
            case ShowOptionValues(_, option_id):
                self.show_option_values(client, option_id)
            case PromptNumber(_, option_id):
                self.prompt_number(client, option_id)

    def _chosen(self, member: int, menu_id: str, cell: int | None, item_id: str) -> None:
        self._feed(MenuChosen(member, menu_id, item_id, cell))

    def show(self, client: Client, *, focus: int | None = None) -> None:
        """The table's current menu for ``client``: the waiting room, or the board."""
        core, member = self.core, client.id
        if core.table is None:
            render = functools.partial(self._render, client)
            chosen = functools.partial(self._chosen, member, WAITING_MENU, None)
            items = waiting_items(core, member, render)
            focus_id = self.waiting_focus.pop(member, None)
            client.show_menu(WAITING_MENU, [(i, text, chosen) for i, text in items], escape=_nothing,
                             selection_id=focus_id if any(i == focus_id for i, _ in items) else None)
            return
        viewer = core.viewer_of(member)
        layout = _CELLS_ONLY if client.is_playpalace else _CELLS_AND_ACTIONS
        bots = bot_numbers(core.seats)
        order, offered, frame = self.boards.board(
            core, viewer, client.language, client.binary, focus, self._renderer(client, bots), layout,
            own_sounds=client.is_web, bots=bots,
        )
        shown = client.menu  # the same board already shown: nothing to send, nothing to remember anew
        unchanged = client.menu_frame is frame and shown is not None and shown.menu_id == BOARD_MENU
        if focus is not None or not unchanged:
            state = MenuState(
                BOARD_MENU,
                order=order,
                escape=lambda: self._feed(KeyPressed(member, Key("escape"))),
                dispatch=functools.partial(self._chosen, member, BOARD_MENU, None),
                offered=offered,
            )
            client.show_prepared(state, frame, always=focus is not None)
        if client.is_web:
            visual = self.boards.visual_state(core, viewer.perspective)
            if visual is not None and visual != client.board_state:
                client.board_state = visual
                client.speak(visual, BOARD_STATE_BUFFER, muted=True)

    def show_actions_menu(self, client: Client, cell: int | None = None) -> None:
        """Escape on the board (or PlayPalace's Actions button): the actions offered now, who is here,
        watching from another seat, (our web client) downloading the match so far, leaving; Escape goes
        back to the board, focus where it was."""
        render = functools.partial(self._render, client)
        chosen = functools.partial(self._chosen, client.id, ACTIONS_MENU, cell)
        items = actions_menu_items(self.core, client.id, render)
        if client.is_web and self.core.table is not None:  # the match so far, as a file (our web client)
            items[-1:-1] = [(f"{DOWNLOAD_PREFIX}{fmt}", render(Message(f"archive-download-{fmt}")))
                            for fmt in EXPORT_FORMATS]
        client.show_menu(ACTIONS_MENU, [(i, text, chosen) for i, text in items],
                         escape=functools.partial(chosen, BACK_ITEM))

    def show_option_values(self, client: Client, option_id: str) -> None:
        """The menu of an option's values, the current one focused; Escape goes back to the waiting room."""
        menu_id = f"{OPTION_PREFIX}{option_id}"
        spec = option_spec(self.core, menu_id)
        values = None if spec is None else option_values(spec, functools.partial(self._render, client))
        if spec is None or values is None:
            return
        chosen = functools.partial(self._chosen, client.id, menu_id, None)
        client.show_menu(
            menu_id,
            [(f"{VALUE_PREFIX}{value}", text, chosen) for value, text in values],
            escape=functools.partial(chosen, BACK_ITEM),
            selection_id=f"{VALUE_PREFIX}{option_value(self.core, spec)}",
        )

    def prompt_number(self, client: Client, option_id: str) -> None:
        """A prompt for an option's number; the answer goes to the core as typed."""
        input_id = f"{OPTION_PREFIX}{option_id}"
        spec = option_spec(self.core, input_id)
        if spec is None:
            return
        member = client.id

        def answer(text: str) -> None:
            self._feed(TextEntered(member, input_id, text))

        client.pending_input = {input_id: answer}
        client.send(
            RequestInputPacket(
                input_id=input_id,
                prompt=self._render(client, spec.label),
                default_value=value_text(spec, self.core.options.get(spec.id, spec.default),
                                         functools.partial(self._render, client)),
            )
        )


def in_side_menu(client: Client) -> bool:
    """The client is in the actions menu (from the board): a refresh of everyone leaves it there."""
    return client.menu is not None and client.menu.menu_id.startswith(ACTIONS_MENU)
