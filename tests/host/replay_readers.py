"""Test helpers: every reader of a table's log, each rebuilding the table after a log's first entries its own
way (the host's restore, the replay by ear, the records, ``BackgammonTable.replay`` from the entries'
dice and commands), so a test can check they all rebuild the same table."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from playpalace_backgammon.host.lobby.replay import ReplayBook
from playpalace_backgammon.host.tables.core.room_restore import restore
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.records.build import replay_table
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command
from playpalace_backgammon.table.log import read_log

KIND = backgammon()

State = Mapping[str, Any]
Log = Sequence[Mapping[str, Any]]
Reader = Callable[[State, Log], Any]  # (lobby state, the log's first entries) -> the table after them


def by_restore(state: State, log: Log) -> Any:
    core, _ = restore("t", KIND.declaration, KIND.create, state, RoomStatus.PLAYING, log)
    assert core.table is not None
    return core.table


def by_book(state: State, log: Log) -> Any:
    book = ReplayBook(KIND.create, KIND.declaration.actions, state["options"], state["names"], log)
    return book.table_at(len(book) - 1)[0]


def by_records(state: State, log: Log) -> Any:
    return replay_table(state, log)


def history(log: Log) -> tuple[list[int], list[tuple[int | None, Command]]]:
    """A log's dice as one stream and its commands each with its seat: a table's own history."""
    entries = read_log(log, ActionId)
    dice = [die for entry in entries for die in entry.dice]
    return dice, [(entry.seat, command) for entry in entries for command in entry.commands]


def by_history(state: State, log: Log) -> Any:
    dice, commands = history(log)
    return BackgammonTable.replay(state["options"], state["names"], dice, commands)


READERS: dict[str, Reader] = {
    "restore": by_restore, "book": by_book, "records": by_records, "history": by_history}


def compared_steps(length: int, every: int) -> list[int]:
    """The numbers of entries after which the prefix readers are compared: every ``every``-th, the first
    few and the last (each prefix replays from the start, so not after every one)."""
    return sorted({1, 2, 3, *range(every, length, every), length})


def disagreements(state: State, log: Log, live: Sequence[Mapping[str, Any]], readers: Mapping[str, Reader],
                  steps: Sequence[int]) -> list[str]:
    """For each number of entries in ``steps``, each reader whose table after them is not the live table's
    (its whole snapshot, and the gnubg position and match ID it gives)."""
    found = []
    for count in steps:
        expected = live[count - 1]
        for name, reader in readers.items():
            table = reader(state, log[:count])
            if table.snapshot() != expected:
                found.append(f"{name} after {count} entries: {table.match.gnubg_id()}")
    return found
