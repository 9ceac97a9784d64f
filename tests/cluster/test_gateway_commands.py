"""A command is never applied after its player was told to press again (issue 24), without a socket: a
gateway's lobby (``GatewayLobby``) and an owner's (``TableService``) on one in-process ``LocalBroker``, the
owner held back by the test (an ``asyncio.Event`` in front of its command handler) to stand for a loaded or
paused process, and the gateway's timeout made short so its resends come at once.

- a slow owner: the gateway asks again with the same id instead of saying "moving"; the key is applied
  once and its player hears its effect;
- a paused owner whose table another owner claims (PostgreSQL's owner and epoch change): "moving";
- a paused owner past the gateway's cap: "busy", and the owner, resumed, refuses the command unapplied;
- a command sent longer ago than ``COMMAND_LATE`` is refused (``late``) and not applied;
- the owner and epoch a gateway compares, as its PostgreSQL store reads them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from itertools import count
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.host.cluster.bus import BusMessage, LocalBroker
from playpalace_backgammon.host.cluster.gateway import GatewayLobby
from playpalace_backgammon.host.cluster.remote import COMMAND_LATE, pack, unpack
from playpalace_backgammon.host.cluster.table_service import TableService
from playpalace_backgammon.host.net.client_packets import ChatPacket
from playpalace_backgammon.host.net.codec import encode_client
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.server import LobbyServer
from playpalace_backgammon.host.store.ownership import Ownership
from playpalace_backgammon.host.store.store_pg import PgStore
from tests.host.recording_client import RecordingClient

_ids = count(1)


class Player(RecordingClient):
    """A gateway's connection without a socket: it records the frames the owner sends it, too."""

    client_type = ""

    def __init__(self, username: str) -> None:
        super().__init__(username)
        self.id = next(_ids)
        self.frames: list[Any] = []

    def send_frame(self, frame: Any) -> None:
        self.frames.append(frame)

    def heard(self, words: str) -> int:
        """How many of the frames sent to this player carry ``words``."""
        return sum(words in (frame if isinstance(frame, str) else frame.decode(errors="replace"))
                   for frame in self.frames)


async def until(check: Callable[[], Any]) -> None:
    """Let the bus's tasks run until ``check()`` holds (each message is handled on a task of its own)."""
    async with asyncio.timeout(10):
        while not check():
            await asyncio.sleep(0)


class Cluster:
    """One gateway and one owner on one broker, ann at a table of the owner's, the owner's commands gated."""

    def __init__(self, gateway: GatewayLobby, service: TableService, ann: Player) -> None:
        self.gateway = gateway
        self.service = service
        self.ann = ann
        self.gate = asyncio.Event()
        self.gate.set()
        self.handled = 0  # the command requests the owner has read (each answered, or refused)
        handle = service._command

        async def gated(message: BusMessage) -> None:
            await self.gate.wait()
            await handle(message)
            self.handled += 1

        service._command = gated  # type: ignore[method-assign]

    def say(self, words: str) -> asyncio.Task[None]:
        """ann says ``words`` at her table (a command to the owner), in the task her connection runs."""
        return asyncio.get_running_loop().create_task(
            self.gateway.handle(self.ann, ChatPacket(message=words)))  # type: ignore[arg-type]

    def told(self, message_id: str) -> bool:
        return self.gateway.text(self.ann, message_id) in self.ann.spoken  # type: ignore[arg-type]


@pytest.fixture
async def cluster(tmp_path: Path) -> AsyncIterator[Cluster]:
    broker = LocalBroker()
    gateway_server = LobbyServer(ServerConfig(db=tmp_path / "shared.sqlite3", role="gateway", owner="gw-a",
                                              warm_bots=False))
    owner = LobbyServer(ServerConfig(db=tmp_path / "shared.sqlite3", warm_bots=False))
    gateway = gateway_server.lobby
    assert isinstance(gateway, GatewayLobby)
    await gateway.join_bus(broker.connect())
    service = TableService(owner.lobby, broker.connect(), queue_limit=64, max_frame_bytes=1 << 20)
    await service.start()
    ann = Player("ann")
    gateway.online.add(ann)  # type: ignore[arg-type]
    gateway.connections[str(ann.id)] = ann  # type: ignore[assignment]
    await gateway.create_table(ann, next(iter(gateway.games.values())))  # type: ignore[arg-type]
    assert ann in gateway.at_table  # type: ignore[comparison-overlap]
    gateway.command_seconds = 0.01  # the owner "slow" at once: the gateway's resends come without waiting
    try:
        yield Cluster(gateway, service, ann)
    finally:
        await gateway.leave_bus()
        await service.stop()
        gateway_server.store.close()
        owner.store.close()


