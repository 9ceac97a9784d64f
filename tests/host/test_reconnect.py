"""A dropped player keeps the seat for the grace period, hears what they missed, and after it a bot plays
for them until they come back and reclaim the seat."""

from __future__ import annotations

from .game_driver import play_turns, room_of
from .live_server import WsClient, create_table, open_first_table


def _two_player_table(server) -> tuple[WsClient, WsClient]:
    host, guest = WsClient(server.url), WsClient(server.url)
    host.login("hana")
    create_table(host)
    guest.login("goro")
    open_first_table(guest)
    guest.select("join", "join")
    guest.until_menu("table")
    host.until_speech("goro joined")
    host.select("table", "option-match_length")
    host.until_menu("option-match_length")
    host.select("option-match_length", "value-7")
    host.until_menu("table")
    host.select("table", "start")
    host.until_menu("turn_menu")
    guest.until_menu("turn_menu")
    return host, guest


def test_reconnect_within_grace_gets_the_seat_and_recent_announcements(make_server):
    server = make_server(grace_seconds=30)
    host, guest = _two_player_table(server)
    room = room_of(server)
    play_turns(server, room, {0: host, 1: guest}, 3)
    guest.close()
    host.until_speech("goro lost the connection")
    assert server.call(lambda: room.core.seats[1].away and not room.core.seats[1].bot_controlled)
    back = WsClient(server.url)
    back.login("goro")
    back.until_speech("You are back at your table")
    board = back.until_menu("turn_menu")
    assert len([i for i in board["items"] if i["id"].startswith("cell-")]) == 24
    replayed = back.speeches()
    recent = server.call(lambda: [a.message for a in room.core.recent if 1 in a.audience.seats])
    rendered = [server.server.localizer.render(m, "en") for m in recent]
    assert rendered and all(text in replayed for text in rendered)
    assert server.call(lambda: room.core.seats[1].member is not None and not room.core.seats[1].away)
    play_turns(server, room, {0: host, 1: back}, 2)
    host.close()
    back.close()


def test_after_grace_a_bot_plays_and_the_player_reclaims(make_server):
    server = make_server(grace_seconds=0.5)
    host, guest = _two_player_table(server)
    room = room_of(server)
    guest.close()
    host.until_speech("A bot plays for them", timeout=5)
    assert server.call(lambda: room.core.seats[1].bot_controlled)
    logged_before = server.call(lambda: sum(1 for seat, _ in room.core.table.log if seat == 1))
    play_turns(server, room, {0: host}, 4)
    assert server.call(lambda: sum(1 for seat, _ in room.core.table.log if seat == 1)) > logged_before
    back = WsClient(server.url)
    back.login("goro")
    back.until_menu("turn_menu")
    host.until_speech("goro is back")
    seat = room.core.seats[1]
    assert server.call(lambda: not seat.bot_controlled and seat.member is not None)
    host.close()
    back.close()
