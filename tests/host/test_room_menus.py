"""The table's menus as items for one listener, built from the core without a connection."""

from __future__ import annotations

import json

from playpalace_backgammon.host.tables.core.room_choices import host_options
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_events import AddBot, Join, SetOption, Start, Watch
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.host.tables.room_menus import (
    BoardLayout,
    BoardViews,
    actions_menu_items,
    cell_of,
    option_spec,
    option_values,
    value_text,
    waiting_items,
)
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Message, OptionSpec, Viewer

LOCALIZER = Localizer()


def render(message: Message) -> str:
    return LOCALIZER.render(message, "en")


def _core() -> RoomCore:
    kind = backgammon()
    core = RoomCore("t1", kind.declaration, kind.create, "ann", 1, dice=SeededDice(2))
    core.handle(Join(1, "ann"))
    return core


def test_the_waiting_room_offers_the_host_controls_to_the_host_only() -> None:
    core = _core()
    core.handle(Watch(2, "cat"))
    host_ids = [item_id for item_id, _ in waiting_items(core, 1, render)]
    assert host_ids[:2] == ["seat-0", "seat-1"] and "add-bot" in host_ids and "start" in host_ids
    assert "option-match_length" in host_ids and host_ids[-1] == "leave"
    assert [item_id for item_id, _ in waiting_items(core, 2, render)] == ["seat-0", "seat-1", "leave"]
    watcher_menu = [item_id for item_id, _ in actions_menu_items(core, 2, render)]
    assert watcher_menu[-3:] == ["watch-0", "watch-1", "leave"]


def _spec(core: RoomCore, option_id: str) -> OptionSpec:
    spec = option_spec(core, f"option-{option_id}")
    assert spec is not None
    return spec


def test_option_values_and_clock_settings_are_said_in_the_listeners_digits() -> None:
    """Arabic and Persian hosts hear every option's value, every number a value menu offers and the
    clock settings' seconds and minutes in their own digits ("طول المباراة: 5" was heard)."""
    core = _core()
    for locale in ("ar", "fa"):
        digits = LOCALIZER.digits(locale)

        def said(message: Message, locale: str = locale) -> str:
            return LOCALIZER.render(message, locale)

        texts = [text for _, text in waiting_items(core, 1, said)]
        for spec in host_options(core.declaration):
            texts += [text for _, text in option_values(spec, said) or []]
        assert texts and not any(character in "0123456789" for text in texts for character in text), texts
        lengths = option_values(_spec(core, "match_length"), said)
        assert lengths is not None and (5, digits[5]) in lengths and (12, digits[1] + digits[2]) in lengths
    standard = dict(option_values(_spec(core, "turn_clock"), render) or [])
    assert standard["standard"] == "Standard: 12 seconds a move, 2 minutes in reserve each game"
    arabic = dict(option_values(_spec(core, "turn_clock"),
                                lambda message: LOCALIZER.render(message, "ar")) or [])
    assert "١٢ ثانية" in arabic["standard"] and "ودقيقتان" in arabic["standard"]


def test_the_host_is_offered_the_documented_bot_levels_and_chaos_still_plays() -> None:
    """The bot levels a host chooses from are the user's guide's five; Chaos, a level for fun and for
    tests, is not offered, but a table set to it (by ``selfplay``) still plays and reads its name."""
    core = _core()
    spec = option_spec(core, "option-bot_level")
    assert spec is not None
    offered = option_values(spec, render)
    assert offered is not None
    assert [text for _, text in offered] == ["Random", "Simple", "GNUBG 0-ply", "GNUBG 1-ply", "GNUBG 2-ply"]
    core.handle(SetOption(1, "bot_level", "chaos"))
    core.handle(AddBot(1, "Bot 2"))
    core.handle(Start(1))
    assert core.table is not None and core.table.options.bot_level.value == "chaos"  # type: ignore[attr-defined]
    assert value_text(spec, "chaos", render) == "Chaos"


