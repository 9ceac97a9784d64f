"""Tournaments in the store, on SQLite and PostgreSQL: an event's settings, log, match tables and places
written inside the tick's transaction, read back after it is committed, the log replaying to the same
event; finished events kept to browse, cancelled ones not restored."""

from __future__ import annotations

from playpalace_backgammon.tournaments.core import Status, TournamentCore
from playpalace_backgammon.tournaments.effects import AppendLog
from playpalace_backgammon.tournaments.events import Join, Start
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings

from .store_backends import StorePlaces


def test_an_event_is_kept_and_read_back_on_either_database(store_at: StorePlaces) -> None:
    written: list[int] = []
    store = store_at.open("lobby", written=lambda: written.append(1))
    settings = TournamentSettings("Spring", "ann", Format.SWISS, 4, match_length=1)
    core = TournamentCore(settings, lambda: 1000)
    store.save_tournament("e1", {"core": settings.to_data(), "lobby": {"public": True}}, "registering")
    for event in (Join("ann", 1600.0), Join("ben", 1500.0), Join("Bot 1", 1500.0, True), Start("ann")):
        for effect in core.handle(event):
            if isinstance(effect, AppendLog):
                store.append_tournament_log("e1", effect.seq, effect.entry)
    store.link_tournament_match("e1", 1, 1, "t1-aaaa")
    store.link_tournament_match("e1", 1, 2, "t2-bbbb")
    assert store_at.rows("lobby", "SELECT count(*) FROM tournament_log") == [(0,)]  # not committed yet
    store.commit()
    assert written and store_at.rows("lobby", "SELECT count(*) FROM tournament_log") == [(4,)]
    (stored,) = store.stored_tournaments()
    assert stored.id == "e1" and stored.status == "registering" and len(stored.log) == 4
    again = TournamentCore.restore(TournamentSettings.from_data(stored.settings["core"]), stored.log)
    assert again.to_data() == core.to_data() and again.status is Status.RUNNING
    assert store.tournament_tables("e1") == {(1, 1): "t1-aaaa", (1, 2): "t2-bbbb"}
    store.save_tournament("e1", {"core": settings.to_data(), "lobby": {}}, "finished")
    store.record_places("e1", [(1, "ann"), (2, "Bot 1"), (3, "ben")], {"ann", "ben"})
    store.save_tournament("e2", {"core": settings.to_data(), "lobby": {}}, "cancelled")
    store.commit()
    assert [event.id for event in store.stored_tournaments()] == ["e1"]  # finished kept, cancelled not
    finishes = store.finishes_of("BEN")  # usernames in any case, as the profiles ask
    assert [(f.name, f.place, f.players) for f in finishes] == [("Spring", 3, 3)]
    assert store.finishes_of("Bot 1") == []  # bots have no profile
    store.close()
