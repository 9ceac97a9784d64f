"""People leaving a table: asked first what leaving the match under way costs, leaving for good (a bot
plays on, or the first to leave gives the match up when nobody is left to play it), a dropped connection
and its grace period, the host role passed on, and the table closed when nobody is left."""

from __future__ import annotations

from playpalace_backgammon.table.interface import Message, Viewer

from .play import kick_bots, run
from .room_effects import CancelTimer, Closed, Departed, Refresh, Say, StartTimer
from .room_events import MemberId, Timer, TimerKind
from .room_state import RoomState
from .room_status import RoomStatus
from .seats import Seat, SeatKind


def ask_leave(room: RoomState, member: MemberId) -> None:
    """Leave the table chosen: a player of a match under way is asked Y or N, told what it costs
    (``leave_costs``); anyone else leaves at once."""
    costs = leave_costs(room, member)
    if costs is None:
        leave(room, member, quietly=False)
        return
    room.leaving.add(member)
    room.emit(Say((member,), costs[0]))


def stay(room: RoomState, member: MemberId, said: bool) -> None:
    """A player asked whether to leave stays (told so if they answered N)."""
    if member in room.leaving:
        room.leaving.discard(member)
        if said:
            room.say(member, "room-leave-cancelled")


def leave(room: RoomState, member: MemberId, quietly: bool) -> None:
    """The person stands up (or stops watching) and goes back to the lobby (or to another table). In a
    match under way the others hear what it cost; a bot plays the seat, asked at once if the game waits
    for it, or, with nobody left to play on, the first to leave gives the match up (``_forfeit_left``)."""
    index = room.seat_of(member)
    room.leaving.discard(member)
    costs = leave_costs(room, member)
    if index is not None:
        seat = room.seats[index]
        seat.member = None
        cancel_grace(room, index)
        if room.status is RoomStatus.WAITING:
            room.seats[index] = Seat()
        else:
            seat.bot_controlled = True
            _left_match(room, index)
        if not quietly:
            name = room.usernames.get(member, "")
            if costs is not None:
                room.emit(Say(tuple(m for m in room.members() if m != member), costs[1]))
            else:
                room.say_to_others("room-left", except_member=member, name=name)
    elif member not in room.spectators:
        return
    room.spectators.pop(member, None)
    room.usernames.pop(member, None)
    room.emit(Departed(member, to_lobby=not quietly))
    _forfeit_left(room)
    if not _after_departure(room):
        kick_bots(room)  # the bot now in the seat may be the one the game waits for


def _nobody_else(room: RoomState, index: int) -> bool:
    """Nobody but the player at ``index`` holds a seat or watches: with them gone the table closes."""
    return not room.spectators and not any(
        seat.held for other, seat in enumerate(room.seats) if other != index)


def leave_costs(room: RoomState, member: MemberId) -> tuple[Message, Message] | None:
    """What leaving the match under way now costs ``member``: the question they answer Y or N and what the
    others hear once they left; None when leaving costs nothing (a waiting table, a match over, a
    spectator, or a seat whose match another player already gave up by leaving first)."""
    index = room.seat_of(member)
    if index is None or not room.under_way() or (room.left and room.left[0] != index):
        return None
    assert room.table is not None
    return room.table.leave_words(index, forfeit=_nobody_else(room, index))


def _forfeit_left(room: RoomState) -> None:
    """Nobody is left to play on a match someone left: its first leaver gives it up now, the game in play
    counting as its position scores (so leaving never costs less than resigning would)."""
    table = room.table
    if not room.left or not room.under_way() or room.spectators or any(s.held for s in room.seats):
        return
    assert table is not None
    commands = table.forfeit_commands(room.left[0])
    if commands:  # else nothing is in play (between a money session's games): abandoned as it stands
        run(room, None, Viewer.player(room.left[0]), commands)


def forfeit(room: RoomState, seats: tuple[int, ...]) -> None:
    """The lobby ends the match under way: the first of ``seats`` resigns it (nothing if it is over)."""
    table = room.table
    if not seats or not room.under_way() or not 0 <= seats[0] < len(room.seats):
        return
    assert table is not None
    commands = table.forfeit_commands(seats[0])
    if commands:
        run(room, None, Viewer.player(seats[0]), commands)


def disconnected(room: RoomState, member: MemberId) -> None:
    """A connection dropped: a spectator is gone; a seated person has the grace period to come back."""
    index = room.seat_of(member)
    if index is None:
        if member in room.spectators:
            room.spectators.pop(member)
            room.usernames.pop(member, None)
            room.emit(Departed(member, to_lobby=False))
            _after_departure(room)
        return
    name = room.usernames.pop(member, "")
    seat = room.seats[index]
    seat.member = None
    seat.away = True
    room.emit(Departed(member, to_lobby=False))
    room.emit(StartTimer(Timer(TimerKind.GRACE, index), room.settings.grace_seconds))
    room.say_to_others("room-player-away", name=name)
    if room.clock.pause_spent(index):
        # Their turn's pause was spent on earlier drops: their clock runs on while they are away.
        room.say_to_others("clock-absent-clock-runs", name=name)


def cancel_grace(room: RoomState, index: int) -> None:
    if room.seats[index].away:
        room.seats[index].away = False
        room.emit(CancelTimer(Timer(TimerKind.GRACE, index)))


def grace_over(room: RoomState, index: int) -> None:
    """Seat ``index``'s person did not come back in time: the seat is freed before the start; in a timed
    match their clock runs; else a bot takes the seat over."""
    seat = room.seats[index]
    if not seat.away:
        return
    seat.away = False
    if seat.member is not None or seat.kind is not SeatKind.HUMAN:
        return
    if room.status is RoomStatus.WAITING:
        room.seats[index] = Seat()
    elif room.clocks is not None and room.status is RoomStatus.PLAYING:
        # A timed match: no bot stands in, the absent player's clock runs when it is their turn (said
        # already if their turn's pause ran out before the grace period did).
        if not room.clock.runs_unpaused(index):
            room.say_to_others("clock-absent-clock-runs", name=seat.username or "")
    else:
        seat.bot_controlled = True
        _left_match(room, index)
        room.say_to_others("room-bot-takes-over", name=seat.username or "")
    if not _after_departure(room):  # saves, and refreshes everyone's menu
        kick_bots(room)


def _left_match(room: RoomState, index: int) -> None:
    """A bot now plays a person's seat of the match under way: it counts as their loss if they do not come
    back before it ends (``ratings``)."""
    if room.status is RoomStatus.PLAYING and index not in room.left:
        room.left.append(index)


def _after_departure(room: RoomState) -> bool:
    """Close the table if no one is left (a tournament's match under way plays on); otherwise pass the host
    role on if needed. True if closed."""
    nobody = not any(seat.held for seat in room.seats) and not room.spectators
    if nobody and not (room.event is not None and room.under_way()):
        close(room)
        return True
    host_seat = room.seat_of_user(room.host)
    if host_seat is None or room.seats[host_seat].member is None:
        for seat in room.seats:
            if seat.kind is SeatKind.HUMAN and seat.member is not None and seat.username:
                room.host = seat.username
                break
    room.save()
    room.emit(Refresh())
    return False


def close(room: RoomState) -> None:
    """No one is left: stop the bots and timers and forget the table (it is not restored). A match under
    way is kept as abandoned, with its score: bots never play on unwatched."""
    room.status = RoomStatus.ABANDONED if room.status is RoomStatus.PLAYING else RoomStatus.CLOSED
    for index in range(len(room.seats)):
        cancel_grace(room, index)
    room.bot = None
    room.hints.clear()
    room.save()
    room.emit(Closed())
