"""One table of the lobby as a state machine without I/O: events in (``room_events``), effects out
(``room_effects``).

The core holds the seats, spectators, host, status, the game and its log position, and decides everything:
who may do what, what is logged, who hears what, which timers run, when a bot is asked. It never touches a
socket, the store, the clock or the event loop; ``room.Room`` carries its effects out. So the whole of a
table's life is tested by feeding events and reading effects, in microseconds.

Every state change of the game goes through ``_run``: the table handles the commands, the accepted ones and
the dice they drew become one ``AppendLog`` effect, and only after it come the ``Say`` effects of what they
announced (the driver commits the log before anything said leaves). ``restore`` rebuilds a table from that
log. A table's own exceptions are logged and kept inside it: the asker hears that nothing was changed.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from playpalace_backgammon.bots import Hint
from playpalace_backgammon.rules import DiceSource, ReplayDice, SystemDice
from playpalace_backgammon.table.bot_questions.bot_context import BotContext
from playpalace_backgammon.table.interface import (
    Announcement,
    Audience,
    BotTurn,
    Command,
    GameDeclaration,
    HostedTable,
    Message,
    Outcome,
    TableRefusal,
    Viewer,
)
from playpalace_backgammon.table.log import LogEntry

from ..bot_driver import BotAnswer, commands_for, replies_for_hint
from ..turn_clock import CLOCK_OPTION, Clock, TurnClocks, wall_clock_ms
from .room_choices import Step, steps_for
from .room_clock import RoomClock
from .room_effects import (
    AppendLog,
    AskBot,
    AskHint,
    CancelTimer,
    Closed,
    Departed,
    Effect,
    Refresh,
    Rematch,
    SaveTable,
    Say,
    StartTimer,
)
from .room_events import (
    PACE_TIMER,
    AddBot,
    AskLeave,
    AskMoreTime,
    AskRematch,
    AskTime,
    BotAnswered,
    BotDecided,
    BotFailed,
    Disconnected,
    Event,
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
from .room_status import RoomStatus
from .seats import Seat, SeatKind

_log = logging.getLogger(__name__)

TableFactory = Any  # Callable[[Mapping[str, Any], Sequence[str], DiceSource], HostedTable]


@dataclass(frozen=True)
class RoomSettings:
    """The server's settings a table follows."""

    grace_seconds: float = 60.0
    bot_pacing_seconds: float = 0.0  # the pause after each announced step of a bot's decision
    recent_announcements: int = 30  # replayed to a player who comes back
    clock_scale: float = 1.0  # every turn clock's times multiplied by this (tests run them fast)


@dataclass
class _PendingHint:
    """A hint asked of the engine: by whom, for which command, the question as the table put it then, and
    how many dice had been drawn then (more drawn since: a roll came before the answer)."""

    member: MemberId
    viewer: Viewer
    command: Command
    version: int
    context: BotContext
    drawn: int = 0


@dataclass
class _BotWork:
    """The bot decision under way: asked (``token``), or being applied step by step (``steps`` left)."""

    token: int
    turn: BotTurn  # the question asked, as the table put it then
    version: int
    steps: list[Command] = field(default_factory=list)

    @property
    def seat(self) -> int:
        return self.turn.seat


