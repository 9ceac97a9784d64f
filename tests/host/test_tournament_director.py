"""The tournaments' driver without sockets (``event_host_fake``): the no-show timer and the start time fire
on a clock the test moves, and a timer pending when the lobby stops fires after the restart with the time
it had left, not a fresh full wait. A real SQLite store carries the event across the restart."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playpalace_backgammon.host.events.director import CANCELLED, FILL_CHUNK, LiveEvent, Tournaments
from playpalace_backgammon.host.events.event_menus import TournamentMenus
from playpalace_backgammon.host.events.event_options import EventOptions
from playpalace_backgammon.host.tables.core.room_events import Forfeit
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.tournaments import views
from playpalace_backgammon.tournaments.core import Status
from playpalace_backgammon.tournaments.events import Leave, MatchEnd, Start
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings

from .event_host_fake import LOCALIZER, Clock, FakeHost, FakeRoom, director

EIGHT = ("ann", "ben", "cas", "dan", "eve", "fay", "gus", "hal")

PEOPLE = ("ann", "ben", "cas", "dan")
MINUTE = 60_000


def started(tmp_path: Path) -> tuple[FakeHost, Clock, Tournaments, LiveEvent]:
    """A knockout of four people started; round 1 is ann against dan, ben against cas."""
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    event = tournaments.create(TournamentSettings("Spring", "ann", Format.KNOCKOUT, 4, match_length=3),
                               EventOptions())
    for name in PEOPLE:
        tournaments.join(event, name)
    tournaments.feed(event, Start("ann"))
    assert [[seat.username for seat in room.core.seats] for room in host.opened] == [["ann", "dan"],
                                                                                    ["ben", "cas"]]
    return host, clock, tournaments, event


def arrive(tournaments: Tournaments, room: FakeRoom, *names: str) -> None:
    for name in names:
        room.sit(name)
    tournaments.table_changed(room)  # type: ignore[arg-type]


def heard(host: FakeHost, name: str, words: str) -> bool:
    return any(words in line for line in host.people[name].heard)


def test_a_player_who_does_not_come_forfeits_when_the_no_show_timer_fires(tmp_path: Path) -> None:
    host, clock, tournaments, event = started(tmp_path)
    first, second = host.opened
    assert heard(host, "dan", "you play ann") and heard(host, "dan", "Alt+G")  # called, told how long
    arrive(tournaments, first, "ann")
    # Both hear how long the wait can last: the one at the table and the one it waits for.
    assert heard(host, "ann", "dan is not at your table yet: they have 5 minutes to come")
    assert heard(host, "dan", "ann is at your table for round 1 and waits for you: come within 5 minutes")
    arrive(tournaments, second, "ben", "cas")  # both came: that table's timer is cancelled
    assert len(clock.pending()) == 1 and clock.pending()[0].seconds == 5 * 60
    clock.advance(5 * MINUTE - 1)
    assert first.fed == [] and event.core.current[0].winner is None
    clock.advance(1)
    assert first.fed == [Forfeit((1,))]  # dan's seat ends the table as his resignation
    assert event.core.current[0].winner == "ann" and event.core.current[1].winner is None
    assert heard(host, "dan", "You did not come to your table in round 1 in time")
    for name in ("ann", "ben", "cas"):
        assert heard(host, name, "dan did not come to the table in time")
    assert clock.pending() == []


def test_a_pending_no_show_timer_survives_a_restart_with_the_time_it_had_left(tmp_path: Path) -> None:
    host, clock, tournaments, event = started(tmp_path)
    first, second = host.opened
    arrive(tournaments, first, "ann")
    arrive(tournaments, second, "ben", "cas")
    clock.advance(2 * MINUTE)
    host.store.commit()  # the tick's end: what it logged is kept
    tournaments.stop()
    assert clock.pending() == []  # nothing fires in a stopped lobby
    host.store.close()
    clock.advance(10_000)  # the lobby is down for ten seconds
    again_host = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE, dict(host.rooms))  # the tables it restored
    again = director(again_host, clock)
    assert again.restore() == 1
    (restored,) = again.events.values()
    (timer,) = clock.pending()
    assert timer.seconds == 3 * 60 - 10  # the time left, not the full five minutes
    clock.advance(timer.at - clock.now - 1)
    assert first.fed == [] and restored.core.current[0].winner is None
    clock.advance(1)
    assert first.fed == [Forfeit((1,))] and restored.core.current[0].winner == "ann"
    assert heard(again_host, "ann", "dan did not come to the table in time")
    assert heard(again_host, "dan", "You did not come to your table")


def test_a_start_time_with_one_player_calls_the_event_off_and_says_so(tmp_path: Path) -> None:
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    event = tournaments.create(TournamentSettings("Dawn", "ann", Format.SWISS, 8, match_length=1),
                               EventOptions(start_at=clock.now + 10 * MINUTE))
    tournaments.join(event, "ann")
    clock.advance(10 * MINUTE - 1)
    assert event.id in tournaments.events and not heard(host, "ann", "called off")
    clock.advance(1)
    assert event.id not in tournaments.events
    assert heard(host, "ann", "The tournament Dawn is called off")
    host.store.commit()
    assert [stored.status for stored in host.store.stored_tournaments()] == []  # cancelled is not restored
    with sqlite3.connect(tmp_path / "lobby.sqlite3") as db:
        assert db.execute("SELECT status FROM tournaments").fetchall() == [(CANCELLED,)]


def test_a_start_time_survives_a_restart_and_starts_the_event_when_it_comes(tmp_path: Path) -> None:
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    event = tournaments.create(TournamentSettings("Noon", "ann", Format.SWISS, 8, match_length=1),
                               EventOptions(start_at=clock.now + 10 * MINUTE))
    for name in ("ann", "ben", "cas"):
        tournaments.join(event, name)
    clock.advance(4 * MINUTE)
    host.store.commit()
    tournaments.stop()
    host.store.close()
    again_host = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE)
    again = director(again_host, clock)
    assert again.restore() == 1
    (timer,) = clock.pending()
    assert timer.seconds == 6 * 60
    (restored,) = again.events.values()
    clock.advance(6 * MINUTE - 1)
    assert restored.core.status is Status.REGISTERING and again_host.opened == []
    clock.advance(1)
    assert restored.core.status is Status.RUNNING
    assert len(again_host.opened) == 1  # three players: one match and a bye
    assert heard(again_host, "ann", "Noon begins")
    again_host.store.commit()
    assert [stored.status for stored in again_host.store.stored_tournaments()] == ["running"]


Passes = list[Callable[[], None]]


def _eight_deferred(tmp_path: Path) -> tuple[FakeHost, Clock, Tournaments, LiveEvent, Passes]:
    """A knockout of eight people started on a director whose next passes of the loop wait in a list."""
    passes: Passes = []
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", EIGHT), Clock()
    tournaments = Tournaments(host, clock, clock.later, passes.append)  # type: ignore[arg-type]
    event = tournaments.create(TournamentSettings("Autumn", "ann", Format.KNOCKOUT, 8), EventOptions())
    for name in EIGHT:
        tournaments.join(event, name)
    tournaments.feed(event, Start("ann"))
    return host, clock, tournaments, event, passes


def test_a_rounds_tables_open_one_a_pass_of_the_loop_and_a_match_decided_meanwhile_gets_none(
        tmp_path: Path) -> None:
    host, _clock, tournaments, event, passes = _eight_deferred(tmp_path)
    assert host.opened == [] and len(passes) == 1  # paired and told, no table yet: one waits its pass
    assert heard(host, "hal", "you play ann") and not heard(host, "hal", "Alt+G")
    passes.pop()()
    assert [[seat.username for seat in room.core.seats] for room in host.opened] == [["ann", "hal"]]
    assert heard(host, "hal", "Alt+G") and len(passes) == 1  # called when the table is there
    tournaments.feed(event, Leave("eve"))  # match 2 (dan against eve) is decided before its table opens
    while passes:
        passes.pop()()
    assert [[seat.username for seat in room.core.seats] for room in host.opened] == [
        ["ann", "hal"], ["ben", "gus"], ["cas", "fay"]]
    assert (1, 2) not in event.tables and event.core.current[1].winner == "dan"


def test_a_match_paired_but_without_its_table_at_a_restart_gets_it_then(tmp_path: Path) -> None:
    host, clock, tournaments, _event, passes = _eight_deferred(tmp_path)
    passes.pop()()  # one table opened; the server is killed before the other three
    host.store.commit()
    tournaments.stop()
    host.store.close()
    again_host = FakeHost(tmp_path / "lobby.sqlite3", EIGHT, dict(host.rooms))
    again = director(again_host, clock)
    assert again.restore() == 1
    (restored,) = again.events.values()
    assert sorted(restored.tables) == [(1, 1), (1, 2), (1, 3), (1, 4)]
    assert [[seat.username for seat in room.core.seats] for room in again_host.opened] == [
        ["dan", "eve"], ["ben", "gus"], ["cas", "fay"]]
    assert heard(again_host, "eve", "Alt+G") and not heard(again_host, "hal", "Alt+G")


def test_the_list_and_the_events_menu_say_how_long_until_the_start(tmp_path: Path) -> None:
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    menus = TournamentMenus(host, tournaments)  # type: ignore[arg-type]
    event = tournaments.create(TournamentSettings("Noon", "ann", Format.SWISS, 8, match_length=1),
                               EventOptions(start_at=clock.now + 10 * MINUTE))
    tournaments.join(event, "ann")
    ben: Any = host.people["ben"]
    assert menus.entry(ben, event) == "Noon: Swiss, 1 of 8 places taken, starts in 10 minutes"
    clock.advance(9 * MINUTE + 30_000)
    assert menus.entry(ben, event).endswith("starts in 1 minute")
    ben.language = "de"
    assert "1" in menus.entry(ben, event) and "minutes" not in menus.entry(ben, event)


class _GivenUp:
    """A finished table whose match ``seat`` gave up at ``score`` (resigned from the board)."""

    finished = True

    def __init__(self, score: tuple[int, int], seat: int | None) -> None:
        self._score, self._seat = score, seat

    def score(self) -> tuple[int, int]:
        return self._score

    def given_up_by(self) -> int | None:
        return self._seat


def _end(tournaments: Tournaments, room: FakeRoom, score: tuple[int, int], given_up_by: int | None) -> None:
    """``room``'s match ends at ``score``, given up by that seat (None: played to its end)."""
    core: Any = room.core
    core.table = _GivenUp(score, given_up_by)
    core.left = []
    core.seat_name = lambda seat: core.seats[seat].username
    core.members = lambda: []
    room.status = RoomStatus.FINISHED  # type: ignore[attr-defined]
    tournaments.table_changed(room)  # type: ignore[arg-type]


