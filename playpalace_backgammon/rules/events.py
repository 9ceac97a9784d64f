"""Domain events a match emits, plain frozen dataclasses; the table turns them into announcements.

``player`` is 0 or 1. Point numbers are in that player's own numbering.
"""

from __future__ import annotations

from dataclasses import dataclass

from .plays import Play
from .scoring import ResultKind


@dataclass(frozen=True)
class GameStarted:
    """A new game begins: its number in the match (from 1) and whether it is the Crawford game."""

    number: int
    crawford: bool


@dataclass(frozen=True)
class OpeningRolled:
    """One opening roll: each player's die; a tie means another roll follows."""

    dice: tuple[int, int]
    tie: bool


@dataclass(frozen=True)
class TurnStarted:
    """It is ``player``'s turn to roll (or double)."""

    player: int


@dataclass(frozen=True)
class DiceRolled:
    """``player`` rolled ``dice``; ``opening`` when these are the opening roll's two dice."""

    player: int
    dice: tuple[int, int]
    opening: bool = False


@dataclass(frozen=True)
class NoLegalPlay:
    """``player`` cannot play any of the dice; ``on_bar`` when that is because a checker cannot enter."""

    player: int
    dice: tuple[int, int]
    on_bar: bool


@dataclass(frozen=True)
class Moved:
    """``player`` played ``play``."""

    player: int
    play: Play


@dataclass(frozen=True)
class DoubleOffered:
    """``player`` offers to double the cube to ``value``."""

    player: int
    value: int


@dataclass(frozen=True)
class DoubleTaken:
    """``player`` took; they now own the cube at ``value``. ``beaver``: the doubler took a beaver, and the
    cube at ``value`` stays with the beaverer. ``raccoon``: the beaverer took a raccoon (the cube at
    ``value`` is theirs, as it was)."""

    player: int
    value: int
    beaver: bool = False
    raccoon: bool = False


@dataclass(frozen=True)
class Beavered:
    """Money play: ``player``, just doubled, took and at once redoubled to ``value``, keeping the cube; the
    doubler must take or drop."""

    player: int
    value: int


@dataclass(frozen=True)
class Raccooned:
    """Money play: ``player``, the doubler facing a beaver, took it and at once redoubled to ``value``; the
    cube stays with the beaverer, who must take or drop."""

    player: int
    value: int


@dataclass(frozen=True)
class AutomaticDouble:
    """Money play: the opening dice were equal, so the cube, still in the centre, went up to ``value``."""

    value: int


@dataclass(frozen=True)
class DoubleDropped:
    """``player`` dropped the double."""

    player: int


@dataclass(frozen=True)
class ResignationOffered:
    """``player`` offers to resign the game as ``kind`` (worth ``points``)."""

    player: int
    kind: ResultKind
    points: int


@dataclass(frozen=True)
class ResignationAccepted:
    """``player`` accepted the resignation."""

    player: int


@dataclass(frozen=True)
class ResignationDeclined:
    """``player`` declined the resignation."""

    player: int


@dataclass(frozen=True)
class GameWon:
    """``winner`` won a game as ``kind`` with the cube at ``cube``, scoring ``points``; ``score`` after it
    (in money play, the points each player has won in the session)."""

    winner: int
    kind: ResultKind
    cube: int
    points: int
    score: tuple[int, int]
    resigned: bool = False
    dropped: bool = False
    jacoby: bool = False  # money play: a gammon or backgammon counted single, the cube never turned
    quadruple: bool = False  # a backgammon with a checker on the bar, four times the cube (the option)
    forfeited: bool = False  # the loser gave up the match or session in it (``Match.forfeit_worth``)


@dataclass(frozen=True)
class MatchWon:
    """``winner`` won the match with final ``score``: by playing it out (``how`` "played"), by the other
    player's resignation of the match ("resigned") or on time ("time")."""

    winner: int
    score: tuple[int, int]
    how: str = "played"


@dataclass(frozen=True)
class TimedOut:
    """``player`` ran out of time: the match is over and their opponent wins it (``MatchWon`` follows)."""

    player: int


@dataclass(frozen=True)
class MatchResigned:
    """``player`` resigned the whole match: it is over and their opponent wins it (``MatchWon`` follows)."""

    player: int


@dataclass(frozen=True)
class PlayingOn:
    """Money play, between games: ``player`` wants another game (it starts when both have said so)."""

    player: int


@dataclass(frozen=True)
class SessionEnded:
    """Money play: the session is over, stopped by ``player`` between games (or timed out, or resigned);
    ``score`` is the points each player won in it."""

    player: int
    score: tuple[int, int]


Event = (
    GameStarted | OpeningRolled | TurnStarted | DiceRolled | NoLegalPlay | Moved | DoubleOffered | DoubleTaken
    | DoubleDropped | ResignationOffered | ResignationAccepted | ResignationDeclined | GameWon | MatchWon
    | TimedOut | MatchResigned | Beavered | Raccooned | AutomaticDouble | PlayingOn | SessionEnded
)