class RoomCore:
    """A table of one game, driven through the ``HostedTable`` interface, without I/O. The time, for the
    turn clocks (``room_clock``), comes from ``clock``: the wall clock in the server, a fake one in tests."""

    def __init__(
        self,
        room_id: str,
        declaration: GameDeclaration,
        create: TableFactory,
        host: str,
        number: int,
        *,
        settings: RoomSettings | None = None,
        dice: DiceSource | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.id = room_id
        self.declaration = declaration
        self._create = create
        self.number = number
        self.host = host
        self.settings = settings or RoomSettings()
        self.options: dict[str, Any] = {spec.id: spec.default for spec in declaration.options}
        self.private = False  # the host's choice: the archive shows the match to its players only
        self.seats = [Seat() for _ in range(declaration.seats)]
        self.spectators: dict[MemberId, int] = {}  # member -> the seat whose side they watch from
        self.usernames: dict[MemberId, str] = {}
        self.status = RoomStatus.WAITING
        self.table: HostedTable | None = None
        self.names: list[str] = []
        self.recent: deque[Announcement] = deque(maxlen=self.settings.recent_announcements)
        self.version = 0  # counts the game's changes: views and answers made for an older one are stale
        self.broken = False
        self._dice = ReplayDice(live=dice or SystemDice())  # a restored log's dice, then live ones
        self._seq = 0
        self._tokens = 0
        self._bot: _BotWork | None = None
        self._hints: dict[int, _PendingHint] = {}
        self._out: list[Effect] = []
        self.rematch_asked: set[int] = set()  # the seats whose players asked for a rematch
        self.left: list[int] = []  # seats whose players left the match under way for good, in order (ratings)
        self.leaving: set[MemberId] = set()  # players asked Y or N: leave the match under way?
        # The turn clocks; a turn's pause while its player is away lasts one grace period in all.
        self.clock = RoomClock(clock or wall_clock_ms, self.settings.clock_scale,
                               round(self.settings.grace_seconds * 1000))

    @property
    def clock_choice(self) -> str:
        """The host's turn clock setting (``turn_clock``)."""
        return self.clock.choice

    @property
    def clocks(self) -> TurnClocks | None:
        """The seats' clocks during a timed match."""
        return self.clock.clocks

    # Who is here.

    def seat_of(self, member: MemberId) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.member == member:
                return index
        return None

    def seat_of_user(self, username: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.kind is SeatKind.HUMAN and seat.username == username:
                return index
        return None

    def viewer_of(self, member: MemberId) -> Viewer:
        seat = self.seat_of(member)
        if seat is not None:
            return Viewer.player(seat)
        return Viewer.spectator(self.spectators.get(member, 0))

    def members(self) -> list[MemberId]:
        """Everyone connected to this table: seated people, then spectators."""
        seated = [seat.member for seat in self.seats if seat.member is not None]
        return seated + list(self.spectators)

    def is_member(self, member: MemberId) -> bool:
        return member in self.spectators or self.seat_of(member) is not None

    def is_host(self, member: MemberId) -> bool:
        return self.usernames.get(member) == self.host and self.seat_of(member) is not None

    def person_seats(self) -> list[int]:
        """The seats of people (not bots), whether they are here, away, or replaced by a bot meanwhile."""
        return [index for index, seat in enumerate(self.seats) if seat.kind is SeatKind.HUMAN]

    @property
    def player_count(self) -> int:
        return sum(1 for seat in self.seats if seat.kind is not SeatKind.EMPTY)

    @property
    def joinable(self) -> bool:
        return self.status is RoomStatus.WAITING and any(seat.kind is SeatKind.EMPTY for seat in self.seats)

    def seat_name(self, index: int) -> str:
        """The name of whoever sits in seat ``index`` (a person's username or a bot's name), else ""."""
        seat = self.seats[index]
        return seat.username or "" if seat.kind is not SeatKind.EMPTY else ""

    def next_empty_seat(self) -> int | None:
        """The seat a bot added now would take."""
        return next((index for index, seat in enumerate(self.seats) if seat.kind is SeatKind.EMPTY), None)

    def state(self) -> dict[str, Any]:
        """The lobby state the store keeps (the game itself is its log, the score a summary of it)."""
        state: dict[str, Any] = {
            "number": self.number,
            "host": self.host,
            "options": self.options,
            "private": self.private,
            "seats": [seat.to_data() for seat in self.seats],
            "names": self.names,
            "left": list(self.left),
            CLOCK_OPTION: self.clock.to_data(),
        }
        if self.table is not None:
            state["score"] = list(self.table.score())
        return state

    # Events.

    def handle(self, event: Event) -> list[Effect]:
        """Everything ``event`` makes happen, in order. A closed table ignores every event."""
        self._out = []
        if not self.status.ended:
            self._dispatch(event)
            self._sync_clock()
        out, self._out = self._out, []
        return out

    def _dispatch(self, event: Event) -> None:
        match event:
            case Join() | Watch() | Reclaim() | AskLeave() | Leave() | StayAtTable() | Disconnected():
                self._arrival_or_departure(event)
            case SetOption() | SetPrivate() | AddBot() | RemoveBot() | Start():
                self._host_control(event)
            case BotAnswered() | BotDecided() | BotFailed() | HintAdvised() | HintAnswered() | TimerFired():
                self._report(event)
            case _:
                self._request(event)

    def _arrival_or_departure(
        self, event: Join | Watch | Reclaim | AskLeave | Leave | StayAtTable | Disconnected
    ) -> None:
        match event:
            case Join(member, username):
                self._join(member, username)
            case Watch(member, username):
                self._watch(member, username)
            case Reclaim(member, username):
                self._reclaim(member, username)
            case AskLeave(member):
                self._ask_leave(member)
            case Leave(member, quietly):
                self._leave(member, quietly)
            case StayAtTable(member, said):
                if member in self.leaving:
                    self.leaving.discard(member)
                    if said:
                        self._say(member, "room-leave-cancelled")
            case Disconnected(member):
                self._disconnected(member)

    def _host_control(self, event: SetOption | SetPrivate | AddBot | RemoveBot | Start) -> None:
        """The host's controls before the start (anyone else is refused and told why)."""
        if not self._host_before_start(event.member):
            return
        match event:
            case SetOption(_, option_id, value) if option_id == CLOCK_OPTION:
                if self.clock.choose(value):
                    self._save()
                    self._emit(Refresh())
            case SetOption(_, option_id, value):
                self.options[option_id] = value
                self._save()
                self._emit(Refresh())
            case SetPrivate(_, private):
                self.private = private
                self._say_to_others("archive-table-private" if private else "archive-table-public")
                self._save()
                self._emit(Refresh())
            case AddBot(_, name, number):
                self._add_bot(name, number)
            case RemoveBot():
                self._remove_bot()
            case Start(member):
                self._start(member)

    def _report(
        self, event: BotAnswered | BotDecided | BotFailed | HintAdvised | HintAnswered | TimerFired
    ) -> None:
        """What the driver reports back: a bot's decision, an engine's hint, a timer."""
        match event:
            case BotAnswered(token, answer):
                self._bot_answered(token, answer)
            case BotDecided(token, commands):
                self._bot_decided(token, commands)
            case BotFailed(token):
                if self._bot is not None and self._bot.token == token:
                    _log.error("table %s: the bot driver could not decide", self.id)
                    self._bot = None
                    self.broken = True
            case HintAdvised(token, hint):
                self._hint_advised(token, hint)
            case HintAnswered(token, replies):
                self._hint_answered(token, replies)
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
                self._submit(member, command, from_menu)
            case WatchFrom(member, seat):
                if member in self.spectators and 0 <= seat < len(self.seats):
                    self.spectators[member] = seat
                    self._say(member, "room-watching-from", number=seat + 1, name=self.seat_name(seat))
                self._emit(Refresh((member,)))
            case AskTime(member):
                if self.is_member(member):
                    self._out += self.clock.time_left(self, member)
            case AskMoreTime(member):
                if self.is_member(member):
                    self._give_more_time(member)
            case AskRematch(member):
                self._ask_rematch(member)

    def _step(self, step: Step) -> None:
        """One step of a choice's meaning: an effect to emit, or an event to handle as if sent."""
        if isinstance(step, Effect):
            self._emit(step)
        else:
            self._dispatch(step)

    def _emit(self, effect: Effect) -> None:
        self._out.append(effect)

    def _say(self, member: MemberId, message_id: str, **args: str | int) -> None:
        self._emit(Say((member,), Message(message_id, args)))

    def _say_to_others(
        self, message_id: str, except_member: MemberId | None = None, **args: str | int
    ) -> None:
        others = tuple(m for m in self.members() if m != except_member)
        if others:
            self._emit(Say(others, Message(message_id, args)))

    def _save(self) -> None:
        self._emit(SaveTable(self.state(), self.status))

    # Joining and leaving.

    def _join(self, member: MemberId, username: str) -> None:
        if self.is_member(member):  # already here: one seat (or one place as a spectator) a person
            self._emit(Refresh((member,)))
            return
        if not self.joinable:
            self._say(member, "refusal-table-full")
            self._emit(Departed(member, to_lobby=True))
            return
        for seat in self.seats:
            if seat.kind is SeatKind.EMPTY:
                seat.kind, seat.username, seat.member = SeatKind.HUMAN, username, member
                break
        self.usernames[member] = username
        self._say_to_others("room-joined", except_member=member, name=username)
        self._save()
        self._emit(Refresh())

    def _watch(self, member: MemberId, username: str) -> None:
        if self.is_member(member):
            self._emit(Refresh((member,)))
            return
        self.spectators[member] = 0
        self.usernames[member] = username
        self._say(member, "room-watching", number=self.number, host=self.host)
        self._say_to_others("room-spectator-joined", except_member=member, name=username)
        self._emit(Refresh((member,)))

    def _reclaim(self, member: MemberId, username: str) -> None:
        """Give a returning person their seat back (from grace, or from the bot that took it over)."""
        index = self.seat_of_user(username)
        if index is None:
            self._emit(Departed(member, to_lobby=True))
            return
        seat = self.seats[index]
        if seat.member is not None and seat.member != member:
            self._emit(Departed(seat.member, to_lobby=False))
            self.usernames.pop(seat.member, None)
        came_back = seat.away  # away within the grace period: the others heard them go
        self._cancel_grace(index)
        seat.member = member
        self.usernames[member] = username
        taken_back = seat.bot_controlled
        if index in self.left:
            self.left.remove(index)
        seat.bot_controlled = False
        self._say(member, "room-reconnected")
        viewer = Viewer.player(index)
        recent = list(self.recent)
        for position, announcement in enumerate(recent):
            if announcement.audience.includes(viewer):
                # An offer followed by anything else (its answer) is recalled without its "press Y or N".
                settled = announcement.settled if announcement.settled is not None and any(
                    later.message.id != announcement.message.id for later in recent[position + 1:]) else None
                self._emit(Say((member,), settled or announcement.message))
        held = self.table.held_checker(viewer) if self.table is not None else None
        if held is not None:
            self._emit(Say((member,), held))
        self._out += self.clock.on_return(self, member)
        if taken_back:
            self._say_to_others("room-seat-reclaimed", except_member=member, name=username)
            self._save()
        elif came_back:
            self._say_to_others("room-player-back", except_member=member, name=username)
        self._emit(Refresh((member,)))

    def _ask_leave(self, member: MemberId) -> None:
        """Leave the table chosen: a player of a match under way is asked Y or N, told what it costs
        (``leave_costs``); anyone else leaves at once."""
        costs = self.leave_costs(member)
        if costs is None:
            self._leave(member, quietly=False)
            return
        self.leaving.add(member)
        self._emit(Say((member,), costs[0]))

    def _leave(self, member: MemberId, quietly: bool) -> None:
        """The person stands up (or stops watching) and goes back to the lobby (or to another table). In a
        match under way the others hear what it cost; a bot plays the seat, asked at once if the game waits
        for it, or, with nobody left to play on, the first to leave gives the match up (``_forfeit_left``)."""
        index = self.seat_of(member)
        self.leaving.discard(member)
        costs = self.leave_costs(member)
        if index is not None:
            seat = self.seats[index]
            seat.member = None
            self._cancel_grace(index)
            if self.status is RoomStatus.WAITING:
                self.seats[index] = Seat()
            else:
                seat.bot_controlled = True
                self._left_match(index)
            if not quietly:
                name = self.usernames.get(member, "")
                if costs is not None:
                    self._emit(Say(tuple(m for m in self.members() if m != member), costs[1]))
                else:
                    self._say_to_others("room-left", except_member=member, name=name)
        elif member not in self.spectators:
            return
        self.spectators.pop(member, None)
        self.usernames.pop(member, None)
        self._emit(Departed(member, to_lobby=not quietly))
        self._forfeit_left()
        if not self._after_departure():
            self._kick_bots()  # the bot now in the seat may be the one the game waits for

    def _under_way(self) -> bool:
        """A match is being played here (started, not over)."""
        return self.status is RoomStatus.PLAYING and self.table is not None and not self.table.finished

    def _nobody_else(self, index: int) -> bool:
        """Nobody but the player at ``index`` holds a seat or watches: with them gone the table closes."""
        return not self.spectators and not any(
            seat.held for other, seat in enumerate(self.seats) if other != index)

    def leave_costs(self, member: MemberId) -> tuple[Message, Message] | None:
        """What leaving the match under way now costs ``member``: the question they answer Y or N and what
        the others hear once they left; None when leaving costs nothing (a waiting table, a match over, a
        spectator, or a seat whose match another player already gave up by leaving first)."""
        index = self.seat_of(member)
        if index is None or not self._under_way() or (self.left and self.left[0] != index):
            return None
        assert self.table is not None
        return self.table.leave_words(index, forfeit=self._nobody_else(index))

    def _forfeit_left(self) -> None:
        """Nobody is left to play on a match someone left: its first leaver gives it up now, the game in
        play counting as its position scores (so leaving never costs less than resigning would)."""
        table = self.table
        if not self.left or not self._under_way() or self.spectators or any(s.held for s in self.seats):
            return
        assert table is not None
        commands = table.forfeit_commands(self.left[0])
        if commands:  # else nothing is in play (between a money session's games): abandoned as it stands
            self._run(None, Viewer.player(self.left[0]), commands)

    def _disconnected(self, member: MemberId) -> None:
        index = self.seat_of(member)
        if index is None:
            if member in self.spectators:
                self.spectators.pop(member)
                self.usernames.pop(member, None)
                self._emit(Departed(member, to_lobby=False))
                self._after_departure()
            return
        name = self.usernames.pop(member, "")
        seat = self.seats[index]
        seat.member = None
        seat.away = True
        self._emit(Departed(member, to_lobby=False))
        self._emit(StartTimer(Timer(TimerKind.GRACE, index), self.settings.grace_seconds))
        self._say_to_others("room-player-away", name=name)
        if self.clock.pause_spent(index):
            # Their turn's pause was spent on earlier drops: their clock runs on while they are away.
            self._say_to_others("clock-absent-clock-runs", name=name)

    def _cancel_grace(self, index: int) -> None:
        if self.seats[index].away:
            self.seats[index].away = False
            self._emit(CancelTimer(Timer(TimerKind.GRACE, index)))

    def _grace_over(self, index: int) -> None:
        seat = self.seats[index]
        if not seat.away:
            return
        seat.away = False
        if seat.member is not None or seat.kind is not SeatKind.HUMAN:
            return
        if self.status is RoomStatus.WAITING:
            self.seats[index] = Seat()
        elif self.clocks is not None and self.status is RoomStatus.PLAYING:
            # A timed match: no bot stands in, the absent player's clock runs when it is their turn (said
            # already if their turn's pause ran out before the grace period did).
            if not self.clock.runs_unpaused(index):
                self._say_to_others("clock-absent-clock-runs", name=seat.username or "")
        else:
            seat.bot_controlled = True
            self._left_match(index)
            self._say_to_others("room-bot-takes-over", name=seat.username or "")
        if not self._after_departure():  # saves, and refreshes everyone's menu
            self._kick_bots()

    def _left_match(self, index: int) -> None:
        """A bot now plays a person's seat of the match under way: it counts as their loss if they do not
        come back before it ends (``ratings``)."""
        if self.status is RoomStatus.PLAYING and index not in self.left:
            self.left.append(index)

    def _after_departure(self) -> bool:
        """Close the table if no one is left; otherwise pass the host role on if needed. True if closed."""
        if not any(seat.held for seat in self.seats) and not self.spectators:
            self._close()
            return True
        host_seat = self.seat_of_user(self.host)
        if host_seat is None or self.seats[host_seat].member is None:
            for seat in self.seats:
                if seat.kind is SeatKind.HUMAN and seat.member is not None and seat.username:
                    self.host = seat.username
                    break
        self._save()
        self._emit(Refresh())
        return False

    def _close(self) -> None:
        """No one is left: stop the bots and timers and forget the table (it is not restored). A match
        under way is kept as abandoned, with its score: bots never play on unwatched."""
        self.status = RoomStatus.ABANDONED if self.status is RoomStatus.PLAYING else RoomStatus.CLOSED
        for index in range(len(self.seats)):
            self._cancel_grace(index)
        self._bot = None
        self._hints.clear()
        self._save()
        self._emit(Closed())

    # Host controls before the start.

    def _host_before_start(self, member: MemberId) -> bool:
        if self.is_host(member) and self.status is RoomStatus.WAITING:
            return True
        self._say(member, "refusal-host-only")
        self._emit(Refresh((member,)))
        return False

    def _add_bot(self, name: str, number: int | None = None) -> None:
        for seat in self.seats:
            if seat.kind is SeatKind.EMPTY:
                seat.kind, seat.username, seat.bot_number = SeatKind.BOT, name, number
                self._save()
                self._emit(Refresh())
                return

    def _remove_bot(self) -> None:
        for index in reversed(range(len(self.seats))):
            if self.seats[index].kind is SeatKind.BOT:
                self.seats[index] = Seat()
                self._save()
                self._emit(Refresh())
                return

    def _start(self, member: MemberId) -> None:
        """The host starts the game: build the table from the options and seat names, log the start."""
        if any(seat.kind is SeatKind.EMPTY for seat in self.seats):
            self._say(member, "room-seats-not-filled")
            return
        self._begin(member)

    def _begin(self, member: MemberId | None) -> None:
        """Build the table from the options and seat names and log the start; a refusal of the options is
        said to ``member``."""
        names = [self.seat_name(i) for i in range(len(self.seats))]
        try:
            table = self._create(dict(self.options), names, self._dice)
        except TableRefusal as refusal:
            if member is not None:
                self._emit(Say((member,), refusal.message))
            return
        self.table, self.names, self.status = table, names, RoomStatus.PLAYING
        self._out += self.clock.start(len(self.seats), tuple(self.members()))
        self._save()
        self._run(None, None, (), start=True)

    # Play.

    def _submit(self, member: MemberId, command: Command, from_menu: bool) -> None:
        """A person asks for a command; refused ones change nothing and the asker hears why."""
        table = self.table
        if not self.is_member(member):
            return
        if table is None:
            self._say(member, "room-not-started")
            return
        viewer = self.viewer_of(member)
        if from_menu and command.action not in {a.id for a in table.actions_for(viewer)}:
            self._say(member, "refusal-not-offered")
            return
        try:
            context = table.advice_context(viewer, command)
        except TableRefusal as refusal:
            self._emit(Say((member,), refusal.message))
            return
        if context is not None:  # a hint: the engine answers it if it can, the table's rules if not
            self._tokens += 1
            self._hints[self._tokens] = _PendingHint(member, viewer, command, self.version, context,
                                                     len(table.dice_log))
            self._emit(AskHint(self._tokens, member, context))
            return
        self._run(member, viewer, (command,))

    def _hint_advised(self, token: int, hint: Hint | None) -> None:
        """The engine's hint in the table's words, if the table still asks the same question (else
        ``_hint_answered`` says why there is no answer)."""
        pending = self._hints.get(token)
        replies: Sequence[Message] | None = None
        if hint is not None and pending is not None and self.table is not None \
                and self._same_question(pending):
            try:
                replies = replies_for_hint(self.table, pending.context, hint)
            except Exception:
                _log.exception("table %s: the engine's hint could not be worded", self.id)
        self._hint_answered(token, replies)

    def _hint_answered(self, token: int, replies: Sequence[Message] | None) -> None:
        """The hint for the position it was asked about: the engine's, else the table's rules answer. When
        the table moved on first (a roll, a move, a double), no answer for another position: the asker
        hears what came first."""
        pending = self._hints.pop(token, None)
        if pending is None or not self.is_member(pending.member) or self.table is None:
            return
        if not self._same_question(pending):
            cause = "roll" if len(self.table.dice_log) > pending.drawn else "other"
            self._say(pending.member, "room-hint-late", cause=cause)
            return
        if replies is None:
            self._run(pending.member, pending.viewer, (pending.command,))  # the rules' answer to it
            return
        for reply in replies:
            self._emit(Say((pending.member,), reply))

    def _same_question(self, pending: _PendingHint) -> bool:
        """The table would ask the engine the same question for this hint now (picking a checker up, say,
        changes nothing the hint answers)."""
        table = self.table
        if table is None or self.viewer_of(pending.member) != pending.viewer:
            return False
        if pending.version == self.version:
            return True
        try:
            return table.advice_context(pending.viewer, pending.command) == pending.context
        except TableRefusal:
            return False

    def _run(
        self,
        asker: MemberId | None,
        viewer: Viewer | None,
        commands: Sequence[Command],
        *,
        start: bool = False,
    ) -> bool:
        """Applies the commands, logs the accepted ones, announces; True if anything was announced."""
        table = self.table
        assert table is not None
        drawn_before = len(table.dice_log)
        outcomes, accepted, refusal = self._apply(table, asker, viewer, commands, start)
        changed = start or bool(accepted)
        if changed:
            self._log_step(table, drawn_before, viewer if accepted else None, accepted, start)
            if table.finished and self.status is RoomStatus.PLAYING:
                self.status = RoomStatus.FINISHED
                self._save()
                outcomes.append(self._match_over())
        if refusal is not None and asker is not None:
            self._emit(Say((asker,), refusal))
        self._announce(asker, outcomes)
        focus = next((o.focus for o in outcomes if o.focus is not None), None)
        if changed:
            self._emit(Refresh())
        if asker is not None and focus is not None:
            self._emit(Refresh((asker,), focus))
        if changed:
            self._kick_bots()
        return any(outcome.announcements for outcome in outcomes)

    def _apply(
        self, table: HostedTable, asker: MemberId | None, viewer: Viewer | None, commands: Sequence[Command],
        start: bool,
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
                _log.warning("table %s refused a bot command: %s", self.id, refused.message.id)
        except Exception:
            _log.exception("table %s failed handling %s", self.id, commands)
            self.broken = True
            if asker is not None:
                refusal = Message("room-table-error")
        return outcomes, accepted, refusal

    def _log_step(self, table: HostedTable, drawn_before: int, viewer: Viewer | None,
                  accepted: Sequence[Command], start: bool) -> None:
        """One log entry: the start or the accepted commands, with the dice drawn meanwhile."""
        entry = LogEntry(
            dice=tuple(table.dice_log[drawn_before:]),
            start=start,
            seat=viewer.seat if viewer is not None else None,
            perspective=viewer.perspective if viewer is not None else None,
            commands=tuple(accepted),
        )
        self._seq += 1
        self._emit(AppendLog(self._seq, entry.to_data()))
        self.version += 1

    def _announce(self, asker: MemberId | None, outcomes: Sequence[Outcome]) -> None:
        """Each announcement to everyone here who may hear it (and remembered for those who come back);
        the replies to the asker alone."""
        viewers = [(member, self.viewer_of(member)) for member in self.members()]
        for outcome in outcomes:
            for announcement in outcome.announcements:
                self.recent.append(announcement)
                hearing = tuple(m for m, v in viewers if announcement.audience.includes(v))
                if hearing:
                    self._emit(Say(hearing, announcement.message, announcement.sound))
            if asker is not None:
                for reply in outcome.replies:
                    self._emit(Say((asker,), reply))

    # After the match: a rematch, or leaving.

    def _match_over(self) -> Outcome:
        """What the players hear last: that Rematch and Leave table follow the board (``room_menus``)."""
        players = frozenset(self.person_seats())
        return Outcome((Announcement(Audience(players), Message("room-match-over-choices")),))

    def _ask_rematch(self, member: MemberId) -> None:
        """A player asks for a rematch: once every person seated has, a new match starts at a new table
        with the same seats, options, privacy and clock (``Rematch``); meanwhile the others hear who asked."""
        index = self.seat_of(member)
        if index is None or self.status is not RoomStatus.FINISHED:
            self._say(member, "room-rematch-not-now" if index is not None else "room-rematch-players-only")
            return
        people = self.person_seats()
        gone = [i for i in people if self.seats[i].member is None]
        if gone:
            self._say(member, "room-rematch-player-gone", name=self.seat_name(gone[0]))
            return
        self.rematch_asked.add(index)
        if all(i in self.rematch_asked for i in people):
            self._emit(Rematch())  # the driver opens the new table from this one (``rematch``) ...
            for other in self.members():  # ... and everyone goes with it
                self._emit(Departed(other, to_lobby=False))
            self._close()  # closed: who sat where stays as it was, for ``rematch``
            return
        waiting_for = next(i for i in people if i not in self.rematch_asked)
        self._say(member, "room-rematch-waiting", name=self.seat_name(waiting_for))
        # "Choose Rematch" only to those who have the item: the other players; spectators hear who asked.
        players = tuple(m for m in self.members() if m != member and m not in self.spectators)
        name = self.seat_name(index)
        if players:
            self._emit(Say(players, Message("room-rematch-asked", {"name": name})))
        if self.spectators:
            self._emit(Say(tuple(self.spectators), Message("room-rematch-asked-watching", {"name": name})))
        self.version += 1  # the board's Rematch item now says who asked
        self._emit(Refresh())

    def rematch(self, room_id: str, number: int) -> RoomCore:
        """A new table for the rematch of this finished one: the same game, host, options, privacy, turn
        clock, seats (each person and bot where they sat) and spectators, not started yet (``begin``)."""
        core = RoomCore(room_id, self.declaration, self._create, self.host, number, settings=self.settings,
                        clock=self.clock.now)
        core.options = dict(self.options)
        core.private = self.private
        core.clock.choose(self.clock_choice)
        core.seats = [Seat(seat.kind, seat.username, seat.member, bot_number=seat.bot_number)
                      for seat in self.seats]
        core.spectators = dict(self.spectators)
        core.usernames = dict(self.usernames)
        return core

    def begin(self) -> list[Effect]:
        """Start a rematch's table at once (its players asked for it): the effects, as ``handle`` gives."""
        self._out = []
        self._say_to_others("room-rematch-starting")
        self._begin(None)
        self._sync_clock()
        out, self._out = self._out, []
        return out

    # Bots.

    def _kick_bots(self) -> None:
        """Ask for a bot seat's decision if one must act now and no decision is under way."""
        table = self.table
        if table is None or self.status is not RoomStatus.PLAYING or self.broken or table.finished:
            return
        if self._bot is not None:
            return
        turn: BotTurn | None = table.bot_turn()
        if turn is None or not self.seats[turn.seat].bot_driven:
            return
        self._tokens += 1
        self._bot = _BotWork(self._tokens, turn, self.version)
        self._emit(AskBot(self._tokens, turn))

    def kick_bots(self) -> list[Effect]:
        """The effects of asking for a bot's decision now (after a restart, say), if one must act."""
        self._out = []
        self._kick_bots()
        out, self._out = self._out, []
        return out

    def _bot_answered(self, token: int, answer: BotAnswer) -> None:
        """The driver's plain answer becomes the table's commands, if the table still stands where the
        bot was asked; else ``_bot_step`` asks afresh."""
        work = self._bot
        if work is None or work.token != token:
            return  # an answer nobody waits for any more
        if self._bot_fresh(work):
            assert self.table is not None
            try:
                work.steps = list(commands_for(self.table, work.turn, answer))
            except IndexError:
                _log.exception("table %s: the bot driver answered a play it was not offered", self.id)
                self._bot = None
                self.broken = True
                return
        self._bot_begin()

    def _bot_fresh(self, work: _BotWork) -> bool:
        """The table is where it was when the bot was asked, and a bot still plays that seat."""
        return work.version == self.version and self.seats[work.seat].bot_driven \
            and self.status is RoomStatus.PLAYING

    def _bot_decided(self, token: int, commands: Sequence[Command]) -> None:
        work = self._bot
        if work is None or work.token != token:
            return  # an answer nobody waits for any more
        work.steps = list(commands)
        self._bot_begin()

    def _bot_begin(self) -> None:
        """The bot's decision is in. With pacing its first step waits a pause too, so that what was said just
        before (the other player's move, the bot's own roll) is heard out before the next line comes."""
        work = self._bot
        pacing = self.settings.bot_pacing_seconds
        if pacing > 0 and work is not None and work.steps and self._bot_fresh(work):
            self._emit(StartTimer(PACE_TIMER, pacing))
            return
        self._bot_step()

    def _bot_step(self) -> None:
        """Apply the bot's next step; with pacing, one announced step at a time."""
        work = self._bot
        assert work is not None
        if not self._bot_fresh(work):
            # Someone else changed the table meanwhile: decide afresh from where it is now.
            self._bot = None
            self._kick_bots()
            return
        pacing = self.settings.bot_pacing_seconds
        if pacing <= 0 or len(work.steps) <= 1:
            steps, work.steps = work.steps, []
            self._bot = None
            self._run(None, Viewer.player(work.seat), steps)
            return
        announced = self._run(None, Viewer.player(work.seat), [work.steps.pop(0)])
        work.version = self.version
        if self.broken:
            self._bot = None
            return
        if announced:
            self._emit(StartTimer(PACE_TIMER, pacing))
        else:
            self._bot_step()

    def _timer_fired(self, timer: Timer) -> None:
        if timer.kind is TimerKind.CLOCK:
            self.clock.timer_fired()  # what is due is done by ``_sync_clock`` after every event
        elif timer.kind is TimerKind.GRACE:
            if 0 <= timer.seat < len(self.seats):
                self._grace_over(timer.seat)
        elif self._bot is not None and self._bot.steps:
            self._bot_step()

    # The turn clock.

    def _sync_clock(self) -> None:
        """After every event: the clock of the seat the game waits for runs; a seat whose time is gone
        loses the match on time, as the table says."""
        step = self.clock.sync(self)
        if step is None:
            return
        self._out += step.effects
        if step.loser is not None:
            table = self.table
            assert table is not None
            self._run(None, Viewer.player(step.loser), table.time_out_commands(step.loser))
        if self.clock.changed(step):
            self._save()
        self._out += self.clock.schedule(step)

    def _give_more_time(self, member: MemberId) -> None:
        effects, changed = self.clock.more_time(self, member)
        self._out += effects
        if changed:
            self._save()

    # Restoring (``room_restore``).

    def resume(self, effects: list[Effect]) -> list[Effect]:
        """The effects of a table just rebuilt from the store, after ``effects`` (the grace periods): one
        where only bots were left playing is closed (they do not play on), else its clock runs again."""
        self._out = effects
        if not any(seat.held for seat in self.seats):
            self._close()
        else:
            self._sync_clock()
        effects, self._out = self._out, []
        return effects
