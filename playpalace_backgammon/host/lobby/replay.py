"""Replay by ear: a match's log played back step by step, each step heard exactly as it was live.

A table's log holds every accepted step with the dice it drew, so a fresh table fed the log (the table's
one ``replay``, ``table/replay.py``) replays the match exactly, and its narrator says again what each step
said, to the same audiences. ``ReplayBook`` does that once per match: every step's announcements, the game
each step leaves the match in, and the table's snapshot every ``CHECKPOINT_EVERY`` steps. A
``ReplayCursor`` is one listener's place in the book: its own table at that step (for the board grid and
the status keys, answered for that position), and the viewer it listens as (a player of either seat, or a
spectator from either side). Books are shared by everyone replaying the same match; cursors are not;
neither touches a live table. No I/O here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, cast

from playpalace_backgammon.rules import DiceExhausted, ReplayDice
from playpalace_backgammon.table.interface import (
    Announcement,
    BotTurn,
    Command,
    HostedTable,
    Key,
    Message,
    TableRefusal,
    Viewer,
)
from playpalace_backgammon.table.log import read_log
from playpalace_backgammon.table.replay import ReplayError, replay, replay_step

CHECKPOINT_EVERY = 32  # steps between snapshots: a jump replays at most this many steps

TableFactory = Callable[[Mapping[str, Any], Sequence[str], Any], Any]

__all__ = ["CHECKPOINT_EVERY", "ReplayBook", "ReplayCursor", "ReplayError", "ReplayStep"]


@dataclass(frozen=True)
class ReplayStep:
    """One step of the log: what it announced, to whom, and the game the match is in after it."""

    announcements: tuple[Announcement, ...]
    game: int
    seat: int | None


class ReplayBook:
    """A match's whole log replayed once: the steps, and snapshots to start a cursor from anywhere."""

    def __init__(self, create: TableFactory, actions: type[Enum], options: Mapping[str, Any],
                 names: Sequence[str], log: Sequence[Mapping[str, Any]]) -> None:
        """ReplayError when the log is empty or does not replay (malformed entries included)."""
        self._create = create
        self.options = dict(options)
        self.names = tuple(names)
        try:
            self.entries = read_log(log, actions)
        except ValueError as error:
            raise ReplayError("malformed", str(error)) from error
        if not self.entries or not self.entries[0].start:
            raise ReplayError("malformed", "the log does not begin with the start of the match")
        self.steps: list[ReplayStep] = []
        self._snapshots: dict[int, dict[str, Any]] = {}
        dice = ReplayDice()
        table = self._fresh(dice)
        for step in replay(table, self.entries, dice):
            self.steps.append(ReplayStep(step.heard(), table.game_number(), step.entry.seat))
            if step.index % CHECKPOINT_EVERY == 0:
                self._snapshots[step.index] = table.snapshot()
        self.games = max(step.game for step in self.steps)
        self.final_score = tuple(table.score())

    def _fresh(self, dice: ReplayDice) -> HostedTable:
        return cast(HostedTable, self._create(dict(self.options), self.names, dice))

    def __len__(self) -> int:
        return len(self.steps)

    def table_at(self, index: int) -> tuple[HostedTable, ReplayDice]:
        """A new table as the match stood after step ``index`` (0: the start), and the dice it draws."""
        if not 0 <= index < len(self.steps):
            raise IndexError(index)
        base = index - index % CHECKPOINT_EVERY
        dice = ReplayDice()
        table = cast(HostedTable, type(self._fresh(dice)).restore(self._snapshots[base], dice))
        for _step in replay(table, self.entries[base + 1:index + 1], dice, first=base + 1):
            pass
        return table, dice

    def advance(self, table: HostedTable, dice: ReplayDice, index: int) -> None:
        """Apply step ``index`` to a table that stands at step ``index - 1`` (a cursor moving on by one)."""
        replay_step(table, self.entries[index], dice, index=index)

    def first_step_of_game(self, game: int) -> int | None:
        """The step that began game ``game`` (the one after which the match is in it), or None."""
        return next((index for index, step in enumerate(self.steps) if step.game == game), None)

    def step_of_decision(self, game: int, wanted: Callable[[BotTurn], bool]) -> int | None:
        """The first step of game ``game`` after which the decision the table asks for satisfies
        ``wanted`` (an analysed decision found again: its seat, kind and position), or None."""
        start = self.first_step_of_game(game)
        if start is None:
            return None
        table, dice = self.table_at(start)
        index = start
        while True:
            turn = table.bot_turn()
            if turn is not None and wanted(turn):
                return index
            index += 1
            if index >= len(self.steps) or self.steps[index].game != game:
                return None
            self.advance(table, dice, index)


class ReplayCursor:
    """One listener's place in a book: the step, a table at it, and who they listen as."""

    def __init__(self, book: ReplayBook, viewer: Viewer) -> None:
        self.book = book
        self.viewer = viewer
        self.index = 0
        self.table, self._dice = book.table_at(0)

    @property
    def game(self) -> int:
        return self.book.steps[self.index].game

    def heard(self) -> list[Message]:
        """What the listener heard live at the current step (their seat or side's announcements)."""
        return [a.message for a in self.book.steps[self.index].announcements
                if a.audience.includes(self.viewer)]

    def go(self, index: int) -> bool:
        """Move to step ``index``; False (nothing changes) when there is no such step."""
        if not 0 <= index < len(self.book):
            return False
        if index == self.index + 1:
            self.book.advance(self.table, self._dice, index)
        elif index != self.index:
            self.table, self._dice = self.book.table_at(index)
        self.index = index
        return True

    def go_to_game(self, game: int) -> bool:
        """Move to the step that began game ``game``; False when the match has no such game."""
        step = self.book.first_step_of_game(game) if isinstance(game, int) else None
        return step is not None and self.go(step)

    def next_game(self) -> bool:
        return self.go_to_game(self.game + 1)

    def previous_game(self) -> bool:
        """To the start of the game before this one; from inside the first game, False."""
        return self.game > 1 and self.go_to_game(self.game - 1)

    def listen_as(self, viewer: Viewer) -> None:
        self.viewer = viewer

    def ask(self, command: Command) -> tuple[list[Message], int | None]:
        """A command of the table's own (a status key, a move of focus) answered for the position at this
        step, as replies and a focus; anything that would change the game is refused and undone."""
        try:
            outcome = self.table.handle(self.viewer, command)
        except TableRefusal as refusal:
            return [refusal.message], None
        except DiceExhausted:  # it wanted dice: a roll
            outcome = None
        if outcome is None or outcome.changed:  # a move or an offer: never in a replay; the table is rebuilt
            self.table, self._dice = self.book.table_at(self.index)
            return [Message("archive-replay-read-only")], None
        return list(outcome.replies), outcome.focus

    def command_for_key(self, key: Key, cell: int | None) -> Command | None:
        return self.table.command_for_key(self.viewer, key, cell)
