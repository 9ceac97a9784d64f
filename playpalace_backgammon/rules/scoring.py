"""How much a game is worth: single, gammon or backgammon, times the cube."""

from __future__ import annotations

from enum import IntEnum

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
