"""The end of each event-loop tick: refresh the tables whose view changed, commit the store, then send.

Handlers never write to sockets themselves. During a tick they change tables (each accepted command is
appended to the store's open transaction), mark the tables whose menus must be refreshed, and queue packets
on clients. One ``flush``, scheduled with ``call_soon`` by the first of these, then does the rest in order:

1. each marked table rebuilds its views once (several commands in one tick cost one refresh);
2. the store commits: one commit per tick, and every log entry is durable before anyone hears of it; when
   the database refuses the tick's transaction (PostgreSQL away, a write refused), ``refused`` is told
   which tables wrote in it, before anything of the tick leaves: their owner stops them (the lobby's
   ``tables_refused``), as what they said was never kept; and ``moved`` the tables whose log entries a
   table owner's store refused because another owner holds them (``Lobby.tables_moved``);
3. every client's packets of the tick are handed to its socket, in one write (``Client.flush``).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from ..store.database import StoreError

if TYPE_CHECKING:
    from ..store.store import Store

_log = logging.getLogger(__name__)


class Flushable(Protocol):
    def flush(self) -> None: ...


class Outbox:
    """Collects the work of one tick and flushes it once, at the end of the tick."""

    def __init__(self, store: Store | None = None) -> None:
        self.store = store
        self._rooms: dict[Flushable, None] = {}
        self._clients: dict[Flushable, None] = {}
        self._scheduled = False
        self.ticks = 0
        # When each frame handled this tick was read, and how long frames took from being read to their
        # answers leaving for the socket (the last few thousand, in seconds): the server's own latency.
        self._arrivals: list[float] = []
        self._read = False  # bytes read from a person's socket since the last flush (``read``)
        self.latencies: deque[float] = deque(maxlen=20_000)
        # Called after every flush: whoever waits for the server's state to change (the tests) looks again.
        self.observers: list[Callable[[], None]] = []
        # Told the tables whose writes the store refused at the end of a tick (the server's lobby).
        self.refused: Callable[[frozenset[str]], None] | None = None
        # Told the tables whose log entries the store's fence refused at the tick's end (another owner holds
        # them: a table owner's batching store, ``store_pg``), before anything of the tick leaves.
        self.moved: Callable[[frozenset[str]], None] | None = None

    def arrived(self, at: float) -> None:
        """A frame read at ``at`` (``time.perf_counter``) was handled this tick."""
        self._arrivals.append(at)
        self._schedule()

    def read(self) -> None:
        """Bytes were read from a person's socket: a frame whose handling and answer are a turn or two of
        the loop away (the bot-only tables' passes wait for them, ``people_waiting``)."""
        self._read = True

    def people_waiting(self) -> bool:
        """Whether a person's frame was read since the last flush, or frames handled this tick wait for
        the flush that sends their answers."""
        return self._read or bool(self._arrivals)

    def latency_summary(self) -> dict[str, Any]:
        """p50 and p99 of the server-side latency, in milliseconds, over the recent frames."""
        ordered = sorted(self.latencies)
        if not ordered:
            return {"frames": 0}

        def at(fraction: float) -> float:
            return round(ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000, 3)

        return {"frames": len(ordered), "p50_ms": at(0.5), "p99_ms": at(0.99)}

    def refresh_at_tick_end(self, room: Flushable) -> None:
        """This table's views must be refreshed at the end of the tick."""
        self._rooms[room] = None
        self._schedule()

    def send_at_tick_end(self, client: Flushable) -> None:
        """This client has packets waiting for the end of the tick."""
        self._clients[client] = None
        self._schedule()

    def written(self) -> None:
        """The store has an open transaction to commit at the end of the tick."""
        self._schedule()

    def _schedule(self) -> None:
        if not self._scheduled:
            self._scheduled = True
            try:
                asyncio.get_running_loop().call_soon(self.flush)
            except RuntimeError:  # no loop (restoring at start-up, tools): flush now
                self.flush()

    def flush(self) -> None:
        self.ticks += 1
        self._read = False
        try:
            while self._rooms:
                rooms, self._rooms = self._rooms, {}
                for room in rooms:
                    try:
                        room.flush()
                    except Exception:  # one table's failure stays inside it
                        _log.exception("refreshing a table failed")
            if self.store is not None:
                try:
                    self.store.commit()
                except StoreError as error:
                    _log.error("the store refused a tick's writes (tables %s): %s",
                               ", ".join(sorted(error.tables)) or "none", error)
                    if self.refused is not None:
                        self.refused(error.tables)
                moved = self.store.take_moved()
                if moved and self.moved is not None:
                    self.moved(moved)
            clients, self._clients = self._clients, {}
            for client in clients:
                client.flush()
            if self._arrivals:
                done = time.perf_counter()
                self.latencies.extend(done - at for at in self._arrivals)
                self._arrivals = []
        finally:
            self._scheduled = False
            if self._rooms or self._clients or self._arrivals:
                self._schedule()
            for observer in list(self.observers):
                observer()
