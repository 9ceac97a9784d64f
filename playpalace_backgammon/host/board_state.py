"""The visual board's extra state for our own web client: checkers on the bar and borne off, dice and cube.

Sent only to clients that said ``client_type: "web"`` in ``authorize``, as a muted ``speak`` whose buffer is
``board_state`` and whose text is JSON (the web client parses it and never speaks it); other PlayPalace
clients never get it. Keys are the seats' checker colours, e.g.
``{"bar": {"white": 1, "red": 0}, "off": {...}, "dice": [3, 5], "cube": {"value": 2, "owner": "white"}}``.
"""

from __future__ import annotations

import json
from typing import Any

from playpalace_backgammon.table.interface import TableGame

BUFFER = "board_state"
BAR, OFF = 25, 0


def board_state_json(table: TableGame) -> str | None:
    """The state as JSON, or None for a table that is not a backgammon table (or has not started)."""
    match: Any = getattr(table, "match", None)
    colours = getattr(table, "colours", None)
    board_for = getattr(table, "board_for", None)
    if match is None or colours is None or board_for is None or not getattr(table, "started", False):
        return None
    position = board_for(0)  # seat 0 is the mover of this view: mover = seat 0, opponent = seat 1
    sides = ((colours[0], position.mover), (colours[1], position.opponent))
    owner = match.cube_owner
    state: dict[str, Any] = {
        "bar": {colour: side[BAR] for colour, side in sides},
        "off": {colour: side[OFF] for colour, side in sides},
        "dice": list(match.dice) if match.dice is not None and match.phase.name == "MOVING" else [],
        "cube": {"value": match.cube_value, "owner": None if owner is None else colours[owner]},
    }
    return json.dumps(state, separators=(",", ":"))
