"""Ratings end to end over a loopback server: a match between two people resigned as a whole, each hearing
their own rating change at its end; one abandoned, lost by the first to leave, each told in the lobby; a
bot-practice match on the separate rating; "Players and ratings" in the lobby, down to a recent match
opening the archive's match menu."""

from __future__ import annotations

from collections.abc import Callable

from .live_server import ThreadedServer, WsClient, create_bot_table, create_table, open_first_table


def _resign_match(player: WsClient) -> None:
    player.send({"type": "escape", "menu_id": "turn_menu"})
    player.until_menu("actions_menu")
    player.select("actions_menu", "resign_match")
    player.until_speech("Resign the whole match?")
    player.key("y")


def _leave(player: WsClient, *, asked: bool = False) -> None:
    """Leave the table from the actions menu; ``asked``: a match under way asks first, answered Y."""
    player.send({"type": "escape", "menu_id": "turn_menu"})
    player.until_menu("actions_menu")
    player.select("actions_menu", "leave")
    if asked:
        player.until_speech("Leave? Y or N")
        player.key("y")


def _table_for_two(ann: WsClient, bob: WsClient) -> None:
    create_table(ann)
    open_first_table(bob)
    bob.select("join", "join")
    bob.until_menu("table")
    ann.until_speech("bob joined")
    ann.select("table", "start")
    ann.until_menu("turn_menu")
    bob.until_menu("turn_menu")


def test_ratings_change_at_the_end_and_the_lobby_shows_them(
    make_server: Callable[..., ThreadedServer]
) -> None:
    server = make_server()
    ann, bob = WsClient(server.url), WsClient(server.url)
    try:
        ann.login("ann")
        bob.login("bob")
        _table_for_two(ann, bob)
        _resign_match(bob)  # a 1-point match, both new: 4 * 5 * sqrt(1) * 0.5 = 10 points either way
        said = ann.until_speech("Your rating")["text"]
        assert said == "Your rating goes up by 10.0 to 1510.0; experience 1."
        assert bob.until_speech("Your rating")["text"] == (
            "Your rating goes down by 10.0 to 1490.0; experience 1.")
        _leave(bob)
        _leave(ann)
        # Ann leaves the next match under way, then Bob: abandoned, Ann's loss (she left first), and each
        # hears it in the lobby. Ann: 1510, K = 4.99, her chance 1 / (1 + 10 ** (-20 / 2000)) = 0.505756.
        _table_for_two(ann, bob)
        _leave(ann, asked=True)
        bob.until_speech("ann left the table and gives up the match")
        _leave(bob)
        said = ann.until_speech("Your rating")["text"]
        assert said == "Your rating goes down by 10.1 to 1499.9; experience 2."
        said = bob.until_speech("Your rating")["text"]
        assert said == "Your rating goes up by 10.1 to 1500.1; experience 2."
        bob.select("main_menu", "ratings")  # the main menu was shown before the news: come back to it
        bob.until_menu("players_ratings")
        bob.select("players_ratings", "back")
        create_bot_table(bob)  # against Simple (1400) on the bot-practice rating
        _resign_match(bob)
        said = bob.until_speech("Your bot-practice rating")["text"]
        assert said.startswith("Your bot-practice rating goes down by ") and said.endswith("; experience 1.")
        _leave(bob)

        main = bob.until_menu("main_menu")
        assert [item["id"] for item in main["items"]][-2:] == ["past", "ratings"]
        bob.select("main_menu", "ratings")
        bob.until_menu("players_ratings")
        bob.select("players_ratings", "leaderboard")
        board = bob.until_menu("ratings_leaderboard_human")
        lines = [item["text"] for item in board["items"] if item["id"].startswith("player-")]
        assert lines == ["1. bob, rating 1500.1, experience 2, matches played: 2, won: 1",
                         "2. ann, rating 1499.9, experience 2, matches played: 2, won: 1"]
        bob.select("ratings_leaderboard_human", "player-bob")
        profile = bob.until_menu("player_profile")
        texts = {item["id"]: item["text"] for item in profile["items"]}
        assert texts["rating"] == "Rating 1500.1, place 1 on the leaderboard"
        assert texts["played"] == "Rated matches played: 2, won: 1"
        assert texts["bots"].startswith("Bot-practice rating 14") and texts["bots"].endswith(
            "matches against bots: 1, won: 0")
        recent = [item for item in profile["items"] if item["id"].startswith("match-")]
        assert [item["text"] for item in recent[1:]] == ["Won against ann, rating 1490.0 to 1500.1",
                                                         "Lost against ann, rating 1500.0 to 1490.0"]
        bob.select("player_profile", recent[2]["id"])
        bob.until_menu("past_match")
        bob.select("past_match", "back")
        bob.until_menu("player_profile")
    finally:
        ann.close()
        bob.close()
