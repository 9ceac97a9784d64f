"""Open connections are bounded in all and per address: past a bound a connection is told why and closed,
and a closed one frees its place."""

from __future__ import annotations

import time

from playpalace_backgammon.host.net.connection_limits import Admission, ConnectionLimits

from .live_server import WsClient


def test_the_bounds_count_open_connections_and_released_ones_free_their_place() -> None:
    limits = ConnectionLimits(total=3, per_address=2)
    assert limits.admit("10.0.0.1") is Admission.ADMITTED
    assert limits.admit("10.0.0.1") is Admission.ADMITTED
    assert limits.admit("10.0.0.1") is Admission.ADDRESS_FULL
    assert limits.admit("10.0.0.2") is Admission.ADMITTED
    assert limits.admit("10.0.0.3") is Admission.SERVER_FULL
    assert limits.open == 3
    limits.release("10.0.0.1")
    assert limits.admit("10.0.0.3") is Admission.ADMITTED
    for address in ("10.0.0.1", "10.0.0.2", "10.0.0.3"):
        limits.release(address)
    assert limits.open == 0 and limits.admit("10.0.0.1") is Admission.ADMITTED


def _until_open(server, count: int) -> None:  # type: ignore[no-untyped-def]
    """Until the server counts ``count`` open connections (a close is no change of any table's state)."""
    deadline = time.monotonic() + 10
    while server.call(lambda: server.server.connections.open) != count:
        assert time.monotonic() < deadline, server.call(lambda: server.server.connections.open)
        time.sleep(0.01)


def _turned_away(client: WsClient) -> str:
    packet = client.until(lambda p: p["type"] == "disconnect", timeout=5)
    assert client.recv(5) is None and client.closed  # and then closed by the server
    return str(packet["message"])


def test_a_connection_past_the_address_bound_is_told_why_and_closed(make_server) -> None:
    server = make_server(connections_per_address=2)
    first, second = WsClient(server.url), WsClient(server.url)
    assert first.login("ann")["type"] == "authorize_success"
    third = WsClient(server.url)
    assert _turned_away(third) == "Too many connections from your address. Close one and try again."
    assert second.login("bob")["type"] == "authorize_success"  # those already open are untouched
    first.close()
    _until_open(server, 1)
    fourth = WsClient(server.url)
    assert fourth.login("ann")["type"] == "authorize_success"
    for client in (second, third, fourth):
        client.close()
    _until_open(server, 0)


def test_a_connection_past_the_servers_bound_is_told_the_server_is_full(make_server) -> None:
    server = make_server(max_connections=1)
    first = WsClient(server.url)
    first.send({"type": "ping"})
    first.until(lambda p: p["type"] == "pong")
    second = WsClient(server.url)
    assert _turned_away(second) == "The server is full. Please try again in a few minutes."
    first.close()
    second.close()
