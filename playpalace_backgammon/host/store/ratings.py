"""Players' ratings by the formula of FIBS, the First Internet Backgammon Server, computed from the archive.

Everyone starts at 1500 with no experience. After a rated match of length n between ratings r and s, a
player's chance of winning is taken to be ``1 / (1 + 10 ** ((s - r) * sqrt(n) / 2000))``: a longer match
favours the stronger player more, so the rating difference counts by the match length's square root. The
winner gains ``4 * K * sqrt(n) * (1 - chance of winning)``, the loser loses ``4 * K * sqrt(n) * chance of
winning``, where each player's own K is ``max(1, 5 - experience / 100)``: a new player's rating moves up to
five times as fast, until their experience (the sum of the lengths of the rated matches they finished)
reaches 400. This is FIBS's published formula (its ``help formula``); only one's own experience damps
one's own change.

Two pools never mixed: matches between two people count on the rating (``HUMAN``); a person against a bot
counts on their bot-practice rating (``BOTS``), the bot standing at a fixed rating for the level of its own
seat (``BOT_RATINGS``; the table's bot level unless the seat kept one of its own) that never changes. Bots
against bots (every match the ``selfplay`` command plays, older ones included, where its operator sat at
seat 1 and a bot played the seat from the start), money sessions (match length 0) and matches still under
way are not rated. A match left (its player stood up or never came back and a bot finished
it, or everyone left and it was abandoned) or resigned as a whole is a loss for the player who left or
resigned first, whatever the score.

Everything here is pure: the store (``store_ratings``) feeds it archived matches in the order they ended,
so the ratings can be rebuilt from the archive alone and always come out the same.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .store_archive import ABANDONED, FINISHED, ArchivedMatch

START_RATING = 1500.0
HUMAN = "human"  # the rating: person against person
BOTS = "bots"  # the bot-practice rating: a person against a bot
POOLS = (HUMAN, BOTS)
FULL_SPEED_EXPERIENCE = 400  # from here on K is 1
# Each bot level's fixed rating on the bot-practice pool (the level is the table's ``bot_level`` option).
BOT_RATINGS: Mapping[str, float] = {
    "random": 1000.0,
    "chaos": 1200.0,
    "simple": 1400.0,
    "gnubg_0ply": 1800.0,
    "gnubg_1ply": 1900.0,
    "gnubg_2ply": 2000.0,
}
DEFAULT_BOT_LEVEL = "simple"
SELFPLAY_PREFIX = "selfplay-"  # the ids of the matches the ``selfplay`` command plays: bots alone


@dataclass(frozen=True)
class Standing:
    """A player's place in one pool: rating, experience, rated matches played and won."""

    rating: float = START_RATING
    experience: int = 0
    played: int = 0
    won: int = 0


@dataclass(frozen=True)
class RatingChange:
    """What one rated match did to one player's standing in one pool."""

    match_id: str
    username: str
    pool: str
    opponent: str
    won: bool
    before: Standing
    after: Standing

    @property
    def delta(self) -> float:
        return self.after.rating - self.before.rating


@dataclass(frozen=True)
class RatedMatch:
    """An archived match as the ratings see it: its pool, length, each seat's account (None: a bot), the
    winning seat, and the opponents' names as the players heard them."""

    match_id: str
    pool: str
    length: int
    accounts: tuple[str | None, str | None]
    names: tuple[str, str]
    winner: int
    bot_rating: float = START_RATING


def k_factor(experience: int) -> float:
    """How much faster than an experienced player's a rating moves: 5 for a new player, 1 from 400 on."""
    return max(1.0, 5.0 - experience / 100.0)


def win_chance(rating: float, opponent: float, length: int) -> float:
    """The chance the formula gives the first player of winning a match of ``length`` points."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) * math.sqrt(length) / 2000.0))


def rating_change(rating: float, opponent: float, experience: int, length: int, won: bool) -> float:
    """The change of a rating after a match of ``length`` points, won or lost, against ``opponent``."""
    chance = win_chance(rating, opponent, length)
    return 4.0 * k_factor(experience) * math.sqrt(length) * ((1.0 if won else 0.0) - chance)


def after_match(standing: Standing, opponent: float, length: int, won: bool) -> Standing:
    """A standing after one more rated match."""
    delta = rating_change(standing.rating, opponent, standing.experience, length, won)
    return Standing(standing.rating + delta, standing.experience + length, standing.played + 1,
                    standing.won + (1 if won else 0))


def _loser(match: ArchivedMatch, left: Sequence[int], last_seat: int | None) -> int | None:
    """The seat that lost: the first to leave for good, else the one short of the length when the other
    reached it, else (a match resigned or lost on time, the score unchanged) the one whose step ended it."""
    humans = set(match.players)
    for seat in left:
        if seat in humans:
            return seat
    if match.result == ABANDONED:
        return next(iter(humans)) if len(humans) == 1 else None
    if match.score is not None:
        reached = [seat for seat, points in enumerate(match.score) if points >= match.match_length]
        if len(reached) == 1:
            return 1 - reached[0]
    if last_seat in (0, 1):
        return last_seat
    return None if match.winner is None else 1 - match.winner


def rated_match(match: ArchivedMatch, left: Sequence[int] = (), last_seat: int | None = None,
                levels: Mapping[int, str] | None = None) -> RatedMatch | None:
    """How the ratings count an archived match, or None when it is not rated. ``left`` is the seats whose
    players left it for good, in the order they left; ``last_seat`` the seat of its last logged step;
    ``levels`` the bot levels seats kept of their own (else a bot plays at the table's level)."""
    length = match.options.get("match_length")
    if match.result not in (FINISHED, ABANDONED) or len(match.names) != 2:
        return None
    if match.id.startswith(SELFPLAY_PREFIX):  # bots alone, whatever an older one's seats said
        return None
    if type(length) is not int or length < 1 or match.options.get("money"):  # a money session, or unreadable
        return None
    seats = {seat: name for seat, name in match.players.items() if seat in (0, 1)}
    if not seats or (len(seats) == 2 and seats[0].casefold() == seats[1].casefold()):
        return None
    loser = _loser(match, left, last_seat)
    if loser is None:
        return None
    accounts = (seats.get(0), seats.get(1))
    names = (match.names[0], match.names[1])
    if len(seats) == 2:
        return RatedMatch(match.id, HUMAN, length, accounts, names, 1 - loser)
    bot_seat = 1 if 0 in seats else 0
    level = (levels or {}).get(bot_seat) or str(match.options.get("bot_level") or DEFAULT_BOT_LEVEL)
    bot_rating = BOT_RATINGS.get(level, BOT_RATINGS[DEFAULT_BOT_LEVEL])
    return RatedMatch(match.id, BOTS, length, accounts, names, 1 - loser, bot_rating)


def changes_of(rated: RatedMatch, standings: Mapping[str, Standing]) -> list[RatingChange]:
    """Each person's change from one rated match, given their standings (in its pool) before it: both
    computed from the ratings before the match. A bot's rating is fixed and has no standing."""
    changes = []
    for seat, username in enumerate(rated.accounts):
        if username is None:
            continue
        other = rated.accounts[1 - seat]
        before = standings.get(username.casefold(), Standing())
        opponent = rated.bot_rating if other is None else standings.get(other.casefold(), Standing()).rating
        won = rated.winner == seat
        after = after_match(before, opponent, rated.length, won)
        changes.append(RatingChange(rated.match_id, username, rated.pool, rated.names[1 - seat], won,
                                    before, after))
    return changes
