"""What every key and menu choice at a table means, decided for the table core: pure, without I/O.

A key pressed on the board (``KeyPressed``), an item chosen from one of the table's menus (``MenuChosen``)
or a number typed at a prompt (``TextEntered``) becomes ``Step`` s: the core's own events (a command
submitted, an option set, a seat watched from, a rematch asked ...) and effects (a menu shown, words said),
which the core applies in order. What each item id means lives here beside the ids themselves; which items
a person is offered is ``room_menus``'s business. The core is read through ``ChoiceRoom``, never changed.
"""

from __future__ import annotations

from enum import Enum
from typing import Any, Protocol

from playpalace_backgammon.bots import BotLevel
from playpalace_backgammon.table.interface import (
    Command,
    GameDeclaration,
    HostedTable,
    Key,
    Message,
    OptionKind,
    OptionSpec,
    Viewer,
)
from playpalace_backgammon.table.options import BOT_LEVEL

from ...net.match_downloads import EXPORT_FORMATS
from ..turn_clock import OPTION as CLOCK_OPTION_SPEC
from .room_clock import MORE_TIME_ITEM, TIME_LEFT_ITEM, clock_key_event
from .room_effects import (
    Effect,
    NameBot,
    OfferDownload,
    PromptNumber,
    Refresh,
    Say,
    Show,
    ShowActions,
    ShowOptionValues,
)
from .room_events import (
    AskLeave,
    AskMoreTime,
    AskRematch,
    AskTime,
    Event,
    KeyPressed,
    Leave,
    MemberId,
    MenuChosen,
    RemoveBot,
    SetOption,
    SetPrivate,
    Start,
    StayAtTable,
    Submit,
    TextEntered,
    WatchFrom,
)
from .room_status import RoomStatus

WAITING_MENU = "table"  # the waiting room
BOARD_MENU = "turn_menu"  # PlayPalace's clients offer their Actions button on this menu only
ACTIONS_MENU = "actions_menu"  # ... and show it, when that button asked for it, as their Actions dialog
CELL_PREFIX = "cell-"
OPTION_PREFIX = "option-"  # a waiting-room item, an option's menu of values and its prompt
VALUE_PREFIX = "value-"
DOWNLOAD_PREFIX = "download-"
WATCH_PREFIX = "watch-"
PRIVATE_ITEM = "private"  # the waiting room's item: the match private or public in the archive
REMATCH_ITEM = "rematch"  # after the match: another with the same seats and options
LEAVE_ITEM = "leave"
BACK_ITEM = "back"  # the actions menu's first item (and Escape out of a side menu): back to the table
ADD_BOT_ITEM, REMOVE_BOT_ITEM, START_ITEM = "add-bot", "remove-bot", "start"
MAX_INTEGER_MENU = 50  # a number option with a wider range is typed at a prompt

Step = Event | Effect


class ChoiceRoom(Protocol):
    """What a choice's meaning depends on (a ``RoomCore``, read only)."""

    declaration: GameDeclaration
    options: dict[str, Any]
    private: bool
    status: RoomStatus
    table: HostedTable | None
    names: list[str]
    usernames: dict[MemberId, str]
    leaving: set[MemberId]  # players asked Y or N: leave the match under way?

    @property
    def clock_choice(self) -> str: ...

    def is_host(self, member: MemberId) -> bool: ...

    def seat_of(self, member: MemberId) -> int | None: ...

    def viewer_of(self, member: MemberId) -> Viewer: ...

    def next_empty_seat(self) -> int | None: ...

    def leave_costs(self, member: MemberId) -> tuple[Message, Message] | None: ...


def steps_for(room: ChoiceRoom, event: KeyPressed | MenuChosen | TextEntered) -> list[Step]:
    """What ``event`` means at ``room`` now, in order. A player asked whether to leave the match under way
    answers Y (they leave) or N (they stay, and hear so); anything else they do keeps them at the table and
    means what it always does."""
    if event.member in room.leaving:
        if isinstance(event, KeyPressed) and not (event.key.control or event.key.alt or event.key.shift):
            name = event.key.key.lower()
            if name == "y":
                return [Leave(event.member)]
            if name == "n":
                return [StayAtTable(event.member)]
        return [StayAtTable(event.member, said=False), *_meaning(room, event)]
    return _meaning(room, event)


def _meaning(room: ChoiceRoom, event: KeyPressed | MenuChosen | TextEntered) -> list[Step]:
    match event:
        case KeyPressed(member, key, cell):
            return key_steps(room, member, key, cell)
        case MenuChosen(member, menu_id, item_id, cell):
            return menu_steps(room, member, menu_id, item_id, cell)
        case TextEntered(member, input_id, text):
            return number_steps(room, member, input_id, text)


# Keys.


def is_escape(key: Key) -> bool:
    """Escape without Control or Alt (Shift+Escape is Escape too)."""
    return key.key.lower() == "escape" and not (key.control or key.alt)


