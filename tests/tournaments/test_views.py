"""What a listener hears of an event: the bracket, standings, "my next match" and who is still in, as
messages; and every message a tournament says, rendered in all thirteen languages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast

from playpalace_backgammon.i18n import Localizer, locales_dir
from playpalace_backgammon.table.interface import Message
from playpalace_backgammon.tournaments import views
from playpalace_backgammon.tournaments.core import Status, TournamentCore
from playpalace_backgammon.tournaments.effects import Announce
from playpalace_backgammon.tournaments.events import Arrived, Join, Leave, MatchFinished, ScoreChanged, Start
from playpalace_backgammon.tournaments.settings import Format
from tests import catalogues

from .event_driver import Lobby, make_settings, whole_event

NAMES = ["ann", "ben", "cas", "dan", "eve", "fay", "gus", "hal"]


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer()


def _eight(fmt: Format) -> Lobby:
    lobby = Lobby(make_settings(fmt, 8))
    lobby.feed(Join("p00", 2100))
    for index, name in enumerate(NAMES[:7]):
        lobby.feed(Join(name, 2000 - index * 10))
    return lobby


def _every_view(core: TournamentCore) -> Iterator[Message]:
    yield from views.bracket(core)
    yield from views.standings(core)
    yield from views.still_in(core)
    for name in [*core.seeds, *(e.name for e in core.entrants), "nobody"]:
        yield views.next_match(core, name)


def test_the_bracket_is_said_a_line_a_match(localizer: Localizer) -> None:
    lobby = _eight(Format.KNOCKOUT)
    lobby.feed(Start("p00"))
    core = lobby.core
    # Seeds: p00, ann, ben, ... hal is not in; round 1 is 1 v 8, 4 v 5, 2 v 7, 3 v 6.
    for match in list(core.current):
        lobby.feed(MatchFinished(1, match.number, match.first, match.length, 1))
    lobby.feed(Arrived("p00"))
    lobby.feed(Arrived("cas"))
    lobby.feed(ScoreChanged(2, 1, 3, 1))
    english = [localizer.render(line, "en") for line in views.bracket(core)]
    assert english[0] == "Round 1 of 3, match 1: p00 5, gus 1, p00 won"
    assert english[4] == "Round 2 of 3, match 1: p00 3, cas 1, playing"
    assert english[5] == ("Round 2 of 3, match 2: ann against ben, waiting for the players, 4 minutes left "
                          "to come")
    assert english[6] == ("Round 3 of 3, match 1: the winner of match 1 against the winner of match 2 of "
                          "round 2")
    assert localizer.render(views.next_match(core, "cas"), "en") == (
        "Your match: round 2 of 3, against p00, to 5 points; you 1, p00 3.")
    assert localizer.render(views.next_match(core, "gus"), "en") == "You are out of the tournament."
    still = [localizer.render(line, "en") for line in views.still_in(core)]
    assert still[0] == "Players still in: 4." and still[1] == "p00, seed 1, wins 1"
    standings = [localizer.render(line, "en") for line in views.standings(core)]
    assert standings[0] == "p00, seed 1: still in" and standings[-1].endswith(": out in round 1")
    assert localizer.render(views.bracket(core)[4], "de") == "Runde 2 von 3, Match 1: p00 3, cas 1, läuft"


def test_every_wait_for_a_table_says_how_long_is_left(localizer: Localizer) -> None:
    lobby = Lobby(make_settings(Format.KNOCKOUT, 4, no_show_minutes=2))
    for name in ("p00", "ann", "ben", "cas"):
        lobby.feed(Join(name, 2000))
    lobby.feed(Start("p00"))  # round 1: p00 v cas, ann v ben; two minutes to come from now
    lobby.feed(Arrived("p00"), step_ms=30_000)
    lobby.now += 45_000  # 45 seconds left
    core = lobby.core
    assert localizer.render(views.next_match(core, "cas"), "en") == (
        "Your match: round 1 of 2, against p00, to 5 points; your table is open: come within 45 seconds "
        "or lose the match by forfeit.")
    assert localizer.render(views.next_match(core, "p00"), "en") == (
        "cas is not at your table yet: they have 45 seconds to come, or you win the match by forfeit.")
    assert localizer.render(views.bracket(core)[0], "en") == (
        "Round 1 of 2, match 1: p00 against cas, waiting for the players, 45 seconds left to come")
    assert localizer.render(views.bracket(core)[1], "ru").endswith("на приход осталось 45 секунд")


def test_swiss_standings_follow_the_tie_breaks_in_words(localizer: Localizer) -> None:
    lobby = _eight(Format.SWISS)
    lobby.feed(Start("p00"))
    for match in list(lobby.core.current):
        lobby.feed(MatchFinished(1, match.number, match.second or match.first, 2, match.length))
    lines = [localizer.render(line, "en") for line in views.standings(lobby.core)]
    # Round 1 was seed i against seed i + 4, each won 5 to 2 by the lower seed: the four winners tie on wins,
    # point difference (+3) and Buchholz (their opponents have no win), so the seed orders them; the losers
    # follow, their Buchholz 1 each.
    assert lines[0] == "1. dan: wins 1, losses 0, points 5 to 2, opponents' wins 0"
    assert [line.split(":")[0] for line in lines] == ["1. dan", "2. eve", "3. fay", "4. gus", "5. p00",
                                                      "6. ann", "7. ben", "8. cas"]
    assert lines[4] == "5. p00: wins 0, losses 1, points 2 to 5, opponents' wins 1"
    lobby.feed(Leave("gus"))
    lines = [localizer.render(line, "en") for line in views.standings(lobby.core)]
    gus = next(line for line in lines if "gus" in line)
    # gus forfeits round 2 to eve before a game: eve scores the match's length, gus nothing; his opponents'
    # wins are cas's none and eve's two.
    assert gus.endswith("gus, left the tournament: wins 1, losses 1, points 5 to 7, opponents' wins 2")
    assert lines[0] == "1. eve: wins 2, losses 0, points 10 to 2, opponents' wins 1"
    waiting = localizer.render(views.next_match(lobby.core, "dan"), "en")
    assert waiting.startswith("Your match: round 2 of 3")


def _messages_said() -> list[Message]:
    """Every message the events and views of many whole events say (each format, small and odd fields,
    no-shows and players leaving), plus the views before the start, mid-event and at the end."""
    said: list[Message] = []
    for fmt, players, seed in [(Format.KNOCKOUT, 5, 1), (Format.KNOCKOUT, 13, 2), (Format.SWISS, 7, 3),
                               (Format.SWISS, 12, 4), (Format.ROUND_ROBIN, 5, 5), (Format.ROUND_ROBIN, 8, 6)]:
        for offset in range(6):
            lobby = whole_event(fmt, players, seed * 10 + offset)
            said += [e.message for _, effects in lobby.batches for e in effects if isinstance(e, Announce)]
            said += _every_view(lobby.core)
            restored = TournamentCore.restore(lobby.settings, lobby.log[: len(lobby.log) // 2])
            assert restored.status is not Status.FINISHED
            said += _every_view(restored)
    lobby = _eight(Format.SWISS)
    said += _every_view(lobby.core)
    for refused in (Join("p00", 1), Start("ben"), Start("p00"), Start("p00"), Join("zed", 1)):
        said += [e.message for e in lobby.feed(refused) if isinstance(e, Announce)]
    lonely = Lobby(make_settings(Format.KNOCKOUT, 4))
    lonely.feed(Join("p00", 1))
    said += [e.message for e in lonely.feed(Start("p00")) if isinstance(e, Announce)]
    said += [e.message for e in lonely.feed(Leave("p00")) if isinstance(e, Announce)]
    return said


def _catalogue(locale: str) -> dict[str, ast.Message]:
    path: Path = locales_dir() / locale / "tournaments.ftl"
    return catalogues.messages(path)  # parsed once a process (tests/catalogues.py)


def test_every_tournament_message_is_said_and_renders_in_every_language(localizer: Localizer) -> None:
    said = _messages_said()
    said += [arg for message in said for arg in message.args.values() if isinstance(arg, Message)]
    english = set(_catalogue("en"))
    assert {message.id for message in said} == english, "a message said by nothing, or said but not written"
    variants = {(m.id, tuple(sorted((k, v) for k, v in m.args.items() if isinstance(v, str) and k in
                                    {"how", "reason", "state", "left", "last", "shared", "format"})))
                for m in said}
    assert len(variants) >= 50
    unique = {(m.id, repr(sorted(m.args.items(), key=lambda item: item[0]))): m for m in said}
    assert len(localizer.locales) == 13
    for locale in localizer.locales:
        assert set(_catalogue(locale)) == english, locale
        for message in unique.values():
            text, problems = localizer.render_checked(message, locale)
            assert not problems and text.strip() and "{" not in text, (locale, message, problems)
            assert localizer.render(message, locale) == text
