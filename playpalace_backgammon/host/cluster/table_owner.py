"""A table owner's ownership loop (``serve --role tables``, docs/scaling.md): the process registers as an
owner in PostgreSQL (``store.ownership``), beats its heart, claims each table it creates, takes a fair share
of dead owners' tables and rebuilds each from its log, and drops a table the moment it no longer holds it.

Every beat (a quarter of the time to live): ``renew``; when the heart had stopped too long (the process was
paused or cut off), the tables it holds are asked again and every table it no longer holds at the epoch it
had is dropped (``Lobby.table_refused``: its people on this process's own port told it moved, its gateways'
listeners let go without a word, as the new owner brings them back); tables closed here are released; then
``claim_orphans`` and each claimed table rebuilt (``Lobby.rebuild``: its log replayed, its bots asked, its
people back at their seats when they come), and each claimed tournament after them (its running matches'
tables claimed with it, its director rebuilt from its log: ``Tournaments.restore_event``), and any table
of an event running here whose owner died since (an event's tables go with the event, never to another
owner, so its director sees every match end). Between beats,
a write to a table that moved is refused by the store's fence and the room stops at once
(``Room.refused``). Nothing here waits on the event loop's ticks: the ownership connection is the
``Ownership``'s own.

The lease: PostgreSQL takes this owner for live until its last heartbeat is ``ttl`` old, so nobody can take
its tables before ``ttl`` after a renew began. Past that (the process was paused, or starved), ``assure``
beats at once before anything leaves for the bus: a paused owner that resumes drops the tables that moved
before it says a word for them (``cluster.table_service`` asks it before each message it sends).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from playpalace_backgammon.tournaments.core import Status

from ..lobby.lobby import Lobby
from ..store.ownership import Claim, Ownership
from ..store.store_pg import PgStore

_log = logging.getLogger(__name__)


class TableOwner:
    """One process's tables as PostgreSQL records them: claimed, renewed, taken over, let go."""

    def __init__(self, lobby: Lobby, store: PgStore, ownership: Ownership) -> None:
        self.lobby = lobby
        self.store = store
        self.ownership = ownership
        self.beats = 0
        self.taken = 0  # tables taken over from dead owners
        self.lease_until = 0.0  # (monotonic) until when no other owner can have taken a table of this one
        self._checked_at = 0.0  # (monotonic) when the last heartbeat began
        self.events_taken = 0  # tournaments taken over from dead owners
        self._task: asyncio.Task[None] | None = None
        self.on_taken: Callable[[str], None] | None = None  # told each table taken over (the bus's side)
        lobby.tables.claim_new = self.claim_new
        lobby.tournaments.claim_new = self.claim_new  # an event's ownership is a table's, under its id

    @property
    def name(self) -> str:
        return self.ownership.owner

    def start(self) -> None:
        """Register as a live owner and take a first share of dead owners' tables (and any unfinished
        table nobody has ever owned: one served before by the one process, or migrated); then beat on the
        event loop."""
        began = time.monotonic()
        self.ownership.register()
        self.lease_until = began + self.ownership.ttl
        for stored in self.store.unfinished_tables():
            if self.store.epoch(stored.id) is None and not self.store.owned_ever(stored.id):
                epoch = self.ownership.claim(stored.id)
                if epoch is not None:
                    self._take(Claim(stored.id, epoch))
        self._claim_orphans()
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        """Beat no more; once the tables are saved (the server's stop), ``retire`` lets the others take
        them at their next beat."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    def retire(self) -> None:
        try:
            self.ownership.retire()
        finally:
            self.ownership.close()

    async def _run(self) -> None:
        period = self.ownership.ttl / 4
        while True:
            await asyncio.sleep(period)
            try:
                self.beat()
            except Exception:  # PostgreSQL away: the next beat tries again; the fence keeps writes safe
                _log.exception("owner %s: a heartbeat failed", self.name)

    def beat(self) -> None:
        """One heartbeat: renew, drop what moved, release what closed, claim a share of the orphans."""
        self.beats += 1
        began = self._checked_at = time.monotonic()
        if not self.ownership.renew():
            _log.warning("owner %s: the heart had stopped; checking which tables are still held", self.name)
            self._drop_moved(self.ownership.held())
        self.lease_until = began + self.ownership.ttl  # what moved is dropped: the rest is this owner's
        self._release_closed()
        self._claim_orphans()
        self._follow_events()

    def assure(self) -> None:
        """Before anything is said for a table: past the lease, beat now (once; the loop's beats go on
        after that), so that a table another owner took meanwhile is dropped first. PostgreSQL away, the
        beat fails and nothing is held back: the fence still keeps every write safe."""
        if time.monotonic() < self.lease_until or self._checked_at >= self.lease_until:
            return
        try:
            self.beat()
        except Exception:
            _log.exception("owner %s: a heartbeat past the lease failed", self.name)

    def claim_new(self, table_id: str) -> bool:
        """A table this process creates, claimed at epoch 1 before its first write."""
        epoch = self.ownership.claim(table_id)
        if epoch is None:
            return False
        self.store.hold(table_id, epoch)
        return True

    def _drop_moved(self, held: dict[str, int]) -> None:
        for room in list(self.lobby.rooms.values()):
            if held.get(room.id) != self.store.epoch(room.id):
                _log.warning("owner %s: table %s moved to another owner; dropped", self.name, room.id,
                             extra={"table": room.id})
                self.lobby.table_refused(room)

    def _release_closed(self) -> None:
        for table_id, epoch in list(self.store.held_epochs().items()):
            room = self.lobby.rooms.get(table_id)
            event = self.lobby.tournaments.events.get(table_id)
            running = event is not None and event.core.status is not Status.FINISHED
            kept = table_id in self.lobby.unsaved or running
            if room is None and not kept:  # (one waiting for the store is kept, and an event running here)
                self.ownership.release(table_id, epoch)
                self.store.let_go(table_id)

    def _claim_orphans(self) -> None:
        """A share of dead owners' tables and events; the tables rebuilt first, so that an event taken in
        the same beat finds its running matches' tables here."""
        claims = self.ownership.claim_orphans()
        events = [claim for claim in claims if self.store.stored_table(claim.table_id) is None
                  and self.store.stored_tournament(claim.table_id) is not None]
        for claim in claims:
            if claim not in events:
                self._take(claim)
        for claim in events:
            self._take_event(claim)

    def _take_event(self, claim: Claim) -> None:
        """A claimed event (its ownership is a table's, under its id): held at its new epoch, its matches'
        tables whose owner is dead claimed with it (nobody else claims them: ``claim_orphans`` leaves an
        event's tables to the event's owner), then its director rebuilt from its log. One over is let go
        at once."""
        self.store.hold(claim.table_id, claim.epoch)
        for table in self.ownership.claim_event_tables([claim.table_id]):
            self._take(table)
        stored = self.store.stored_tournament(claim.table_id)
        if stored is None or stored.status not in ("registering", "running"):
            self.ownership.release(claim.table_id, claim.epoch)
            self.store.let_go(claim.table_id)
            return
        self.lobby.tournaments.restore_event(stored)
        self.events_taken += 1
        _log.info("owner %s: took event %s at epoch %d (%d log entries)", self.name, claim.table_id,
                  claim.epoch, len(stored.log), extra={"table": claim.table_id})

    def _follow_events(self) -> None:
        """The tables of the events running here whose owner died since (or that a claim skipped while
        another held its row): claimed and rebuilt, and so watched by the event's director again
        (``Lobby.rebuild`` has the director adopt a table of its event)."""
        running = [event_id for event_id, event in self.lobby.tournaments.events.items()
                   if event.core.status is not Status.FINISHED]
        for claim in self.ownership.claim_event_tables(running):
            self._take(claim)

    def _take(self, claim: Claim) -> None:
        """A claimed table: held at its new epoch, then rebuilt from its log (read after the claim, so it
        holds every entry the old owner wrote); one that is over is let go at once."""
        self.store.hold(claim.table_id, claim.epoch)
        stored = self.store.stored_table(claim.table_id)
        kind = self.lobby.games.get(stored.game) if stored is not None else None
        room = self.lobby.rebuild(kind, claim.table_id) if kind is not None else None
        if room is None:
            self.ownership.release(claim.table_id, claim.epoch)
            self.store.let_go(claim.table_id)
            return
        self.taken += 1
        if self.on_taken is not None:
            self.on_taken(claim.table_id)
        _log.info("owner %s: took table %s at epoch %d (%d log entries)", self.name, claim.table_id,
                  claim.epoch, room.core.seq, extra={"table": claim.table_id})

    def health(self) -> dict[str, object]:
        return {"owner": self.name, "held": len(self.store.held_epochs()), "taken": self.taken,
                "events_taken": self.events_taken,
                "beats": self.beats, "waiting_for_store": len(self.lobby.unsaved)}