def test_the_board_lists_the_cells_then_the_actions_with_an_item_of_their_own() -> None:
    core = _core()
    core.handle(AddBot(1, "Bot 2"))
    core.handle(Start(1))
    assert core.table is not None
    views = BoardViews()
    viewer = Viewer.player(0)
    order, offered, frame = views.board(core, viewer, "en", False, None, render)
    cells = [item_id for item_id in order if cell_of(item_id) is not None]
    assert cells == [f"cell-{i}" for i in range(24)]
    offered_actions = [a for a in core.table.actions_for(viewer)]
    # Under the board: every action with an item of its own but those made from the focused cell (the row's
    # and column's edges), which an item under the board could not name.
    edges = {ActionId.ROW_START, ActionId.ROW_END, ActionId.COLUMN_TOP, ActionId.COLUMN_BOTTOM}
    assert edges <= {a.id for a in offered_actions}
    listed = [str(a.id.value) for a in offered_actions if a.id is not ActionId.POINT and a.id not in edges]
    assert order[24:] == listed and ActionId.POINT.value not in order
    assert "status_pips" in listed and not {edge.value for edge in edges} & set(order)
    document = json.loads(frame)
    assert document["menu_id"] == "turn_menu" and document["grid_width"] == 12 and offered == frozenset(order)
    # Letters are keys on the board, not type-to-search; Escape and Backspace arrive as keybinds.
    assert document["multiletter_enabled"] is False and document["escape_behavior"] == "keybind"
    again = views.board(core, viewer, "en", False, None, render)
    assert again[2] is frame  # encoded once until the game changes
    focused = views.board(core, viewer, "en", False, 5, render)
    assert json.loads(focused[2])["selection_id"] == "cell-5"


def test_playpalace_clients_get_the_cells_alone_and_find_the_actions_in_the_actions_menu() -> None:
    core = _core()
    core.handle(AddBot(1, "Bot 2"))
    core.handle(Start(1))
    assert core.table is not None
    viewer = Viewer.player(0)
    views = BoardViews()
    order, offered, frame = views.board(core, viewer, "en", False, None, render, BoardLayout.CELLS)
    assert order == [f"cell-{i}" for i in range(24)] and offered == frozenset(order)
    assert [item["id"] for item in json.loads(frame)["items"]] == order
    full = views.board(core, viewer, "en", False, None, render, BoardLayout.CELLS_AND_ACTIONS)
    assert full[0][24:] and full[2] != frame
    listed = [str(a.id.value) for a in core.table.actions_for(viewer) if a.id is not ActionId.POINT]
    items = actions_menu_items(core, 1, render)
    ids = [item_id for item_id, _ in items]
    assert ids[0] == "back" and ids[1 : 1 + len(listed)] == listed and ids[-1] == "leave"
    assert dict(items)["status_pips"] == "Pip counts"
    assert "row_start" in ids  # the actions menu knows the cell the board's focus was on


def test_a_new_version_renders_only_the_changed_cells_and_an_unchanged_board_is_the_same_frame() -> None:
    core = _core()
    core.handle(AddBot(1, "Bot 2"))
    core.handle(Start(1))
    table = core.table
    assert table is not None
    said: list[Message] = []

    def counting(message: Message) -> str:
        said.append(message)
        return render(message)

    views, spectator = BoardViews(), Viewer.spectator(0)
    first = views.board(core, spectator, "en", False, None, counting)[2]
    assert len(said) >= 24
    said.clear()
    core.version += 1  # the game moved on, but nothing this point of view shows changed
    assert views.board(core, spectator, "en", False, None, counting)[2] is first and not said
    while (turn := table.bot_turn()) is not None and not turn.context.legal_plays:
        for command in table.commands_for_answer(turn.seat, False):  # rolls until a move is to be made
            table.handle(Viewer.player(turn.seat), command)
    assert turn is not None
    before = table.grid(spectator).cells
    for command in table.commands_for_play(turn.seat, turn.context.legal_plays[0]):
        table.handle(Viewer.player(turn.seat), command)
    changed = sum(1 for old, new in zip(before, table.grid(spectator).cells, strict=True) if old != new)
    core.version += 1
    moved = views.board(core, spectator, "en", False, None, counting)[2]
    assert moved != first and 0 < changed
    assert len([message for message in said if message.id == "bg-cell"]) == changed
    cells = json.loads(moved)["items"][:24]
    assert [item["text"] for item in cells] == [render(cell.label) for cell in table.grid(spectator).cells]
