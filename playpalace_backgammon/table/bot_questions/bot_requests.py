"""A bot seat's question as the bots' request, and a bot's answer as the table's commands.

What every host of the table shares when a bot seat must act or a player asks for a hint: the table's
``BotContext`` becomes the bots' ``DecisionRequest`` (``request_for``, ``hint_request_for``); the bots'
decision becomes a plain ``BotAnswer`` (``answer_for``), and an answer the table's commands
(``commands_for``); a decision no engine is asked for (a roll with no cube to turn, the end of a turn) or that
failed gets a random legal one (``random_answer``, ``answer_without_engine``). Our lobby's bot drivers and
the PlayPalace adapter use the same functions, so a bot decides alike on both servers. Imports only the
bots' plain data (``bots.decisions``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...bots.decisions import (
    BOT_DECISIONS,
    CubeDecision,
    CubeOwner,
    Decision,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    ResignationDecision,
    TakeDecision,
)
from ..interface import BotTurn, Command, HostedTable
from .bot_context import BotContext

_OWNERS = {"me": CubeOwner.MOVER, "opponent": CubeOwner.OPPONENT, None: CubeOwner.CENTRED}


def request_for(context: BotContext, seed: int) -> DecisionRequest | None:
    """The pool request for a backgammon BotContext; None for decisions the host answers itself."""
    kind = context.kind
    if kind not in BOT_DECISIONS or (kind is DecisionKind.ROLL_OR_DOUBLE and not context.may_double):
        return None
    resignation = 0
    if kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
        if context.resignation_points is None:
            return None
        resignation = context.resignation_points // context.cube_value
    cube_in_play = context.cube_in_play
    return DecisionRequest(
        position=context.position,
        kind=kind,
        level=context.bot_level,
        dice=context.dice if kind is DecisionKind.MOVE else None,
        cube_value=context.cube_value,
        cube_owner=_OWNERS.get(context.cube_owner, CubeOwner.CENTRED),
        match_length=context.match_length if cube_in_play or context.match_length > 1 else 1,
        mover_score=context.score[0],
        opponent_score=context.score[1],
        crawford=context.crawford,
        seed=seed,
        jacoby=context.jacoby,
        beavers=context.beavers,
        beavered=context.beavered and kind is DecisionKind.TAKE_OR_DROP,
        may_raccoon=context.may_raccoon and context.beavered and kind is DecisionKind.TAKE_OR_DROP,
        raccooned=context.raccooned and kind is DecisionKind.TAKE_OR_DROP,
        quadruple=context.quadruple,
        resignation=resignation,
    )


@dataclass(frozen=True)
class BotAnswer:
    """A bot's decision as plain data, made from its ``BotContext`` alone: for a move, the play (its index
    among the context's legal plays); for any other decision yes or no (double, take, accept, play on, end
    the turn; else roll, drop, decline, stop), ``beaver`` to beaver a double instead of taking it, ``raccoon``
    to raccoon a beaver instead of taking it."""

    play_index: int | None = None
    yes: bool = False
    beaver: bool = False
    raccoon: bool = False


def answer_for(decision: Decision, context: BotContext) -> BotAnswer:
    """The bots' decision as a plain answer; ValueError for a play that is not one of the context's legal
    plays."""
    if isinstance(decision, MoveDecision):
        if not 0 <= decision.play_index < len(context.legal_plays):
            raise ValueError(f"play {decision.play_index} of {len(context.legal_plays)}")
        return BotAnswer(play_index=decision.play_index)
    if isinstance(decision, CubeDecision):
        return BotAnswer(yes=decision.double)
    if isinstance(decision, TakeDecision):
        return BotAnswer(yes=decision.take, beaver=decision.beaver, raccoon=decision.raccoon)
    if isinstance(decision, ResignationDecision):
        return BotAnswer(yes=decision.accept)
    raise TypeError(f"unexpected decision {decision!r}")


def random_answer(context: BotContext, rng: random.Random) -> BotAnswer:
    """A decision with no engine: a random legal play; roll rather than double; take, accept, play on, end
    the turn."""
    if context.kind is DecisionKind.MOVE:
        return BotAnswer(play_index=rng.choice(range(len(context.legal_plays))))
    return BotAnswer(yes=context.kind is not DecisionKind.ROLL_OR_DOUBLE)


def commands_for(table: HostedTable, turn: BotTurn, answer: BotAnswer) -> Sequence[Command]:
    """The table's commands that carry ``answer`` (to ``turn``, the table's question now) out; for a yes or
    no the table has no command for, the answer without an engine. IndexError for a play that is not one
    of the turn's legal plays."""
    context = turn.context
    if answer.play_index is not None:
        if not 0 <= answer.play_index < len(context.legal_plays):
            raise IndexError(f"play {answer.play_index} of {len(context.legal_plays)}")
        return table.commands_for_play(turn.seat, context.legal_plays[answer.play_index])
    commands = table.commands_for_answer(turn.seat, answer.yes, beaver=answer.beaver, raccoon=answer.raccoon)
    if commands:
        return commands
    return table.commands_for_answer(turn.seat, context.kind is not DecisionKind.ROLL_OR_DOUBLE)


def hint_request_for(context: BotContext, seed: int) -> DecisionRequest:
    """The pool's hint request for a table's hint context: the best plays for the dice (MOVE), or the
    cube analysis from the side of the player on roll (before rolling; the doubler when facing a double);
    the doubler facing a beaver is asked as for its decision (take or drop the redoubled cube)."""
    if context.kind is DecisionKind.TAKE_OR_DROP and (context.beavered or context.raccooned):
        request = request_for(context, seed)
        assert request is not None
        return request
    cube_in_play = context.cube_in_play
    length = context.match_length if cube_in_play or context.match_length > 1 else 1
    owner = _OWNERS.get(context.cube_owner, CubeOwner.CENTRED)
    position, kind, mover_score, opponent_score = (
        context.position, DecisionKind.ROLL_OR_DOUBLE, context.score[0], context.score[1])
    dice = None
    if context.kind is DecisionKind.MOVE:
        kind, dice = DecisionKind.MOVE, context.dice
    elif context.kind is DecisionKind.TAKE_OR_DROP:  # seen from the doubler, who is on roll
        position, owner = context.position.swap(), owner.swapped()
        mover_score, opponent_score = opponent_score, mover_score
    return DecisionRequest(
        position=position,
        kind=kind,
        level=context.bot_level,
        dice=dice,
        cube_value=context.cube_value,
        cube_owner=owner,
        match_length=length,
        mover_score=mover_score,
        opponent_score=opponent_score,
        crawford=context.crawford,
        seed=seed,
        jacoby=context.jacoby,
        beavers=context.beavers,
        quadruple=context.quadruple,
    )


def answer_without_engine(table: HostedTable, turn: BotTurn, rng: random.Random) -> Sequence[Command]:
    """A decision with no engine, as the table's commands: a random legal play; roll rather than double;
    take, accept, end the turn."""
    return commands_for(table, turn, random_answer(turn.context, rng))
