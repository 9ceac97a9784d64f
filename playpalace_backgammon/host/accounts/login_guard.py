"""Logins and registrations that cannot be used to exhaust the server.

A password hash (argon2) costs tens of milliseconds of CPU and tens of megabytes of memory, so:

- at most ``hashes_at_once`` are computed at a time, on threads of their own, and at most
  ``hashes_waiting`` more wait for their turn; one more is refused at once (``Busy``) without hashing
  anything. A flood of logins therefore costs at most ``hashes_at_once`` cores and that many hashes' memory,
  however many connections it opens;
- failed logins are counted per address and per account. After the free failures (``address_free_failures``
  for an address, which many people may share, ``account_free_failures`` for an account) each further attempt
  must wait a delay that doubles with every failure (1 s, 2 s, 4 s ... up to ``max_delay``) after the last
  one; an attempt inside its delay is refused at once, without hashing, and is not counted. Counts are
  forgotten ``forget_after`` seconds after the last failure, and a success clears its account's (not its
  address's: one good account must not buy an address more guesses at the others). A password check still
  running counts against its account already, so many guesses sent at once cannot outrun the count;
- new accounts are limited per address: ``registrations_per_hour`` of them at once, then one more every
  3600 / ``registrations_per_hour`` seconds (0: no limit);
- every table of counts holds at most ``tracked`` entries; beyond that the least recently touched one is
  forgotten, so an attacker with many names or addresses costs bounded memory.

IPv6 addresses are counted by their /64 network, which one host usually holds whole. Everything here but
the hashing itself runs on the event loop's thread.

With ``shared`` (a ``store.login_counts.SharedLoginCounts``: gateways on one PostgreSQL store) the failures
and the registration shares are counted in the store, so the limits hold across every gateway; the checks
running now and the hashing queue stay each process's own.
"""

from __future__ import annotations

import asyncio
import ipaddress
import math
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ..store.login_counts import SharedLoginCounts

T = TypeVar("T")

#: How much lower the hashing threads' CPU priority is than the event loop's (Linux nice levels).
HASH_NICENESS = 10


@dataclass(frozen=True, kw_only=True)
class LoginLimits:
    """The limits of one server (seconds, counts); see the module's description."""

    hashes_at_once: int = 1
    hashes_waiting: int = 32
    address_free_failures: int = 20
    account_free_failures: int = 5
    first_delay: float = 1.0
    max_delay: float = 60.0
    forget_after: float = 900.0
    registrations_per_hour: int = 20
    tracked: int = 10_000


class Busy(Exception):
    """Too many password hashes are waiting already."""


@dataclass
class _Failures:
    count: int = 0  # failures not yet forgotten
    pending: int = 0  # checks running now, counted as failures until they end
    last: float = 0.0  # when the last failure (or check) happened


@dataclass
class _Registrations:
    tokens: float
    stamp: float


def address_key(remote: Any) -> str:
    """What failures and registrations are counted by: the peer's IP address (``remote_address[0]`` of the
    websocket), an IPv6 one reduced to its /64 network, an IPv4-mapped one to its IPv4 address."""
    host = remote[0] if isinstance(remote, tuple | list) and remote else remote
    text = str(host) if host else ""
    try:
        ip = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return text
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


class LoginAttempt:
    """One password check against an account, counted as a failure while it runs. Say how it ended with
    ``failed`` or ``succeeded``; one that ends otherwise (refused as busy, an error) counts as nothing."""

    def __init__(self, guard: LoginGuard, address: str, account: str) -> None:
        self._guard, self._address, self._account = guard, address, account
        self._open = True
        guard._begin(account)

    def failed(self) -> None:
        if self._open:
            self._open = False
            self._guard._end(self._address, self._account, succeeded=False)

    def succeeded(self) -> None:
        if self._open:
            self._open = False
            self._guard._end(self._address, self._account, succeeded=True)

    def __enter__(self) -> LoginAttempt:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._open:
            self._open = False
            self._guard._end(self._address, self._account, succeeded=None)


