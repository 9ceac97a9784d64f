"""Swiss pairings, pure: a round's pairs from the standings so far, Dutch-style, with no pair meeting twice.

The players are ranked by score (wins, a bye counting as one), then rating, then seed. If their number is
odd, the bye goes to the lowest-ranked player who has not had one. The rest are paired score group by score
group from the top: a group's players (with any floater from the group above, first) are split into a top
half and a bottom half, and the i-th of the top half meets the i-th of the bottom half; an odd group's
lowest player floats down to the next group. When two of them have met already, the search tries the next
of the bottom half, then the earlier ones, then anyone lower (backtracking), so the round is always paired
without a repeat when one exists. Only if none exists (a field thinned by withdrawals) may a pair meet
again, and then only as the search's last resort.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

SEARCH_BUDGET = 200_000
"""The most candidate pairs one search may try before it gives up on its preferences (never reached by a
field of hundreds over the rounds a Swiss has: a bound, not a tuning)."""


def round_count(players: int) -> int:
    """A Swiss event's rounds: ceil(log2(players)), at least one; enough for one unbeaten winner."""
    if players < 2:
        raise ValueError("a Swiss event needs at least two players")
    return (players - 1).bit_length()


@dataclass(frozen=True)
class SwissPlayer:
    """What the pairing needs of a player still in: seed (0-based), score, rating, bye and opponents."""

    seed: int
    score: int
    rating: float
    had_bye: bool = False
    opponents: frozenset[int] = frozenset()


@dataclass(frozen=True)
class SwissPairing:
    """A round's pairs of seeds (higher-ranked first, in ranking order) and the seed with the bye."""

    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    repeats: int = 0


def ranking(players: Sequence[SwissPlayer]) -> list[SwissPlayer]:
    """The pairing order: score, then rating (highest first), then seed."""
    return sorted(players, key=lambda player: (-player.score, -player.rating, player.seed))


def pair_round(players: Sequence[SwissPlayer]) -> SwissPairing:
    """The next round's pairing of ``players`` (those still in)."""
    order = ranking(players)
    if len(order) < 2:
        return SwissPairing((), order[0].seed if order else None)
    met = {player.seed: player.opponents for player in order}
    if len(order) % 2 == 0:
        pairs = _pair(order, met, strict=True) or _pair(order, met, strict=False)
        assert pairs is not None
        return _result(pairs, None, met)
    never = [player for player in reversed(order) if not player.had_bye]
    again = [player for player in reversed(order) if player.had_bye]
    for candidate in never + again:
        rest = [player for player in order if player is not candidate]
        found = _pair(rest, met, strict=True)
        if found is not None:
            return _result(found, candidate.seed, met)
    candidate = (never + again)[0]
    found = _pair([player for player in order if player is not candidate], met, strict=False)
    assert found is not None
    return _result(found, candidate.seed, met)


def _result(pairs: list[tuple[int, int]], bye: int | None, met: dict[int, frozenset[int]]) -> SwissPairing:
    return SwissPairing(tuple(pairs), bye, sum(1 for first, second in pairs if second in met[first]))


def _preferences(order: Sequence[SwissPlayer]) -> dict[int, list[int]]:
    """Each top-half player's opponents in the Dutch order: their own partner in the bottom half, the
    bottom half's next ones, then its earlier ones (score groups with floaters, as the module says)."""
    preferences: dict[int, list[int]] = {}
    carry: list[int] = []
    start = 0
    while start < len(order):
        end = start
        while end < len(order) and order[end].score == order[start].score:
            end += 1
        pool = carry + [player.seed for player in order[start:end]]
        carry = [pool.pop()] if len(pool) % 2 else []
        half = len(pool) // 2
        top, bottom = pool[:half], pool[half:]
        for index, seed in enumerate(top):
            preferences[seed] = bottom[index:] + bottom[:index][::-1]
        start = end
    return preferences


def _pair(order: Sequence[SwissPlayer], met: dict[int, frozenset[int]],
          strict: bool) -> list[tuple[int, int]] | None:
    """The whole list paired by a depth-first search, the highest unpaired player first, each trying their
    preferences then everyone lower in order; None when ``strict`` and no pairing without a repeat exists
    (or the search ran out of budget)."""
    seeds = [player.seed for player in order]
    position = {seed: index for index, seed in enumerate(seeds)}
    preferences = _preferences(order)
    paired = [False] * len(seeds)
    pairs: list[tuple[int, int]] = []
    budget = [SEARCH_BUDGET]

    def candidates(index: int) -> Iterator[int]:
        preferred = preferences.get(seeds[index], [])
        yield from (position[seed] for seed in preferred)
        chosen = set(preferred)
        yield from (other for other in range(index + 1, len(seeds)) if seeds[other] not in chosen)

    def solve(index: int) -> bool:
        while index < len(seeds) and paired[index]:
            index += 1
        if index == len(seeds):
            return True
        paired[index] = True
        seed = seeds[index]
        ordered = list(candidates(index))
        if not strict:  # the last resort: still everyone new first
            ordered.sort(key=lambda other: seeds[other] in met[seed])
        for other in ordered:
            if paired[other] or (strict and seeds[other] in met[seed]):
                continue
            budget[0] -= 1
            if budget[0] < 0:
                break
            paired[other] = True
            pairs.append((seed, seeds[other]))
            if solve(index + 1):
                return True
            pairs.pop()
            paired[other] = False
        paired[index] = False
        return False

    return pairs if solve(0) else None
