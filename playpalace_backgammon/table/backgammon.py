"""The backgammon table: a ``HostedTable`` over the rules core's ``Match``.

The match accepts whole plays only; the table lets a player build the play sub-move by sub-move on the
board grid (select a checker, move it, undo) and submits the whole play once it is complete: at once, or,
with the ``confirm_turn`` option, when the player ends the turn (until then the last sub-move can be
undone). Colours are drawn from the injected dice at the start; every die drawn and every command accepted
is recorded, so a table replays exactly from (options, names, dice, commands), and ``snapshot``/``restore``
round-trip the whole state through plain data.

``BackgammonTable`` is a facade: it holds one ``TableState`` and hands each command to a plain function of
its family's module, named in ``HANDLERS``: ``moves`` (roll, move, undo, end turn), ``offers`` (cube,
resignations, the match lost on time), ``money`` (beaver, raccoon, play on or stop), ``navigation`` (focus
moves), ``status_replies``, ``hints``; its other methods are the queries of ``menu``, ``key_commands``,
``bot_adapter``, ``views`` and ``persistence``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..rules import Match, Phase, Play, Position, ReplayDice
from ..rules.dice import DiceSource
from . import persistence
from .actions import ActionId
from .bot_questions import bot_adapter
from .bot_questions.bot_context import BotContext
from .commands import hints, key_commands, menu, money, moves, navigation, offers
from .commands.menu import action_label
from .commands.status_replies import gnubg_ids, status, status_reply
from .interface import (
    Action,
    BotTurn,
    Command,
    GameDeclaration,
    Grid,
    HostedTable,
    Key,
    Message,
    Outcome,
    TableRefusal,
    Viewer,
)
from .log import history_entries
from .options import TableOptions, option_specs
from .persistence import SNAPSHOT_VERSION
from .presentation import views
from .presentation.narrator import Narrator
from .presentation.visual_state import VisualState
from .replay import replay_all
from .table_state import GAME_ID, TableState, board_for, refuse
from .turn import TurnInProgress

DECLARATION = GameDeclaration(GAME_ID, Message("bg-game-name"), 2, option_specs(), ActionId)

Handler = Callable[[TableState, Viewer, Command], Outcome]

# Each action's handler: a plain function of its family's module.
HANDLERS: dict[ActionId, Handler] = {
    ActionId.ROLL: moves.roll,
    ActionId.POINT: moves.point,
    ActionId.MOVE_CHECKER: moves.move_checker,
    ActionId.DESELECT: moves.deselect,
    ActionId.UNDO: moves.undo,
    ActionId.END_TURN: moves.end_turn,
    ActionId.NEXT_TARGET: navigation.cycle,
    ActionId.PREVIOUS_TARGET: navigation.cycle,
    ActionId.ROW_START: navigation.edge,
    ActionId.ROW_END: navigation.edge,
    ActionId.COLUMN_TOP: navigation.edge,
    ActionId.COLUMN_BOTTOM: navigation.edge,
    ActionId.DOUBLE: offers.double,
    ActionId.TAKE: offers.answer,
    ActionId.DROP: offers.answer,
    ActionId.RESIGN_SINGLE: offers.resign,
    ActionId.RESIGN_GAMMON: offers.resign,
    ActionId.RESIGN_BACKGAMMON: offers.resign,
    ActionId.ACCEPT_RESIGNATION: offers.answer,
    ActionId.DECLINE_RESIGNATION: offers.answer,
    ActionId.NEXT_GAME: offers.next_game,
    ActionId.TIME_OUT: offers.time_out,
    ActionId.RESIGN_MATCH: offers.resign_match,
    ActionId.CONFIRM_RESIGN_MATCH: offers.confirm_resign_match,
    ActionId.CANCEL_RESIGN_MATCH: offers.cancel_resign_match,
    ActionId.BEAVER: money.beaver,
    ActionId.RACCOON: money.raccoon,
    ActionId.PLAY_ON: money.play_on_or_stop,
    ActionId.STOP_SESSION: money.play_on_or_stop,
    ActionId.HINT: hints.hint,
    ActionId.CUBE_HINT: hints.cube_hint,
    ActionId.STATUS_BOARD: status_reply,
    ActionId.STATUS_CUBE: status_reply,
    ActionId.STATUS_PIPS: status_reply,
    ActionId.STATUS_SCORE: status_reply,
    ActionId.STATUS_DICE: status_reply,
    ActionId.STATUS_TURN: status_reply,
    ActionId.STATUS_IDS: status_reply,
}

# The actions only a seated player may take while the match is on (the others: focus moves and status).
ACTING = frozenset({
    ActionId.ROLL, ActionId.POINT, ActionId.MOVE_CHECKER, ActionId.DESELECT, ActionId.DOUBLE, ActionId.TAKE,
    ActionId.DROP, ActionId.UNDO, ActionId.END_TURN, ActionId.RESIGN_SINGLE, ActionId.RESIGN_GAMMON,
    ActionId.RESIGN_BACKGAMMON, ActionId.ACCEPT_RESIGNATION, ActionId.DECLINE_RESIGNATION, ActionId.HINT,
    ActionId.CUBE_HINT, ActionId.NEXT_GAME, ActionId.TIME_OUT, ActionId.RESIGN_MATCH,
    ActionId.CONFIRM_RESIGN_MATCH, ActionId.CANCEL_RESIGN_MATCH, ActionId.BEAVER, ActionId.RACCOON,
    ActionId.PLAY_ON, ActionId.STOP_SESSION,
})
# Read on every command, as a module global (a read from an enum class is a Python-level look-up in 3.11).
_MATCH_OVER = Phase.MATCH_OVER
# The question "resign the whole match?" lapses with anything else the asker does.
_RESIGN_MATCH_QUESTION = frozenset({
    ActionId.RESIGN_MATCH, ActionId.CONFIRM_RESIGN_MATCH, ActionId.CANCEL_RESIGN_MATCH})

# Each action's handler, and whether it is an action only a seated player may take (one look-up a command).
_DISPATCH: dict[ActionId, tuple[Handler, bool]] = {
    action: (handler, action in ACTING) for action, handler in HANDLERS.items()}


_GIVING_UP = (ActionId.CONFIRM_RESIGN_MATCH, ActionId.TIME_OUT)  # the steps that give a match up


class BackgammonTable(HostedTable):
    """One backgammon match at a table: two seats, any number of spectators.

    Implements ``HostedTable`` (and so ``TableGame``), the contract of ``table/interface.py``; the state's
    parts a host or a test reads (``match``, ``turn``, ``options``, ``names``, ...) are read-only views of
    ``state``."""

    declaration = DECLARATION

    def __init__(
        self,
        options: Mapping[str, Any] | TableOptions | None = None,
        names: Sequence[str] = ("1", "2"),
        dice: DiceSource | None = None,
    ) -> None:
        self.state = TableState(options, names, dice)

    # Commands.

    def start(self) -> Outcome:
        """Draws the colours and begins the first game (opening roll included)."""
        return moves.start(self.state)

    def handle(self, viewer: Viewer, command: Command) -> Outcome:
        """Applies ``command`` from ``viewer``; TableRefusal (nothing changed) when it is not allowed."""
        if not isinstance(viewer, Viewer) or viewer.seat not in (None, 0, 1) \
                or viewer.perspective not in (0, 1):  # ``check_viewer``, inline: once a command
            raise refuse("bg-refuse-bad-viewer")
        if not isinstance(command, Command) or not isinstance(command.action, ActionId):
            raise refuse("bg-refuse-unknown-action")
        state = self.state
        if not state.started:
            raise refuse("bg-refuse-not-started")
        dispatch = _DISPATCH.get(command.action)
        if dispatch is None:
            raise refuse("bg-refuse-not-offered")
        handler, acting = dispatch
        if acting:
            if viewer.seat is None:
                raise refuse("bg-refuse-spectator")
            if state.match.phase is _MATCH_OVER:  # ``state.finished``, inline
                raise refuse("bg-refuse-match-over")
        outcome = handler(state, viewer, command)
        if outcome.changed:
            state.log.append((viewer.seat, command))
            # The seat first: nobody is asked, nearly always, and an action's hash is a Python call.
            if viewer.seat == state.resign_match_pending and command.action not in _RESIGN_MATCH_QUESTION:
                state.resign_match_pending = None
        return outcome

    # What a viewer is offered and sees.

    def actions_for(self, viewer: Viewer) -> list[Action]:
        """The actions this viewer can take now, in menu order."""
        return menu.actions_for(self.state, viewer)

    def command_for_key(self, viewer: Viewer, key: Key, cell: int | None) -> Command | None:
        """The command a key chord means now for ``viewer`` with focus on ``cell``; None when unbound."""
        return key_commands.command_for_key(self.state, viewer, key, cell)

    def grid(self, viewer: Viewer) -> Grid:
        """The board from the side of ``viewer`` (a player's own seat, a spectator's chosen seat)."""
        return views.grid(self.state, viewer)

    def held_checker(self, viewer: Viewer) -> Message | None:
        """The checker the player to move picked up and has not moved yet (told again after a reconnect)."""
        turn = self.bot_turn()
        if self.state.selected is None or turn is None or turn.seat != viewer.seat:
            return None
        return Message("bg-still-holding", {"point": self.state.selected})

    def visual_state(self) -> VisualState | None:
        """The bar, borne-off checkers, dice and cube for a visual board; None before the start."""
        return views.visual_state(self.state)

    def target_cells(self, viewer: Viewer) -> list[int]:
        """The cells Ctrl+arrows cycle through for ``viewer`` now."""
        return navigation.target_cells(self.state, viewer)

    def status(self, viewer: Viewer, action: ActionId) -> Message:
        """The answer to a status key (E, D, P, S, C, T, I) for ``viewer``."""
        return status(self.state, viewer, action)

    def gnubg_ids(self) -> Message:
        """I: GNU Backgammon's position ID and match ID of the match as it stands."""
        return gnubg_ids(self.state)

    def board_for(self, seat: int) -> Position:
        """The board now, sub-moves of the turn in progress included, seen by ``seat``."""
        return board_for(self.state, seat)

    def score(self) -> tuple[int, ...]:
        """The points each seat has in the match so far."""
        return tuple(self.state.match.score)

    def game_number(self) -> int:
        """The number of the game in play or last played (0 before the start)."""
        return self.state.match.game_number

    # Bots, hints and the host's clock.

    def bot_turn(self) -> BotTurn | None:
        """The decision some seat must make now, with its rules-level context; None when nobody must act."""
        return bot_adapter.bot_turn(self.state)

    def commands_for_play(self, seat: int, play: Play) -> list[Command]:
        """The commands that make ``play``: one ``MOVE_CHECKER`` a step (see ``bot_adapter``)."""
        return bot_adapter.commands_for_play(self.state, seat, play)

    def point_commands_for_play(self, seat: int, play: Play) -> list[Command]:
        """The same play as a person makes it on the board: Enter on each point."""
        return bot_adapter.point_commands_for_play(self.state, seat, play)

    def commands_for_answer(
        self, seat: int, yes: bool, *, beaver: bool = False, raccoon: bool = False,
    ) -> list[Command]:
        """The command for a yes/no decision of ``bot_turn`` (see ``bot_adapter``)."""
        return bot_adapter.commands_for_answer(self.state, seat, yes, beaver=beaver, raccoon=raccoon)

    def time_out_commands(self, seat: int) -> list[Command]:
        """The command by which ``seat``, whose turn clock ran out, loses the match (the host issues it)."""
        return offers.time_out_commands(self.state, seat)

    def forfeit_commands(self, seat: int) -> list[Command]:
        """The table's Resign, confirmed: ``seat`` gives up the match it left (see ``offers``)."""
        return offers.forfeit_commands(self.state, seat)

    def given_up_by(self) -> int | None:
        """The seat whose last step gave the finished match up: its confirmed Resign, or its time out."""
        if not self.state.finished or not self.state.log:
            return None
        seat, command = self.state.log[-1]
        return seat if command.action in _GIVING_UP else None

    def leave_words(self, seat: int, *, forfeit: bool) -> tuple[Message, Message]:
        """What leaving the match under way costs ``seat`` (see ``offers``)."""
        return offers.leave_words(self.state, seat, forfeit=forfeit)

    def advice_context(self, viewer: Viewer, command: Command) -> BotContext | None:
        """The question an engine answers for a hint command from ``viewer`` now; None for any other."""
        return hints.advice_context(self.state, viewer, command)

    def hint_context(self, viewer: Viewer) -> BotContext:
        """The rules-level question a move-hint engine answers for ``viewer`` now; TableRefusal if none."""
        return hints.hint_context(self.state, viewer)

    def cube_hint_context(self, viewer: Viewer) -> BotContext:
        """The rules-level question a cube-hint engine answers for ``viewer`` now; TableRefusal if none."""
        return hints.cube_hint_context(self.state, viewer)

    @staticmethod
    def hint_replies(
        ranked: Sequence[Play], total: int | None = None, ranked_by: str = "engine",
    ) -> tuple[Message, ...]:
        """Reply messages for plays ranked best first (by an engine, or "simple": the Simple level)."""
        return hints.hint_replies(ranked, total, ranked_by)

    def cube_hint_replies(
        self, double: bool | None, take: bool | None, *,
        equities: tuple[float, float, float] | None = None, beaver: bool = False, raccoon: bool = False,
    ) -> tuple[Message, ...]:
        """Reply messages for an engine's cube advice to whoever must decide now (see ``hints``)."""
        return hints.cube_hint_replies(self.state, double, take, equities=equities, beaver=beaver,
                                       raccoon=raccoon)

    # The state, read-only.

    @property
    def finished(self) -> bool:
        """Whether the whole match is over."""
        return self.state.match.phase is _MATCH_OVER

    @property
    def between_games(self) -> bool:
        """A money session waiting, after a game, for the players to play on or stop."""
        return money.between_games(self.state)

    @property
    def dice_log(self) -> list[int]:
        """Every die drawn so far, in order."""
        return self.state.dice_log

    @property
    def log(self) -> list[tuple[int | None, Command]]:
        """Every command accepted, with the seat that gave it (None: a spectator's)."""
        return self.state.log

    @property
    def options(self) -> TableOptions:
        return self.state.options

    @property
    def names(self) -> tuple[str, str]:
        return self.state.names

    @property
    def colours(self) -> tuple[str, str]:
        return self.state.colours

    @property
    def started(self) -> bool:
        return self.state.started

    @property
    def match(self) -> Match:
        return self.state.match

    @property
    def turn(self) -> TurnInProgress | None:
        """The turn being built sub-move by sub-move (None when no roll is being played)."""
        return self.state.turn

    @property
    def selected(self) -> int | None:
        """The selected checker's point, in the mover's numbering."""
        return self.state.selected

    @property
    def resign_match_pending(self) -> int | None:
        """The seat asked to confirm resigning the whole match."""
        return self.state.resign_match_pending

    @property
    def narrator(self) -> Narrator:
        return self.state.narrator

    # Persistence.

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain (JSON-ready) data."""
        return persistence.snapshot(self.state)

    def load(self, data: Mapping[str, Any]) -> None:
        """Takes over the state ``snapshot`` wrote; ValueError, KeyError or TypeError if malformed."""
        persistence.load(self.state, data)

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


__all__ = [
    "DECLARATION", "HANDLERS", "BackgammonTable", "Narrator", "TableOptions", "action_label",
]
