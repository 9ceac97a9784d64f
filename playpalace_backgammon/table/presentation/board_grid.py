"""The 2x12 board grid seen from one seat: which point each cell shows, and each cell's spoken label.

Top row: points 13 to 24, left to right. Bottom row: points 12 down to 1, left to right, so the home board
(points 1-6) is bottom right. Points are in the numbering of the seat the viewer sees from.
"""

from __future__ import annotations

from ...rules import Position
from ..interface import Grid, GridCell, Message
from .sounds import point_sound

WIDTH = 12
CELLS = 24


def point_of_cell(cell: int) -> int:
    """The point (1-24, in the viewer's numbering) that grid ``cell`` shows."""
    if not 0 <= cell < CELLS:
        raise ValueError(f"no grid cell {cell}")
    row, column = divmod(cell, WIDTH)
    return 13 + column if row == 0 else 12 - column


def cell_of_point(point: int) -> int:
    """The grid cell that shows ``point`` (1-24, in the viewer's numbering)."""
    if not 1 <= point <= 24:
        raise ValueError(f"no point {point}")
    return point - 13 if point >= 13 else WIDTH + (12 - point)


_POINTS = tuple(point_of_cell(cell) for cell in range(CELLS))
#: Every cell built lately, by what it shows: a board rebuilt after a move gives back the very cells that
#: did not change (a host compares them by identity and redraws only the rest). Bounded: emptied when full.
_CELLS: dict[tuple[int, int, str, str, str, bool, bool], GridCell] = {}
CELL_MEMO_SIZE = 8192  # about 5 MB when full (660 bytes a cell)


def build_grid(
    position: Position,
    names: tuple[str, str],
    colours: tuple[str, str],
    seat: int,
    viewer_seat: int | None,
    selected_point: int | None,
) -> Grid:
    """The grid of ``position`` (seen by ``seat``, numbered for ``seat``) for a viewer at ``viewer_seat``.

    ``selected_point`` is in ``seat``'s numbering. A cell that shows the same as one built before is that
    same ``GridCell``.
    """
    mover, opponent = position.mover, position.opponent
    memo = _CELLS
    cells = []
    for point in _POINTS:
        mine = mover[point]
        theirs = opponent[25 - point]
        if mine:
            owner_seat: int | None = seat
            count = mine
        elif theirs:
            owner_seat, count = 1 - seat, theirs
        else:
            owner_seat, count = None, 0
        if owner_seat is None:
            owner, name, colour = "none", "", ""
        else:
            owner = "you" if owner_seat == viewer_seat else "other"
            name, colour = names[owner_seat], colours[owner_seat]
        selected = selected_point == point
        own = owner_seat == seat
        key = (point, count, owner, name, colour, selected, own)
        cell = memo.get(key)
        if cell is None:
            label = Message("bg-cell", {
                "point": point,
                "count": count,
                "owner": owner,
                "name": name,
                "colour": colour,
                "selected": "yes" if selected else "no",
            })
            if len(memo) >= CELL_MEMO_SIZE:
                memo.clear()
            cell = memo[key] = GridCell(label, selected, point_sound(count, own))
        cells.append(cell)
    return Grid(WIDTH, tuple(cells))
