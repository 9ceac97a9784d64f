"""A table's turn clocks as an object its ``RoomCore`` owns: ``RoomClock``, whose methods return effects.

After every event the core calls ``sync``: the seat the game waits for (``bot_turn``) has its clock running
when a person plays it (bots are never timed); it is paused while that person is away within the grace
period, for one grace period in all a turn however often they drop (else dropping the connection again and
again would stop a clock for ever); a due warning is said to them; when their time is gone ``sync`` names
the seat, and the core has the table make it lose the match on time (``time_out_commands``, logged like any
step, so a restart replays it). The core saves the clocks with the table's lobby state whenever they change
(``changed``), and one timer (``CLOCK_TIMER``, from ``schedule``) wakes it when the next warning or deadline
is due. The clock reads the room it belongs to (``ClockRoom``) but changes only itself; the time comes from
the clock it is given (the wall clock in the server, a fake one in tests).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from playpalace_backgammon.table.interface import HostedTable, Key, Message

from ..turn_clock import CHOICES, OFF, Clock, TurnClocks, seconds, setting_for
from .room_effects import CancelTimer, Effect, Say, StartTimer
from .room_events import AskMoreTime, AskTime, MemberId, Timer, TimerKind
from .room_status import RoomStatus
from .seats import Seat, SeatKind

CLOCK_TIMER = Timer(TimerKind.CLOCK)
TIME_LEFT_ITEM = "clock-time-left"  # the actions menu's items (Escape on the board) when a clock runs
MORE_TIME_ITEM = "clock-more-time"


def clock_key_event(member: MemberId, key: Key) -> AskTime | AskMoreTime | None:
    """Shift+T (time left) and Shift+M (more time), the host's keys at a table; None for any other key."""
    if not key.shift or key.control or key.alt:
        return None
    name = key.key.lower()
    if name == "t":
        return AskTime(member)
    if name == "m":
        return AskMoreTime(member)
    return None


