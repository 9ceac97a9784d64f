"""The lobby's tournaments on the event loop: the driver that carries out each ``TournamentCore``'s effects.

The core decides; this class does the I/O it asks for, in order: each accepted event's log entry to the
store (committed with the tick, before anything said in it leaves), a table opened for each ``OpenMatch``
(the event's match length, turn clock and bot level; both players seated, bots at once) and both players
called there, a table ended as resigned for each ``ForfeitMatch``, each ``Announce`` rendered in every
listener's language, the no-show timers on the loop, the places kept for the profiles at the end. What the
tables do comes back to the core as events: a person sitting down (``Arrived``), a game's score
(``ScoreChanged``), the match's end (``MatchFinished``). A start time is the lobby's own timer.

At start-up every event not finished is rebuilt from its log (``TournamentCore.restore``), its running
matches found again among the tables the server restored, and its timers started again with the time
they had left (``pending_timers``), so a crash loses nothing acknowledged.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

from playpalace_backgammon.table.interface import Message
from playpalace_backgammon.tournaments.core import Status, TournamentCore
from playpalace_backgammon.tournaments.effects import (
    Announce,
    AppendLog,
    Audience,
    CancelTimer,
    Effect,
    EventFinished,
    ForfeitMatch,
    OpenMatch,
    StartTimer,
)
from playpalace_backgammon.tournaments.events import (
    Arrived,
    Event,
    Join,
    MatchEnd,
    MatchFinished,
    NoShowTimeout,
    ScoreChanged,
    Start,
)
from playpalace_backgammon.tournaments.matches import MatchRecord
from playpalace_backgammon.tournaments.settings import TournamentSettings

from ..net.client import Client
from ..store.ratings import HUMAN
from ..store.store_tournaments import StoredTournament
from ..tables.core.room_events import Forfeit
from ..tables.core.room_status import RoomStatus
from ..tables.core.seats import SeatKind
from ..tables.room import Room
from .event_host import EventHost
from .event_options import BOT_RATING, EventOptions, read_settings, stored_settings

_log = logging.getLogger(__name__)

FILL_CHUNK = 8  # bots that join an event in one pass of the loop when its organiser fills it
CANCELLED = "cancelled"  # the store's status of an event whose start time came with fewer than two players


def wall_ms() -> int:
    return int(time.time() * 1000)


class TimerHandle(Protocol):
    """A timer that may be cancelled (``asyncio.TimerHandle``, or a test's)."""

    def cancel(self) -> None:
        ...


Later = Callable[[float, Callable[[], None]], TimerHandle]
"""Runs a callback after so many seconds (the event loop's ``call_later``, or a test's clock)."""


def loop_later(seconds: float, callback: Callable[[], None]) -> TimerHandle:
    return asyncio.get_running_loop().call_later(seconds, callback)


Soon = Callable[[Callable[[], None]], None]
"""Runs a callback in the loop's next pass (``call_soon``), or at once where no loop runs (a test's)."""


def loop_soon(callback: Callable[[], None]) -> None:
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        callback()
        return
    loop.call_soon(callback)


@dataclass(eq=False)
class LiveEvent:
    """One event of the lobby: its core, the lobby's options, the table of each match that has one, who
    follows it without playing, and the timers running for it."""

    id: str
    core: TournamentCore
    options: EventOptions
    tables: dict[tuple[int, int], str] = field(default_factory=dict)
    timers: dict[tuple[int, int], TimerHandle] = field(default_factory=dict)
    start_timer: TimerHandle | None = None
    cancelled: bool = False

    @property
    def settings(self) -> TournamentSettings:
        return self.core.settings

    @property
    def followers(self) -> set[str]:
        """Who follows the event without playing in it: kept in its options, so in the store."""
        return self.options.followers

    def people(self) -> set[str]:
        """The players who are people (bots have no profile and hear nothing)."""
        return {entrant.name for entrant in self.core.entrants if not entrant.bot}

    def audience(self) -> set[str]:
        """Everyone in the event: its people (less those who left), its organiser and followers."""
        return ({name for name in self.people() if name not in self.core.withdrawn}
                | self.followers | {self.settings.organiser})


@dataclass(frozen=True)
class EventNews:
    """Something the director says to people who may be on other processes (the cluster's gateways): to
    ``names`` (None: everyone online, less ``excluding``), and with ``call`` the table they are called to."""

    names: tuple[str, ...] | None
    message: Message
    excluding: frozenset[str] = frozenset()
    call: str | None = None


@dataclass(frozen=True)
class TableOfMatch:
    """What a tournament's table plays: the event, the round and match, and what it has reported."""

    event: LiveEvent
    round: int
    match: int


class Tournaments:
    """Every event of the lobby by id, and the tables playing their matches. ``clock`` (wall-clock ms) and
    ``later`` (a timer) are the loop's unless a test gives its own, to run the timers without waiting.

    A round's tables open one a pass of the loop (``soon``), in order, not all in the tick that paired it:
    a 64-player knockout's 32 tables opened at once held every other table's players for tens of
    milliseconds. Each match is looked at again when its turn comes (a match decided meanwhile, by a
    player leaving, gets no table), and one paired but without a table at a restart is opened then."""

    def __init__(self, host: EventHost, clock: Callable[[], int] = wall_ms,
                 later: Later = loop_later, soon: Soon = loop_soon) -> None:
        self.host = host
        self.clock = clock
        self.later = later
        self.soon = soon
        self._to_open: deque[tuple[LiveEvent, OpenMatch]] = deque()
        self.events: dict[str, LiveEvent] = {}
        self._by_table: dict[str, TableOfMatch] = {}
        self._scores: dict[str, tuple[int, ...]] = {}  # the last score each table reported
        self._arrived: dict[str, set[str]] = {}  # the people each table has reported sitting down
        self.calls: dict[str, str] = {}  # a person called to a table -> its id, until they go or it ends
        # On a table owner of the cluster: each new event claimed before its first write, and what the
        # director says sent to the gateways, which say it to their players in their language.
        self.claim_new: Callable[[str], bool] = lambda _event_id: True
        self.elsewhere: Callable[[EventNews], None] | None = None

    # Creating, joining, starting.

    def create(self, settings: TournamentSettings, options: EventOptions) -> LiveEvent:
        """A new event, announced; its start timer runs when it has a start time."""
        event_id = f"e{len(self.events) + 1}-{secrets.token_hex(4)}"
        if not self.claim_new(event_id):
            raise RuntimeError(f"event {event_id} is held by another owner")
        event = LiveEvent(event_id, TournamentCore(settings, self.clock), options)
        self.events[event_id] = event
        self.host.store.save_tournament(event_id, stored_settings(settings, options),
                                        Status.REGISTERING.value)
        self._arm_start(event)
        return event

    def join(self, event: LiveEvent, name: str, *, bot: bool = False) -> None:
        rating = BOT_RATING
        if not bot:
            standing = self.host.store.standing(name, HUMAN)
            rating = standing.standing.rating if standing is not None else BOT_RATING
        self.feed(event, Join(name, rating, bot))

    def fill_with_bots(self, event: LiveEvent, bot_name: Callable[[int], str],
                       done: Callable[[], None] = lambda: None) -> None:
        """Every empty place taken by a bot, named ``bot_name`` of its number in the event (the table's
        bot name in the organiser's language, a name no person can log in with: it has a space), then
        ``done``. ``FILL_CHUNK`` bots join a pass of the loop, the rest in the next passes (``soon``): a
        64-place field filled in one command held other tables' players for its whole length."""
        number = sum(1 for entrant in event.core.entrants if entrant.bot)

        def room_left() -> bool:
            return (event.id in self.events and event.core.status is Status.REGISTERING
                    and len(event.core.entrants) < event.settings.places)

        def chunk() -> None:
            nonlocal number
            joined = 0
            while joined < FILL_CHUNK and room_left():
                number += 1
                name = bot_name(number)
                if event.core.entrant(name) is None:
                    self.feed(event, Join(name, BOT_RATING, True))
                    joined += 1
            if room_left():
                self.soon(chunk)
            else:
                done()

        chunk()

    def follow(self, event: LiveEvent, name: str, following: bool) -> None:
        """``name`` follows the event, or stops; saved with its options at once (a restart keeps them)."""
        if (name in event.followers) == following:
            return
        if following:
            event.followers.add(name)
        else:
            event.followers.discard(name)
        self.host.store.save_tournament(event.id, stored_settings(event.settings, event.options),
                                        event.core.status.value)

    def _arm_start(self, event: LiveEvent) -> None:
        start_at = event.options.start_at
        if start_at is None or event.core.status is not Status.REGISTERING:
            return
        delay = max(0.0, (start_at - self.clock()) / 1000)
        event.start_timer = self.later(delay, lambda: self._start_time(event))

    def _start_time(self, event: LiveEvent) -> None:
        """The start time came: the event starts, or with fewer than two players it is called off."""
        event.start_timer = None
        if event.core.status is not Status.REGISTERING or event.cancelled:
            return
        if len(event.core.entrants) >= 2:
            self.feed(event, Start(event.settings.organiser))
            return
        event.cancelled = True
        self.host.store.save_tournament(event.id, stored_settings(event.settings, event.options), CANCELLED)
        self._announce(event, Announce(Message("tournament-cancelled", {"name": event.settings.name}),
                                       Audience.EVENT))
        self.events.pop(event.id, None)

    # Events in, effects out.

    def feed(self, event: LiveEvent, happening: Event) -> None:
        """Hand ``happening`` to the event's core and carry out what it decides."""
        before = event.core.status
        effects = event.core.handle(happening)
        for effect in effects:
            self._carry_out(event, effect)
        if event.core.status is not before:
            if event.start_timer is not None and event.core.status is not Status.REGISTERING:
                event.start_timer.cancel()
                event.start_timer = None
            self.host.store.save_tournament(event.id, stored_settings(event.settings, event.options),
                                            event.core.status.value)

    def _carry_out(self, event: LiveEvent, effect: Effect) -> None:
        match effect:
            case AppendLog(seq, entry):
                self.host.store.append_tournament_log(event.id, seq, entry)
            case OpenMatch():
                self._queue_open(event, effect)
            case ForfeitMatch(round_number, match, losers):
                self._forfeit(event, round_number, match, losers)
            case Announce():
                self._announce(event, effect)
            case StartTimer(timer, seconds):
                self._start_timer(event, timer, seconds)
            case CancelTimer(timer):
                handle = event.timers.pop((timer.round, timer.match), None)
                if handle is not None:
                    handle.cancel()
            case EventFinished(placings):
                self.host.store.record_places(event.id, list(placings), event.people())

    def _start_timer(self, event: LiveEvent, timer: NoShowTimeout, seconds: float) -> None:
        key = (timer.round, timer.match)
        old = event.timers.pop(key, None)
        if old is not None:
            old.cancel()
        event.timers[key] = self.later(seconds, lambda: self._timer_fired(event, timer))

    def _timer_fired(self, event: LiveEvent, timer: NoShowTimeout) -> None:
        event.timers.pop((timer.round, timer.match), None)
        self.feed(event, timer)

    def _announce(self, event: LiveEvent, effect: Announce) -> None:
        """The message to each listener of its audience who is online, in their own language: rendered once
        a language (its words do not depend on the listener), not once a listener, so a result heard by a
        whole event, or a winner by the whole lobby, costs a render or two, not hundreds, in one callback."""
        clients: Iterable[Client | None]
        if self.elsewhere is not None:
            if effect.audience is Audience.LOBBY:
                self.elsewhere(EventNews(None, effect.message, frozenset(event.audience())))
            else:
                names = effect.names if effect.audience is Audience.NAMED else sorted(event.audience())
                self.elsewhere(EventNews(tuple(names), effect.message))
            return
        if effect.audience is Audience.LOBBY:  # said to the event's audience already
            heard = event.audience()
            clients = (client for client in self.host.everyone() if client.username not in heard)
        else:
            names = effect.names if effect.audience is Audience.NAMED else sorted(event.audience())
            clients = (self.host.client_named(name) for name in names)
        texts: dict[str, str] = {}  # the message in each language heard so far
        for client in clients:
            if client is not None:
                text = texts.get(client.language)
                if text is None:
                    text = texts[client.language] = self.host.render(client, effect.message)
                client.speak(text)

    # The tables of the event's matches.

    def _queue_open(self, event: LiveEvent, effect: OpenMatch) -> None:
        self._to_open.append((event, effect))
        if len(self._to_open) == 1:
            self.soon(self._open_next)

    def _open_next(self) -> None:
        """The next table waiting to open, if its match still wants one; the rest in the next passes."""
        event, effect = self._to_open[0]
        try:
            match = event.core.rounds[effect.round - 1][effect.match - 1]
            if (event.id in self.events and not match.done
                    and (effect.round, effect.match) not in event.tables):
                self._open(event, effect)
        finally:
            self._to_open.popleft()
            if self._to_open:
                self.soon(self._open_next)

    def _open(self, event: LiveEvent, effect: OpenMatch) -> None:
        """A table for the match, both players seated in order, started; each person online called to it."""
        players = [(name, event.core.is_bot(name)) for name in effect.players]
        options = {"match_length": effect.length, "bot_level": event.options.bot_level}
        room = self.host.open_event_table(event.id, players, options, event.options.clock)
        key = (effect.round, effect.match)
        event.tables[key] = room.id
        self.host.store.link_tournament_match(event.id, effect.round, effect.match, room.id)
        self._watch(event, room, key)
        for name, bot in players:
            if not bot:
                self.calls[name] = room.id
                if self.elsewhere is not None:
                    self.elsewhere(EventNews((name,), Message("tournament-go-to-table", {}), call=room.id))
                    continue
                client = self.host.client_named(name)
                if client is not None:
                    client.speak(self.host.render(client, Message("tournament-go-to-table", {})))
                    if client.menu is not None and client.menu.menu_id == "main_menu":
                        self.host.show_main(client)  # with the item that takes them there
        self.table_changed(room)

    def _watch(self, event: LiveEvent, room: Room, key: tuple[int, int]) -> None:
        self._by_table[room.id] = TableOfMatch(event, *key)
        self._scores.setdefault(room.id, tuple(0 for _ in room.core.seats))
        self._arrived.setdefault(room.id, set())
        room.on_change = self.table_changed

    def _forfeit(self, event: LiveEvent, round_number: int, match: int, losers: tuple[str, ...]) -> None:
        table_id = event.tables.get((round_number, match))
        room = self.host.table(table_id) if table_id is not None else None
        if room is None:
            return
        seats = tuple(index for index, seat in enumerate(room.core.seats) if seat.username in losers)
        room.feed(Forfeit(seats))

    def table_changed(self, room: Room) -> None:
        """A tournament's table moved on: who sat down, a game's score, the match's end, told to its event."""
        playing = self._by_table.get(room.id)
        if playing is None:
            return
        event, core = playing.event, room.core
        arrived = self._arrived[room.id]
        for seat in core.seats:
            if seat.kind is SeatKind.HUMAN and seat.member is not None and seat.username not in arrived:
                assert seat.username is not None
                arrived.add(seat.username)
                self.calls.pop(seat.username, None)
                self.feed(event, Arrived(seat.username))
        table = core.table
        if table is None:
            return
        score = table.score()
        if table.finished and room.status is not RoomStatus.PLAYING:
            self._finished(playing, room, score)
        elif score != self._scores.get(room.id):
            self._scores[room.id] = score
            self.feed(event, ScoreChanged(playing.round, playing.match, score[0], score[1]))

    def _finished(self, playing: TableOfMatch, room: Room, score: tuple[int, ...]) -> None:
        """The match is over: its result to the event; a table nobody is at is let go.

        A match given up (resigned from the board or by leaving the table, or lost on the turn clock) is
        reported as resigned, the winner credited the match's length and the loser what they had, as a
        forfeit counts in the standings: the table's score may fall short of the length, or favour the
        player who gave up."""
        self._forget(room.id)
        core = room.core
        table = core.table
        assert table is not None
        loser_seat = core.left[0] if core.left else table.given_up_by()
        points = (score[0], score[1])
        if loser_seat is not None:
            winner_seat, how = 1 - loser_seat, MatchEnd.RESIGNED
            length = playing.event.core.rounds[playing.round - 1][playing.match - 1].length
            points = (length, score[1]) if winner_seat == 0 else (score[0], length)
        else:
            winner_seat, how = (0 if score[0] > score[1] else 1), MatchEnd.PLAYED
        winner = core.seat_name(winner_seat)
        self.feed(playing.event, MatchFinished(playing.round, playing.match, winner, *points, how))
        if not core.members():
            self.host.let_table_go(room)

    def _forget(self, table_id: str) -> None:
        self._by_table.pop(table_id, None)
        self._scores.pop(table_id, None)
        self._arrived.pop(table_id, None)
        for name in [name for name, called in self.calls.items() if called == table_id]:
            del self.calls[name]

    # What a person asks.

    def table_of_call(self, name: str) -> Room | None:
        """The open table ``name`` is called to, if any."""
        table_id = self.calls.get(name)
        return self.host.table(table_id) if table_id is not None else None

    def is_called(self, name: str) -> bool:
        """Whether ``name`` is called to a table now."""
        return self.table_of_call(name) is not None

    def go(self, client: Client) -> bool:
        """``client`` goes to the table they are called to; False when there is none."""
        room = self.table_of_call(client.username or "")
        if room is None:
            return False
        self.host.go_to_table(client, room)
        return True

    def events_of(self, name: str) -> list[LiveEvent]:
        return [event for event in self.events.values() if event.core.entrant(name) is not None]

    # Start-up and stop.

    def restore(self) -> int:
        """Every event the store keeps (not finished, and the newest finished) rebuilt from its log, its
        running matches found again among the restored tables, its timers started with the time left."""
        restored = 0
        for stored in self.host.store.stored_tournaments():
            if stored.status == CANCELLED:
                continue
            try:
                self._restore(stored)
            except Exception:
                _log.exception("tournament %s could not be restored", stored.id)
                continue
            restored += 1
        return restored

    def restore_event(self, stored: StoredTournament) -> None:
        """One event rebuilt from its log (a table owner taking over a dead owner's event): its running
        matches found among the tables open here, its timers started with the time left."""
        self._restore(stored)

    def _restore(self, stored: StoredTournament) -> None:
        settings, options = read_settings(stored.settings)
        core = TournamentCore.restore(settings, stored.log, self.clock)
        event = LiveEvent(stored.id, core, options, self.host.store.tournament_tables(stored.id))
        self.events[stored.id] = event
        if core.status is Status.FINISHED:
            return
        self._arm_start(event)
        for timer in core.pending_timers(self.clock()):
            self._start_timer(event, timer.timer, timer.seconds)
        for match in core.current:
            table_id = event.tables.get((match.round, match.number))
            if table_id is None and not match.done and match.second is not None:
                self._queue_open(event, OpenMatch(match.round, match.number, (match.first, match.second),
                                                  match.length))
                continue
            room = self.host.table(table_id) if table_id is not None and not match.done else None
            if room is not None:
                self._rewatch(event, match, room)

    def adopt(self, room: Room) -> None:
        """A table of an event running here, rebuilt while the event runs (the store refused a tick and the
        table was read back, or its owner died and the event's owner took it over): watched again, so that
        its match's end reaches the event."""
        event = self.events.get(room.core.event or "")
        if event is None or room.on_change == self.table_changed or event.core.status is Status.FINISHED:
            return
        for match in event.core.current:
            if not match.done and event.tables.get((match.round, match.number)) == room.id:
                self._rewatch(event, match, room)
                return

    def _rewatch(self, event: LiveEvent, match: MatchRecord, room: Room) -> None:
        """A running match's table, rebuilt: watched, its arrivals and score as the log has them, its
        players not yet come called again; then what it did meanwhile told to the event."""
        self._watch(event, room, (match.round, match.number))
        self._arrived[room.id] = set(match.arrived)
        self._scores[room.id] = match.points
        for name in match.players:
            if name not in match.arrived and not event.core.is_bot(name):
                self.calls[name] = room.id
        self.table_changed(room)

    def stop(self) -> None:
        """The server stops: no timer fires any more (each is started again, with its time left, after the
        restart; a table not opened yet is opened then)."""
        self._to_open.clear()
        for event in self.events.values():
            for handle in event.timers.values():
                handle.cancel()
            event.timers.clear()
            if event.start_timer is not None:
                event.start_timer.cancel()
                event.start_timer = None
