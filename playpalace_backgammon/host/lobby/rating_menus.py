"""The lobby's "Players and ratings": the leaderboards (a page at a time, one spoken line a player), a
player's profile (rating, experience, matches played and won, bot-practice rating, average error rate from
analysed matches, recent rated matches opening the archive's match menu), and each player's own rating
change told when a match ends.

Ratings are written with one decimal in the listener's language (its decimal sign and digits); everything
heard comes from ``locales/<lang>/ratings.ftl``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from playpalace_backgammon.table.interface import Message, decimal

from ...i18n import Localizer
from ..net.client import Client, MenuHandler, MenuHost
from ..store.ratings import BOTS, HUMAN, RatingChange
from ..store.store import Store
from ..store.store_archive import ArchivedMatch
from ..store.store_ratings import PastChange, RatedPlayer
from .archive_menus import PastMatches

PAGE_SIZE = 10
RECENT_MATCHES = 10
MENU = "players_ratings"
BOARD_MENU = "ratings_leaderboard"
PROFILE_MENU = "player_profile"


def rating_text(value: float, language: str, localizer: Localizer) -> str:
    """A rating (or a change of one) with one decimal, as the listener's language writes numbers (its
    digits and decimal sign)."""
    return localizer.render(Message("number", {"value": decimal(value, 1)}), language)


class PlayersAndRatings:
    """The ratings' menus (a recent match opening ``past``'s match menu), and the words of a rating change."""

    def __init__(self, host: MenuHost, store: Store, localizer: Localizer, past: PastMatches) -> None:
        self.host = host
        self.store = store
        self.localizer = localizer
        self.past = past

    def _text(self, client: Client, message_id: str, **args: str | int) -> str:
        return self.host.render(client, Message(message_id, args))

    def _number(self, client: Client, value: float) -> str:
        return rating_text(value, client.language, self.localizer)

    def change_message(self, client: Client, change: RatingChange) -> Message:
        """What a player hears of their own rating when a match ends."""
        delta = round(change.delta, 1)
        direction = "up" if delta > 0 else "down" if delta < 0 else "same"
        return Message("ratings-your-change", {
            "pool": change.pool, "direction": direction, "change": self._number(client, abs(delta)),
            "rating": self._number(client, change.after.rating), "experience": change.after.experience})

    def tell_change(self, client: Client, change: RatingChange) -> None:
        client.speak(self.host.render(client, self.change_message(client, change)), "table")

    # Menus.

    def show(self, client: Client) -> None:
        """The "Players and ratings" menu: one's profile, the two leaderboards, back."""
        me = client.username or ""
        items: list[tuple[str, str, MenuHandler]] = [
            ("profile", self._text(client, "ratings-my-profile"),
             lambda _: self.show_profile(client, me, back=lambda: self.show(client))),
            ("leaderboard", self._text(client, "ratings-leaderboard"),
             lambda _: self.show_board(client, HUMAN, 0)),
            ("bot-leaderboard", self._text(client, "ratings-bot-leaderboard"),
             lambda _: self.show_board(client, BOTS, 0)),
            ("back", self._text(client, "lobby-back"), lambda _: self.host.show_main(client)),
        ]
        client.show_menu(MENU, items, escape=lambda: self.host.show_main(client))

    def board_line(self, client: Client, rank: int, player: RatedPlayer) -> str:
        standing = player.standing
        return self._text(client, "ratings-board-entry", rank=rank, name=player.username,
                          rating=self._number(client, standing.rating), experience=standing.experience,
                          played=standing.played, won=standing.won)

    def show_board(self, client: Client, pool: str, page: int) -> None:
        """A page of a pool's leaderboard, highest first; choosing a player opens their profile."""
        page = max(0, page)
        found = self.store.leaderboard(pool, page * PAGE_SIZE, PAGE_SIZE + 1)
        players, more = found[:PAGE_SIZE], len(found) > PAGE_SIZE
        items: list[tuple[str, str, MenuHandler]] = []
        for place, player in enumerate(players, page * PAGE_SIZE + 1):
            chosen = functools.partial(self._player_chosen, client, player.username, pool, page)
            items.append((f"player-{player.username}", self.board_line(client, place, player), chosen))
        if not players:
            client.speak(self._text(client, "ratings-nobody-rated"))
        elif page:
            client.speak(self._text(client, "archive-page", page=page + 1))
        if more:
            items.append(("next-page", self._text(client, "archive-next-page"),
                          lambda _: self.show_board(client, pool, page + 1)))
        if page:
            items.append(("previous-page", self._text(client, "archive-previous-page"),
                          lambda _: self.show_board(client, pool, page - 1)))
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.show(client)))
        client.show_menu(f"{BOARD_MENU}_{pool}", items, escape=lambda: self.show(client))

    def _player_chosen(self, client: Client, username: str, pool: str, page: int, _item: str) -> None:
        self.show_profile(client, username, back=lambda: self.show_board(client, pool, page))

    def profile_lines(self, client: Client, username: str) -> list[tuple[str, str]]:
        """A profile's spoken lines (item id, text), before its recent matches."""
        store = self.store
        lines = [("name", self._text(client, "ratings-profile-name", name=username))]
        human = store.standing(username, HUMAN)
        if human is None:
            lines.append(("rating", self._text(client, "ratings-not-rated")))
        else:
            standing = human.standing
            lines.append(("rating", self._text(client, "ratings-profile-rating",
                                               rating=self._number(client, standing.rating),
                                               rank=store.rank_of(username, HUMAN) or 0)))
            lines.append(("experience", self._text(client, "ratings-profile-experience",
                                                   experience=standing.experience)))
            lines.append(("played", self._text(client, "ratings-profile-played", played=standing.played,
                                               won=standing.won)))
        bots = store.standing(username, BOTS)
        if bots is None:
            lines.append(("bots", self._text(client, "ratings-no-bot-practice")))
        else:
            lines.append(("bots", self._text(client, "ratings-profile-bot-practice",
                                             rating=self._number(client, bots.standing.rating),
                                             played=bots.standing.played, won=bots.standing.won)))
        money = store.money_totals(username)
        lines.append(("money", self._text(client, "money-profile", sessions=money.sessions, won=money.won,
                                          lost=money.lost, level=money.level, net=f"{money.net:+d}")
                      if money.sessions else self._text(client, "money-profile-none")))
        error_rate = store.average_error_rate(username)
        if error_rate is None:
            lines.append(("error-rate", self._text(client, "ratings-no-analysis")))
        else:
            lines.append(("error-rate", self._text(client, "ratings-profile-error-rate",
                                                   rate=self._number(client, error_rate))))
        finishes = store.finishes_of(username)
        if not finishes:
            lines.append(("tournaments", self._text(client, "tournament-profile-none")))
        for finish in finishes:
            lines.append((f"tournament-{finish.tournament_id}", self._text(
                client, "tournament-profile-entry", name=finish.name, place=finish.place,
                players=finish.players)))
        return lines

    def recent_line(self, client: Client, past: PastChange, match: ArchivedMatch | None = None) -> str:
        """A recent rated match: a numbered bot opponent (``match``'s seat of no account by that name) is
        said in the listener's language, as Past matches say it."""
        opponent = past.opponent
        if match is not None and past.pool == BOTS:
            seat = next((seat for seat, name in enumerate(match.names)
                         if name == opponent and seat not in match.players), None)
            opponent = opponent if seat is None else self.past.name(client, match, seat)
        return self._text(client, "ratings-recent-entry", result="won" if past.won else "lost",
                          opponent=opponent, pool=past.pool,
                          before=self._number(client, past.rating_before),
                          after=self._number(client, past.rating_after))

    def show_profile(self, client: Client, username: str, back: Callable[[], None]) -> None:
        """A player's profile; their recent rated matches the listener may see open the archive's menu."""
        store = self.store
        known = [found for pool in (HUMAN, BOTS) if (found := store.standing(username, pool)) is not None]
        shown = known[0].username if known else username  # the name as its owner spells it
        items: list[tuple[str, str, MenuHandler]] = []
        for item_id, text in self.profile_lines(client, shown):
            items.append((item_id, text, functools.partial(self._repeat, client, text)))
        again = functools.partial(self.show_profile, client, username, back)
        recent = [(past, match) for past in store.rating_history(shown, 0, RECENT_MATCHES * 3)
                  if (match := store.match(past.match_id)) is not None and match.visible_to(client.username)]
        if recent:
            heading = self._text(client, "ratings-recent-matches")
            items.append(("recent", heading, functools.partial(self._repeat, client, heading)))
        for past, match in recent[:RECENT_MATCHES]:
            opened = functools.partial(self._match_chosen, client, past.match_id, again)
            items.append((f"match-{past.match_id}", self.recent_line(client, past, match), opened))
        items.append(("back", self._text(client, "lobby-back"), lambda _: back()))
        client.show_menu(PROFILE_MENU, items, escape=back)

    @staticmethod
    def _repeat(client: Client, text: str, _item: str) -> None:
        client.speak(text)

    def _match_chosen(self, client: Client, match_id: str, back: Callable[[], None], _item: str) -> None:
        self.past.show_match(client, match_id, back=back)
