"""Seeded dice draw exactly what the seeded generator's ``randint(1, 6)`` draws: seeded games, and the
recordings of seeded matches the tests compare with, do not change with how a die is drawn."""

from __future__ import annotations

import random

import pytest

from playpalace_backgammon.rules import SeededDice


@pytest.mark.parametrize("seed", [0, 1, 7000, 7099, 123456789, "a seed"])
def test_seeded_dice_are_the_generator_s_randint(seed: int | str) -> None:
    dice = SeededDice(seed)
    reference = random.Random(seed)
    rolled = [dice.roll() for _ in range(5000)]
    assert rolled == [reference.randint(1, 6) for _ in range(5000)]
    assert set(rolled) == {1, 2, 3, 4, 5, 6}
