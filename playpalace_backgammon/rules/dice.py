"""Where dice come from: an injected source, the OS CSPRNG by default, seeded or replayed in tests.

The game records every die it draws (``RecordingDice``), so a game replays exactly from its recorded dice
and commands.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable
from typing import Protocol

from .errors import RulesError


class DiceSource(Protocol):
    """Anything that rolls one fair six-sided die at a time."""

    def roll(self) -> int:
        """One die, 1 to 6."""
        ...


class SystemDice:
    """Dice from the operating system's cryptographically secure generator (the default)."""

    def roll(self) -> int:
        return secrets.randbelow(6) + 1


class SeededDice:
    """Reproducible dice for tests, demos and benchmarks."""

    def __init__(self, seed: int | str | None = 0) -> None:
        self._random = random.Random(seed)

    def roll(self) -> int:
        return self._random.randint(1, 6)


class ReplayDice:
    """Plays back recorded dice in order; running out is an error, not a fresh roll."""

    def __init__(self, dice: Iterable[int]) -> None:
        self._dice = list(dice)
        self._next = 0

    def roll(self) -> int:
        if self._next >= len(self._dice):
            raise RulesError("dice-exhausted", "the recorded dice have run out")
        value = self._dice[self._next]
        self._next += 1
        if not 1 <= value <= 6:
            raise RulesError("bad-die", f"a recorded die shows {value}")
        return value


class RecordingDice:
    """Passes dice through from ``source`` and appends each die drawn to ``log`` (the caller's list)."""

    __slots__ = ("_source", "_log")

    def __init__(self, source: DiceSource, log: list[int]) -> None:
        self._source = source
        self._log = log

    def roll(self) -> int:
        value = self._source.roll()
        self._log.append(value)
        return value
