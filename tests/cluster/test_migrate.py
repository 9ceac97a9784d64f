"""``migrate`` copies a store filled by real play into PostgreSQL: bot matches played by ``selfplay`` (its
command, gnubg-free levels), matches between people stored as the room driver stores them (so rated), one
under way, an account with a session, an analysis done and one asked for. Then everything read back from
PostgreSQL is what the file holds: every match, its log and lobby state, each match's record rebuilt by
replaying its log (.mat), the ratings and their history, the accounts, the analyses."""

from __future__ import annotations

import io
from pathlib import Path

import psycopg

from playpalace_backgammon.cli import main
from playpalace_backgammon.host.store.migrate import TABLES, migrate
from playpalace_backgammon.host.store.ratings import POOLS
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_pg import PgStore
from playpalace_backgammon.records import export_table
from tests.host.archive_matches import play_match


def _fill(path: Path) -> list[str]:
    """A store filled by play; the ids of its tables."""
    assert main(["selfplay", "--db", str(path), "--matches", "3", "--length", "3", "--levels",
                 "simple,random", "--seed", "7"]) == 0
    assert main(["selfplay", "--db", str(path), "--matches", "1", "--money", "--games", "2", "--seed",
                 "8"]) == 0
    store = Store(path)
    try:
        for number, seed in enumerate((11, 12, 13)):
            played = play_match(seed, 3)
            for state, status in played.saves:
                store.save_table(f"people{number}", "backgammon", state, status.value)
            for seq, entry in enumerate(played.log, 1):
                store.append_log(f"people{number}", seq, entry)
        under_way = play_match(14, 5, max_steps=25)
        for state, status in under_way.saves:
            store.save_table("live", "backgammon", state, status.value)
        for seq, entry in enumerate(under_way.log, 1):
            store.append_log("live", seq, entry)
        assert store.add_user("Ann", "hash-of-ann", "fr")
        store.add_session("token-1", "Ann", 2**40)
        store.save_analysis("people0", 1, {"players": [{"error_rate": 4.5}, {"error_rate": 7.25}]}, "(;SGF)")
        store.request_analysis("people1", 2)
        return [match.id for match in store.all_matches()]
    finally:
        store.close()


def _everything(store: Store, ids: list[str]) -> dict[str, object]:
    """All that the store says of its tables, players and analyses."""
    seen: dict[str, object] = {
        "matches": store.all_matches(), "unfinished": store.unfinished_tables(),
        "standings": store.all_standings(), "analyses": store.unfinished_analyses(),
        "user": store.user("ANN"), "session": store.session_user("token-1"),
        "boards": {pool: store.leaderboard(pool, 0, 100) for pool in POOLS},
    }
    for match_id in ids:
        match = store.match(match_id)
        state = store.table_state(match_id)
        log = store.match_log(match_id)
        assert match is not None and state is not None and log
        seen[match_id] = (match, state, log, store.stored_analysis(match_id),
                          export_table(state, log, "mat", started_at=match.started_at, match_id=match_id)
                          if match.result != "playing" else None)
    for name in {name for match in store.all_matches() for name in match.players.values()}:
        seen[f"history {name}"] = store.rating_history(name, 0, 100)
        seen[f"money {name}"] = store.money_totals(name)
    return seen


def test_a_played_store_migrates_whole_and_reads_the_same(tmp_path: Path, pg_url: str) -> None:
    path = tmp_path / "played.sqlite3"
    ids = _fill(path)
    assert len(ids) == 8 and any(i.startswith("selfplay-") for i in ids)
    out, err = io.StringIO(), io.StringIO()
    assert migrate(path, pg_url, out, err) == 0, err.getvalue()
    copied = dict(line.split("\t") for line in out.getvalue().splitlines())
    assert list(copied) == list(TABLES)
    assert int(copied["table_log"]) > 100 and int(copied["rating_changes"]) == 6  # three rated matches
    source, target = Store(path), PgStore(pg_url)
    try:
        expected = _everything(source, ids)
        assert _everything(target, ids) == expected
        assert all(record[4] for key, record in expected.items()  # type: ignore[index]
                   if key in ids and key != "live")  # every finished match's record was rebuilt
        # The copy goes on as the server would: a new rated match is numbered after the copied history.
        assert target.add_user("bob2", "h", "en") and not target.add_user("BOB2", "h", "en")
        before = len(target.rating_history("ann", 0, 100))
        played = play_match(21, 1)
        for state, status in played.saves:
            assert isinstance(target.save_table("fresh", "backgammon", state, status.value), list)
        assert len(target.rating_history("ann", 0, 100)) == before + 1
        assert target.rating_history("ann", 0, 1)[0].match_id == "fresh"
    finally:
        source.close()
        target.close()


def test_a_database_that_holds_a_store_is_refused_and_left_as_it_was(tmp_path: Path, pg_url: str) -> None:
    path = tmp_path / "small.sqlite3"
    store = Store(path)
    store.add_user("ann", "h", "en")
    store.close()
    assert migrate(path, pg_url, io.StringIO(), io.StringIO()) == 0
    err = io.StringIO()
    assert migrate(path, pg_url, io.StringIO(), err) == 2
    assert "already holds a store" in err.getvalue() and "users" in err.getvalue()
    with psycopg.connect(pg_url) as db:
        assert db.execute("SELECT count(*) FROM users").fetchone() == (1,)
    assert migrate(tmp_path / "missing.sqlite3", pg_url, io.StringIO(), err) == 2
    assert migrate(path, "sqlite:///elsewhere", io.StringIO(), err) == 2
    assert "no store at" in err.getvalue() and "not a postgresql:// URL" in err.getvalue()
