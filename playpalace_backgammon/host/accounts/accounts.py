"""Accounts and sessions: argon2 password hashes in the store, session tokens with an expiry.

Hashing and verifying take tens of milliseconds of CPU and megabytes of memory, so they run on the login
guard's hashing threads (argon2-cffi releases the GIL), a bounded number at a time, and the event loop keeps
serving everyone else meanwhile. Failed logins and new accounts are limited per address and per account
(``login_guard``); a refusal of those limits costs no hash at all.

New hashes use the OWASP minimum for argon2id (19 MiB, two passes, one lane) rather than argon2-cffi's
default (64 MiB, three passes, four lanes): a login costs about a quarter of the time and memory. A hash
records its own parameters, so older ones still verify, and a successful login with one replaces it.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass
from enum import Enum
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from ..net.config import ServerConfig
from ..store.login_counts import SharedLoginCounts
from ..store.store import Store
from .login_guard import Busy, LoginGuard, LoginLimits, address_key, retry_seconds

SESSION_SECONDS = 7 * 24 * 3600
MAX_USERNAME = 32
MAX_PASSWORD = 256
HASH_MEMORY_KIB = ServerConfig.password_hash_kib
HASH_TIME_COST = ServerConfig.password_hash_passes
HASH_PARALLELISM = 1


class LoginResult(Enum):
    """Why a login was accepted or refused (each refusal has a lobby message)."""

    OK = "ok"
    BAD_PASSWORD = "login-bad-password"
    NO_PASSWORD = "login-password-required"
    LONG_PASSWORD = "login-password-too-long"
    UNKNOWN_USER = "login-unknown-user"
    BAD_NAME = "login-bad-name"
    NAME_TAKEN = "register-name-taken"
    TOO_MANY_ATTEMPTS = "login-too-many-attempts"
    BUSY = "login-busy"
    TOO_MANY_REGISTRATIONS = "register-too-many"


#: Refusals of the limits on logins and registrations: told, then the connection is closed.
LIMIT_REFUSALS = frozenset(
    {LoginResult.TOO_MANY_ATTEMPTS, LoginResult.BUSY, LoginResult.TOO_MANY_REGISTRATIONS}
)


@dataclass(frozen=True)
class LoginOutcome:
    """A login's or registration's result, the stored spelling of the username, and for
    ``TOO_MANY_ATTEMPTS`` the whole seconds to wait before the next try."""

    result: LoginResult
    username: str
    retry_after: int = 0

    @property
    def limit_refusal(self) -> bool:
        """Refused by a limit on logins or registrations (the connection is then closed)."""
        return self.result in LIMIT_REFUSALS


@dataclass(frozen=True)
class Session:
    """A logged-in user's session token and its expiry (Unix seconds)."""

    username: str
    token: str
    expires_at: int


def valid_username(name: str) -> bool:
    """Letters, digits, '_', '-' and '.', 1 to 32 characters."""
    return 0 < len(name) <= MAX_USERNAME and all(ch.isalnum() or ch in "_-." for ch in name)


def _password_refusal(password: str | None) -> LoginResult | None:
    """Why a typed password cannot be checked at all (none, or longer than any account's), or None."""
    if not password:
        return LoginResult.NO_PASSWORD
    if len(password) > MAX_PASSWORD:
        return LoginResult.LONG_PASSWORD
    return None


def default_hasher(memory_kib: int = HASH_MEMORY_KIB, passes: int = HASH_TIME_COST) -> PasswordHasher:
    """argon2id, by default with the OWASP minimum parameters."""
    return PasswordHasher(time_cost=passes, memory_cost=memory_kib, parallelism=HASH_PARALLELISM)


def login_limits(config: ServerConfig) -> LoginLimits:
    """The login guard's limits from the server's settings."""
    return LoginLimits(
        hashes_at_once=config.login_hashes_at_once,
        hashes_waiting=config.login_hashes_waiting,
        address_free_failures=config.login_address_free_failures,
        account_free_failures=config.login_account_free_failures,
        max_delay=config.login_max_delay_seconds,
        registrations_per_hour=config.registrations_per_address_hour,
    )