def key_steps(room: ChoiceRoom, member: MemberId, key: Key, cell: int | None) -> list[Step]:
    """A key on the board, focus on ``cell``: Escape opens the actions menu (the board asks clients to send
    it as a keybind, so that Backspace arrives as itself); Shift+T and Shift+M are the turn clock's; every
    other key is the table's."""
    table = room.table
    if table is None:
        return []
    if is_escape(key):
        return [ShowActions(member, cell)]
    clock_event = clock_key_event(member, key)
    if clock_event is not None:
        return [clock_event]
    command = table.command_for_key(room.viewer_of(member), key, cell)
    return [] if command is None else [Submit(member, command)]


# Menus.


def cell_of(item_id: str | None) -> int | None:
    """The grid cell an item id names ("cell-7" -> 7), or None."""
    if item_id and item_id.startswith(CELL_PREFIX) and item_id[len(CELL_PREFIX) :].isdigit():
        return int(item_id[len(CELL_PREFIX) :])
    return None


def menu_steps(
    room: ChoiceRoom, member: MemberId, menu_id: str, item_id: str, cell: int | None
) -> list[Step]:
    if menu_id == BOARD_MENU:
        return board_steps(room, member, item_id)
    if menu_id == ACTIONS_MENU:
        return actions_steps(room, member, item_id, cell)
    if menu_id == WAITING_MENU:
        return waiting_steps(room, member, item_id)
    spec = option_of(room.declaration, menu_id)
    if spec is None:
        return []
    if item_id == BACK_ITEM:
        return [Show(member)]
    value = value_of(spec, item_id)
    return [] if value is None else option_set_steps(room, member, spec, value)


def _action(room: ChoiceRoom, item_id: str) -> Enum | None:
    """The game's action an item id names, or None."""
    try:
        return room.declaration.actions(item_id)
    except ValueError:
        return None


def board_steps(room: ChoiceRoom, member: MemberId, item_id: str) -> list[Step]:
    """The board: a cell is Enter on it; after the match, Rematch and Leave table; an action under the
    board (it must have been offered)."""
    cell = cell_of(item_id)
    if cell is not None:
        return key_steps(room, member, Key("enter"), cell)
    if item_id == REMATCH_ITEM:
        return [AskRematch(member)]
    if item_id == LEAVE_ITEM:
        return [AskLeave(member)]
    action = _action(room, item_id)
    return [] if action is None else [Submit(member, Command(action), from_menu=True)]


def actions_steps(room: ChoiceRoom, member: MemberId, item_id: str, cell: int | None) -> list[Step]:
    """The actions menu, opened with the board's focus on ``cell``: leaving and the rematch; else the board
    comes back first, focus where it was, and an action is made there (a move of focus lands where it would
    have from the board), the turn clock asked, the match so far downloaded."""
    if item_id == LEAVE_ITEM:  # asked first, on the board, what leaving the match under way costs
        asked = room.leave_costs(member) is not None
        return [Show(member, cell), AskLeave(member)] if asked else [Leave(member)]
    if item_id == REMATCH_ITEM:
        return [AskRematch(member)]
    if item_id.startswith(WATCH_PREFIX) and item_id[len(WATCH_PREFIX):].isdigit():
        return [WatchFrom(member, int(item_id[len(WATCH_PREFIX):]))]
    back: list[Step] = [Show(member, cell)]
    if item_id.startswith(DOWNLOAD_PREFIX) and item_id[len(DOWNLOAD_PREFIX):] in EXPORT_FORMATS:
        return back + download_steps(room, member, item_id[len(DOWNLOAD_PREFIX):])
    if item_id == TIME_LEFT_ITEM:
        return back + [AskTime(member)]
    if item_id == MORE_TIME_ITEM:
        return back + [AskMoreTime(member)]
    action = _action(room, item_id)
    return back if action is None else back + [Submit(member, Command(action, cell), from_menu=True)]


def download_steps(room: ChoiceRoom, member: MemberId, fmt: str) -> list[Step]:
    """The match so far as a file: a private match to its players only, as the archive has it."""
    if room.private and room.usernames.get(member) not in room.names:
        return [Say((member,), Message("archive-private-match"))]
    return [OfferDownload(member, fmt)]


def waiting_steps(room: ChoiceRoom, member: MemberId, item_id: str) -> list[Step]:
    """The waiting room: an option to edit, privacy, bots, the start, leaving (seats' lines do nothing)."""
    spec = option_of(room.declaration, item_id)
    if spec is not None:
        return option_edit_steps(room, member, spec)
    if item_id == PRIVATE_ITEM:
        return [SetPrivate(member, not room.private)]
    if item_id == ADD_BOT_ITEM:  # a bot for the first empty seat (none left: a late choice)
        seat = room.next_empty_seat()
        return [] if seat is None else [NameBot(member, seat)]
    simple: dict[str, Step] = {REMOVE_BOT_ITEM: RemoveBot(member), START_ITEM: Start(member),
                               LEAVE_ITEM: AskLeave(member)}
    step = simple.get(item_id)
    return [] if step is None else [step]


