"""Who is online across real gateway processes (docs/scaling.md, "Who is online across gateways"): each
gateway says only who came and went, numbered; a gateway started late asks the others for their whole lists
and names everyone; a gateway killed drops out of the others' lists with its players."""

from __future__ import annotations

import pytest

from tests.cluster.services import NatsServer
from tests.cluster.test_gateways import WAIT, cluster_process, health, until
from tests.host.live_server import WsClient, start_all, stop_all

pytestmark = pytest.mark.slow(10)


def online_heard(client: WsClient) -> str:
    """What "Who is online" says to ``client`` now (in the main menu)."""
    before = len(client.speeches())
    client.select("main_menu", "online")
    client.until(lambda packet: packet["type"] == "speak" and "online" in str(packet.get("text", "")), WAIT)
    return next(text for text in client.speeches()[before:] if "online" in text)


def names_in(said: str, everyone: tuple[str, ...]) -> set[str]:
    return {name for name in everyone if f" {name}" in said or said.startswith(name)}


def test_a_late_gateway_names_everyone_and_a_killed_ones_players_drop_out(pg_url: str,
                                                                          nats: NatsServer) -> None:
    ttl = ("--owner-ttl", "2")
    gateways = [cluster_process(pg_url, nats, "--role", "gateway", "--owner", f"gw-{n}", *ttl)
                for n in (1, 2)]
    clients: list[WsClient] = []
    late = None
    everyone = ("ann", "bob", "cat", "dan", "eve")
    try:
        start_all(gateways)

        def log_in(url: str, name: str) -> WsClient:
            client = WsClient(url)
            clients.append(client)
            client.login(name)
            client.until_menu("main_menu", WAIT)
            return client

        ann, bob = log_in(gateways[0].url, "ann"), log_in(gateways[0].url, "bob")
        cat = log_in(gateways[1].url, "cat")
        until(lambda: names_in(online_heard(cat), everyone) == {"ann", "bob", "cat"}, "gw-2 names gw-1's two")
        until(lambda: names_in(online_heard(ann), everyone) == {"ann", "bob", "cat"}, "gw-1 names cat")

        # Changes travel: dan comes on gw-2, bob leaves gw-1.
        dan = log_in(gateways[1].url, "dan")
        bob.close()
        clients.remove(bob)
        until(lambda: names_in(online_heard(ann), everyone) == {"ann", "cat", "dan"}, "gw-1 hears dan came")
        until(lambda: names_in(online_heard(cat), everyone) == {"ann", "cat", "dan"}, "gw-2 hears bob went")
        assert "3 people online" in online_heard(dan)

        # A gateway started late: it has missed every change so far, asks for the whole lists, names all.
        late = cluster_process(pg_url, nats, "--role", "gateway", "--owner", "gw-3", *ttl)
        start_all([late])
        eve = log_in(late.url, "eve")
        until(lambda: names_in(online_heard(eve), everyone) == {"ann", "cat", "dan", "eve"},
              "the late gateway names everyone")
        assert "4 people online" in online_heard(eve)
        until(lambda: names_in(online_heard(ann), everyone) == {"ann", "cat", "dan", "eve"}, "gw-1 names eve")
        assert health(late)["bus"]["online_elsewhere"] == 3  # ann on gw-1, cat and dan on gw-2

        # gw-2 killed: its players drop out of the others' lists once it is silent for the time to live.
        gateways[1].kill()
        clients.remove(cat)
        clients.remove(dan)
        for client in (ann, eve):
            until(lambda c=client: names_in(online_heard(c), everyone) == {"ann", "eve"},  # type: ignore[misc]
                  "gw-2's players gone")
        assert health(gateways[0])["bus"]["online_elsewhere"] == 1
        assert health(late)["bus"]["online_elsewhere"] == 1
        assert "2 people online" in online_heard(ann)
    finally:
        for client in clients:
            client.close()
        stop_all([process for process in (*gateways, late) if process is not None])
