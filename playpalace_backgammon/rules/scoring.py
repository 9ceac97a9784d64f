"""How much a game is worth: single, gammon or backgammon, times the cube."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from .position import BAR, OFF, Position


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
    the position would score, ``Match.forfeit_worth``).
    """

    number: int
    winner: int
    kind: ResultKind
    cube: int
    points: int
    how: str
    jacoby: bool = False

    def to_data(self) -> dict[str, Any]:
        return {"number": self.number, "winner": self.winner, "kind": int(self.kind), "cube": self.cube,
                "points": self.points, "how": self.how, "jacoby": self.jacoby}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameResult:
        if data["how"] not in ("played", "dropped", "resigned", "forfeited") or data["winner"] not in (0, 1):
            raise ValueError("game result")
        return cls(int(data["number"]), int(data["winner"]), ResultKind(data["kind"]), int(data["cube"]),
                   int(data["points"]), str(data["how"]), bool(data["jacoby"]))
