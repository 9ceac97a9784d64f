"""Who is online across gateways, and a finished match's news for players who left its table, without a
socket: two gateways' lobbies (``GatewayLobby``) on one in-process ``LocalBroker`` and one SQLite store,
players as ``RecordingClient``s; and the owner's side, ``MatchNotices``, passing on what it cannot tell
itself."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.host.cluster.bus import LocalBroker, Subjects
from playpalace_backgammon.host.cluster.gateway import GatewayLobby
from playpalace_backgammon.host.cluster.remote import pack
from playpalace_backgammon.host.cluster.table_service import TableService
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.server import LobbyServer
from playpalace_backgammon.host.store.ratings import RatingChange, Standing
from tests.host.recording_client import RecordingClient


async def until(check: Callable[[], Any]) -> None:
    """Let the bus's tasks run until ``check()`` holds (each message is handled on a task of its own)."""
    async with asyncio.timeout(10):
        while not check():
            await asyncio.sleep(0)


@pytest.fixture
def broker() -> LocalBroker:
    return LocalBroker()


@pytest.fixture
async def gateways(tmp_path: Path, broker: LocalBroker) -> AsyncIterator[tuple[GatewayLobby, GatewayLobby]]:
    servers = [LobbyServer(ServerConfig(db=tmp_path / "shared.sqlite3", role="gateway", owner=name,
                                        warm_bots=False)) for name in ("gw-a", "gw-b")]
    lobbies = []
    for server in servers:
        assert isinstance(server.lobby, GatewayLobby)
        await server.lobby.join_bus(broker.connect())
        lobbies.append(server.lobby)
    yield lobbies[0], lobbies[1]
    for server in servers:
        assert isinstance(server.lobby, GatewayLobby)
        await server.lobby.leave_bus()
        server.store.close()


def log_in(lobby: GatewayLobby, name: str) -> RecordingClient:
    client = RecordingClient(name)
    lobby.online.add(client)  # type: ignore[arg-type]
    return client


async def test_who_is_online_names_every_gateways_players_while_each_is_heard(
        gateways: tuple[GatewayLobby, GatewayLobby]) -> None:
    a, b = gateways
    ann, _bob, _cat = log_in(a, "ann"), log_in(b, "bob"), log_in(b, "Cat")
    assert a.everyone_online() == ["ann"]  # nothing said by gw-b yet
    await b.say_online()
    await until(lambda: "bob" in a.everyone_online())
    assert a.everyone_online() == ["ann", "bob", "Cat"]
    a.menus.speak_online(ann)  # type: ignore[arg-type]
    said = ann.spoken[-1]
    assert said.startswith("3 people online") and all(name in said for name in ("ann", "bob", "Cat"))
    assert a.health()["online_elsewhere"] == 2
    log_in(a, "bob")  # a name on two gateways (a second login) is said once
    assert a.everyone_online().count("bob") == 1
    a.online_ttl = 0.0  # gw-b not heard from within the time to live: its players drop out with it
    assert a.everyone_online() == ["ann", "bob"] and a.health()["online_elsewhere"] == 0


async def test_a_match_news_is_told_by_the_gateway_where_its_player_is_online(
        gateways: tuple[GatewayLobby, GatewayLobby]) -> None:
    a, b = gateways
    ann, bob = log_in(a, "ann"), log_in(b, "bob")
    bus = b.bus
    assert bus is not None
    await bus.publish(Subjects.PLAYERS_NEWS, pack({"k": "failed", "u": "ANN", "m": "t1-00", "s": -1}))
    await until(lambda: bool(ann.spoken))
    assert ann.spoken == ["The analysis of this match could not be made; you may ask for it again."]
    # An analysis the store does not hold, or a seat it has not, is not said; bob was told nothing.
    await bus.publish(Subjects.PLAYERS_NEWS, pack({"k": "analysis", "u": "bob", "m": "t9-00", "s": 0}))
    await bus.publish(Subjects.PLAYERS_NEWS, pack({"k": "failed", "u": "bob", "m": "t1-00", "s": -1}))
    await until(lambda: bool(bob.spoken))
    assert len(bob.spoken) == 1 and len(ann.spoken) == 1


async def test_an_owner_passes_on_the_news_of_players_it_does_not_have(tmp_path: Path) -> None:
    server = LobbyServer(ServerConfig(db=tmp_path / "owner.sqlite3", warm_bots=False))
    passed: list[tuple[str, str, str, int]] = []
    server.lobby.notices.elsewhere = lambda *news: passed.append(news)
    here = RecordingClient("ann")
    server.lobby.online.add(here)  # type: ignore[arg-type]
    try:
        server.lobby.notices.analysis_failed("t1-00", frozenset({"ann", "bob"}))
    finally:
        server.store.close()
    assert len(here.spoken) == 1  # ann, online here, is told here
    assert passed == [("failed", "bob", "t1-00", -1)]  # bob, not here, is passed on
    assert server.lobby.notices.rating_elsewhere is None  # (an owner on the bus sets it: above)


async def test_a_players_rating_change_goes_from_the_owner_to_their_gateway(
        gateways: tuple[GatewayLobby, GatewayLobby], broker: LocalBroker, tmp_path: Path) -> None:
    """The owner (a lobby with its ``TableService`` on the same broker) has nobody called ann: her rating's
    change after the match she left goes over the bus, and her gateway says it as the one process would."""
    a, _b = gateways
    ann = log_in(a, "ann")
    owner = LobbyServer(ServerConfig(db=tmp_path / "owner.sqlite3", warm_bots=False))
    service = TableService(owner.lobby, broker.connect(), queue_limit=64, max_frame_bytes=1 << 20)
    await service.start()
    change = RatingChange("t3-00", "ann", "people", "bob", False, Standing(1500.0, 0, 0, 0),
                          Standing(1490.0, 1, 1, 0))
    try:
        owner.lobby.notices.rating_changed(change)
        await until(lambda: bool(ann.spoken))
    finally:
        await service.stop()
        owner.store.close()
    told = RecordingClient("ann")
    a.players.tell_change(told, change)  # type: ignore[arg-type]
    assert ann.spoken == told.spoken and ann.spoken[0].startswith("Your rating goes down by 10.0")
