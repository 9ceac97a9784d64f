"""One table of the lobby as a state machine without I/O: events in (``room_events``), effects out
(``room_effects``).

The core holds the seats, spectators, host, status, the game and its log position (``room_state``), and
decides everything: who may do what, what is logged, who hears what, which timers run, when a bot is
asked. It never touches a socket, the store, the clock or the event loop; ``room.Room`` carries its
effects out. So the whole of a table's life is tested by feeding events and reading effects, in
microseconds.

``RoomCore`` dispatches each event to the part whose job it is: ``arrivals`` and ``departures`` (people
coming and going), ``before_start`` (the host's controls, the start), ``play`` (every state change of the
game goes through ``play.run``: logged before anything said), ``answers`` (a bot's decision, an engine's
hint), ``match_end`` (the rematch); after every event the turn clock (``room_clock``). ``restore``
rebuilds a table from its log.
"""

from __future__ import annotations

from playpalace_backgammon.table.interface import Message, Viewer

from . import answers, arrivals, before_start, departures, match_end, play
from .room_choices import Step, steps_for
from .room_effects import Effect, Refresh
from .room_events import (
    AddBot,
    AskLeave,
    AskMoreTime,
    AskRematch,
    AskTime,
    BotAnswered,
    BotDecided,
    BotFailed,
    BotWaiting,
    Disconnected,
    Event,
    Forfeit,
    HintAdvised,
    HintAnswered,
    Join,
    KeyPressed,
    Leave,
    MemberId,
    MenuChosen,
    Reclaim,
    RemoveBot,
    SetOption,
    SetPrivate,
    Start,
    StayAtTable,
    Submit,
    TextEntered,
    Timer,
    TimerFired,
    TimerKind,
    Watch,
    WatchFrom,
)
from .room_state import RoomState