# The host's options.


def host_options(declaration: GameDeclaration) -> tuple[OptionSpec, ...]:
    """The options a host sets before the start: the game's own, then the turn clock (``turn_clock``)."""
    return (*declaration.options, CLOCK_OPTION_SPEC)


def option_of(declaration: GameDeclaration, item_id: str) -> OptionSpec | None:
    """The option an ``option-<id>`` item (or menu, or prompt) names."""
    return next((spec for spec in host_options(declaration) if f"{OPTION_PREFIX}{spec.id}" == item_id), None)


def current_value(room: ChoiceRoom, spec: OptionSpec) -> Any:
    """The value an option has now."""
    if spec is CLOCK_OPTION_SPEC:
        return room.clock_choice
    return room.options.get(spec.id, spec.default)


def integer_bounds(spec: OptionSpec) -> tuple[int, int]:
    low = spec.minimum if spec.minimum is not None else 0
    high = spec.maximum if spec.maximum is not None else low + 100
    return low, high


def offered_choice(spec: OptionSpec, choice: Any) -> bool:
    """Whether a host is offered ``choice`` of ``spec``: every one but the bot levels hosts are not offered
    (Chaos, kept for fun and tests; a table set to it still plays it and says its name)."""
    return spec.id != BOT_LEVEL or BotLevel(choice).offered


def menu_values(spec: OptionSpec) -> list[Any] | None:
    """The values a menu offers for ``spec``; None when the range is too wide for a menu (a prompt asks
    for the number instead)."""
    if spec.kind is OptionKind.CHOICE:
        return [choice for choice, _ in spec.choices if offered_choice(spec, choice)]
    low, high = integer_bounds(spec)
    if high - low > MAX_INTEGER_MENU:
        return None
    return list(range(low, high + 1))


def value_of(spec: OptionSpec, item_id: str) -> Any | None:
    """The value a ``value-<value>`` item of an option's menu names, or None."""
    return next((value for value in menu_values(spec) or [] if f"{VALUE_PREFIX}{value}" == item_id), None)


def value_words(spec: OptionSpec, value: Any) -> Message | str:
    """An option's value as it is said: on or off, a choice's label, a number in the listener's digits."""
    if spec.kind is OptionKind.BOOLEAN:
        return Message("option-on" if value else "option-off")
    if spec.kind is OptionKind.CHOICE:
        for choice, label in spec.choices:
            if choice == value:
                return label
        return str(value)
    return number_words(value)


def number_words(value: int) -> Message:
    """An integer as the listener's language writes it (Arabic and Persian in their own digits)."""
    return Message("number", {"value": int(value)})


def option_words(member: MemberId, message_id: str, spec: OptionSpec, value: Any) -> Say:
    """``message_id`` said to ``member`` with an option's label and a value of it."""
    words = value_words(spec, value)
    args: dict[str, str | int] = {} if isinstance(words, Message) else {"value": words}
    parts = (("label", spec.label),) + ((("value", words),) if isinstance(words, Message) else ())
    return Say((member,), Message(message_id, args), parts=parts)


def option_edit_steps(room: ChoiceRoom, member: MemberId, spec: OptionSpec) -> list[Step]:
    """Booleans toggle at once; choices and numbers open a menu of values, its title said as it opens (a
    menu packet has none), or a prompt for a wide range. Anyone but the host before the start is refused."""
    current = current_value(room, spec)
    if not room.is_host(member) or room.status is not RoomStatus.WAITING:
        return [SetOption(member, spec.id, current)]  # the core refuses it and says why
    if spec.kind is OptionKind.BOOLEAN:
        return option_set_steps(room, member, spec, not current)
    if menu_values(spec) is None:
        return [PromptNumber(member, spec.id)]
    return [option_words(member, "room-option-choose", spec, current), ShowOptionValues(member, spec.id)]


def option_set_steps(room: ChoiceRoom, member: MemberId, spec: OptionSpec, value: Any) -> list[Step]:
    """The host's new value for an option: the waiting room comes back with the focus on that option, and
    the host hears the value it now has (the old one, if the option could no longer be set)."""
    now = value if room.is_host(member) and room.status is RoomStatus.WAITING else current_value(room, spec)
    return [Refresh((member,), item_id=f"{OPTION_PREFIX}{spec.id}"), SetOption(member, spec.id, value),
            option_words(member, "room-option-now", spec, now)]


def number_steps(room: ChoiceRoom, member: MemberId, input_id: str, text: str) -> list[Step]:
    """A number typed for an option: out of its bounds, the host hears them and the waiting room comes
    back."""
    spec = option_of(room.declaration, input_id)
    if spec is None:
        return []
    low, high = integer_bounds(spec)
    value = int(text) if text.strip().isdigit() else None
    if value is None or not low <= value <= high:
        refusal = Message("refusal-bad-number", {"minimum": low, "maximum": high})
        return [Say((member,), refusal), Show(member)]
    return option_set_steps(room, member, spec, value)
