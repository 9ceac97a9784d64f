"""A match's analysis: every decision gnubg judged and each player's summary, with gnubg's scales.

Pure data and arithmetic (no I/O): ``analysis_text`` fills these from gnubg's text export of an analysed
match; the host stores them (as JSON, ``to_json``/``from_json``), speaks the summaries and steps through a
player's biggest errors. Equities are in EMG, gnubg's normalised equity (a money point), as gnubg reports
them; a loss is positive.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: gnubg's one-word ratings of a performance, worst first (its scale from "Awful!" to "Supernatural").
RATINGS = ("awful", "beginner", "casual", "intermediate", "advanced", "expert", "world-class", "supernatural")
#: Below each error per decision (EMG) a performance earns the rating of the same index in RATINGS, from
#: "supernatural" down (gnubg 1.07's thresholds; 0.035 or more is "awful").
_RATING_LIMITS = (0.002, 0.005, 0.008, 0.012, 0.018, 0.026, 0.035)

#: The skill marks gnubg gives a decision, in its own words: doubtful, bad ("an error"), very bad (a blunder).
SKILLS = ("none", "doubtful", "bad", "very-bad")
#: Decision kinds: a checker play, a cube action before rolling (double or not), an answer to a double.
KINDS = ("move", "cube", "take")


def rating_for(error_rate: float) -> str:
    """gnubg's rating for an error rate in thousandths of a point per decision (a positive number)."""
    per_decision = error_rate / 1000.0
    for index, limit in enumerate(_RATING_LIMITS):
        if per_decision < limit:
            return RATINGS[len(RATINGS) - 1 - index]
    return RATINGS[0]


@dataclass(frozen=True)
class Decision:
    """One decision of one player, as gnubg judged it.

    ``game`` counts from 1; ``number`` is gnubg's move number in the game; ``seat`` is 0 (the .mat's player
    1) or 1; ``position_id`` and ``match_id`` are gnubg's IDs of the position before the decision, the
    player deciding on roll; ``played`` and ``best`` are gnubg's notation of the play (moves) or cube
    words ("double", "no double", "take", "pass"); ``loss`` the equity lost (0 for the best); ``skill`` one
    of SKILLS; ``luck`` the luck of the roll (moves only) and ``luck_mark`` gnubg's mark for it ("" none,
    "lucky", "very-lucky", "unlucky", "very-unlucky"); ``forced`` when there was one legal play."""

    game: int
    number: int
    seat: int
    kind: str
    position_id: str
    match_id: str
    dice: tuple[int, int] | None
    played: str
    best: str
    loss: float
    skill: str = "none"
    luck: float | None = None
    luck_mark: str = ""
    forced: bool = False


@dataclass(frozen=True)
class PlayerSummary:
    """One player's match statistics as gnubg reports them (error and luck rates in thousandths of a point
    per decision, errors as positive numbers); ``luck_rate`` None when gnubg had no roll of theirs to
    measure (n/a: a match resigned before they rolled)."""

    name: str
    error_rate: float
    chequer_error_rate: float
    cube_error_rate: float
    error_total: float
    unforced_moves: int
    cube_decisions: int
    doubtful: int
    bad: int
    very_bad: int
    missed_doubles: int
    wrong_doubles: int
    wrong_takes: int
    wrong_passes: int
    luck_total: float
    luck_rate: float | None

    @property
    def rating(self) -> str:
        """gnubg's one-word rating of the performance (one of RATINGS)."""
        return rating_for(self.error_rate)

    @property
    def cube_errors(self) -> int:
        return self.missed_doubles + self.wrong_doubles + self.wrong_takes + self.wrong_passes


@dataclass(frozen=True)
class MatchAnalysis:
    """The whole analysis: the ply it was made at, every decision in order, a summary per seat."""

    plies: int
    decisions: tuple[Decision, ...]
    players: tuple[PlayerSummary, PlayerSummary]
    extras: dict[str, Any] = field(default_factory=dict)

    def biggest_errors(self, seat: int, count: int = 5) -> list[Decision]:
        """The seat's ``count`` costliest decisions (loss above 0), costliest first, ties in match order."""
        mine = [d for d in self.decisions if d.seat == seat and d.loss > 0]
        return sorted(mine, key=lambda d: -d.loss)[:count]

    def to_json(self) -> dict[str, Any]:
        return {"plies": self.plies, "decisions": [asdict(d) for d in self.decisions],
                "players": [asdict(p) for p in self.players]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MatchAnalysis:
        decisions = []
        for item in data["decisions"]:
            dice = item.get("dice")
            decisions.append(Decision(**{**item, "dice": tuple(dice) if dice else None}))
        first, second = (PlayerSummary(**p) for p in data["players"])
        return cls(int(data["plies"]), tuple(decisions), (first, second))


def cube_loss(kind: str, played: str, no_double: float, take: float, drop: float) -> tuple[float, str]:
    """The equity lost by a cube action and the best action, from the deciding player's cubeful equities
    (gnubg's "No double", "Double, take", "Double, pass" lines, seen by that player).

    The player on roll (``kind`` "cube", ``played`` "double" or "no double") does best with
    max(no double, min(take, pass)); the player doubled (``kind`` "take", ``played`` "take" or "pass")
    with the better of taking and passing."""
    if kind == "cube":
        doubled = min(take, drop)
        best_value = max(no_double, doubled)
        best = "double" if doubled > no_double else "no double"
        value = doubled if played == "double" else no_double
    else:
        best_value = max(take, drop)
        best = "take" if take >= drop else "pass"
        value = take if played == "take" else drop
    return round(max(0.0, best_value - value), 6), best
