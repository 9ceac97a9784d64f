"""One tournament as a state machine without I/O (``TournamentCore``): events in (``events.py``), effects
out (``effects.py``), like a table's core.

Every accepted event is logged first (``AppendLog``: the event and the time it was handled), so replaying
the log through a fresh core (``TournamentCore.restore``) rebuilds the same state: the core reads the time
only from its injected clock, or from the log on a replay, and decides nothing at random. An event it
refuses or that no longer applies (a duplicate report, a stale timer) is not logged. The state is JSON data
too (``to_data``, ``from_data``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from enum import Enum
from typing import Any

from playpalace_backgammon.table.interface import Message

from . import knockout, round_robin, swiss
from .effects import (
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
from .entrants import Entrant, seeded
from .events import (
    Arrived,
    Event,
    Join,
    Leave,
    MatchEnd,
    MatchFinished,
    NoShowTimeout,
    ScoreChanged,
    Start,
    event_from_data,
    event_to_data,
)
from .matches import MatchRecord, MatchState
from .settings import Format, TournamentSettings
from .standings import Outcome, Standing, standings

Clock = Callable[[], int]
"""The time now in milliseconds (the wall clock in the lobby, a fake one in tests)."""

REPORTED_ENDS = (MatchEnd.PLAYED, MatchEnd.RESIGNED, MatchEnd.FORFEIT, MatchEnd.NO_SHOW)


class Status(Enum):
    REGISTERING = "registering"
    RUNNING = "running"
    FINISHED = "finished"


def _say(message_id: str, **args: Any) -> Message:
    return Message(message_id, args)


class TournamentCore:
    """An event: its players, rounds, results, timers and places, and the rules that move it on."""

    def __init__(self, settings: TournamentSettings, clock: Clock | None = None) -> None:
        self.settings = settings
        self._clock = clock or (lambda: 0)
        self.status = Status.REGISTERING
        self.entrants: list[Entrant] = []
        self.seeds: list[str] = []  # names, strongest first, fixed at the start
        self.rounds: list[list[MatchRecord]] = []
        self.round_total = 0
        self.withdrawn: dict[str, int] = {}  # name -> the round they left in
        self.deadlines: dict[str, int] = {}  # "round:match" -> when its players' time to come runs out (ms)
        self.placings: list[tuple[int, str]] = []
        self.seq = 0
        self._out: list[Effect] = []
        self._now = 0

    # --- reading the state ------------------------------------------------------------------------------

    def entrant(self, name: str) -> Entrant | None:
        return next((entrant for entrant in self.entrants if entrant.name == name), None)

    def seed_of(self, name: str) -> int:
        return self.seeds.index(name)

    @property
    def current(self) -> list[MatchRecord]:
        return self.rounds[-1] if self.rounds else []

    def match_of(self, name: str) -> MatchRecord | None:
        """``name``'s match in the current round, if they have one."""
        return next((match for match in self.current if name in match.players), None)

    def is_bot(self, name: str) -> bool:
        entrant = self.entrant(name)
        return entrant is not None and entrant.bot

    def eliminated(self) -> dict[str, int]:
        """In a knockout, each player who lost and the round they lost in."""
        if self.settings.format is not Format.KNOCKOUT:
            return {}
        return {match.loser: match.round for matches in self.rounds for match in matches
                if match.loser is not None}

    def still_in(self) -> list[str]:
        """Players who may still play: not left, and in a knockout not beaten; in seed order."""
        out = self.eliminated()
        names = self.seeds or [entrant.name for entrant in seeded(self.entrants)]
        return [name for name in names if name not in self.withdrawn and name not in out]

    def standings(self) -> list[Standing]:
        """Every player's record, best first by the tie-breaks of ``standings.py`` (seeds as indices)."""
        outcomes = [Outcome(self.seed_of(m.first), None if m.second is None else self.seed_of(m.second),
                            None if m.winner is None else self.seed_of(m.winner), *m.points)
                    for matches in self.rounds for m in matches if m.done]
        return standings(len(self.seeds), outcomes)

    def ms_left(self, match: MatchRecord) -> int:
        """Milliseconds left for ``match``'s players to come to its table (all of it when no timer runs)."""
        deadline = self.deadlines.get(_key(match))
        if deadline is None:
            return self.settings.no_show_minutes * 60_000
        return max(0, deadline - self._clock())

    def pending_timers(self, now: int) -> list[StartTimer]:
        """The no-show timers running, with the time left at ``now`` (what a restarted lobby starts again)."""
        timers = []
        for key, deadline in sorted(self.deadlines.items()):
            round_number, match = (int(part) for part in key.split(":"))
            timers.append(StartTimer(NoShowTimeout(round_number, match), max(0, deadline - now) / 1000))
        return timers

    # --- events in, effects out -------------------------------------------------------------------------

    def handle(self, event: Event) -> list[Effect]:
        """The effects of ``event``, its log entry first when it was accepted."""
        return self._apply(event, self._clock())

    @classmethod
    def restore(cls, settings: TournamentSettings, log: Iterable[dict[str, Any]],
                clock: Clock | None = None) -> TournamentCore:
        """The event rebuilt by replaying its log (entries as ``AppendLog`` gave them), effects dropped."""
        core = cls(settings, clock)
        for entry in log:
            core.replay(entry)
        return core

    def replay(self, entry: dict[str, Any]) -> None:
        """Apply one logged entry again, at the time it was logged, its effects dropped."""
        self._apply(event_from_data(entry["event"]), int(entry["at"]))

    def _apply(self, event: Event, now: int) -> list[Effect]:
        self._out, self._now = [], now
        accepted = self._dispatch(event)
        effects = self._out
        self._out = []
        if not accepted:
            return effects
        self.seq += 1
        return [AppendLog(self.seq, {"at": now, "event": event_to_data(event)}), *effects]

    def _dispatch(self, event: Event) -> bool:
        if isinstance(event, Join):
            return self._join(event)
        if isinstance(event, Leave):
            return self._leave(event.name)
        if isinstance(event, Start):
            return self._start(event.by)
        if isinstance(event, Arrived):
            return self._arrived(event.name)
        if isinstance(event, ScoreChanged):
            return self._score(event)
        if isinstance(event, MatchFinished):
            return self._finished(event)
        return self._no_show(event)

    def _announce(self, message: Message, audience: Audience = Audience.EVENT, *names: str) -> None:
        self._out.append(Announce(message, audience, tuple(names)))

    def _tell(self, name: str, message: Message) -> None:
        if not self.is_bot(name):
            self._announce(message, Audience.NAMED, name)

    # --- before the start -------------------------------------------------------------------------------

    def _join(self, event: Join) -> bool:
        reason = ("started" if self.status is not Status.REGISTERING else
                  "already" if self.entrant(event.name) is not None else
                  "full" if len(self.entrants) >= self.settings.places else None)
        if reason is not None:
            self._tell(event.name, _say("tournament-join-refused", reason=reason))
            return False
        self.entrants.append(Entrant(event.name, event.rating, event.bot))
        self._announce(_say("tournament-joined", name=event.name, count=len(self.entrants),
                            places=self.settings.places))
        if self.settings.start_when_full and len(self.entrants) == self.settings.places:
            self._begin()
        return True

    def _start(self, by: str) -> bool:
        reason = ("started" if self.status is not Status.REGISTERING else
                  "organiser" if by != self.settings.organiser else
                  "too-few" if len(self.entrants) < 2 else None)
        if reason is not None:
            self._tell(by, _say("tournament-start-refused", reason=reason))
            return False
        self._begin()
        return True

    def _begin(self) -> None:
        self.status = Status.RUNNING
        self.seeds = [entrant.name for entrant in seeded(self.entrants)]
        players = len(self.seeds)
        fmt = self.settings.format
        self.round_total = (knockout.round_count(players) if fmt is Format.KNOCKOUT else
                            swiss.round_count(players) if fmt is Format.SWISS else
                            len(round_robin.schedule(players)))
        self._announce(_say("tournament-started", name=self.settings.name,
                            format=_say("tournament-format", format=fmt.value), players=players,
                            rounds=self.round_total))
        self._pair_next()

    # --- rounds -----------------------------------------------------------------------------------------

    def _pair_next(self) -> None:
        """Pair the next round, or end the event after its last (or a Swiss with fewer than two left)."""
        number = len(self.rounds) + 1
        fmt = self.settings.format
        if number > self.round_total:
            self._finish()
            return
        if fmt is Format.KNOCKOUT:
            if number == 1:
                pairs = [(self.seeds[a], None if b is None else self.seeds[b])
                         for a, b in knockout.first_round(len(self.seeds))]
            else:
                winners = [match.winner or match.first for match in self.current]
                pairs = [(a, b) for a, b in knockout.next_round(winners)]
        elif fmt is Format.ROUND_ROBIN:
            pairs = [(self.seeds[a], None if b is None else self.seeds[b])
                     for a, b in round_robin.schedule(len(self.seeds))[number - 1]]
        else:
            pairs = self._swiss_pairs()
            if not pairs:
                self._finish()
                return
        self._open_round(number, pairs)

    def _swiss_pairs(self) -> list[tuple[str, str | None]]:
        active = [name for name in self.seeds if name not in self.withdrawn]
        if len(active) < 2:
            return []
        records = {standing.seed: standing for standing in self.standings()}
        players = [swiss.SwissPlayer(seed, records[seed].wins, self.entrants_by_name(name).rating,
                                     records[seed].byes > 0, frozenset(records[seed].opponents))
                   for name in active for seed in (self.seed_of(name),)]
        pairing = swiss.pair_round(players)
        pairs: list[tuple[str, str | None]] = [(self.seeds[a], self.seeds[b]) for a, b in pairing.pairs]
        if pairing.bye is not None:
            pairs.append((self.seeds[pairing.bye], None))
        return pairs

    def entrants_by_name(self, name: str) -> Entrant:
        entrant = self.entrant(name)
        assert entrant is not None
        return entrant

    def _open_round(self, number: int, pairs: list[tuple[str, str | None]]) -> None:
        length = self.settings.length_of(number, self.round_total)
        self.rounds.append([MatchRecord(number, index, first, second, length)
                            for index, (first, second) in enumerate(pairs, 1)])
        self._announce(_say("tournament-round-paired", round=number, rounds=self.round_total,
                            matches=sum(1 for _, second in pairs if second is not None)))
        for match in list(self.current):
            if match.second is None and match.first in self.withdrawn:
                self._decide(match, None, (0, 0), MatchEnd.BYE)  # no win for a player who left
            elif match.second is None:
                self._decide(match, match.first, (0, 0), MatchEnd.BYE)
                self._tell(match.first, _say("tournament-your-bye", round=number, rounds=self.round_total))
            elif match.first in self.withdrawn or match.second in self.withdrawn:
                self._walkover(match)
            else:
                self._open(match)
        if all(match.done for match in self.current):
            self._pair_next()

    def _walkover(self, match: MatchRecord) -> None:
        """A pairing with a player who has left: the other wins by forfeit without a table (both left: the
        higher seed goes through, or in a Swiss or round robin both lose)."""
        assert match.second is not None
        if match.first in self.withdrawn and match.second in self.withdrawn:
            winner = match.first if self.settings.format is Format.KNOCKOUT else None
        else:
            winner = match.second if match.first in self.withdrawn else match.first
        points = (match.length, 0) if winner == match.first else (0, match.length) if winner else (0, 0)
        both = match.first in self.withdrawn and match.second in self.withdrawn
        self._decide(match, winner, points, MatchEnd.FORFEIT, on_seeding=both)

    def _open(self, match: MatchRecord) -> None:
        assert match.second is not None
        bots = tuple(name for name in match.players if self.is_bot(name))
        state = MatchState.PLAYING if len(bots) == 2 else MatchState.OPEN
        self._replace(replace(match, state=state, arrived=bots))
        self._out.append(OpenMatch(match.round, match.number, (match.first, match.second), match.length))
        for name in match.players:
            opponent = match.opponent_of(name)
            self._tell(name, _say("tournament-your-match", round=match.round, rounds=self.round_total,
                                  opponent=opponent, length=match.length,
                                  minutes=self.settings.no_show_minutes))
        if state is MatchState.OPEN:
            self.deadlines[_key(match)] = self._now + self.settings.no_show_minutes * 60_000
            self._out.append(StartTimer(NoShowTimeout(match.round, match.number),
                                        self.settings.no_show_minutes * 60.0))

    def _replace(self, match: MatchRecord) -> None:
        matches = self.rounds[match.round - 1]
        matches[match.number - 1] = match

    def _decide(self, match: MatchRecord, winner: str | None, points: tuple[int, int], how: MatchEnd,
                on_seeding: bool = False) -> None:
        """Record a result and say it: to everyone in the event (``on_seeding``: the winner goes through as
        the higher seed, neither having played), and to a knockout's loser that they are out."""
        match = match.decided(winner, points, how)
        self._replace(match)
        if self.deadlines.pop(_key(match), None) is not None:
            self._out.append(CancelTimer(NoShowTimeout(match.round, match.number)))
        if how is MatchEnd.BYE or match.second is None:
            return
        if winner is None:
            self._announce(_say("tournament-both-lost", round=match.round, match=match.number,
                                first=match.first, second=match.second))
            return
        loser = match.loser
        assert loser is not None
        winner_points, loser_points = points if winner == match.first else points[::-1]
        self._announce(_say("tournament-result", how="seeded" if on_seeding else how.value,
                            round=match.round, match=match.number,
                            winner=winner, loser=loser, winner_points=winner_points,
                            loser_points=loser_points))
        if self.settings.format is Format.KNOCKOUT and loser not in self.withdrawn:
            self._tell(loser, _say("tournament-you-are-out", round=match.round, rounds=self.round_total))

    def _after_result(self, match: MatchRecord) -> None:
        """The round ends with its last match, and the next is paired at once; until then, the players just
        done hear how many matches are still playing."""
        playing = sum(1 for other in self.current if not other.done)
        if not playing:
            self._pair_next()
            return
        waiting = [name for name in match.players if name in self.still_in()]
        for name in waiting:
            self._tell(name, _say("tournament-round-goes-on", round=match.round, playing=playing,
                                  last=_yes(match.round == self.round_total)))

    # --- during a round ---------------------------------------------------------------------------------

    def _live(self, round_number: int, number: int) -> MatchRecord | None:
        """Match ``number`` of round ``round_number`` if it is in the current round and undecided."""
        if self.status is not Status.RUNNING or round_number != len(self.rounds):
            return None
        if not 1 <= number <= len(self.current):
            return None
        match = self.current[number - 1]
        return None if match.done or match.second is None else match

    def _arrived(self, name: str) -> bool:
        match = self.match_of(name) if self.status is Status.RUNNING else None
        if match is None or match.done or name in match.arrived or match.second is None:
            return False
        arrived = (*match.arrived, name)
        everyone = set(arrived) >= set(match.players)
        self._replace(replace(match, arrived=arrived,
                                 state=MatchState.PLAYING if everyone else match.state))
        if everyone and self.deadlines.pop(_key(match), None) is not None:
            self._out.append(CancelTimer(NoShowTimeout(match.round, match.number)))
        deadline = self.deadlines.get(_key(match))
        if not everyone and deadline is not None:
            # Both hear how long the wait can last: the one at the table, and the one it waits for.
            left = time_left(deadline - self._now)
            absent = [other for other in match.players if other not in arrived]
            self._tell(name, _say("tournament-waiting-for", opponent=absent[0], left=left))
            for other in absent:
                self._tell(other, _say("tournament-opponent-waiting", opponent=name, round=match.round,
                                       left=left))
        return True

    def _score(self, event: ScoreChanged) -> bool:
        match = self._live(event.round, event.match)
        points = (event.first_points, event.second_points)
        if match is None or min(points) < 0 or match.points == points:
            return False
        self._replace(replace(match, points=points, state=MatchState.PLAYING))
        return True

    def _finished(self, event: MatchFinished) -> bool:
        match = self._live(event.round, event.match)
        if (match is None or event.winner not in match.players or event.how not in REPORTED_ENDS
                or min(event.first_points, event.second_points) < 0):
            return False
        self._decide(match, event.winner, (event.first_points, event.second_points), event.how)
        self._after_result(match)
        return True

    def _forfeit(self, match: MatchRecord, loser: str, how: MatchEnd) -> None:
        """``loser`` forfeits: the other reaches the match's length, the loser keeps what they had."""
        winner = match.opponent_of(loser)
        assert winner is not None
        points = (match.length, match.points[1]) if winner == match.first else (match.points[0], match.length)
        self._out.append(ForfeitMatch(match.round, match.number, (loser,)))
        self._decide(match, winner, points, how)

    def _no_show(self, event: NoShowTimeout) -> bool:
        match = self._live(event.round, event.match)
        if match is None or _key(match) not in self.deadlines:
            return False
        absent = [name for name in match.players if name not in match.arrived]
        assert match.second is not None and absent
        for name in absent:
            self._tell(name, _say("tournament-you-did-not-come", round=match.round))
        if len(absent) == 1:
            self._forfeit(match, absent[0], MatchEnd.NO_SHOW)
        else:
            winner = match.first if self.settings.format is Format.KNOCKOUT else None
            self._out.append(ForfeitMatch(match.round, match.number, tuple(absent)))
            self._decide(match, winner, (0, 0), MatchEnd.NO_SHOW, on_seeding=True)
        self._after_result(match)
        return True

    def _leave(self, name: str) -> bool:
        if self.status is Status.REGISTERING:
            entrant = self.entrant(name)
            if entrant is None:
                return False
            self.entrants.remove(entrant)
            self._tell(name, _say("tournament-you-left"))
            self._announce(_say("tournament-left-before-start", name=name, count=len(self.entrants),
                                places=self.settings.places))
            return True
        if self.status is Status.FINISHED or name not in self.seeds or name in self.withdrawn:
            return False
        self.withdrawn[name] = len(self.rounds)
        self._tell(name, _say("tournament-you-left"))
        self._announce(_say("tournament-withdrawn", name=name))
        match = self.match_of(name)
        if match is not None and not match.done and match.second is not None:
            self._forfeit(match, name, MatchEnd.FORFEIT)
            self._after_result(match)
        return True

    # --- the end ----------------------------------------------------------------------------------------

    def _finish(self) -> None:
        self.status = Status.FINISHED
        self.placings = self._placings()
        winner = self.placings[0][1]
        for audience in (Audience.EVENT, Audience.LOBBY):
            self._announce(_say("tournament-won", winner=winner, name=self.settings.name), audience)
        for place, name in self.placings:
            shared = sum(1 for other, _ in self.placings if other == place) > 1
            if name not in self.withdrawn:
                self._tell(name, _say("tournament-your-place", place=place, players=len(self.seeds),
                                      shared=_yes(shared)))
        self._out.append(EventFinished(tuple(self.placings)))

    def _placings(self) -> list[tuple[int, str]]:
        if self.settings.format is not Format.KNOCKOUT:
            return [(index, self.seeds[standing.seed]) for index, standing in enumerate(self.standings(), 1)]
        lost = self.eliminated()
        players = len(self.seeds)
        places = [(1 if name not in lost else knockout.place_of_loser(players, lost[name]), name)
                  for name in self.seeds]
        return sorted(places, key=lambda place: (place[0], self.seed_of(place[1])))

    # --- the state as data ------------------------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        return {"settings": self.settings.to_data(), "status": self.status.value,
                "entrants": [entrant.to_data() for entrant in self.entrants], "seeds": list(self.seeds),
                "rounds": [[match.to_data() for match in matches] for matches in self.rounds],
                "round_total": self.round_total, "withdrawn": dict(self.withdrawn),
                "deadlines": dict(self.deadlines), "placings": [list(place) for place in self.placings],
                "seq": self.seq}

    @classmethod
    def from_data(cls, data: dict[str, Any], clock: Clock | None = None) -> TournamentCore:
        core = cls(TournamentSettings.from_data(data["settings"]), clock)
        core.status = Status(data["status"])
        core.entrants = [Entrant.from_data(item) for item in data["entrants"]]
        core.seeds = [str(name) for name in data["seeds"]]
        core.rounds = [[MatchRecord.from_data(item) for item in matches] for matches in data["rounds"]]
        core.round_total = int(data["round_total"])
        core.withdrawn = {str(name): int(number) for name, number in data["withdrawn"].items()}
        core.deadlines = {str(key): int(value) for key, value in data["deadlines"].items()}
        core.placings = [(int(place), str(name)) for place, name in data["placings"]]
        core.seq = int(data["seq"])
        return core


def time_left(ms: int) -> Message:
    """A wait said as a listener wants it: whole minutes from two minutes up, else seconds (rounded down,
    so "come within" is never longer than the time there is)."""
    seconds = max(0, ms) // 1000
    if seconds >= 120:
        return _say("tournament-time-left", unit="minutes", count=seconds // 60)
    return _say("tournament-time-left", unit="seconds", count=seconds)


def _yes(value: bool) -> str:
    """A yes-or-no message argument (a selector's key)."""
    return "yes" if value else "no"


def _key(match: MatchRecord) -> str:
    return f"{match.round}:{match.number}"
