"""After the match: a rematch once every person seated asked for it (a new table with the same seats,
options, privacy and clock; everyone goes with it), meanwhile the others hearing who asked."""

from __future__ import annotations

from playpalace_backgammon.table.interface import Message

from .departures import close
from .room_effects import Departed, Refresh, Rematch, Say
from .room_events import MemberId
from .room_state import RoomState
from .room_status import RoomStatus
from .seats import Seat


def ask_rematch(room: RoomState, member: MemberId) -> None:
    """A player asks for a rematch: once every person seated has, a new match starts at a new table with
    the same seats, options, privacy and clock (``Rematch``); meanwhile the others hear who asked."""
    index = room.seat_of(member)
    if room.event is not None:  # a tournament's match: the event pairs the next one, not this table
        room.say(member, "room-rematch-tournament")
        return
    if index is None or room.status is not RoomStatus.FINISHED:
        room.say(member, "room-rematch-not-now" if index is not None else "room-rematch-players-only")
        return
    people = room.person_seats()
    gone = [i for i in people if room.seats[i].member is None]
    if gone:
        room.say(member, "room-rematch-player-gone", name=room.seat_name(gone[0]))
        return
    room.rematch_asked.add(index)
    if all(i in room.rematch_asked for i in people):
        room.emit(Rematch())  # the driver opens the new table from this one (``RoomCore.rematch``) ...
        for other in room.members():  # ... and everyone goes with it
            room.emit(Departed(other, to_lobby=False))
        close(room)  # closed: who sat where stays as it was, for ``RoomCore.rematch``
        return
    waiting_for = next(i for i in people if i not in room.rematch_asked)
    room.say(member, "room-rematch-waiting", name=room.seat_name(waiting_for))
    # "Choose Rematch" only to those who have the item: the other players; spectators hear who asked.
    players = tuple(m for m in room.members() if m != member and m not in room.spectators)
    name = room.seat_name(index)
    if players:
        room.emit(Say(players, Message("room-rematch-asked", {"name": name})))
    if room.spectators:
        room.emit(Say(tuple(room.spectators), Message("room-rematch-asked-watching", {"name": name})))
    room.version += 1  # the board's Rematch item now says who asked
    room.emit(Refresh())


def carry_over(finished: RoomState, rematch: RoomState) -> None:
    """What the rematch's new table keeps of the finished one: options, privacy, turn clock, seats (each
    person and bot where they sat) and spectators."""
    rematch.options = dict(finished.options)
    rematch.private = finished.private
    rematch.clock.choose(finished.clock_choice)
    rematch.seats = [Seat(seat.kind, seat.username, seat.member, bot_number=seat.bot_number)
                     for seat in finished.seats]
    rematch.spectators = dict(finished.spectators)
    rematch.usernames = dict(finished.usernames)
