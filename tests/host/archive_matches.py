"""Test helpers for the archive: whole matches played through a ``RoomCore`` by two people choosing at
random (seeded), recorded as the server records them (the log, the lobby state, and what each heard)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_effects import AppendLog, SaveTable, Say
from playpalace_backgammon.host.tables.core.room_events import (
    Event,
    Join,
    SetOption,
    SetPrivate,
    Start,
    Submit,
)
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.interface import Message

ANN, BOB = 1, 2
MEMBERS = (ANN, BOB)


#: What the host itself says after the last step (Rematch and Leave the table follow the board): not the
#: table's words, so a replay of the match does not say it.
HOST_LINES = frozenset({"room-match-over-choices"})


@dataclass
class PlayedMatch:
    """A match as the store would keep it, and what each seat heard after each logged step."""

    core: RoomCore
    log: list[dict[str, Any]] = field(default_factory=list)
    saves: list[tuple[dict[str, Any], RoomStatus]] = field(default_factory=list)
    heard: dict[int, list[list[Message]]] = field(default_factory=lambda: {ANN: [], BOB: []})
    live: list[dict[str, Any]] | None = None  # when kept: the live table's snapshot after each logged step

    def feed(self, event: Event) -> None:
        for effect in self.core.handle(event):
            if isinstance(effect, AppendLog):
                self.log.append(effect.entry)
                if self.live is not None and self.core.table is not None:
                    self.live.append(self.core.table.snapshot())
                for member in MEMBERS:
                    self.heard[member].append([])
            elif isinstance(effect, SaveTable):
                self.saves.append((effect.state, effect.status))
            elif isinstance(effect, Say) and self.log and effect.message.id not in HOST_LINES:
                for member in effect.members:
                    self.heard[member][-1].append(effect.message)


def play_match(seed: int, length: int = 3, *, private: bool = False, max_steps: int = 4000,
               names: tuple[str, str] = ("ann", "bob"), keep_live: bool = False) -> PlayedMatch:
    """Ann hosts, Bob joins, and both play at random (doubles, takes, drops included) until the match
    ends or ``max_steps`` commands were made (then it is left under way); ``keep_live``: the live table's
    snapshot after each logged step is kept too."""
    kind = backgammon()
    core = RoomCore(f"m{seed}", kind.declaration, kind.create, names[0], 1, dice=SeededDice(seed))
    played = PlayedMatch(core, live=[] if keep_live else None)
    played.feed(Join(ANN, names[0]))
    played.feed(Join(BOB, names[1]))
    played.feed(SetOption(ANN, "match_length", length))
    if private:
        played.feed(SetPrivate(ANN, True))
    played.feed(Start(ANN))
    choose = random.Random(seed)
    table = core.table
    assert table is not None
    for _ in range(max_steps):
        if table.finished:
            break
        turn = table.bot_turn()
        assert turn is not None
        member, context = MEMBERS[turn.seat], turn.context
        if context.kind is DecisionKind.MOVE:
            commands = list(table.point_commands_for_play(turn.seat, choose.choice(context.legal_plays)))
        elif context.kind is DecisionKind.ROLL_OR_DOUBLE:
            double = context.may_double and choose.random() < 0.15
            commands = list(table.commands_for_answer(turn.seat, double))
        else:
            commands = list(table.commands_for_answer(turn.seat, choose.random() < 0.7))
        for command in commands:
            played.feed(Submit(member, command))
    return played
