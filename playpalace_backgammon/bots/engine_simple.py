"""The Simple level: whole plays judged by a few hand-made rules, and a pip-count cube (match and money
play; in money play it minds the Jacoby rule and beavers an underdog's double where beavers are allowed).
No gnubg.

Each legal result gets a score: hitting, points made (home board and bar point most), primes, anchors, the
risk of blots (direct shots times the pips a hit would cost), racing lead, and in a race bearing off.
"""

from __future__ import annotations

from playpalace_backgammon.rules import MAX_CUBE, Play, Position, legal_plays

from .decisions import CubeDecision, CubeOwner, DecisionKind, DecisionRequest, MoveDecision, TakeDecision
from .errors import InvalidRequestError
from .features import blots, direct_shots, in_contact, longest_prime, race_lead
from .simple_judgement import POINT_VALUE, score_result


def _score_result_plainly(result: Position) -> float:
    """The definition ``score_result`` computes faster (kept for the tests that compare the two)."""
    mine = result.mover
    pips_mine, pips_theirs = result.pip_count()
    score = (pips_theirs - pips_mine) * 0.1
    if not in_contact(result):
        return score + mine[0] * 2.0 - sum(mine[p] * (p > 3) for p in range(1, 7)) * 0.3
    score += result.opponent[25] * 6.0
    for point in range(1, 25):
        if mine[point] >= 2:
            score += POINT_VALUE.get(point, 0.3)
            if point >= 19:
                score += 1.5
    score += max(0, longest_prime(result) - 2) * 2.0
    for point in blots(result):
        shots = direct_shots(result, point)
        if shots:
            score -= (1.5 + min(shots, 4)) * (25 - point) / 12.0
    score -= mine[25] * 4.0
    return score


def best_play(plays: tuple[Play, ...]) -> int:
    """Index of the play whose result scores best; ties go to the earliest."""
    return max(range(len(plays)), key=lambda i: score_result(plays[i].result))


def winning_chance(position: Position) -> float:
    """A rough chance that the mover (on roll) wins, from the race and a few contact facts."""
    lead = race_lead(position)
    if in_contact(position):
        lead += 0.04 * (position.opponent[25] - position.mover[25])
        lead += 0.02 * (longest_prime(position) - longest_prime(position.swap()))
    return min(0.99, max(0.01, 0.5 + lead * 2.2))


# Money play: double from 70% (a little later than in a match: the opponent can redouble, and there is no
# score to reach), and play on for a gammon instead above 85%, except while the Jacoby rule counts a gammon
# single (the cube still centred): then a player that strong doubles and cashes; take up to the doubler's
# 76% (risking 2 to win 2 from 25%, some recube value added); beaver when the doubler is the underdog (at
# most 42%).
MONEY_DOUBLE_FROM = 0.70
MONEY_TOO_GOOD_FROM = 0.85
MONEY_TAKE_UP_TO = 0.76
MONEY_BEAVER_UP_TO = 0.42


def wants_to_double(request: DecisionRequest) -> bool:
    if not request.may_double:
        return False
    length = request.match_length
    if not length:
        chance = winning_chance(request.position)
        gammons_count = not (request.jacoby and request.cube_owner is CubeOwner.CENTRED)
        return chance >= MONEY_DOUBLE_FROM and not (gammons_count and chance > MONEY_TOO_GOOD_FROM)
    if request.post_crawford:
        return request.mover_score < request.opponent_score
    if request.mover_score + request.cube_value >= length:
        return False
    return 0.68 <= winning_chance(request.position) <= 0.85


def wants_to_take(request: DecisionRequest) -> bool:
    """Take when the doubler (then on roll) wins at most 77% (76% for money), or when dropping would lose
    the match."""
    length = request.match_length
    if not length:
        return winning_chance(request.position.swap()) <= MONEY_TAKE_UP_TO
    if request.opponent_score + request.cube_value >= length:
        return True
    return winning_chance(request.position.swap()) <= 0.77


def wants_to_beaver(request: DecisionRequest) -> bool:
    """Money play with beavers: beaver a double when the doubler (on roll) is the underdog; never past the
    cube's cap (a beaver takes the cube to four times its value)."""
    if request.match_length or not request.beavers or request.cube_value * 4 > MAX_CUBE:
        return False
    return winning_chance(request.position.swap()) <= MONEY_BEAVER_UP_TO


def decide(request: DecisionRequest) -> MoveDecision | CubeDecision | TakeDecision:
    if request.kind is DecisionKind.MOVE:
        assert request.dice is not None
        plays = legal_plays(request.position, request.dice)
        if not plays:
            raise InvalidRequestError("there is no legal play to choose")
        return MoveDecision(best_play(plays))
    if request.kind is DecisionKind.ROLL_OR_DOUBLE:
        return CubeDecision(wants_to_double(request))
    if request.kind is DecisionKind.TAKE_OR_DROP:
        take = wants_to_take(request)
        return TakeDecision(take, beaver=take and wants_to_beaver(request))
    raise ValueError(f"the Simple level does not answer {request.kind.value}")

