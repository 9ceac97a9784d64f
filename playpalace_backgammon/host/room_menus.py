"""The menus of a table: the waiting room (seats, the host's options, bots, start, leave) and the game board.

The board is a ``menu`` with ``grid_enabled``: the table's grid cells (ids ``cell-N``) followed by the
actions offered to this viewer now (ids = the action's id). Escape on the board opens the table menu
(back to the board, who is here, the seat a spectator watches from, leave).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from playpalace_backgammon.table.interface import ActionId, Command, Key, OptionKind, OptionSpec, Viewer

from .board_state import BUFFER as BOARD_STATE_BUFFER
from .board_state import board_state_json
from .client import MenuHandler, MenuState, encoded_document
from .seats import SeatKind

if TYPE_CHECKING:
    from .client import Client
    from .room import Room

CELL_PREFIX = "cell-"
MAX_INTEGER_MENU = 50


def cell_of(item_id: str | None) -> int | None:
    """The grid cell an item id names ("cell-7" -> 7), or None."""
    if item_id and item_id.startswith(CELL_PREFIX) and item_id[len(CELL_PREFIX) :].isdigit():
        return int(item_id[len(CELL_PREFIX) :])
    return None


def show_room(room: Room, client: Client, *, focus: int | None = None) -> None:
    if room.table is None:
        show_waiting(room, client)
    else:
        show_board(room, client, focus=focus)


def _t(room: Room, client: Client, message_id: str, **args: Any) -> str:
    return room.lobby.text(client, message_id, **args)


def seat_lines(room: Room, client: Client) -> list[str]:
    lines = []
    for index, seat in enumerate(room.seats):
        number = index + 1
        if seat.kind is SeatKind.EMPTY:
            lines.append(_t(room, client, "room-seat-empty", number=number))
        elif seat.kind is SeatKind.BOT:
            lines.append(_t(room, client, "room-seat-bot", number=number, name=room.seat_name(index)))
        elif seat.client is None and not seat.bot_controlled:
            lines.append(_t(room, client, "room-seat-away", number=number, name=seat.username or ""))
        elif seat.bot_controlled:
            lines.append(_t(room, client, "room-seat-bot-playing", number=number, name=seat.username or ""))
        else:
            lines.append(_t(room, client, "room-seat-player", number=number, name=seat.username or ""))
    return lines


def _noop(_: str) -> None:
    return None


def show_waiting(room: Room, client: Client) -> None:
    items: list[tuple[str, str, MenuHandler]] = [
        (f"seat-{i}", line, _noop) for i, line in enumerate(seat_lines(room, client))
    ]
    if room.is_host(client):
        for spec in room.kind.declaration.options:
            text = _t(
                room,
                client,
                "room-option",
                label=_label(room, client, spec),
                value=_value_text(room, client, spec, room.options.get(spec.id, spec.default)),
            )
            items.append((f"option-{spec.id}", text, lambda _, s=spec: edit_option(room, client, s)))
        if any(seat.kind is SeatKind.EMPTY for seat in room.seats):
            items.append(("add-bot", _t(room, client, "room-add-bot"), lambda _: room.add_bot()))
        if any(seat.kind is SeatKind.BOT for seat in room.seats):
            items.append(("remove-bot", _t(room, client, "room-remove-bot"), lambda _: room.remove_bot()))
        items.append(("start", _t(room, client, "room-start"), lambda _: room.start(client)))
    items.append(("leave", _t(room, client, "room-leave"), lambda _: room.leave(client)))
    client.show_menu("table", items, escape=lambda: None)


def _label(room: Room, client: Client, spec: OptionSpec) -> str:
    return room.lobby.render(client, spec.label)


def _value_text(room: Room, client: Client, spec: OptionSpec, value: Any) -> str:
    if spec.kind is OptionKind.BOOLEAN:
        return _t(room, client, "option-on" if value else "option-off")
    if spec.kind is OptionKind.CHOICE:
        for choice, label in spec.choices:
            if choice == value:
                return room.lobby.render(client, label)
    return str(value)


def edit_option(room: Room, client: Client, spec: OptionSpec) -> None:
    """Booleans toggle at once; choices and numbers open a menu of values (a text prompt for wide ranges)."""
    if not room.is_host(client) or room.table is not None:
        client.speak(_t(room, client, "refusal-host-only"), "table")
        return
    current = room.options.get(spec.id, spec.default)
    if spec.kind is OptionKind.BOOLEAN:
        room.set_option(spec.id, not current)
        return
    values: list[tuple[Any, str]]
    if spec.kind is OptionKind.CHOICE:
        values = [(choice, room.lobby.render(client, label)) for choice, label in spec.choices]
    else:
        low = spec.minimum if spec.minimum is not None else 0
        high = spec.maximum if spec.maximum is not None else low + 100
        if high - low > MAX_INTEGER_MENU:
            prompt_integer(room, client, spec, low, high)
            return
        values = [(number, str(number)) for number in range(low, high + 1)]

    def choose(value: Any) -> None:
        if room.is_host(client) and room.table is None:
            room.set_option(spec.id, value)
        else:
            room.show(client)

    items: list[tuple[str, str, MenuHandler]] = [
        (f"value-{value}", text, lambda _, v=value: choose(v)) for value, text in values
    ]
    client.show_menu(
        f"option-{spec.id}", items, escape=lambda: room.show(client), selection_id=f"value-{current}"
    )


def prompt_integer(room: Room, client: Client, spec: OptionSpec, low: int, high: int) -> None:
    from .packets import RequestInputPacket

    input_id = f"option-{spec.id}"

    def answer(text: str) -> None:
        value = int(text) if text.strip().isdigit() else None
        if value is None or not low <= value <= high:
            client.speak(_t(room, client, "refusal-bad-number", minimum=low, maximum=high), "table")
            room.show(client)
        elif room.is_host(client) and room.table is None:
            room.set_option(spec.id, value)

    client.pending_input = {input_id: answer}
    client.send(
        RequestInputPacket(
            input_id=input_id,
            prompt=_label(room, client, spec),
            default_value=str(room.options.get(spec.id, spec.default)),
        )
    )


def show_board(room: Room, client: Client, *, focus: int | None = None) -> None:
    """The board grid and the actions offered now. Built once per viewer and language and encoded once per
    framing and focus until the table changes; a client already shown the same board gets nothing."""
    table = room.table
    assert table is not None
    viewer = room.viewer_of(client)
    key = (viewer.seat, viewer.perspective, client.language, client.binary, focus)
    frame = room.views.get(key)
    base = room.views.get(key[:3])
    if base is None:
        base = room.views[key[:3]] = _board_view(room, client, viewer)
    order, offered, document = base
    if frame is None:
        if focus is not None:
            document = {**document, "selection_id": f"{CELL_PREFIX}{focus}"}
        frame = room.views[key] = encoded_document(document, client.binary)
    state = MenuState(
        "board",
        order=order,
        escape=lambda: show_table_menu(room, client),
        dispatch=lambda item_id: choose_on_board(room, client, item_id),
        offered=offered,
    )
    client.show_prepared(state, frame, always=focus is not None)
    if client.is_web:
        send_board_state(room, client)


def _board_view(
    room: Room, client: Client, viewer: Viewer
) -> tuple[list[str], frozenset[str], dict[str, Any]]:
    """(item ids in order, the ids offered, the menu packet as plain data): a ``menu`` packet of the schema,
    written out directly because it is encoded for every change of every table."""
    table = room.table
    assert table is not None
    grid = table.grid(viewer)
    render = room.lobby.render
    items = [
        {"text": render(client, cell.label), "id": f"{CELL_PREFIX}{i}"} for i, cell in enumerate(grid.cells)
    ]
    for action in table.actions_for(viewer):
        if action.id is not ActionId.POINT:
            items.append({"text": render(client, action.label), "id": action.id.value})
    document = {
        "type": "menu",
        "menu_id": "board",
        "items": items,
        "escape_behavior": "escape_event",
        "grid_enabled": True,
        "grid_width": grid.width,
    }
    order = [item["id"] for item in items]
    return order, frozenset(order), document


def send_board_state(room: Room, client: Client) -> None:
    """Dice, cube, bar and borne-off counts for our web client's drawing, when they changed for it."""
    key = ("board_state",)
    state = room.views.get(key)
    if state is None:
        state = board_state_json(room.table) if room.table is not None else None
        room.views[key] = state
    if state is not None and state != client.board_state:
        client.board_state = state
        client.speak(state, BOARD_STATE_BUFFER, muted=True)


