"""The Simple level's judgement of a play: how good the position after it looks to the mover.

Pure arithmetic on a ``Position``, importing only the rules core: the Simple bot chooses its plays by it
(``engine_simple``), and the table ranks the plays of its own hint by it when no engine answers, so the
table needs nothing of the bots' engines or pool.
"""

from __future__ import annotations

from playpalace_backgammon.rules import Position

POINT_VALUE = {1: 0.5, 2: 1.0, 3: 1.5, 4: 2.5, 5: 3.5, 6: 3.0, 7: 2.5, 8: 1.5, 9: 1.0}


def score_result(result: Position) -> float:
    """How good the position after our play looks for us (higher is better).

    Written as one pass over the board (it runs for every legal play, up to a few hundred after a double);
    the arithmetic is done in the same order as the plain definitions in ``features``, as
    ``engine_simple._score_result_plainly`` writes them.
    """
    mine, theirs = result.mover, result.opponent
    pips_mine, pips_theirs = result.pip_count()
    score = (pips_theirs - pips_mine) * 0.1
    highest = 25
    while highest and not mine[highest]:
        highest -= 1
    # Opponent checkers in the mover's numbering: at[m] = theirs[25 - m], m = 0 (their bar) .. 24.
    at = theirs[25:0:-1]
    lowest = next((m for m in range(25) if at[m]), None)
    if lowest is None or highest <= lowest:
        return score + mine[0] * 2.0 - sum(mine[p] * (p > 3) for p in range(1, 7)) * 0.3
    score += theirs[25] * 6.0
    run = prime = 0
    for point in range(1, 25):
        if mine[point] >= 2:
            score += POINT_VALUE.get(point, 0.3)
            if point >= 19:
                score += 1.5
            run += 1
            prime = max(prime, run)
        else:
            run = 0
    score += max(0, prime - 2) * 2.0
    for point in range(1, 25):
        if mine[point] == 1:
            shots = sum(at[max(0, point - 6) : point])
            if shots:
                score -= (1.5 + min(shots, 4)) * (25 - point) / 12.0
    score -= mine[25] * 4.0
    return score
