"""An announcement heard by many is rendered once a language, not once a listener; each listener still
hears it in their own language. Without sockets: the director on a test's lobby."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playpalace_backgammon.host.events.event_options import EventOptions
from playpalace_backgammon.table.interface import Message
from playpalace_backgammon.tournaments.effects import Announce, Audience
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings

from .event_host_fake import LOCALIZER, Clock, FakeHost, director

LANGUAGES = ("en", "de", "fr")


class CountingHost(FakeHost):
    """The test's lobby, counting the renders asked of it."""

    def __init__(self, db: Path, people: list[str]) -> None:
        super().__init__(db, people)
        self.renders = 0

    def render(self, client: Any, message: Message) -> str:
        self.renders += 1
        return super().render(client, message)


def test_a_result_heard_by_the_whole_lobby_is_rendered_once_a_language(tmp_path: Path) -> None:
    names = [f"p{number}" for number in range(30)]
    host = CountingHost(tmp_path / "t.sqlite3", names)
    for number, name in enumerate(names):
        host.people[name].language = LANGUAGES[number % len(LANGUAGES)]
    tournaments = director(host, Clock())
    event = tournaments.create(TournamentSettings("Cup", "p0", Format.KNOCKOUT, 8), EventOptions())
    message = Message("tournament-cancelled", {"name": "Cup"})
    before = host.renders
    tournaments._announce(event, Announce(message, Audience.LOBBY))
    assert host.renders - before == len(LANGUAGES)
    for name in names[1:]:  # the organiser hears it as the event's, not the lobby's
        person = host.people[name]
        assert person.heard == [LOCALIZER.render(message, person.language)]
    assert len({host.people[name].heard[0] for name in names[1:4]}) == len(LANGUAGES)
