"""Leaving on one's turn with the real server (issue 22, item 1; issue 23, item 2): the player is asked Y
or N and told what leaving costs; once they leave, the other player and a spectator hear who left and what
it cost, then hear the bot that took the seat play it, and the game goes on to the other player's turn."""

from __future__ import annotations

from collections.abc import Callable

from .live_server import ThreadedServer, WsClient, create_table, open_first_table


def test_a_player_who_leaves_on_their_turn_is_replaced_by_a_bot_that_plays_at_once(
    make_server: Callable[..., ThreadedServer]
) -> None:
    server = make_server()
    ann, bob, cat = WsClient(server.url), WsClient(server.url), WsClient(server.url)
    try:
        ann.login("ann")
        bob.login("bob")
        cat.login("cat")
        create_table(ann)
        open_first_table(bob)
        bob.select("join", "join")
        bob.until_menu("table")
        open_first_table(cat)
        cat.select("join", "watch")
        cat.until_menu("table")
        ann.until_speech("bob joined")
        ann.select("table", "start")
        # Whoever won the opening roll is to move: they leave on their turn.
        first = ann.until_speech("first, playing")["text"]
        bob.until_menu("turn_menu")
        mover, other = (ann, bob) if first.startswith("You go first") else (bob, ann)
        mover_name = "ann" if mover is ann else "bob"
        mover.send({"type": "escape", "menu_id": "turn_menu"})
        mover.until_menu("actions_menu")
        mover.select("actions_menu", "leave")
        question = mover.until_speech("Leave? Y or N")["text"]
        assert question.startswith("Leaving gives up the match: you lose it unless you come back")
        mover.key("y")
        mover.until_menu("main_menu")
        for listener in (other, cat):
            listener.until_speech(f"{mover_name} left the table and gives up the match")
            listener.until_speech(f"{mover_name} moves")  # the bot in the seat plays the roll at once
        other.until_speech("Your turn")  # and the game goes on
    finally:
        for client in (ann, bob, cat):
            client.close()
