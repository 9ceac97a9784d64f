"""Where dice come from: an injected source, the OS CSPRNG by default, seeded or replayed in tests.

The game records every die it draws (``RecordingDice``), so a game replays exactly from its recorded dice
and commands.
"""

from __future__ import annotations

import random
import secrets
from collections import deque
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
        self._bits = self._random.getrandbits

    def roll(self) -> int:
        """``randint(1, 6)`` of the seeded generator, drawn as it draws it (three random bits, again while
        they say 6 or 7) without its two layers of Python calls: the same dice, a third of the cost."""
        bits = self._bits
        drawn = bits(3)
        while drawn >= 6:
            drawn = bits(3)
        return drawn + 1


class DiceExhausted(RulesError):
    """The recorded dice ran out and no live source follows them: the record and the game disagree."""

    def __init__(self) -> None:
        super().__init__("dice-exhausted", "the recorded dice have run out")


class ReplayDice:
    """Plays back recorded dice in order, then ``live`` ones; without ``live``, running out is an error
    (``DiceExhausted``), not a fresh roll.

    The one dice source of every replay: a match's whole dice record given at once, or a table's log read
    entry by entry, each entry's dice ``queue``d before its commands are handled (``table.replay``).
    """

    __slots__ = ("_queued", "_live")

    def __init__(self, dice: Iterable[int] = (), live: DiceSource | None = None) -> None:
        self._queued: deque[int] = deque(dice)
        self._live = live

    def roll(self) -> int:
        if not self._queued:
            if self._live is None:
                raise DiceExhausted()
            return self._live.roll()
        value = self._queued.popleft()
        if not 1 <= value <= 6:
            raise RulesError("bad-die", f"a recorded die shows {value}")
        return value

    def queue(self, dice: Iterable[int]) -> None:
        """More recorded dice, handed out after those already queued."""
        self._queued.extend(dice)

    @property
    def left(self) -> int:
        """Recorded dice not yet handed out."""
        return len(self._queued)

    def clear(self) -> int:
        """Drops the recorded dice not handed out; how many there were."""
        left = len(self._queued)
        self._queued.clear()
        return left


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