async def test_a_slow_owners_command_is_asked_again_applied_once_and_its_effect_heard(
        cluster: Cluster) -> None:
    cluster.gate.clear()  # the owner is loaded: it reads no command until the gateway has asked three times
    said = cluster.say("hello table")
    await until(lambda: cluster.gateway.resends >= 3)
    assert not said.done()  # still waiting: nobody was told to press again
    cluster.gate.set()
    await said
    assert not cluster.told("table-moving") and not cluster.told("table-busy")
    assert cluster.service.commands == 1  # the request and its resends: carried out once
    await until(lambda: cluster.ann.heard("hello table") > 0)
    assert cluster.ann.heard("hello table") == 1


async def test_a_paused_owners_table_claimed_by_another_is_moving(cluster: Cluster) -> None:
    holders = iter([("owner-a", 1), ("owner-a", 1), ("owner-b", 2)])
    cluster.gateway.table_holder = lambda _table: next(holders)  # type: ignore[method-assign]
    cluster.gate.clear()  # paused; meanwhile owner-b claims the table (epoch 2): owner-a is fenced
    await cluster.say("hello table")
    assert cluster.told("table-moving") and not cluster.told("table-busy")
    assert cluster.gateway.resends == 2  # asked again while owner-a held it, not after it moved
    assert cluster.service.commands == 0


async def test_past_the_cap_the_player_hears_busy_and_the_resumed_owner_never_applies_it(
        cluster: Cluster, monkeypatch: pytest.MonkeyPatch) -> None:
    cluster.gateway.command_cap = 0.05
    cluster.gate.clear()  # paused, its table claimed by nobody (PostgreSQL's holder unchanged)
    await cluster.say("hello table")
    assert cluster.told("table-busy") and not cluster.told("table-moving")
    resends = cluster.gateway.resends
    assert resends >= 1
    # The owner resumes once the command is older than it accepts (the test's cap is shortened, so is this).
    monkeypatch.setattr(cluster.service, "late", -1.0)
    cluster.gate.set()
    await until(lambda: cluster.handled == resends + 1)  # the request and each resend, all read
    assert cluster.service.commands == 0 and cluster.ann.heard("hello table") == 0


async def test_a_command_older_than_the_owner_accepts_is_refused_unapplied(cluster: Cluster) -> None:
    gateway, ann = cluster.gateway, cluster.ann
    table_id = gateway.at_table[ann]  # type: ignore[index]
    packet = encode_client(ChatPacket(message="too late"), binary=True)  # type: ignore[arg-type]
    listener = gateway.listener(ann).to_data()  # type: ignore[arg-type]
    old = pack({**listener, "i": 1, "t": time.time() - COMMAND_LATE - 5, "p": packet})
    answer = await gateway.ask_table(table_id, old, timeout=10)
    assert answer == {"r": "late"}
    assert cluster.service.commands == 0
    # The same id sent now (not consumed by the refusal) is carried out.
    fresh = pack({**unpack(old), "t": time.time()})
    assert (await gateway.ask_table(table_id, fresh, timeout=10))["r"] == "ok"
    assert cluster.service.commands == 1


def test_the_gateways_store_reads_a_tables_owner_and_epoch_from_postgresql(pg_url: str) -> None:
    """What a gateway compares after a timeout: the owner and epoch, changed by a claim or a release."""
    store = PgStore(pg_url)
    first, second = Ownership(pg_url, "owner-a", 60.0), Ownership(pg_url, "owner-b", 60.0)
    try:
        assert store.table_holder("t-holder") is None  # never owned: no row
        first.register()
        second.register()
        assert first.claim("t-holder") == 1
        assert store.table_holder("t-holder") == ("owner-a", 1)
        assert second.claim("t-holder") is None  # owner-a is live: the holder is unchanged
        assert store.table_holder("t-holder") == ("owner-a", 1)
        assert first.release("t-holder", 1)
        assert store.table_holder("t-holder") == (None, 2)
        assert second.claim("t-holder") == 3
        assert store.table_holder("t-holder") == ("owner-b", 3)
    finally:
        first.close()
        second.close()
        store.close()
