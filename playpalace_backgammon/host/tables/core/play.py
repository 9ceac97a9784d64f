"""Play at a table: every state change of the game goes through ``run``.

The table handles the commands, the accepted ones and the dice they drew become one ``AppendLog`` effect,
and only after it come the ``Say`` effects of what they announced (the driver commits the log before
anything said leaves); then a bot seat the game now waits for is asked (``kick_bots``). A table's own
exceptions are logged and kept inside it: the asker hears that nothing was changed.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from playpalace_backgammon.table.interface import (
    Announcement,
    Audience,
    BotTurn,
    Command,
    HostedTable,
    Message,
    Outcome,
    TableRefusal,
    Viewer,
)
from playpalace_backgammon.table.log import LogEntry

from .room_effects import AppendLog, AskBot, AskHint, Refresh, Say
from .room_events import MemberId
from .room_state import BotWork, PendingHint, RoomState
from .room_status import RoomStatus

_log = logging.getLogger(__name__)


def submit(room: RoomState, member: MemberId, command: Command, from_menu: bool) -> None:
    """A person asks for a command; refused ones change nothing and the asker hears why. A hint is asked
    of the engine (``answers`` words its answer)."""
    table = room.table
    if not room.is_member(member):
        return
    if table is None:
        room.say(member, "room-not-started")
        return
    viewer = room.viewer_of(member)
    if from_menu and command.action not in {a.id for a in table.actions_for(viewer)}:
        room.say(member, "refusal-not-offered")
        return
    try:
        context = table.advice_context(viewer, command)
    except TableRefusal as refusal:
        room.emit(Say((member,), refusal.message))
        return
    if context is not None:  # a hint: the engine answers it if it can, the table's rules if not
        room.tokens += 1
        room.hints[room.tokens] = PendingHint(member, viewer, command, room.version, context,
                                              len(table.dice_log))
        room.emit(AskHint(room.tokens, member, context))
        return
    run(room, member, viewer, (command,))


def run(
    room: RoomState,
    asker: MemberId | None,
    viewer: Viewer | None,
    commands: Sequence[Command],
    *,
    start: bool = False,
) -> bool:
    """Applies the commands, logs the accepted ones, announces; True if anything was announced."""
    table = room.table
    assert table is not None
    drawn_before = len(table.dice_log)
    outcomes, accepted, refusal = _apply(room, table, asker, viewer, commands, start)
    changed = start or bool(accepted)
    if changed:
        _log_step(room, table, drawn_before, viewer if accepted else None, accepted, start)
        if table.finished and room.status is RoomStatus.PLAYING:
            room.status = RoomStatus.FINISHED
            room.save()
            outcomes.append(_match_over(room))
    if refusal is not None and asker is not None:
        room.emit(Say((asker,), refusal))
    _announce(room, asker, outcomes)
    focus = next((o.focus for o in outcomes if o.focus is not None), None)
    if changed:
        room.emit(Refresh())
    if asker is not None and focus is not None:
        room.emit(Refresh((asker,), focus))
    if changed:
        kick_bots(room)
    return any(outcome.announcements for outcome in outcomes)


def _apply(
    room: RoomState, table: HostedTable, asker: MemberId | None, viewer: Viewer | None,
    commands: Sequence[Command], start: bool,
) -> tuple[list[Outcome], list[Command], Message | None]:
    """The table's outcomes of (the start and) the commands, the accepted commands, and the refusal the
    asker hears. A table's own exception is logged and marks it broken."""
    outcomes: list[Outcome] = []
    accepted: list[Command] = []
    refusal: Message | None = None
    try:
        if start:
            outcomes.append(table.start())
        for command in commands:
            assert viewer is not None
            outcome = table.handle(viewer, command)
            outcomes.append(outcome)
            if outcome.changed:
                accepted.append(command)
    except TableRefusal as refused:
        if asker is not None:
            refusal = refused.message
        elif not accepted:
            _log.warning("table %s refused a bot command: %s", room.id, refused.message.id)
    except Exception:
        _log.exception("table %s failed handling %s", room.id, commands)
        room.broken = True
        if asker is not None:
            refusal = Message("room-table-error")
    return outcomes, accepted, refusal


def _log_step(room: RoomState, table: HostedTable, drawn_before: int, viewer: Viewer | None,
              accepted: Sequence[Command], start: bool) -> None:
    """One log entry: the start or the accepted commands, with the dice drawn meanwhile."""
    entry = LogEntry(
        dice=tuple(table.dice_log[drawn_before:]),
        start=start,
        seat=viewer.seat if viewer is not None else None,
        perspective=viewer.perspective if viewer is not None else None,
        commands=tuple(accepted),
    )
    room.seq += 1
    room.emit(AppendLog(room.seq, entry.to_data()))
    room.version += 1


def _announce(room: RoomState, asker: MemberId | None, outcomes: Sequence[Outcome]) -> None:
    """Each announcement to everyone here who may hear it (and remembered for those who come back);
    the replies to the asker alone."""
    viewers = [(member, room.viewer_of(member)) for member in room.members()]
    for outcome in outcomes:
        for announcement in outcome.announcements:
            room.recent.append(announcement)
            hearing = tuple(m for m, v in viewers if announcement.audience.includes(v))
            if hearing:
                room.emit(Say(hearing, announcement.message, announcement.sound))
        if asker is not None:
            for reply in outcome.replies:
                room.emit(Say((asker,), reply))


def _match_over(room: RoomState) -> Outcome:
    """What the players hear last: that Rematch and Leave table follow the board (``room_menus``)."""
    players = frozenset(room.person_seats())
    return Outcome((Announcement(Audience(players), Message("room-match-over-choices")),))


def kick_bots(room: RoomState) -> None:
    """Ask for a bot seat's decision if one must act now and no decision is under way."""
    table = room.table
    if table is None or room.status is not RoomStatus.PLAYING or room.broken or table.finished:
        return
    if room.bot is not None:
        return
    turn: BotTurn | None = table.bot_turn()
    if turn is None or not room.seats[turn.seat].bot_driven:
        return
    room.tokens += 1
    room.bot = BotWork(room.tokens, turn, room.version)
    room.emit(AskBot(room.tokens, turn))
