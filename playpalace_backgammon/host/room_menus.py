"""The menus of a table, as items (id, text) for one listener: the waiting room (seats, the host's options,
bots, start, leave), the value menus of an option, the actions menu (Escape on the board) and the board.

The board is the ``menu`` PlayPalace's clients call ``turn_menu``: ``grid_enabled``, the table's grid cells
(ids ``cell-N``), then, for clients that lay the actions out under the board (see ``BoardLayout``), the
actions offered to this viewer now that have an item of their own (ids = the action's value). Letters and
digits are keys there, not type-to-search (``multiletter_enabled`` false), and Escape and Backspace travel
as keybinds, so Ctrl+Backspace reaches the table. It is built once per (viewer, language, layout) and
encoded once per (framing, focus) for each version of the game (``BoardViews``). What choosing an item
does is the room's business (``room.Room``), by the item's id.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from enum import Enum
from typing import Any

import msgpack  # type: ignore[import-untyped]

from playpalace_backgammon.table.interface import Message, OptionKind, OptionSpec, Viewer

from .room_clock import MORE_TIME_ITEM, TIME_LEFT_ITEM
from .room_core import RoomCore
from .room_status import RoomStatus
from .seats import SeatKind
from .sound_names import item_sound_name
from .turn_clock import OPTION as CLOCK_OPTION_SPEC

CELL_PREFIX = "cell-"
BOARD_MENU = "turn_menu"  # PlayPalace's clients offer their Actions button on this menu only
ACTIONS_MENU = "actions_menu"  # ... and show it, when that button asked for it, as their Actions dialog
MAX_INTEGER_MENU = 50
PRIVATE_ITEM = "private"  # the waiting room's item: the match private or public in the archive
REMATCH_ITEM = "rematch"  # after the match: another with the same seats and options
LEAVE_ITEM = "leave"
BOARD_STATE_BUFFER = "board_state"  # a muted speak our web client reads as JSON, never speaks

Render = Callable[[Message], str]
Item = tuple[str, str]
Frame = str | bytes


def cell_of(item_id: str | None) -> int | None:
    """The grid cell an item id names ("cell-7" -> 7), or None."""
    if item_id and item_id.startswith(CELL_PREFIX) and item_id[len(CELL_PREFIX) :].isdigit():
        return int(item_id[len(CELL_PREFIX) :])
    return None


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
        for spec in host_options(core):
            value = value_text(spec, option_value(core, spec), render)
            text = _t(render, "room-option", label=render(spec.label), value=value)
            items.append((f"option-{spec.id}", text))
        if any(seat.kind is SeatKind.EMPTY for seat in core.seats):
            items.append(("add-bot", _t(render, "room-add-bot")))
        if any(seat.kind is SeatKind.BOT for seat in core.seats):
            items.append(("remove-bot", _t(render, "room-remove-bot")))
        items.append(("start", _t(render, "room-start")))
    items.append(("leave", _t(render, "room-leave")))
    return items


def host_options(core: RoomCore) -> tuple[OptionSpec, ...]:
    """The options a host sets before the start: the game's own, then the turn clock (``turn_clock``)."""
    return (*core.declaration.options, CLOCK_OPTION_SPEC)


def option_spec(core: RoomCore, item_id: str) -> OptionSpec | None:
    """The option an ``option-<id>`` item names."""
    return next((spec for spec in host_options(core) if f"option-{spec.id}" == item_id), None)


def option_value(core: RoomCore, spec: OptionSpec) -> Any:
    """The value an option has now."""
    if spec is CLOCK_OPTION_SPEC:
        return core.clock_choice
    return core.options.get(spec.id, spec.default)


def value_text(spec: OptionSpec, value: Any, render: Render) -> str:
    if spec.kind is OptionKind.BOOLEAN:
        return _t(render, "option-on" if value else "option-off")
    if spec.kind is OptionKind.CHOICE:
        for choice, label in spec.choices:
            if choice == value:
                return render(label)
    return number_text(value, render)


def number_text(value: int, render: Render) -> str:
    """An integer as the listener's language writes it (Arabic and Persian in their own digits)."""
    return _t(render, "number", value=value)


def integer_bounds(spec: OptionSpec) -> tuple[int, int]:
    low = spec.minimum if spec.minimum is not None else 0
    high = spec.maximum if spec.maximum is not None else low + 100
    return low, high


def option_values(spec: OptionSpec, render: Render) -> list[tuple[Any, str]] | None:
    """The values a menu offers for ``spec``; None when the range is too wide for a menu (a text prompt
    asks for the number instead)."""
    if spec.kind is OptionKind.CHOICE:
        return [(choice, render(label)) for choice, label in spec.choices]
    low, high = integer_bounds(spec)
    if high - low > MAX_INTEGER_MENU:
        return None
    return [(number, number_text(number, render)) for number in range(low, high + 1)]


