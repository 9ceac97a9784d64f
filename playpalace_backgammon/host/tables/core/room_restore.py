"""A table rebuilt from the store after a restart: its ``RoomCore`` as it was, from its lobby state and log.

The lobby state gives the host, options, privacy, seats and names; a table under way is built from its
options and seat names and its log replayed with the logged dice (``table_log``), so the game stands where
it stood and the recent announcements are there for people who come back. Each seated person then has the
grace period to come back, and the turn clock runs on as stored, paused meanwhile. This module is the core's
own: it sets the core's state directly, as the core's constructor would.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from playpalace_backgammon.rules import DiceSource
from playpalace_backgammon.table.interface import GameDeclaration
from playpalace_backgammon.table.log import read_log
from playpalace_backgammon.table.replay import replay

from ..turn_clock import CLOCK_OPTION, OFF, Clock
from .room_core import RoomCore
from .room_effects import Effect, StartTimer
from .room_events import Timer, TimerKind
from .room_state import RoomSettings, TableFactory
from .room_status import RoomStatus
from .seats import Seat, SeatKind

_log = logging.getLogger(__name__)


def restore(
    room_id: str,
    declaration: GameDeclaration,
    create: TableFactory,
    state: Mapping[str, Any],
    status: RoomStatus,
    log: Sequence[Mapping[str, Any]],
    *,
    settings: RoomSettings | None = None,
    dice: DiceSource | None = None,
    clock: Clock | None = None,
) -> tuple[RoomCore, list[Effect]]:
    """A table rebuilt from its saved state and log, and the effects to carry out now (each seated
    person's grace period: they have that long to come back; the turn clock as stored, paused
    meanwhile)."""
    core = RoomCore(room_id, declaration, create, str(state["host"]), int(state["number"]),
                    settings=settings, dice=dice, clock=clock)
    _lobby_state(core, state)
    core.status = status
    if status is RoomStatus.PLAYING:
        _replay(core, log)
    core.seq = max(core.seq, len(log))
    effects: list[Effect] = []
    for index, seat in enumerate(core.seats):
        if seat.kind is SeatKind.HUMAN and not seat.bot_controlled:
            seat.away = True
            effects.append(StartTimer(Timer(TimerKind.GRACE, index), core.settings.grace_seconds))
    clock_state = state.get(CLOCK_OPTION) or {}
    core.clock.choose(clock_state.get("choice", OFF))
    if core.status is RoomStatus.PLAYING:
        core.clock.restore(clock_state.get("clocks"))
    return core, core.resume(effects)


def _lobby_state(core: RoomCore, state: Mapping[str, Any]) -> None:
    """The options, privacy, seats, names and leavers the lobby state holds."""
    core.options = dict(state["options"])
    core.private = bool(state.get("private", False))
    core.seats = [Seat.from_data(data) for data in state["seats"]]
    core.names = list(state.get("names") or [])
    for index, seat in enumerate(core.seats):  # saved before bots kept their names
        if seat.kind is SeatKind.BOT and not seat.username:
            if index < len(core.names):
                seat.username = core.names[index]
            else:  # a waiting table: the host adds the bot again
                core.seats[index] = Seat()
    core.left = [seat for seat in state.get("left") or [] if type(seat) is int]
    event = state.get("event")
    core.event = event if isinstance(event, str) else None


def _replay(core: RoomCore, log: Sequence[Mapping[str, Any]]) -> None:
    """The table built from the options and names, and its log replayed with the logged dice."""
    table = core.create_table(dict(core.options), core.names, core.dice)
    core.table = table
    for step in replay(table, read_log(log, core.declaration.actions), core.dice, leftover="drop"):
        core.recent.extend(step.announcements)
        if step.unused:
            _log.warning("table %s: %d logged dice left unused", core.id, step.unused)
        core.seq += 1
    if table.finished:
        core.status = RoomStatus.FINISHED
