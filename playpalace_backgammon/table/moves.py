"""Turn actions of the backgammon table: roll, and build the play sub-move by sub-move.

Enter on a point selects a checker, moves the selected one (the same point twice bears it off), or, with
a checker on the bar, enters it; Ctrl+Backspace deselects, U undoes the last sub-move. The whole play goes
to the rules core once complete: at once, or, with ``confirm_turn``, when the player ends the turn.
"""

from __future__ import annotations

from ..rules import BAR, OFF, Phase, single_moves
from ..rules import commands as rc
from .interface import Announcement, Command, Message, Outcome, TableRefusal, Viewer
from .table_state import TableState, refuse
from .turn import SubMove, TurnInProgress

_PLAY_COMPLETE = (Message("bg-play-complete"),)


class MovesMixin(TableState):
    """Rolling and moving checkers."""

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
            raise refuse("bg-refuse-play-complete")
        point = self._cell_point(command.cell)
        mover = turn.position.mover
        if mover[BAR]:
            move = turn.find(BAR, point)
            if move is None:
                if point < 19:  # not a point a checker can enter on
                    raise refuse("bg-refuse-bar-first")
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

    def _move_checker(self, viewer: Viewer, command: Command) -> Outcome:
        """One sub-move in one command (a bot's): no selection first, the same checks as on the board."""
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.MOVING,))
        move = command.move
        if type(move) is not tuple or len(move) != 2 or type(move[0]) is not int or type(move[1]) is not int \
                or not (1 <= move[0] <= BAR and OFF <= move[1] < BAR):
            raise refuse("bg-refuse-bad-move")
        turn = self._turn()
        if turn.complete:
            if self.options.confirm_turn:
                raise refuse("bg-refuse-end-turn-first")
            raise refuse("bg-refuse-play-complete")
        source, target = move
        found = turn.find(source, target)
        if found is None:
            raise TableRefusal(turn.reason(source, target))
        return self._make(seat, found)

    def _select(self, seat: int, point: int) -> Outcome:
        turn = self._turn()
        if not turn.position.mover[point]:
            opponent_has = turn.position.opponent[25 - point] > 0
            message = "bg-refuse-not-your-checker" if opponent_has else "bg-refuse-empty-point"
            raise refuse(message, point=point)
        if not turn.can_move_from(point):
            raise refuse("bg-refuse-no-moves-from", point=point)
        self.selected = point
        count = turn.position.mover[point]
        replies = self._selected_replies.get((point, count))
        if replies is None:  # the same words recur all game: one immutable message each, handed out again
            replies = self._selected_replies[(point, count)] = (
                Message("bg-selected", {"point": point, "count": count}),)
        return Outcome(replies=replies, changed=True)

    def _make(self, seat: int, move: SubMove) -> Outcome:
        turn = self._turn()
        mover = turn.position.mover
        turn.apply(move)
        self.selected = None
        sub_move = self.narrator.sub_move
        steps = move.steps
        if len(steps) == 1:  # the usual case: one die, one step
            source, target, hit = steps[0]
            told = sub_move(seat, source, target, hit, source != BAR and mover[source] == 1)
        else:
            counts = list(mover)
            told = ()
            for source, target, hit in steps:
                counts[source] -= 1
                counts[target] += 1
                # A point the checker only passed over (empty before it came) was not left empty by it.
                emptied = source != BAR and counts[source] == 0 and mover[source] > 0
                told += sub_move(seat, source, target, hit, emptied)
        if not turn.complete:
            return Outcome(told, changed=True)
        if self.options.confirm_turn:
            return Outcome(told, _PLAY_COMPLETE, changed=True)
        return Outcome(told + tuple(self._submit(seat)), changed=True)

    def _submit(self, seat: int) -> list[Announcement]:
        turn = self._turn()
        steps = tuple((step.source, step.target) for step in turn.steps)
        unplayable = self._unplayable(seat, turn)
        self.turn = None
        self.selected = None
        return unplayable + self._apply(rc.Move(seat, steps))

    def _unplayable(self, seat: int, turn: TurnInProgress) -> list[Announcement]:
        """Everyone hears which dice of a whole play were left unplayed, and why (none: nothing said)."""
        left = turn.remaining
        if not left or not turn.moves:  # all played, or nothing at all (the rules core says that)
            return []
        if turn.position.mover[BAR]:
            reason = "bar"  # still a checker on the bar: the die cannot bring it in
        elif turn.play_length == 1 and turn.dice[0] != turn.dice[1] and single_moves(turn.start, left[0]):
            reason = "higher"  # either die alone, not both: the rules ask for the higher
        else:
            reason = "blocked"
        return self.narrator.unplayable(seat, left[0], len(left), reason)

    def _end_turn(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.MOVING,))
        if not self._turn().complete:
            raise refuse("bg-refuse-play-incomplete", dice=len(self._turn().dice_left()))
        return Outcome(tuple(self._submit(seat)), changed=True)

    def _deselect(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.MOVING,))
        if self.selected is None:
            raise refuse("bg-refuse-nothing-selected")
        self.selected = None
        return Outcome(replies=(Message("bg-deselected"),), changed=True)

    def _undo(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.MOVING,))
        turn = self._turn()
        if not turn.moves:
            raise refuse("bg-refuse-nothing-to-undo")
        move = turn.undo()
        self.selected = None
        return Outcome(tuple(self.narrator.undone(seat, move.source, move.target)), changed=True)
