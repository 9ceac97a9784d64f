"""Single-elimination pairings, pure: the bracket of a seeded field, its byes, and each later round.

Seeds are 0-based indices into the field sorted strongest first (``entrants.seeded``). The bracket has the
next power of two of places; the places past the field are byes, and they fall to the highest seeds. The
bracket's order is the standard one (1 v N, 2 v N-1, ..., with 1 and 2 in opposite halves, 1 to 4 in
different quarters), so that when the stronger seed wins every match the best two meet only in the final,
the best four only in the semi-finals, and so on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def bracket_size(players: int) -> int:
    """The bracket's places: the smallest power of two that holds ``players`` (at least two)."""
    if players < 2:
        raise ValueError("a knockout needs at least two players")
    return 1 << (players - 1).bit_length()


def round_count(players: int) -> int:
    """How many rounds the knockout of ``players`` takes."""
    return bracket_size(players).bit_length() - 1


def bracket_order(size: int) -> list[int]:
    """The 1-based seeds in bracket order for a bracket of ``size`` places (a power of two): consecutive
    places meet in round 1. Each step doubles the bracket, every seed s meeting its mirror (total - s)."""
    if size < 1 or size & (size - 1):
        raise ValueError("a bracket's size is a power of two")
    order = [1]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, total - top)]
    return order


def first_round(players: int) -> list[tuple[int, int | None]]:
    """Round 1 of a knockout of ``players``, in bracket order: pairs of 0-based seeds, the second None for
    a bye. There are ``bracket_size - players`` byes, held by seeds 0 to byes - 1."""
    order = bracket_order(bracket_size(players))
    return [(top - 1, bottom - 1 if bottom <= players else None)
            for top, bottom in zip(order[::2], order[1::2], strict=True)]


def next_round(winners: Sequence[T]) -> list[tuple[T, T]]:
    """The next round: the winners of each two consecutive matches of the round before (in match order)."""
    if len(winners) % 2:
        raise ValueError("a knockout round has an even number of matches")
    return [(winners[index], winners[index + 1]) for index in range(0, len(winners), 2)]


def place_of_loser(players: int, round_number: int) -> int:
    """The place shared by everyone who lost in round ``round_number`` (1-based): the final's loser is 2nd,
    the semi-finals' losers share 3rd, the quarter-finals' 5th, ..."""
    return bracket_size(players) // (1 << round_number) + 1
