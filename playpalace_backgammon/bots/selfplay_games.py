"""Single games between two bot levels, straight on the rules core (no table, no cube): how long they
last. The Chaos level's tests and bench use it to show that every game ends."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from playpalace_backgammon.rules import Position, legal_plays

from .decisions import BotLevel, Decision, DecisionKind, DecisionRequest, MoveDecision
from .local import decide_locally

Decide = Callable[[DecisionRequest], Decision]


@dataclass(frozen=True)
class GameLength:
    """How one game went: the turns played (each roll, played or not) and whether it ended in ``limit``."""

    seed: int
    turns: int
    finished: bool


def play_game(levels: tuple[BotLevel, BotLevel], seed: int, limit: int = 20_000,
              decide: Decide = decide_locally) -> GameLength:
    """One game from the starting position, dice and first player drawn from ``seed``; side 0 plays
    ``levels[0]``. Stops after ``limit`` turns (unfinished)."""
    dice_source = random.Random(seed)
    position = Position.initial()
    side = dice_source.randint(0, 1)
    for turn in range(1, limit + 1):
        dice = (dice_source.randint(1, 6), dice_source.randint(1, 6))
        plays = legal_plays(position, dice)
        if plays:
            request = DecisionRequest(
                position, DecisionKind.MOVE, levels[side], dice, seed=seed * 100_003 + turn)
            decision = decide(request)
            assert isinstance(decision, MoveDecision)
            position = plays[decision.play_index].result
            if position.mover[0] == 15:
                return GameLength(seed, turn, True)
        position = position.swap()
        side = 1 - side
    return GameLength(seed, limit, False)
