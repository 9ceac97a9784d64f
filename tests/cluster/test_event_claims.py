"""An event's tables go with the event when its owner dies (docs/scaling.md, "A dead owner's events"), on a
real PostgreSQL without sockets: owners racing for a dead owner's orphans never take a table of an event
someone holds, and the event's new owner takes them all, so its director sees every match end."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest

from playpalace_backgammon.host.store.ownership import Claim, Ownership
from tests.cluster.ownerships import race, registered_owners

TTL = 30.0  # nobody dies here but by retiring


@pytest.fixture
def owners(pg_url: str) -> Iterator[Callable[[str], Ownership]]:
    yield from registered_owners(pg_url, TTL)


@pytest.fixture
def director(pg_url: str) -> Iterator[psycopg.Connection[Any]]:
    """The connection ``_link`` records through, one for the test (one a link was a backend each)."""
    with psycopg.connect(pg_url, autocommit=True) as db:
        yield db


def _link(db: psycopg.Connection[Any], event_id: str, *tables: str) -> None:
    """``tables`` play round 1's matches of ``event_id`` (as the director records each table it opens)."""
    with db.transaction():
        for number, table_id in enumerate(tables, start=1):
            db.execute("INSERT INTO tournament_matches (tournament_id, round, match, table_id)"
                       " VALUES (%s, 1, %s, %s)", (event_id, number, table_id))


def test_a_dead_owners_event_and_its_tables_go_to_one_owner_however_the_claims_race(owners, director) -> None:
    """An event (sorting first), its three running tables and four plain tables on a dead owner; two owners
    claim their fair shares at once, 20 times over: the tables of the event never go to the owner that did
    not take the event, and the event's owner takes every one of them with ``claim_event_tables``."""
    for attempt in range(20):
        dead, second, third = owners(f"a{attempt}"), owners(f"b{attempt}"), owners(f"c{attempt}")
        event, matches = f"e{attempt:02d}", [f"m{attempt:02d}-{n}" for n in range(3)]
        plain = [f"t{attempt:02d}-{n}" for n in range(4)]
        for table_id in [event, *matches, *plain]:
            assert dead.claim(table_id) == 1
        _link(director, event, *matches)
        dead.retire()
        got = race(second.claim_orphans, third.claim_orphans)
        for claimer, other, claims in ((second, third, got[0]), (third, second, got[1])):
            taken = {claim.table_id for claim in claims}
            assert not taken & set(matches), (attempt, taken)  # never claimed apart from their event
            if event in taken:
                assert other.claim_event_tables([event]) == []  # (a held event's tables are its owner's)
                assert claimer.claim_event_tables([event]) == [Claim(table, 2) for table in matches]
        assert event in {claim.table_id for claims in got for claim in claims}  # someone took the event
        left = second.claim_orphans() + third.claim_orphans()
        assert {claim.table_id for claim in left} | {c.table_id for claims in got for c in claims} \
            == {event, *plain}  # the plain tables are shared as before, none twice
        for owner in (second, third):
            assert owner.claim_event_tables([event]) == []  # nothing left, nothing twice


def test_an_event_owners_later_death_leaves_its_tables_for_the_event_and_a_released_events_go_free(
        owners, director) -> None:
    """The event's owner lives while a table of it is on a dead owner (a claim that skipped its row):
    the orphan share leaves that table to the event's owner, who takes it at its next beat. Once the
    event is released (finished), a table of it left on a dead owner is anyone's orphan again."""
    holder, dead, third = owners("h"), owners("d"), owners("x")
    assert holder.claim("e1") == 1
    assert dead.claim("m1") == 1 and dead.claim("m2") == 1
    _link(director, "e1", "m1", "m2")
    dead.retire()
    assert third.claim_orphans() == []  # both are the event's
    assert holder.claim_orphans() == []
    assert holder.claim_event_tables(["e1"]) == [Claim("m1", 2), Claim("m2", 2)]
    assert holder.release("m2", 2)  # its match over and its table closed
    assert third.claim_event_tables(["e1"]) == []  # a released table is nobody's orphan

    ghost = owners("g")
    assert ghost.claim("m3") == 1
    _link(director, "e2", "m3")
    assert holder.claim("e2") == 1 and holder.release("e2", 1)  # e2 finished and let go
    ghost.retire()
    assert third.claim_orphans() == [Claim("m3", 2)]
