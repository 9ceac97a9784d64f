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


def build_grid(
    position: Position,
    names: tuple[str, str],
    colours: tuple[str, str],
    seat: int,
    viewer_seat: int | None,
    selected_point: int | None,
) -> Grid:
    """The grid of ``position`` (seen by ``seat``, numbered for ``seat``) for a viewer at ``viewer_seat``.

    ``selected_point`` is in ``seat``'s numbering.
    """
    cells = []
    for cell in range(CELLS):
        point = point_of_cell(cell)
        mine = position.mover[point]
        theirs = position.opponent[25 - point]
        owner_seat = seat if mine else (1 - seat if theirs else None)
        count = mine or theirs
        if owner_seat is None:
            owner = "none"
        elif owner_seat == viewer_seat:
            owner = "you"
        else:
            owner = "other"
        selected = selected_point == point
        label = Message("bg-cell", {
            "point": point,
            "count": count,
            "owner": owner,
            "name": names[owner_seat] if owner_seat is not None else "",
            "colour": colours[owner_seat] if owner_seat is not None else "",
            "selected": "yes" if selected else "no",
        })
        cells.append(GridCell(label, selected, point_sound(count, owner_seat == seat)))
    return Grid(WIDTH, tuple(cells))
