"""Who is online across gateways said as changes (docs/scaling.md, "Who is online across gateways"), without a
socket: gateways' lobbies (``GatewayLobby``) on one in-process ``LocalBroker``. A beat with nothing changed
carries no name; a change carries only who came and went, numbered; a gateway that missed one, or hears
another first after its start, asks for the whole list and then names the same people as the others."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.host.cluster.bus import BusMessage, LocalBroker, Subjects
from playpalace_backgammon.host.cluster.gateway import GatewayLobby
from playpalace_backgammon.host.cluster.remote import unpack
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.server import LobbyServer
from tests.host.recording_client import RecordingClient


async def until(check: Callable[[], Any]) -> None:
    """Let the bus's tasks run until ``check()`` holds (each message is handled on a task of its own)."""
    async with asyncio.timeout(10):
        while not check():
            await asyncio.sleep(0)


class Gateways:
    """Gateways joined to one broker as a test needs them, each a real ``GatewayLobby`` on one store, whose
    beats the test makes itself."""

    def __init__(self, tmp_path: Path, broker: LocalBroker) -> None:
        self.tmp_path, self.broker = tmp_path, broker
        self.servers: list[LobbyServer] = []

    async def start(self, name: str) -> GatewayLobby:
        server = LobbyServer(ServerConfig(db=self.tmp_path / "shared.sqlite3", role="gateway", owner=name,
                                          warm_bots=False))
        assert isinstance(server.lobby, GatewayLobby)
        await server.lobby.join_bus(self.broker.connect())
        assert server.lobby._beats is not None
        server.lobby._beats.cancel()  # the test beats for it (``say_online``), when it means to
        self.servers.append(server)
        return server.lobby

    async def stop(self) -> None:
        for server in self.servers:
            assert isinstance(server.lobby, GatewayLobby)
            await server.lobby.leave_bus()
            server.store.close()


@pytest.fixture
async def gateways(tmp_path: Path) -> AsyncIterator[Gateways]:
    made = Gateways(tmp_path, LocalBroker())
    yield made
    await made.stop()


def log_in(lobby: GatewayLobby, name: str) -> RecordingClient:
    client = RecordingClient(name)
    lobby.online.add(client)  # type: ignore[arg-type]
    return client


async def heard_on(gateways: Gateways) -> tuple[list[dict[str, Any]], Callable[[], None]]:
    """Every ``gateways.online`` message published from now, as sent; and how to stop listening."""
    said: list[dict[str, Any]] = []

    async def keep(message: BusMessage) -> None:
        said.append(unpack(message.data))

    subscription = await gateways.broker.connect().subscribe(Subjects.GATEWAYS_ONLINE, keep)

    def stop() -> None:
        asyncio.get_running_loop().create_task(subscription.unsubscribe())

    return said, stop


async def test_a_beat_says_only_who_came_and_went_and_nothing_when_nobody_did(gateways: Gateways) -> None:
    a, b = await gateways.start("gw-a"), await gateways.start("gw-b")
    said, _stop = await heard_on(gateways)
    ann, _bob = log_in(a, "ann"), log_in(a, "bob")
    await a.say_online()
    await until(lambda: len(said) == 1 and b.everyone_online() == ["ann", "bob"])
    assert said[0] == {"g": a.name, "f": 0, "v": 1, "+": ["ann", "bob"]}
    await a.say_online()  # nothing changed: the version alone, no name
    await until(lambda: len(said) == 2)
    assert said[1] == {"g": a.name, "f": 1, "v": 1}
    a.online.remove(ann)  # type: ignore[arg-type]
    log_in(a, "cat")
    await a.say_online()
    await until(lambda: len(said) == 3 and b.everyone_online() == ["bob", "cat"])
    assert said[2] == {"g": a.name, "f": 1, "v": 2, "+": ["cat"], "-": ["ann"]}
    assert b.online_asked == 0  # every change heard in turn: no whole list asked


async def test_a_gateway_that_missed_a_change_asks_for_the_whole_list(gateways: Gateways) -> None:
    a, b = await gateways.start("gw-a"), await gateways.start("gw-b")
    log_in(a, "ann")
    await a.say_online()
    await until(lambda: b.everyone_online() == ["ann"])
    # A change lost on its way to gw-b (nats-server delivers at most once): gw-b hears the next one only.
    assert b._online is not None
    await b._online.unsubscribe()
    log_in(a, "bob")
    await a.say_online()  # version 2: lost for gw-b
    b._online = await b.bus.subscribe(Subjects.GATEWAYS_ONLINE, b._online_names)  # type: ignore[union-attr]
    log_in(a, "cat")
    await a.say_online()  # from 2 to 3: gw-b holds 1, asks for the whole list
    await until(lambda: b.everyone_online() == ["ann", "bob", "cat"])
    assert b.online_asked == 1
    log_in(b, "dan")  # gw-b's own player, counted with the others'
    assert b.everyone_online() == ["ann", "bob", "cat", "dan"]


async def test_a_gateway_started_late_names_everyone_and_a_silent_ones_players_drop_out(
        gateways: Gateways) -> None:
    a, b = await gateways.start("gw-a"), await gateways.start("gw-b")
    log_in(a, "ann")
    log_in(b, "bob")
    log_in(b, "Cat")
    for lobby in (a, b):
        await lobby.say_online()
    await until(lambda: a.everyone_online() == ["ann", "bob", "Cat"] == b.everyone_online())
    late = await gateways.start("gw-c")
    log_in(late, "eve")
    for lobby in (a, b):
        await lobby.say_online()  # nothing changed: only the versions, which gw-c has never had
    await until(lambda: late.everyone_online() == ["ann", "bob", "Cat", "eve"])
    assert late.online_asked == 2
    await late.say_online()  # gw-c's first change, from version 0: applied by the others as it is
    await until(lambda: a.everyone_online() == ["ann", "bob", "Cat", "eve"] == b.everyone_online())
    assert a.online_asked == b.online_asked == 0
    # gw-b falls silent: once the time to live is past without a beat from it, its players drop out.
    late.elsewhere[b.name] = (late.elsewhere[b.name][0] - 2 * late.online_ttl, late.elsewhere[b.name][1])
    assert late.everyone_online() == ["ann", "eve"] and late.health()["online_elsewhere"] == 1


async def test_a_whole_list_older_than_a_change_heard_meanwhile_is_not_taken(gateways: Gateways) -> None:
    """The answer to a question about the whole list may come after a newer change: the newer wins."""
    a, b = await gateways.start("gw-a"), await gateways.start("gw-b")
    log_in(a, "ann")
    await a.say_online()
    await until(lambda: b.everyone_online() == ["ann"])
    b._versions[a.name] = 5  # (as if gw-b had heard gw-a's change to version 5 already)
    b.elsewhere[a.name] = (b.elsewhere[a.name][0], ["ann", "zed"])
    await b._whole_list(a.name)  # gw-a answers its version 1
    assert b.everyone_online() == ["ann", "zed"] and b._versions[a.name] == 5
