"""The interface between a lobby host and a table game: plain dataclasses, enums and one protocol.

A table game does no I/O. The host feeds it commands from seats (or spectators) and delivers what it
returns: announcements (a Fluent message id plus arguments, addressed to an audience), private replies to
the asker, focus moves on the board grid. Everything a game can be asked is a real method with typed
arguments; nothing is looked up by name or parsed out of strings.

The host provides: delivery of announcements and replies in each listener's language, menus built from
``actions_for``, the board from ``grid``, key presses mapped through ``command_for_key``, bot decisions for
bot seats (``bot_turn``), and persistence (the command log, and ``snapshot``/``restore``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum
from typing import Any, Protocol

from ..rules import Play
from .bot_questions.bot_context import BotContext
from .presentation.sounds import Sound
from .presentation.visual_state import VisualState


@dataclass(frozen=True)
class Message:
    """Something a person hears or reads: a Fluent message id and its arguments."""

    id: str
    args: Mapping[str, MessageArg] = field(default_factory=dict)

    def __init__(self, id: str, args: Mapping[str, MessageArg] | None = None) -> None:
        # Written straight into the instance: tables build many messages, and the frozen dataclass
        # initialiser (one object.__setattr__ call a field) costs about twice as much.
        fields = self.__dict__
        fields["id"] = id
        fields["args"] = {} if args is None else args


@dataclass(frozen=True)
class Composed:
    """An argument made of literal pieces and messages, each message said in the listener's language and
    the pieces joined: a move's notation ("bar/20 13/7*"), whose numbers and words are the language's."""

    parts: tuple[str | Message, ...]


MessageArg = str | int | Decimal | Message | Composed
"""What a message's argument may be: a string, an integer, a decimal (written with its places, in the
listener's digits and decimal sign: ``decimal``), a message or a composed text."""


def decimal(value: float, places: int) -> Decimal:
    """``value`` rounded to ``places`` decimals, as a message argument that keeps them ("5.0", "0.100");
    never a negative zero."""
    rounded = Decimal(repr(round(value, places))).quantize(Decimal(1).scaleb(-places))
    return rounded.copy_abs() if rounded.is_zero() else rounded


@dataclass(frozen=True)
class Viewer:
    """Who is asking or listening: a seated player (``seat``) or a spectator (``seat`` None).

    ``perspective`` is the seat whose point numbering the viewer uses: their own for a player, the seat a
    spectator chose to watch from (default 0) for a spectator.
    """

    seat: int | None
    perspective: int = 0

    @classmethod
    def player(cls, seat: int) -> Viewer:
        known = _VIEWERS.get((seat, seat))  # viewers are values: the usual ones are made once
        return known if known is not None and cls is Viewer else cls(seat, seat)

    @classmethod
    def spectator(cls, perspective: int = 0) -> Viewer:
        known = _VIEWERS.get((None, perspective))
        return known if known is not None and cls is Viewer else cls(None, perspective)


_VIEWERS = {(seat, view): Viewer(seat, view) for seat, view in ((0, 0), (1, 1), (None, 0), (None, 1))}


@dataclass(frozen=True)
class Audience:
    """Who hears an announcement: these seated players, and spectators watching from these seats."""

    seats: frozenset[int] = frozenset()
    spectator_perspectives: frozenset[int] = frozenset()

    def includes(self, viewer: Viewer) -> bool:
        if viewer.seat is not None:
            return viewer.seat in self.seats
        return viewer.perspective in self.spectator_perspectives


@dataclass(frozen=True)
class Announcement:
    """A message for an audience; the host renders it in each listener's language.

    ``settled``: the words a recap (a player coming back) uses once something has happened since, for an
    announcement that asks the listener to act (an offer's "press Y or N"); None: the message as it is.
    ``sound``: what this audience hears with the words as it happens (never in a recap; ``sounds.Sound``)."""

    audience: Audience
    message: Message
    settled: Message | None = None
    sound: Sound | None = None

    def __init__(
        self, audience: Audience, message: Message, settled: Message | None = None,
        sound: Sound | None = None,
    ) -> None:
        fields = self.__dict__  # as Message: the hot path of every announcement
        fields["audience"] = audience
        fields["message"] = message
        fields["settled"] = settled
        fields["sound"] = sound


@dataclass(frozen=True)
class Key:
    """A key chord as PlayPalace clients name keys (``key`` lower-case, e.g. "enter", "d", "up", "home")."""

    key: str
    shift: bool = False
    control: bool = False
    alt: bool = False


