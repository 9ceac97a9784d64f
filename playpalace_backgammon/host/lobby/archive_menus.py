"""The lobby's "Past matches": a person's own matches and other players' public ones, newest first, a page
at a time, one spoken line each; a match's menu (replay by ear, downloads for our web client); the replays
under way (``replay_session``).

Every request is checked again against the store when it arrives: an unknown match, another player's
private match, a match not over yet: a spoken refusal, and nothing changes.
"""

from __future__ import annotations

import datetime
import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

import babel
import babel.dates

from playpalace_backgammon.table.interface import Key, Message

from ...i18n import Localizer
from ..net.client import Client, MenuHandler, MenuHost
from ..net.match_downloads import EXPORT_FORMATS, offer_download
from ..store.store import Store
from ..store.store_archive import FINISHED, PAST_RESULTS, ArchivedMatch, PageCursor
from ..tables.core.seats import BotNames
from ..tables.games import GameKind
from .analysis_review import ReplayOpener
from .replay import ReplayBook, ReplayError
from .replay_session import REPLAY_BOARD, ReplayLibrary, ReplaySession

PAGE_SIZE = 10
MINE = "mine"
PUBLIC = "public"


class MatchReview(Protocol):
    """What else a match's menu offers its player (``analysis_review.AnalysisReview``: the analysis)."""

    def match_items(self, client: Client, match: ArchivedMatch, back: Callable[[], None],
                    replays: ReplayOpener) -> list[tuple[str, str, MenuHandler]]: ...


def match_date(started_at: float, language: str, localizer: Localizer) -> str:
    """The day a match was played, written the way the listener's language writes dates."""
    day = datetime.date.fromtimestamp(started_at)
    try:
        text = babel.dates.format_date(day, format="long", locale=babel.Locale.parse(language, sep="-"))
    except (ValueError, babel.UnknownLocaleError):
        text = day.isoformat()
    digits = localizer.digits(language)
    return text.translate(str.maketrans("0123456789", digits)) if len(digits) == 10 else text


