"""Reproducible (position, dice) samples taken from seeded self-play games between random players."""

from __future__ import annotations

import random

from playpalace_backgammon.rules import Position, legal_plays


def self_play_samples(count: int, seed: int = 1) -> list[tuple[Position, tuple[int, int]]]:
    """``count`` positions met in random self-play, each with the roll that was played there."""
    rng = random.Random(seed)
    samples: list[tuple[Position, tuple[int, int]]] = []
    while len(samples) < count:
        position = Position.initial()
        while len(samples) < count:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            samples.append((position, dice))
            plays = legal_plays(position, dice)
            if plays:
                position = rng.choice(plays).result
                if position.mover[0] == 15:
                    break
            position = position.swap()
    return samples
