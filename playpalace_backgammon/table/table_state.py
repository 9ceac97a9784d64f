"""The state every part of the backgammon table shares, and the steps they all use.

The seats' names and colours, the rules core's ``Match``, the turn being built sub-move by sub-move, the
selected checker, the dice and command logs; applying a rules command (and starting the next game when
one ends), keeping the turn in progress in step with the match, and refusing what a viewer may not do now.
The table's other parts (moves, offers, navigation, status replies, hints, the bot adapter, persistence)
are mixins over this class; ``BackgammonTable`` puts them together.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import Match, Phase, Position, Refusal, ResultKind, SystemDice, legal_plays
from ..rules import commands as rc
from ..rules import events as re_
from ..rules.dice import DiceSource, RecordingDice
from .actions import ActionId
from .board_grid import CELLS, point_of_cell
from .interface import Announcement, Command, Message, TableRefusal, Viewer
from .narrator import Narrator
from .options import TableOptions, parse_options
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
    """One backgammon match at a table: its state, and the steps every action is built from."""

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
        self._dice = RecordingDice(dice if dice is not None else SystemDice(), self.dice_log)
        self.match = Match(self.options.match_options())
        self.colours: tuple[str, str] = COLOURS
        self.started = False
        self.turn: TurnInProgress | None = None
        self.selected: int | None = None  # the selected checker's point, in the mover's numbering
        self.resign_match_pending: int | None = None  # the seat asked to confirm resigning the match
        self.log: list[tuple[int | None, Command]] = []
        self._selected_replies: dict[tuple[int, int], tuple[Message]] = {}  # by (point, checkers there)
        self.narrator = Narrator(self.names, self.colours, self.options.verbose, self.options.session_length)

    @property
    def finished(self) -> bool:
        return self.match.phase is Phase.MATCH_OVER

    def score(self) -> tuple[int, ...]:
        """The points each seat has in the match so far."""
        return tuple(self.match.score)

    def board_for(self, seat: int) -> Position:
        """The board now, sub-moves of the turn in progress included, seen by ``seat``."""
        if self.turn is not None and self.match.turn is not None:
            mover_view = self.turn.position
            return mover_view if seat == self.match.turn else mover_view.swap()
        return self.match.position_for(seat)

    def _numbering(self, viewer: Viewer) -> int:
        return viewer.seat if viewer.seat is not None else viewer.perspective

    def _check_viewer(self, viewer: Viewer) -> None:
        if not isinstance(viewer, Viewer) or viewer.seat not in (None, 0, 1) \
                or viewer.perspective not in (0, 1):
            raise refuse("bg-refuse-bad-viewer")

    def _apply(self, command: rc.Command) -> list[Announcement]:
        """Applies a rules command (which must be legal now), then starts the next game when one ended."""
        events = self.match.apply(command, self._dice)
        out: list[Announcement] = []
        for event in events:
            out += self.narrator.event(event, self.match.position)
        if self.match.phase is Phase.GAME_OVER and self.match.options.money \
                and any(isinstance(event, re_.GameWon) for event in events):
            out += self.narrator.between_games()
        if self.match.phase is Phase.GAME_OVER and not self.match.options.money:  # money: both play on
            previous_crawford = self.match.crawford
            self.turn = None
            self.selected = None
            events = self.match.apply(rc.StartGame(), self._dice)
            for event in events:
                out += self.narrator.event(event, self.match.position)
                if isinstance(event, re_.GameStarted) and previous_crawford and not event.crawford:
                    out += self.narrator.post_crawford()
        self._sync_turn()
        return out

    def _sync_turn(self) -> None:
        """Keeps the turn in progress in step with the match: a fresh one for each roll to be played."""
        match = self.match
        moving = match.phase is Phase.MOVING or (
            match.phase is Phase.RESIGNATION_OFFERED and match.phase_before_resign is Phase.MOVING)
        if moving and match.turn is not None and match.dice is not None:
            if self.turn is None:
                start = match.position_for(match.turn)
                plays = match.legal_plays() if match.phase is Phase.MOVING else legal_plays(start, match.dice)
                self.turn = TurnInProgress(start, match.dice, plays)
                self.selected = None
        else:
            self.turn = None
            self.selected = None

    def _apply_rules(self, command: rc.Command) -> list[Announcement]:
        try:
            return self._apply(command)
        except Refusal as refusal:
            message = REFUSAL_MESSAGES.get(refusal.reason)
            if message is None:
                raise refuse("bg-refuse-not-now") from refusal
            raise refuse(message) from refusal

    def _require_turn(self, seat: int, phases: tuple[Phase, ...]) -> None:
        """Refuses unless ``seat`` is the one to act and the match is in one of ``phases``."""
        match = self.match
        if match.phase is Phase.GAME_OVER and match.options.money:
            raise refuse("money-refuse-between-games")
        acting = match.responder if match.phase in (Phase.DOUBLE_OFFERED, Phase.RESIGNATION_OFFERED) \
            else match.turn
        if acting != seat:
            waiting = self._waiting_message(acting)
            raise TableRefusal(waiting)
        if match.phase not in phases:
            raise TableRefusal(self._phase_hint(seat))

    def _waiting_message(self, acting: int | None) -> Message:
        match = self.match
        if acting is None:
            return Message("bg-refuse-not-now")
        return Message("bg-refuse-not-your-turn", {"name": self.names[acting], "phase": match.phase.value})

    def _phase_hint(self, seat: int) -> Message:
        """What ``seat`` (the one to act) should do now instead."""
        phase = self.match.phase
        if phase is Phase.AWAITING_ROLL:
            return Message("bg-refuse-roll-first")
        if phase is Phase.MOVING:
            if self.turn is not None and self.turn.complete:
                return Message("bg-refuse-end-turn-first")
            return Message("bg-refuse-move-first")
        if phase is Phase.DOUBLE_OFFERED:
            return Message("bg-refuse-answer-double")
        if phase is Phase.RESIGNATION_OFFERED:
            return Message("bg-refuse-answer-resignation")
        return Message("bg-refuse-not-now")

    def _seat(self, viewer: Viewer) -> int:
        if viewer.seat is None:
            raise refuse("bg-refuse-spectator")
        return viewer.seat

    def _turn(self) -> TurnInProgress:
        if self.turn is None:
            raise refuse("bg-refuse-not-now")
        return self.turn

    def _cell(self, cell: int | None) -> int:
        if type(cell) is not int or not 0 <= cell < CELLS:
            raise refuse("bg-refuse-bad-cell")
        return cell

    def _cell_point(self, cell: int | None) -> int:
        return point_of_cell(self._cell(cell))