def choose_on_board(room: Room, client: Client, item_id: str) -> None:
    """A board item chosen from the menu: Enter on a cell, or one of the actions listed after the grid."""
    cell = cell_of(item_id)
    if cell is not None:
        press_enter(room, client, cell)
    else:
        room.submit(client, Command(ActionId(item_id)), from_menu=True)


def press_enter(room: Room, client: Client, cell: int) -> None:
    """Enter on a board cell: whatever the table says Enter means there."""
    press_key(room, client, Key("enter"), cell)


def press_key(room: Room, client: Client, key: Key, cell: int | None) -> None:
    table = room.table
    if table is None:
        return
    command = table.command_for_key(room.viewer_of(client), key, cell)
    if command is not None:
        room.submit(client, command)


def show_table_menu(room: Room, client: Client) -> None:
    items: list[tuple[str, str, MenuHandler]] = [
        ("back", _t(room, client, "room-back-to-board"), lambda _: room.show(client)),
    ]
    for index, line in enumerate(seat_lines(room, client)):
        items.append((f"seat-{index}", line, lambda _: room.show(client)))
    if client in room.spectators:
        for index in range(len(room.seats)):
            items.append(
                (
                    f"watch-{index}",
                    _t(room, client, "room-watch-from", number=index + 1, name=room.seat_name(index)),
                    lambda _, i=index: watch_from(room, client, i),
                )
            )
    items.append(("leave", _t(room, client, "room-leave"), lambda _: room.leave(client)))
    client.show_menu("table_menu", items, escape=lambda: room.show(client))


def watch_from(room: Room, client: Client, seat: int) -> None:
    if client in room.spectators:
        room.spectators[client] = seat
    room.show(client)