def test_a_match_resigned_from_the_board_is_recorded_as_resigned_to_the_other_player(tmp_path: Path) -> None:
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    event = tournaments.create(TournamentSettings("Swiss", "ann", Format.SWISS, 4, match_length=3),
                               EventOptions())
    for name in PEOPLE:
        tournaments.join(event, name)
    tournaments.feed(event, Start("ann"))
    first, second = host.opened  # ann against cas, ben against dan
    arrive(tournaments, first, "ann", "cas")
    arrive(tournaments, second, "ben", "dan")
    _end(tournaments, first, (2, 0), 0)  # ann leads 2 to 0 and resigns the match from the board
    _end(tournaments, second, (1, 3), None)  # dan wins 3 to 1 by play
    resigned, played = event.core.rounds[0]
    assert (resigned.winner, resigned.points, resigned.how) == ("cas", (2, 3), MatchEnd.RESIGNED)
    assert (played.winner, played.points, played.how) == ("dan", (1, 3), MatchEnd.PLAYED)
    assert heard(host, "ben", "cas beats ann 3 to 2; ann resigned.")
    assert heard(host, "ann", "dan beats ben 3 to 1.")
    lines = [LOCALIZER.render(line, "en") for line in views.standings(event.core)]
    assert "cas: wins 1, losses 0, points 3 to 2" in lines[1]
    assert "ann: wins 0, losses 1, points 2 to 3" in lines[2]
    (stored,) = host.store.stored_tournaments()  # the log the event is restored from says so too
    finished = [entry["event"] for entry in stored.log if entry["event"]["kind"] == "finished"]
    assert [(e["winner"], e["how"]) for e in finished] == [("cas", "resigned"), ("dan", "played")]


def test_the_organisers_fill_joins_a_few_bots_a_pass_of_the_loop_and_starts_with_the_last(
        tmp_path: Path) -> None:
    passes: Passes = []
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = Tournaments(host, clock, clock.later, passes.append)  # type: ignore[arg-type]
    event = tournaments.create(TournamentSettings("Full", "ann", Format.KNOCKOUT, 20, start_when_full=True),
                               EventOptions())
    tournaments.join(event, "ann")
    done: list[int] = []
    tournaments.fill_with_bots(event, lambda number: f"Bot {number}", lambda: done.append(len(passes)))
    assert len(event.core.entrants) == 1 + FILL_CHUNK and len(passes) == 1 and done == []
    while len(event.core.entrants) < 20:
        passes.pop(0)()
    assert event.core.status is Status.RUNNING and done == [len(passes)]  # told once, when full
    assert [entrant.name for entrant in event.core.entrants[1:]] == [f"Bot {n}" for n in range(1, 20)]
    assert heard(host, "ann", "Bot 19")  # each bot's arrival said as before
