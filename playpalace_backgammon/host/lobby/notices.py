"""What the lobby does when a table's match ends: each player hears their new rating, wherever they are if
online, and GNU Backgammon analyses the match in the background; each player online hears its summary when
the analysis is ready, or that it failed, and the match's menu is shown again to whoever is looking at it.
A player not online here may be on another process of the cluster: ``elsewhere`` (a table owner's bus)
passes the news on to the gateways, which tell whoever of them is online there."""

from __future__ import annotations

from collections.abc import Callable

from playpalace_backgammon.records.analysis import MatchAnalysis

from ..store.ratings import RatingChange
from ..tables.room import Room
from .analysis_review import AnalysisReview
from .match_analyst import MatchAnalyst
from .online import Online
from .rating_menus import PlayersAndRatings


class MatchNotices:
    """A finished match's news, told to its players online."""

    def __init__(self, online: Online, players: PlayersAndRatings, review: AnalysisReview,
                 analyst: MatchAnalyst) -> None:
        self.online = online
        self.players = players
        self.review = review
        self.analyst = analyst
        # News for a player not online here, (kind, username, match id, seat): "analysis" or "failed".
        self.elsewhere: Callable[[str, str, str, int], None] | None = None
        self.rating_elsewhere: Callable[[RatingChange], None] | None = None  # a rating's change, likewise

    def rating_changed(self, change: RatingChange) -> None:
        """A match just ended: its player hears their new rating, at the table or, if they left it (a
        loss), wherever they are, when online."""
        client = self.online.find(change.username)
        if client is not None:
            self.players.tell_change(client, change)
        elif self.rating_elsewhere is not None:
            self.rating_elsewhere(change)

    def match_finished(self, room: Room) -> None:
        """A table's match just ended: GNU Backgammon analyses it (in the background) for its people."""
        names = (room.core.seats[index].username for index in room.core.person_seats())
        self.analyst.match_finished(room.id, [name for name in names if name])

    def analysis_ready(self, match_id: str, analysis: MatchAnalysis) -> None:
        """Each player of the match who is online hears their own short summary."""
        for seat, summary in enumerate(analysis.players):
            client = self.online.find(summary.name)
            if client is not None:
                self.review.tell_summary(client, analysis, seat)
            elif self.elsewhere is not None:
                self.elsewhere("analysis", summary.name, match_id, seat)
        self.review.refresh(match_id)

    def analysis_failed(self, match_id: str, players: frozenset[str]) -> None:
        """The players who waited for the analysis hear that it could not be made; the match's menu offers
        "Analyse this match" again to whoever is looking at it."""
        for name in sorted(players):
            client = self.online.find(name)
            if client is not None:
                self.review.tell_failed(client)
            elif self.elsewhere is not None:
                self.elsewhere("failed", name, match_id, -1)
        self.review.refresh(match_id)