class Accounts:
    """Log in, register and resume sessions against the store."""

    def __init__(
        self,
        store: Store,
        *,
        auto_register: bool,
        hasher: PasswordHasher | None = None,
        guard: LoginGuard | None = None,
    ) -> None:
        self._store = store
        self._auto_register = auto_register
        self._hasher = hasher or default_hasher()
        self.guard = guard or LoginGuard()

    @classmethod
    def from_config(cls, store: Store, config: ServerConfig,
                    shared: SharedLoginCounts | None = None) -> Accounts:
        """With ``shared`` (a store shared by several processes), failed logins and new accounts are counted
        in the store, so their limits hold across the gateways."""
        hasher = default_hasher(config.password_hash_kib, config.password_hash_passes)
        guard = LoginGuard(login_limits(config), shared=shared)
        return cls(store, auto_register=config.auto_register, hasher=hasher, guard=guard)

    async def login(
        self, username: str, password: str | None, token: str | None, locale: str, peer: Any = None
    ) -> LoginOutcome:
        """Check a password or session token; registers unknown names when auto-registering. ``peer`` is
        the websocket's ``remote_address``: failures and new accounts are counted by its address.

        The outcome carries the stored spelling of the username.
        """
        address = address_key(peer)
        if not valid_username(username):
            return LoginOutcome(LoginResult.BAD_NAME, username)
        if token:
            owner = self._store.session_user(token)
            if owner is not None and owner.casefold() == username.casefold():
                return LoginOutcome(LoginResult.OK, owner)
            if not password:
                return LoginOutcome(LoginResult.BAD_PASSWORD, username)
        refused = _password_refusal(password)
        if refused is not None:  # what is wrong with what was typed, whether or not the name exists
            return LoginOutcome(refused, username)
        assert password is not None
        wait = self.guard.login_wait(address, username)
        if wait > 0:
            return LoginOutcome(LoginResult.TOO_MANY_ATTEMPTS, username, retry_seconds(wait))
        found = self._store.user(username)
        if found is None:
            if not self._auto_register:
                self.guard.failed(address, username)
                return LoginOutcome(LoginResult.UNKNOWN_USER, username)
            return await self._create(username, password, locale, address)
        stored_name, stored_hash, _ = found
        with self.guard.attempt(address, stored_name) as attempt:
            try:
                verified, new_hash = await self.guard.hashing(lambda: self._verify(stored_hash, password))
            except Busy:
                return LoginOutcome(LoginResult.BUSY, username)
            if not verified:
                attempt.failed()
                return LoginOutcome(LoginResult.BAD_PASSWORD, username)
            attempt.succeeded()
        if new_hash is not None:
            self._store.set_password_hash(stored_name, new_hash)
        return LoginOutcome(LoginResult.OK, stored_name)

    async def register(self, username: str, password: str, locale: str, peer: Any = None) -> LoginOutcome:
        """Create an account with an argon2 hash of the password; ``peer`` as for ``login``."""
        address = address_key(peer)
        if not valid_username(username):
            return LoginOutcome(LoginResult.BAD_NAME, username)
        refused = _password_refusal(password)
        if refused is not None:
            return LoginOutcome(refused, username)
        wait = self.guard.address_wait(address)
        if wait > 0:
            return LoginOutcome(LoginResult.TOO_MANY_ATTEMPTS, username, retry_seconds(wait))
        if self._store.user(username) is not None:
            return LoginOutcome(LoginResult.NAME_TAKEN, username)
        return await self._create(username, password, locale, address)

    async def _create(self, username: str, password: str, locale: str, address: str) -> LoginOutcome:
        if not self.guard.may_register(address):
            return LoginOutcome(LoginResult.TOO_MANY_REGISTRATIONS, username)
        try:
            password_hash = await self.guard.hashing(lambda: self._hasher.hash(password))
        except Busy:
            self.guard.registration_undone(address)
            return LoginOutcome(LoginResult.BUSY, username)
        if not self._store.add_user(username, password_hash, locale):
            self.guard.registration_undone(address)
            return LoginOutcome(LoginResult.NAME_TAKEN, username)
        return LoginOutcome(LoginResult.OK, username)

    def new_session(self, username: str) -> Session:
        """A fresh session token for the user, saved with its expiry."""
        token = secrets.token_urlsafe(32)
        expires_at = int(time.time()) + SESSION_SECONDS
        self._store.add_session(token, username, expires_at)
        return Session(username, token, expires_at)

    def _verify(self, stored_hash: str, password: str) -> tuple[bool, str | None]:
        """Whether the password matches, and a new hash of it when the stored one was made with other
        parameters (runs on a hashing thread)."""
        try:
            self._hasher.verify(stored_hash, password)
        except (VerificationError, InvalidHashError):
            return False, None
        if self._hasher.check_needs_rehash(stored_hash):
            return True, self._hasher.hash(password)
        return True, None
