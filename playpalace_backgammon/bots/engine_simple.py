"""The Simple level: whole plays judged by a few hand-made rules, and a pip-count cube (match and money
play; in money play it minds the Jacoby rule and beavers an underdog's double where beavers are allowed).
Offered a resignation, it weighs what the offer gives against its own estimate of playing on (the race, a
few contact facts, and the chances of a gammon or a backgammon from how far the loser's checkers are from
home). No gnubg.

Each legal result gets a score: hitting, points made (home board and bar point most), primes, anchors, the
risk of blots (direct shots times the pips a hit would cost), racing lead, and in a race bearing off.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from playpalace_backgammon.rules import MAX_CUBE, Play, Position, legal_plays

from .decisions import (
    CubeDecision,
    CubeOwner,
    Decision,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    ResignationDecision,
    TakeDecision,
)
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
# single (the cube still centred): then a player that strong doubles and cashes.
MONEY_DOUBLE_FROM = 0.70
MONEY_TOO_GOOD_FROM = 0.85
# Answering a double, by ``money_equity`` of the doubler (on roll): take up to 0.48 (a pass costs one unit, a
# take risks two, and the taker gets the cube), beaver below 0.16 (the taker is the favourite once the cube
# is theirs). The doubler facing a beaver takes from -0.48, the same point from the other side.
MONEY_TAKE_UP_TO = 0.48
MONEY_BEAVER_UP_TO = 0.16

#: The weights of ``money_equity``'s facts, in the order ``_money_facts`` lists them: a least-squares fit
#: of GNU Backgammon's 0-ply cubeless money equity on 4,500 positions of random and Simple self-play.
_MONEY_WEIGHTS = (
    -0.131, 0.092, 0.157, -0.142, -0.289, 0.116, 1.616, 0.144, -1.312, -0.152, -0.093, 0.095, 0.12, -0.106,
    0.034, -0.04, -0.011, 0.078, 0.087, -0.108, 1.638, -1.733,
)


def _money_facts(position: Position) -> tuple[float, ...]:
    """The facts ``money_equity`` weighs, from the mover's side (on roll)."""
    mine, theirs = position.mover, position.opponent
    pips_mine, pips_theirs = position.pip_count()
    contact = 1.0 if in_contact(position) else 0.0
    home_mine = sum(1 for p in range(1, 7) if mine[p] >= 2)
    home_theirs = sum(1 for p in range(1, 7) if theirs[p] >= 2)
    at = theirs[25:0:-1]  # opponent checkers on the mover's points, 0 = their bar
    mine_at = mine[25:0:-1]
    exposed_mine = sum(1 for p in range(1, 25) if mine[p] == 1 and any(at[max(0, p - 6):p]))
    exposed_theirs = sum(1 for p in range(1, 25) if theirs[p] == 1 and any(mine_at[max(0, p - 6):p]))
    lead = (pips_theirs - pips_mine + 4) / 100.0
    relative = (pips_theirs - pips_mine + 4) / max(pips_mine, 1)
    return (
        sum(mine[19:26]) * contact, sum(theirs[19:26]) * contact,
        sum(mine[7:26]) / 15 * (mine[0] == 0), sum(theirs[7:26]) / 15 * (theirs[0] == 0),
        lead * abs(lead), 1.0, lead, relative, contact * lead, (1 - contact) * relative,
        mine[25], theirs[25], home_mine * contact, home_theirs * contact,
        theirs[25] * home_mine, mine[25] * home_theirs, exposed_mine * contact, exposed_theirs * contact,
        longest_prime(position) * contact, longest_prime(position.swap()) * contact,
        mine[0] / 15, theirs[0] / 15,
    )


def money_equity(position: Position) -> float:
    """Simple's estimate of the mover's (on roll) cubeless money equity: in contact a weighted sum of the
    race and a few contact facts, gammons included (``_MONEY_WEIGHTS``); in a race, from its winning
    chance."""
    if not in_contact(position):
        return 2.0 * winning_chance(position) - 1.0
    return sum(w * f for w, f in zip(_MONEY_WEIGHTS, _money_facts(position), strict=True))


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
    """Take when the doubler (then on roll) wins at most 77% (for money: its ``money_equity`` is at most
    ``MONEY_TAKE_UP_TO``), or when dropping would lose the match."""
    length = request.match_length
    if not length:
        return money_equity(request.position.swap()) <= MONEY_TAKE_UP_TO
    if request.opponent_score + request.cube_value >= length:
        return True
    return winning_chance(request.position.swap()) <= 0.77


def wants_to_beaver(request: DecisionRequest) -> bool:
    """Money play with beavers: beaver a double when the doubler (on roll) is the underdog once the taker
    holds the cube (``MONEY_BEAVER_UP_TO``); never past the cube's cap (a beaver takes the cube to four
    times its value)."""
    if request.match_length or not request.beavers or request.cube_value * 4 > MAX_CUBE:
        return False
    return money_equity(request.position.swap()) <= MONEY_BEAVER_UP_TO


