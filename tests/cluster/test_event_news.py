"""The tournaments' director on a table owner of the cluster, without sockets (``event_host_fake``): what it
says goes to the gateways as ``EventNews`` (nobody on the owner hears it directly), each call carrying the
table's id; an event another owner holds is not created; and a message survives the bus's plain data."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from playpalace_backgammon.host.cluster.event_service import message_data, message_from
from playpalace_backgammon.host.events.director import EventNews
from playpalace_backgammon.host.events.event_options import EventOptions
from playpalace_backgammon.table.interface import Composed, Message
from playpalace_backgammon.tournaments.events import Start
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings
from tests.host.event_host_fake import LOCALIZER, Clock, FakeHost, director
from tests.host.test_tournament_director import PEOPLE, _end, arrive


def test_a_message_and_its_arguments_survive_the_bus() -> None:
    said = Message("tournament-announced", {
        "organiser": "ann", "name": "Spring", "places": 8,
        "format": Message("tournament-format", {"format": "knockout"}),
        "pips": Decimal("12.50"), "move": Composed(("13/7 ", Message("bg-level-random"), "*"))})
    back = message_from(message_data(said))
    assert back == said
    for language in ("en", "fr", "ja"):
        assert LOCALIZER.render(back, language) == LOCALIZER.render(said, language)


def test_the_directors_words_and_calls_go_to_the_gateways_not_to_the_owners_clients(tmp_path: Path) -> None:
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    news: list[EventNews] = []
    tournaments.elsewhere = news.append
    event = tournaments.create(TournamentSettings("Spring", "ann", Format.KNOCKOUT, 4, match_length=3),
                               EventOptions())
    for name in PEOPLE:
        tournaments.join(event, name)
    tournaments.feed(event, Start("ann"))
    first, second = host.opened  # ann against dan, ben against cas
    calls = {said.names: said.call for said in news if said.call is not None}
    assert calls == {("ann",): first.id, ("dan",): first.id, ("ben",): second.id, ("cas",): second.id}
    assert all(said.message.id == "tournament-go-to-table" for said in news if said.call is not None)
    assert all(not person.heard for person in host.people.values())  # nothing said on the owner itself
    assert tournaments.calls == {"ann": first.id, "dan": first.id, "ben": second.id, "cas": second.id}

    arrive(tournaments, first, "ann", "dan")
    arrive(tournaments, second, "ben", "cas")
    del news[:]
    _end(tournaments, first, (3, 1), None)
    results = [said for said in news if said.message.id == "tournament-result"]
    assert len(results) == 1 and set(results[0].names or ()) == set(PEOPLE)
    assert LOCALIZER.render(results[0].message, "en").startswith("Round 1, match 1: ann beats dan 3 to 1")
    _end(tournaments, second, (0, 3), None)
    final = host.opened[2]
    arrive(tournaments, final, "ann", "cas")
    del news[:]
    _end(tournaments, final, (3, 2), None)
    to_lobby = [said for said in news if said.names is None]
    assert len(to_lobby) == 1 and to_lobby[0].excluding == frozenset(PEOPLE)  # the event heard it already
    assert LOCALIZER.render(to_lobby[0].message, "en") == "Tournament Spring is over: ann wins!"
    assert any(said.names == tuple(sorted(PEOPLE)) and said.message == to_lobby[0].message for said in news)
    assert all(not person.heard for person in host.people.values())


def test_an_event_another_owner_holds_is_not_created(tmp_path: Path) -> None:
    host, clock = FakeHost(tmp_path / "lobby.sqlite3", PEOPLE), Clock()
    tournaments = director(host, clock)
    tournaments.claim_new = lambda _event_id: False
    with pytest.raises(RuntimeError):
        tournaments.create(TournamentSettings("Spring", "ann", Format.KNOCKOUT, 4), EventOptions())
    assert tournaments.events == {} and host.store.stored_tournaments() == []
