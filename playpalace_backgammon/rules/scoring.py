"""How much a game is worth: single, gammon or backgammon, times the cube."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from .position import BAR, OFF, Position

QUADRUPLE = 4  # the multiple of a backgammon with a checker on the bar, under the quadruple rule


class ResultKind(IntEnum):
    """The kind of a won game; its value is the multiple of the cube it scores."""

    SINGLE = 1
    GAMMON = 2
    BACKGAMMON = 3


def result_kind(position: Position) -> ResultKind:
    """The kind of win for the side that has borne off all 15, given ``position`` seen by the winner.

    Single when the loser has borne off a checker; otherwise gammon, or backgammon when the loser still has a
    checker on the bar or in the winner's home board (the loser's points 19-24).
    """
    loser = position.opponent
    if loser[OFF]:
        return ResultKind.SINGLE
    if loser[BAR] or any(loser[19:25]):
        return ResultKind.BACKGAMMON
    return ResultKind.GAMMON


def on_the_bar(position: Position) -> bool:
    """Whether the loser (``position`` seen by the winner) still has a checker on the bar."""
    return position.opponent[BAR] > 0


def multiple(kind: ResultKind, *, jacoby: bool = False, quadruple: bool = False) -> int:
    """How many times the cube a win of ``kind`` scores: single when the Jacoby rule applies; four times for a
    backgammon when ``quadruple`` (the quadruple rule is on and the loser has a checker on the bar: seed 003
    counts that a quadruple loss); otherwise the kind's own value."""
    if jacoby:
        return 1
    if quadruple and kind is ResultKind.BACKGAMMON:
        return QUADRUPLE
    return int(kind)


def scored_kind(kind: ResultKind, *, jacoby: bool) -> ResultKind:
    """What a win of ``kind`` counts as: single when the Jacoby rule applies (money play, Jacoby on, the cube
    never turned this game), otherwise ``kind`` itself. The same for a resignation accepted."""
    return ResultKind.SINGLE if jacoby else kind


@dataclass(frozen=True)
class GameResult:
    """One game's result, kept with the match for records and the archive.

    ``kind`` is how the game was won (what was resigned, for a resignation); ``points`` what it scored:
    ``kind`` (single if ``jacoby``) times ``cube``. ``how``: "played" (borne off), "dropped", "resigned", or
    "forfeited" (the match or money session given up during the game, on time or resigned as a whole: what
    the position would score, ``Match.forfeit_worth``). ``quadruple``: a backgammon with a checker on the
    bar, scored four times the cube under the quadruple rule.
    """

    number: int
    winner: int
    kind: ResultKind
    cube: int
    points: int
    how: str
    jacoby: bool = False
    quadruple: bool = False

    def to_data(self) -> dict[str, Any]:
        """Plain data; ``quadruple`` only when set, so results saved before the rule read the same."""
        data = {"number": self.number, "winner": self.winner, "kind": int(self.kind), "cube": self.cube,
                "points": self.points, "how": self.how, "jacoby": self.jacoby}
        if self.quadruple:
            data["quadruple"] = True
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameResult:
        if data["how"] not in ("played", "dropped", "resigned", "forfeited") or data["winner"] not in (0, 1):
            raise ValueError("game result")
        return cls(int(data["number"]), int(data["winner"]), ResultKind(data["kind"]), int(data["cube"]),
                   int(data["points"]), str(data["how"]), bool(data["jacoby"]),
                   bool(data.get("quadruple", False)))