def actions_menu_items(core: RoomCore, member: int, render: Render) -> list[Item]:
    """Escape on the board: back, the actions offered to this member now that have an item of their own
    (ids = the action's value), who is here, the seat a spectator watches from, leave."""
    items: list[Item] = [("back", _t(render, "room-back-to-board"))]
    table = core.table
    if table is not None and not table.finished:
        viewer = core.viewer_of(member)
        items += [(str(action.id.value), render(action.label)) for action in table.actions_for(viewer)
                  if action.listed]
        if core.clocks is not None:
            items.append((TIME_LEFT_ITEM, _t(render, "clock-action-time-left")))
            if viewer.seat is not None:
                items.append((MORE_TIME_ITEM, _t(render, "clock-action-more-time")))
    elif table is not None and (seat := core.seat_of(member)) is not None:
        items.append((REMATCH_ITEM, rematch_text(core, seat, render)))
    items += [(f"seat-{index}", line) for index, line in enumerate(seat_lines(core, render))]
    if member in core.spectators:
        for index in range(len(core.seats)):
            text = _t(render, "room-watch-from", number=index + 1, name=core.seat_name(index))
            items.append((f"watch-{index}", text))
    items.append(("leave", _t(render, "room-leave")))
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
    """After the match, under the board: Rematch (players) and Leave table (everyone)."""
    items: list[dict[str, Any]] = []
    if viewer.seat is not None:
        items.append({"text": rematch_text(core, viewer.seat, render), "id": REMATCH_ITEM})
    items.append({"text": _t(render, "room-leave"), "id": LEAVE_ITEM})
    return items


def encoded_document(document: dict[str, Any], binary: bool) -> Frame:
    """A server packet already written out as plain data (the board menu, built for every change) as a
    frame, without the model round trip; the test suite validates every frame against the schema."""
    if binary:
        packed: bytes = msgpack.packb(document, use_bin_type=True)
        return packed
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


class BoardLayout(Enum):
    """What follows the 24 cells in a board menu.

    PlayPalace 11's own clients move through a grid menu themselves, over all its items: Alt+Down (and the
    desktop client's Down) would leave the board for the rows of actions under it. They get the cells alone
    and find the actions in the actions menu (Escape, or their Actions button), as with PlayPalace's own
    backgammon. Every other client gets the cells, then the actions offered now."""

    CELLS_AND_ACTIONS = "cells-and-actions"
    CELLS = "cells"


class BoardViews:
    """The board menus of one version of a table's game, built once per way of seeing them."""

    def __init__(self) -> None:
        self.version = -1
        self._bases: dict[tuple[Any, ...], tuple[list[str], frozenset[str], dict[str, Any]]] = {}
        self._frames: dict[tuple[Any, ...], Frame] = {}
        self._visual: dict[int, str | None] = {}

    def _current(self, core: RoomCore) -> None:
        if self.version != core.version:
            self.version = core.version
            self._bases.clear()
            self._frames.clear()
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
    ) -> tuple[list[str], frozenset[str], Frame]:
        """(item ids in order, the ids offered, the encoded menu) of the board for this viewer; each cell's
        sound named from our web client's pack (``own_sounds``) or from PlayPalace's."""
        self._current(core)
        base_key = (viewer.seat, viewer.perspective, language, layout, own_sounds)
        base = self._bases.get(base_key)
        if base is None:
            base = self._bases[base_key] = _board_document(core, viewer, render, layout, own_sounds)
        order, offered, document = base
        key = (*base_key, binary, focus)
        frame = self._frames.get(key)
        if frame is None:
            if focus is not None:
                document = {**document, "selection_id": f"{CELL_PREFIX}{focus}"}
            frame = self._frames[key] = encoded_document(document, binary)
        return order, offered, frame

    def visual_state(self, core: RoomCore, perspective: int) -> str | None:
        """Dice, cube, bar and borne-off counts as JSON for our web client's drawing."""
        self._current(core)
        if perspective not in self._visual:
            state = core.table.visual_state() if core.table is not None else None
            self._visual[perspective] = None if state is None else json.dumps(
                state.to_data(perspective), separators=(",", ":"))
        return self._visual[perspective]


def _board_document(
    core: RoomCore, viewer: Viewer, render: Render, layout: BoardLayout, own_sounds: bool
) -> tuple[list[str], frozenset[str], dict[str, Any]]:
    """(item ids in order, the ids offered, the menu packet as plain data): a ``menu`` packet of the schema,
    written out directly because it is encoded for every change of every table."""
    table = core.table
    assert table is not None
    grid = table.grid(viewer)
    items: list[dict[str, Any]] = []
    for index, cell in enumerate(grid.cells):  # a cell's sound: what stands there, heard as focus lands
        item = {"text": render(cell.label), "id": f"{CELL_PREFIX}{index}"}
        sound = item_sound_name(cell.sound, own_sounds)
        if sound is not None:
            item["sound"] = sound
        items.append(item)
    if layout is BoardLayout.CELLS_AND_ACTIONS:
        for action in table.actions_for(viewer):
            if action.listed:
                items.append({"text": render(action.label), "id": str(action.id.value)})
    if core.status is RoomStatus.FINISHED:  # every client, PlayPalace's too: not behind Escape alone
        items += after_match_items(core, viewer, render)
    document = {
        "type": "menu",
        "menu_id": BOARD_MENU,
        "items": items,
        "multiletter_enabled": False,
        "escape_behavior": "keybind",
        "grid_enabled": True,
        "grid_width": grid.width,
    }
    order = [item["id"] for item in items]
    return order, frozenset(order), document
