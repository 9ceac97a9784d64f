"""Round-robin pairings, pure: the circle method, everyone meeting everyone once.

The field (0-based seeds) sits round a circle with seed 0 fixed; each round pairs opposite places and then
the others turn one place. An odd field gets an empty place, and whoever faces it has the round's bye.
"""

from __future__ import annotations

MAX_PLAYERS = 8
"""The largest field a round robin is offered for: 7 rounds of matches already make a long evening."""


def schedule(players: int) -> list[list[tuple[int, int | None]]]:
    """Every round's pairs of 0-based seeds (the second None for a bye, listed last): ``players - 1``
    rounds for an even field, ``players`` for an odd one."""
    if players < 2:
        raise ValueError("a round robin needs at least two players")
    circle: list[int | None] = [*range(players), *([None] if players % 2 else [])]
    size = len(circle)
    rounds: list[list[tuple[int, int | None]]] = []
    for _ in range(size - 1):
        pairs: list[tuple[int, int | None]] = []
        bye: list[tuple[int, int | None]] = []
        for index in range(size // 2):
            first, second = circle[index], circle[size - 1 - index]
            if first is None or second is None:
                player = first if second is None else second
                assert player is not None
                bye.append((player, None))
            else:
                pairs.append((first, second) if first < second else (second, first))
        rounds.append(pairs + bye)
        circle = [circle[0], circle[-1], *circle[1:-1]]
    return rounds
