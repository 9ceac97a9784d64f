"""Cheap facts about a position, from the mover's side, shared by the in-process strategies.

The opponent's point q is the mover's point 25 - q, so in the mover's numbering opponent checkers travel
upward (their bar is the mover's point 0) while the mover's travel downward.
"""

from __future__ import annotations

from playpalace_backgammon.rules import Position


def opponent_points(position: Position) -> list[int]:
    """Mover-numbered points (0 = the opponent's bar) holding opponent checkers, one entry per checker."""
    theirs = position.opponent
    return [25 - q for q in range(1, 26) for _ in range(theirs[q])]


def in_contact(position: Position) -> bool:
    """Whether any mover checker still has an opponent checker ahead of it."""
    mine = position.mover
    highest = max((p for p in range(1, 26) if mine[p]), default=0)
    theirs = opponent_points(position)
    return bool(theirs) and highest > min(theirs)


def blots(position: Position) -> list[int]:
    """Mover points (1..24) with exactly one mover checker."""
    return [p for p in range(1, 25) if position.mover[p] == 1]


def direct_shots(position: Position, point: int) -> int:
    """Opponent checkers 1 to 6 pips behind a mover point (able to hit it with a single die)."""
    return sum(1 for q in opponent_points(position) if 0 < point - q <= 6)


def longest_prime(position: Position) -> int:
    """Length of the longest run of made mover points (two or more checkers)."""
    best = run = 0
    for p in range(1, 25):
        run = run + 1 if position.mover[p] >= 2 else 0
        best = max(best, run)
    return best


def race_lead(position: Position) -> float:
    """The mover's pip lead as a fraction of its own count (after adding half a roll for being on roll)."""
    mine, theirs = position.pip_count()
    return (theirs - mine + 4) / max(mine, 1)