class PastMatches:
    """The past matches' menus, and the replays under way (one a client at most). ``review``, when the
    server analyses matches, adds its items to a match's menu."""

    def __init__(self, host: MenuHost, store: Store, localizer: Localizer, games: Mapping[str, GameKind],
                 review: MatchReview | None = None) -> None:
        self.host = host
        self.store = store
        self.localizer = localizer
        self.games = games
        self.review = review
        self.library = ReplayLibrary()
        self.bot_names = BotNames(localizer)
        self.replays: dict[Client, ReplaySession] = {}

    def _text(self, client: Client, message_id: str, **args: str | int) -> str:
        return self.host.render(client, Message(message_id, args))

    def _say(self, client: Client, message_id: str, **args: str | int) -> None:
        client.speak(self._text(client, message_id, **args))

    def show(self, client: Client) -> None:
        """The "Past matches" menu: one's own, others' public ones, back."""
        self.forget(client)
        items: list[tuple[str, str, MenuHandler]] = [
            (MINE, self._text(client, "archive-my-matches"), lambda _: self.show_list(client, MINE, (None,))),
            (PUBLIC, self._text(client, "archive-public-matches"),
             lambda _: self.show_list(client, PUBLIC, (None,))),
            ("back", self._text(client, "lobby-back"), lambda _: self.host.show_main(client)),
        ]
        client.show_menu("past_matches", items, escape=lambda: self.host.show_main(client))

    def page(self, username: str, which: str, after: PageCursor | None) -> tuple[list[ArchivedMatch], bool]:
        """One page of a list, from just after ``after`` (None: the first page), and whether another
        follows."""
        store = self.store
        if which == MINE:
            found = store.matches_of(username, after, PAGE_SIZE + 1)
        else:
            found = store.public_matches(username, after, PAGE_SIZE + 1)
        return found[:PAGE_SIZE], len(found) > PAGE_SIZE

    def entry_text(self, client: Client, match: ArchivedMatch) -> str:
        """One spoken line: (result,) opponent or players, length, score, date (, result). A finished
        match with no winner (a money session ended level) is said to have none."""
        date = match_date(match.started_at, client.language, self.localizer)
        length = self._text(client, "archive-match-length", length=match.match_length) if match.match_length \
            else self._text(client, "money-archive-session")
        score = match.score if match.score is not None else (0, 0)
        seat = match.seat_of(client.username)
        if seat is not None:
            other = 1 - seat
            result = "abandoned" if match.result != FINISHED else "level" if match.no_winner else (
                "won" if match.winner == seat else "lost")
            opponent = self.name(client, match, other)
            return self._text(client, "archive-my-entry", result=result, opponent=opponent,
                              length=length, score=score[seat], opponent_score=score[other], date=date)
        result = "abandoned" if match.result != FINISHED else "level" if match.no_winner else (
            "first" if match.winner == 0 else "second")
        return self._text(client, "archive-entry", first=self.name(client, match, 0),
                          second=self.name(client, match, 1),
                          length=length, score=score[0], second_score=score[1], date=date, result=result)

    def name(self, client: Client, match: ArchivedMatch, seat: int) -> str:
        """The name of ``seat`` in ``match`` as ``client`` hears it: a numbered bot's name (a seat of no
        account whose name is ``room-bot-name`` of its number in some language) in the client's language;
        any other name as it is. (Lists test the name alone: they read no saved seats.)"""
        number = self.bot_names.number(match.names, match.players, seat)
        return match.names[seat] if number is None else self._text(client, "room-bot-name", number=number)

    def show_list(self, client: Client, which: str, starts: tuple[PageCursor | None, ...]) -> None:
        """A page of one's own matches (``MINE``) or of others' public ones (``PUBLIC``); ``starts``: where
        each page so far began (the first page's None first), this one last."""
        self.forget(client)
        page = len(starts) - 1
        matches, more = self.page(client.username or "", which, starts[-1])
        items: list[tuple[str, str, MenuHandler]] = []
        for match in matches:
            chosen = functools.partial(self._match_chosen, client, match.id, which, starts)
            items.append((f"match-{match.id}", self.entry_text(client, match), chosen))
        if not matches:
            self._say(client, "archive-no-matches")
        elif page:
            self._say(client, "archive-page", page=page + 1)
        if more:
            following = (*starts, matches[-1].cursor)
            items.append(("next-page", self._text(client, "archive-next-page"),
                          lambda _: self.show_list(client, which, following)))
        if page:
            items.append(("previous-page", self._text(client, "archive-previous-page"),
                          lambda _: self.show_list(client, which, starts[:-1])))
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.show(client)))
        client.show_menu(f"past_matches_{which}", items, escape=lambda: self.show(client))

    def _match_chosen(self, client: Client, match_id: str, which: str, starts: tuple[PageCursor | None, ...],
                      _item: str) -> None:
        self.show_match(client, match_id, back=lambda: self.show_list(client, which, starts))

    def open_match(self, client: Client, match_id: str) -> ArchivedMatch | None:
        """The past match if this client may open it; otherwise None, and they hear why."""
        match = self.store.match(match_id)
        if match is None or match.result not in PAST_RESULTS:
            self._say(client, "archive-unknown-match")
            return None
        if not match.visible_to(client.username):
            self._say(client, "archive-private-match")
            return None
        return match

    def show_match(self, client: Client, match_id: str, back: Callable[[], None]) -> None:
        """A match's menu: replay it, download it (our web client), back."""
        match = self.open_match(client, match_id)
        if match is None:
            back()
            return
        items: list[tuple[str, str, MenuHandler]] = [
            ("replay", self._text(client, "archive-replay"), lambda _: self.replay(client, match_id, back))]
        if self.review is not None:
            again = functools.partial(self.show_match, client, match_id, back)
            items.extend(self.review.match_items(client, match, again, self))
        if client.is_web:
            for fmt in EXPORT_FORMATS:
                items.append((f"download-{fmt}", self._text(client, f"archive-download-{fmt}"),
                              functools.partial(self._download_chosen, client, match, fmt)))
        items.append(("back", self._text(client, "lobby-back"), lambda _: back()))
        client.show_menu("past_match", items, escape=back)

    def _download_chosen(self, client: Client, match: ArchivedMatch, fmt: str, _item: str) -> None:
        offer_download(client, match, fmt, self.host.render)

    # Replays.

    def replay(self, client: Client, match_id: str, back: Callable[[], None], *,
               find: Callable[[ReplayBook], int | None] | None = None, intro: Sequence[Message] = ()) -> None:
        """Open a replay of the match for this client (its own cursor on the match's shared book), at the
        step ``find`` picks (the first when it picks none), saying ``intro`` instead of the opening line."""
        match = self.open_match(client, match_id)
        kind = self.games.get(match.game) if match is not None else None
        if match is None or kind is None:
            if match is not None:
                self._say(client, "archive-broken-match")
            back()
            return
        try:
            book = self.library.book(match, kind, self.store.match_log(match.id))
        except ReplayError:
            self._say(client, "archive-broken-match")
            back()
            return

        def leave() -> None:
            self.forget(client)
            back()

        saved = (self.store.table_state(match.id) or {}).get("seats") or []
        bots = self.bot_names.numbers(match.names, match.players, saved)
        session = ReplaySession(client, match, book, self.host.render, leave, bots)
        self.replays[client] = session
        session.open(find(book) if find is not None else None, intro)

    def press_key(self, client: Client, key: Key, cell: int | None) -> bool:
        """A key on a replay's board: True if a replay took it."""
        session = self.replays.get(client)
        if session is None or client.menu is None or client.menu.menu_id != REPLAY_BOARD:
            return False
        session.press_key(key, cell)
        return True

    def forget(self, client: Client) -> None:
        """The client left its replay (or the server)."""
        self.replays.pop(client, None)
