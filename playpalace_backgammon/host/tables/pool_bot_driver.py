"""Bot seats decided by the bot pool: the table's ``BotContext`` becomes a ``DecisionRequest``, the pool's
answer becomes table commands. Any failure falls back to the in-host random driver, so a table always goes on.

The levels without gnubg (Random, Simple) decide in one spawned helper process of the host's own
(``LocalBots``), not on a thread of the server: a Simple decision takes milliseconds of CPU and, on a thread,
would hold the GIL the event loop needs. If that process fails, the pool decides in its thread as before.

Hints (H, Shift+H) come from the same pool: ``hint_replies`` asks gnubg (match-aware: score, cube, Crawford)
in a worker process, off the event loop, and turns its answer into the table's reply messages. It raises when
the pool cannot answer; the room then gives the table's own rules-only answer.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from playpalace_backgammon.bots import (
    BOT_DECISIONS,
    CubeAction,
    CubeDecision,
    CubeHint,
    CubeOwner,
    Decision,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    MoveHint,
    ResignationDecision,
    TakeDecision,
)
from playpalace_backgammon.bots.local import decide_locally, runs_locally
from playpalace_backgammon.bots.parent_watch import exit_with_parent
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.table.bot_context import BotContext
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable, Message

from .bot_driver import answer_without_engine

_log = logging.getLogger(__name__)

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


def commands_for_decision(table: HostedTable, turn: BotTurn, decision: Decision) -> Sequence[Command]:
    """The table's commands for a bot's yes or no decision (double, take, beaver or raccoon, accept a
    resignation); empty when the table has none for it now."""
    if isinstance(decision, CubeDecision):
        return table.commands_for_answer(turn.seat, decision.double)
    if isinstance(decision, TakeDecision):
        return table.commands_for_answer(turn.seat, decision.take, beaver=decision.beaver,
                                         raccoon=decision.raccoon)
    if isinstance(decision, ResignationDecision):
        return table.commands_for_answer(turn.seat, decision.accept)
    return []


def hint_request_for(context: BotContext, seed: int) -> DecisionRequest:
    """The pool's hint request for a table's hint context: the best plays for the dice (MOVE), or the
    cube analysis from the side of the player on roll (before rolling; the doubler when facing a double);
    the doubler facing a beaver is asked as for its decision (take, drop or raccoon the redoubled cube), and
    so is the beaverer facing a raccoon (take or drop)."""
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


def _helper_pid() -> int:
    """Run in the helper process: its pid (a warm-up and a liveness check)."""
    return os.getpid()


class LocalBots:
    """One spawned process that answers the in-process levels' decisions (Random, Simple) off the server.

    Spawned on first use (or by ``start``); a helper that dies is replaced on the next request.
    """

    def __init__(self) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self.decisions = 0  # decisions answered by the helper process

    def _ready(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"), initializer=exit_with_parent
            )
        return self._executor

    async def start(self) -> int:
        """Starts the helper now (it takes a moment) and returns its pid."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._ready(), _helper_pid)

    def warm(self) -> None:
        """Starts the helper without waiting for it: the first decision queues behind its start-up."""
        self._ready().submit(_helper_pid)

    async def decide(self, request: DecisionRequest) -> Decision:
        """The decision, computed in the helper; raises if the helper cannot answer (it is then renewed)."""
        loop = asyncio.get_running_loop()
        try:
            answer: Decision = await loop.run_in_executor(self._ready(), decide_locally, request)
        except BrokenProcessPool:
            self.close()
            raise
        self.decisions += 1
        return answer

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


class PoolBotDriver:
    """Asks the BotPool (levels without gnubg: the ``LocalBots`` helper); answers a roll with no cube to
    turn and the end of a turn itself."""

    def __init__(self, pool: BotPool | None = None, *, local_process: bool = True) -> None:
        self.pool = pool or BotPool()
        self.local = LocalBots() if local_process else None
        self._random = random.Random()
        self._seed = 0
        self.engine_hints = 0  # hints answered by the engine (the rest fell back to the rules' answer)

    async def commands(self, table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        context = turn.context
        self._seed += 1
        try:
            request = request_for(context, self._seed)
            if request is None:
                return answer_without_engine(table, turn, self._random)
            decision = await self._decide(request)
            if isinstance(decision, MoveDecision):
                return table.commands_for_play(turn.seat, context.legal_plays[decision.play_index])
            answer = commands_for_decision(table, turn, decision)
            if answer:
                return answer
        except Exception:
            _log.exception("the bot pool could not decide; a random legal play is made instead")
        return answer_without_engine(table, turn, self._random)

    async def start(self) -> None:
        """Starts the helper process for the levels without gnubg, so the first bot move does not wait
        for its spawning; the server does not wait for it either (a third of a second)."""
        if self.local is not None:
            self.local.warm()

    async def _decide(self, request: DecisionRequest) -> Decision:
        if self.local is not None and runs_locally(request):
            try:
                return await self.local.decide(request)
            except asyncio.CancelledError:
                raise
            except Exception:
                _log.exception("the bots' helper process failed; this decision is made in the server")
        return await self.pool.decide(request)

    async def hint_replies(self, table: HostedTable, context: BotContext) -> Sequence[Message]:
        """The asker's hint from gnubg as the table's reply messages; raises if the pool cannot answer."""
        self._seed += 1
        hint = await self.pool.hint(hint_request_for(context, self._seed))
        self.engine_hints += 1
        if isinstance(hint, MoveHint):
            plays = [context.legal_plays[index] for index, _ in hint.plays]
            return table.hint_replies(plays, len(context.legal_plays))
        if isinstance(hint, CubeHint):
            equities = None
            if hint.no_double is not None and hint.double_take is not None and hint.double_pass is not None:
                equities = (hint.no_double, hint.double_take, hint.double_pass)
            if context.kind is DecisionKind.TAKE_OR_DROP:
                return table.cube_hint_replies(None, hint.take, equities=equities, beaver=hint.beaver,
                                               raccoon=hint.raccoon)
            if hint.action is CubeAction.NOT_AVAILABLE:
                return table.cube_hint_replies(None, None)
            return table.cube_hint_replies(hint.should_double, hint.take, equities=equities)
        raise TypeError(f"unexpected hint {hint!r}")

    async def close(self) -> None:
        if self.local is not None:
            self.local.close()
        await self.pool.close()
