"""A table's turn clocks inside its ``RoomCore``: whose clock runs, warnings, more time, losing on time.

After every event the core calls ``_sync_clock``: the seat the game waits for (``bot_turn``) has its clock
running when a person plays it (bots are never timed); it is paused while that person is away within the
grace period, for one grace period in all a turn however often they drop (else dropping the connection
again and again would stop a clock for ever); a due warning is said to them; when their time is gone the
table is told they lost the match
on time (``time_out_commands``, logged like any step, so a restart replays it) and everyone hears it. The
clocks are saved with the table's lobby state whenever they change, and one timer (``CLOCK_TIMER``) wakes
the core when the next warning or deadline is due. The time comes from the core's injected clock.
"""

from __future__ import annotations

from collections.abc import Sequence

from playpalace_backgammon.table.interface import Command, HostedTable, Key, Message, Viewer

from .room_effects import CancelTimer, Effect, Say, StartTimer
from .room_events import AskMoreTime, AskTime, MemberId, Timer, TimerKind
from .room_status import RoomStatus
from .seats import Seat, SeatKind
from .turn_clock import CHOICES, Clock, TurnClocks, seconds, setting_for

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


class RoomClockMixin:
    """The clock part of ``RoomCore``; the attributes and methods declared here are the core's."""

    seats: list[Seat]
    table: HostedTable | None
    status: RoomStatus
    broken: bool
    usernames: dict[MemberId, str]
    clock_choice: str
    clocks: TurnClocks | None
    _clock_scale: float
    _pause_budget_ms: int  # how long a turn's clock may stand paused in all: the grace period
    _now: Clock
    _clock_wake: int | None

    def _emit(self, effect: Effect) -> None:
        raise NotImplementedError

    def _save(self) -> None:
        raise NotImplementedError

    def members(self) -> list[MemberId]:
        raise NotImplementedError

    def seat_of(self, member: MemberId) -> int | None:
        raise NotImplementedError

    def seat_name(self, index: int) -> str:
        raise NotImplementedError

    def _say_to_others(
        self, message_id: str, except_member: MemberId | None = None, **args: str | int
    ) -> None:
        raise NotImplementedError

    def _run(self, asker: MemberId | None, viewer: Viewer | None, commands: Sequence[Command], *,
             start: bool = False) -> bool:
        raise NotImplementedError

    # The host's option.

    def _choose_clock(self, choice: object) -> bool:
        """The host's choice of clock before the start; False (nothing changed) for an unknown one."""
        if not isinstance(choice, str) or choice not in CHOICES:
            return False
        self.clock_choice = choice
        return True

    def _start_clocks(self) -> None:
        """The match starts: fresh clocks under the chosen setting (none when it is off)."""
        setting = setting_for(self.clock_choice, self._clock_scale)
        self.clocks = None if setting is None else TurnClocks.fresh(setting, len(self.seats))
        self._clock_wake = None
        members = tuple(self.members())
        if self.clocks is not None and members:
            self._emit(Say(members, Message("clock-match-timed")))

    def _restore_clocks(self, data: object) -> None:
        """The clocks as stored with the table, after a restart (see ``TurnClocks.after_restart``)."""
        setting = setting_for(self.clock_choice, self._clock_scale)
        if setting is None or not isinstance(data, dict):
            return
        self.clocks = TurnClocks.from_data(data, setting)
        self.clocks.after_restart(self._now())

    def _clock_data(self) -> dict[str, object]:
        """What the store keeps of the clocks, with the table's lobby state."""
        data: dict[str, object] = {"choice": self.clock_choice}
        if self.clocks is not None:
            data["clocks"] = self.clocks.to_data()
        return data

    # After every event.

    def _timed(self, seat: int) -> bool:
        """A person plays this seat (a bot, or a bot standing in for someone, is never timed)."""
        held = self.seats[seat]
        return held.kind is SeatKind.HUMAN and not held.bot_controlled

    def _sync_clock(self) -> None:
        clocks = self.clocks
        if clocks is None or self.status.ended:
            return
        now = self._now()
        before = clocks.to_data()
        acting = self._acting_seat(clocks, now)
        if acting is None or not self._timed(acting):
            clocks.stop(now)
        elif clocks.running is None or clocks.running.seat != acting:
            clocks.start(acting, now)
        running = clocks.running
        if running is not None:
            if not self.seats[running.seat].away:
                clocks.resume(now)
            else:
                was_paused = running.paused_at is not None
                if not clocks.pause(now, self._pause_budget_ms) and was_paused:
                    # Still away, and the turn's pause is spent: the others hear the clock runs again.
                    self._say_to_others("clock-absent-clock-runs", name=self.seat_name(running.seat))
            loser = clocks.timed_out(now)
            if loser is not None:
                self._lose_on_time(loser, now)
            else:
                left = clocks.due_warning(now)
                if left is not None:
                    self._tell_seat(running.seat, Message("clock-warning", {
                        "seconds": seconds(left), "more": clocks.extensions[running.seat]}))
        if clocks.to_data() != before:
            self._save()
        self._schedule_clock(clocks, now)

    def _acting_seat(self, clocks: TurnClocks, now: int) -> int | None:
        """The seat the game waits for, if the match is being played; a new game fills the reserves."""
        table = self.table
        if table is None or self.status is not RoomStatus.PLAYING or self.broken or table.finished:
            return None
        game = table.game_number()
        if game != clocks.game:
            clocks.stop(now)
            clocks.new_game(game)
        turn = table.bot_turn()
        return None if turn is None else turn.seat

    def _lose_on_time(self, seat: int, now: int) -> None:
        """The seat's time is gone: it loses the match, and everyone hears it from the table."""
        clocks, table = self.clocks, self.table
        assert clocks is not None and table is not None
        clocks.stop(now)
        self._run(None, Viewer.player(seat), table.time_out_commands(seat))

    def _schedule_clock(self, clocks: TurnClocks, now: int) -> None:
        wake = clocks.wake_at(self._pause_budget_ms)
        if wake == self._clock_wake:
            return
        self._clock_wake = wake
        if wake is None:
            self._emit(CancelTimer(CLOCK_TIMER))
        else:
            self._emit(StartTimer(CLOCK_TIMER, max(0, wake - now) / 1000))

    def _clock_timer_fired(self) -> None:
        self._clock_wake = None  # the timer is spent: ``_sync_clock`` sets the next one

    def _tell_seat(self, seat: int, message: Message) -> None:
        member = self.seats[seat].member
        if member is not None:
            self._emit(Say((member,), message))

    # The keys: time left, more time.

    def _say_time_left(self, member: MemberId) -> None:
        """Shift+T: each seat's time, the asker's own first, and how often they may still ask for more."""
        clocks = self.clocks
        if clocks is None:
            self._emit(Say((member,), Message("clock-none")))
            return
        now = self._now()
        own = self.seat_of(member)
        for seat in sorted(range(len(self.seats)), key=lambda seat: seat != own):
            self._emit(Say((member,), self._time_left(clocks, seat, own, now)))

    def _tell_clock_on_return(self, member: MemberId) -> None:
        """A player back at the table while the game waits for them hears how much time they have."""
        clocks, seat = self.clocks, self.seat_of(member)
        if clocks is not None and seat is not None and clocks.running is not None \
                and clocks.running.seat == seat and self.status is RoomStatus.PLAYING:
            self._emit(Say((member,), self._time_left(clocks, seat, seat, self._now())))

    def _time_left(self, clocks: TurnClocks, seat: int, own: int | None, now: int) -> Message:
        running = clocks.running is not None and clocks.running.seat == seat
        state = "untimed" if not self._timed(seat) else (
            "paused" if running and self.seats[seat].away else ("running" if running else "waiting"))
        return Message("clock-time-left", {
            **duration(clocks.left(seat, now)), "actor": "you" if seat == own else "other",
            "name": self.seat_name(seat), "state": state, "more": clocks.extensions[seat]})

    def _give_more_time(self, member: MemberId) -> None:
        """Shift+M: a player asks for more time during the match, as often as the setting allows."""
        clocks = self.clocks
        seat = self.seat_of(member)
        if clocks is None:
            self._emit(Say((member,), Message("clock-none")))
            return
        if seat is None or self.status is not RoomStatus.PLAYING:
            self._emit(Say((member,), Message("clock-more-time-players-only")))
            return
        now = self._now()
        if not clocks.extend(seat, now):
            self._emit(Say((member,), Message("clock-no-more-time")))
            return
        self._emit(Say((member,), Message("clock-more-time-given", {
            **duration(clocks.left(seat, now)), "more": clocks.extensions[seat]})))
        others = tuple(m for m in self.members() if m != member)
        if others:
            name = self.usernames.get(member, "")
            self._emit(Say(others, Message("clock-more-time-taken", {"name": name})))
        self._save()
