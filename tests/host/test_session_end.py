"""Logging out ends the session on the server too: ``GET /session/end`` with the token as a bearer
forgets it, so it logs no one in again; without a token, or with an unknown one, nothing changes."""

from __future__ import annotations

import http.client
from typing import Any

from .live_server import ThreadedServer


def _end(server: ThreadedServer, token: str | None) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", server.server.port, timeout=5)
    connection.request("GET", "/session/end", headers={"Authorization": f"Bearer {token}"} if token else {})
    status = connection.getresponse().status
    connection.close()
    return status


def _logs_in_with(connect: Any, name: str, token: str) -> bool:
    client = connect()
    client.send({"type": "authorize", "username": name, "session_token": token})
    return bool(client.until(lambda p: p["type"] in ("authorize_success", "disconnect"))["type"]
                == "authorize_success")


def test_a_token_ended_logs_no_one_in_and_others_are_untouched(server: ThreadedServer, connect: Any) -> None:
    ann = connect().login("ann")["session_token"]
    bob = connect().login("bob")["session_token"]
    assert _end(server, None) == 204 and _end(server, "not-a-token") == 204
    assert _logs_in_with(connect, "ann", ann)
    assert _end(server, ann) == 204
    assert not _logs_in_with(connect, "ann", ann)
    assert _logs_in_with(connect, "bob", bob)