#: Pips a roll moves on average, and checkers a roll bears off on average (two, four on doubles).
PIPS_A_ROLL = 8.17
CHECKERS_OFF_A_ROLL = 2.33


def _rolls_to_finish(side: tuple[int, ...]) -> float:
    """About how many rolls a side needs to bear off every checker: its pips, or its checkers two a roll."""
    pips = sum(point * count for point, count in enumerate(side))
    left = 15 - side[0]
    return max(pips / PIPS_A_ROLL + 0.5, left / CHECKERS_OFF_A_ROLL)


def _rolls_to_bring_past(side: tuple[int, ...], point: int) -> float:
    """About how many rolls a side needs to bring every checker down to ``point`` or below (home: 6, then
    one more roll to bear a checker off; out of the opponent's home board: 18)."""
    pips = sum((p - point) * count for p, count in enumerate(side) if p > point)
    return pips / PIPS_A_ROLL + (0.5 if pips else 0.0)


def _likely(margin: float) -> float:
    """A chance from a margin in rolls: half at 0, near certain two rolls either way."""
    return 1.0 / (1.0 + math.exp(-2.5 * margin))


def gammon_chances(position: Position, on_roll: bool) -> tuple[float, float]:
    """Rough chances that the mover wins a gammon and a backgammon: the mover bears off every checker before
    the opponent brings all theirs home and bears one off (a gammon), or before the opponent's last checker
    leaves the mover's home board and bar (a backgammon). Being on roll is worth half a roll."""
    if position.opponent[0]:
        return 0.0, 0.0
    finish = _rolls_to_finish(position.mover) - (0.5 if on_roll else 0.0)
    home = _rolls_to_bring_past(position.opponent, 6) + 1.0
    escape = _rolls_to_bring_past(position.opponent, 18)
    gammon = _likely(home - finish)
    backgammon = _likely(escape - finish) if escape else 0.0
    return gammon, min(gammon, backgammon)


def playing_on_worth(request: DecisionRequest) -> float:
    """What playing on is worth to the player offered a resignation (the resigner on roll), in points of a
    cube of 1: won and lost games weighted by the Simple estimate of their chances, gammons and backgammons
    included unless the Jacoby rule counts them single; in a match, each outcome capped at what it can win
    or lose (the points either side still needs)."""
    resigner = request.position.swap()
    lose = winning_chance(resigner)
    win = 1.0 - lose
    if request.jacoby and request.cube_owner is CubeOwner.CENTRED:
        mine = theirs = (0.0, 0.0)
    else:
        mine = gammon_chances(request.position, on_roll=False)
        theirs = gammon_chances(resigner, on_roll=True)
    won = (win - min(win, mine[0]), min(win, mine[0]) - min(win, mine[1]), min(win, mine[1]))
    lost = (lose - min(lose, theirs[0]), min(lose, theirs[0]) - min(lose, theirs[1]), min(lose, theirs[1]))
    cube = request.cube_value
    gain = _capped_points(request, request.match_length - request.mover_score)
    loss = _capped_points(request, request.match_length - request.opponent_score)
    return (sum(chance * gain(k * cube) for k, chance in enumerate(won, 1))
            - sum(chance * loss(k * cube) for k, chance in enumerate(lost, 1))) / cube


def _capped_points(request: DecisionRequest, needed: int) -> Callable[[int], int]:
    if not request.match_length:
        return lambda points: points
    return lambda points: min(points, needed)


def accepts_resignation(request: DecisionRequest) -> bool:
    """Accept when the resignation gives at least what playing on is worth (Simple's estimate), and always
    when it wins the match."""
    kind = request.resignation
    if request.jacoby and request.cube_owner is CubeOwner.CENTRED:
        kind = 1  # the Jacoby rule counts a resigned gammon single too
    points = kind * request.cube_value
    if request.match_length:
        needed = request.match_length - request.mover_score
        if points >= needed:
            return True
        points = min(points, needed)
    return points / request.cube_value >= playing_on_worth(request)


def takes_beaver(request: DecisionRequest) -> bool:
    """The doubler facing a beaver (on roll): taking holds the cube at twice its value, dropping loses its
    value, half of that; take from the same point as a double is taken, seen from the other side."""
    return money_equity(request.position) >= -MONEY_TAKE_UP_TO


def decide(request: DecisionRequest) -> Decision:
    if request.kind is DecisionKind.MOVE:
        assert request.dice is not None
        plays = legal_plays(request.position, request.dice)
        if not plays:
            raise InvalidRequestError("there is no legal play to choose")
        return MoveDecision(best_play(plays))
    if request.kind is DecisionKind.ROLL_OR_DOUBLE:
        return CubeDecision(wants_to_double(request))
    if request.kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
        return ResignationDecision(accepts_resignation(request))
    if request.kind is DecisionKind.TAKE_OR_DROP and request.beavered:
        return TakeDecision(takes_beaver(request))
    if request.kind is DecisionKind.TAKE_OR_DROP:
        take = wants_to_take(request)
        return TakeDecision(take, beaver=take and wants_to_beaver(request))
    raise ValueError(f"the Simple level does not answer {request.kind.value}")

