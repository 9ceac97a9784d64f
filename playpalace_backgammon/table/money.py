"""Money play at the backgammon table: the beaver, and between games playing on or stopping the session.

The rules core decides when each is allowed (``Match.beaver_refusal``, the money session's game-over phase);
this turns the table's commands into the rules' and says what is happening, to everyone.
"""

from __future__ import annotations

from ..rules import Phase
from ..rules import commands as rc
from .actions import ActionId
from .interface import Command, Outcome, Viewer
from .table_state import TableState, action_of, refuse


class MoneyMixin(TableState):
    """B (beaver) facing a double; Y / Enter (play on) and N (stop) between the games of a money session."""

    @property
    def between_games(self) -> bool:
        """A money session waiting, after a game, for the players to play on or stop."""
        return self.match.options.money and self.match.phase is Phase.GAME_OVER

    def _beaver(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        match = self.match
        if not (match.options.money and match.options.beavers):
            raise refuse("money-refuse-beaver-off")
        if match.phase is not Phase.DOUBLE_OFFERED or match.responder != seat or match.beavered:
            raise refuse("money-refuse-beaver-no-double")
        return Outcome(tuple(self._apply_rules(rc.Beaver(seat))), changed=True)

    def _between_games(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        if not self.between_games:
            raise refuse("money-refuse-not-between-games")
        if action_of(command) is ActionId.STOP_SESSION:
            return Outcome(tuple(self._apply_rules(rc.StopSession(seat))), changed=True)
        if self.match.playing_on[seat]:
            raise refuse("money-refuse-already-playing-on")
        return Outcome(tuple(self._apply_rules(rc.PlayOn(seat))), changed=True)
