"""The host's controls before the start (the options, the turn clock, privacy, bots in the empty seats),
and the start: the table built from the options and the seats' names, its start logged."""

from __future__ import annotations

from playpalace_backgammon.table.interface import TableRefusal

from ..turn_clock import CLOCK_OPTION
from .play import run
from .room_effects import Refresh, Say
from .room_events import AddBot, MemberId, RemoveBot, SetOption, SetPrivate, Start
from .room_state import RoomState
from .room_status import RoomStatus
from .seats import Seat, SeatKind


def host_control(room: RoomState, event: SetOption | SetPrivate | AddBot | RemoveBot | Start) -> None:
    """The host's controls before the start (anyone else is refused and told why)."""
    if not _host_before_start(room, event.member):
        return
    match event:
        case SetOption(_, option_id, value) if option_id == CLOCK_OPTION:
            if room.clock.choose(value):
                room.save()
                room.emit(Refresh())
        case SetOption(_, option_id, value):
            room.options[option_id] = value
            room.save()
            room.emit(Refresh())
        case SetPrivate(_, private):
            room.private = private
            room.say_to_others("archive-table-private" if private else "archive-table-public")
            room.save()
            room.emit(Refresh())
        case AddBot(_, name, number):
            _add_bot(room, name, number)
        case RemoveBot():
            _remove_bot(room)
        case Start(member):
            _start(room, member)


def _host_before_start(room: RoomState, member: MemberId) -> bool:
    if room.is_host(member) and room.status is RoomStatus.WAITING:
        return True
    room.say(member, "refusal-host-only")
    room.emit(Refresh((member,)))
    return False


def _add_bot(room: RoomState, name: str, number: int | None = None) -> None:
    for seat in room.seats:
        if seat.kind is SeatKind.EMPTY:
            seat.kind, seat.username, seat.bot_number = SeatKind.BOT, name, number
            room.save()
            room.emit(Refresh())
            return


def _remove_bot(room: RoomState) -> None:
    for index in reversed(range(len(room.seats))):
        if room.seats[index].kind is SeatKind.BOT:
            room.seats[index] = Seat()
            room.save()
            room.emit(Refresh())
            return


def _start(room: RoomState, member: MemberId) -> None:
    """The host starts the game once every seat is filled."""
    if any(seat.kind is SeatKind.EMPTY for seat in room.seats):
        room.say(member, "room-seats-not-filled")
        return
    begin(room, member)


def begin(room: RoomState, member: MemberId | None) -> None:
    """Build the table from the options and seat names and log the start; a refusal of the options is said
    to ``member``."""
    names = [room.seat_name(i) for i in range(len(room.seats))]
    try:
        table = room.create_table(dict(room.options), names, room.dice)
    except TableRefusal as refusal:
        if member is not None:
            room.emit(Say((member,), refusal.message))
        return
    room.table, room.names, room.status = table, names, RoomStatus.PLAYING
    room.out += room.clock.start(len(room.seats), tuple(room.members()))
    room.save()
    run(room, None, None, (), start=True)
