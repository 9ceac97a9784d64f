"""A test's lobby for one tournament core: it feeds events in, keeps the log the core asks for, a snapshot of
the state after each logged event, and every effect, and plays whole events with seeded random results."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from playpalace_backgammon.tournaments.core import Status, TournamentCore
from playpalace_backgammon.tournaments.effects import Announce, AppendLog, Effect
from playpalace_backgammon.tournaments.events import (
    Arrived,
    Event,
    Join,
    Leave,
    MatchEnd,
    MatchFinished,
    NoShowTimeout,
    ScoreChanged,
    Start,
)
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings


@dataclass
class Lobby:
    """Drives a core as the lobby will, minus tables and sockets."""

    settings: TournamentSettings
    now: int = 0
    log: list[dict[str, Any]] = field(default_factory=list)
    snapshots: list[dict[str, Any]] = field(default_factory=list)
    batches: list[tuple[Event, list[Effect]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.core = TournamentCore(self.settings, lambda: self.now)
        self.snapshots.append(self.core.to_data())

    def feed(self, event: Event, step_ms: int = 1000) -> list[Effect]:
        self.now += step_ms
        effects = self.core.handle(event)
        self.batches.append((event, effects))
        logged = [effect for effect in effects if isinstance(effect, AppendLog)]
        assert len(logged) <= 1 and all(isinstance(e, AppendLog) for e in effects[:len(logged)])
        if logged:
            assert logged[0].seq == len(self.log) + 1
            # The entry is JSON as the store will keep it.
            self.log.append(json.loads(json.dumps(logged[0].entry)))
            self.snapshots.append(self.core.to_data())
        return effects

    def said(self, message_id: str) -> list[Announce]:
        return [effect for _, effects in self.batches for effect in effects
                if isinstance(effect, Announce) and effect.message.id == message_id]


def make_settings(fmt: Format, places: int, **changes: Any) -> TournamentSettings:
    return TournamentSettings("Spring cup", "p00", fmt, places, **changes)


def fill(lobby: Lobby, players: int, rng: random.Random, bots: float = 0.3) -> list[str]:
    names = [f"p{index:02}" for index in range(players)]
    for name in names:
        is_bot = name != "p00" and rng.random() < bots
        lobby.feed(Join(name, round(rng.uniform(1300, 1900), 1), is_bot))
    return names


def play_out(lobby: Lobby, rng: random.Random, leave: float = 0.03, no_show: float = 0.08) -> None:
    """Play the running event to its end: in each step one undecided match of the current round arrives,
    scores and ends with a random winner; now and then its humans do not come in time, or a player still
    in leaves the event."""
    core = lobby.core
    for _ in range(10_000):
        if core.status is not Status.RUNNING:
            return
        undecided = [match for match in core.current if not match.done]
        match = rng.choice(undecided)
        roll = rng.random()
        humans = [name for name in core.still_in() if not core.is_bot(name)]
        if roll < leave and humans:
            lobby.feed(Leave(rng.choice(humans)))
            continue
        if roll < leave + no_show and f"{match.round}:{match.number}" in core.deadlines:
            absent = [name for name in match.players if not core.is_bot(name)]
            if len(absent) == 2 and rng.random() < 0.5:
                lobby.feed(Arrived(absent[0]))
            wait = core.settings.no_show_minutes * 60_000
            lobby.feed(NoShowTimeout(match.round, match.number), step_ms=wait)
            continue
        for name in match.players:
            if name not in match.arrived:
                lobby.feed(Arrived(name))
        winner = rng.choice(match.players)
        other = rng.randrange(match.length)
        first, second = (match.length, other) if winner == match.first else (other, match.length)
        if match.length > 1:
            lobby.feed(ScoreChanged(match.round, match.number, min(first, match.length - 1), 0))
        how = rng.choice((MatchEnd.PLAYED, MatchEnd.PLAYED, MatchEnd.RESIGNED))
        lobby.feed(MatchFinished(match.round, match.number, winner, first, second, how))
    raise AssertionError("the event did not end")


def whole_event(fmt: Format, players: int, seed: int, **changes: Any) -> Lobby:
    rng = random.Random(seed)
    lobby = Lobby(make_settings(fmt, players, **changes))
    fill(lobby, players, rng)
    lobby.feed(Start("p00"))
    play_out(lobby, rng)
    return lobby
