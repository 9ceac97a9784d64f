"""Who is online: the logged-in clients by name, one a name (a second login takes the first one's place)."""

from __future__ import annotations

from collections.abc import Iterator

from ..net.client import Client


class Online:
    """The clients logged in, by the name they logged in with."""

    def __init__(self) -> None:
        self._clients: dict[str, Client] = {}

    def __len__(self) -> int:
        return len(self._clients)

    def __iter__(self) -> Iterator[Client]:
        return iter(list(self._clients.values()))

    def add(self, client: Client) -> None:
        """``client`` logged in (it has a name)."""
        assert client.username is not None
        self._clients[client.username] = client

    def remove(self, client: Client) -> None:
        """``client`` left; a later login under its name that took its place stays."""
        if client.username is not None and self._clients.get(client.username) is client:
            del self._clients[client.username]

    def get(self, username: str) -> Client | None:
        """The client logged in as exactly ``username``."""
        return self._clients.get(username)

    def find(self, username: str) -> Client | None:
        """The client logged in as ``username``, spelt as they logged in or in another case (a store's name
        and a login's may differ in case)."""
        client = self._clients.get(username)
        if client is None:
            folded = username.casefold()
            client = next((c for name, c in self._clients.items() if name.casefold() == folded), None)
        return client

    def names(self) -> list[str]:
        """Everyone online, sorted without regard to case."""
        return sorted(self._clients, key=str.casefold)
