"""People arriving at a table: a player taking an empty seat, a spectator, and a person coming back to
the seat their name holds (from the grace period, or from the bot that took it over meanwhile), who hears
again what was said while they were gone."""

from __future__ import annotations

from playpalace_backgammon.table.interface import Viewer

from .departures import cancel_grace
from .room_effects import Departed, Refresh, Say
from .room_events import MemberId
from .room_state import RoomState
from .seats import SeatKind


def join(room: RoomState, member: MemberId, username: str) -> None:
    if room.is_member(member):  # already here: one seat (or one place as a spectator) a person
        room.emit(Refresh((member,)))
        return
    if not room.joinable:
        room.say(member, "refusal-table-full")
        room.emit(Departed(member, to_lobby=True))
        return
    for seat in room.seats:
        if seat.kind is SeatKind.EMPTY:
            seat.kind, seat.username, seat.member = SeatKind.HUMAN, username, member
            break
    room.usernames[member] = username
    room.say_to_others("room-joined", except_member=member, name=username)
    room.save()
    room.emit(Refresh())


def watch(room: RoomState, member: MemberId, username: str) -> None:
    if room.is_member(member):
        room.emit(Refresh((member,)))
        return
    room.spectators[member] = 0
    room.usernames[member] = username
    room.say(member, "room-watching", number=room.number, host=room.host)
    room.say_to_others("room-spectator-joined", except_member=member, name=username)
    room.emit(Refresh((member,)))


def reclaim(room: RoomState, member: MemberId, username: str) -> None:
    """Give a returning person their seat back (from grace, or from the bot that took it over)."""
    index = room.seat_of_user(username)
    if index is None:
        room.emit(Departed(member, to_lobby=True))
        return
    seat = room.seats[index]
    if seat.member is not None and seat.member != member:
        room.emit(Departed(seat.member, to_lobby=False))
        room.usernames.pop(seat.member, None)
    came_back = seat.away  # away within the grace period: the others heard them go
    cancel_grace(room, index)
    seat.member = member
    room.usernames[member] = username
    taken_back = seat.bot_controlled
    if index in room.left:
        room.left.remove(index)
    seat.bot_controlled = False
    room.say(member, "room-reconnected")
    _recall(room, member, Viewer.player(index))
    room.out += room.clock.on_return(room, member)
    if taken_back:
        room.say_to_others("room-seat-reclaimed", except_member=member, name=username)
        room.save()
    elif came_back:
        room.say_to_others("room-player-back", except_member=member, name=username)
    room.emit(Refresh((member,)))


def _recall(room: RoomState, member: MemberId, viewer: Viewer) -> None:
    """What the returning player may hear of what was said lately, and the checker they hold."""
    recent = list(room.recent)
    for position, announcement in enumerate(recent):
        if announcement.audience.includes(viewer):
            # An offer followed by anything else (its answer) is recalled without its "press Y or N".
            settled = announcement.settled if announcement.settled is not None and any(
                later.message.id != announcement.message.id for later in recent[position + 1:]) else None
            room.emit(Say((member,), settled or announcement.message))
    held = room.table.held_checker(viewer) if room.table is not None else None
    if held is not None:
        room.emit(Say((member,), held))
