"""Reproducible random positions for tests: from self-play, and scattered checkers (bar, bear-off, races)."""

from __future__ import annotations

import random

from bench.samples import self_play_samples
from playpalace_backgammon.rules import Position


def self_play_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    """Positions met in random self-play, each with the roll played there (the benchmarks' samples)."""
    return self_play_samples(count, seed)


def scattered_position(rng: random.Random) -> Position:
    """Checkers dropped at random; biased towards bars, home boards and borne-off checkers."""
    style = rng.choice(("anywhere", "bear-off", "bar", "race"))
    mover = [0] * 26
    opponent = [0] * 26
    for side, is_mover in ((mover, True), (opponent, False)):
        for _ in range(15):
            while True:
                if style == "bear-off" and is_mover:
                    index = rng.choice([0, 0, 1, 2, 3, 4, 5, 6])
                elif style == "bar" and rng.random() < 0.15:
                    index = 25
                elif style == "race":
                    index = rng.randint(0, 12)
                else:
                    index = rng.randint(0, 25)
                point_of_other = 25 - index
                other = opponent if is_mover else mover
                if 1 <= index <= 24 and other[point_of_other]:
                    continue
                side[index] += 1
                break
    return Position(mover, opponent)


def scattered_positions(count: int, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    rng = random.Random(seed)
    return [(scattered_position(rng), (rng.randint(1, 6), rng.randint(1, 6))) for _ in range(count)]