class RoomCore(RoomState):
    """A table of one game without I/O (``RoomState``), and the one entry of its events (``handle``)."""

    # Events.

    def handle(self, event: Event) -> list[Effect]:
        """Everything ``event`` makes happen, in order. A closed table ignores every event."""
        self.out = []
        if not self.status.ended:
            self._dispatch(event)
            self._sync_clock()
        out, self.out = self.out, []
        return out

    def _dispatch(self, event: Event) -> None:
        match event:
            case Join() | Watch() | Reclaim() | AskLeave() | Leave() | StayAtTable() | Disconnected():
                self._arrival_or_departure(event)
            case SetOption() | SetPrivate() | AddBot() | RemoveBot() | Start():
                before_start.host_control(self, event)
            case Forfeit(seats):
                departures.forfeit(self, seats)
            case BotAnswered() | BotDecided() | BotFailed() | BotWaiting() | HintAdvised() | HintAnswered() \
                    | TimerFired():
                self._report(event)
            case _:
                self._request(event)

    def _arrival_or_departure(
        self, event: Join | Watch | Reclaim | AskLeave | Leave | StayAtTable | Disconnected
    ) -> None:
        match event:
            case Join(member, username):
                arrivals.join(self, member, username)
            case Watch(member, username):
                arrivals.watch(self, member, username)
            case Reclaim(member, username):
                arrivals.reclaim(self, member, username)
            case AskLeave(member):
                departures.ask_leave(self, member)
            case Leave(member, quietly):
                departures.leave(self, member, quietly)
            case StayAtTable(member, said):
                departures.stay(self, member, said)
            case Disconnected(member):
                departures.disconnected(self, member)

    def _report(
        self,
        event: BotAnswered | BotDecided | BotFailed | BotWaiting | HintAdvised | HintAnswered | TimerFired,
    ) -> None:
        """What the driver reports back: a bot's decision, an engine's hint, a timer."""
        match event:
            case BotAnswered(token, answer):
                answers.bot_answered(self, token, answer)
            case BotDecided(token, commands):
                answers.bot_decided(self, token, commands)
            case BotFailed(token):
                answers.bot_failed(self, token)
            case BotWaiting(token):
                answers.bot_waiting(self, token)
            case HintAdvised(token, hint):
                answers.hint_advised(self, token, hint)
            case HintAnswered(token, replies):
                answers.hint_answered(self, token, replies)
            case TimerFired(timer):
                self._timer_fired(timer)

    def _request(
        self, event: Submit | WatchFrom | AskTime | AskMoreTime | AskRematch | KeyPressed | MenuChosen
        | TextEntered
    ) -> None:
        """A person's request at the table; a key, menu choice or answer means what ``room_choices`` says."""
        match event:
            case KeyPressed() | MenuChosen() | TextEntered():
                if self.is_member(event.member):
                    for step in steps_for(self, event):
                        self._step(step)
            case Submit(member, command, from_menu):
                play.submit(self, member, command, from_menu)
            case WatchFrom(member, seat):
                if member in self.spectators and 0 <= seat < len(self.seats):
                    self.spectators[member] = seat
                    self.say(member, "room-watching-from", number=seat + 1, name=self.seat_name(seat))
                self.emit(Refresh((member,)))
            case AskTime(member):
                if self.is_member(member):
                    self.out += self.clock.time_left(self, member)
            case AskMoreTime(member):
                if self.is_member(member):
                    self._give_more_time(member)
            case AskRematch(member):
                match_end.ask_rematch(self, member)

    def _step(self, step: Step) -> None:
        """One step of a choice's meaning: an effect to emit, or an event to handle as if sent."""
        if isinstance(step, Effect):
            self.emit(step)
        else:
            self._dispatch(step)

    def _timer_fired(self, timer: Timer) -> None:
        if timer.kind is TimerKind.CLOCK:
            self.clock.timer_fired()  # what is due is done by ``_sync_clock`` after every event
        elif timer.kind is TimerKind.GRACE:
            if 0 <= timer.seat < len(self.seats):
                departures.grace_over(self, timer.seat)
        elif self.bot is not None and self.bot.steps:
            answers.bot_step(self)

    def leave_costs(self, member: MemberId) -> tuple[Message, Message] | None:
        """What leaving the match under way now costs ``member`` (``departures.leave_costs``)."""
        return departures.leave_costs(self, member)

    # The turn clock.

    def _sync_clock(self) -> None:
        """After every event: the clock of the seat the game waits for runs; a seat whose time is gone
        loses the match on time, as the table says."""
        step = self.clock.sync(self)
        if step is None:
            return
        self.out += step.effects
        if step.loser is not None:
            table = self.table
            assert table is not None
            play.run(self, None, Viewer.player(step.loser), table.time_out_commands(step.loser))
        if self.clock.changed(step):
            self.save()
        self.out += self.clock.schedule(step)

    def _give_more_time(self, member: MemberId) -> None:
        effects, changed = self.clock.more_time(self, member)
        self.out += effects
        if changed:
            self.save()

    # What the driver and the lobby ask outside an event: a rematch, bots after a restart, a restored table.

    def rematch(self, room_id: str, number: int) -> RoomCore:
        """A new table for the rematch of this finished one: the same game, host, options, privacy, turn
        clock, seats (each person and bot where they sat) and spectators, not started yet (``begin``)."""
        core = RoomCore(room_id, self.declaration, self.create_table, self.host, number,
                        settings=self.settings, clock=self.clock.now)
        match_end.carry_over(self, core)
        return core

    def begin(self) -> list[Effect]:
        """Start a rematch's table at once (its players asked for it): the effects, as ``handle`` gives."""
        self.out = []
        self.say_to_others("room-rematch-starting")
        before_start.begin(self, None)
        self._sync_clock()
        out, self.out = self.out, []
        return out

    def kick_bots(self) -> list[Effect]:
        """The effects of asking for a bot's decision now (after a restart, say), if one must act."""
        self.out = []
        play.kick_bots(self)
        out, self.out = self.out, []
        return out

    def resume(self, effects: list[Effect]) -> list[Effect]:
        """The effects of a table just rebuilt from the store, after ``effects`` (the grace periods): one
        where only bots were left playing is closed (they do not play on, but for a tournament's match), else
        its clock runs again."""
        self.out = effects
        if not any(seat.held for seat in self.seats) and self.event is None:
            departures.close(self)
        else:
            self._sync_clock()
        effects, self.out = self.out, []
        return effects
