"""An owner's lease (``TableOwner.assure``), on the real PostgreSQL without sockets: while the lease holds,
nothing is asked of PostgreSQL; once it has run out (as after a pause) the owner beats before anything else
is said, and drops a table another owner took meanwhile; then the lease holds again."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

import psycopg

from playpalace_backgammon.host.cluster.table_owner import TableOwner
from playpalace_backgammon.host.store.ownership import Ownership
from playpalace_backgammon.host.store.store_pg import PgStore

TTL = 60.0  # no beat of the loop's own during the test: only ``assure`` beats


def test_an_owner_past_its_lease_beats_first_and_drops_the_table_that_moved(pg_url: str) -> None:
    store = PgStore(pg_url, owner="owner-a")
    dropped: list[str] = []
    room = SimpleNamespace(id="t1")

    def table_refused(refused: SimpleNamespace) -> None:  # as the lobby does: the table leaves it
        dropped.append(refused.id)
        lobby.rooms.pop(refused.id)
        store.let_go(refused.id)

    lobby = SimpleNamespace(rooms={}, unsaved=set(), tables=SimpleNamespace(), table_refused=table_refused,
                            tournaments=SimpleNamespace(events={}))
    other = Ownership(pg_url, "owner-b", TTL)

    async def scenario() -> None:
        owner = TableOwner(lobby, store, Ownership(pg_url, "owner-a", TTL))  # type: ignore[arg-type]
        owner.start()
        try:
            assert owner.claim_new("t1")
            lobby.rooms["t1"] = room
            owner.assure()  # the lease holds: no beat
            assert owner.beats == 0 and dropped == []

            # owner-a falls silent (its heartbeat as old as can be) and owner-b takes its table.
            with psycopg.connect(pg_url, autocommit=True) as db:
                db.execute("UPDATE owners SET heartbeat_at = '-infinity' WHERE owner = 'owner-a'")
            other.register()
            assert [(claim.table_id, claim.epoch) for claim in other.claim_orphans()] == [("t1", 2)]

            owner.lease_until = time.monotonic() - 1  # the lease has run out, as after a pause
            owner.assure()
            assert owner.beats == 1 and dropped == ["t1"] and store.epoch("t1") is None
            assert owner.lease_until > time.monotonic()
            owner.assure()  # the lease holds again
            assert owner.beats == 1
        finally:
            await owner.stop()
            owner.retire()

    try:
        asyncio.run(scenario())
    finally:
        other.close()
        store.close()
