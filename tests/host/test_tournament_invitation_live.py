"""An event by invitation through the real server, to the profiles: the organiser invites one person online,
who hears it, finds the event in their list and joins; a person not invited finds it neither in the list
nor open to joining; the event plays to its end, and each person's profile lists it with their place.
A knockout of four, 1-point matches, both people giving up their matches: seconds."""

from __future__ import annotations

from collections.abc import Callable

from .live_server import ThreadedServer, WsClient
from .test_tournaments_live import resign_at_table
from .tournament_client import announce, has_item, open_event


def to_main(client: WsClient) -> None:
    if client.menu is None or client.menu["menu_id"] != "main_menu":
        client.until_menu("main_menu")


def listed_events(client: WsClient) -> list[str]:
    """From the main menu: the ids of the events in the Tournaments list, then back to the main menu."""
    to_main(client)
    client.select("main_menu", "tournaments")
    listed = client.until(has_item("create"))  # type: ignore[arg-type]
    client.select("tournaments", "back")
    client.until_menu("main_menu")
    return [item["id"] for item in listed["items"] if item["id"].startswith("event-")]


def profile_texts(client: WsClient) -> dict[str, str]:
    """From the main menu: one's own profile's lines by item id, then back to the main menu."""
    to_main(client)
    client.select("main_menu", "ratings")
    client.until_menu("players_ratings")
    client.select("players_ratings", "profile")
    profile = client.until_menu("player_profile")
    client.select("player_profile", "back")
    client.until_menu("players_ratings")
    client.select("players_ratings", "back")
    client.until_menu("main_menu")
    return {item["id"]: item["text"] for item in profile["items"]}


def test_an_invited_player_joins_the_uninvited_cannot_and_profiles_list_the_finish(
        make_server: Callable[..., ThreadedServer]) -> None:
    server = make_server(bot_pacing_seconds=0.0, bots_only_share=1.0)
    ann, ben, cas = (WsClient(server.url) for _ in range(3))
    try:
        for client, name in ((ann, "ann"), (ben, "ben"), (cas, "cas")):
            client.login(name)
        announce(ann, places=6, length=5, access=1)  # a knockout of 4, 1-point matches, by invitation
        assert "invite" in ann.item_ids()
        ann.select("tournament", "join")
        ann.until(has_item("leave"))  # type: ignore[arg-type]
        assert listed_events(ben) == [] and listed_events(cas) == []  # not public: nobody else sees it
        ann.select("tournament", "invite")
        invite = ann.until_menu("tournament_invite")
        assert {"invite-ben", "invite-cas"} <= {item["id"] for item in invite["items"]}
        assert "invite-ann" not in [item["id"] for item in invite["items"]]  # she is in it already
        ann.select("tournament_invite", "invite-ben")
        ann.until_speech("ben is invited.")
        ben.until_speech("ann invites you to the tournament ann's tournament")
        (event_item,) = listed_events(ben)
        assert listed_events(cas) == []  # still not for cas
        open_event(ben)
        ben.select("tournament", "join")
        ben.until(has_item("leave"))  # type: ignore[arg-type]
        ann.until_speech("ben joins the tournament: 2 of 4 places taken.")
        ann.select("tournament", "fill-bots")  # full: it starts; ann and ben each meet a bot
        for client in (ann, ben):
            client.until_speech("Round 1 of 2: you play")
            resign_at_table(client)
        ann.until_speech("is over:", timeout=30)
        for client in (ann, ben):
            texts = profile_texts(client)
            finish = texts[f"tournament-{event_item.removeprefix('event-')}"]
            assert finish == "Tournament ann's tournament: place 3 of 4"  # both out in the semi-finals
        assert "tournaments" in profile_texts(cas)  # cas has no finish: "No finished tournaments yet"
    finally:
        for client in (ann, ben, cas):
            client.close()
