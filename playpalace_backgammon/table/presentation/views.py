"""What a viewer sees of the backgammon table: the board grid from their side, and the visual state
(bar, borne-off checkers, dice, cube) a drawn board needs."""

from __future__ import annotations

from ...rules import BAR, OFF, Phase
from ..interface import Grid, Viewer
from ..table_state import TableState, board_for, check_viewer, numbering
from .board_grid import build_grid
from .visual_state import VisualState


def grid(state: TableState, viewer: Viewer) -> Grid:
    """The board from the side of ``viewer`` (a player's own seat, a spectator's chosen seat)."""
    check_viewer(viewer)
    seat = numbering(viewer)
    selected = selected_point(state, seat)
    return build_grid(board_for(state, seat), state.names, state.colours, seat, viewer.seat, selected)


def visual_state(state: TableState) -> VisualState | None:
    """The bar, borne-off checkers, dice and cube for a visual board; None before the start."""
    if not state.started:
        return None
    match = state.match
    board = board_for(state, 0)  # the turn in progress included; seat 0 is the mover of this view
    mine, theirs = board.mover, board.opponent
    owner = match.cube_owner
    dice: tuple[int, ...] = ()
    used: tuple[int, ...] = ()
    if match.dice is not None and match.phase is Phase.MOVING and state.turn is not None:
        dice = state.turn.dice_left()
        unused = list(state.turn.all_dice)
        for die in dice:
            unused.remove(die)
        used = tuple(unused)
    return VisualState(
        colours=state.colours,
        bar=(mine[BAR], theirs[BAR]),
        off=(mine[OFF], theirs[OFF]),
        dice=dice,
        dice_used=used,
        cube_value=match.cube_value,
        cube_owner=None if owner is None else state.colours[owner],
        points=tuple((mine[point], theirs[25 - point]) for point in range(1, 25)),
        selected=selected_point(state, 0),
    )


def selected_point(state: TableState, seat: int) -> int | None:
    """The selected checker's point in ``seat``'s numbering (None: none, or the bar's)."""
    if state.selected is None or state.selected == BAR or state.match.turn is None:
        return None
    return state.selected if seat == state.match.turn else 25 - state.selected
