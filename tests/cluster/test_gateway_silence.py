"""How an owner judges a gateway dead (``GatewaySilence``): silence counts only while the owner listened, so
its own stall (a busy start-up) never starts a live gateway's players' grace, and a gateway that is gone is
still lost, on time or, when the owner stays late, within twice the time to live; and a gateway silent that
long is asked first, on an in-process bus: one that answers keeps its players, one killed (nobody
subscribed) is lost at once. Looks at a clock given by the test, no sockets."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from playpalace_backgammon.host.cluster.bus import Bus, BusMessage, LocalBroker, Subjects
from playpalace_backgammon.host.cluster.remote import Listener
from playpalace_backgammon.host.cluster.table_service import GatewaySilence, TableService
from playpalace_backgammon.host.lobby.lobby import Lobby
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.tables.bot_driver import RandomBotDriver
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.i18n import Localizer

TTL = 3.0
PERIOD = TTL / 4


def looked(silence: GatewaySilence, times: list[float]) -> list[set[str]]:
    """The gateways judged dead at each look, at ``times``."""
    verdicts = []
    for now in times:
        silence.look(now)
        verdicts.append(silence.dead({"a", "b"}))
    return verdicts


def test_a_gateway_silent_for_the_time_to_live_at_looks_on_time_is_dead() -> None:
    silence = GatewaySilence(TTL)
    silence.look(0.0)
    silence.heard("a")
    silence.heard("b")
    verdicts = []
    for step in range(1, 7):
        silence.look(step * PERIOD)
        silence.heard("b")  # b beats at every look
        verdicts.append(silence.dead({"a", "b"}))
    assert verdicts[:4] == [set(), set(), set(), set()]  # 4 periods: the time to live, not longer
    assert verdicts[4] == {"a"}


def test_the_owners_own_stall_is_nobodys_silence() -> None:
    silence = GatewaySilence(TTL)
    silence.look(0.0)
    silence.heard("a")
    # The owner's loop stalls for ten times the time to live: the look comes late, adds one period and
    # judges nobody; the beats read behind it clear the gateway.
    silence.look(10 * TTL)
    assert not silence.on_time
    assert silence.silent["a"] == PERIOD
    assert silence.dead({"a"}) == set()
    silence.heard("a")
    assert looked(silence, [10 * TTL + PERIOD * k for k in (1, 2, 3)]) == [set(), set(), set()]


def test_a_late_look_judges_nobody_silent_for_less_than_twice_the_time_to_live() -> None:
    silence = GatewaySilence(TTL)
    silence.look(0.0)
    silence.heard("a")
    # Five looks on time: a is past the time to live, then one look comes late: no verdict yet.
    now = 0.0
    for _ in range(4):
        now += PERIOD
        silence.look(now)
    assert silence.dead({"a"}) == set()
    now += 2 * PERIOD
    silence.look(now)
    assert silence.silent["a"] == 5 * PERIOD and not silence.on_time
    assert silence.dead({"a"}) == set()
    now += PERIOD
    silence.look(now)
    assert silence.on_time and silence.dead({"a"}) == {"a"}


def test_a_gone_gateway_is_lost_even_when_every_look_is_late() -> None:
    silence = GatewaySilence(TTL)
    silence.look(0.0)
    silence.heard("a")
    verdicts = looked(silence, [2 * PERIOD * k for k in range(1, 10)])
    first = next(index for index, dead in enumerate(verdicts) if dead)
    assert verdicts[first] == {"a"}
    assert first == 8  # nine late looks: more than twice the time to live counted, one period each


def test_a_gateway_never_heard_is_not_silent_and_forgiveness_restarts_the_count() -> None:
    silence = GatewaySilence(TTL)
    silence.look(0.0)
    silence.heard("a")
    for k in range(1, 5):
        silence.look(k * PERIOD)
    silence.forgive()  # the bus is back: a whole time to live again
    assert looked(silence, [4 * PERIOD + PERIOD * k for k in range(1, 5)]) == [set()] * 4
    assert silence.dead({"a", "never"}) == set()
    silence.forget("a")
    assert silence.silent == {}


# The owner's side on an in-process bus: a gateway silent for the time to live is asked before its players
# are lost.

def _service(tmp_path: Path, bus: Bus, ttl: float) -> tuple[TableService, Store]:
    store = Store(tmp_path / "lobby.sqlite3")
    lobby = Lobby(ServerConfig(db=tmp_path / "lobby.sqlite3"), store, Localizer(),
                  {"backgammon": backgammon()}, RandomBotDriver(0))
    service = TableService(lobby, bus, queue_limit=100, max_frame_bytes=1 << 20, gateway_ttl=ttl)
    return service, store


async def _asked(service: TableService, gateway: str) -> None:
    """Make ``gateway``, one listener of which the owner knows, silent past the time to live, and let the
    owner ask it, until its question is settled."""
    service.silence.look(0.0)
    service.silence.heard(gateway)
    for step in range(1, 6):
        service.silence.look(step * service.silence.period)
    service.lose_silent_gateways()
    await asyncio.gather(*service._asking.values())


@pytest.mark.parametrize(("answers", "beats"), [(True, False), (False, False), (False, True)])
def test_a_silent_gateway_is_asked_and_kept_if_it_answers_or_beats(tmp_path: Path, answers: bool,
                                                                   beats: bool) -> None:
    async def scenario() -> tuple[int, int, float | None]:
        broker = LocalBroker()
        owner_bus, gateway_bus = broker.connect(), broker.connect()
        service, store = _service(tmp_path, owner_bus, ttl=30.0)
        asked = asyncio.Event()
        go_on = asyncio.Event()

        async def still_here(message: BusMessage) -> None:  # a gateway whose loop runs late
            asked.set()
            await go_on.wait()
            if answers:
                await gateway_bus.respond(message, b"")

        try:
            await gateway_bus.subscribe(Subjects.gateway_alive("gw"), still_here)
            service._client(Listener("gw", "1", "ann", "en", "Web", False))
            if not answers:
                service.gateway_ttl = 0.05  # nobody answers: the question's own time to live, kept short
            asking = asyncio.ensure_future(_asked(service, "gw"))
            await asked.wait()
            kept_while_asked = len(service.remote)
            if beats:
                service.silence.heard("gw")  # its beat read while the question waits
            go_on.set()
            await asking
            return kept_while_asked, service.gateways_lost, service.silence.silent.get("gw")
        finally:
            store.close()

    kept_while_asked, lost, silent = asyncio.run(scenario())
    assert kept_while_asked == 1  # the question open: nobody's grace has started
    if answers or beats:
        assert (lost, silent) == (0, 0.0)  # heard: its silence starts again
    else:
        assert (lost, silent) == (1, None)


def test_a_killed_gateway_has_nobody_to_answer_and_is_lost_at_once(tmp_path: Path) -> None:
    async def scenario() -> tuple[int, int]:
        service, store = _service(tmp_path, LocalBroker().connect(), ttl=30.0)
        try:
            service._client(Listener("gw", "1", "ann", "en", "Web", False))
            await _asked(service, "gw")  # no subscriber: answered at once, not after 30 s
            return service.gateways_lost, len(service.remote)
        finally:
            store.close()

    assert asyncio.run(scenario()) == (1, 0)
