"""Ownership that cannot split, on a real PostgreSQL: owners race each other on connections of their own
(threads released together by a barrier), and an owner whose heartbeat stopped keeps writing while another
takes its table. Liveness is waited for as PostgreSQL judges it (polled, never slept on)."""

from __future__ import annotations

import random
import threading
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from playpalace_backgammon.host.store.database import StoreError
from playpalace_backgammon.host.store.ownership import Claim, Ownership
from playpalace_backgammon.host.store.store_pg import PgStore
from tests.cluster.ownerships import race, registered_owners
from tests.cluster.services import read

TTL = 1.0  # seconds without a heartbeat after which PostgreSQL counts an owner dead
WAIT = 60.0  # the most a test waits for PostgreSQL to count an owner dead


@pytest.fixture
def owners(pg_url: str) -> Iterator[Callable[[str], Ownership]]:
    yield from registered_owners(pg_url, TTL)


def _wait_dead(judge: Ownership, dead: str, keep_alive: list[Ownership]) -> None:
    """Until PostgreSQL counts ``dead`` dead, the owners of ``keep_alive`` beating their hearts."""
    deadline = threading.Event()
    timer = threading.Timer(WAIT, deadline.set)
    timer.start()
    try:
        while dead in judge.live_owners():
            assert not deadline.is_set(), f"{dead} still counted live"
            for owner in keep_alive:
                owner.renew()
            deadline.wait(0.05)
    finally:
        timer.cancel()
    for owner in keep_alive:
        assert owner.renew()


def _owner_rows(url: str) -> dict[str, tuple[str | None, int]]:
    rows = read(url, "SELECT table_id, owner, epoch FROM table_owners")
    return {str(table): (owner, int(epoch)) for table, owner, epoch in rows}


def test_three_owners_racing_for_the_same_new_tables_each_table_goes_to_one(owners, pg_url: str) -> None:
    racers = [owners(name) for name in ("a", "b", "c")]
    tables = [f"t{number}" for number in range(40)]

    def claim_all(owner: Ownership, seed: int) -> dict[str, int]:
        order = tables[:]
        random.Random(seed).shuffle(order)
        return {table: epoch for table in order if (epoch := owner.claim(table)) is not None}

    won = race(*(lambda o=owner, s=seed: claim_all(o, s) for seed, owner in enumerate(racers)))
    winners = Counter(table for claims in won for table in claims)  # type: ignore[attr-defined]
    assert set(winners) == set(tables) and set(winners.values()) == {1}
    rows = _owner_rows(pg_url)
    for owner, claims in zip(racers, won, strict=True):
        assert all(rows[table] == (owner.owner, 1) for table in claims)  # type: ignore[attr-defined]
        assert owner.held() == claims
    assert all(owner.claim(tables[0]) is None for owner in racers)  # a live owner holds it


def test_a_dead_owners_tables_are_shared_fairly_by_two_racing_claimers_and_none_twice(owners, pg_url) -> None:
    dead, second, third = owners("a"), owners("b"), owners("c")
    tables = {f"t{number:02d}" for number in range(30)}
    assert all(dead.claim(table) == 1 for table in tables)
    assert second.claim_orphans() == [] and third.claim_orphans() == []  # its owner is live: none to take
    _wait_dead(second, "a", [second, third])
    got = race(second.claim_orphans, third.claim_orphans)
    claims_b, claims_c = (set(claims) for claims in got)  # type: ignore[call-overload]
    assert len(claims_b) == len(claims_c) == 15  # 30 tables, two live owners
    assert {c.table_id for c in claims_b} | {c.table_id for c in claims_c} == tables
    assert {c.epoch for c in claims_b | claims_c} == {2}  # each changed hands once
    rows = _owner_rows(pg_url)
    assert all(rows[c.table_id] == ("b", 2) for c in claims_b) and all(rows[c.table_id] == ("c", 2)
                                                                        for c in claims_c)
    assert second.claim_orphans() == [] and third.claim_orphans() == []  # nothing left, nothing twice
    assert not dead.renew()  # its heart had stopped: it learns so, and holds nothing any more
    assert dead.held() == {}


def test_a_forgotten_owner_learns_it_at_its_next_beat_and_is_live_again(owners, pg_url: str) -> None:
    """A dead owner holding nothing is forgotten (its row deleted by a claimer); its next beat says its
    heart had stopped, as for one counted dead, and registers it again."""
    import psycopg

    owner = owners("a")
    assert owner.renew() and owner.alive()
    with psycopg.connect(pg_url, autocommit=True) as connection:
        connection.execute("DELETE FROM owners WHERE owner = 'a'")
    assert not owner.alive()
    assert not owner.renew()
    assert owner.alive() and owner.renew()


def test_a_fair_share_counts_what_each_live_owner_holds(owners) -> None:
    dead, busy, idle = owners("a"), owners("b"), owners("c")
    for number in range(6):
        assert dead.claim(f"d{number}") == 1
    for number in range(4):
        assert busy.claim(f"b{number}") == 1
    _wait_dead(busy, "a", [busy, idle])
    # Ten tables, two live owners: five each. The busy one holds four and takes one; the idle one five.
    assert [c.table_id for c in busy.claim_orphans()] == ["d0"]
    assert idle.claim_orphans() == [Claim(f"d{number}", 2) for number in range(1, 6)]
    assert busy.claim_orphans() == [] and idle.claim_orphans() == []


def test_a_released_table_never_takes_back_an_old_epoch(owners, pg_url: str) -> None:
    first, second = owners("a"), owners("b")
    assert first.claim("t1") == 1
    assert not second.release("t1", 1) and first.release("t1", 1)
    assert _owner_rows(pg_url)["t1"] == (None, 2)
    assert second.claim_orphans() == []  # a released table is no one's orphan
    assert second.claim("t1") == 3  # taken again, at an epoch never held before


