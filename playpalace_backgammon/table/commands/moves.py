"""Turn actions of the backgammon table: the start, the roll, and the play built sub-move by sub-move.

Enter on a point selects a checker, moves the selected one (the same point twice bears it off), or, with
a checker on the bar, enters it; Ctrl+Backspace deselects, U undoes the last sub-move. The whole play goes
to the rules core once complete: at once, or, with ``confirm_turn``, when the player ends the turn.
Each command's handler is a function ``(state, viewer, command) -> Outcome``.
"""

from __future__ import annotations

from ...rules import BAR, OFF, Phase, single_moves
from ...rules import commands as rc
from ..interface import Announcement, Command, Message, Outcome, TableRefusal, Viewer
from ..presentation.narrator import Narrator
from ..table_state import (
    AWAITING_ROLL,
    COLOURS,
    MOVING_ONLY,
    ROLLING,
    TableState,
    apply,
    apply_rules,
    cell_point,
    refuse,
    require_turn,
    seat_of,
    turn_of,
)
from ..turn import SubMove, TurnInProgress

_PLAY_COMPLETE = (Message("bg-play-complete"),)


def start(state: TableState) -> Outcome:
    """Draws the colours and begins the first game (opening roll included)."""
    if state.started:
        raise refuse("bg-refuse-already-started")
    white_seat = 0 if state.dice.roll() <= 3 else 1
    state.colours = COLOURS if white_seat == 0 else (COLOURS[1], COLOURS[0])
    if state.narrator.colours != state.colours:  # built before the draw with seat 0 white
        options = state.options
        state.narrator = Narrator(state.names, state.colours, options.verbose, options.session_length)
    state.started = True
    out = state.narrator.colours_assigned()
    out += apply(state, rc.StartGame())
    return Outcome(tuple(out), changed=True)


def roll(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """R: the player on roll rolls."""
    seat = seat_of(viewer)
    require_turn(state, seat, ROLLING)
    return Outcome(tuple(apply_rules(state, rc.Roll(seat))), changed=True)


def point(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Enter on a point: roll (before rolling), end a complete turn waiting to be confirmed, select a
    checker, move the selected one there (bear it off: its own point again), or enter from the bar."""
    seat = seat_of(viewer)
    match = state.match
    if match.phase is AWAITING_ROLL and match.turn == seat:
        return roll(state, viewer, command)
    require_turn(state, seat, MOVING_ONLY)
    turn = turn_of(state)
    if turn.complete:
        if state.options.confirm_turn:
            return end_turn(state, viewer, command)
        raise refuse("bg-refuse-play-complete")
    target = cell_point(command.cell)
    mover = turn.position.mover
    if mover[BAR]:
        move = turn.find(BAR, target)
        if move is None:
            if target < 19:  # not a point a checker can enter on
                raise refuse("bg-refuse-bar-first")
            raise TableRefusal(turn.reason(BAR, target))
        return _make(state, seat, move)
    selected = state.selected
    if selected is None:
        return _select(state, target)
    if target == selected:
        move = turn.find(target, OFF)
        if move is None:
            raise TableRefusal(turn.reason(target, OFF))
        return _make(state, seat, move)
    move = turn.find(selected, target)
    if move is not None:
        return _make(state, seat, move)
    if mover[target] and turn.can_move_from(target):
        return _select(state, target)
    raise TableRefusal(turn.reason(selected, target))


def move_checker(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """One sub-move in one command (a bot's): no selection first, the same checks as on the board."""
    seat = seat_of(viewer)
    require_turn(state, seat, MOVING_ONLY)
    move = command.move
    if type(move) is not tuple or len(move) != 2 or type(move[0]) is not int or type(move[1]) is not int \
            or not (1 <= move[0] <= BAR and OFF <= move[1] < BAR):
        raise refuse("bg-refuse-bad-move")
    turn = turn_of(state)
    if turn.complete:
        if state.options.confirm_turn:
            raise refuse("bg-refuse-end-turn-first")
        raise refuse("bg-refuse-play-complete")
    source, target = move
    found = turn.find(source, target)
    if found is None:
        raise TableRefusal(turn.reason(source, target))
    return _make(state, seat, found)


def _select(state: TableState, point: int) -> Outcome:
    turn = turn_of(state)
    if not turn.position.mover[point]:
        opponent_has = turn.position.opponent[25 - point] > 0
        message = "bg-refuse-not-your-checker" if opponent_has else "bg-refuse-empty-point"
        raise refuse(message, point=point)
    if not turn.can_move_from(point):
        raise refuse("bg-refuse-no-moves-from", point=point)
    state.selected = point
    count = turn.position.mover[point]
    replies = state.selected_replies.get((point, count))
    if replies is None:  # the same words recur all game: one immutable message each, handed out again
        replies = state.selected_replies[(point, count)] = (
            Message("bg-selected", {"point": point, "count": count}),)
    return Outcome(replies=replies, changed=True)


def _make(state: TableState, seat: int, move: SubMove) -> Outcome:
    turn = turn_of(state)
    mover = turn.position.mover
    turn.apply(move)
    state.selected = None
    sub_move = state.narrator.sub_move
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
    if state.options.confirm_turn:
        return Outcome(told, _PLAY_COMPLETE, changed=True)
    return Outcome(told + tuple(_submit(state, seat)), changed=True)


def _submit(state: TableState, seat: int) -> list[Announcement]:
    turn = turn_of(state)
    # Each sub-move kept is one die's step (``TurnInProgress.apply``): its (source, target) directly.
    steps = tuple([move.steps[0][:2] for move in turn.moves])
    unplayable = _unplayable(state, seat, turn)
    state.turn = None
    state.selected = None
    return unplayable + apply(state, rc.Move(seat, steps))


def _unplayable(state: TableState, seat: int, turn: TurnInProgress) -> list[Announcement]:
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
    return state.narrator.unplayable(seat, left[0], len(left), reason)


def end_turn(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Ends a complete turn (``confirm_turn``): the play goes to the rules core."""
    seat = seat_of(viewer)
    require_turn(state, seat, (Phase.MOVING,))
    if not turn_of(state).complete:
        raise refuse("bg-refuse-play-incomplete", dice=len(turn_of(state).dice_left()))
    return Outcome(tuple(_submit(state, seat)), changed=True)


def deselect(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Ctrl+Backspace: drops the selection."""
    seat = seat_of(viewer)
    require_turn(state, seat, (Phase.MOVING,))
    if state.selected is None:
        raise refuse("bg-refuse-nothing-selected")
    state.selected = None
    return Outcome(replies=(Message("bg-deselected"),), changed=True)


def undo(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """U: takes back the last sub-move of the turn being built."""
    seat = seat_of(viewer)
    require_turn(state, seat, (Phase.MOVING,))
    turn = turn_of(state)
    if not turn.moves:
        raise refuse("bg-refuse-nothing-to-undo")
    move = turn.undo()
    state.selected = None
    return Outcome(tuple(state.narrator.undone(seat, move.source, move.target)), changed=True)
