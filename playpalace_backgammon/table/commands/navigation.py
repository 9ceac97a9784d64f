"""Board navigation of the backgammon table: row and column edges, and cycling through useful cells.

Alt+arrows, Home and End move the asker's focus to an edge of the grid; Ctrl+arrows cycle through the
destinations of the selected checker (blots first), or else the points a checker can move from. Focus
moves change nothing at the table. With nothing to cycle through, a player who must roll first is told so
and how (Enter on any point rolls, for every client: PlayPalace's have no roll item on the board).
"""

from __future__ import annotations

from ...rules import BAR, OFF, Phase
from ..actions import ActionId
from ..interface import Command, Message, Outcome, TableRefusal, Viewer
from ..presentation.board_grid import WIDTH, cell_of_point
from ..table_state import TableState, action_of, cell_index


def edge(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Home, End and Alt+arrows: the focus to an edge of the focused cell's row or column."""
    cell = cell_index(command.cell)
    row, column = divmod(cell, WIDTH)
    focus = {
        ActionId.ROW_START: row * WIDTH,
        ActionId.ROW_END: row * WIDTH + WIDTH - 1,
        ActionId.COLUMN_TOP: column,
        ActionId.COLUMN_BOTTOM: WIDTH + column,
    }[action_of(command)]
    return Outcome(focus=focus)


def target_cells(state: TableState, viewer: Viewer) -> list[int]:
    """The cells Ctrl+arrows cycle through for ``viewer`` now: destinations of the selected checker
    (blots first), else the points a checker can move from (or enter on, from the bar)."""
    seat = viewer.seat
    turn = state.turn
    if seat is None or turn is None or state.match.turn != seat or turn.complete:
        return []
    opponent = turn.position.opponent
    if turn.position.mover[BAR] or state.selected is not None:
        source = BAR if turn.position.mover[BAR] else state.selected
        assert source is not None
        targets = [target for target, _ in turn.targets(source)]
        points = [source if target == OFF else target for target in targets]
        blot = [p for p in points if p != source and opponent[25 - p] == 1]
        rest = [p for p in points if p not in blot]
        ordered = sorted(set(blot), key=cell_of_point) + sorted(set(rest), key=cell_of_point)
        return [cell_of_point(p) for p in ordered]
    return sorted(cell_of_point(point) for point in turn.sources())


def cycle(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Ctrl+arrows: the focus to the next or previous of ``target_cells``."""
    cells = target_cells(state, viewer)
    if not cells:
        raise TableRefusal(_why_no_targets(state, viewer))
    step = 1 if command.action is ActionId.NEXT_TARGET else -1
    current = command.cell
    if current in cells:
        focus = cells[(cells.index(current) + step) % len(cells)]
    else:
        focus = cells[0] if step == 1 else cells[-1]
    return Outcome(focus=focus)


def _why_no_targets(state: TableState, viewer: Viewer) -> Message:
    """Why Ctrl+arrows find nothing: the asker must roll first (and how), or there is nothing to move."""
    match = state.match
    if viewer.seat is not None and match.turn == viewer.seat and match.phase is Phase.AWAITING_ROLL \
            and state.started and not state.finished:
        return Message("bg-refuse-roll-first")
    return Message("bg-refuse-no-targets")