@dataclass(frozen=True)
class Command:
    """One request to a table: an action, with the grid cell it was made on where that matters, or for
    ``MOVE_CHECKER`` the checker's move ``(from, to)`` in the actor's own numbering (25 the bar, 0 off)."""

    action: Enum
    cell: int | None = None
    move: tuple[int, int] | None = None

    def __init__(
        self, action: Enum, cell: int | None = None, move: tuple[int, int] | None = None,
    ) -> None:
        fields = self.__dict__  # as Message: one command a key press
        fields["action"] = action
        fields["cell"] = cell
        fields["move"] = move

    def to_data(self) -> list[Any]:
        """The command as a JSON-ready list (the one form commands are written in, in logs and snapshots):
        [action, cell], or [action, cell, from, to]. Every snapshot writes its table's whole log, so the
        action's value is read as ``_value_`` (``.value`` is a Python-level descriptor, most of the cost)."""
        if self.move is None:
            return [self.action._value_, self.cell]
        return [self.action._value_, self.cell, self.move[0], self.move[1]]

    @classmethod
    def from_data(cls, data: Sequence[Any], actions: type[Enum]) -> Command:
        """The command ``to_data`` wrote, its action one of the game's ``actions``; ValueError on anything
        else."""
        if not isinstance(data, list | tuple) or len(data) not in (2, 4):
            raise ValueError("command")
        action, cell = actions(data[0]), data[1]
        if cell is not None and type(cell) is not int:
            raise ValueError("cell")
        if len(data) == 2:
            return cls(action, cell)
        source, target = data[2], data[3]
        if type(source) is not int or type(target) is not int:
            raise ValueError("move")
        return cls(action, cell, (source, target))


@dataclass(frozen=True)
class Action:
    """An action offered to a viewer now, for menus and key help. ``listed`` is False for an action made on
    the board itself (Enter on a cell), which has no menu item of its own. ``needs_cell``: made from the
    board's focused cell (a move of the focus to a row's or column's edge), so only a menu that knows that
    cell (the actions menu, opened from the board) offers it; an item under the board has no cell."""

    id: Enum
    label: Message
    keys: tuple[Key, ...] = ()
    listed: bool = True
    needs_cell: bool = False


@dataclass(frozen=True)
class GridCell:
    """One cell of the board grid: its spoken label, whether it is selected, and the sound of what stands
    there (heard as the focus lands on it; None: an empty point)."""

    label: Message
    selected: bool = False
    sound: Sound | None = None


@dataclass(frozen=True)
class Grid:
    """The board as rows of cells, ``width`` cells a row, seen from the viewer's perspective."""

    width: int
    cells: tuple[GridCell, ...]


@dataclass(frozen=True)
class Outcome:
    """What handling one command produced.

    ``announcements`` go to their audiences, ``replies`` to the asker only, ``focus`` (a cell index) moves the
    asker's grid focus; ``changed`` says whether the game state changed (the host logs and saves only then).
    """

    announcements: tuple[Announcement, ...] = ()
    replies: tuple[Message, ...] = ()
    focus: int | None = None
    changed: bool = False

    def __init__(
        self,
        announcements: tuple[Announcement, ...] = (),
        replies: tuple[Message, ...] = (),
        focus: int | None = None,
        changed: bool = False,
    ) -> None:
        fields = self.__dict__  # as Message: one outcome a command
        fields["announcements"] = announcements
        fields["replies"] = replies
        fields["focus"] = focus
        fields["changed"] = changed


class TableRefusal(Exception):
    """A command the table does not accept from this viewer now; ``message`` says why, to the asker only."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.id)
        self.message = message


class OptionKind(Enum):
    """How an option's value is chosen."""

    INTEGER = "integer"
    CHOICE = "choice"
    BOOLEAN = "boolean"


@dataclass(frozen=True)
class OptionSpec:
    """One option a host can set before the start: its id, kind, default, bounds or choices, and label."""

    id: str
    kind: OptionKind
    default: Any
    label: Message
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[tuple[str, Message], ...] = ()  # (value, label); choice values are stable ids


@dataclass(frozen=True)
class GameDeclaration:
    """What a table game is: its id, display name, seats, options model, and the enum of its actions (whose
    values are the stable ids of its menu items and logged commands)."""

    id: str
    name: Message
    seats: int
    options: tuple[OptionSpec, ...]
    actions: type[Enum]


@dataclass(frozen=True)
class BotTurn:
    """What a bot seat must decide now, and the rules-level question it answers (``context``)."""

    seat: int
    context: BotContext

    def __init__(self, seat: int, context: BotContext) -> None:
        fields = self.__dict__  # as Message: one a decision
        fields["seat"] = seat
        fields["context"] = context


