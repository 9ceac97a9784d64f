"""The backgammon table: a ``TableGame`` over the rules core's ``Match``.

The match accepts whole plays only; the table lets a player build the play sub-move by sub-move on the
board grid (select a checker, move it, undo) and submits the whole play once it is complete: at once, or,
with the ``confirm_turn`` option, when the player ends the turn (until then the last sub-move can be
undone). Colours are drawn from the injected dice at the start; every die drawn and every command accepted
is recorded, so a table replays exactly from (options, names, dice, commands), and ``snapshot``/``restore``
round-trip the whole state through plain data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import (
    BAR,
    OFF,
    Match,
    MatchOptions,
    Phase,
    Play,
    Position,
    Refusal,
    ReplayDice,
    ResultKind,
    SystemDice,
    format_play,
    legal_plays,
    other,
)
from ..rules import commands as rc
from ..rules import events as re_
from ..rules.dice import DiceSource
from .board_grid import CELLS, WIDTH, build_grid, cell_of_point, point_of_cell
from .bot_context import BotContext, DecisionKind
from .interface import (
    Action,
    ActionId,
    Announcement,
    BotTurn,
    Command,
    GameDeclaration,
    Grid,
    Key,
    Message,
    Outcome,
    TableRefusal,
    Viewer,
)
from .keys import BINDINGS, KEYS_OF, key_name
from .narrator import KIND_NAMES, Narrator
from .options import TableOptions, option_specs, parse_options
from .turn import SubMove, TurnInProgress

GAME_ID = "backgammon"
COLOURS = ("white", "red")
SNAPSHOT_VERSION = 1
HINT_PLAYS = 5

DECLARATION = GameDeclaration(GAME_ID, Message("bg-game-name"), 2, option_specs())

_RESIGN_KINDS = {
    ActionId.RESIGN_SINGLE: ResultKind.SINGLE,
    ActionId.RESIGN_GAMMON: ResultKind.GAMMON,
    ActionId.RESIGN_BACKGAMMON: ResultKind.BACKGAMMON,
}
_ACTING = frozenset({
    ActionId.ROLL, ActionId.POINT, ActionId.DESELECT, ActionId.DOUBLE, ActionId.TAKE, ActionId.DROP,
    ActionId.UNDO, ActionId.END_TURN, ActionId.RESIGN_SINGLE, ActionId.RESIGN_GAMMON,
    ActionId.RESIGN_BACKGAMMON, ActionId.ACCEPT_RESIGNATION, ActionId.DECLINE_RESIGNATION, ActionId.HINT,
    ActionId.CUBE_HINT, ActionId.NEXT_GAME,
})
_REFUSAL_MESSAGES = {
    "no-cube-single-game": "bg-refuse-double-single-game",
    "crawford-game": "bg-refuse-double-crawford",
    "not-before-roll": "bg-refuse-double-after-roll",
    "opponent-owns-cube": "bg-refuse-double-opponent-owns",
    "cube-at-maximum": "bg-refuse-double-maximum",
    "resign-higher": "bg-refuse-resign-higher",
}


def _refuse(message_id: str, **args: str | int) -> TableRefusal:
    return TableRefusal(Message(message_id, args))


class _RecordingDice:
    """Passes dice through from the injected source and records each one, for replay."""

    def __init__(self, source: DiceSource, log: list[int]) -> None:
        self.source = source
        self.log = log

    def roll(self) -> int:
        value = self.source.roll()
        self.log.append(value)
        return value


class BackgammonTable:
    """One backgammon match at a table: two seats, any number of spectators."""

    declaration = DECLARATION

    def __init__(
        self,
        options: Mapping[str, Any] | TableOptions | None = None,
        names: Sequence[str] = ("1", "2"),
        dice: DiceSource | None = None,
    ) -> None:
        self.options = parse_options(options)
        if len(names) != 2 or not all(isinstance(name, str) for name in names):
            raise _refuse("bg-refuse-seat-names")
        self.names = (names[0], names[1])
        self.dice_log: list[int] = []
        self._dice = _RecordingDice(dice if dice is not None else SystemDice(), self.dice_log)
        self.match = Match(MatchOptions(self.options.match_length))
        self.colours: tuple[str, str] = COLOURS
        self.started = False
        self.turn: TurnInProgress | None = None
        self.selected: int | None = None  # the selected checker's point, in the mover's numbering
        self.log: list[tuple[int | None, Command]] = []
        self.narrator = Narrator(self.names, self.colours, self.options.verbose, self.options.match_length)

    # The TableGame protocol.

    @property
    def finished(self) -> bool:
        return self.match.phase is Phase.MATCH_OVER

    def start(self) -> Outcome:
        """Draws the colours and begins the first game (opening roll included)."""
        if self.started:
            raise _refuse("bg-refuse-already-started")
        white_seat = 0 if self._dice.roll() <= 3 else 1
        self.colours = COLOURS if white_seat == 0 else (COLOURS[1], COLOURS[0])
        self.narrator = Narrator(self.names, self.colours, self.options.verbose, self.options.match_length)
        self.started = True
        out = self.narrator.colours_assigned()
        out += self._apply(rc.StartGame())
        return Outcome(tuple(out), changed=True)

    def handle(self, viewer: Viewer, command: Command) -> Outcome:
        """Applies ``command`` from ``viewer``; TableRefusal (nothing changed) when it is not allowed."""
        self._check_viewer(viewer)
        if not isinstance(command, Command) or not isinstance(command.action, ActionId):
            raise _refuse("bg-refuse-unknown-action")
        if not self.started:
            raise _refuse("bg-refuse-not-started")
        action = command.action
        if action in _ACTING:
            if viewer.seat is None:
                raise _refuse("bg-refuse-spectator")
            if self.finished:
                raise _refuse("bg-refuse-match-over")
        handler = _HANDLERS.get(action)
        if handler is None:
            raise _refuse("bg-refuse-not-offered")
        outcome: Outcome = handler(self, viewer, command)
        if outcome.changed:
            self.log.append((viewer.seat, command))
        return outcome

    def actions_for(self, viewer: Viewer) -> list[Action]:
        """The actions this viewer can take now, in menu order."""
        ids: list[ActionId] = []
        seat = viewer.seat
        match = self.match
        if self.started and not self.finished and seat is not None:
            phase = match.phase
            if phase is Phase.AWAITING_ROLL and match.turn == seat:
                ids.append(ActionId.ROLL)
                if match.double_refusal(seat) is None:
                    ids.append(ActionId.DOUBLE)
            elif phase is Phase.MOVING and match.turn == seat and self.turn is not None:
                if self.turn.complete and self.options.confirm_turn:
                    ids.append(ActionId.END_TURN)
                else:
                    ids += [ActionId.POINT, ActionId.NEXT_TARGET, ActionId.PREVIOUS_TARGET]
                if self.selected is not None:
                    ids.append(ActionId.DESELECT)
                if self.turn.moves:
                    ids.append(ActionId.UNDO)
            elif phase is Phase.DOUBLE_OFFERED and match.responder == seat:
                ids += [ActionId.TAKE, ActionId.DROP]
            elif phase is Phase.RESIGNATION_OFFERED and match.responder == seat:
                ids += [ActionId.ACCEPT_RESIGNATION, ActionId.DECLINE_RESIGNATION]
            if phase in (Phase.AWAITING_ROLL, Phase.MOVING) and match.turn == seat:
                ids += [action for action, kind in _RESIGN_KINDS.items() if kind >= match.resign_floor]
            if self._hint_refusal(seat) is None:
                ids.append(ActionId.HINT)
            if self._cube_hint_refusal(seat) is None:
                ids.append(ActionId.CUBE_HINT)
        ids += [ActionId.ROW_START, ActionId.ROW_END, ActionId.COLUMN_TOP, ActionId.COLUMN_BOTTOM]
        ids += [ActionId.STATUS_BOARD, ActionId.STATUS_CUBE, ActionId.STATUS_PIPS, ActionId.STATUS_SCORE,
                ActionId.STATUS_DICE, ActionId.STATUS_TURN]
        return [Action(action, action_label(action), KEYS_OF.get(action, ())) for action in ids]

    def command_for_key(self, viewer: Viewer, key: Key, cell: int | None) -> Command | None:
        """The command a key chord means now for ``viewer`` with focus on ``cell``; None when unbound."""
        name = key_name(key.key)
        chord = (name, key.shift, key.control, key.alt)
        plain = not (key.shift or key.control or key.alt)
        if name in ("enter", "space") and plain:
            if name == "space":
                return None
            seat = viewer.seat
            if (seat is not None and self.match.phase is Phase.AWAITING_ROLL and self.match.turn == seat):
                return Command(ActionId.ROLL)
            if seat is not None and self.match.phase is Phase.MOVING and self.turn is not None \
                    and self.turn.complete and self.match.turn == seat:
                return Command(ActionId.END_TURN)
            return Command(ActionId.POINT, cell)
        if name in ("y", "n") and plain:
            if self.match.phase is Phase.RESIGNATION_OFFERED:
                return Command(ActionId.ACCEPT_RESIGNATION if name == "y" else ActionId.DECLINE_RESIGNATION)
            return Command(ActionId.TAKE if name == "y" else ActionId.DROP)
        action = BINDINGS.get(chord)
        if action is None:
            return None
        return Command(action, cell)

    def grid(self, viewer: Viewer) -> Grid:
        """The board from the side of ``viewer`` (a player's own seat, a spectator's chosen seat)."""
        self._check_viewer(viewer)
        seat = self._numbering(viewer)
        selected = None
        if self.selected is not None and self.selected != BAR and self.match.turn is not None:
            selected = self.selected if seat == self.match.turn else 25 - self.selected
        return build_grid(self.board_for(seat), self.names, self.colours, seat, viewer.seat, selected)

    def bot_turn(self) -> BotTurn | None:
        """The decision some seat must make now, with its rules-level context; None when nobody must act."""
        if not self.started or self.finished:
            return None
        match = self.match
        if match.phase is Phase.AWAITING_ROLL and match.turn is not None:
            return BotTurn(match.turn, self._context(match.turn, DecisionKind.ROLL_OR_DOUBLE))
        if match.phase is Phase.MOVING and match.turn is not None and self.turn is not None:
            kind = DecisionKind.END_TURN if self.turn.complete else DecisionKind.MOVE
            return BotTurn(match.turn, self._context(match.turn, kind))
        if match.phase is Phase.DOUBLE_OFFERED and match.responder is not None:
            return BotTurn(match.responder, self._context(match.responder, DecisionKind.TAKE_OR_DROP))
        if match.phase is Phase.RESIGNATION_OFFERED and match.responder is not None:
            kind = DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION
            return BotTurn(match.responder, self._context(match.responder, kind))
        return None

    # Views.

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
            raise _refuse("bg-refuse-bad-viewer")

    def _context(self, seat: int, kind: DecisionKind) -> BotContext:
        match = self.match
        owner = None if match.cube_owner is None else ("me" if match.cube_owner == seat else "opponent")
        points = None
        if match.phase is Phase.RESIGNATION_OFFERED and match.resign_kind is not None:
            points = int(match.resign_kind) * match.cube_value
        dice = match.dice if match.turn == seat else None
        plays = match.legal_plays() if kind is DecisionKind.MOVE else ()
        return BotContext(
            seat=seat, kind=kind, position=match.position_for(seat), dice=dice,
            cube_value=match.cube_value, cube_owner=owner, cube_in_play=match.cube_in_play,
            may_double=match.double_refusal(seat) is None, match_length=match.options.length,
            score=(match.score[seat], match.score[other(seat)]), crawford=match.crawford,
            legal_plays=plays, resignation_points=points, bot_level=self.options.bot_level.value,
        )

    # Applying rules commands.

    def _apply(self, command: rc.Command) -> list[Announcement]:
        """Applies a rules command (which must be legal now), then starts the next game when one ended."""
        events = self.match.apply(command, self._dice)
        out: list[Announcement] = []
        for event in events:
            out += self.narrator.event(event, self.match.position)
        if self.match.phase is Phase.GAME_OVER:
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
            message = _REFUSAL_MESSAGES.get(refusal.reason)
            if message is None:
                raise _refuse("bg-refuse-not-now") from refusal
            raise _refuse(message) from refusal

    # Whose move it is.

    def _require_turn(self, seat: int, phases: tuple[Phase, ...]) -> None:
        """Refuses unless ``seat`` is the one to act and the match is in one of ``phases``."""
        match = self.match
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

    # Handlers: turn actions.

    def _roll(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.AWAITING_ROLL,))
        return Outcome(tuple(self._apply_rules(rc.Roll(seat))), changed=True)

    def _point(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        match = self.match
        if match.phase is Phase.AWAITING_ROLL and match.turn == seat:
            return self._roll(viewer, command)
        self._require_turn(seat, (Phase.MOVING,))
        turn = self._turn()
        if turn.complete:
            if self.options.confirm_turn:
                return self._end_turn(viewer, command)
            raise _refuse("bg-refuse-play-complete")
        point = self._cell_point(command.cell)
        mover = turn.position.mover
        if mover[BAR]:
            move = turn.find(BAR, point)
            if move is None:
                if point < 19:  # not a point a checker can enter on
                    raise _refuse("bg-refuse-bar-first")
                raise TableRefusal(turn.reason(BAR, point))
            return self._make(seat, move)
        if self.selected is None:
            return self._select(seat, point)
        if point == self.selected:
            move = turn.find(point, OFF)
            if move is None:
                raise TableRefusal(turn.reason(point, OFF))
            return self._make(seat, move)
        move = turn.find(self.selected, point)
        if move is not None:
            return self._make(seat, move)
        if mover[point] and turn.can_move_from(point):
            return self._select(seat, point)
        raise TableRefusal(turn.reason(self.selected, point))

    def _select(self, seat: int, point: int) -> Outcome:
        turn = self._turn()
        if not turn.position.mover[point]:
            opponent_has = turn.position.opponent[25 - point] > 0
            message = "bg-refuse-not-your-checker" if opponent_has else "bg-refuse-empty-point"
            raise _refuse(message, point=point)
        if not turn.can_move_from(point):
            raise _refuse("bg-refuse-no-moves-from", point=point)
        self.selected = point
        reply = Message("bg-selected", {"point": point, "count": turn.position.mover[point]})
        return Outcome(replies=(reply,), changed=True)

    def _make(self, seat: int, move: SubMove) -> Outcome:
        turn = self._turn()
        before = turn.position
        turn.apply(move)
        self.selected = None
        out: list[Announcement] = []
        mover = before.mover
        counts = list(mover)
        for step in move.steps:
            counts[step.source] -= 1
            counts[step.target] += 1
            emptied = step.source != BAR and counts[step.source] == 0
            out += self.narrator.sub_move(seat, step.source, step.target, step.hit, emptied)
        replies: tuple[Message, ...] = ()
        if turn.complete:
            if self.options.confirm_turn:
                replies = (Message("bg-play-complete"),)
            else:
                out += self._submit(seat)
        return Outcome(tuple(out), replies, changed=True)

    def _submit(self, seat: int) -> list[Announcement]:
        turn = self._turn()
        steps = tuple((step.source, step.target) for step in turn.steps)
        self.turn = None
        self.selected = None
        return self._apply(rc.Move(seat, steps))

    def _end_turn(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.MOVING,))
        if not self._turn().complete:
            raise _refuse("bg-refuse-play-incomplete", dice=len(self._turn().dice_left()))
        return Outcome(tuple(self._submit(seat)), changed=True)

    def _deselect(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.MOVING,))
        if self.selected is None:
            raise _refuse("bg-refuse-nothing-selected")
        self.selected = None
        return Outcome(replies=(Message("bg-deselected"),), changed=True)

    def _undo(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.MOVING,))
        turn = self._turn()
        if not turn.moves:
            raise _refuse("bg-refuse-nothing-to-undo")
        move = turn.undo()
        self.selected = None
        return Outcome(tuple(self.narrator.undone(seat, move.source, move.target)), changed=True)

    def _double(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        match = self.match
        reason = match.double_refusal(seat)
        if reason in ("no-cube-single-game", "crawford-game"):
            raise _refuse(_REFUSAL_MESSAGES[reason])
        acting = match.responder if match.responder is not None else match.turn
        if acting != seat:
            raise TableRefusal(self._waiting_message(acting))
        if match.phase is Phase.MOVING:
            raise _refuse("bg-refuse-double-after-roll")
        if match.phase is not Phase.AWAITING_ROLL:
            raise TableRefusal(self._phase_hint(seat))
        return Outcome(tuple(self._apply_rules(rc.Double(seat))), changed=True)

    def _answer(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        action = command.action
        offer_phase = Phase.DOUBLE_OFFERED if action in (ActionId.TAKE, ActionId.DROP) \
            else Phase.RESIGNATION_OFFERED
        if self.match.phase is not offer_phase or self.match.responder != seat:
            nothing = "bg-refuse-no-double-offered" if offer_phase is Phase.DOUBLE_OFFERED \
                else "bg-refuse-no-resignation-offered"
            raise _refuse(nothing)
        rules_command: rc.Command = {
            ActionId.TAKE: rc.Take, ActionId.DROP: rc.Drop,
            ActionId.ACCEPT_RESIGNATION: rc.AcceptResignation,
            ActionId.DECLINE_RESIGNATION: rc.DeclineResignation,
        }[action](seat)
        return Outcome(tuple(self._apply_rules(rules_command)), changed=True)

    def _resign(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.AWAITING_ROLL, Phase.MOVING))
        return Outcome(tuple(self._apply_rules(rc.Resign(seat, _RESIGN_KINDS[command.action]))), changed=True)

    def _next_game(self, viewer: Viewer, command: Command) -> Outcome:
        raise _refuse("bg-refuse-next-game-automatic")

    # Handlers: navigation.

    def _edge(self, viewer: Viewer, command: Command) -> Outcome:
        cell = self._cell(command.cell)
        row, column = divmod(cell, WIDTH)
        focus = {
            ActionId.ROW_START: row * WIDTH,
            ActionId.ROW_END: row * WIDTH + WIDTH - 1,
            ActionId.COLUMN_TOP: column,
            ActionId.COLUMN_BOTTOM: WIDTH + column,
        }[command.action]
        return Outcome(focus=focus)

    def target_cells(self, viewer: Viewer) -> list[int]:
        """The cells Ctrl+arrows cycle through for ``viewer`` now: destinations of the selected checker
        (blots first), else the points a checker can move from (or enter on, from the bar)."""
        seat = viewer.seat
        turn = self.turn
        if seat is None or turn is None or self.match.turn != seat or turn.complete:
            return []
        opponent = turn.position.opponent
        if turn.position.mover[BAR] or self.selected is not None:
            source = BAR if turn.position.mover[BAR] else self.selected
            assert source is not None
            targets = [target for target, _ in turn.targets(source)]
            points = [source if target == OFF else target for target in targets]
            blot = [p for p in points if p != source and opponent[25 - p] == 1]
            rest = [p for p in points if p not in blot]
            ordered = sorted(set(blot), key=cell_of_point) + sorted(set(rest), key=cell_of_point)
            return [cell_of_point(p) for p in ordered]
        return sorted(cell_of_point(point) for point in turn.sources())

    def _cycle(self, viewer: Viewer, command: Command) -> Outcome:
        cells = self.target_cells(viewer)
        if not cells:
            raise _refuse("bg-refuse-no-targets")
        step = 1 if command.action is ActionId.NEXT_TARGET else -1
        current = command.cell
        if current in cells:
            focus = cells[(cells.index(current) + step) % len(cells)]
        else:
            focus = cells[0] if step == 1 else cells[-1]
        return Outcome(focus=focus)

    # Handlers: status keys (answer the asker only).

    def _status(self, viewer: Viewer, command: Command) -> Outcome:
        return Outcome(replies=(self.status(viewer, command.action),))

    def status(self, viewer: Viewer, action: ActionId) -> Message:
        """The answer to a status key (E, D, P, S, C, T) for ``viewer``."""
        seat = self._numbering(viewer)
        match = self.match
        roles = self._roles(viewer, seat)
        if action is ActionId.STATUS_BOARD:
            board = self.board_for(seat)
            return Message("bg-status-board", {**roles,
                "bar": board.mover[BAR], "opponent_bar": board.opponent[BAR],
                "off": board.mover[OFF], "opponent_off": board.opponent[OFF]})
        if action is ActionId.STATUS_CUBE:
            if match.options.length == 1:
                state = "single-game"
            elif match.crawford:
                state = "crawford"
            elif match.cube_owner is None:
                state = "centred"
            else:
                state = "owned"
            owner = match.cube_owner if match.cube_owner is not None else seat
            owner_role = "you" if viewer.seat == owner else "other"
            return Message("bg-status-cube", {"state": state, "value": match.cube_value,
                                              "owner": owner_role, "owner_name": self.names[owner]})
        if action is ActionId.STATUS_PIPS:
            pips, opponent_pips = self.board_for(seat).pip_count()
            return Message("bg-status-pips", {**roles, "pips": pips, "opponent_pips": opponent_pips})
        if action is ActionId.STATUS_SCORE:
            return Message("bg-status-score", {**roles, "score": match.score[seat],
                "opponent_score": match.score[other(seat)], "length": match.options.length,
                "crawford": "yes" if match.crawford else "no"})
        if action is ActionId.STATUS_DICE:
            if not self.started or match.phase is not Phase.MOVING or self.turn is None:
                return Message("bg-status-dice-none")
            left = self.turn.dice_left()
            args: dict[str, str | int] = {"count": len(left)}
            for index, die in enumerate(left):
                args[f"die{index + 1}"] = die
            return Message("bg-status-dice", args)
        # STATUS_TURN
        if not self.started:
            return Message("bg-status-turn-not-started")
        if self.finished:
            winner = match.winner if match.winner is not None else 0
            return Message("bg-status-turn-over", {"actor": "you" if viewer.seat == winner else "other",
                                                   "name": self.names[winner]})
        acting = match.responder if match.responder is not None else match.turn
        assert acting is not None
        return Message("bg-status-turn", {"actor": "you" if viewer.seat == acting else "other",
                                          "name": self.names[acting], "phase": match.phase.value})

    def _roles(self, viewer: Viewer, seat: int) -> dict[str, str | int]:
        """Arguments naming the two sides for a status answer: "you" or the seat's name, ``seat`` first."""
        return {
            "actor": "you" if viewer.seat == seat else "other", "name": self.names[seat],
            "opponent": "you" if viewer.seat == other(seat) else "other",
            "opponent_name": self.names[other(seat)],
        }

    # Hints.

    def _hint_refusal(self, seat: int) -> Message | None:
        if not self.options.hints:
            return Message("bg-refuse-hints-off")
        if self.match.turn != seat or self.match.phase not in (Phase.MOVING, Phase.AWAITING_ROLL):
            return Message("bg-refuse-hint-not-your-turn")
        if self.match.phase is not Phase.MOVING or self.turn is None or self.turn.complete:
            return Message("bg-refuse-hint-roll-first")
        return None

    def _cube_hint_refusal(self, seat: int) -> Message | None:
        match = self.match
        if not self.options.cube_hints:
            return Message("bg-refuse-cube-hints-off")
        if not match.cube_in_play:
            return Message("bg-refuse-cube-hint-no-cube")
        if match.phase is Phase.AWAITING_ROLL and match.turn == seat:
            return None
        if match.phase is Phase.DOUBLE_OFFERED and match.responder == seat:
            return None
        return Message("bg-refuse-cube-hint-not-now")

    def hint_context(self, viewer: Viewer) -> BotContext:
        """The rules-level question a move-hint engine answers for ``viewer`` now; TableRefusal if none."""
        seat = self._seat(viewer)
        refusal = self._hint_refusal(seat)
        if refusal is not None:
            raise TableRefusal(refusal)
        return self._context(seat, DecisionKind.MOVE)

    def cube_hint_context(self, viewer: Viewer) -> BotContext:
        """The rules-level question a cube-hint engine answers for ``viewer`` now; TableRefusal if none."""
        seat = self._seat(viewer)
        refusal = self._cube_hint_refusal(seat)
        if refusal is not None:
            raise TableRefusal(refusal)
        kind = DecisionKind.ROLL_OR_DOUBLE if self.match.phase is Phase.AWAITING_ROLL \
            else DecisionKind.TAKE_OR_DROP
        return self._context(seat, kind)

    @staticmethod
    def hint_replies(ranked: Sequence[Play], total: int | None = None) -> tuple[Message, ...]:
        """Reply messages for plays ranked best first (an engine's, or the rules core's legal plays)."""
        shown = list(ranked)[:HINT_PLAYS]
        header = Message("bg-hint-header", {"count": total if total is not None else len(ranked)})
        return (header, *(Message("bg-hint-play", {"rank": index + 1, "play": format_play(play)})
                          for index, play in enumerate(shown)))

    @staticmethod
    def cube_hint_replies(double: bool | None, take: bool | None) -> tuple[Message, ...]:
        """Reply messages for an engine's cube advice: whether to double (before rolling), and whether the
        double should be taken (before rolling: the expected answer; facing a double: the advice)."""
        args: dict[str, str | int] = {
            "double": "none" if double is None else ("yes" if double else "no"),
            "take": "none" if take is None else ("yes" if take else "no"),
        }
        return (Message("bg-cube-hint", args),)

    def _hint(self, viewer: Viewer, command: Command) -> Outcome:
        context = self.hint_context(viewer)
        return Outcome(replies=self.hint_replies(context.legal_plays))

    def _cube_hint(self, viewer: Viewer, command: Command) -> Outcome:
        context = self.cube_hint_context(viewer)
        pips, opponent_pips = context.position.pip_count()
        situation = "double" if context.kind is DecisionKind.ROLL_OR_DOUBLE else "take"
        return Outcome(replies=(Message("bg-cube-hint-rules", {
            "situation": situation, "pips": pips, "opponent_pips": opponent_pips,
            "may_double": "yes" if context.may_double else "no"}),))

    # Bots: decisions back into table commands.

    def commands_for_play(self, seat: int, play: Play) -> list[Command]:
        """The sub-move commands that make ``play`` (one of this turn's legal plays) on the board, one step
        at a time, undoing any sub-moves made already and ending the turn when the table waits for that."""
        commands: list[Command] = []
        if self.turn is not None:
            commands += [Command(ActionId.UNDO)] * len(self.turn.moves)
        if self.selected is not None and not commands:
            commands.append(Command(ActionId.DESELECT))
        for step in play.steps:
            if step.source != BAR:
                commands.append(Command(ActionId.POINT, cell_of_point(step.source)))
            target = step.source if step.target == OFF else step.target
            commands.append(Command(ActionId.POINT, cell_of_point(target)))
        if self.options.confirm_turn:
            commands.append(Command(ActionId.END_TURN))
        return commands

    def commands_for_answer(self, seat: int, yes: bool) -> list[Command]:
        """The command for a yes/no decision of ``bot_turn``: double (else roll), take (else drop), accept a
        resignation (else decline)."""
        phase = self.match.phase
        if phase is Phase.AWAITING_ROLL:
            return [Command(ActionId.DOUBLE if yes else ActionId.ROLL)]
        if phase is Phase.DOUBLE_OFFERED:
            return [Command(ActionId.TAKE if yes else ActionId.DROP)]
        if phase is Phase.RESIGNATION_OFFERED:
            return [Command(ActionId.ACCEPT_RESIGNATION if yes else ActionId.DECLINE_RESIGNATION)]
        if phase is Phase.MOVING and self.turn is not None and self.turn.complete:
            return [Command(ActionId.END_TURN if yes else ActionId.UNDO)]
        return []

    # Small helpers.

    def _seat(self, viewer: Viewer) -> int:
        if viewer.seat is None:
            raise _refuse("bg-refuse-spectator")
        return viewer.seat

    def _turn(self) -> TurnInProgress:
        if self.turn is None:
            raise _refuse("bg-refuse-not-now")
        return self.turn

    def _cell(self, cell: int | None) -> int:
        if type(cell) is not int or not 0 <= cell < CELLS:
            raise _refuse("bg-refuse-bad-cell")
        return cell

    def _cell_point(self, cell: int | None) -> int:
        return point_of_cell(self._cell(cell))

    # Persistence and replay.

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain (JSON-ready) data."""
        turn = None
        if self.turn is not None:
            turn = [[[list(step[:2]) for step in move.steps], list(move.dice)] for move in self.turn.moves]
        return {
            "version": SNAPSHOT_VERSION,
            "game": GAME_ID,
            "options": self.options.to_data(),
            "names": list(self.names),
            "colours": list(self.colours),
            "started": self.started,
            "match": self.match.to_data(),
            "turn": turn,
            "selected": self.selected,
            "dice_log": list(self.dice_log),
            "log": [command_to_data(seat, command) for seat, command in self.log],
        }

    @classmethod
    def restore(cls, data: Mapping[str, Any], dice: DiceSource | None = None) -> BackgammonTable:
        """The table ``snapshot`` wrote, drawing future dice from ``dice``; TableRefusal on bad data."""
        try:
            if data["version"] != SNAPSHOT_VERSION or data["game"] != GAME_ID:
                raise ValueError("version")
            table = cls(data["options"], tuple(data["names"]), dice)
            colours = tuple(data["colours"])
            if sorted(colours) != sorted(COLOURS):
                raise ValueError("colours")
            table.colours = (colours[0], colours[1])
            table.narrator = Narrator(table.names, table.colours, table.options.verbose,
                                      table.options.match_length)
            table.started = bool(data["started"])
            table.match = Match.from_data(dict(data["match"]))
            table.dice_log[:] = [int(d) for d in data["dice_log"]]
            table.log = [command_from_data(item) for item in data["log"]]
            table._sync_turn()
            if data["turn"]:
                turn = table._turn()
                for steps, _dice in data["turn"]:
                    source, target = steps[0][0], steps[-1][1]
                    move = turn.find(source, target)
                    if move is None:
                        raise ValueError("sub-move")
                    turn.apply(move)
            selected = data["selected"]
            if selected is not None and (table.turn is None or not table.turn.can_move_from(selected)):
                raise ValueError("selected")
            table.selected = selected
        except TableRefusal:
            raise
        except Exception as error:  # any malformed snapshot is refused the same way
            raise _refuse("bg-refuse-bad-snapshot") from error
        return table

    @classmethod
    def replay(
        cls,
        options: Mapping[str, Any] | TableOptions | None,
        names: Sequence[str],
        dice: Sequence[int],
        commands: Sequence[tuple[int | None, Command]],
    ) -> BackgammonTable:
        """Rebuilds a table from its options, names, every die drawn and every command accepted."""
        table = cls(options, names, ReplayDice(dice))
        table.start()
        for seat, command in commands:
            viewer = Viewer.player(seat) if seat is not None else Viewer.spectator()
            table.handle(viewer, command)
        return table


def action_label(action: ActionId) -> Message:
    """The menu label of ``action``."""
    return Message("bg-action-" + action.value.replace("_", "-"))


def command_to_data(seat: int | None, command: Command) -> dict[str, Any]:
    """One logged command as plain data."""
    return {"seat": seat, "action": command.action.value, "cell": command.cell}


def command_from_data(data: Mapping[str, Any]) -> tuple[int | None, Command]:
    """The logged command ``command_to_data`` wrote; ValueError on anything else."""
    seat = data["seat"]
    if seat not in (None, 0, 1):
        raise ValueError("seat")
    cell = data["cell"]
    if cell is not None and type(cell) is not int:
        raise ValueError("cell")
    return seat, Command(ActionId(data["action"]), cell)


_HANDLERS = {
    ActionId.ROLL: BackgammonTable._roll,
    ActionId.POINT: BackgammonTable._point,
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
    ActionId.NEXT_GAME: BackgammonTable._next_game,
}

__all__ = ["DECLARATION", "BackgammonTable", "KIND_NAMES", "command_from_data", "command_to_data"]
