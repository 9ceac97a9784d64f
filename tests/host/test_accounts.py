"""Accounts and sessions over a real websocket: registration, passwords, tokens, takeover, language."""

from __future__ import annotations

import sqlite3
import time

from .live_server import WsClient


def test_first_login_registers_and_returns_a_session_token(server, connect):
    client = connect()
    success = client.login("alice", "pw1")
    assert success["type"] == "authorize_success"
    assert success["username"] == "alice"
    assert len(success["session_token"]) >= 32
    assert success["session_expires_at"] > time.time() + 3600
    client.until_menu("main")
    stored = sqlite3.connect(server.config.db).execute("SELECT password_hash FROM users").fetchone()[0]
    assert stored.startswith("$argon2") and "pw1" not in stored


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
    old.until_menu("main")
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
    menu = client.until_menu("main")
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
