"""Accounts and sessions over a real websocket: registration, passwords, tokens, takeover, language."""

from __future__ import annotations

import asyncio
import functools
import sqlite3
import threading
import time

import pytest
from argon2 import PasswordHasher

from playpalace_backgammon.host.accounts.accounts import Accounts, LoginResult
from playpalace_backgammon.host.accounts.login_guard import LoginGuard, LoginLimits
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.table.interface import Message

from .live_server import WsClient


def test_first_login_registers_and_returns_a_session_token(server, connect):
    client = connect()
    success = client.login("alice", "pass word 1")  # a space: never in a hash's base64 by chance
    assert success["type"] == "authorize_success"
    assert success["username"] == "alice"
    assert len(success["session_token"]) >= 32
    assert success["session_expires_at"] > time.time() + 3600
    client.until_menu("main_menu")
    stored = sqlite3.connect(server.config.db).execute("SELECT password_hash FROM users").fetchone()[0]
    assert stored.startswith("$argon2") and "pass word 1" not in stored


def test_wrong_password_is_refused_with_disconnect(server, connect):
    connect().login("bob", "right")
    answer = connect().login("bob", "wrong")
    assert answer["type"] == "disconnect"
    assert answer["return_to_login"] is True
    assert "Wrong username or password" in answer["message"]


def test_session_token_logs_in_without_password(server, connect):
    first = connect()
    token = first.login("carol")["session_token"]
    first.close()
    second = connect()
    second.send({"type": "authorize", "username": "carol", "session_token": token})
    assert (
        second.until(lambda p: p["type"] in ("authorize_success", "disconnect"))["type"]
        == "authorize_success"
    )
    third = connect()
    third.send({"type": "authorize", "username": "carol", "session_token": "forged" * 8})
    assert third.until(lambda p: p["type"] in ("authorize_success", "disconnect"))["type"] == "disconnect"


def test_second_login_takes_over_and_old_connection_gets_disconnect(server, connect):
    old = connect()
    old.login("dave")
    old.until_menu("main_menu")
    new = connect()
    assert new.login("dave")["type"] == "authorize_success"
    bye = old.until(lambda p: p["type"] == "disconnect")
    assert "somewhere else" in bye["message"]
    old.recv(2)
    assert old.closed
    new.send({"type": "list_online"})
    assert new.until_speech("online")["text"].count("dave") == 1


def test_locale_chooses_the_language(server, connect):
    client = connect()
    client.login("elena", locale="es-ES")
    assert client.until_speech("bienvenida")
    menu = client.until_menu("main_menu")
    assert any(item["text"] == "Quién está conectado" for item in menu["items"])


def test_auto_register_can_be_turned_off(make_server):
    server = make_server(auto_register=False)
    client = WsClient(server.url)
    answer = client.login("nobody")
    assert answer["type"] == "disconnect" and "Register first" in answer["message"]
    client.close()
    registrar = WsClient(server.url)
    registrar.send({"type": "register", "username": "nobody", "password": "pw"})
    registrar.until_speech("created")
    registrar.close()
    again = WsClient(server.url)
    assert again.login("nobody", "pw")["type"] == "authorize_success"
    again.close()


# Limits on logins and registrations (the guard's own rules: test_login_guard; a flood: test_login_flood).


@pytest.fixture
def dial():
    opened: list[WsClient] = []

    def make(url: str) -> WsClient:
        client = WsClient(url)
        opened.append(client)
        return client

    yield make
    for client in opened:
        client.close()


def test_new_hashes_use_the_light_parameters(make_server, dial):
    server = make_server(light_hashes=False)  # serve's own parameters
    dial(server.url).login("fiona", "pw")
    stored = sqlite3.connect(server.config.db).execute("SELECT password_hash FROM users").fetchone()[0]
    assert stored.startswith("$argon2id$v=19$m=19456,t=2,p=1$")


def test_an_old_hash_still_verifies_and_is_replaced_on_login(make_server, dial):
    server = make_server(light_hashes=False)  # serve's own parameters
    connect = functools.partial(dial, server.url)
    old = PasswordHasher().hash("old-pw")  # argon2-cffi's default: 64 MiB, three passes, four lanes
    server.call(lambda: server.server.store.add_user("gina", old, "en"))
    assert connect().login("gina", "wrong")["type"] == "disconnect"
    assert _stored_hash(server, "gina") == old
    assert connect().login("gina", "old-pw")["type"] == "authorize_success"
    renewed = _stored_hash(server, "gina")
    assert renewed.startswith("$argon2id$v=19$m=19456,t=2,p=1$")
    assert connect().login("gina", "old-pw")["type"] == "authorize_success"


