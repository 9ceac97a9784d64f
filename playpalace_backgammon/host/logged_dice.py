"""The dice a table draws from: live dice, or the dice of its log while it is being replayed.

Every die handed out is also kept in ``drawn`` so the runner can append it to the table's log with the
command that drew it; ``take_drawn`` empties that list.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from playpalace_backgammon.rules import DiceSource, SystemDice


class LoggedDice:
    """A DiceSource that plays back queued dice first, then rolls live ones, remembering each."""

    def __init__(self, live: DiceSource | None = None) -> None:
        self._live = live or SystemDice()
        self._queued: deque[int] = deque()
        self._drawn: list[int] = []

    def roll(self) -> int:
        value = self._queued.popleft() if self._queued else self._live.roll()
        self._drawn.append(value)
        return value

    def queue(self, dice: Iterable[int]) -> None:
        """Dice to hand out before any live roll (a log entry's dice, when replaying)."""
        self._queued.extend(dice)

    @property
    def queued(self) -> int:
        return len(self._queued)

    def take_drawn(self) -> list[int]:
        drawn, self._drawn = self._drawn, []
        return drawn

    def clear_queue(self) -> None:
        self._queued.clear()
