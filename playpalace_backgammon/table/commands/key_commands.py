"""Key presses to commands at the backgammon table: what a chord means for this viewer at this moment.

Enter rolls before rolling, ends a complete turn waiting to be confirmed, and otherwise acts on the
focused point; Y and N answer whichever offer is pending (between the games of a money session: Y or Enter
plays on, N stops); the other chords are fixed (``keys.BINDINGS``).
"""

from __future__ import annotations

from ...rules import Phase
from ..actions import ActionId
from ..interface import Command, Key, Viewer
from ..table_state import TableState
from .keys import BINDINGS, key_name


def command_for_key(state: TableState, viewer: Viewer, key: Key, cell: int | None) -> Command | None:
    """The command a key chord means now for ``viewer`` with focus on ``cell``; None when unbound."""
    name = key_name(key.key)
    chord = (name, key.shift, key.control, key.alt)
    plain = not (key.shift or key.control or key.alt)
    if name in ("enter", "space") and plain:
        if name == "space":
            return None
        seat = viewer.seat
        if seat is not None and state.match.phase is Phase.GAME_OVER and state.match.options.money:
            return Command(ActionId.PLAY_ON)
        if (seat is not None and state.match.phase is Phase.AWAITING_ROLL and state.match.turn == seat):
            return Command(ActionId.ROLL)
        if seat is not None and state.match.phase is Phase.MOVING and state.turn is not None \
                and state.turn.complete and state.match.turn == seat:
            return Command(ActionId.END_TURN)
        return Command(ActionId.POINT, cell)
    if name in ("y", "n") and plain:
        if viewer.seat is not None and state.resign_match_pending == viewer.seat:
            return Command(ActionId.CONFIRM_RESIGN_MATCH if name == "y" else ActionId.CANCEL_RESIGN_MATCH)
        if state.match.phase is Phase.GAME_OVER and state.match.options.money:
            return Command(ActionId.PLAY_ON if name == "y" else ActionId.STOP_SESSION)
        if state.match.phase is Phase.RESIGNATION_OFFERED:
            return Command(ActionId.ACCEPT_RESIGNATION if name == "y" else ActionId.DECLINE_RESIGNATION)
        return Command(ActionId.TAKE if name == "y" else ActionId.DROP)
    action = BINDINGS.get(chord)
    if action is None:
        return None
    return Command(action, cell)
