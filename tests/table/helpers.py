"""Small helpers for the table tests: tables in a chosen position, message lookup, state fingerprints."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

from playpalace_backgammon.rules import Position, ReplayDice, SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import (
    Announcement,
    Command,
    Message,
    Outcome,
    TableRefusal,
    Viewer,
)
from playpalace_backgammon.table.presentation.board_grid import cell_of_point

P0, P1 = Viewer.player(0), Viewer.player(1)


def started(dice: Iterable[int], **options: object) -> BackgammonTable:
    """A started table whose dice are exactly ``dice`` (the first one draws the colours)."""
    table = BackgammonTable(options, ("Ana", "Ben"), ReplayDice(list(dice)))
    table.start()
    return table


def side(points: dict[int, int]) -> list[int]:
    """A 26-entry side from {point: count}; the rest of the 15 checkers are borne off."""
    values = [0] * 26
    for point, count in points.items():
        values[point] = count
    values[0] = 15 - sum(values)
    return values


def table_at(
    mover: dict[int, int], opponent: dict[int, int], dice: tuple[int, int] | None, *,
    turn: int = 0, more_dice: Sequence[int] = (), seed: int | None = None, **options: object,
) -> BackgammonTable:
    """A table where ``turn`` is to move ``dice`` (or to roll when None) in the given position.

    ``mover`` and ``opponent`` are seen by ``turn``, each in its owner's numbering.
    """
    table = BackgammonTable(options, ("Ana", "Ben"), SeededDice(1))
    table.start()
    data = table.snapshot()
    position = Position(side(mover), side(opponent))
    if turn == 1:
        position = position.swap()
    match = data["match"]
    match["position"] = [list(position.mover), list(position.opponent)]
    match["turn"] = turn
    match["dice"] = list(dice) if dice else None
    match["phase"] = "moving" if dice else "awaiting_roll"
    data["turn"] = None
    data["selected"] = None
    source = ReplayDice(list(more_dice)) if seed is None else SeededDice(seed)
    return BackgammonTable.restore(data, source)


def fingerprint(table: BackgammonTable) -> str:
    return json.dumps(table.snapshot(), sort_keys=True)


def refused(table: BackgammonTable, viewer: Viewer, command: Command) -> Message:
    """Asserts that ``command`` is refused and changes nothing; returns the reason."""
    before = fingerprint(table)
    try:
        table.handle(viewer, command)
    except TableRefusal as refusal:
        assert fingerprint(table) == before
        return refusal.message
    raise AssertionError(f"{command} was accepted")


def cell(point: int) -> int:
    return cell_of_point(point)


def enter(table: BackgammonTable, viewer: Viewer, point: int) -> Outcome:
    return table.handle(viewer, Command(ActionId.POINT, cell(point)))


def heard(outcome: Outcome, viewer: Viewer, message_id: str | None = None) -> list[Message]:
    """The messages ``viewer`` hears from ``outcome`` (optionally only those with ``message_id``)."""
    return [a.message for a in outcome.announcements
            if a.audience.includes(viewer) and (message_id is None or a.message.id == message_id)]


def ids(announcements: Iterable[Announcement]) -> list[str]:
    return [a.message.id for a in announcements]
