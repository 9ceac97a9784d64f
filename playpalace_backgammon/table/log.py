"""A table's log, the one format every reader of it shares: one entry per accepted step, with the dice drawn.

An entry is the start of the game, or the commands one seat had accepted in one step, each with every die
drawn while handling it: ``{"dice": [...], "start": true}`` or ``{"dice": [...], "seat": s,
"perspective": p, "commands": [[action, cell], [action, cell, from, to], ...]}`` (commands as
``Command.to_data`` writes them). The host's store keeps these entries; ``replay`` (``table/replay.py``)
plays them back through a fresh table with ``rules.ReplayDice`` handing out the logged dice, which
rebuilds the table exactly. Only this module reads an entry's fields.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .interface import Command


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


def read_log(log: Iterable[Mapping[str, Any]], actions: type[Enum]) -> list[LogEntry]:
    """A stored log's entries in order; ValueError naming the first malformed one."""
    entries = []
    for index, data in enumerate(log):
        try:
            entries.append(LogEntry.from_data(data, actions))
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"log entry {index}: {error!r}") from error
    return entries


def step_seat(data: Mapping[str, Any]) -> int | None:
    """The seat whose step a stored entry is (None: the start, or no seat), read without knowing the game:
    who made a match's last step (the store's archive and ratings ask it)."""
    seat = data.get("seat") if isinstance(data, Mapping) else None
    return seat if type(seat) is int else None


def history_entries(commands: Sequence[tuple[int | None, Command]]) -> list[LogEntry]:
    """A table's own history (``BackgammonTable.log``: each accepted command with its seat) as log entries:
    the start, then one entry a command, a player seeing their own side and a spectator seat 0's. The
    entries carry no dice: a history keeps its dice as one stream (``dice_log``), queued whole before the
    replay (``replay(..., leftover="carry")``)."""
    entries = [LogEntry(start=True)]
    entries.extend(LogEntry(seat=seat, perspective=0 if seat is None else seat, commands=(command,))
                   for seat, command in commands)
    return entries
