"""The state of one backgammon match at a table, and the steps every command family is built from.

``TableState`` holds the seats' names and colours, the rules core's ``Match``, the turn being built
sub-move by sub-move, the selected checker, the dice and command logs. The functions here are the steps
the command families (``moves``, ``offers``, ``money``, ``navigation``, ``status_replies``, ``hints``,
``bot_adapter``, ``menu``, ``key_commands``, ``persistence``) share: applying a rules command (and starting
the next game when one ends), keeping the turn in progress in step with the match, and refusing what a
viewer may not do now. ``BackgammonTable`` holds one state and dispatches each command to its family.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import Match, Phase, Position, Refusal, ResultKind, SystemDice, legal_plays
from ..rules import commands as rc
from ..rules import events as re_
from ..rules.dice import DiceSource, RecordingDice
from .actions import ActionId
from .interface import Announcement, Command, Message, TableRefusal, Viewer
from .options import TableOptions, parse_options
from .presentation.board_grid import CELLS, point_of_cell
from .presentation.narrator import Narrator
from .turn import TurnInProgress

GAME_ID = "backgammon"
COLOURS = ("white", "red")

RESIGN_KINDS = {
    ActionId.RESIGN_SINGLE: ResultKind.SINGLE,
    ActionId.RESIGN_GAMMON: ResultKind.GAMMON,
    ActionId.RESIGN_BACKGAMMON: ResultKind.BACKGAMMON,
}

REFUSAL_MESSAGES = {
    "no-cube-single-game": "bg-refuse-double-single-game",
    "crawford-game": "bg-refuse-double-crawford",
    "not-before-roll": "bg-refuse-double-after-roll",
    "opponent-owns-cube": "bg-refuse-double-opponent-owns",
    "cube-at-maximum": "bg-refuse-double-maximum",
    "resign-higher": "bg-refuse-resign-higher",
    "no-beavers": "money-refuse-beaver-off",
    "no-double-to-beaver": "money-refuse-beaver-no-double",
    "beaver-at-maximum": "money-refuse-beaver-maximum",
    "no-raccoons": "raccoon-refuse-off",
    "no-beaver-to-raccoon": "raccoon-refuse-no-beaver",
    "raccoon-limit": "raccoon-refuse-limit",
    "raccoon-at-maximum": "raccoon-refuse-maximum",
    "already-playing-on": "money-refuse-already-playing-on",
}


def refuse(message_id: str, **args: str | int) -> TableRefusal:
    """A refusal with the message that says why, to the asker only."""
    return TableRefusal(Message(message_id, args))


def action_of(command: Command) -> ActionId:
    """The command's action, one of this table's own (``handle`` lets no other through to a handler)."""
    action = command.action
    if not isinstance(action, ActionId):
        raise refuse("bg-refuse-unknown-action")
    return action


class TableState:
    """One backgammon match at a table: plain state, read and changed by the command families' functions."""

    def __init__(
        self,
        options: Mapping[str, Any] | TableOptions | None = None,
        names: Sequence[str] = ("1", "2"),
        dice: DiceSource | None = None,
    ) -> None:
        self.options = parse_options(options)
        if len(names) != 2 or not all(isinstance(name, str) for name in names):
            raise refuse("bg-refuse-seat-names")
        self.names = (names[0], names[1])
        self.dice_log: list[int] = []
        self.dice = RecordingDice(dice if dice is not None else SystemDice(), self.dice_log)
        self.match = Match(self.options.match_options())
        self.colours: tuple[str, str] = COLOURS
        self.started = False
        self.turn: TurnInProgress | None = None
        self.selected: int | None = None  # the selected checker's point, in the mover's numbering
        self.resign_match_pending: int | None = None  # the seat asked to confirm resigning the match
        self.log: list[tuple[int | None, Command]] = []
        self.selected_replies: dict[tuple[int, int], tuple[Message]] = {}  # by (point, checkers there)
        self.narrator = Narrator(self.names, self.colours, self.options.verbose, self.options.session_length)

    @property
    def finished(self) -> bool:
        """Whether the whole match is over."""
        return self.match.phase is _MATCH_OVER


# Phases read on every command, as module globals: in Python 3.11 a member read from its enum class is a
# Python-level look-up (the enum metaclass defines ``__getattr__``), about three times a global's cost.
MOVING = Phase.MOVING
AWAITING_ROLL = Phase.AWAITING_ROLL
_GAME_OVER = Phase.GAME_OVER
_MATCH_OVER = Phase.MATCH_OVER
_RESIGNATION_OFFERED = Phase.RESIGNATION_OFFERED
_ANSWERING = (Phase.DOUBLE_OFFERED, Phase.RESIGNATION_OFFERED)
ROLLING = (Phase.AWAITING_ROLL,)  # ``require_turn``'s phases for a roll, and for a move
MOVING_ONLY = (Phase.MOVING,)