def test_an_owner_whose_heart_stopped_writes_nothing_once_its_table_moved(owners, pg_url: str) -> None:
    """The old owner keeps appending, a tick of three entries a commit, while the new owner claims the
    table, reads its log and goes on from there: every entry is written once, the old owner's only before
    the claim, and every append the old owner was told succeeded is in the log."""
    old_owner, new_owner = owners("a"), owners("b")
    assert old_owner.claim("t1") == 1
    old = PgStore(pg_url, written=lambda: None, owner="a")
    old.hold("t1", 1)
    written: list[int] = []
    refused: list[int] = []
    started = threading.Event()
    give_up = threading.Event()  # set only if the test fails first: the writer never outruns the claim

    def keep_writing() -> None:
        seq = 0
        while not refused and not give_up.is_set():
            for _ in range(3):
                seq += 1
                (written if old.append_log("t1", seq, {"by": "a", "seq": seq}) else refused).append(seq)
            old.commit()
            if len(written) >= 6:
                started.set()
        started.set()

    writer = threading.Thread(target=keep_writing, daemon=True)
    writer.start()
    assert started.wait(WAIT)
    _wait_dead(new_owner, "a", [new_owner])
    epoch = new_owner.claim("t1")
    assert epoch == 2
    new = PgStore(pg_url, written=lambda: None, owner="b")
    new.hold("t1", epoch)
    after = len(new.match_log("t1"))
    for seq in range(after + 1, after + 4):
        assert new.append_log("t1", seq, {"by": "b", "seq": seq})
    new.commit()
    writer.join(timeout=WAIT)
    give_up.set()
    assert not writer.is_alive() and refused  # the old owner was refused once the table moved
    assert not old.append_log("t1", after + 4, {"by": "a"})  # and stays refused
    old.commit()
    log = new.match_log("t1")
    assert [entry["seq"] for entry in log] == list(range(1, after + 4))  # each once, none lost
    assert [entry["seq"] for entry in log if entry["by"] == "a"] == written == list(range(1, after + 1))
    assert all(entry["by"] == "b" for entry in log[after:])
    # Its saves of the table's lobby state change nothing either; the new owner's do.
    state = {"names": ["ann", "bob"], "options": {"match_length": 3}}
    old.save_table("t1", "backgammon", {**state, "by": "a"}, "waiting")
    old.commit()
    assert new.table_state("t1") is None
    new.save_table("t1", "backgammon", {**state, "by": "b"}, "waiting")
    new.commit()
    assert new.table_state("t1") == {**state, "by": "b"}
    old.close()
    new.close()


def test_a_paused_owners_open_transaction_is_ended_after_the_time_to_live_and_its_table_claimed(
        owners, pg_url: str) -> None:
    """An owner stopped in mid-tick (an append made, the row share-locked, the commit never reached) holds
    its lock only until PostgreSQL ends its idle transaction (``idle_in_transaction_session_timeout``, the
    time to live): claimers, which skip locked rows, then take the table; the stalled write never lands,
    and the old owner's commit says so."""
    old_owner, new_owner = owners("a"), owners("b")
    assert old_owner.claim("t1") == 1
    old = PgStore(pg_url, written=lambda: None, owner="a", idle_timeout=TTL)
    assert old._pg.execute("SHOW idle_in_transaction_session_timeout").fetchone() == ("1s",)
    old.hold("t1", 1)
    assert old.append_log("t1", 1, {"by": "a", "seq": 1})  # and then the process stops before its commit
    old_owner.retire()  # its heart stopped
    deadline = threading.Event()
    timer = threading.Timer(WAIT, deadline.set)
    timer.start()
    try:
        while not (claims := new_owner.claim_orphans()):
            assert not deadline.is_set(), "the paused owner's lock was never released"
            new_owner.renew()
            deadline.wait(0.05)
    finally:
        timer.cancel()
    assert claims == [Claim("t1", 2)]
    with pytest.raises(StoreError):
        old.commit()  # its session was ended with the transaction
    new = PgStore(pg_url, written=lambda: None, owner="b")
    assert new.match_log("t1") == []
    assert not old.append_log("t1", 1, {"by": "a", "seq": 1})  # on its new connection, fenced
    old.commit()
    assert new.match_log("t1") == []
    old.close()
    new.close()


def test_an_events_log_is_fenced_by_its_ownership_as_a_tables_is(
        pg_url: str, owners: Callable[[str], Ownership]) -> None:
    """An event's ownership is a table's row under the event's id: its old owner's appends after another
    claimed it write nothing; the new owner's go on from its log."""
    first, second = owners("a"), owners("b")
    old, new = PgStore(pg_url, owner="a"), PgStore(pg_url, owner="b")
    try:
        assert first.claim("e1-spring") == 1
        old.hold("e1-spring", 1)
        old.save_tournament("e1-spring", {"core": {"name": "Spring"}}, "registering")
        old.append_tournament_log("e1-spring", 1, {"by": "a"})
        first.retire()
        assert second.claim_orphans() == [Claim("e1-spring", 2)]
        old.append_tournament_log("e1-spring", 2, {"by": "a, late"})  # fenced: nothing written
        new.hold("e1-spring", 2)
        new.append_tournament_log("e1-spring", 2, {"by": "b"})
        stored = new.stored_tournament("e1-spring")
        assert stored is not None and stored.log == [{"by": "a"}, {"by": "b"}]
        assert new.stored_tournament("e2-none") is None
    finally:
        old.close()
        new.close()
