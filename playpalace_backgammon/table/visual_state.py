"""What a visual board shows besides the points: checkers on the bar and borne off, the dice and the cube.

``BackgammonTable.visual_state`` builds it; ``to_data`` gives the plain data our web client reads, keyed by
the seats' checker colours, e.g.
``{"bar": {"white": 1, "red": 0}, "off": {...}, "dice": [3, 5], "cube": {"value": 2, "owner": "white"}}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class VisualState:
    """The bar, borne-off checkers, dice and cube of a started table.

    ``colours`` are seat 0's colour then seat 1's; ``bar`` and ``off`` count each seat's checkers in that
    order. ``dice`` is the roll being played while the player on turn moves, else empty. ``cube_owner``
    is the owner's colour, None while the cube is in the middle.
    """

    colours: tuple[str, str]
    bar: tuple[int, int]
    off: tuple[int, int]
    dice: tuple[int, ...]
    cube_value: int
    cube_owner: str | None

    def to_data(self) -> dict[str, Any]:
        """JSON-ready plain data, the colour keys in seat order."""
        first, second = self.colours
        return {
            "bar": {first: self.bar[0], second: self.bar[1]},
            "off": {first: self.off[0], second: self.off[1]},
            "dice": list(self.dice),
            "cube": {"value": self.cube_value, "owner": self.cube_owner},
        }
