"""A match's table that comes back after its event was rebuilt (the cluster: the event's owner takes over a
table of its event whose owner died later, docs/scaling.md "A dead owner's events"): the director watches it
again (``Tournaments.adopt``), so the match's end reaches the event, once."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from playpalace_backgammon.host.events.event_options import EventOptions
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.server import LobbyServer
from playpalace_backgammon.tournaments.events import Start
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings

from .event_host_fake import Clock, FakeHost, director
from .test_tournament_director import PEOPLE, _end, arrive, started


def test_a_table_rebuilt_after_its_event_is_watched_again_and_its_end_counted_once(tmp_path: Path) -> None:
    host, clock, tournaments, event = started(tmp_path)
    first, second = host.opened  # ann against dan, ben against cas
    arrive(tournaments, first, "ann", "dan")
    arrive(tournaments, second, "ben", "cas")
    host.store.commit()
    tournaments.stop()
    host.store.close()
    for room in (first, second):
        room.core.event = event.id  # type: ignore[attr-defined]  # as a restored table's core says

    # The event is rebuilt where only the first table is open: the second is still on a dead owner.
    again_host = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE, {first.id: first})
    again = director(again_host, clock)
    assert again.restore() == 1
    (restored,) = again.events.values()
    stray: Any = second
    stray.on_change = None  # a table rebuilt from its log: nobody watches it yet
    _end(again, second, (3, 0), None)
    assert restored.core.current[1].winner is None  # not heard: the director did not know the table

    # The table taken over by the event's owner: adopted, its end now counted once.
    stray.status = None
    stray.core.table = None
    again_host.rooms[second.id] = second
    again.adopt(second)  # type: ignore[arg-type]
    again.adopt(second)  # type: ignore[arg-type]  # twice changes nothing
    assert second.on_change == again.table_changed
    _end(again, second, (3, 1), None)
    assert restored.core.current[1].winner == "ben"
    _end(again, first, (1, 3), None)
    assert [match.winner for match in restored.core.rounds[0]] == ["dan", "ben"]
    again_host.store.commit()
    finished = [entry for entry in again_host.store.stored_tournaments()[0].log
                if entry["event"]["kind"] == "finished"]
    assert [(entry["event"]["round"], entry["event"]["match"]) for entry in finished] == [(1, 2), (1, 1)]


def test_a_table_of_no_event_here_is_not_adopted(tmp_path: Path) -> None:
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    elsewhere, _, _, event = started(tmp_path / "other")
    room = elsewhere.opened[0]
    room.core.event = event.id  # type: ignore[attr-defined]
    room.on_change = None
    tournaments.adopt(room)  # type: ignore[arg-type]  # an event not held here
    assert room.on_change is None


async def test_a_tournament_table_read_back_after_a_refused_tick_is_still_watched_by_its_event(
        tmp_path: Path) -> None:
    """The store refused a tick (PostgreSQL restarted) and the table is read back as a new room: the
    director watches the new room, so the match's end still reaches the event."""
    server = LobbyServer(ServerConfig(db=tmp_path / "lobby.sqlite3", warm_bots=False))
    lobby = server.lobby
    try:
        settings = TournamentSettings("Spring", "ann", Format.KNOCKOUT, 4, match_length=1)
        event = lobby.tournaments.create(settings, EventOptions())
        for name in PEOPLE:
            lobby.tournaments.join(event, name)
        lobby.tournaments.feed(event, Start("ann"))
        async with asyncio.timeout(10):
            while len(event.tables) < 2:
                await asyncio.sleep(0)  # the director opens its tables one a pass of the loop
        lobby.store.commit()
        old = lobby.rooms[event.tables[(1, 1)]]
        assert old.on_change == lobby.tournaments.table_changed
        lobby.tables_refused(frozenset({old.id}))
        new = lobby.rooms[old.id]
        assert new is not old and new.core.event == event.id
        assert new.on_change == lobby.tournaments.table_changed
    finally:
        lobby.tournaments.stop()
        server.store.close()
