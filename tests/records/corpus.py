"""Seeded bot matches played into a real store exactly as the server records them
(``host.selfplay``), with resignations added: now and then the seat to act offers to resign instead
(single, gammon or backgammon, as a person may), and the other seat accepts or declines. Deterministic: the
same seeds play the same matches."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

from playpalace_backgammon.bots import BotLevel, Decision, DecisionKind, DecisionRequest
from playpalace_backgammon.bots.local import decide_locally
from playpalace_backgammon.host.selfplay import Decide, level_driver, match_seed, play_match
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.rules import ResultKind
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable

RESIGN = {ResultKind.SINGLE: ActionId.RESIGN_SINGLE, ResultKind.GAMMON: ActionId.RESIGN_GAMMON,
          ResultKind.BACKGAMMON: ActionId.RESIGN_BACKGAMMON}
LEVELS = ((BotLevel.RANDOM, BotLevel.RANDOM), (BotLevel.SIMPLE, BotLevel.RANDOM),
          (BotLevel.RANDOM, BotLevel.SIMPLE), (BotLevel.SIMPLE, BotLevel.SIMPLE))


def with_resignations(decide: Decide, rng: random.Random, chance: float) -> Decide:
    """``decide``, except that a seat about to roll or move resigns with probability ``chance`` (the
    kind at random, never below what it may offer now), and answers an offer at random."""

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        assert isinstance(table, BackgammonTable)
        kind = turn.context.kind
        if kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
            return table.commands_for_answer(turn.seat, rng.random() < 0.6)
        if kind in (DecisionKind.ROLL_OR_DOUBLE, DecisionKind.MOVE) and rng.random() < chance:
            allowed = [k for k in ResultKind if k >= table.match.resign_floor]
            return [Command(RESIGN[rng.choice(allowed)])]
        return await decide(table, turn)

    return deciding


class InlineBots:
    """The bot pool's answer for the levels without gnubg, made on the spot (no helper thread: the corpus
    has no event loop to keep free, and handing each decision to a thread would cost more than it)."""

    async def decide(self, request: DecisionRequest) -> Decision:
        return decide_locally(request)


async def play_corpus(db: Path, seeds: Sequence[int], *, resign_chance: float = 0.004) -> list[str]:
    """One match per seed into ``db`` (length 1-11 from the seed, levels Random and Simple in turn); the
    table ids in order."""
    store = Store(db, written=lambda: None)
    ids = []
    bots = InlineBots()
    try:
        for seed in seeds:
            rng = random.Random(seed)
            length = 1 + seed % 11
            levels = LEVELS[seed % len(LEVELS)]
            decide = with_resignations(level_driver(bots, levels), rng, resign_chance)  # type: ignore[arg-type]
            table_id, _status = await play_match(store, length=length, levels=levels,
                                                 seed=match_seed(seed, 0), decide=decide, number=seed)
            ids.append(table_id)
    finally:
        store.close()
    return ids