def duration(ms: int) -> dict[str, str | int]:
    """A time as the arguments of a spoken duration: whole minutes and the seconds beyond them."""
    total = seconds(ms)
    return {"minutes": total // 60, "seconds": total % 60}


class ClockRoom(Protocol):
    """What the clock reads of the table it runs at (a ``RoomCore``)."""

    seats: list[Seat]
    table: HostedTable | None
    status: RoomStatus
    broken: bool
    usernames: dict[MemberId, str]

    def members(self) -> list[MemberId]: ...

    def seat_of(self, member: MemberId) -> int | None: ...

    def seat_name(self, index: int) -> str: ...


@dataclass
class ClockStep:
    """What ``sync`` found: the effects to emit now, the seat whose time ran out (if any), the time it was
    done at and the clocks' data before it (so the core saves them only if they changed)."""

    now: int
    before: dict[str, object]
    effects: list[Effect] = field(default_factory=list)
    loser: int | None = None


class RoomClock:
    """The host's turn clock setting and, during a timed match, the clocks of its seats."""

    def __init__(self, now: Clock, scale: float, pause_budget_ms: int) -> None:
        self.choice = OFF  # the host's turn clock setting (``turn_clock``)
        self.clocks: TurnClocks | None = None
        self.now = now
        self._scale = scale
        self._budget = pause_budget_ms  # how long a turn's clock may stand paused in all: the grace period
        self._wake: int | None = None

    # The host's option.

    def choose(self, choice: object) -> bool:
        """The host's choice of clock before the start; False (nothing changed) for an unknown one."""
        if not isinstance(choice, str) or choice not in CHOICES:
            return False
        self.choice = choice
        return True

    def start(self, seats: int, members: tuple[MemberId, ...]) -> list[Effect]:
        """The match starts: fresh clocks under the chosen setting (none when it is off)."""
        setting = setting_for(self.choice, self._scale)
        self.clocks = None if setting is None else TurnClocks.fresh(setting, seats)
        self._wake = None
        if self.clocks is not None and members:
            return [Say(members, Message("clock-match-timed"))]
        return []

    def restore(self, data: object) -> None:
        """The clocks as stored with the table, after a restart (see ``TurnClocks.after_restart``)."""
        setting = setting_for(self.choice, self._scale)
        if setting is None or not isinstance(data, dict):
            return
        self.clocks = TurnClocks.from_data(data, setting)
        self.clocks.after_restart(self.now())

    def to_data(self) -> dict[str, object]:
        """What the store keeps of the clocks, with the table's lobby state."""
        data: dict[str, object] = {"choice": self.choice}
        if self.clocks is not None:
            data["clocks"] = self.clocks.to_data()
        return data

    # After every event.

    def sync(self, room: ClockRoom) -> ClockStep | None:
        """Runs the clock of the seat the game waits for; None when no clock runs at this table."""
        clocks = self.clocks
        if clocks is None or room.status.ended:
            return None
        step = ClockStep(self.now(), self.to_data())
        acting = self._acting_seat(room, clocks, step.now)
        if acting is None or not _timed(room.seats[acting]):
            clocks.stop(step.now)
        elif clocks.running is None or clocks.running.seat != acting:
            clocks.start(acting, step.now)
        running = clocks.running
        if running is None:
            return step
        if not room.seats[running.seat].away:
            clocks.resume(step.now)
        else:
            was_paused = running.paused_at is not None
            if not clocks.pause(step.now, self._budget) and was_paused:
                # Still away, and the turn's pause is spent: the others hear the clock runs again.
                step.effects += _to_others(room, "clock-absent-clock-runs", name=room.seat_name(running.seat))
        step.loser = clocks.timed_out(step.now)
        if step.loser is not None:
            clocks.stop(step.now)  # the core has the table make this seat lose on time
            return step
        left = clocks.due_warning(step.now)
        member = room.seats[running.seat].member
        if left is not None and member is not None:
            step.effects.append(Say((member,), Message("clock-warning", {
                "seconds": seconds(left), "more": clocks.extensions[running.seat]})))
        return step

    def changed(self, step: ClockStep) -> bool:
        """The clocks changed since ``step`` began: the core saves them."""
        return self.to_data() != step.before

    def schedule(self, step: ClockStep) -> list[Effect]:
        """The clock's timer set for the next warning or deadline (cancelled when none is due)."""
        clocks = self.clocks
        wake = None if clocks is None else clocks.wake_at(self._budget)
        if wake == self._wake:
            return []
        self._wake = wake
        if wake is None:
            return [CancelTimer(CLOCK_TIMER)]
        return [StartTimer(CLOCK_TIMER, max(0, wake - step.now) / 1000)]

    def timer_fired(self) -> None:
        self._wake = None  # the timer is spent: ``sync`` and ``schedule`` set the next one

    @staticmethod
    def _acting_seat(room: ClockRoom, clocks: TurnClocks, now: int) -> int | None:
        """The seat the game waits for, if the match is being played; a new game fills the reserves."""
        table = room.table
        if table is None or room.status is not RoomStatus.PLAYING or room.broken or table.finished:
            return None
        game = table.game_number()
        if game != clocks.game:
            clocks.stop(now)
            clocks.new_game(game)
        turn = table.bot_turn()
        return None if turn is None else turn.seat

    # Away and back.

    def stand_still(self) -> None:
        """The server stops: the running clock stands still from now, as for a player away (the time the
        server is down is nobody's); after the restart it is the stored pause ``restore`` takes up."""
        running = self.clocks.running if self.clocks is not None else None
        if running is not None and running.paused_at is None:
            running.paused_at = self.now()

    def pause_spent(self, seat: int) -> bool:
        """The game waits for ``seat`` and its turn's pause was spent on earlier drops: its clock runs on
        while its player is away."""
        running = self.clocks.running if self.clocks is not None else None
        return running is not None and running.seat == seat and running.paused_ms >= self._budget

    def runs_unpaused(self, seat: int) -> bool:
        """The clock of ``seat`` is the one running, and not paused."""
        running = self.clocks.running if self.clocks is not None else None
        return running is not None and running.seat == seat and running.paused_at is None

    def on_return(self, room: ClockRoom, member: MemberId) -> list[Effect]:
        """A player back at the table while the game waits for them hears how much time they have."""
        clocks, seat = self.clocks, room.seat_of(member)
        if clocks is not None and seat is not None and clocks.running is not None \
                and clocks.running.seat == seat and room.status is RoomStatus.PLAYING:
            return [Say((member,), _time_left(room, clocks, seat, seat, self.now()))]
        return []

    # The keys: time left, more time.

    def time_left(self, room: ClockRoom, member: MemberId) -> list[Effect]:
        """Shift+T: each seat's time, the asker's own first, and how often they may still ask for more."""
        clocks = self.clocks
        if clocks is None:
            return [Say((member,), Message("clock-none"))]
        now = self.now()
        own = room.seat_of(member)
        return [Say((member,), _time_left(room, clocks, seat, own, now))
                for seat in sorted(range(len(room.seats)), key=lambda seat: seat != own)]

    def more_time(self, room: ClockRoom, member: MemberId) -> tuple[list[Effect], bool]:
        """Shift+M: a player asks for more time during the match, as often as the setting allows; the
        effects, and whether the clocks changed (the core then saves them)."""
        clocks = self.clocks
        seat = room.seat_of(member)
        if clocks is None:
            return [Say((member,), Message("clock-none"))], False
        if seat is None or room.status is not RoomStatus.PLAYING:
            return [Say((member,), Message("clock-more-time-players-only"))], False
        now = self.now()
        if not clocks.extend(seat, now):
            return [Say((member,), Message("clock-no-more-time"))], False
        effects: list[Effect] = [Say((member,), Message("clock-more-time-given", {
            **duration(clocks.left(seat, now)), "more": clocks.extensions[seat]}))]
        effects += _to_others(room, "clock-more-time-taken", member, name=room.usernames.get(member, ""))
        return effects, True


def _turn_of(room: ClockRoom) -> int | None:
    """The seat the game waits for while the match is played, else None."""
    table = room.table
    if table is None or room.status is not RoomStatus.PLAYING or table.finished:
        return None
    turn = table.bot_turn()
    return None if turn is None else turn.seat


def _timed(seat: Seat) -> bool:
    """A person plays this seat (a bot, or a bot standing in for someone, is never timed)."""
    return seat.kind is SeatKind.HUMAN and not seat.bot_controlled


def _to_others(room: ClockRoom, message_id: str, except_member: MemberId | None = None,
               **args: str | int) -> list[Effect]:
    others = tuple(m for m in room.members() if m != except_member)
    return [Say(others, Message(message_id, args))] if others else []


def _time_left(room: ClockRoom, clocks: TurnClocks, seat: int, own: int | None, now: int) -> Message:
    if not _timed(room.seats[seat]):  # a bot has no clock, and asks for no more time: whose turn it is
        turn = "yes" if _turn_of(room) == seat else "no"
        return Message("clock-untimed", {"name": room.seat_name(seat), "turn": turn})
    running = clocks.running is not None and clocks.running.seat == seat
    state = "paused" if running and room.seats[seat].away else ("running" if running else "waiting")
    return Message("clock-time-left", {
        **duration(clocks.left(seat, now)), "actor": "you" if seat == own else "other",
        "name": room.seat_name(seat), "state": state, "more": clocks.extensions[seat]})
