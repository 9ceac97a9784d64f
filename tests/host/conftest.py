"""Fixtures: a real lobby server on a loopback port with a fresh SQLite file, and clients to talk to it;
stores on each backend (``store_at``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from playpalace_backgammon.host.net.config import ServerConfig

from .live_server import ThreadedServer, WsClient
from .store_backends import BACKENDS, StorePlaces


@pytest.fixture(params=BACKENDS)
def store_at(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StorePlaces]:
    """A test's stores on SQLite, then on PostgreSQL: the same test runs on each."""
    places = StorePlaces(request.param, tmp_path, request)
    yield places
    places.drop()


@pytest.fixture(scope="module", params=BACKENDS)
def module_store_at(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
                    ) -> Iterator[StorePlaces]:
    """``store_at`` for a module's fixtures."""
    places = StorePlaces(request.param, tmp_path_factory.mktemp("stores"), request)
    yield places
    places.drop()


@pytest.fixture
def make_server(tmp_path: Path) -> Iterator[Callable[..., ThreadedServer]]:
    servers: list[ThreadedServer] = []

    def make(*, light_hashes: bool = True, **overrides: object) -> ThreadedServer:
        settings: dict[str, object] = {"port": 0, "db": tmp_path / "lobby.sqlite3"}
        settings.update(overrides)
        config = ServerConfig(**settings)  # type: ignore[arg-type]
        server = ThreadedServer(config, light_hashes=light_hashes).start()
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.stop()


@pytest.fixture
def server(make_server: Callable[..., ThreadedServer]) -> ThreadedServer:
    return make_server()


@pytest.fixture
def connect(server: ThreadedServer) -> Iterator[Callable[..., WsClient]]:
    clients: list[WsClient] = []

    def make(*, use_msgpack: bool = False) -> WsClient:
        client = WsClient(server.url, use_msgpack=use_msgpack)
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.close()
