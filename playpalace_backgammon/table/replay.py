"""One replay of a table's log, step by step: what every reader of a log (the host restoring a table, the
replay by ear, the records, ``BackgammonTable.replay``, the PlayPalace adapter) plays a match back with.

The table is built by the caller (each builds it its own way: a game's factory, a class, a snapshot) with
a ``rules.ReplayDice`` as its dice; ``replay`` queues each entry's logged dice on it, applies the entry
(the start, or its seat's commands) and yields the step: the entry, the table after it, its outcomes and
what was heard. A step the table refuses, or one that wants more dice than were logged, is a
``ReplayError``; dice a step left undrawn are refused, dropped or carried on, as the caller says.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Generic, Literal, TypeVar

from ..rules import DiceExhausted, ReplayDice
from .interface import Announcement, Audience, Outcome, TableGame, TableRefusal, Viewer
from .log import LogEntry

T = TypeVar("T", bound=TableGame)

# What happens to logged dice a step did not draw: "refuse" (a ReplayError: the log and the table
# disagree), "drop" (forgotten, counted in ``ReplayStep.unused``: a restore goes on), "carry" (handed out
# to the next steps: the dice were queued as one stream, not entry by entry).
Leftover = Literal["refuse", "drop", "carry"]


class ReplayError(ValueError):
    """The log does not replay: ``reason`` is "refused" (a step was refused), "dice-exhausted" (a step
    drew more dice than were logged), "dice-left" (a step left logged dice undrawn) or "malformed"."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason


@dataclass(frozen=True)
class ReplayStep(Generic[T]):
    """One entry applied: the table after it (the same table, replayed on), its outcomes in order (the
    start's first), and the logged dice it left undrawn and dropped."""

    index: int
    entry: LogEntry
    table: T
    outcomes: tuple[Outcome, ...]
    unused: int = 0

    @property
    def announcements(self) -> tuple[Announcement, ...]:
        """What the step announced, in order."""
        return tuple(a for outcome in self.outcomes for a in outcome.announcements)

    def heard(self) -> tuple[Announcement, ...]:
        """What the step made heard, in the order it was said live: its announcements, and after each
        command's, the replies to the player who made it."""
        seat = self.entry.seat
        asker = Audience(frozenset() if seat is None else frozenset({seat}))
        heard: list[Announcement] = []
        for outcome in self.outcomes:
            heard.extend(outcome.announcements)
            heard.extend(Announcement(asker, reply) for reply in outcome.replies)
        return tuple(heard)


def replay_step(table: T, entry: LogEntry, dice: ReplayDice, *, index: int = 0,
                leftover: Leftover = "refuse") -> ReplayStep[T]:
    """Applies one logged entry to ``table`` (built or restored with ``dice`` as its dice)."""
    dice.queue(entry.dice)
    outcomes: list[Outcome] = []
    try:
        if entry.start:
            outcomes.append(table.start())
        viewer = Viewer(entry.seat, entry.perspective or 0)
        for command in entry.commands:
            outcomes.append(table.handle(viewer, command))
    except TableRefusal as refusal:
        raise ReplayError("refused", f"step {index} was refused: {refusal.message.id}") from refusal
    except DiceExhausted as error:
        raise ReplayError("dice-exhausted", f"step {index} drew more dice than were logged") from error
    unused = 0
    if leftover != "carry" and dice.left:
        if leftover == "refuse":
            raise ReplayError("dice-left", f"step {index} left {dice.left} logged dice undrawn")
        unused = dice.clear()
    return ReplayStep(index, entry, table, tuple(outcomes), unused)


def replay(table: T, entries: Iterable[LogEntry], dice: ReplayDice, *, first: int = 0,
           leftover: Leftover = "refuse") -> Iterator[ReplayStep[T]]:
    """The match replayed through ``table`` (built with ``dice`` as its dice), one step an entry, as each
    is applied; ``first`` is the index of the first entry (a replay from a snapshot part way through)."""
    for index, entry in enumerate(entries, first):
        yield replay_step(table, entry, dice, index=index, leftover=leftover)


def replay_all(table: T, entries: Iterable[LogEntry], dice: ReplayDice, *,
               leftover: Leftover = "refuse") -> T:
    """``table`` with every entry replayed through it."""
    for _step in replay(table, entries, dice, leftover=leftover):
        pass
    return table
