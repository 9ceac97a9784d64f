"""Move and cube hints of the backgammon table: to the asker only, on their own turn, when enabled.

Without an engine, hints come from the rules core and the Simple bot (the legal plays ranked by its
judgement; pip counts for the cube); the host's engines answer the same questions (``hint_context``,
``cube_hint_context``) through the bot pool. Cube advice is worded from the asker's side: before rolling,
what to do (double or not, and why not when doubling cannot help) and how the opponent should answer;
facing a double, take or drop.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..bots.engine_simple import score_result
from ..rules import Phase, Play, format_play
from .actions import ActionId
from .bot_adapter import BotAdapterMixin
from .bot_context import BotContext, DecisionKind
from .interface import Command, Message, MessageArg, Outcome, TableRefusal, Viewer, decimal
from .spoken_notation import spoken_notation

HINT_PLAYS = 5


class HintsMixin(BotAdapterMixin):
    """When a hint may be asked for, the question it answers, and the words of its answer."""

    def _hint_refusal(self, seat: int) -> Message | None:
        if not self.options.hints:
            return Message("bg-refuse-hints-off")
        if self.match.turn != seat or self.match.phase not in (Phase.MOVING, Phase.AWAITING_ROLL):
            return Message("bg-refuse-hint-not-your-turn")
        if self.match.phase is not Phase.MOVING or self.turn is None or self.turn.complete:
            return Message("bg-refuse-hint-roll-first")
        return None

    def _cube_hint_refusal(self, seat: int) -> Message | None:
        match = self.match
        if not self.options.cube_hints:
            return Message("bg-refuse-cube-hints-off")
        if not match.cube_in_play:
            return Message("bg-refuse-cube-hint-no-cube")
        if match.phase is Phase.AWAITING_ROLL and match.turn == seat:
            return None
        if match.phase is Phase.DOUBLE_OFFERED and match.responder == seat:
            return None
        return Message("bg-refuse-cube-hint-not-now")

    def advice_context(self, viewer: Viewer, command: Command) -> BotContext | None:
        """The question an engine answers for a hint command (H, Shift+H) from ``viewer`` now; None for any
        other command; TableRefusal when that hint cannot be given now."""
        if command.action is ActionId.HINT:
            return self.hint_context(viewer)
        if command.action is ActionId.CUBE_HINT:
            if self.match.beavered:  # the doubler facing a beaver: the table's own answer (take it)
                self._cube_hint_context_refusal(viewer)
                return None
            return self.cube_hint_context(viewer)
        return None

    def _cube_hint_context_refusal(self, viewer: Viewer) -> None:
        refusal = self._cube_hint_refusal(self._seat(viewer))
        if refusal is not None:
            raise TableRefusal(refusal)

    def hint_context(self, viewer: Viewer) -> BotContext:
        """The rules-level question a move-hint engine answers for ``viewer`` now; TableRefusal if none."""
        seat = self._seat(viewer)
        refusal = self._hint_refusal(seat)
        if refusal is not None:
            raise TableRefusal(refusal)
        return self._context(seat, DecisionKind.MOVE)

    def cube_hint_context(self, viewer: Viewer) -> BotContext:
        """The rules-level question a cube-hint engine answers for ``viewer`` now; TableRefusal if none."""
        seat = self._seat(viewer)
        refusal = self._cube_hint_refusal(seat)
        if refusal is not None:
            raise TableRefusal(refusal)
        kind = DecisionKind.ROLL_OR_DOUBLE if self.match.phase is Phase.AWAITING_ROLL \
            else DecisionKind.TAKE_OR_DROP
        return self._context(seat, kind)

    @staticmethod
    def hint_replies(
        ranked: Sequence[Play], total: int | None = None, ranked_by: str = "engine",
    ) -> tuple[Message, ...]:
        """Reply messages for plays ranked best first: by an engine (``ranked_by`` "engine"), or by the
        Simple bot's judgement ("simple") when no engine answered."""
        shown = list(ranked)[:HINT_PLAYS]
        header = Message("bg-hint-header" if ranked_by == "engine" else "bg-hint-header-simple",
                         {"count": total if total is not None else len(ranked)})
        return (header, *(Message("bg-hint-play", {"rank": index + 1,
                                                   "play": spoken_notation(format_play(play))})
                          for index, play in enumerate(shown)))

    def cube_hint_replies(
        self, double: bool | None, take: bool | None, *,
        equities: tuple[float, float, float] | None = None, beaver: bool = False,
    ) -> tuple[Message, ...]:
        """Reply messages for an engine's cube advice to whoever must decide now, from their side: before
        rolling, whether to double (None: the engine found doubling unavailable or useless) and how the
        opponent should answer; facing a double, whether to take (or, ``beaver``, beaver where allowed).
        In money play, ``equities`` (no double, double and take, double and pass; the doubler's, for a cube
        of 1, as GNU Backgammon gives them) follow the advice."""
        advice = self._cube_advice(double, take, beaver)
        if equities is None or not self.match.options.money:
            return advice
        words: dict[str, MessageArg] = {
            name: decimal(value, 3)
            for name, value in zip(("no_double", "double_take", "double_pass"), equities, strict=True)}
        return (*advice, Message("money-cube-equities", words))

    def _cube_advice(self, double: bool | None, take: bool | None, beaver: bool) -> tuple[Message, ...]:
        match = self.match
        if match.phase is Phase.DOUBLE_OFFERED:
            seat = match.responder if match.responder is not None else 0
            if beaver and take and match.beaver_refusal(seat) is None:
                return (Message("money-cube-advice-beaver"),)
            return (Message("bg-cube-advice", {"situation": "take", "advice": "take" if take else "drop",
                                               "reason": "none"}),)
        if double is None:
            refusal = match.double_refusal(match.turn) if match.turn is not None else None
            reason = {"opponent-owns-cube": "opponent-owns", "cube-at-maximum": "maximum",
                      "crawford-game": "crawford"}.get(refusal or "", "dead")
            return (Message("bg-cube-advice", {"situation": "double", "advice": "cannot", "reason": reason}),)
        if not double:
            advice = "no-double"
        else:
            advice = "double-take" if take is not False else "double-drop"
        return (Message("bg-cube-advice", {"situation": "double", "advice": advice, "reason": "none"}),)

    def _hint(self, viewer: Viewer, command: Command) -> Outcome:
        context = self.hint_context(viewer)
        plays = context.legal_plays
        scores = [score_result(play.result) for play in plays]
        ranked = sorted(range(len(plays)), key=lambda index: -scores[index])  # ties keep their order
        return Outcome(replies=self.hint_replies([plays[index] for index in ranked], len(plays), "simple"))

    def _cube_hint(self, viewer: Viewer, command: Command) -> Outcome:
        if self.match.beavered:
            self._cube_hint_context_refusal(viewer)
            return Outcome(replies=(Message("money-cube-advice-take-beaver"),))
        context = self.cube_hint_context(viewer)
        pips, opponent_pips = context.position.pip_count()
        situation = "double" if context.kind is DecisionKind.ROLL_OR_DOUBLE else "take"
        return Outcome(replies=(Message("bg-cube-hint-rules", {
            "situation": situation, "pips": pips, "opponent_pips": opponent_pips,
            "may_double": "yes" if context.may_double else "no"}),))
