"""What a visual board shows besides the points: checkers on the bar and borne off, the dice and the cube.

``BackgammonTable.visual_state`` builds it; ``to_data`` gives the plain data our web client reads, keyed by
the seats' checker colours, e.g.
``{"bar": {"white": 1, "red": 0}, "off": {...}, "dice": [5], "dice_used": [3],
"cube": {"value": 2, "owner": "white"}, "near": "red", ...}``: ``dice`` are the dice left to play,
``near`` the colour whose side is drawn nearest the viewer (the cube sits on its owner's side).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class VisualState:
    """The bar, borne-off checkers, dice and cube of a started table.

    ``colours`` are seat 0's colour then seat 1's; ``bar`` and ``off`` count each seat's checkers in that
    order. ``dice`` are the dice of the roll still to be played while the player on turn moves (highest
    first), ``dice_used`` the others of that roll (played, or found unplayable), else both empty.
    ``cube_owner`` is the owner's colour, None while the cube is in the middle.
    """

    colours: tuple[str, str]
    bar: tuple[int, int]
    off: tuple[int, int]
    dice: tuple[int, ...]
    cube_value: int
    cube_owner: str | None
    #: The checkers on points 1 to 24 in seat 0's numbering: (seat 0's, seat 1's) on each.
    points: tuple[tuple[int, int], ...] = ()
    #: The point (1 to 24, seat 0's numbering) whose checker the player on turn has selected, if any.
    selected: int | None = None
    dice_used: tuple[int, ...] = ()

    def to_data(self, perspective: int = 0) -> dict[str, Any]:
        """JSON-ready plain data, the colour keys in seat order; ``points`` lists points 1 to 24 in the
        numbering of seat ``perspective`` (the one its viewer hears), each as [colour or null, count], and
        ``selected`` the selected checker's point in that numbering (null: none), ``near`` that seat's
        colour (its side of the board is drawn nearest the viewer)."""
        first, second = self.colours
        ordered = self.points if perspective == 0 else tuple(reversed(self.points))
        return {
            "bar": {first: self.bar[0], second: self.bar[1]},
            "off": {first: self.off[0], second: self.off[1]},
            "dice": list(self.dice),
            "dice_used": list(self.dice_used),
            "cube": {"value": self.cube_value, "owner": self.cube_owner},
            "points": [[first, mine] if mine else ([second, theirs] if theirs else [None, 0])
                       for mine, theirs in ordered],
            "selected": None if self.selected is None else (
                self.selected if perspective == 0 else 25 - self.selected),
            "near": self.colours[perspective],
        }
