"""Standings of a Swiss or round-robin event, pure: each player's record and the order of the tie-breaks.

A player's score is their wins, a bye counting as one. Ties on wins are broken by, in turn:
1. the point difference: the match points they won minus those they lost over all their matches (a bye
   counts no points either way; a forfeit counts the winner the match's length, the loser what they had);
2. Buchholz: the sum of the scores of every opponent they were paired against (played or forfeited);
3. the seed (the rating they joined with), so the order is total and the same on every replay.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Outcome:
    """One decided pairing, players as 0-based seeds: ``second`` None for a bye (a win for ``first``),
    ``winner`` None when both lost (neither came; or a bye that fell to a player who had left)."""

    first: int
    second: int | None
    winner: int | None
    first_points: int = 0
    second_points: int = 0


@dataclass
class Standing:
    """One player's record so far."""

    seed: int
    wins: int = 0
    losses: int = 0
    byes: int = 0
    points_won: int = 0
    points_lost: int = 0
    buchholz: int = 0
    opponents: list[int] = field(default_factory=list)

    @property
    def difference(self) -> int:
        return self.points_won - self.points_lost

    def sort_key(self) -> tuple[int, int, int, int]:
        """Wins, then point difference, then Buchholz (all highest first), then the seed."""
        return (-self.wins, -self.difference, -self.buchholz, self.seed)


def records(players: int, outcomes: Iterable[Outcome]) -> list[Standing]:
    """Each seed's record (index = seed), Buchholz included."""
    table = [Standing(seed) for seed in range(players)]
    for outcome in outcomes:
        first = table[outcome.first]
        if outcome.second is None:
            if outcome.winner is not None:  # a round robin's bye for a player who has left is no win
                first.wins += 1
                first.byes += 1
            continue
        second = table[outcome.second]
        first.opponents.append(outcome.second)
        second.opponents.append(outcome.first)
        first.points_won += outcome.first_points
        first.points_lost += outcome.second_points
        second.points_won += outcome.second_points
        second.points_lost += outcome.first_points
        for player in (first, second):
            if outcome.winner == player.seed:
                player.wins += 1
            else:
                player.losses += 1
    for standing in table:
        standing.buchholz = sum(table[opponent].wins for opponent in standing.opponents)
    return table


def standings(players: int, outcomes: Iterable[Outcome]) -> list[Standing]:
    """Every seed's record, best first by the tie-breaks above."""
    return sorted(records(players, outcomes), key=Standing.sort_key)
