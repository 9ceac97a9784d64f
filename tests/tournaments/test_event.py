"""An event as pure logic: whole events of 2 to 33 players in every format with random results, no-shows
and players leaving; every pairing told, every forfeit announced, and the state rebuilt from any prefix of
its log equal to the live state at that point."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from playpalace_backgammon.tournaments import knockout
from playpalace_backgammon.tournaments.core import Status, TournamentCore, time_left
from playpalace_backgammon.tournaments.effects import (
    Announce,
    AppendLog,
    Audience,
    CancelTimer,
    EventFinished,
    ForfeitMatch,
    OpenMatch,
    StartTimer,
)
from playpalace_backgammon.tournaments.events import (
    Arrived,
    Join,
    Leave,
    MatchEnd,
    MatchFinished,
    NoShowTimeout,
    Start,
)
from playpalace_backgammon.tournaments.matches import MatchState
from playpalace_backgammon.tournaments.settings import Format

from .event_driver import Lobby, make_settings, play_out, whole_event

EDGE_SIZES = {2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33}
FORMAT_SIZES = [(Format.KNOCKOUT, n) for n in range(2, 34)] + [(Format.SWISS, n) for n in range(2, 34)] + [
    (Format.ROUND_ROBIN, n) for n in range(2, 9)]


def _check_event(lobby: Lobby) -> None:
    core = lobby.core
    assert core.status is Status.FINISHED
    finished = [e for _, effects in lobby.batches for e in effects if isinstance(e, EventFinished)]
    assert len(finished) == 1 and list(finished[0].placings) == core.placings
    assert sorted(name for _, name in core.placings) == sorted(core.seeds)
    assert core.placings[0][0] == 1 and not core.deadlines
    won = lobby.said("tournament-won")
    assert {a.audience for a in won} == {Audience.EVENT, Audience.LOBBY}
    assert all(a.message.args["winner"] == core.placings[0][1] for a in won)
    for event, effects in lobby.batches:
        # Nobody is paired without being told: each human of an opened match hears their match.
        for opened in (e for e in effects if isinstance(e, OpenMatch)):
            told = {n for e in effects if isinstance(e, Announce) and e.message.id == "tournament-your-match"
                    for n in e.names}
            humans = {name for name in opened.players if not core.is_bot(name)}
            assert humans <= told, (event, opened)
        # A player who leaves a match under way forfeits it, and everyone hears so.
        if isinstance(event, Leave) and any(isinstance(e, ForfeitMatch) for e in effects):
            results = [e for e in effects if isinstance(e, Announce) and e.message.id == "tournament-result"]
            assert results and results[0].message.args["loser"] == event.name
            assert results[0].message.args["how"] == "forfeit" and results[0].audience is Audience.EVENT
    decided = [m for matches in core.rounds for m in matches]
    assert all(m.done for m in decided) and len(core.rounds) <= core.round_total
    if core.settings.format is Format.KNOCKOUT:
        assert len(core.rounds) == core.round_total == knockout.round_count(len(core.seeds))
        assert sum(1 for m in decided if m.second is not None) == len(core.seeds) - 1
        out = {a.names[0] for a in lobby.said("tournament-you-are-out")}
        losers = {m.loser for m in decided if m.loser is not None}
        assert out == {n for n in losers if not core.is_bot(n) and n not in core.withdrawn}
        counts = Counter(place for place, _ in core.placings)
        assert counts[1] == 1 and (len(core.seeds) < 2 or counts[2] == 1)
    else:
        pairs = [frozenset(m.players) for m in decided if m.second is not None]
        assert len(pairs) == len(set(pairs)), "a pair met twice"
        assert [place for place, _ in core.placings] == list(range(1, len(core.seeds) + 1))
    # Nobody who left is paired again after the round they left in.
    for name, left_in in core.withdrawn.items():
        for matches in core.rounds[left_in:]:
            for match in matches:
                if name in match.players:
                    lost = match.how is MatchEnd.FORFEIT and match.winner != name
                    assert lost or match.winner is None, match


def _check_restore(lobby: Lobby, rng: random.Random | None = None) -> None:
    """Replaying any prefix of the log gives exactly the state the live core had after it (every prefix,
    entry by entry as ``restore`` replays them, and a few prefixes through ``restore`` itself); the state is
    JSON, and rebuilt from its JSON unchanged."""
    assert len(lobby.snapshots) == len(lobby.log) + 1
    replayed = TournamentCore(lobby.settings)
    assert replayed.to_data() == lobby.snapshots[0]
    for count, entry in enumerate(lobby.log, 1):
        replayed.replay(entry)
        assert replayed.to_data() == lobby.snapshots[count], count
    rng = rng or random.Random(len(lobby.log))
    for count in {0, len(lobby.log), *rng.sample(range(len(lobby.log) + 1), min(5, len(lobby.log)))}:
        restored = TournamentCore.restore(lobby.settings, lobby.log[:count])
        assert restored.to_data() == lobby.snapshots[count], count
    data = json.loads(json.dumps(lobby.core.to_data()))
    assert data == lobby.core.to_data()
    assert TournamentCore.from_data(data).to_data() == data


@pytest.mark.parametrize(("fmt", "players"), FORMAT_SIZES)
def test_whole_events_with_random_results_end_and_replay_exactly(fmt: Format, players: int) -> None:
    # Three seeds where a field's shape changes (powers of two and their neighbours), one elsewhere.
    for seed in range(3 if players in EDGE_SIZES else 1):
        lobby = whole_event(fmt, players, seed * 100 + players)
        _check_event(lobby)
        _check_restore(lobby)


def test_the_favourites_of_an_eight_player_knockout_meet_in_the_final_and_share_places() -> None:
    lobby = Lobby(make_settings(Format.KNOCKOUT, 8, final_length=9, match_length=3))
    for index in range(8):
        lobby.feed(Join(f"p{index:02}", 2000 - index * 10))
    lobby.feed(Start("p00"))
    while lobby.core.status is Status.RUNNING:
        match = next(m for m in lobby.core.current if not m.done)
        favourite = min(match.players, key=lobby.core.seed_of)
        for name in match.players:
            lobby.feed(Arrived(name))
        points = (match.length, 1) if favourite == match.first else (1, match.length)
        lobby.feed(MatchFinished(match.round, match.number, favourite, *points))
    final = lobby.core.rounds[-1][0]
    assert {final.first, final.second} == {"p00", "p01"} and final.length == 9
    assert all(m.length == 3 for matches in lobby.core.rounds[:-1] for m in matches)
    assert [place for place, _ in lobby.core.placings] == [1, 2, 3, 3, 5, 5, 5, 5]
    shared = {a.names[0]: a.message.args["shared"] for a in lobby.said("tournament-your-place")}
    assert shared["p00"] == "no" and shared["p02"] == "yes"
    lines = [a.message.args for a in lobby.said("tournament-round-goes-on")]
    assert lines[0] == {"round": 1, "playing": 3, "last": "no"}


def test_byes_go_to_the_top_seeds_and_are_told() -> None:
    lobby = Lobby(make_settings(Format.KNOCKOUT, 5))
    for index in range(5):
        lobby.feed(Join(f"p{index:02}", 2000 - index))
    effects = lobby.feed(Start("p00"))
    byes = {a.names[0] for a in lobby.said("tournament-your-bye")}
    assert byes == {"p00", "p01", "p02"}
    opened = [e for e in effects if isinstance(e, OpenMatch)]
    assert [set(e.players) for e in opened] == [{"p03", "p04"}]
    assert [e.seconds for e in effects if isinstance(e, StartTimer)] == [300.0]


def test_joining_and_starting_are_refused_aloud_and_not_logged() -> None:
    lobby = Lobby(make_settings(Format.SWISS, 3))
    lobby.feed(Join("p00", 1500))
    refused = lobby.feed(Start("p00"))
    assert [e.message.args for e in refused if isinstance(e, Announce)] == [{"reason": "too-few"}]
    lobby.feed(Join("p01", 1500))
    assert not any(isinstance(e, AppendLog) for e in lobby.feed(Join("p01", 1500)))
    lobby.feed(Join("p02", 1500))
    full = lobby.feed(Join("p03", 1500))
    refusals = [(e.message.args["reason"], e.names) for e in full if isinstance(e, Announce)]
    assert refusals == [("full", ("p03",))]
    not_yours = lobby.feed(Start("p01"))
    assert [e.message.args["reason"] for e in not_yours if isinstance(e, Announce)] == ["organiser"]
    left = lobby.feed(Leave("p02"))
    assert [e.message.args.get("count") for e in left if isinstance(e, Announce)] == [None, 2]
    assert len(lobby.log) == 4 and lobby.core.status is Status.REGISTERING


def test_an_event_set_to_start_when_full_starts_with_its_last_place() -> None:
    lobby = Lobby(make_settings(Format.ROUND_ROBIN, 4, start_when_full=True))
    for index in range(3):
        lobby.feed(Join(f"p{index:02}", 1500))
    assert lobby.core.status is Status.REGISTERING
    effects = lobby.feed(Join("p03", 1500))
    assert lobby.core.status is Status.RUNNING and sum(isinstance(e, OpenMatch) for e in effects) == 2


def test_a_player_who_does_not_come_forfeits_and_hears_why() -> None:
    lobby = Lobby(make_settings(Format.SWISS, 4, no_show_minutes=2))
    for index in range(4):
        lobby.feed(Join(f"p{index:02}", 2000 - index))
    lobby.feed(Start("p00"))
    first, second = lobby.core.current
    assert (first.first, first.second) == ("p00", "p02")
    lobby.feed(Arrived("p00"))
    effects = lobby.feed(NoShowTimeout(1, 1), step_ms=120_000)
    assert [e.losers for e in effects if isinstance(e, ForfeitMatch)] == [("p02",)]
    assert [e.names for e in effects if isinstance(e, Announce)
            and e.message.id == "tournament-you-did-not-come"] == [("p02",)]
    result = lobby.core.current[0]
    assert result.winner == "p00" and result.how is MatchEnd.NO_SHOW and result.points == (5, 0)
    # Both came to match 2: its timer was cancelled, and a late timeout changes nothing.
    lobby.feed(Arrived("p01"))
    assert any(isinstance(e, CancelTimer) for e in lobby.feed(Arrived("p03")))
    assert lobby.feed(NoShowTimeout(1, 2)) == []
    # Neither comes in round 2 of a Swiss: both lose.
    lobby.feed(MatchFinished(1, 2, "p03", 2, 5))
    pending = lobby.core.pending_timers(lobby.now + 30_000)
    assert [(t.timer.round, t.seconds) for t in pending] == [(2, 90.0), (2, 90.0)]
    effects = lobby.feed(NoShowTimeout(2, 1), step_ms=120_000)
    both = lobby.core.rounds[1][0]
    assert both.winner is None and both.done and len(lobby.said("tournament-both-lost")) == 1
    assert [len(e.losers) for e in effects if isinstance(e, ForfeitMatch)] == [2]


def test_a_no_show_wait_is_said_with_its_time_to_the_one_waiting_and_the_one_waited_for() -> None:
    lobby = Lobby(make_settings(Format.SWISS, 4, no_show_minutes=5))
    for index in range(4):
        lobby.feed(Join(f"p{index:02}", 2000 - index))
    lobby.feed(Start("p00"))  # match 1: p00 v p02, both to come within 5 minutes of now
    effects = lobby.feed(Arrived("p00"), step_ms=61_000)
    told = {(e.message.id, e.names): e.message.args for e in effects if isinstance(e, Announce)}
    left = time_left(239_000)
    assert told[("tournament-waiting-for", ("p00",))] == {"opponent": "p02", "left": left}
    assert told[("tournament-opponent-waiting", ("p02",))] == {"opponent": "p00", "round": 1, "left": left}
    assert left.args == {"unit": "minutes", "count": 3}
    # The second to come starts the match: nobody waits any more, so nothing more is said of the wait.
    effects = lobby.feed(Arrived("p02"))
    assert not [e for e in effects if isinstance(e, Announce)]
    assert any(isinstance(e, CancelTimer) for e in effects)


def test_a_time_left_is_whole_minutes_from_two_minutes_and_seconds_below() -> None:
    assert time_left(120_000).args == {"unit": "minutes", "count": 2}
    assert time_left(179_999).args == {"unit": "minutes", "count": 2}
    assert time_left(119_999).args == {"unit": "seconds", "count": 119}
    assert time_left(-5).args == {"unit": "seconds", "count": 0}


def test_a_player_leaving_mid_event_forfeits_and_is_not_paired_again() -> None:
    """Six players, Swiss, one leaves during round 2: their match is forfeited (announced, the table told
    to end it), they are not paired in round 3, and they keep their results in the standings."""
    rng = random.Random(7)
    lobby = Lobby(make_settings(Format.SWISS, 6))
    for index in range(6):
        lobby.feed(Join(f"p{index:02}", 1900 - index * 50, bot=index >= 3))
    lobby.feed(Start("p00"))
    for match in list(lobby.core.current):
        lobby.feed(MatchFinished(1, match.number, match.first, match.length, 0))
    leaver = "p01"
    match = lobby.core.match_of(leaver)
    assert match is not None and match.state in (MatchState.OPEN, MatchState.PLAYING)
    effects = lobby.feed(Leave(leaver))
    assert [e.losers for e in effects if isinstance(e, ForfeitMatch)] == [(leaver,)]
    said = [(e.message.id, e.audience) for e in effects if isinstance(e, Announce)]
    assert ("tournament-withdrawn", Audience.EVENT) in said and ("tournament-result", Audience.EVENT) in said
    play_out(lobby, rng, leave=0, no_show=0)
    assert all(leaver not in m.players for m in lobby.core.rounds[2])
    assert leaver in lobby.core.seeds and len(lobby.core.placings) == 6
    _check_restore(lobby)


def test_a_report_for_a_decided_match_is_ignored() -> None:
    lobby = Lobby(make_settings(Format.KNOCKOUT, 4))
    for index in range(4):
        lobby.feed(Join(f"p{index:02}", 1500, bot=index > 0))
    lobby.feed(Start("p00"))
    lobby.feed(MatchFinished(1, 1, "p03", 1, 5))
    assert lobby.feed(MatchFinished(1, 1, "p00", 5, 1)) == []
    assert lobby.feed(MatchFinished(1, 2, "nobody", 5, 1)) == []
    assert lobby.feed(MatchFinished(2, 1, "p03", 5, 1)) == []
    assert lobby.core.current[0].winner == "p03"
