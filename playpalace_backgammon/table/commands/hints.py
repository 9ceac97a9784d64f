"""Move and cube hints of the backgammon table: to the asker only, on their own turn, when enabled.

Without an engine, hints come from the rules core and the Simple level's judgement (the legal plays ranked
by it; pip counts for the cube); the host's engines answer the same questions (``hint_context``,
``cube_hint_context``) through the bot pool, and ``hint_replies`` / ``cube_hint_replies`` word their
answers. Cube advice is worded from the asker's side: before rolling, what to do (double or not, and why
not when doubling cannot help) and how the opponent should answer; facing a double, take or drop (or
beaver); the doubler facing a beaver, take or drop it (or raccoon it).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...bots.simple_judgement import score_result
from ...rules import Phase, Play, format_play
from ..actions import ActionId
from ..bot_questions.bot_adapter import context
from ..bot_questions.bot_context import BotContext, DecisionKind
from ..interface import Command, Message, MessageArg, Outcome, TableRefusal, Viewer, decimal
from ..presentation.spoken_notation import spoken_notation
from ..table_state import TableState, seat_of

HINT_PLAYS = 5


def hint_refusal(state: TableState, seat: int) -> Message | None:
    """Why ``seat`` may not ask for a move hint now; None when it may."""
    match = state.match
    if not state.options.hints:
        return Message("bg-refuse-hints-off")
    if match.turn != seat or match.phase not in (Phase.MOVING, Phase.AWAITING_ROLL):
        return Message("bg-refuse-hint-not-your-turn")
    if match.phase is not Phase.MOVING or state.turn is None or state.turn.complete:
        return Message("bg-refuse-hint-roll-first")
    return None


def cube_hint_refusal(state: TableState, seat: int) -> Message | None:
    """Why ``seat`` may not ask for a cube hint now; None when it may."""
    match = state.match
    if not state.options.cube_hints:
        return Message("bg-refuse-cube-hints-off")
    if not match.cube_in_play:
        return Message("bg-refuse-cube-hint-no-cube")
    if match.phase is Phase.AWAITING_ROLL and match.turn == seat:
        return None
    if match.phase is Phase.DOUBLE_OFFERED and match.responder == seat:
        return None
    return Message("bg-refuse-cube-hint-not-now")


def advice_context(state: TableState, viewer: Viewer, command: Command) -> BotContext | None:
    """The question an engine answers for a hint command (H, Shift+H) from ``viewer`` now; None for any
    other command; TableRefusal when that hint cannot be given now."""
    if command.action is ActionId.HINT:
        return hint_context(state, viewer)
    if command.action is ActionId.CUBE_HINT:
        return cube_hint_context(state, viewer)
    return None


def hint_context(state: TableState, viewer: Viewer) -> BotContext:
    """The rules-level question a move-hint engine answers for ``viewer`` now; TableRefusal if none."""
    seat = seat_of(viewer)
    refusal = hint_refusal(state, seat)
    if refusal is not None:
        raise TableRefusal(refusal)
    return context(state, seat, DecisionKind.MOVE)


def cube_hint_context(state: TableState, viewer: Viewer) -> BotContext:
    """The rules-level question a cube-hint engine answers for ``viewer`` now; TableRefusal if none."""
    seat = seat_of(viewer)
    refusal = cube_hint_refusal(state, seat)
    if refusal is not None:
        raise TableRefusal(refusal)
    kind = DecisionKind.ROLL_OR_DOUBLE if state.match.phase is Phase.AWAITING_ROLL \
        else DecisionKind.TAKE_OR_DROP
    return context(state, seat, kind)


def hint_replies(
    ranked: Sequence[Play], total: int | None = None, ranked_by: str = "engine",
) -> tuple[Message, ...]:
    """Reply messages for plays ranked best first: by an engine (``ranked_by`` "engine"), or by the
    Simple bot's judgement ("simple") when no engine answered."""
    shown = list(ranked)[:HINT_PLAYS]
    header = Message("bg-hint-header" if ranked_by == "engine" else "bg-hint-header-simple",
                     {"count": total if total is not None else len(ranked)})
    return (header, *(Message("bg-hint-play", {"rank": index + 1, "play": spoken_notation(format_play(play))})
                      for index, play in enumerate(shown)))


def cube_hint_replies(
    state: TableState, double: bool | None, take: bool | None, *,
    equities: tuple[float, float, float] | None = None, beaver: bool = False, raccoon: bool = False,
) -> tuple[Message, ...]:
    """Reply messages for an engine's cube advice to whoever must decide now, from their side: before
    rolling, whether to double (None: the engine found doubling unavailable or useless) and how the
    opponent should answer; facing a double, whether to take (or, ``beaver``, beaver where allowed); facing
    a beaver, whether to take it (or, ``raccoon``, raccoon where allowed).
    In money play, ``equities`` (no double, double and take, double and pass; the doubler's, for a cube
    of 1, as GNU Backgammon gives them) follow the advice."""
    advice = _cube_advice(state, double, take, beaver, raccoon)
    if equities is None or not state.match.options.money:
        return advice
    words: dict[str, MessageArg] = {
        name: decimal(value, 3)
        for name, value in zip(("no_double", "double_take", "double_pass"), equities, strict=True)}
    return (*advice, Message("money-cube-equities", words))


def _cube_advice(
    state: TableState, double: bool | None, take: bool | None, beaver: bool, raccoon: bool = False,
) -> tuple[Message, ...]:
    match = state.match
    if match.phase is Phase.DOUBLE_OFFERED:
        if match.beavered:  # the doubler facing a beaver: take, drop or raccoon the redoubled cube
            if raccoon and take and match.turn is not None and match.raccoon_refusal(match.turn) is None:
                return (Message("raccoon-cube-advice-raccoon"),)
            answer = "take" if take else "drop"
            return (Message(f"money-cube-advice-{answer}-beaver"),)
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


def hint(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """H without an engine: the legal plays ranked by the Simple level's judgement, to the asker."""
    plays = hint_context(state, viewer).legal_plays
    scores = [score_result(play.result) for play in plays]
    ranked = sorted(range(len(plays)), key=lambda index: -scores[index])  # ties keep their order
    return Outcome(replies=hint_replies([plays[index] for index in ranked], len(plays), "simple"))


def cube_hint(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Shift+H without an engine: the pip counts and whether doubling is allowed, to the asker."""
    question = cube_hint_context(state, viewer)
    pips, opponent_pips = question.position.pip_count()
    situation = "double" if question.kind is DecisionKind.ROLL_OR_DOUBLE else "take"
    return Outcome(replies=(Message("bg-cube-hint-rules", {
        "situation": situation, "pips": pips, "opponent_pips": opponent_pips,
        "may_double": "yes" if question.may_double else "no"}),))
