"""Accounts and sessions: argon2 password hashes in the store, session tokens with an expiry.

Hashing and verifying take tens of milliseconds of CPU, so they run in a worker thread (argon2-cffi
releases the GIL) and the event loop keeps serving everyone else meanwhile.
"""

from __future__ import annotations

import asyncio
import secrets
import time
from dataclasses import dataclass
from enum import Enum

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from .store import Store

SESSION_SECONDS = 7 * 24 * 3600
MAX_USERNAME = 32
MAX_PASSWORD = 256


class LoginResult(Enum):
    """Why a login was accepted or refused (each refusal has a lobby message)."""

    OK = "ok"
    BAD_PASSWORD = "login-bad-password"
    UNKNOWN_USER = "login-unknown-user"
    BAD_NAME = "login-bad-name"
    NAME_TAKEN = "register-name-taken"


@dataclass(frozen=True)
class Session:
    """A logged-in user's session token and its expiry (Unix seconds)."""

    username: str
    token: str
    expires_at: int


def valid_username(name: str) -> bool:
    """Letters, digits, '_', '-' and '.', 1 to 32 characters."""
    return 0 < len(name) <= MAX_USERNAME and all(ch.isalnum() or ch in "_-." for ch in name)


class Accounts:
    """Log in, register and resume sessions against the store."""

    def __init__(self, store: Store, *, auto_register: bool, hasher: PasswordHasher | None = None) -> None:
        self._store = store
        self._auto_register = auto_register
        self._hasher = hasher or PasswordHasher()

    async def login(
        self, username: str, password: str | None, token: str | None, locale: str
    ) -> tuple[LoginResult, str]:
        """Check a password or session token; registers unknown names when auto-registering.

        Returns the result and the stored spelling of the username.
        """
        if not valid_username(username):
            return LoginResult.BAD_NAME, username
        if token:
            owner = self._store.session_user(token)
            if owner is not None and owner.casefold() == username.casefold():
                return LoginResult.OK, owner
            if not password:
                return LoginResult.BAD_PASSWORD, username
        if not password or len(password) > MAX_PASSWORD:
            return LoginResult.BAD_PASSWORD, username
        found = self._store.user(username)
        if found is None:
            if not self._auto_register:
                return LoginResult.UNKNOWN_USER, username
            return await self.register(username, password, locale)
        stored_name, stored_hash, _ = found
        if not await asyncio.to_thread(self._verify, stored_hash, password):
            return LoginResult.BAD_PASSWORD, username
        return LoginResult.OK, stored_name

    async def register(self, username: str, password: str, locale: str) -> tuple[LoginResult, str]:
        """Create an account with an argon2 hash of the password."""
        if not valid_username(username):
            return LoginResult.BAD_NAME, username
        if not password or len(password) > MAX_PASSWORD:
            return LoginResult.BAD_PASSWORD, username
        password_hash = await asyncio.to_thread(self._hasher.hash, password)
        if not self._store.add_user(username, password_hash, locale):
            return LoginResult.NAME_TAKEN, username
        return LoginResult.OK, username

    def new_session(self, username: str) -> Session:
        """A fresh session token for the user, saved with its expiry."""
        token = secrets.token_urlsafe(32)
        expires_at = int(time.time()) + SESSION_SECONDS
        self._store.add_session(token, username, expires_at)
        return Session(username, token, expires_at)

    def _verify(self, stored_hash: str, password: str) -> bool:
        try:
            return self._hasher.verify(stored_hash, password)
        except (VerificationError, InvalidHashError):
            return False
