"""How many websocket connections the server holds at once: in all, and from one address.

Each open connection costs the server memory (its client, its queues, the websocket's buffers) whether or
not it ever logs in, so a client opening connections without end would make the server spend memory without
end. Past either bound a new connection is told why and closed at once. Many people may share an address (a
club, a school, a household behind one router), so the bound per address is generous; an operator who puts
a proxy in front of the server (every connection then comes from the proxy's address) raises it.
"""

from __future__ import annotations

from collections import Counter
from enum import Enum


class Admission(Enum):
    """Whether a new connection may stay, and if not, which bound it met."""

    ADMITTED = "admitted"
    SERVER_FULL = "server_full"
    ADDRESS_FULL = "address_full"


class ConnectionLimits:
    """Counts open connections in all and per address; ``admit`` before serving one, ``release`` after."""

    def __init__(self, total: int, per_address: int) -> None:
        self.total = total
        self.per_address = per_address
        self._open = 0
        self._by_address: Counter[str] = Counter()

    @property
    def open(self) -> int:
        return self._open

    def admit(self, address: str) -> Admission:
        """Counts the connection in if both bounds allow it; an admitted one must be released."""
        if self._open >= self.total:
            return Admission.SERVER_FULL
        if self._by_address[address] >= self.per_address:
            return Admission.ADDRESS_FULL
        self._open += 1
        self._by_address[address] += 1
        return Admission.ADMITTED

    def release(self, address: str) -> None:
        """An admitted connection has ended."""
        self._open -= 1
        self._by_address[address] -= 1
        if self._by_address[address] <= 0:
            del self._by_address[address]  # the table holds only addresses with connections open
