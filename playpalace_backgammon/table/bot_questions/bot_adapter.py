"""What a bot seat is asked to decide, and its rules-level decisions turned back into table commands."""

from __future__ import annotations

from ...rules import BAR, OFF, Phase, Play, other
from ..actions import ActionId
from ..interface import BotTurn, Command
from ..presentation.board_grid import cell_of_point
from ..table_state import AWAITING_ROLL, MOVING, TableState
from .bot_context import BotContext, DecisionKind

# Commands are immutable: the ones a bot's play is made of are built once.
_ENTER_ON_POINT = {point: Command(ActionId.POINT, cell_of_point(point)) for point in range(1, 25)}
_MOVE_CHECKER = {(source, target): Command(ActionId.MOVE_CHECKER, move=(source, target))
                 for source in range(1, BAR + 1) for target in range(OFF, source)}
_UNDO = Command(ActionId.UNDO)
_DESELECT = Command(ActionId.DESELECT)
_END_TURN = Command(ActionId.END_TURN)
_ROLL = Command(ActionId.ROLL)
_DOUBLE = Command(ActionId.DOUBLE)
# Enum members read on every decision, as module globals (a read from an enum class is a Python-level
# look-up in Python 3.11).
_ROLL_OR_DOUBLE = DecisionKind.ROLL_OR_DOUBLE
_MOVE = DecisionKind.MOVE
_END_TURN_KIND = DecisionKind.END_TURN


def bot_turn(state: TableState) -> BotTurn | None:
    """The decision some seat must make now, with its rules-level context; None when nobody must act."""
    if not state.started or state.finished:
        return None
    match = state.match
    phase = match.phase
    if phase is AWAITING_ROLL and match.turn is not None:
        return BotTurn(match.turn, context(state, match.turn, _ROLL_OR_DOUBLE))
    if phase is MOVING and match.turn is not None and state.turn is not None:
        kind = _END_TURN_KIND if state.turn.complete else _MOVE
        return BotTurn(match.turn, context(state, match.turn, kind))
    if match.phase is Phase.DOUBLE_OFFERED and match.responder is not None:
        return BotTurn(match.responder, context(state, match.responder, DecisionKind.TAKE_OR_DROP))
    if match.phase is Phase.RESIGNATION_OFFERED and match.responder is not None:
        kind = DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION
        return BotTurn(match.responder, context(state, match.responder, kind))
    if match.phase is Phase.GAME_OVER and match.options.money:  # the first seat yet to choose
        seat = match.playing_on.index(False)
        return BotTurn(seat, context(state, seat, DecisionKind.PLAY_ON_OR_STOP))
    return None


def context(state: TableState, seat: int, kind: DecisionKind) -> BotContext:
    """The rules-level question ``seat`` answers now, from its side (a bot's decision, or a hint's)."""
    match = state.match
    owner = None if match.cube_owner is None else ("me" if match.cube_owner == seat else "opponent")
    points = None
    if match.resign_kind is not None and match.phase is Phase.RESIGNATION_OFFERED:
        points = int(match.resign_kind) * match.cube_value
    dice = match.dice if match.turn == seat else None
    plays = match.legal_plays() if kind is _MOVE else ()
    # Arguments by position, in the order of BotContext's fields: a context is built for every
    # decision, and passing fourteen keywords costs more than building the context itself.
    return BotContext(
        seat, kind, match.position_for(seat), dice, match.cube_value, owner, match.cube_in_play,
        match.double_refusal(seat) is None, match.options.length,
        (match.score[seat], match.score[other(seat)]), match.crawford, plays, points,
        state.options.bot_level, match.options.money and match.options.jacoby,
        match.options.money and match.options.beavers, match.beavered,
        match.raccoon_refusal(seat) is None, match.raccooned, match.options.quadruple,
    )


def commands_for_play(state: TableState, seat: int, play: Play) -> list[Command]:
    """The commands that make ``play`` (one of this turn's legal plays): one ``MOVE_CHECKER`` a step, so
    a host can pace and announce each, after undoing any sub-moves made already, and ending the turn
    when the table waits for that."""
    commands = _restart_turn(state)
    commands += [_MOVE_CHECKER[source, target] for source, target, _hit in play.raw_steps]
    if state.options.confirm_turn:
        commands.append(_END_TURN)
    return commands


def point_commands_for_play(state: TableState, seat: int, play: Play) -> list[Command]:
    """The same play as a person makes it on the board: Enter on each checker's point, then on where
    it goes (the point itself again to bear off; only the destination to enter from the bar)."""
    commands = _restart_turn(state)
    for source, target, _hit in play.raw_steps:
        if source != BAR:
            commands.append(_ENTER_ON_POINT[source])
        commands.append(_ENTER_ON_POINT[source if target == OFF else target])
    if state.options.confirm_turn:
        commands.append(_END_TURN)
    return commands


def _restart_turn(state: TableState) -> list[Command]:
    """Undo every sub-move made this turn, or drop the selection: the play then starts afresh."""
    if state.turn is not None and state.turn.moves:
        return [_UNDO] * len(state.turn.moves)
    return [_DESELECT] if state.selected is not None else []


def commands_for_answer(
    state: TableState, seat: int, yes: bool, *, beaver: bool = False, raccoon: bool = False,
) -> list[Command]:
    """The command for a yes/no decision of ``bot_turn``: double (else roll), take (else drop; or, with
    ``beaver`` where the rules allow one, beaver; with ``raccoon`` facing a beaver where they allow one,
    raccoon), accept a resignation (else decline), play on between money games (else stop)."""
    match = state.match
    phase = match.phase
    if phase is AWAITING_ROLL:
        return [_DOUBLE if yes else _ROLL]
    if phase is Phase.DOUBLE_OFFERED:
        if beaver and match.beaver_refusal(seat) is None:
            return [Command(ActionId.BEAVER)]
        if raccoon and match.raccoon_refusal(seat) is None:
            return [Command(ActionId.RACCOON)]
        return [Command(ActionId.TAKE if yes else ActionId.DROP)]
    if phase is Phase.GAME_OVER and match.options.money:
        return [Command(ActionId.PLAY_ON if yes else ActionId.STOP_SESSION)]
    if phase is Phase.RESIGNATION_OFFERED:
        return [Command(ActionId.ACCEPT_RESIGNATION if yes else ActionId.DECLINE_RESIGNATION)]
    if phase is Phase.MOVING and state.turn is not None and state.turn.complete:
        return [Command(ActionId.END_TURN if yes else ActionId.UNDO)]
    return []
