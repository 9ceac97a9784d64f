"""The state of a process by its id, from /proc (tests that check processes end): the same functions
``make cluster`` uses (``host/cluster/services``)."""

from __future__ import annotations

from playpalace_backgammon.host.cluster.services import ended, process_state

__all__ = ["ended", "process_state"]