def board_for(state: TableState, seat: int) -> Position:
    """The board now, sub-moves of the turn in progress included, seen by ``seat``."""
    if state.turn is not None and state.match.turn is not None:
        mover_view = state.turn.position
        return mover_view if seat == state.match.turn else mover_view.swap()
    return state.match.position_for(seat)


def numbering(viewer: Viewer) -> int:
    """The seat whose point numbering ``viewer`` uses: their own, or the one a spectator watches from."""
    return viewer.seat if viewer.seat is not None else viewer.perspective


def check_viewer(viewer: Viewer) -> None:
    """Refuses anything but a seat's player or a spectator watching from one of the seats."""
    if not isinstance(viewer, Viewer) or viewer.seat not in (None, 0, 1) \
            or viewer.perspective not in (0, 1):
        raise refuse("bg-refuse-bad-viewer")


def apply(state: TableState, command: rc.Command) -> list[Announcement]:
    """Applies a rules command (which must be legal now), then starts the next game when one ended."""
    match = state.match
    events = match.apply(command, state.dice)
    narrator = state.narrator
    out: list[Announcement] = []
    for event in events:
        out += narrator.event(event, match.position)
    if match.phase is _GAME_OVER and match.options.money \
            and any(isinstance(event, re_.GameWon) for event in events):
        out += narrator.between_games()
    if match.phase is _GAME_OVER and not match.options.money:  # money: both play on
        previous_crawford = match.crawford
        state.turn = None
        state.selected = None
        events = match.apply(rc.StartGame(), state.dice)
        for event in events:
            out += narrator.event(event, match.position)
            if isinstance(event, re_.GameStarted) and previous_crawford and not event.crawford:
                out += narrator.post_crawford()
    sync_turn(state)
    return out


def sync_turn(state: TableState) -> None:
    """Keeps the turn in progress in step with the match: a fresh one for each roll to be played."""
    match = state.match
    moving = match.phase is MOVING or (
        match.phase is _RESIGNATION_OFFERED and match.phase_before_resign is MOVING)
    if moving and match.turn is not None and match.dice is not None:
        if state.turn is None:
            start = match.position_for(match.turn)
            plays = match.legal_plays() if match.phase is MOVING else legal_plays(start, match.dice)
            state.turn = TurnInProgress(start, match.dice, plays)
            state.selected = None
    else:
        state.turn = None
        state.selected = None


def apply_rules(state: TableState, command: rc.Command) -> list[Announcement]:
    """``apply``, with the rules core's refusal turned into the table's words for it."""
    try:
        return apply(state, command)
    except Refusal as refusal:
        message = REFUSAL_MESSAGES.get(refusal.reason)
        if message is None:
            raise refuse("bg-refuse-not-now") from refusal
        raise refuse(message) from refusal


def require_turn(state: TableState, seat: int, phases: tuple[Phase, ...]) -> None:
    """Refuses unless ``seat`` is the one to act and the match is in one of ``phases``."""
    match = state.match
    if match.phase is _GAME_OVER and match.options.money:
        raise refuse("money-refuse-between-games")
    acting = match.responder if match.phase in _ANSWERING else match.turn
    if acting != seat:
        raise TableRefusal(waiting_message(state, acting))
    if match.phase not in phases:
        raise TableRefusal(phase_hint(state, seat))


def waiting_message(state: TableState, acting: int | None) -> Message:
    """Why a seat may not act now: whom the table waits for, and for what."""
    if acting is None:
        return Message("bg-refuse-not-now")
    return Message("bg-refuse-not-your-turn", {"name": state.names[acting], "phase": state.match.phase.value})


def phase_hint(state: TableState, seat: int) -> Message:
    """What ``seat`` (the one to act) should do now instead."""
    phase = state.match.phase
    if phase is Phase.AWAITING_ROLL:
        return Message("bg-refuse-roll-first")
    if phase is Phase.MOVING:
        if state.turn is not None and state.turn.complete:
            return Message("bg-refuse-end-turn-first")
        return Message("bg-refuse-move-first")
    if phase is Phase.DOUBLE_OFFERED:
        return Message("bg-refuse-answer-double")
    if phase is Phase.RESIGNATION_OFFERED:
        return Message("bg-refuse-answer-resignation")
    return Message("bg-refuse-not-now")


def seat_of(viewer: Viewer) -> int:
    """The asker's seat; a spectator is refused."""
    if viewer.seat is None:
        raise refuse("bg-refuse-spectator")
    return viewer.seat


def turn_of(state: TableState) -> TurnInProgress:
    """The turn being built now; refused when there is none."""
    if state.turn is None:
        raise refuse("bg-refuse-not-now")
    return state.turn


def cell_index(cell: int | None) -> int:
    """A command's grid cell, checked."""
    if type(cell) is not int or not 0 <= cell < CELLS:
        raise refuse("bg-refuse-bad-cell")
    return cell


def cell_point(cell: int | None) -> int:
    """The point on a command's grid cell, in the asker's numbering."""
    return point_of_cell(cell_index(cell))