class TableGame(Protocol):
    """A table game driven by a host. Construct with options (validated), seat names and a dice source."""

    declaration: GameDeclaration

    def start(self) -> Outcome:
        """Begins the game (the host calls it once, when the host presses start)."""
        ...

    @property
    def finished(self) -> bool:
        """Whether the game (the whole match) is over."""
        ...

    def actions_for(self, viewer: Viewer) -> Sequence[Action]:
        """The actions this viewer can take now (the host's menu and key help)."""
        ...

    def command_for_key(self, viewer: Viewer, key: Key, cell: int | None) -> Command | None:
        """The command a key press means for this viewer, focus on ``cell``; None if the key is unbound."""
        ...

    def handle(self, viewer: Viewer, command: Command) -> Outcome:
        """Applies a command; raises TableRefusal (changing nothing) when it is not allowed."""
        ...

    def grid(self, viewer: Viewer) -> Grid:
        """The board grid as this viewer sees it."""
        ...

    def bot_turn(self) -> BotTurn | None:
        """The decision a seat has to make now, if any (the host asks only for bot seats)."""
        ...

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain data."""
        ...

    @classmethod
    def restore(cls, data: Mapping[str, Any], dice: Any = None) -> TableGame:
        """The table ``snapshot`` wrote, drawing future dice from ``dice``; TableRefusal on bad data."""
        ...


class HostedTable(TableGame, Protocol):
    """What the lobby host needs of a table beyond ``TableGame``: the dice it drew (for its log), the
    commands that carry out a bot's decision, the hint questions an engine answers better than the rules,
    and the words of those answers."""

    def score(self) -> tuple[int, ...]:
        """The points each seat has in the match so far (kept with a table that is closed or abandoned)."""
        ...

    def game_number(self) -> int:
        """The number of the game in play or last played (1 for the first; 0 before the start): where a
        replay of the match's log stands."""
        ...

    @property
    def dice_log(self) -> Sequence[int]:
        """Every die drawn so far, in order (the host logs the ones each command drew)."""
        ...

    def advice_context(self, viewer: Viewer, command: Command) -> BotContext | None:
        """The question an engine answers for ``command`` (a hint) from ``viewer`` now; None when the
        command is not a hint; TableRefusal when a hint cannot be given now."""
        ...

    def commands_for_play(self, seat: int, play: Play) -> Sequence[Command]:
        """The commands that make ``play``, one of the legal plays of ``seat``'s bot turn."""
        ...

    def time_out_commands(self, seat: int) -> Sequence[Command]:
        """The commands by which ``seat``, whose turn clock ran out, loses the whole match (the host's
        alone: never offered to a player, bound to no key)."""
        ...

    def forfeit_commands(self, seat: int) -> Sequence[Command]:
        """The commands by which ``seat``, whose player left a match nobody else is left at, gives it up
        (the game in play forfeited as its position scores)."""
        ...

    def given_up_by(self) -> int | None:
        """The seat that gave the finished match up (resigned it, from the board or by leaving, or lost it
        on time), None while it goes on or when it was played to its end (a tournament records which)."""
        ...

    def leave_words(self, seat: int, *, forfeit: bool) -> tuple[Message, Message]:
        """What leaving the match under way costs ``seat``: the question its player answers Y or N, and what
        the others hear once they left. ``forfeit``: nobody is left to play on, so leaving gives the match
        up now (``forfeit_commands``); else a bot plays the seat until its player comes back."""
        ...

    def commands_for_answer(
        self, seat: int, yes: bool, *, beaver: bool = False, raccoon: bool = False,
    ) -> Sequence[Command]:
        """The command for a yes/no decision of ``seat``'s bot turn (double, take, accept, play on; else
        roll, drop, decline, stop); ``beaver``: beaver the double instead, ``raccoon``: raccoon the beaver
        instead, each where the rules allow it."""
        ...

    def hint_replies(
        self, ranked: Sequence[Play], total: int | None = None, ranked_by: str = "engine",
    ) -> tuple[Message, ...]:
        """The words of a move hint: plays ranked best first (by an engine, or "simple": the Simple bot)."""
        ...

    def cube_hint_replies(
        self, double: bool | None, take: bool | None, *,
        equities: tuple[float, float, float] | None = None, beaver: bool = False, raccoon: bool = False,
    ) -> tuple[Message, ...]:
        """The words of an engine's cube hint for whoever decides now, from their side: before rolling,
        whether to double (None: unavailable or useless) and the opponent's right answer; facing a double,
        whether to take (``beaver``: beaver, in money play with beavers); facing a beaver, whether to take
        it (``raccoon``: raccoon, in money play with raccoons); in money play the engine's
        ``equities`` (no double, double and take, double and pass) too."""
        ...

    def visual_state(self) -> VisualState | None:
        """Dice, cube, bar and borne-off counts for a visual board (our web client); None before the start."""
        ...

    def held_checker(self, viewer: Viewer) -> Message | None:
        """The checker ``viewer`` picked up and still holds, in words (a recap after a reconnect); None."""
        ...
