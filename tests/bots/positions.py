"""Positions for the bot tests, taken from seeded random self-play with the rules core's legal plays."""

from __future__ import annotations

import random

from playpalace_backgammon.rules import Position, legal_plays


def self_play_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """``count`` (position, dice) pairs with at least two legal plays, from random games of random plays."""
    rng = random.Random(seed)
    found: list[tuple[Position, tuple[int, int]]] = []
    position = Position.initial()
    while len(found) < count:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        plays = legal_plays(position, dice)
        if len(plays) >= 2 and rng.random() < 0.5:
            found.append((position, dice))
        if plays:
            position = rng.choice(plays).result
        if position.mover[0] == 15:
            position = Position.initial()
        else:
            position = position.swap()
    return found


def bear_off_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """The first ``count`` pairs of seeded self-play with every one of the mover's checkers home (where gnubg
    may cut a bear-off short), drawn from the same games as ``self_play_positions``."""
    found: list[tuple[Position, tuple[int, int]]] = []
    drawn = 0
    while len(found) < count:
        drawn += 200
        found = [(p, d) for p, d in self_play_positions(drawn, seed) if not any(p.mover[7:26])]
    return found[:count]


def pre_roll_positions(count: int, seed: int) -> list[Position]:
    """Positions with the mover about to roll (cube questions)."""
    return [position for position, _ in self_play_positions(count, seed)]