class LoginGuard:
    """The counts and the hashing queue of one server. ``clock`` gives seconds (monotonic)."""

    def __init__(
        self, limits: LoginLimits | None = None, clock: Callable[[], float] = time.monotonic,
        shared: SharedLoginCounts | None = None,
    ) -> None:
        self.limits = limits or LoginLimits()
        self._clock = clock
        self.shared = shared
        self._addresses: dict[str, _Failures] = {}
        self._accounts: dict[str, _Failures] = {}
        self._registrations: dict[str, _Registrations] = {}
        self._executor = ThreadPoolExecutor(
            max_workers=max(1, self.limits.hashes_at_once),
            thread_name_prefix="password-hash",
            initializer=_yield_to_the_loop,
        )
        self._lock = threading.Lock()
        self._queued = 0  # hashes submitted and not finished (running or waiting)

    # Failed logins.

    def login_wait(self, address: str, account: str) -> float:
        """Seconds before a login to ``account`` from ``address`` may be tried (0: now)."""
        account_wait = self._wait(self._accounts, "account", _account_key(account),
                                  self.limits.account_free_failures)
        return max(self.address_wait(address), account_wait)

    def address_wait(self, address: str) -> float:
        """Seconds before ``address`` may try a login or a registration (0: now)."""
        return self._wait(self._addresses, "address", address, self.limits.address_free_failures)

    def attempt(self, address: str, account: str) -> LoginAttempt:
        """Start a password check (after ``login_wait`` said 0); use it as a context manager."""
        return LoginAttempt(self, address, account)

    def failed(self, address: str, account: str) -> None:
        """Count a failed login that needed no password check (an unknown name)."""
        self._end(address, account, succeeded=False, pending=False)

    def tracked(self) -> tuple[int, int, int]:
        """How many addresses, accounts and registering addresses are remembered now."""
        return len(self._addresses), len(self._accounts), len(self._registrations)

    def _wait(self, table: dict[str, _Failures], kind: str, key: str, free: int) -> float:
        entry = table.get(key)
        now = self._clock()
        if entry is not None and not entry.pending and now - entry.last >= self.limits.forget_after:
            del table[key]
            entry = None
        pending = entry.pending if entry is not None else 0
        if self.shared is not None:  # the failures every gateway counted; the checks running here
            counted = self.shared.failures(kind, key)
            count, age = counted if counted is not None else (0, self.limits.forget_after)
            if entry is not None and entry.pending:
                age = min(age, now - entry.last)
        elif entry is not None:
            count, age = entry.count, now - entry.last
        else:
            return 0.0
        over = count + pending - free
        if over < 0:
            return 0.0
        delay = min(self.limits.max_delay, self.limits.first_delay * 2.0 ** min(over, 64))
        return max(0.0, delay - age)

    def _begin(self, account: str) -> None:
        entry = self._touch(self._accounts, _account_key(account))
        entry.pending += 1
        entry.last = self._clock()

    def _end(self, address: str, account: str, *, succeeded: bool | None, pending: bool = True) -> None:
        key = _account_key(account)
        entry = self._accounts.get(key)
        if pending and entry is not None and entry.pending:
            entry.pending -= 1
        if succeeded:
            self._accounts.pop(key, None)
            if self.shared is not None:
                self.shared.clear("account", key)
            return
        if succeeded is None:
            if entry is not None and not entry.pending and not entry.count:
                del self._accounts[key]
            return
        if self.shared is not None:
            self.shared.fail("address", address)
            self.shared.fail("account", key)
            if entry is not None and not entry.pending:
                del self._accounts[key]  # nothing of it left here: its count is the store's
            return
        now = self._clock()
        for table, name in ((self._addresses, address), (self._accounts, key)):
            entry = self._touch(table, name)
            entry.count += 1
            entry.last = now

    def _touch(self, table: dict[str, _Failures], key: str) -> _Failures:
        """The entry of ``key`` (a fresh one when none or forgotten), moved to the end of the table's order
        (most recently touched); the table is trimmed to its bound."""
        now = self._clock()
        entry = table.pop(key, None)
        if entry is None or (not entry.pending and now - entry.last >= self.limits.forget_after):
            entry = _Failures(last=now)
        table[key] = entry
        self._trim(table, lambda old: not old.pending and now - old.last >= self.limits.forget_after)
        return entry

    def _trim(self, table: dict[str, Any], expired: Callable[[Any], bool]) -> None:
        """Drop expired entries from the old end, then the oldest ones beyond the bound."""
        while table:
            oldest = next(iter(table))
            if len(table) <= self.limits.tracked and not expired(table[oldest]):
                break
            del table[oldest]

    # Registrations.

    def may_register(self, address: str) -> bool:
        """Whether ``address`` may create one more account now; takes its share if so."""
        per_hour = self.limits.registrations_per_hour
        if per_hour <= 0:
            return True
        if self.shared is not None:
            return self.shared.take_registration(address, per_hour)
        now = self._clock()
        entry = self._registrations.pop(address, None)
        if entry is None:
            entry = _Registrations(tokens=float(per_hour), stamp=now)
        entry.tokens = min(float(per_hour), entry.tokens + (now - entry.stamp) * per_hour / 3600.0)
        entry.stamp = now
        allowed = entry.tokens >= 1.0
        if allowed:
            entry.tokens -= 1.0
        self._registrations[address] = entry
        self._trim(
            self._registrations,
            lambda old: old.tokens + (now - old.stamp) * per_hour / 3600.0 >= per_hour,
        )
        return allowed

    def registration_undone(self, address: str) -> None:
        """Give back the share of a registration that created nothing (busy, or the name was taken)."""
        if self.shared is not None:
            if self.limits.registrations_per_hour > 0:
                self.shared.give_back_registration(address, self.limits.registrations_per_hour)
            return
        entry = self._registrations.get(address)
        if entry is not None:
            entry.tokens = min(float(self.limits.registrations_per_hour), entry.tokens + 1.0)

    # Hashing.

    async def hashing(self, work: Callable[[], T]) -> T:
        """Run ``work`` (a hash or a verification) on a hashing thread once one is free; ``Busy`` at once
        when ``hashes_waiting`` are waiting already. The bound holds even when the caller is cancelled: a
        hash counts until its thread is done with it."""
        with self._lock:
            if self._queued >= self.limits.hashes_at_once + self.limits.hashes_waiting:
                raise Busy()
            self._queued += 1
        try:
            future = self._executor.submit(work)
        except BaseException:
            self._finished(None)
            raise
        future.add_done_callback(self._finished)
        return await asyncio.wrap_future(future)

    @property
    def hashes_queued(self) -> int:
        """Hashes running or waiting now."""
        with self._lock:
            return self._queued

    def _finished(self, _: Future[Any] | None) -> None:
        with self._lock:
            self._queued -= 1

    def close(self) -> None:
        """Drop the hashes still waiting; the hashing threads end once idle."""
        self._executor.shutdown(wait=False, cancel_futures=True)


def _yield_to_the_loop() -> None:
    """Lower this hashing thread's CPU priority (Linux schedules threads one by one): when the machine is
    busy, the event loop (the games) runs first and logins wait a little longer."""
    if not sys.platform.startswith("linux"):
        return
    try:
        thread = threading.get_native_id()
        current = os.getpriority(os.PRIO_PROCESS, thread)
        os.setpriority(os.PRIO_PROCESS, thread, min(19, current + HASH_NICENESS))
    except (AttributeError, OSError):
        pass


def retry_seconds(wait: float) -> int:
    """A wait as the whole seconds to tell a person (at least 1)."""
    return max(1, math.ceil(wait))


def _account_key(account: str) -> str:
    return account.casefold()
