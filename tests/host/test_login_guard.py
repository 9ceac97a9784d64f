"""The login guard's bookkeeping on a clock the tests move by hand (no test waits for real time), and its
bound on password hashes computed at once."""

from __future__ import annotations

import asyncio
import os
import sys
import threading
import time

import pytest

from playpalace_backgammon.host.accounts.login_guard import (
    HASH_NICENESS,
    Busy,
    LoginGuard,
    LoginLimits,
    address_key,
    retry_seconds,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def guard(clock: Clock, **limits: object) -> LoginGuard:
    settings: dict[str, object] = {"address_free_failures": 20, "account_free_failures": 3}
    settings.update(limits)
    return LoginGuard(LoginLimits(**settings), clock=clock)  # type: ignore[arg-type]


def fail(g: LoginGuard, address: str, account: str) -> None:
    assert g.login_wait(address, account) == 0
    with g.attempt(address, account) as attempt:
        attempt.failed()


# Failed logins.


def test_delays_double_after_the_free_failures_up_to_the_maximum():
    clock = Clock()
    g = guard(clock, max_delay=8.0)
    for _ in range(3):
        fail(g, "10.0.0.1", "alice")
    expected = [1.0, 2.0, 4.0, 8.0, 8.0]
    for delay in expected:
        assert g.login_wait("10.0.0.1", "alice") == pytest.approx(delay)
        clock.advance(delay - 0.001)
        assert g.login_wait("10.0.0.1", "alice") == pytest.approx(0.001)
        clock.advance(0.001)
        fail(g, "10.0.0.1", "alice")


def test_a_refused_attempt_is_not_counted_and_does_not_extend_the_delay():
    clock = Clock()
    g = guard(clock)
    for _ in range(4):
        clock.advance(10)
        fail(g, "10.0.0.1", "alice")
    assert g.login_wait("10.0.0.1", "alice") == pytest.approx(2.0)
    for _ in range(50):  # refused at once, as the server does when the wait is not 0
        assert g.login_wait("10.0.0.1", "alice") > 0
        clock.advance(0.01)
    clock.advance(1.6)
    assert g.login_wait("10.0.0.1", "alice") == 0


def test_counts_are_forgotten_after_a_quiet_spell():
    clock = Clock()
    g = guard(clock, forget_after=900.0)
    for _ in range(6):
        clock.advance(60)
        fail(g, "10.0.0.1", "alice")
    assert g.login_wait("10.0.0.1", "alice") > 0
    clock.advance(900)
    assert g.login_wait("10.0.0.1", "alice") == 0
    fail(g, "10.0.0.1", "alice")  # counting starts again from one
    assert g.login_wait("10.0.0.1", "alice") == 0
    assert g.tracked()[:2] == (1, 1)


def test_a_success_clears_the_account_but_not_the_address():
    clock = Clock()
    g = guard(clock, address_free_failures=3)
    for name in ("alice", "alice", "bob", "alice"):
        with g.attempt("10.0.0.1", name) as attempt:
            attempt.failed()
    assert g.login_wait("10.0.0.9", "alice") == pytest.approx(1.0)
    assert g.address_wait("10.0.0.1") == pytest.approx(2.0)
    clock.advance(1)
    with g.attempt("10.0.0.1", "alice") as attempt:
        attempt.succeeded()
    assert g.login_wait("10.0.0.9", "alice") == 0  # the account is free again from elsewhere
    assert g.login_wait("10.0.0.1", "carol") == pytest.approx(1.0)  # the address still waits


def test_an_account_is_counted_across_addresses():
    clock = Clock()
    g = guard(clock)
    for i in range(3):
        fail(g, f"10.0.0.{i}", "alice")
    assert g.login_wait("192.168.1.1", "alice") == pytest.approx(1.0)  # a fresh address, the same account
    assert g.login_wait("192.168.1.1", "ALICE") == pytest.approx(1.0)  # names are compared without case
    assert g.login_wait("10.0.0.0", "bob") == 0  # those addresses are still free for other accounts


def test_an_address_is_counted_across_accounts():
    clock = Clock()
    g = guard(clock, address_free_failures=5)
    for i in range(5):
        fail(g, "10.0.0.1", f"user{i}")
    assert g.login_wait("10.0.0.1", "someone-new") == pytest.approx(1.0)
    assert g.address_wait("10.0.0.1") == pytest.approx(1.0)
    assert g.login_wait("10.0.0.2", "someone-new") == 0


def test_an_unknown_name_counts_as_a_failure():
    clock = Clock()
    g = guard(clock, address_free_failures=2)
    g.failed("10.0.0.1", "nobody")
    g.failed("10.0.0.1", "nobody-else")
    assert g.address_wait("10.0.0.1") == pytest.approx(1.0)


def test_checks_still_running_count_against_their_account():
    clock = Clock()
    g = guard(clock)
    running = [g.attempt("10.0.0.1", "alice") for _ in range(3)]
    assert g.login_wait("10.0.0.2", "alice") == pytest.approx(1.0)  # a fourth guess has to wait
    for attempt in running:
        attempt.succeeded()
    assert g.login_wait("10.0.0.2", "alice") == 0


def test_an_attempt_that_ends_without_a_verdict_counts_nothing():
    clock = Clock()
    g = guard(clock)
    for _ in range(5):
        with g.attempt("10.0.0.1", "alice"):
            pass  # refused as busy, say
    assert g.login_wait("10.0.0.1", "alice") == 0
    assert g.tracked()[:2] == (0, 0)
    with pytest.raises(RuntimeError):
        with g.attempt("10.0.0.1", "alice"):
            raise RuntimeError("the check failed")
    assert g.tracked()[:2] == (0, 0)


def test_retry_seconds_are_whole_and_at_least_one():
    assert retry_seconds(0.01) == 1
    assert retry_seconds(1.0) == 1
    assert retry_seconds(1.2) == 2


# Registrations.


def test_registrations_per_address_per_hour():
    clock = Clock()
    g = guard(clock, registrations_per_hour=4)
    assert [g.may_register("10.0.0.1") for _ in range(5)] == [True] * 4 + [False]
    assert g.may_register("10.0.0.2")  # another address has its own share
    clock.advance(899)
    assert not g.may_register("10.0.0.1")
    clock.advance(1)  # 3600 / 4 seconds after the burst: one more
    assert g.may_register("10.0.0.1")
    assert not g.may_register("10.0.0.1")
    clock.advance(3600)
    assert [g.may_register("10.0.0.1") for _ in range(5)] == [True] * 4 + [False]


def test_an_undone_registration_gives_its_share_back():
    clock = Clock()
    g = guard(clock, registrations_per_hour=2)
    assert g.may_register("10.0.0.1") and g.may_register("10.0.0.1")
    g.registration_undone("10.0.0.1")
    assert g.may_register("10.0.0.1")
    assert not g.may_register("10.0.0.1")


def test_no_registration_limit_when_zero():
    g = guard(Clock(), registrations_per_hour=0)
    assert all(g.may_register("10.0.0.1") for _ in range(10_000))
    assert g.tracked()[2] == 0


# Bounded tables.


def test_every_table_stays_within_its_bound():
    clock = Clock()
    g = guard(clock, tracked=100, registrations_per_hour=5)
    fail(g, "10.9.9.9", "victim")
    for i in range(10_000):
        clock.advance(0.001)
        g.failed(f"10.{i // 256 % 256}.{i % 256}.1", f"name{i}")
        g.may_register(f"10.{i // 256 % 256}.{i % 256}.2")
        if i % 50 == 0:
            g.failed("10.9.9.9", "victim")  # recently touched: kept
    addresses, accounts, registering = g.tracked()
    assert addresses <= 100 and accounts <= 100 and registering <= 100
    assert g.login_wait("10.0.0.77", "victim") > 0


def test_expired_entries_make_room_first():
    clock = Clock()
    g = guard(clock, tracked=100, registrations_per_hour=5, forget_after=900.0)
    for i in range(50):
        g.failed(f"10.0.0.{i}", f"name{i}")
        g.may_register(f"10.0.0.{i}")
    clock.advance(3600)
    g.failed("10.0.1.1", "late")
    g.may_register("10.0.1.1")
    assert g.tracked() == (1, 1, 1)


# Addresses.


def test_address_keys():
    assert address_key(("192.0.2.7", 50000)) == "192.0.2.7"
    assert address_key(("2001:db8:1:2:aaaa::1", 50000, 0, 0)) == "2001:db8:1:2::/64"
    assert address_key(("2001:db8:1:2:bbbb::9", 1, 0, 0)) == "2001:db8:1:2::/64"
    assert address_key(("::ffff:192.0.2.7", 50000, 0, 0)) == "192.0.2.7"
    assert address_key(("fe80::1%eth0", 1, 0, 2)) == "fe80::/64"
    assert address_key(None) == ""
    assert address_key("unix-socket") == "unix-socket"


# Hashing.


class Recorder:
    """Work for the hashing threads that notes how many run at the same time."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = 0
        self.peak = 0

    def work(self, seconds: float) -> int:
        with self.lock:
            self.running += 1
            self.peak = max(self.peak, self.running)
        time.sleep(seconds)
        with self.lock:
            self.running -= 1
        return 1


@pytest.mark.parametrize("at_once", [1, 2])
async def test_never_more_hashes_at_once_than_allowed(at_once):
    g = LoginGuard(LoginLimits(hashes_at_once=at_once, hashes_waiting=20))
    recorder = Recorder()
    try:
        results = await asyncio.gather(*(g.hashing(lambda: recorder.work(0.01)) for _ in range(12)))
    finally:
        g.close()
    assert results == [1] * 12
    assert recorder.peak == at_once
    assert g.hashes_queued == 0


@pytest.mark.serial
async def test_beyond_the_waiting_limit_a_hash_is_refused_at_once():
    g = LoginGuard(LoginLimits(hashes_at_once=1, hashes_waiting=3))
    release = threading.Event()
    started = threading.Event()

    def blocker() -> str:
        started.set()
        release.wait(10)
        return "done"

    try:
        running = asyncio.ensure_future(g.hashing(blocker))
        waiting = [asyncio.ensure_future(g.hashing(lambda: "waited")) for _ in range(3)]
        await asyncio.sleep(0)
        assert await asyncio.to_thread(started.wait, 5)
        assert g.hashes_queued == 4
        before = time.perf_counter()
        with pytest.raises(Busy):
            await g.hashing(lambda: "never")
        assert time.perf_counter() - before < 0.05
        release.set()
        assert await running == "done"
        assert await asyncio.gather(*waiting) == ["waited"] * 3
        assert g.hashes_queued == 0
        assert await g.hashing(lambda: "again") == "again"
    finally:
        release.set()
        g.close()


async def test_a_cancelled_caller_keeps_its_hash_counted_until_the_thread_is_done():
    g = LoginGuard(LoginLimits(hashes_at_once=1, hashes_waiting=0))
    release = threading.Event()
    started = threading.Event()

    def blocker() -> None:
        started.set()
        release.wait(10)

    try:
        task = asyncio.ensure_future(g.hashing(blocker))
        assert await asyncio.to_thread(started.wait, 5)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        with pytest.raises(Busy):  # the thread still hashes: no second one beside it
            await g.hashing(lambda: None)
        release.set()
        for _ in range(500):
            if g.hashes_queued == 0:
                break
            await asyncio.sleep(0.001)
        assert g.hashes_queued == 0
    finally:
        release.set()
        g.close()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="threads have their own priority on Linux")
async def test_hashes_run_at_a_lower_cpu_priority_than_the_event_loop():
    loop_niceness = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    g = LoginGuard()
    try:
        niceness = await g.hashing(lambda: os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
    finally:
        g.close()
    assert niceness == min(19, loop_niceness + HASH_NICENESS)
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == loop_niceness  # the loop's is kept
