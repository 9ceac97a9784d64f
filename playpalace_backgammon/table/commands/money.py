"""Money play at the backgammon table: the beaver and the raccoon, and between games playing on or stopping
the session.

The rules core decides when each is allowed (``Match.beaver_refusal``, ``Match.raccoon_refusal``, the money
session's game-over phase);
these handlers turn the table's commands into the rules' and say what is happening, to everyone.
"""

from __future__ import annotations

from ...rules import Phase
from ...rules import commands as rc
from ..actions import ActionId
from ..interface import Command, Outcome, Viewer
from ..table_state import REFUSAL_MESSAGES, TableState, action_of, apply_rules, refuse, seat_of


def between_games(state: TableState) -> bool:
    """A money session waiting, after a game, for the players to play on or stop."""
    return state.match.options.money and state.match.phase is Phase.GAME_OVER


def beaver(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """B facing a double, in money play with beavers: the double beavered."""
    seat = seat_of(viewer)
    match = state.match
    if not (match.options.money and match.options.beavers):
        raise refuse("money-refuse-beaver-off")
    if match.phase is not Phase.DOUBLE_OFFERED or match.responder != seat or match.beavered \
            or match.raccooned:
        raise refuse("money-refuse-beaver-no-double")
    return Outcome(tuple(apply_rules(state, rc.Beaver(seat))), changed=True)


def raccoon(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """R facing a beaver, in money play with raccoons: the beaver taken and redoubled at once, the cube
    staying with the beaverer. Refused with the rules' reason: off, no beaver to raccoon, the game's limit
    reached, or the cube's cap."""
    seat = seat_of(viewer)
    reason = state.match.raccoon_refusal(seat)
    if reason is not None:
        raise refuse(REFUSAL_MESSAGES[reason], limit=state.match.options.raccoons)
    return Outcome(tuple(apply_rules(state, rc.Raccoon(seat))), changed=True)


def play_on_or_stop(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Y / Enter (play on) and N (stop the session) between the games of a money session."""
    seat = seat_of(viewer)
    if not between_games(state):
        raise refuse("money-refuse-not-between-games")
    if action_of(command) is ActionId.STOP_SESSION:
        return Outcome(tuple(apply_rules(state, rc.StopSession(seat))), changed=True)
    if state.match.playing_on[seat]:
        raise refuse("money-refuse-already-playing-on")
    return Outcome(tuple(apply_rules(state, rc.PlayOn(seat))), changed=True)
