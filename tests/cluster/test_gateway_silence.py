"""How an owner judges a gateway dead (``GatewaySilence``): silence counts only while the owner listened, so
its own stall (a busy start-up) never starts a live gateway's players' grace, and a gateway that is gone is
still lost, on time or, when the owner stays late, within twice the time to live. Looks at a clock given by
the test, no sockets."""

from __future__ import annotations

from playpalace_backgammon.host.cluster.table_service import GatewaySilence

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
