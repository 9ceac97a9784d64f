"""Cube and resignation actions of the backgammon table: double, take, drop, resign, accept, decline; and
the match lost on time (the host's turn clock)."""

from __future__ import annotations

from collections.abc import Callable

from ..rules import Phase
from ..rules import commands as rc
from .actions import ActionId
from .interface import Command, Message, Outcome, TableRefusal, Viewer
from .table_state import REFUSAL_MESSAGES, RESIGN_KINDS, TableState, action_of, refuse

_ANSWERS: dict[ActionId, Callable[[int], rc.Command]] = {
    ActionId.TAKE: rc.Take, ActionId.DROP: rc.Drop,
    ActionId.ACCEPT_RESIGNATION: rc.AcceptResignation,
    ActionId.DECLINE_RESIGNATION: rc.DeclineResignation,
}
_TIME_OUT = Command(ActionId.TIME_OUT)


class OffersMixin(TableState):
    """Offers and their answers; the rules core decides when each is allowed."""

    def _double(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        match = self.match
        reason = match.double_refusal(seat)
        if reason in ("no-cube-single-game", "crawford-game"):
            raise refuse(REFUSAL_MESSAGES[reason])
        acting = match.responder if match.responder is not None else match.turn
        if acting != seat:
            raise TableRefusal(self._waiting_message(acting))
        if match.phase is Phase.MOVING:
            raise refuse("bg-refuse-double-after-roll")
        if match.phase is not Phase.AWAITING_ROLL:
            raise TableRefusal(self._phase_hint(seat))
        return Outcome(tuple(self._apply_rules(rc.Double(seat))), changed=True)

    def _answer(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        action = action_of(command)
        offer_phase = Phase.DOUBLE_OFFERED if action in (ActionId.TAKE, ActionId.DROP) \
            else Phase.RESIGNATION_OFFERED
        if self.match.phase is not offer_phase or self.match.responder != seat:
            nothing = "bg-refuse-no-double-offered" if offer_phase is Phase.DOUBLE_OFFERED \
                else "bg-refuse-no-resignation-offered"
            raise refuse(nothing)
        rules_command = _ANSWERS[action](seat)
        return Outcome(tuple(self._apply_rules(rules_command)), changed=True)

    def _resign(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self._require_turn(seat, (Phase.AWAITING_ROLL, Phase.MOVING))
        kind = RESIGN_KINDS[action_of(command)]
        return Outcome(tuple(self._apply_rules(rc.Resign(seat, kind))), changed=True)

    def _resign_match(self, viewer: Viewer, command: Command) -> Outcome:
        """The table's Resign: first a question to the asker (Y resigns the whole match, N keeps playing)."""
        seat = self._seat(viewer)
        self.resign_match_pending = seat
        opponent = 1 - seat
        question = "money-resign-match-confirm" if self.match.options.money else "bg-resign-match-confirm"
        return Outcome(replies=(Message(question, {
            "opponent_name": self.names[opponent], "score": self.match.score[seat],
            "opponent_score": self.match.score[opponent], "length": self.match.options.length}),),
            changed=True)

    def _confirm_resign_match(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        if self.resign_match_pending != seat:
            raise refuse("bg-refuse-resign-match-not-asked")
        self.resign_match_pending = None
        self.turn = None  # a play half built on the board is dropped with the match
        self.selected = None
        return Outcome(tuple(self._apply_rules(rc.ResignMatch(seat))), changed=True)

    def _cancel_resign_match(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        if self.resign_match_pending != seat:
            raise refuse("bg-refuse-resign-match-not-asked")
        self.resign_match_pending = None
        return Outcome(replies=(Message("bg-resign-match-cancelled"),), changed=True)

    def time_out_commands(self, seat: int) -> list[Command]:
        """The command by which ``seat``, whose turn clock ran out, loses the match (the host issues it)."""
        return [_TIME_OUT]

    def _time_out(self, viewer: Viewer, command: Command) -> Outcome:
        seat = self._seat(viewer)
        self.turn = None  # a play half built on the board is dropped with the match
        self.selected = None
        return Outcome(tuple(self._apply_rules(rc.TimeOut(seat))), changed=True)

    def _next_game(self, viewer: Viewer, command: Command) -> Outcome:
        raise refuse("bg-refuse-next-game-automatic")