def test_repeated_wrong_passwords_must_wait_and_are_told_how_long(make_server, dial):
    server = make_server(login_account_free_failures=2)
    dial(server.url).login("hugo", "right")
    for _ in range(2):
        assert "Wrong username or password" in dial(server.url).login("hugo", "wrong")["message"]
    client = dial(server.url)
    answer = client.login("hugo", "right")  # even the right password waits its turn
    assert answer["type"] == "disconnect" and answer["return_to_login"] is True
    assert answer["message"] == "Too many failed logins. Try again in a second."
    assert client.speeches() == [answer["message"]]
    spanish = dial(server.url).login("hugo", "wrong", locale="es")
    assert spanish["message"] == "Demasiados intentos fallidos. Vuelve a intentarlo dentro de un segundo."


def test_registrations_per_address_are_limited(make_server, dial):
    server = make_server(registrations_per_address_hour=3)
    registrar = dial(server.url)
    for name in ("ivan", "jane"):
        registrar.send({"type": "register", "username": name, "password": "pw"})
        registrar.until_speech("created")
    assert dial(server.url).login("kate")["type"] == "authorize_success"  # registered on first login
    refused = dial(server.url)
    refused.send({"type": "register", "username": "leo", "password": "pw", "locale": "es"})
    bye = refused.until(lambda p: p["type"] == "disconnect")
    assert bye["message"] == (
        "Se han creado demasiadas cuentas desde tu dirección. Vuelve a intentarlo más tarde."
    )
    assert "Too many new accounts" in dial(server.url).login("mia")["message"]
    assert dial(server.url).login("ivan", "pw")["type"] == "authorize_success"  # old accounts log in
    names = {row[0] for row in sqlite3.connect(server.config.db).execute("SELECT username FROM users")}
    assert names == {"ivan", "jane", "kate"}


def test_a_taken_name_is_refused_without_using_up_a_registration(make_server, dial):
    server = make_server(registrations_per_address_hour=1)
    dial(server.url).login("nora")
    registrar = dial(server.url)
    for _ in range(3):
        registrar.send({"type": "register", "username": "NORA", "password": "pw"})
        registrar.until_speech("taken")
    assert not registrar.closed


class _GatedHasher(PasswordHasher):
    """Hashes only once the test lets it."""

    def __init__(self) -> None:
        super().__init__(time_cost=1, memory_cost=8, parallelism=1)
        self.gate = threading.Event()
        self.entered = threading.Event()

    def hash(self, password: str | bytes, *, salt: bytes | None = None) -> str:
        self.entered.set()
        self.gate.wait(10)
        return super().hash(password, salt=salt)


async def test_logins_beyond_the_hashing_queue_are_refused_as_busy(tmp_path):
    store = Store(tmp_path / "accounts.sqlite3")
    hasher = _GatedHasher()
    guard = LoginGuard(LoginLimits(hashes_at_once=1, hashes_waiting=1))
    accounts = Accounts(store, auto_register=True, hasher=hasher, guard=guard)
    try:
        first = asyncio.ensure_future(accounts.register("olga", "pw", "en", ("10.0.0.1", 1)))
        second = asyncio.ensure_future(accounts.login("pia", "pw", None, "en", ("10.0.0.2", 1)))
        await asyncio.to_thread(hasher.entered.wait, 5)
        await asyncio.sleep(0)
        busy = await accounts.login("quin", "pw", None, "en", ("10.0.0.3", 1))
        assert busy.result is LoginResult.BUSY and busy.limit_refusal
        hasher.gate.set()
        assert (await first).result is LoginResult.OK
        assert (await second).result is LoginResult.OK
        assert (await accounts.login("quin", "pw", None, "en", ("10.0.0.3", 1))).result is LoginResult.OK
    finally:
        hasher.gate.set()
        guard.close()
        store.close()


def test_the_busy_refusal_is_spoken_in_both_languages():
    localizer = Localizer()
    assert localizer.render(Message("login-busy"), "en") == "The server is busy; try again in a moment."
    assert localizer.render(Message("login-busy"), "es") == (
        "El servidor está ocupado; vuelve a intentarlo en un momento."
    )
    assert localizer.render(Message("login-too-many-attempts", {"seconds": 8}), "es") == (
        "Demasiados intentos fallidos. Vuelve a intentarlo dentro de 8 segundos."
    )


def _stored_hash(server, name: str) -> str:
    return server.call(lambda: server.server.store.user(name)[1])
