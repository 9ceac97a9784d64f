"""The backgammon table: a ``TableGame`` over the rules core's ``Match``.

The match accepts whole plays only; the table lets a player build the play sub-move by sub-move on the
board grid (select a checker, move it, undo) and submits the whole play once it is complete: at once, or,
with the ``confirm_turn`` option, when the player ends the turn (until then the last sub-move can be
undone). Colours are drawn from the injected dice at the start; every die drawn and every command accepted
is recorded, so a table replays exactly from (options, names, dice, commands), and ``snapshot``/``restore``
round-trip the whole state through plain data.

This module puts the table's parts together and dispatches commands to them: the shared state
(``table_state``), moves, offers (cube and resignation), navigation, status replies, hints, the bot
adapter, the menu, key commands and persistence each live in their own module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..rules import BAR, OFF, Phase, ReplayDice
from ..rules import commands as rc
from ..rules.dice import DiceSource
from .actions import ActionId
from .board_grid import build_grid
from .interface import Command, GameDeclaration, Grid, Message, Outcome, TableRefusal, Viewer
from .key_commands import KeyCommandsMixin
from .log import history_entries
from .menu import MenuMixin, action_label
from .money import MoneyMixin
from .moves import MovesMixin
from .narrator import Narrator
from .navigation import NavigationMixin
from .offers import OffersMixin
from .options import TableOptions, option_specs
from .persistence import SNAPSHOT_VERSION, PersistenceMixin
from .replay import replay_all
from .status_replies import StatusMixin
from .table_state import COLOURS, GAME_ID, refuse
from .visual_state import VisualState

DECLARATION = GameDeclaration(GAME_ID, Message("bg-game-name"), 2, option_specs(), ActionId)

_ACTING = frozenset({
    ActionId.ROLL, ActionId.POINT, ActionId.MOVE_CHECKER, ActionId.DESELECT, ActionId.DOUBLE, ActionId.TAKE,
    ActionId.DROP, ActionId.UNDO, ActionId.END_TURN, ActionId.RESIGN_SINGLE, ActionId.RESIGN_GAMMON,
    ActionId.RESIGN_BACKGAMMON, ActionId.ACCEPT_RESIGNATION, ActionId.DECLINE_RESIGNATION, ActionId.HINT,
    ActionId.CUBE_HINT, ActionId.NEXT_GAME, ActionId.TIME_OUT, ActionId.RESIGN_MATCH,
    ActionId.CONFIRM_RESIGN_MATCH, ActionId.CANCEL_RESIGN_MATCH, ActionId.BEAVER, ActionId.PLAY_ON,
    ActionId.STOP_SESSION,
})
# The question "resign the whole match?" lapses with anything else the asker does.
_RESIGN_MATCH_QUESTION = frozenset({
    ActionId.RESIGN_MATCH, ActionId.CONFIRM_RESIGN_MATCH, ActionId.CANCEL_RESIGN_MATCH})


class BackgammonTable(
    MovesMixin, OffersMixin, MoneyMixin, NavigationMixin, StatusMixin, MenuMixin, KeyCommandsMixin,
    PersistenceMixin,
):
    """One backgammon match at a table: two seats, any number of spectators."""

    declaration = DECLARATION

    # The TableGame protocol (``actions_for``, ``command_for_key``, ``bot_turn`` and ``snapshot`` come
    # from the mixins).

    def start(self) -> Outcome:
        """Draws the colours and begins the first game (opening roll included)."""
        if self.started:
            raise refuse("bg-refuse-already-started")
        white_seat = 0 if self._dice.roll() <= 3 else 1
        self.colours = COLOURS if white_seat == 0 else (COLOURS[1], COLOURS[0])
        if self.narrator.colours != self.colours:  # built before the draw with seat 0 white
            options = self.options
            self.narrator = Narrator(self.names, self.colours, options.verbose, options.session_length)
        self.started = True
        out = self.narrator.colours_assigned()
        out += self._apply(rc.StartGame())
        return Outcome(tuple(out), changed=True)

    def handle(self, viewer: Viewer, command: Command) -> Outcome:
        """Applies ``command`` from ``viewer``; TableRefusal (nothing changed) when it is not allowed."""
        if not isinstance(viewer, Viewer) or viewer.seat not in (None, 0, 1) \
                or viewer.perspective not in (0, 1):  # ``_check_viewer``, inline: once a command
            raise refuse("bg-refuse-bad-viewer")
        if not isinstance(command, Command) or not isinstance(command.action, ActionId):
            raise refuse("bg-refuse-unknown-action")
        if not self.started:
            raise refuse("bg-refuse-not-started")
        dispatch = _DISPATCH.get(command.action)
        if dispatch is None:
            raise refuse("bg-refuse-not-offered")
        handler, acting = dispatch
        if acting:
            if viewer.seat is None:
                raise refuse("bg-refuse-spectator")
            if self.finished:
                raise refuse("bg-refuse-match-over")
        outcome: Outcome = handler(self, viewer, command)
        if outcome.changed:
            self.log.append((viewer.seat, command))
            if command.action not in _RESIGN_MATCH_QUESTION and viewer.seat == self.resign_match_pending:
                self.resign_match_pending = None
        return outcome

    def game_number(self) -> int:
        """The number of the game in play or last played (0 before the start)."""
        return self.match.game_number

    def grid(self, viewer: Viewer) -> Grid:
        """The board from the side of ``viewer`` (a player's own seat, a spectator's chosen seat)."""
        self._check_viewer(viewer)
        seat = self._numbering(viewer)
        selected = self._selected_point(seat)
        return build_grid(self.board_for(seat), self.names, self.colours, seat, viewer.seat, selected)

    def visual_state(self) -> VisualState | None:
        """The bar, borne-off checkers, dice and cube for a visual board; None before the start."""
        if not self.started:
            return None
        match = self.match
        board = self.board_for(0)  # the turn in progress included; seat 0 is the mover of this view
        mine, theirs = board.mover, board.opponent
        owner = match.cube_owner
        dice: tuple[int, ...] = ()
        used: tuple[int, ...] = ()
        if match.dice is not None and match.phase is Phase.MOVING and self.turn is not None:
            dice = self.turn.dice_left()
            unused = list(self.turn.all_dice)
            for die in dice:
                unused.remove(die)
            used = tuple(unused)
        return VisualState(
            colours=self.colours,
            bar=(mine[BAR], theirs[BAR]),
            off=(mine[OFF], theirs[OFF]),
            dice=dice,
            dice_used=used,
            cube_value=match.cube_value,
            cube_owner=None if owner is None else self.colours[owner],
            points=tuple((mine[point], theirs[25 - point]) for point in range(1, 25)),
            selected=self._selected_point(0),
        )

    def _selected_point(self, seat: int) -> int | None:
        """The selected checker's point in ``seat``'s numbering (None: none, or the bar's)."""
        if self.selected is None or self.selected == BAR or self.match.turn is None:
            return None
        return self.selected if seat == self.match.turn else 25 - self.selected

    @classmethod
    def restore(cls, data: Mapping[str, Any], dice: DiceSource | None = None) -> BackgammonTable:
        """The table ``snapshot`` wrote, drawing future dice from ``dice``; TableRefusal on bad data."""
        try:
            if data["version"] != SNAPSHOT_VERSION or data["game"] != GAME_ID:
                raise ValueError("version")
            table = cls(data["options"], tuple(data["names"]), dice)
            table.load(data)
        except TableRefusal:
            raise
        except Exception as error:  # any malformed snapshot is refused the same way
            raise refuse("bg-refuse-bad-snapshot") from error
        return table

    @classmethod
    def replay(
        cls,
        options: Mapping[str, Any] | TableOptions | None,
        names: Sequence[str],
        dice: Sequence[int],
        commands: Sequence[tuple[int | None, Command]],
    ) -> BackgammonTable:
        """Rebuilds a table from its options, names, every die drawn and every command accepted (the shared
        ``replay``, the dice as one stream); ReplayError when they do not replay."""
        source = ReplayDice(dice)
        return replay_all(cls(options, names, source), history_entries(commands), source, leftover="carry")


Handler = Callable[[BackgammonTable, Viewer, Command], Outcome]

_HANDLERS: dict[ActionId, Handler] = {
    ActionId.ROLL: BackgammonTable._roll,
    ActionId.POINT: BackgammonTable._point,
    ActionId.MOVE_CHECKER: BackgammonTable._move_checker,
    ActionId.DESELECT: BackgammonTable._deselect,
    ActionId.NEXT_TARGET: BackgammonTable._cycle,
    ActionId.PREVIOUS_TARGET: BackgammonTable._cycle,
    ActionId.ROW_START: BackgammonTable._edge,
    ActionId.ROW_END: BackgammonTable._edge,
    ActionId.COLUMN_TOP: BackgammonTable._edge,
    ActionId.COLUMN_BOTTOM: BackgammonTable._edge,
    ActionId.DOUBLE: BackgammonTable._double,
    ActionId.TAKE: BackgammonTable._answer,
    ActionId.DROP: BackgammonTable._answer,
    ActionId.UNDO: BackgammonTable._undo,
    ActionId.END_TURN: BackgammonTable._end_turn,
    ActionId.RESIGN_SINGLE: BackgammonTable._resign,
    ActionId.RESIGN_GAMMON: BackgammonTable._resign,
    ActionId.RESIGN_BACKGAMMON: BackgammonTable._resign,
    ActionId.ACCEPT_RESIGNATION: BackgammonTable._answer,
    ActionId.DECLINE_RESIGNATION: BackgammonTable._answer,
    ActionId.HINT: BackgammonTable._hint,
    ActionId.CUBE_HINT: BackgammonTable._cube_hint,
    ActionId.STATUS_BOARD: BackgammonTable._status,
    ActionId.STATUS_CUBE: BackgammonTable._status,
    ActionId.STATUS_PIPS: BackgammonTable._status,
    ActionId.STATUS_SCORE: BackgammonTable._status,
    ActionId.STATUS_DICE: BackgammonTable._status,
    ActionId.STATUS_TURN: BackgammonTable._status,
    ActionId.STATUS_IDS: BackgammonTable._status,
    ActionId.NEXT_GAME: BackgammonTable._next_game,
    ActionId.TIME_OUT: BackgammonTable._time_out,
    ActionId.RESIGN_MATCH: BackgammonTable._resign_match,
    ActionId.CONFIRM_RESIGN_MATCH: BackgammonTable._confirm_resign_match,
    ActionId.CANCEL_RESIGN_MATCH: BackgammonTable._cancel_resign_match,
    ActionId.BEAVER: BackgammonTable._beaver,
    ActionId.PLAY_ON: BackgammonTable._between_games,
    ActionId.STOP_SESSION: BackgammonTable._between_games,
}

# Each action's handler, and whether it is an action only a seated player may take (one look-up a command).
_DISPATCH: dict[ActionId, tuple[Handler, bool]] = {
    action: (handler, action in _ACTING) for action, handler in _HANDLERS.items()}

__all__ = [
    "DECLARATION", "BackgammonTable", "Narrator", "TableOptions", "action_label",
]
