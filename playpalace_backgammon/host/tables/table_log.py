"""A table's log as the store keeps it: one entry per accepted step, and the dice that replay it.

An entry is the start of the game, or the commands one seat had accepted in one step, each with every die
drawn while handling it: ``{"dice": [...], "start": true}`` or ``{"dice": [...], "seat": s,
"perspective": p, "commands": [[action, cell], [action, cell, from, to], ...]}`` (commands as
``Command.to_data`` writes them). Replaying the entries in order, with ``PlaybackDice`` handing out the
logged dice, rebuilds the table exactly.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from playpalace_backgammon.rules import DiceSource, SystemDice
from playpalace_backgammon.table.interface import Command


@dataclass(frozen=True)
class LogEntry:
    """One step of a table's history."""

    dice: tuple[int, ...] = ()
    start: bool = False
    seat: int | None = None
    perspective: int | None = None
    commands: tuple[Command, ...] = ()

    def to_data(self) -> dict[str, Any]:
        """The entry as JSON-ready data, in the form the store has always kept."""
        data: dict[str, Any] = {"dice": list(self.dice)}
        if self.start:
            data["start"] = True
        if self.commands:
            data["seat"], data["perspective"] = self.seat, self.perspective
            data["commands"] = [command.to_data() for command in self.commands]
        return data

    @classmethod
    def from_data(cls, data: Mapping[str, Any], actions: type[Enum]) -> LogEntry:
        """The entry ``to_data`` wrote, its commands' actions read as members of ``actions``; ValueError
        (or KeyError, TypeError) on anything else."""
        dice = data.get("dice", [])
        if not isinstance(dice, list) or not all(type(d) is int and 1 <= d <= 6 for d in dice):
            raise ValueError("dice")
        seat, perspective = data.get("seat"), data.get("perspective", 0)
        if seat is not None and type(seat) is not int:
            raise ValueError("seat")
        if perspective is not None and type(perspective) is not int:
            raise ValueError("perspective")
        commands = tuple(Command.from_data(item, actions) for item in data.get("commands", []))
        return cls(tuple(dice), bool(data.get("start")), seat, perspective, commands)


class PlaybackDice:
    """A DiceSource that hands out queued dice first (a log's, while replaying it), then live ones."""

    def __init__(self, live: DiceSource | None = None) -> None:
        self._live = live or SystemDice()
        self._queued: deque[int] = deque()

    def roll(self) -> int:
        return self._queued.popleft() if self._queued else self._live.roll()

    def queue(self, dice: Iterable[int]) -> None:
        self._queued.extend(dice)

    @property
    def queued(self) -> int:
        return len(self._queued)

    def clear_queue(self) -> None:
        self._queued.clear()
